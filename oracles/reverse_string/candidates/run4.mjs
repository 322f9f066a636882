import fs from 'node:fs';
const input = fs.readFileSync(0, 'utf8');
const nl = input.indexOf('\n');
let line = nl >= 0 ? input.slice(0, nl) : input;
if (line.endsWith('\r')) line = line.slice(0, -1);
process.stdout.write(Array.from(line).reverse().join('') + '\n');
