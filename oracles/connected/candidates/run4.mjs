import fs from 'node:fs';
const lines = fs.readFileSync(0, 'utf8').split(/\r?\n/);
const parent = new Map();
function add(x) { if (!parent.has(x)) parent.set(x, x); }
function find(x) {
  while (parent.get(x) !== x) { parent.set(x, parent.get(parent.get(x))); x = parent.get(x); }
  return x;
}
function union(a, b) { const ra = find(a), rb = find(b); if (ra !== rb) parent.set(ra, rb); }
if (lines.length) for (const n of lines[0].trim().split(/\s+/).filter(Boolean)) add(n);
for (let i = 1; i < lines.length; i++) {
  const t = lines[i].trim().split(/\s+/).filter(Boolean);
  if (t.length === 0) continue;
  for (const n of t) add(n);
  if (t.length >= 2) union(t[0], t[1]);
}
let comps = 0;
for (const k of parent.keys()) if (find(k) === k) comps++;
process.stdout.write(`connected=${comps <= 1 ? 'yes' : 'no'} components=${comps}\n`);
