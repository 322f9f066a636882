import fs from 'node:fs';
const lines = fs.readFileSync(0, 'utf8').split(/\r?\n/);
const succ = new Map();
const indeg = new Map();
function node(x) { if (!succ.has(x)) { succ.set(x, []); indeg.set(x, 0); } }
for (const line of lines) {
  const t = line.trim().split(/\s+/).filter(Boolean);
  if (t.length === 0) continue;
  for (const x of t) node(x);
  if (t.length >= 2) {
    succ.get(t[0]).push(t[1]);
    indeg.set(t[1], indeg.get(t[1]) + 1);
  }
}
// Kahn's algorithm, smallest available name first (deterministic)
const avail = [...indeg.keys()].filter((n) => indeg.get(n) === 0).sort();
const order = [];
while (avail.length) {
  const u = avail.shift();
  order.push(u);
  for (const v of succ.get(u)) {
    indeg.set(v, indeg.get(v) - 1);
    if (indeg.get(v) === 0) {
      let k = 0;
      while (k < avail.length && avail[k] < v) k++;
      avail.splice(k, 0, v);
    }
  }
}
if (order.length !== succ.size) process.stdout.write('cycle\n');
else process.stdout.write(order.join(' ') + '\n');
