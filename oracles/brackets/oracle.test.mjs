// Property oracle for brackets: one stdin line, balanced=yes|no depth=N on stdout.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../_lib/run.mjs';
import { kv } from '../_lib/kv.mjs';

const check = (line) => kv(run(line + '\n').stdout);

// Brute force: repeatedly delete adjacent matching pairs.
function bruteBalanced(line) {
  let s = line.replace(/[^()[\]{}]/g, '');
  for (let prev = ''; prev !== s; ) {
    prev = s;
    s = s.replace(/\(\)|\[\]|\{\}/g, '');
  }
  return s === '';
}

describe('known values', () => {
  test('{a[(b)]} is balanced with depth 3', () => {
    const f = check('{a[(b)]}');
    assert.equal(f.balanced, 'yes');
    assert.equal(f.depth, '3');
  });

  test('crossed brackets are not balanced', () => {
    assert.equal(check('([)]').balanced, 'no');
  });

  test('no brackets: balanced, depth 0', () => {
    const f = check('plain text');
    assert.equal(f.balanced, 'yes');
    assert.equal(f.depth, '0');
  });

  test('((( has depth 3 and is not balanced', () => {
    const f = check('(((');
    assert.equal(f.balanced, 'no');
    assert.equal(f.depth, '3');
  });
});

describe('properties', () => {
  test('agrees with pair deletion on short lines', () => {
    for (const s of ['()', ')(', '([]{})', '{[}]', '((())', 'x(y)z]', '[[[]]]()', '}', '']) {
      assert.equal(check(s).balanced, bruteBalanced(s) ? 'yes' : 'no', JSON.stringify(s));
    }
  });

  test('wrapping a balanced line adds one level', () => {
    const inner = '[a](b{c})';
    assert.equal(Number(check(`(${inner})`).depth), Number(check(inner).depth) + 1);
  });

  test('concatenating balanced lines stays balanced', () => {
    assert.equal(check('{()}' + '[[]]').balanced, 'yes');
  });
});
