// Reference for base_convert: re-express a non-negative integer from one base to another.
const [number, fromArg, toArg] = process.argv.slice(2);
const from = BigInt(fromArg);
const to = BigInt(toArg);
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

let value = 0n;
for (const ch of number.toLowerCase()) {
  const d = DIGITS.indexOf(ch);
  if (d < 0 || BigInt(d) >= from) process.exit(1);
  value = value * from + BigInt(d);
}
let out = '';
do {
  out = DIGITS[Number(value % to)] + out;
  value /= to;
} while (value > 0n);
process.stdout.write(out + '\n');
