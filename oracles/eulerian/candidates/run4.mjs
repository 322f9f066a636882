import fs from 'node:fs';
const lines = fs.readFileSync(0, 'utf8').split(/\r?\n/);
const edges = [];
const adj = new Map();
function node(x) { if (!adj.has(x)) adj.set(x, []); }
for (const line of lines) {
  const t = line.trim().split(/\s+/).filter(Boolean);
  if (t.length === 0) continue;
  if (t.length < 2) { node(t[0]); continue; }
  const [u, v] = t;
  node(u); node(v);
  const id = edges.length;
  edges.push([u, v]);
  adj.get(u).push([v, id]);
  adj.get(v).push([u, id]);
}
const names = [...adj.keys()].sort();
const deg = new Map();
for (const n of names) deg.set(n, adj.get(n).length);
const odd = names.filter((n) => deg.get(n) % 2 === 1);
// connectivity among vertices with edges
let connected = true;
const withEdges = names.filter((n) => deg.get(n) > 0);
if (withEdges.length) {
  const seen = new Set([withEdges[0]]);
  const st = [withEdges[0]];
  while (st.length) {
    const x = st.pop();
    for (const [y] of adj.get(x)) if (!seen.has(y)) { seen.add(y); st.push(y); }
  }
  connected = withEdges.every((n) => seen.has(n));
}
let result;
if (!connected || (odd.length !== 0 && odd.length !== 2)) result = 'none';
else if (odd.length === 0) result = 'circuit';
else result = 'trail';
let out = `odd_degree=${odd.length} result=${result}`;
if (result !== 'none' && edges.length > 0) {
  for (const n of names) adj.get(n).sort((p, q) => (p[0] < q[0] ? -1 : p[0] > q[0] ? 1 : p[1] - q[1]));
  const used = new Array(edges.length).fill(false);
  const ptr = new Map(names.map((n) => [n, 0]));
  const start = result === 'trail' ? odd[0] : withEdges[0];
  const stack = [start];
  const path = [];
  while (stack.length) {
    const v = stack[stack.length - 1];
    const list = adj.get(v);
    let p = ptr.get(v);
    while (p < list.length && used[list[p][1]]) p++;
    ptr.set(v, p);
    if (p === list.length) { path.push(stack.pop()); }
    else { used[list[p][1]] = true; stack.push(list[p][0]); }
  }
  path.reverse();
  out += ` trail=${path.join(',')}`;
}
process.stdout.write(out + '\n');
