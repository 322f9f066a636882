// Property oracle for eulerian: multigraph edges on stdin; odd_degree and the trail are scraped from stdout.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

function euler(edges) {
  const input = edges.map((e) => e.join(' ')).join('\n') + '\n';
  const r = spawnSync(process.env.ORACLE_PROGRAM, [], { input, encoding: 'utf8' });
  const odd = Number(r.stdout.match(/odd_degree=(\d+)/)[1]);
  const path = r.stdout.match(/path=(.*)/)[1].trim();
  if (path === 'none') return { odd, trail: null };
  return { odd, trail: path.split(/\s+/) };
}

const degrees = (edges) => {
  const deg = new Map();
  for (const [a, b] of edges) for (const v of [a, b]) deg.set(v, (deg.get(v) ?? 0) + 1);
  return deg;
};

// Re-walk a trail: consecutive nodes must use up the multiset of edges exactly.
function usesEveryEdgeOnce(trail, edges) {
  const left = new Map();
  const k = (a, b) => [a, b].sort().join('|');
  for (const [a, b] of edges) left.set(k(a, b), (left.get(k(a, b)) ?? 0) + 1);
  for (let i = 1; i < trail.length; i++) {
    const e = k(trail[i - 1], trail[i]);
    if (!left.get(e)) return false;
    left.set(e, left.get(e) - 1);
  }
  return trail.length === edges.length + 1;
}

// Brute force: try every walk edge by edge.
function trailExists(edges) {
  const walk = (at, unused) =>
    unused.length === 0 ||
    unused.some(([a, b], i) => (a === at || b === at) && walk(a === at ? b : a, unused.filter((_, j) => j !== i)));
  return [...degrees(edges).keys()].some((start) => walk(start, edges));
}

// The seven bridges: Kneiphof island (K), north bank (N), south bank (S), east island (E).
const KONIGSBERG = [['K', 'N'], ['K', 'N'], ['K', 'S'], ['K', 'S'], ['K', 'E'], ['N', 'E'], ['S', 'E']];
const HOUSE = [['A', 'B'], ['B', 'C'], ['C', 'D'], ['D', 'A'], ['A', 'C'], ['B', 'D'], ['C', 'E'], ['D', 'E']];

describe('Königsberg', () => {
  test('four land masses, seven bridges, every vertex of odd degree', () => {
    assert.equal(degrees(KONIGSBERG).size, 4);
    assert.equal(KONIGSBERG.length, 7);
    assert.equal(euler(KONIGSBERG).odd, 4);
  });

  test('no Eulerian trail', () => {
    assert.equal(euler(KONIGSBERG).trail, null);
  });
});

describe('known graphs', () => {
  test('a square has a closed trail', () => {
    const { odd, trail } = euler([['A', 'B'], ['B', 'C'], ['C', 'D'], ['D', 'A']]);
    assert.equal(odd, 0);
    assert.equal(trail.length, 5);
    assert.equal(trail[0], trail[4]);
  });

  test('a path graph is walked from one end', () => {
    const { odd, trail } = euler([['A', 'B'], ['B', 'C'], ['C', 'D']]);
    assert.equal(odd, 2);
    assert.ok(['A', 'D'].includes(trail[0]));
  });

  test('two separate triangles have no trail', () => {
    const r = euler([['A', 'B'], ['B', 'C'], ['C', 'A'], ['X', 'Y'], ['Y', 'Z'], ['Z', 'X']]);
    assert.equal(r.odd, 0);
    assert.equal(r.trail, null);
  });
});

describe('structure', () => {
  test('the house of Nikolaus is drawn edge by edge', () => {
    assert.ok(usesEveryEdgeOnce(euler(HOUSE).trail, HOUSE));
  });

  test('parallel edges are each walked', () => {
    const doubled = [['A', 'B'], ['A', 'B'], ['B', 'C'], ['B', 'C']];
    assert.ok(usesEveryEdgeOnce(euler(doubled).trail, doubled));
  });
});

describe('properties', () => {
  test('existence agrees with brute force on small multigraphs', () => {
    const graphs = [
      [['A', 'B'], ['A', 'B'], ['A', 'B']],
      [['A', 'B'], ['B', 'C'], ['C', 'A'], ['A', 'D']],
      [['A', 'B'], ['C', 'D']],
      [['A', 'B'], ['B', 'C'], ['C', 'A'], ['C', 'D'], ['D', 'E'], ['E', 'C']],
      [['A', 'B'], ['A', 'C'], ['A', 'D']],
    ];
    for (const g of graphs) assert.equal(euler(g).trail !== null, trailExists(g), JSON.stringify(g));
  });

  test('renaming vertices keeps the odd-degree count', () => {
    const renamed = HOUSE.map(([a, b]) => [a.toLowerCase() + '1', b.toLowerCase() + '1']);
    assert.equal(euler(renamed).odd, euler(HOUSE).odd);
  });

  test('joining the two odd vertices leaves none odd', () => {
    const r = euler([...HOUSE, ['A', 'B']]);
    assert.equal(r.odd, euler(HOUSE).odd - 2);
  });
});
