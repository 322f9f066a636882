const args = process.argv.slice(2);
function fail() { process.exit(1); }
if (args.length !== 3) fail();
const [numStr, fromStr, toStr] = args;
if (!/^\d+$/.test(fromStr) || !/^\d+$/.test(toStr)) fail();
const from = Number(fromStr), to = Number(toStr);
if (from < 2 || from > 36 || to < 2 || to > 36) fail();
const s = numStr.trim().toLowerCase();
if (s.length === 0) fail();
const DIG = '0123456789abcdefghijklmnopqrstuvwxyz';
let value = 0n;
const bf = BigInt(from);
for (const ch of s) {
  const d = DIG.indexOf(ch);
  if (d < 0 || d >= from) fail();
  value = value * bf + BigInt(d);
}
let out = '';
const bt = BigInt(to);
if (value === 0n) out = '0';
while (value > 0n) {
  out = DIG[Number(value % bt)] + out;
  value /= bt;
}
process.stdout.write(out + '\n');
