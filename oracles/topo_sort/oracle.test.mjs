// Property oracle for topo_sort: `A B` dependencies on stdin, an order (or `cycle`) on stdout.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../_lib/run.mjs';

const input = (deps) => deps.map(([a, b]) => `${a} ${b}`).join('\n') + '\n';

function order(deps) {
  const out = run(input(deps)).stdout.trim();
  return out.split('\n');
}

function respects(seq, deps) {
  const at = new Map(seq.map((n, i) => [n, i]));
  return deps.every(([a, b]) => at.has(a) && at.has(b) && at.get(a) < at.get(b));
}

const DAG = [['shirt', 'tie'], ['tie', 'jacket'], ['trousers', 'shoes'], ['trousers', 'belt'], ['belt', 'jacket'], ['shirt', 'belt'], ['socks', 'shoes']];
const nodes = (deps) => new Set(deps.flat());

describe('known graphs', () => {
  test('a chain has exactly one order', () => {
    assert.deepEqual(order([['a', 'b'], ['b', 'c'], ['c', 'd']]), ['a', 'b', 'c', 'd']);
  });

  test('a cycle is reported', () => {
    const out = run(input([['x', 'y'], ['y', 'z'], ['z', 'x']])).stdout.trim();
    assert.equal(out, 'cycle');
  });
});

describe('structure', () => {
  test('every dependency goes forward', () => {
    assert.ok(respects(order(DAG), DAG));
  });

  test('each node exactly once', () => {
    const seq = order(DAG);
    assert.equal(seq.length, nodes(DAG).size);
    assert.deepEqual(new Set(seq), nodes(DAG));
  });
});

describe('properties', () => {
  test('agrees with brute force on which small graphs have an order', () => {
    const graphs = [
      [['a', 'b'], ['b', 'a']],
      [['a', 'b'], ['a', 'c'], ['b', 'd'], ['c', 'd']],
      [['a', 'b'], ['b', 'c'], ['c', 'd'], ['d', 'b']],
    ];
    const perms = (xs) => (xs.length <= 1 ? [xs] : xs.flatMap((x, i) => perms([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p])));
    for (const g of graphs) {
      const exists = perms([...nodes(g)]).some((p) => respects(p, g));
      const out = order(g);
      assert.equal(out[0] !== 'cycle', exists, JSON.stringify(g));
      if (exists) assert.ok(respects(out, g));
    }
  });

  test('the input order of the lines does not matter', () => {
    const reversed = [...DAG].reverse();
    assert.ok(respects(order(reversed), DAG));
  });

  test('a chain of 5000 tasks', () => {
    const chain = Array.from({ length: 4999 }, (_, i) => [`t${i}`, `t${i + 1}`]);
    const seq = order(chain);
    assert.equal(seq.length, 5000);
    assert.ok(respects(seq, chain));
  });
});
