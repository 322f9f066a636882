// Property oracle for connected: node list and edges on stdin, connected=... components=... on stdout.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../_lib/run.mjs';
import { kv } from '../_lib/kv.mjs';

function graphInput(nodes, edges) {
  return [nodes.join(' '), ...edges.map(([a, b]) => `${a} ${b}`)].join('\n') + '\n';
}

function connectivity(nodes, edges) {
  return kv(run(graphInput(nodes, edges)).stdout);
}

describe('known graphs', () => {
  test('path graph is connected', () => {
    const f = connectivity(['A', 'B', 'C', 'D'], [['A', 'B'], ['B', 'C'], ['C', 'D']]);
    assert.equal(f.connected, 'yes');
    assert.equal(Number(f.components), 1);
  });

  test('two triangles are not connected', () => {
    const f = connectivity(['A', 'B', 'C', 'X', 'Y', 'Z'], [['A', 'B'], ['B', 'C'], ['C', 'A'], ['X', 'Y'], ['Y', 'Z'], ['Z', 'X']]);
    assert.equal(f.connected, 'no');
    assert.equal(Number(f.components), 2);
  });

  test('an isolated node disconnects the graph', () => {
    const f = connectivity(['A', 'B', 'C'], [['A', 'B']]);
    assert.equal(f.connected, 'no');
  });

  test('a single node is connected', () => {
    const f = connectivity(['Q'], []);
    assert.strictEqual(f.connected, 'yes');
  });
});

// Independent union-find for the brute-force comparison.
function components(nodes, edges) {
  const parent = new Map(nodes.map((n) => [n, n]));
  const find = (x) => (parent.get(x) === x ? x : find(parent.get(x)));
  for (const [a, b] of edges) parent.set(find(a), find(b));
  return new Set(nodes.map(find)).size;
}

describe('properties', () => {
  const nodes = ['n1', 'n2', 'n3', 'n4', 'n5', 'n6'];
  const edges = [['n1', 'n2'], ['n3', 'n4'], ['n4', 'n5'], ['n2', 'n6']];

  test('component count agrees with union-find', () => {
    for (let k = 0; k <= edges.length; k++) {
      const f = connectivity(nodes, edges.slice(0, k));
      assert.equal(Number(f.components), components(nodes, edges.slice(0, k)), `first ${k} edges`);
    }
  });

  test('adding an edge never increases the component count', () => {
    const before = Number(connectivity(nodes, edges).components);
    const after = Number(connectivity(nodes, [...edges, ['n6', 'n3']]).components);
    assert.ok(after <= before);
  });

  test('renaming nodes changes nothing', () => {
    const renamed = edges.map(([a, b]) => [a.replace('n', 'v'), b.replace('n', 'v')]);
    const f = connectivity(nodes.map((n) => n.replace('n', 'v')), renamed);
    assert.deepEqual(f, connectivity(nodes, edges));
  });
});
