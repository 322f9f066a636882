const arg = process.argv[2];
if (arg === undefined || !/^\d+$/.test(arg.trim())) {
  process.stderr.write('usage: luhn <digits>\n');
  process.exit(1);
}
const s = arg.trim();
let sum = 0;
for (let i = s.length - 1, k = 0; i >= 0; i--, k++) {
  let d = s.charCodeAt(i) - 48;
  if (k % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
  sum += d;
}
const valid = sum % 10 === 0;
const len = s.length;
let vendor = 'unknown';
if (s.startsWith('4') && (len === 13 || len === 16)) vendor = 'Visa';
else if (/^5[1-5]/.test(s) && len === 16) vendor = 'Mastercard';
else if (/^3[47]/.test(s) && len === 15) vendor = 'American Express';
else if (s.startsWith('6011') && len === 16) vendor = 'Discover';
process.stdout.write(`valid=${valid ? 'yes' : 'no'} vendor=${vendor}\n`);
