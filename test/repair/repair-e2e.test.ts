// `oraclint repair` end to end on a small fixture suite: a notation-only failure repaired, a genuinely wrong program
// left failing, and an environment repair (a Python program printing a 5,001-digit int).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RepairReport } from '../../src/repair/types.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(ROOT, 'bin/oraclint.js');
const FIXTURE = join(ROOT, 'test/fixtures/repair/suite');
let work: string;

function repair(...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, 'repair', join(work, 'suite'), ...args], { cwd: work, encoding: 'utf8', env: { ...process.env, CI: '1' } });
  return { ...r, report: args.includes('json') ? (JSON.parse(r.stdout) as RepairReport) : null };
}

function program(report: RepairReport, op: string, name: string) {
  const p = report.operations.find((o) => o.operation === op)?.programs.find((x) => x.name === name);
  if (!p) throw new Error(`no ${op}/${name} in the report`);
  return p;
}

beforeAll(() => {
  if (!existsSync(join(ROOT, 'dist/src/cli/main.js'))) throw new Error('build first: npm run build');
  work = mkdtempSync(join(tmpdir(), 'oraclint-repair-e2e-'));
  cpSync(FIXTURE, join(work, 'suite'), { recursive: true });
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('oraclint repair (fixture suite)', { timeout: 600_000 }, () => {
  let first: RepairReport;

  it('repairs notation, leaves the wrong program failing, and repairs the int printing limit as environment', () => {
    const r = repair('--format', 'json');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    first = r.report!;

    const notation = program(first, 'even', 'notation');
    expect([notation.checks, notation.before, notation.after]).toEqual([3, 1, 3]);
    expect(notation.results.find((c) => c.check === '4 is even')).toEqual({
      check: '4 is even',
      before: 'fail',
      after: 'pass',
      cause: 'notation',
      transforms: ['map even: true->yes, false->no'],
    });
    expect(notation.results.find((c) => c.check === 'consecutive integers differ in parity')?.cause).toBe('pass');

    const wrong = program(first, 'even', 'wrong_inverted');
    expect([wrong.checks, wrong.before, wrong.after]).toEqual([3, 1, 1]);
    expect(wrong.results.filter((c) => c.cause === 'unrepaired').map((c) => c.check).sort()).toEqual(['4 is even', '7 is odd']);

    const big = program(first, 'bigpow', 'run1');
    expect([big.checks, big.before, big.after]).toEqual([2, 1, 2]);
    const env = big.results.find((c) => c.check === '10^5000 has 5001 digits');
    expect(env?.cause).toBe('environment');
    expect(env?.transforms.at(-1)).toMatch(/PYTHONINTMAXSTRDIGITS=0/);

    expect(first.totals).toEqual({ checks: 8, before: 3, after: 6, notation: 2, environment: 1, unrepaired: 2, broken: 0 });
    expect(first.guards?.rescued).toBe(0);
    expect(first.guards?.subjects.map((s) => s.program)).toEqual(['even/candidates/wrong_inverted.py']);
  });

  it('writes the proposed spec for review, and uses a spec already there as written', () => {
    const file = join(work, 'shims/even/notation.json');
    const spec = JSON.parse(readFileSync(file, 'utf8'));
    expect(spec.transforms).toEqual([{ op: 'map-tokens', key: 'even', table: { true: 'yes', false: 'no' } }]);
    // a reviewer narrows the spec: only true->yes; the run must use it as written
    writeFileSync(file, JSON.stringify({ transforms: [{ op: 'map-tokens', key: 'even', table: { true: 'yes' } }] }));
    const second = repair('--format', 'json', '--operation', 'even').report!;
    const notation = program(second, 'even', 'notation');
    expect(notation.specSource).toBe('file');
    expect(notation.results.find((c) => c.check === '4 is even')?.cause).toBe('notation');
    expect(notation.results.find((c) => c.check === '7 is odd')?.cause).toBe('unrepaired');
  });

  it('refuses a spec outside the closed transform set with a user error', () => {
    writeFileSync(join(work, 'shims/even/notation.json'), JSON.stringify({ transforms: [{ op: 'eval', code: 'x' }] }));
    const r = repair('--operation', 'even');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/not a valid shim spec/);
  });

  it('renders the field report table in Markdown', () => {
    rmSync(join(work, 'shims'), { recursive: true, force: true });
    const r = repair('--format', 'markdown', '--operation', 'even', '--dry-run');
    expect(r.stdout).toContain('| operation | notation |\n|---|---|\n| even | 1/3 → 3/3 |');
    expect(r.stdout).toContain('| even | wrong_inverted | 1/3 → 1/3 |');
    expect(existsSync(join(work, 'shims'))).toBe(false);
  });
});
