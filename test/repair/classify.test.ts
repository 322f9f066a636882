// Per-check causes from the before, shimmed and environment runs, and which transforms a repaired check is owed to.
import { describe, expect, it } from 'vitest';
import { attributeTransforms, classify, counts } from '../../src/repair/classify.js';
import type { CheckResult } from '../../src/run/types.js';
import type { Transform } from '../../src/shim/types.js';

const r = (check: string, status: CheckResult['status']): CheckResult => ({ check, status });
const none = () => ['t'];

describe('classify', () => {
  it('gives each of the five causes', () => {
    const before = [r('a', 'pass'), r('b', 'fail'), r('c', 'fail'), r('d', 'fail'), r('e', 'pass')];
    const after = [r('a', 'pass'), r('b', 'pass'), r('c', 'fail'), r('d', 'fail'), r('e', 'fail')];
    const env = [r('a', 'pass'), r('b', 'pass'), r('c', 'pass'), r('d', 'fail'), r('e', 'fail')];
    const out = classify(before, after, env, none);
    expect(out.map((c) => [c.check, c.before, c.after, c.cause])).toEqual([
      ['a', 'pass', 'pass', 'pass'],
      ['b', 'fail', 'pass', 'notation'],
      ['c', 'fail', 'pass', 'environment'],
      ['d', 'fail', 'fail', 'unrepaired'],
      ['e', 'pass', 'fail', 'broken'],
    ]);
    expect(out.map((c) => c.transforms.length)).toEqual([0, 1, 1, 0, 1]);
    expect(counts(out)).toEqual({ checks: 5, before: 2, after: 3 });
  });

  it('an empty spec (no shimmed run) leaves the before run standing', () => {
    expect(classify([r('a', 'pass'), r('b', 'fail')], null, null, none).map((c) => c.cause)).toEqual(['pass', 'unrepaired']);
  });

  it('a check missing from a run cut short counts as failing there; skipped checks are left out', () => {
    const out = classify([r('a', 'pass'), r('s', 'skip')], [], null, none);
    expect(out.map((c) => [c.check, c.cause])).toEqual([['a', 'broken']]);
  });
});

describe('attributeTransforms', () => {
  const transforms: Transform[] = [
    { op: 'rename-key', from: 'trail', to: 'path' },
    { op: 'map-tokens', key: 'connected', table: { true: 'yes' } },
  ];
  const at = { file: 'o', line: 1, column: 1 };
  const checks = [{ name: 'reads path', loc: at, reads: ['path'], assertsExit: false, canFail: true }];

  it('names the transforms touching the keys the check reads', () => {
    expect(attributeTransforms(transforms, checks, 'reads path')).toEqual(['rename trail->path']);
  });

  it('names every transform when the contract does not know the check', () => {
    expect(attributeTransforms(transforms, checks, 'unknown')).toEqual(['rename trail->path', 'map connected: true->yes']);
  });
});
