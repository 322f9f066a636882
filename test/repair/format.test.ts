// The repair report's text and Markdown renderings, on a fixed report written by hand.
import { describe, expect, it } from 'vitest';
import { formatRepairMarkdown, formatRepairText } from '../../src/repair/format.js';
import type { ProgramRepair, RepairReport } from '../../src/repair/types.js';

function program(name: string, before: number, after: number, checks: number): ProgramRepair {
  const results = Array.from({ length: checks }, (_, i) => {
    const was = i < before ? ('pass' as const) : ('fail' as const);
    const now = i < after ? ('pass' as const) : ('fail' as const);
    const cause = was === 'pass' ? ('pass' as const) : now === 'pass' ? ('notation' as const) : ('unrepaired' as const);
    return { check: `check ${i}`, before: was, after: now, cause, transforms: cause === 'notation' ? ['convert layout fields->json'] : [] };
  });
  return { program: `complex_algebra/candidates/${name}.py`, name, checks, before, after, results, spec: null, specSource: 'inferred', transforms: [], notes: [], runs: { before: 'ok', after: 'ok' } };
}

const report: RepairReport = {
  operations: [{ operation: 'complex_algebra', programs: [program('run1', 3, 9, 9), program('run2', 3, 8, 9)] }],
  totals: { checks: 18, before: 6, after: 17, notation: 11, environment: 0, unrepaired: 1, broken: 0 },
};

describe('repair formats', () => {
  it('text: one line per operation and program like the field report, then the repaired checks and totals', () => {
    const text = formatRepairText(report);
    expect(text.split('\n').slice(0, 2)).toEqual(['complex_algebra  run1     3/9 -> 9/9', 'complex_algebra  run2     3/9 -> 8/9']);
    expect(text).toContain('  notation    complex_algebra run1: check 3  [convert layout fields->json]');
    expect(text).toContain('6 of 18 checks passing became 17 of 18: 11 repaired by notation, 0 by environment, 1 still failing, 0 broken by the wrapper');
  });

  it('markdown: a column per program name and a repaired-check table', () => {
    const md = formatRepairMarkdown(report);
    expect(md).toContain('| operation | run1 | run2 |');
    expect(md).toContain('| complex_algebra | 3/9 → 9/9 | 3/9 → 8/9 |');
    expect(md).toContain('| 18 | 6 | 17 | 11 | 0 | 1 | 0 |');
    expect(md).toContain('| complex_algebra | run2 | check 7 | notation | convert layout fields->json |');
  });
});
