import fs from 'node:fs';
const lines = fs.readFileSync(0, 'utf8').split(/\r?\n/);
const edges = [];
const parent = new Map();
function add(x) { if (!parent.has(x)) parent.set(x, x); }
function find(x) {
  while (parent.get(x) !== x) { parent.set(x, parent.get(parent.get(x))); x = parent.get(x); }
  return x;
}
for (const line of lines) {
  const t = line.trim().split(/\s+/).filter(Boolean);
  if (t.length === 0) continue;
  if (t.length !== 3 || !Number.isFinite(Number(t[2]))) {
    process.stderr.write(`malformed line: ${JSON.stringify(line)}\n`);
    process.exit(1);
  }
  let [u, v] = t;
  if (v < u) [u, v] = [v, u];
  add(u); add(v);
  edges.push([u, v, Number(t[2])]);
}
edges.sort((p, q) => p[2] - q[2] || (p[0] < q[0] ? -1 : p[0] > q[0] ? 1 : p[1] < q[1] ? -1 : p[1] > q[1] ? 1 : 0));
let total = 0;
const chosen = [];
for (const [u, v, w] of edges) {
  const ru = find(u), rv = find(v);
  if (ru === rv) continue;
  parent.set(ru, rv);
  total += w;
  chosen.push(`${u}-${v}`);
}
process.stdout.write(`weight=${total} edges=${chosen.join(',')}\n`);
