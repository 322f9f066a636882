// The file-name glob matcher used by the layout settings.
import { describe, expect, it } from 'vitest';
import { matchesGlob } from '../../src/suite/glob.js';

describe('matchesGlob', () => {
  it.each([
    ['oracle.test.mjs', 'oracle.test.{js,mjs,cjs,ts,mts,cts}', true],
    ['oracle.test.cts', 'oracle.test.{js,mjs,cjs,ts,mts,cts}', true],
    ['oracle.test.jsx', 'oracle.test.{js,mjs,cjs,ts,mts,cts}', false],
    ['oracle_test.js', 'oracle.test.{js,mjs}', false],
    ['reference.py', 'reference.*', true],
    ['reference', 'reference.*', false],
    ['my.reference.py', 'reference.*', false],
    ['a/b.js', '*.js', false],
    ['check.js', 'check.?s', true],
    ['x.spec.ts', '*.{spec,test}.{ts,js}', true],
    ['x.test.js', '*.{spec,test}.{ts,js}', true],
    ['x.tst.js', '*.{spec,test}.{ts,js}', false],
    ['a+b(1).js', 'a+b(1).js', true],
    ['ab.js', 'a{,b}.js', true],
    ['ac.js', 'a{,b}.js', false],
    ['a.js', 'a{,b}.js', true],
    ['ab.js', 'a{b,{c,d}}.js', true],
    ['ad.js', 'a{b,{c,d}}.js', true],
  ])('%s against %s is %s', (name, glob, expected) => {
    expect(matchesGlob(name, glob)).toBe(expected);
  });
});
