// Property oracle for luhn: card number argument, valid=... vendor=... on stdout.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../_lib/run.mjs';
import { kv } from '../_lib/kv.mjs';

const card = (number) => kv(run('', [number]).stdout);

// Independent check digit: the digit that makes prefix + digit pass the checksum.
function checkDigit(prefix) {
  let sum = 0;
  [...prefix].reverse().forEach((ch, i) => {
    let d = Number(ch);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  });
  return String((10 - (sum % 10)) % 10);
}

describe('known cards', () => {
  test('Visa test number', () => {
    const f = card('4111111111111111');
    assert.equal(f.valid, 'yes');
    assert.equal(f.vendor, 'Visa');
  });

  test('Mastercard test number', () => {
    const f = card('5555555555554444');
    assert.equal(f.valid, 'yes');
    assert.equal(f.vendor, 'Mastercard');
  });

  test('American Express test number', () => {
    const f = card('378282246310005');
    assert.equal(f.valid, 'yes');
    assert.equal(f.vendor, 'AmericanExpress');
  });

  test('Discover test number', () => {
    const f = card('6011111111111117');
    assert.deepEqual({ valid: f.valid, vendor: f.vendor }, { valid: 'yes', vendor: 'Discover' });
  });

  test('unknown prefix', () => {
    assert.equal(card('9999999999999995').vendor, 'unknown');
  });
});

describe('checksum properties', () => {
  test('a failed checksum still reports the vendor', () => {
    const f = card('4111111111111112');
    assert.equal(f.valid, 'no');
    assert.equal(f.vendor, 'Visa');
  });

  test('changing any one digit invalidates a valid number', () => {
    const good = '4012888888881881';
    for (const i of [0, 5, 10, 15]) {
      const d = (Number(good[i]) + 3) % 10;
      assert.equal(card(good.slice(0, i) + d + good.slice(i + 1)).valid, 'no', `digit ${i}`);
    }
  });

  test('only the computed check digit is valid', () => {
    for (const prefix of ['7992739871', '3056930902590']) {
      for (let d = 0; d <= 9; d++) {
        const expected = String(d) === checkDigit(prefix) ? 'yes' : 'no';
        assert.equal(card(prefix + d).valid, expected, prefix + d);
      }
    }
  });
});
