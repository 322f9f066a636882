// Property oracle for reverse_string: the program reverses one line read from stdin.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

function reverse(line) {
  const r = spawnSync(process.env.ORACLE_PROGRAM, [], { input: line + '\n', encoding: 'utf8' });
  return r.stdout.replace(/\n$/, '');
}

describe('known values', () => {
  test('stressed reverses to desserts', () => {
    assert.equal(reverse('stressed'), 'desserts');
  });

  test('accented letters are single characters', () => {
    assert.equal(reverse('héllo'), 'olléh');
  });

  test('empty and two-character lines', () => {
    assert.equal(reverse(''), '');
    assert.equal(reverse('ab'), 'ba');
  });
});

describe('properties', () => {
  test('reversing twice gives the original', () => {
    const s = 'A man, a plan, a canal: Panama';
    assert.equal(reverse(reverse(s)), s);
  });

  test('length is preserved', () => {
    const s = 'the quick brown fox jumps';
    assert.equal([...reverse(s)].length, [...s].length);
  });

  test('first character becomes last', () => {
    const s = 'xyz123 abc';
    const out = reverse(s);
    assert.strictEqual(out.at(-1), s[0]);
    assert.strictEqual(out[0], s.at(-1));
  });

  test('palindrome is unchanged', () => {
    assert.equal(reverse('racecar'), 'racecar');
  });
});
