// End-to-end: the built CLI's `check` on the fixture suite — counts, formats, limits, exit codes, errors, Ctrl-C.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliPath, ensureBuilt, repoRoot } from '../helpers/build.js';
import { becomesDead, isAlive } from '../helpers/process.js';

const SUITE = 'test/fixtures/run/suite';

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

const scratch: string[] = [];
function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
}

/** Runs the built CLI from the repository root; `onStart` gets the child (to signal it). */
function cli(args: string[], env: Record<string, string> = {}, onStart?: (pid: number) => void): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliPath, ...args], { cwd: repoRoot, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    if (onStart && child.pid !== undefined) onStart(child.pid);
  });
}

async function json(args: string[], env: Record<string, string> = {}) {
  const out = await cli([...args, '--format', 'json'], env);
  return { ...out, report: JSON.parse(out.stdout) as Report };
}

interface Report {
  operations: {
    operation: string;
    statement: string | null;
    oracle: string | null;
    problems: string[];
    programs: {
      program: string;
      name: string;
      role: string;
      checks: number;
      passed: number;
      status: string;
      detail?: string;
      durationMs: number;
      results: { check: string; status: string; message: string | null; durationMs?: number }[];
    }[];
  }[];
}

function pidsIn(dir: string): number[] {
  const file = join(dir, 'pids');
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split(/\s+/).map(Number) : [];
}

const pidDirs: string[] = [];
afterEach(() => {
  // Whatever a failing test left running dies here (by pid, only the fixture's own processes).
  for (const dir of pidDirs.splice(0)) for (const pid of pidsIn(dir)) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

beforeAll(() => {
  ensureBuilt();
});

describe('oraclint check: results', () => {
  it('runs every reference and reports each operation, its problems included (json)', async () => {
    const { code, report } = await json(['check', SUITE]);
    expect(code).toBe(1);
    const summary = report.operations.map((op) => [op.operation, op.oracle, op.problems.length, op.programs.map((p) => [p.name, p.status, p.passed, p.checks])]);
    expect(summary).toEqual([
      ['broken', 'broken/oracle.test.mjs', 0, [['reference', 'error', 0, 0]]],
      ['limits', 'limits/oracle.test.mjs', 0, [['reference', 'ok', 3, 3]]],
      ['nooracle', null, 1, []],
      ['twooracles', null, 1, []],
      ['typed', 'typed/oracle.test.mts', 0, [['reference', 'ok', 2, 2]]],
      ['upper', 'upper/oracle.test.mjs', 0, [['reference', 'ok', 3, 3]]],
    ]);
    const upper = report.operations.find((op) => op.operation === 'upper')!;
    expect(upper.statement).toBe('upper/task.md');
    expect(upper.programs[0].program).toBe('upper/reference.py');
    expect(upper.programs[0].results.map((r) => [r.check, r.status, r.message])).toEqual([
      ['known values > abc becomes ABC', 'pass', null],
      ['known values > empty input gives empty output', 'pass', null],
      ['properties > length > keeps the length', 'pass', null],
    ]);
  });

  it('prints one plain line per operation and program, and exits 0 when the references pass', async () => {
    const out = await cli(['check', SUITE, '--operation', 'upper', '--operation', 'typed']);
    expect(out.stdout).toBe('typed  reference  2/2\nupper  reference  3/3\n');
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
  });

  it('scores every candidate with --candidates; weak candidates do not fail the command', async () => {
    const { code, report } = await json(['check', SUITE, '--candidates', '--operation', 'upper']);
    expect(code).toBe(0);
    const programs = report.operations[0].programs;
    expect(programs.map((p) => [p.program, p.role, p.status, p.passed, p.checks])).toEqual([
      ['upper/reference.py', 'reference', 'ok', 3, 3],
      ['upper/candidates/crasher.py', 'candidate', 'ok', 0, 3],
      ['upper/candidates/good.mjs', 'candidate', 'ok', 3, 3],
      ['upper/candidates/pkg/main.js', 'candidate', 'ok', 3, 3],
      ['upper/candidates/wrong.sh', 'candidate', 'ok', 2, 3],
    ]);
    const wrong = programs[4];
    expect(wrong.results[0]).toMatchObject({
      check: 'known values > abc becomes ABC',
      status: 'fail',
      message: "Expected values to be strictly equal: actual 'abc', expected 'ABC'",
    });
  });

  it('lists failing checks with --verbose', async () => {
    const out = await cli(['check', SUITE, '--candidates', '--operation', 'upper', '--verbose']);
    expect(out.stdout.split('\n')).toEqual([
      'upper  reference  3/3',
      'upper  crasher    0/3',
      '    fail  known values > abc becomes ABC: Expected values to be strictly equal: actual 1, expected 0',
      '    fail  known values > empty input gives empty output: Expected values to be strictly equal: actual 1, expected 0',
      '    fail  properties > length > keeps the length: Expected values to be strictly equal: actual 1, expected 0',
      'upper  good       3/3',
      'upper  pkg        3/3',
      'upper  wrong      2/3',
      "    fail  known values > abc becomes ABC: Expected values to be strictly equal: actual 'abc', expected 'ABC'",
      '',
    ]);
  });

  it('runs one --program under one operation, and fails when it fails a check', async () => {
    const wrong = await cli(['check', SUITE, '--operation', 'upper', '--program', `${SUITE}/upper/candidates/wrong.sh`]);
    expect(wrong.stdout).toBe('upper  wrong  2/3\n');
    expect(wrong.code).toBe(1);
    const good = await cli(['check', SUITE, '--operation', 'upper', '--program', `${SUITE}/upper/candidates/good.mjs`]);
    expect(good.stdout).toBe('upper  good  3/3\n');
    expect(good.code).toBe(0);
  });

  it('reports an oracle with a syntax error as an error run with the error shown', async () => {
    const out = await cli(['check', SUITE, '--operation', 'broken', '--verbose']);
    expect(out.code).toBe(1);
    const lines = out.stdout.split('\n');
    expect(lines[0]).toBe('broken  reference  0/0  error: the oracle did not run to the end (it exited with code 1):');
    expect(lines.some((l) => l.startsWith('    | SyntaxError: '))).toBe(true);
  });

  it('runs a TypeScript oracle', async () => {
    const { code, report } = await json(['check', SUITE, '--operation', 'typed']);
    expect(code).toBe(0);
    expect(report.operations[0].programs[0].results.map((r) => [r.check, r.status])).toEqual([
      ['sums three numbers', 'pass'],
      ['empty input sums to zero', 'pass'],
    ]);
  });

  it('gives the same results whatever --jobs is', async () => {
    const strip = (r: Report) =>
      JSON.stringify(r, (key, value: unknown) => (key === 'durationMs' ? undefined : value));
    const args = ['check', SUITE, '--candidates', '--operation', 'upper', '--operation', 'typed'];
    const one = await json([...args, '--jobs', '1']);
    const two = await json([...args, '--jobs', '3']);
    expect(strip(two.report)).toBe(strip(one.report));
    expect(one.report.operations.flatMap((o) => o.programs)).toHaveLength(6);
  });

  it('writes the result to --output instead of stdout', async () => {
    const dir = scratchDir('oraclint-e2e-out-');
    const file = join(dir, 'result.txt');
    const out = await cli(['check', SUITE, '--operation', 'typed', '--output', file]);
    expect(out.code).toBe(0);
    expect(out.stdout).toBe('');
    expect(readFileSync(file, 'utf8')).toBe('typed  reference  2/2\n');
  });
});

describe('oraclint check: limits', () => {
  it('kills a candidate that never exits, and the grandchild it started, at the timeout', async () => {
    const pids = scratchDir('oraclint-e2e-pids-');
    pidDirs.push(pids);
    const out = await cli(
      ['check', SUITE, '--operation', 'limits', '--program', `${SUITE}/limits/candidates/hanger.mjs`, '--timeout', '3'],
      { ORACLINT_FIXTURE_PIDS: pids },
    );
    expect(out.stdout).toBe('limits  hanger  0/0  timeout: timed out after 3 s; the process tree was killed\n');
    expect(out.code).toBe(1);
    const started = pidsIn(pids);
    expect(started).toHaveLength(2); // the hanger and its sleeping grandchild
    for (const pid of started) expect(await becomesDead(pid)).toBe(true);
  });

  it('stops a candidate that prints 50 MB at the output cap, as truncated', async () => {
    // The fixture suite's configuration caps output at 1 MiB and allows 30 s.
    const { code, report } = await json(['check', SUITE, '--operation', 'limits', '--program', `${SUITE}/limits/candidates/flooder.py`]);
    const run = report.operations[0].programs[0];
    expect(run.status).toBe('truncated');
    expect(run.detail).toBe('output passed the cap of 1048576 bytes; the process tree was killed');
    expect(run.passed).toBe(0);
    expect(code).toBe(1);
  });

  /** Starts the CLI on the hanging candidate; resolves once the hanger and its grandchild run, with a way to signal it. */
  async function startHanging(args: string[]) {
    const pids = scratchDir('oraclint-e2e-pids-');
    pidDirs.push(pids);
    const tmp = scratchDir('oraclint-e2e-tmp-');
    let cliPid = 0;
    const pending = cli(args, { ORACLINT_FIXTURE_PIDS: pids, TMPDIR: tmp }, (pid) => (cliPid = pid));
    while (pidsIn(pids).length < 2) await new Promise((r) => setTimeout(r, 50));
    const folders = (prefix: string) => readdirSync(tmp).filter((n) => n.startsWith(prefix));
    return { pids, folders, signal: async (name: NodeJS.Signals) => (process.kill(cliPid, name), pending) };
  }

  it('on Ctrl-C kills everything it started, removes its temporary folders, and exits 130', async () => {
    const run = await startHanging(['check', SUITE, '--operation', 'limits', '--program', `${SUITE}/limits/candidates/hanger.mjs`, '--timeout', '120']);
    expect(run.folders('oraclint-')).toHaveLength(1);
    const out = await run.signal('SIGINT');
    expect(out.code).toBe(130);
    expect(out.stderr).toContain('interrupted');
    for (const pid of pidsIn(run.pids)) expect(await becomesDead(pid)).toBe(true);
    expect(run.folders('oraclint-')).toEqual([]);
  });

  it('repair on SIGTERM says it was interrupted and exits 143, though the repairs in flight lose their folders', async () => {
    // The interrupt removes each repair's recording folder while that repair still waits on its oracle run; the
    // repair then fails reading it, and that failure is the interrupt's, not an internal error.
    const run = await startHanging(['repair', SUITE, '--operation', 'limits', '--timeout', '120', '--dry-run']);
    expect(run.folders('oraclint-repair-').length).toBeGreaterThan(0);
    const out = await run.signal('SIGTERM');
    expect(out.stderr).toBe('oraclint: interrupted (SIGTERM); every process started was killed and its temporary folder removed\n');
    expect(out.code).toBe(143);
    for (const pid of pidsIn(run.pids)) expect(await becomesDead(pid)).toBe(true);
    expect(run.folders('oraclint-')).toEqual([]);
  });
});

describe('oraclint check: usage and configuration errors', () => {
  /** A user error: exit 2, `oraclint: <what>` and a hint line, no stack. */
  function expectUserError(out: Outcome, first: string) {
    expect(out.code).toBe(2);
    expect(out.stdout).toBe('');
    const lines = out.stderr.trimEnd().split('\n');
    expect(lines[0]).toBe(`oraclint: ${first}`);
    expect(lines).toHaveLength(2);
    expect(out.stderr).not.toMatch(/\n\s+at /);
  }

  it('a suite folder that does not exist', async () => {
    expectUserError(await cli(['check', 'no/such/suite']), 'suite folder not found: no/such/suite');
  });

  it('an unknown operation, listing the real ones', async () => {
    const out = await cli(['check', SUITE, '--operation', 'uper']);
    expectUserError(out, 'unknown operation: uper');
    expect(out.stderr).toContain("the suite's operations are: broken, limits, nooracle, twooracles, typed, upper");
  });

  it('an invalid configuration, naming the field and the value', async () => {
    const dir = scratchDir('oraclint-e2e-config-');
    writeFileSync(join(dir, 'bad.json'), '{ "timeout": -3 }');
    const out = await cli(['check', SUITE, '--config', join(dir, 'bad.json')]);
    expect(out.code).toBe(2);
    expect(out.stderr.split('\n')[0]).toMatch(/^oraclint: invalid configuration in .*bad\.json: timeout must be a positive number of seconds, got -3$/);
  });

  it('--program without one --operation', async () => {
    expectUserError(await cli(['check', SUITE, '--program', 'x.py']), '--program needs exactly one --operation');
  });

  it('a --program that does not exist', async () => {
    expectUserError(await cli(['check', SUITE, '--operation', 'upper', '--program', 'nope.py']), 'program not found: nope.py');
  });

  it('bad option values and unknown commands', async () => {
    const jobs = await cli(['check', SUITE, '--jobs', '0']);
    expect(jobs.code).toBe(2);
    expect(jobs.stderr).toContain('--jobs must be a positive whole number, got 0');
    const format = await cli(['check', SUITE, '--format', 'xml']);
    expect(format.code).toBe(2);
    expect(format.stderr).toContain('xml');
    const unknown = await cli(['chek']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown command 'chek'");
  });

  it('--version and --help', async () => {
    const version = await cli(['--version']);
    expect(version).toEqual({ code: 0, stdout: '0.1.0\n', stderr: '' });
    const help = await cli(['check', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--candidates');
    expect(help.stdout).toContain('--program <file>');
  });
});
