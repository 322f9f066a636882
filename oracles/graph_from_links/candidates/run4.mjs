import fs from 'node:fs';
const lines = fs.readFileSync(0, 'utf8').split(/\r?\n/);
const deg = new Map();
const seen = new Set();
let edges = 0;
for (const line of lines) {
  if (line.trim() === '') continue;
  const t = line.trim().split(/\s+/);
  if (t.length !== 2) {
    process.stderr.write(`malformed line: ${JSON.stringify(line)}\n`);
    process.exit(1);
  }
  const [u, v] = t;
  if (!deg.has(u)) deg.set(u, 0);
  if (!deg.has(v)) deg.set(v, 0);
  const key = u < v ? `${u}\u0000${v}` : `${v}\u0000${u}`;
  if (seen.has(key)) continue;
  seen.add(key);
  edges++;
  deg.set(u, deg.get(u) + 1);
  deg.set(v, deg.get(v) + 1);
}
let maxDeg = 0;
for (const d of deg.values()) if (d > maxDeg) maxDeg = d;
process.stdout.write(`nodes=${deg.size} edges=${edges} max_degree=${maxDeg}\n`);
