// Property oracle for shortest_path: start/target and weighted edges on stdin, dist=... path=... on stdout.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../_lib/run.mjs';
import { kv } from '../_lib/kv.mjs';

const GRAPH = [
  ['A', 'B', 4], ['A', 'C', 2.5], ['B', 'C', 1], ['B', 'D', 5.5], ['C', 'D', 5], ['C', 'E', 10.25], ['D', 'E', 3], ['E', 'F', 0.5],
];

function shortest(from, to, edges = GRAPH) {
  const input = [`${from} ${to}`, ...edges.map((e) => e.join(' '))].join('\n') + '\n';
  const f = kv(run(input).stdout);
  return { dist: f.dist, path: f.path === undefined ? [] : f.path.split(',') };
}

const weightOf = (edges, a, b) => edges.find(([x, y]) => (x === a && y === b) || (x === b && y === a))?.[2];

// Brute force: every simple path by depth-first enumeration.
function bruteDistance(edges, from, to, seen = new Set([from])) {
  if (from === to) return 0;
  let best = Infinity;
  for (const [a, b, w] of edges) {
    const next = a === from ? b : b === from ? a : null;
    if (next === null || seen.has(next)) continue;
    best = Math.min(best, w + bruteDistance(edges, next, to, new Set([...seen, next])));
  }
  return best;
}

describe('known graph', () => {
  test('A to D is 7.50', () => {
    assert.equal(shortest('A', 'D').dist, '7.50');
  });

  test('distance is printed with two decimals', () => {
    assert.match(shortest('A', 'F').dist, /^\d+\.\d{2}$/);
  });

  test('the path runs from start to target', () => {
    const { path } = shortest('A', 'F');
    assert.equal(path[0], 'A');
    assert.equal(path.at(-1), 'F');
  });

  test('start equal to target', () => {
    const r = shortest('C', 'C');
    assert.equal(r.dist, '0.00');
    assert.deepEqual(r.path, ['C']);
  });

  test('an unreachable target', () => {
    assert.equal(shortest('A', 'Z', [...GRAPH, ['Z', 'Y', 1]]).dist, 'none');
  });
});

describe('structure and optimality', () => {
  test('the path walks real edges and its weights add up to dist', () => {
    const { dist, path } = shortest('A', 'E');
    let total = 0;
    for (let i = 1; i < path.length; i++) {
      const w = weightOf(GRAPH, path[i - 1], path[i]);
      assert.notEqual(w, undefined, `${path[i - 1]}-${path[i]} is not an edge`);
      total += w;
    }
    assert.ok(Math.abs(total - Number(dist)) < 0.005);
  });

  test('dist agrees with brute force over simple paths', () => {
    for (const [a, b] of [['A', 'F'], ['B', 'E'], ['F', 'C']]) {
      assert.ok(Math.abs(Number(shortest(a, b).dist) - bruteDistance(GRAPH, a, b)) < 0.005, `${a}-${b}`);
    }
  });

  test('distance is symmetric', () => {
    assert.equal(shortest('F', 'A').dist, shortest('A', 'F').dist);
  });

  test('doubling every weight doubles the distance', () => {
    const doubled = GRAPH.map(([a, b, w]) => [a, b, w * 2]);
    assert.ok(Math.abs(Number(shortest('A', 'F', doubled).dist) - 2 * Number(shortest('A', 'F').dist)) < 0.005);
  });
});
