// Property oracle for caesar (TypeScript): shift argument, text on stdin, shifted text on stdout.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

function caesar(shift: number, text: string): string {
  const r = spawnSync(process.env.ORACLE_PROGRAM as string, [String(shift)], { input: text, encoding: 'utf8' });
  return r.stdout;
}

describe('known values', () => {
  test('Hello, World! with shift 3', () => {
    assert.equal(caesar(3, 'Hello, World!'), 'Khoor, Zruog!');
  });

  test('wraps from z to a', () => {
    assert.equal(caesar(1, 'xyz XYZ'), 'yza YZA');
  });

  test('negative shift moves backwards', () => {
    assert.equal(caesar(-1, 'abc'), 'zab');
  });
});

describe('properties', () => {
  const text = 'The Quick Brown Fox\njumps over 13 lazy dogs.\n';

  test('shifting back undoes the shift', () => {
    for (const k of [5, 13, 25]) {
      assert.equal(caesar(-k, caesar(k, text)), text);
    }
  });

  test('a shift of 26 or 52 changes nothing', () => {
    assert.equal(caesar(26, text), text);
    assert.equal(caesar(52, text), text);
  });

  test('non-letters and length are unchanged', () => {
    const out = caesar(7, text);
    assert.equal(out.length, text.length);
    assert.equal(out.replace(/[A-Za-z]/g, '*'), text.replace(/[A-Za-z]/g, '*'));
  });

  test('case is preserved', () => {
    const out = caesar(11, text);
    for (let i = 0; i < text.length; i++) {
      if (/[a-z]/.test(text[i])) assert.match(out[i], /[a-z]/);
      if (/[A-Z]/.test(text[i])) assert.match(out[i], /[A-Z]/);
    }
  });
});
