// Property oracle for run_length: one line of letters on stdin, its run-length encoding on stdout.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../_lib/run.mjs';

const encode = (line) => run(line + '\n').stdout.replace(/\n$/, '');

// Independent decoder for the published form: count then character, repeated.
function decode(encoded) {
  let out = '';
  for (const [, count, ch] of encoded.matchAll(/(\d+)([A-Za-z])/g)) out += ch.repeat(Number(count));
  return out;
}

test('AAABBCaa encodes to 3A2B1C2a', () => {
  assert.equal(encode('AAABBCaa'), '3A2B1C2a');
});

test('empty and one-letter lines', () => {
  assert.equal(encode(''), '');
  assert.equal(encode('a'), '1a');
});

test('single characters carry the count 1', () => {
  assert.equal(encode('abc'), '1a1b1c');
});

test('long runs use multi-digit counts', () => {
  assert.equal(encode('z'.repeat(12) + 'y'), '12z1y');
});

test('decoding gives back the input', () => {
  for (const s of ['WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW', 'aAaA', 'xxYYzz']) {
    assert.equal(decode(encode(s)), s);
  }
});

test('the output is only count-character groups', () => {
  assert.match(encode('hello'), /^(\d+[A-Za-z])+$/);
});

test('adjacent groups never repeat a character', () => {
  const groups = [...encode('aabbbaaccca').matchAll(/\d+([A-Za-z])/g)].map((m) => m[1]);
  for (let i = 1; i < groups.length; i++) {
    if (groups[i] === groups[i - 1]) throw new Error(`runs ${i - 1} and ${i} should have been merged`);
  }
});
