const args = process.argv.slice(2);
if (args.length !== 2 || !args.every((s) => /^\s*\+?\d+\s*$/.test(s))) {
  process.stderr.write('usage: fast_expt a b\n');
  process.exit(1);
}
let base = BigInt(args[0].trim());
let e = BigInt(args[1].trim());
let result = null;
let mults = 0;
while (e > 0n) {
  if (e & 1n) {
    if (result === null) result = base;
    else { result *= base; mults++; }
  }
  e >>= 1n;
  if (e > 0n) { base *= base; mults++; }
}
if (result === null) result = 1n;
process.stdout.write(`value=${result} multiplications=${mults}\n`);
