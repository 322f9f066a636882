// Honesty guards: the mutations are deterministic wrong answers, and no wrapper turns a wrong answer into a pass.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutate } from '../../src/repair/mutations.js';
import { isWrong } from '../../src/repair/guards.js';
import type { RepairReport } from '../../src/repair/types.js';

describe('mutate', () => {
  it('changes the first number, swaps the first yes/no-like token, drops the last list element', () => {
    expect(mutate('number', 'weight=39 edges=A-B\n')).toBe('weight=40 edges=A-B\n');
    expect(mutate('number', 'value=99999999999999999999999\n')).toBe('value=100000000000000000000000\n');
    expect(mutate('token', 'connected=yes components=1\n')).toBe('connected=no components=1\n');
    expect(mutate('token', 'valid=false\n')).toBe('valid=true\n');
    expect(mutate('drop', 'weight=6 edges=A-B,B-C,C-D\n')).toBe('weight=6 edges=A-B,B-C\n');
    expect(mutate('drop', 'odd_degree=0 path=A B C\n')).toBe('odd_degree=0 path=A B\n');
    expect(mutate('drop', '3 1 2\n')).toBe('3 1\n');
  });

  it('leaves output with nothing to mutate unchanged', () => {
    expect(mutate('number', 'ok=yes\n')).toBe('ok=yes\n');
    expect(mutate('token', 'n=3\n')).toBe('n=3\n');
    expect(mutate('token', 'name=yesterday\n')).toBe('name=yesterday\n');
  });
});

describe('isWrong', () => {
  const base = { path: '/s/op/candidates/x.py', role: 'candidate' as const };
  it('takes wrong* names and programs listed in truth.json', () => {
    expect(isWrong({ ...base, name: 'wrong_off_by_one', relPath: 'op/candidates/wrong_off_by_one.py' }, new Set())).toBe(true);
    expect(isWrong({ ...base, name: 'run1', relPath: 'op/candidates/run1.py' }, new Set(['op/candidates/run1.py']))).toBe(true);
    expect(isWrong({ ...base, name: 'wrongly', relPath: 'op/candidates/wrongly.py' }, new Set())).toBe(false);
  });
});

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let work: string;

describe('guards on the fixture suite', { timeout: 600_000 }, () => {
  beforeAll(() => {
    if (!existsSync(join(ROOT, 'dist/src/repair/mutant.js'))) throw new Error('build first: npm run build');
    work = mkdtempSync(join(tmpdir(), 'oraclint-guards-'));
    cpSync(join(ROOT, 'test/fixtures/repair/suite'), join(work, 'suite'), { recursive: true });
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('no wrong program and no mutated reference is turned into a pass', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'bin/oraclint.js'), 'repair', 'suite', '--guards', '--dry-run', '--format', 'json'], {
      cwd: work,
      encoding: 'utf8',
      env: { ...process.env, CI: '1' },
    });
    expect(r.stderr).toBe('');
    const report = JSON.parse(r.stdout) as RepairReport;
    const guards = report.guards!;
    // one wrong candidate and three mutants of each of the two references
    expect(guards.subjects.filter((s) => s.kind === 'wrong').length).toBe(1);
    expect(guards.subjects.filter((s) => s.kind === 'mutant').length).toBe(6);
    // the mutants that change something fail checks before: the guard is not vacuous
    expect(guards.subjects.filter((s) => s.kind === 'mutant' && s.failingBefore > 0).length).toBeGreaterThanOrEqual(2);
    expect(guards.subjects.flatMap((s) => s.rescued)).toEqual([]);
    expect(guards.rescued).toBe(0);
    expect(r.status).toBe(0);
  });
});
