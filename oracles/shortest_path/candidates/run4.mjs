import fs from 'node:fs';
const lines = fs.readFileSync(0, 'utf8').split(/\r?\n/);
let i = 0;
while (i < lines.length && lines[i].trim() === '') i++;
if (i >= lines.length) { process.stderr.write('missing start/target line\n'); process.exit(1); }
const first = lines[i].trim().split(/\s+/);
if (first.length < 2) { process.stderr.write('bad start/target line\n'); process.exit(1); }
const [start, target] = first;
const adj = new Map();
function node(x) { if (!adj.has(x)) adj.set(x, []); }
for (i++; i < lines.length; i++) {
  const t = lines[i].trim().split(/\s+/).filter(Boolean);
  if (t.length === 0) continue;
  const w = Number(t[2]);
  if (t.length !== 3 || !Number.isFinite(w) || w < 0) {
    process.stderr.write(`malformed edge: ${JSON.stringify(lines[i])}\n`);
    process.exit(1);
  }
  node(t[0]); node(t[1]);
  adj.get(t[0]).push([t[1], w]);
  adj.get(t[1]).push([t[0], w]);
}
function fmt(x) {
  let s = x.toFixed(9).replace(/0+$/, '').replace(/\.$/, '');
  if (s === '-0') s = '0';
  return s;
}
if (start === target) {
  process.stdout.write(`dist=0 path=${start} hops=0\n`);
  process.exit(0);
}
if (!adj.has(start) || !adj.has(target)) { process.stdout.write('dist=none\n'); process.exit(0); }
// Dijkstra with binary heap; ties broken by fewer hops
const dist = new Map([[start, 0]]);
const hops = new Map([[start, 0]]);
const prev = new Map();
const done = new Set();
const heap = [];
function less(a, b) { return a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]); }
function push(item) {
  heap.push(item);
  let k = heap.length - 1;
  while (k > 0) {
    const p = (k - 1) >> 1;
    if (less(heap[k], heap[p])) { [heap[k], heap[p]] = [heap[p], heap[k]]; k = p; } else break;
  }
}
function pop() {
  const top = heap[0];
  const last = heap.pop();
  if (heap.length) {
    heap[0] = last;
    let k = 0;
    for (;;) {
      const l = 2 * k + 1, r = l + 1;
      let m = k;
      if (l < heap.length && less(heap[l], heap[m])) m = l;
      if (r < heap.length && less(heap[r], heap[m])) m = r;
      if (m === k) break;
      [heap[k], heap[m]] = [heap[m], heap[k]];
      k = m;
    }
  }
  return top;
}
push([0, 0, start]);
while (heap.length) {
  const [d, h, u] = pop();
  if (done.has(u)) continue;
  done.add(u);
  if (u === target) break;
  for (const [v, w] of adj.get(u)) {
    if (done.has(v)) continue;
    const nd = d + w, nh = h + 1;
    if (!dist.has(v) || nd < dist.get(v) || (nd === dist.get(v) && nh < hops.get(v))) {
      dist.set(v, nd); hops.set(v, nh); prev.set(v, u);
      push([nd, nh, v]);
    }
  }
}
if (!done.has(target)) { process.stdout.write('dist=none\n'); process.exit(0); }
const path = [target];
while (path[path.length - 1] !== start) path.push(prev.get(path[path.length - 1]));
path.reverse();
process.stdout.write(`dist=${fmt(dist.get(target))} path=${path.join(',')} hops=${path.length - 1}\n`);
