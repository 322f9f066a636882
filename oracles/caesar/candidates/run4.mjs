import fs from 'node:fs';
const arg = process.argv[2];
if (arg === undefined || !/^\s*[+-]?\d+\s*$/.test(arg)) {
  process.stderr.write('usage: caesar <shift>\n');
  process.exit(1);
}
const shift = ((Number(BigInt(arg.trim()) % 26n)) + 26) % 26;
const buf = fs.readFileSync(0);
for (let i = 0; i < buf.length; i++) {
  const c = buf[i];
  if (c >= 65 && c <= 90) buf[i] = 65 + ((c - 65 + shift) % 26);
  else if (c >= 97 && c <= 122) buf[i] = 97 + ((c - 97 + shift) % 26);
}
process.stdout.write(buf);
