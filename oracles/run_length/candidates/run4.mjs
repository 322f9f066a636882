import fs from 'node:fs';
const input = fs.readFileSync(0, 'utf8');
const nl = input.indexOf('\n');
let line = nl >= 0 ? input.slice(0, nl) : input;
if (line.endsWith('\r')) line = line.slice(0, -1);
const chars = Array.from(line);
let out = '';
for (let i = 0; i < chars.length;) {
  let j = i;
  while (j < chars.length && chars[j] === chars[i]) j++;
  out += `${j - i}${chars[i]}`;
  i = j;
}
process.stdout.write(out + '\n');
