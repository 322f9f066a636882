const arg = process.argv[2];
if (arg === undefined || !/^\s*\+?\d+\s*$/.test(arg)) {
  process.stderr.write('usage: fibonacci n\n');
  process.exit(1);
}
const n = BigInt(arg.trim());
// fast doubling: returns [F(k), F(k+1)]
function fib(k) {
  let a = 0n, b = 1n;
  const bits = k.toString(2);
  if (k === 0n) return a;
  for (const bit of bits) {
    const c = a * (2n * b - a);
    const d = a * a + b * b;
    if (bit === '1') { a = d; b = c + d; } else { a = c; b = d; }
  }
  return a;
}
process.stdout.write(fib(n).toString() + '\n');
