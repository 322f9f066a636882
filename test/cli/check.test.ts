// check's pure parts: the exit-code policy and the text layout, on hand-built reports.
import { describe, expect, it } from 'vitest';
import { exitCode, formatText, type CheckReport, type ProgramReport } from '../../src/cli/check.js';

function program(name: string, role: 'reference' | 'candidate', status: ProgramReport['status'], passed: number, checks: number): ProgramReport {
  return { program: `op/${name}.py`, name, role, checks, passed, status, durationMs: 1, results: [] };
}

function report(...programs: ProgramReport[]): CheckReport {
  return { operations: [{ operation: 'op', statement: 'op/task.md', oracle: 'op/oracle.test.mjs', problems: [], programs }] };
}

describe('exitCode', () => {
  it('is 0 when the reference passes everything, whatever the candidates score', () => {
    expect(exitCode(report(program('reference', 'reference', 'ok', 7, 7), program('run1', 'candidate', 'ok', 2, 7)), false)).toBe(0);
  });

  it('is 0 when a candidate times out or floods: that is its score', () => {
    const r = report(program('reference', 'reference', 'ok', 7, 7), program('hang', 'candidate', 'timeout', 0, 7), program('flood', 'candidate', 'truncated', 0, 7));
    expect(exitCode(r, false)).toBe(0);
  });

  it('is 1 when the reference fails a check or its run is cut short', () => {
    expect(exitCode(report(program('reference', 'reference', 'ok', 6, 7)), false)).toBe(1);
    expect(exitCode(report(program('reference', 'reference', 'timeout', 7, 7)), false)).toBe(1);
  });

  it('is 1 when any run is an error, candidates included', () => {
    expect(exitCode(report(program('reference', 'reference', 'ok', 7, 7), program('run1', 'candidate', 'error', 0, 7)), false)).toBe(1);
  });

  it('is 1 when the one --program fails', () => {
    expect(exitCode(report(program('run1', 'candidate', 'ok', 6, 7)), true)).toBe(1);
    expect(exitCode(report(program('run1', 'candidate', 'ok', 7, 7)), true)).toBe(0);
  });

  it('is 1 when an operation has no oracle to run', () => {
    const r: CheckReport = { operations: [{ operation: 'op', statement: 'op/task.md', oracle: null, problems: ['no oracle'], programs: [] }] };
    expect(exitCode(r, false)).toBe(1);
  });
});

describe('formatText', () => {
  it('aligns columns and shows why a run is not ok', () => {
    const r: CheckReport = {
      operations: [
        { operation: 'connected', statement: null, oracle: 'c/o.mjs', problems: [], programs: [program('reference', 'reference', 'ok', 7, 7), program('run1', 'candidate', 'timeout', 2, 7)] },
        { operation: 'mst', statement: null, oracle: null, problems: ['no oracle: no file matches oracle.test.js'], programs: [] },
        { operation: 'luhn', statement: null, oracle: 'l/o.mjs', problems: [], programs: [] },
      ],
    };
    r.operations[0].programs[1].detail = 'timed out after 5 s; the process tree was killed';
    expect(formatText(r, false)).toBe(
      [
        'connected  reference  7/7',
        'connected  run1       2/7  timeout: timed out after 5 s; the process tree was killed',
        'mst        problem: no oracle: no file matches oracle.test.js',
        'luhn       no program to run (no reference; try --candidates or --program)',
        '',
      ].join('\n'),
    );
  });
});
