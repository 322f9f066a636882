const args = process.argv.slice(2);
if (args.length !== 2 || !args.every((s) => /^\s*\+?\d+\s*$/.test(s))) {
  process.stderr.write('usage: gcd_lcm a b\n');
  process.exit(1);
}
const a = BigInt(args[0].trim()), b = BigInt(args[1].trim());
function gcd(x, y) { while (y) { [x, y] = [y, x % y]; } return x; }
const g = gcd(a, b);
const l = g === 0n ? 0n : (a / g) * b;
process.stdout.write(`gcd=${g} lcm=${l}\n`);
