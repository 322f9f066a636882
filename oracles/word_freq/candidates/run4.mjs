import fs from 'node:fs';
const text = fs.readFileSync(0, 'utf8');
const counts = new Map();
for (const w of text.match(/[A-Za-z]+/g) || []) counts.set(w, (counts.get(w) || 0) + 1);
const entries = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
process.stdout.write(entries.map(([w, c]) => `${w} ${c}\n`).join(''));
