// Property oracle for word_freq: text on stdin, `word count` lines on stdout.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

function freq(text) {
  const r = spawnSync(process.env.ORACLE_PROGRAM, [], { input: text, encoding: 'utf8' });
  const lines = r.stdout.split('\n').filter((l) => l !== '');
  return lines.map((l) => {
    const [word, count] = l.split(' ');
    return [word, Number(count)];
  });
}

const TEXT = `it was the best of times, it was the worst of times,
it was the age of wisdom, it was the age of foolishness...
it was the epoch of belief; it was the epoch of incredulity (1859)`;

describe('known values', () => {
  test('to be or not to be', () => {
    assert.deepEqual(freq('to be or not to be\n'), [['be', 2], ['to', 2], ['not', 1], ['or', 1]]);
  });

  test('no words, no output', () => {
    assert.deepEqual(freq('123 ... !!\n'), []);
  });

  test('digits and punctuation separate words', () => {
    assert.deepEqual(freq("don't stop-2-go\n"), [['don', 1], ['go', 1], ['stop', 1], ['t', 1]]);
  });

  test('capitalised words are the same word', () => {
    const counts = Object.fromEntries(freq('The cat saw the other CAT. Cat!\n'));
    assert.equal(counts.cat, 3);
    assert.equal(counts.the, 2);
  });
});

describe('properties', () => {
  test('counts add up to the number of words', () => {
    const total = freq(TEXT).reduce((s, [, c]) => s + c, 0);
    assert.equal(total, TEXT.match(/[A-Za-z]+/g).length);
  });

  test('lines are sorted by count, then alphabetically', () => {
    const rows = freq(TEXT);
    for (let i = 1; i < rows.length; i++) {
      const [[w0, c0], [w1, c1]] = [rows[i - 1], rows[i]];
      assert.ok(c0 > c1 || (c0 === c1 && w0 < w1), `${w0} ${c0} before ${w1} ${c1}`);
    }
  });

  test('repeating the text doubles every count', () => {
    const once = new Map(freq(TEXT));
    for (const [word, count] of freq(TEXT + '\n' + TEXT)) assert.equal(count, 2 * once.get(word), word);
  });
});
