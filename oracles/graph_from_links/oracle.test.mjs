// Property oracle for graph_from_links: links on stdin, nodes=... edges=... max_degree=... on stdout.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../_lib/run.mjs';
import { kv } from '../_lib/kv.mjs';

function graph(lines) {
  const r = run(lines.join('\n') + '\n');
  const f = kv(r.stdout);
  return {
    status: r.status,
    nodes: Number(f.nodes),
    edges: Number(f.edges),
    maxDegree: Number(f.max_degree),
  };
}

const LINKS = ['a b', 'b c', 'c a', 'c d', 'd e', 'e f', 'f d', 'g d'];

describe('known graphs', () => {
  test('triangle with a pendant node', () => {
    const g = graph(['A B', 'B C', 'C A', 'C D']);
    assert.equal(g.nodes, 4);
    assert.equal(g.edges, 4);
    assert.equal(g.maxDegree, 3);
  });

  test('a star with five leaves', () => {
    const g = graph(['hub l1', 'hub l2', 'hub l3', 'hub l4', 'hub l5']);
    assert.deepEqual([g.nodes, g.edges, g.maxDegree], [6, 5, 5]);
  });
});

describe('input lines', () => {
  test('a repeated link is a second edge', () => {
    const g = graph(['A B', 'A B']);
    assert.equal(g.edges, 2);
    assert.equal(g.maxDegree, 2);
  });

  test('a link with a weight is accepted', () => {
    const g = graph(['A B 4', 'B C']);
    assert.equal(g.status, 0);
    assert.equal(g.edges, 2);
  });

  test('a malformed line is refused', () => {
    const r = run('A B\nA\n');
    assert.notEqual(r.status, 0);
    assert.equal(r.stdout, '');
  });
});

describe('properties', () => {
  test('node count is the number of distinct names', () => {
    const names = new Set(LINKS.flatMap((l) => l.split(' ')));
    assert.equal(graph(LINKS).nodes, names.size);
  });

  test('max degree agrees with counting endpoints', () => {
    const deg = {};
    for (const name of LINKS.flatMap((l) => l.split(' '))) deg[name] = (deg[name] ?? 0) + 1;
    assert.equal(graph(LINKS).maxDegree, Math.max(...Object.values(deg)));
  });

  test('the order of the lines does not matter', () => {
    const a = graph(LINKS);
    const b = graph([...LINKS].reverse());
    assert.deepEqual(a, b);
  });

  test('one more link adds one edge', () => {
    assert.equal(graph([...LINKS, 'a g']).edges, graph(LINKS).edges + 1);
  });
});
