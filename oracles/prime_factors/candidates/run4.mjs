const arg = process.argv[2];
if (arg === undefined || !/^\s*\+?\d+\s*$/.test(arg) || BigInt(arg.trim()) < 2n) {
  process.stderr.write('usage: prime_factors n (n >= 2)\n');
  process.exit(1);
}
let n = BigInt(arg.trim());
const f = [];
while (n % 2n === 0n) { f.push(2n); n /= 2n; }
for (let p = 3n; p * p <= n; p += 2n) {
  while (n % p === 0n) { f.push(p); n /= p; }
}
if (n > 1n) f.push(n);
process.stdout.write(f.join(' ') + '\n');
