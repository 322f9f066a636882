// pickOwnLoc: the location a finding points at, skipping lines other keys read too (a fast path for evidence in one file).
import { describe, expect, it } from 'vitest';
import type { Evidence, SourceLocation } from '../../src/contract/types.js';
import { pickLoc, pickOwnLoc } from '../../src/lint/locate.js';

/** The definition pickOwnLoc implements: the evidence at no line (of its file) that another key's evidence is at. */
function reference(evidence: readonly Evidence[], others: readonly (readonly Evidence[])[], preferFile?: string): SourceLocation | undefined {
  if (evidence.length === 0) return undefined;
  const at = (e: Evidence) => `${e.loc.file}:${e.loc.line}`;
  const mine = new Set(evidence.map(at));
  const shared = new Set(others.flat().map(at).filter((l) => mine.has(l)));
  if (shared.size === 0) return pickLoc(evidence, preferFile);
  const own = evidence.filter((e) => !shared.has(at(e)));
  return pickLoc(own.length > 0 ? own : evidence, preferFile);
}

const ev = (file: string, line: number, column = 1): Evidence => ({ loc: { file, line, column }, via: 'reads' });

describe('pickOwnLoc', () => {
  it('skips a line another key reads too, in one file and across files', () => {
    expect(pickOwnLoc([ev('o.mjs', 3), ev('o.mjs', 7)], [[ev('o.mjs', 3)]], 'o.mjs')).toEqual({ file: 'o.mjs', line: 7, column: 1 });
    expect(pickOwnLoc([ev('o.mjs', 3), ev('o.mjs', 7)], [[ev('lib.mjs', 7)]], 'o.mjs')).toEqual({ file: 'o.mjs', line: 3, column: 1 });
    expect(pickOwnLoc([ev('lib.mjs', 3), ev('o.mjs', 3)], [[ev('lib.mjs', 3)]], 'lib.mjs')).toEqual({ file: 'o.mjs', line: 3, column: 1 });
    expect(pickOwnLoc([ev('o.mjs', 3)], [[ev('o.mjs', 3)]])).toEqual({ file: 'o.mjs', line: 3, column: 1 });
    expect(pickOwnLoc([], [[ev('o.mjs', 3)]])).toBeUndefined();
  });

  it('agrees with its definition on many mixes of files and lines', () => {
    let seed = 7;
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n);
    const files = ['o.mjs', '_lib/kv.mjs', 'p.mjs'];
    const some = (k: number) => Array.from({ length: next(k) }, () => ev(files[next(next(2) === 0 ? 1 : 3)]!, 1 + next(12), 1 + next(4)));
    for (let i = 0; i < 2000; i++) {
      const evidence = some(6);
      const others = Array.from({ length: next(4) }, () => some(6));
      const prefer = next(3) === 0 ? undefined : files[next(3)];
      expect(pickOwnLoc(evidence, others, prefer)).toEqual(reference(evidence, others, prefer));
    }
  });
});
