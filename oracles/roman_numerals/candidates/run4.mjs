const arg = process.argv[2];
if (arg === undefined || !/^\s*\+?\d+\s*$/.test(arg)) process.exit(1);
const n0 = Number(arg.trim());
if (!(n0 >= 1 && n0 <= 3999)) process.exit(1);
const table = [[1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'],
  [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I']];
let n = n0, out = '';
for (const [v, s] of table) while (n >= v) { out += s; n -= v; }
process.stdout.write(out + '\n');
