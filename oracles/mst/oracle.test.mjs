// Property oracle for mst: weighted edges on stdin, weight=... edges=... on stdout.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../_lib/run.mjs';
import { kv } from '../_lib/kv.mjs';

// [a, b, w] triples
const GRAPH = [
  ['A', 'B', 7], ['A', 'D', 5], ['B', 'C', 8], ['B', 'D', 9], ['B', 'E', 7], ['C', 'E', 5],
  ['D', 'E', 15], ['D', 'F', 6], ['E', 'F', 8], ['E', 'G', 9], ['F', 'G', 11],
];

function mst(graph) {
  const f = kv(run(graph.map((e) => e.join(' ')).join('\n') + '\n').stdout);
  const tree = f.edges.split(',').map((pair) => pair.split('-'));
  return { weight: Number(f.weight), tree };
}

const nodesOf = (graph) => [...new Set(graph.flatMap(([a, b]) => [a, b]))];
const key = (a, b) => [a, b].sort().join('');

function isSpanningTree(tree, nodes) {
  const parent = new Map(nodes.map((n) => [n, n]));
  const find = (x) => (parent.get(x) === x ? x : find(parent.get(x)));
  for (const [a, b] of tree) {
    if (find(a) === find(b)) return false;
    parent.set(find(a), find(b));
  }
  return tree.length === nodes.length - 1;
}

// Every subset of n-1 edges that is a spanning tree; the smallest total weight.
function bruteMinimum(graph) {
  const nodes = nodesOf(graph);
  let best = Infinity;
  for (let mask = 0; mask < 1 << graph.length; mask++) {
    const chosen = graph.filter((_, i) => mask & (1 << i));
    if (chosen.length !== nodes.length - 1 || !isSpanningTree(chosen, nodes)) continue;
    best = Math.min(best, chosen.reduce((s, e) => s + e[2], 0));
  }
  return best;
}

describe('known graph', () => {
  test('total weight is 39', () => {
    assert.equal(mst(GRAPH).weight, 39);
  });

  test('tree has one edge fewer than the graph has nodes', () => {
    assert.equal(mst(GRAPH).tree.length, nodesOf(GRAPH).length - 1);
  });
});

describe('structure', () => {
  test('every printed edge is an edge of the input', () => {
    const known = new Set(GRAPH.map(([a, b]) => key(a, b)));
    for (const [a, b] of mst(GRAPH).tree) assert.ok(known.has(key(a, b)), `${a}-${b} is not in the input`);
  });

  test('printed edges form a spanning tree', () => {
    assert.ok(isSpanningTree(mst(GRAPH).tree, nodesOf(GRAPH)));
  });

  test('weight is the sum of the printed edges', () => {
    const w = new Map(GRAPH.map(([a, b, x]) => [key(a, b), x]));
    const r = mst(GRAPH);
    assert.equal(r.tree.reduce((s, [a, b]) => s + w.get(key(a, b)), 0), r.weight);
  });
});

describe('optimality', () => {
  test('weight equals the brute-force minimum on small graphs', () => {
    const small = [
      [['A', 'B', 1], ['B', 'C', 2], ['A', 'C', 3]],
      [['A', 'B', 4], ['B', 'C', 4], ['C', 'D', 1], ['D', 'A', 2], ['A', 'C', 3], ['B', 'D', 6]],
      [['P', 'Q', 10], ['Q', 'R', 1], ['R', 'S', 1], ['S', 'P', 1], ['P', 'R', 2], ['T', 'S', 7], ['T', 'Q', 3]],
    ];
    for (const g of small) assert.equal(mst(g).weight, bruteMinimum(g));
  });

  test('adding 10 to every weight adds 10 per tree edge', () => {
    const heavier = GRAPH.map(([a, b, w]) => [a, b, w + 10]);
    assert.equal(mst(heavier).weight, mst(GRAPH).weight + 10 * (nodesOf(GRAPH).length - 1));
  });

  test('input order does not change the weight', () => {
    assert.equal(mst([...GRAPH].reverse()).weight, 39);
  });
});
