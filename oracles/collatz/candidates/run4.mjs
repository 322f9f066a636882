const arg = process.argv[2];
if (arg === undefined || !/^\s*\+?\d+\s*$/.test(arg) || BigInt(arg.trim()) < 1n) {
  process.stderr.write('usage: collatz <positive integer>\n');
  process.exit(1);
}
let n = BigInt(arg.trim());
let steps = 0, peak = n;
while (n !== 1n) {
  n = (n % 2n === 0n) ? n / 2n : 3n * n + 1n;
  steps++;
  if (n > peak) peak = n;
}
process.stdout.write(`steps=${steps} peak=${peak}\n`);
