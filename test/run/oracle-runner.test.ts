// The oracle runner on real processes: results, TypeScript oracles, syntax errors, and every limit killing the whole tree.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { oracleArgv, runOracle } from '../../src/run/oracle-runner.js';
import { launchSpecFor, tsxImport } from '../../src/run/launcher.js';
import { killAll, liveCounts } from '../../src/run/cleanup.js';
import { becomesDead } from '../helpers/process.js';

const suite = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'run', 'suite');
const upperOracle = join(suite, 'upper', 'oracle.test.mjs');
const config = { oracleCommand: ['node', '--test', '--test-reporter=tap'], timeout: 30, outputCap: 16 * 1024 * 1024 };

// Every temporary folder the runner makes goes under a private TMPDIR, so "removed afterwards" can be checked exactly.
const privateTmp = mkdtempSync(join(tmpdir(), 'oraclint-runner-test-'));
const savedTmp = process.env.TMPDIR;
process.env.TMPDIR = privateTmp;
afterAll(() => {
  process.env.TMPDIR = savedTmp;
  rmSync(privateTmp, { recursive: true, force: true });
});

// A failing test must not leave its processes behind.
afterEach(() => {
  killAll();
});

let pidDir: string;
beforeEach(() => {
  pidDir = mkdtempSync(join(savedTmp ?? '/tmp', 'oraclint-pids-'));
});

async function launch(rel: string) {
  return launchSpecFor(join(suite, rel), { runtimes: {} });
}

/** oraclint's own folders left in the private TMPDIR (tsx keeps its cache there too, which is not ours to remove). */
function leftovers(): string[] {
  return readdirSync(privateTmp).filter((name) => name.startsWith('oraclint-'));
}

/** Pids the hanger fixture wrote: itself and its sleeping grandchild. */
function hangerPids(): number[] {
  return readFileSync(join(pidDir, 'pids'), 'utf8').trim().split(/\s+/).map(Number);
}

async function waitFor(cond: () => boolean): Promise<void> {
  while (!cond()) await new Promise((r) => setTimeout(r, 20));
}

describe('runOracle', () => {
  it('reads every check of a passing program, with nested names', async () => {
    const run = await runOracle({ oracle: upperOracle, launch: await launch('upper/reference.py'), config });
    expect(run.status).toBe('ok');
    expect(run.results.map((r) => [r.check, r.status])).toEqual([
      ['known values > abc becomes ABC', 'pass'],
      ['known values > empty input gives empty output', 'pass'],
      ['properties > length > keeps the length', 'pass'],
    ]);
    expect(run.durationMs).toBeGreaterThan(0);
    expect(leftovers()).toEqual([]);
  });

  it('reports failing checks with their messages', async () => {
    const run = await runOracle({ oracle: upperOracle, launch: await launch('upper/candidates/wrong.sh'), config });
    expect(run.status).toBe('ok');
    expect(run.results.map((r) => [r.status, r.message])).toEqual([
      ['fail', "Expected values to be strictly equal: actual 'abc', expected 'ABC'"],
      ['pass', undefined],
      ['pass', undefined],
    ]);
  });

  it('scores a crashing program as failing checks, not as a broken run', async () => {
    const run = await runOracle({ oracle: upperOracle, launch: await launch('upper/candidates/crasher.py'), config });
    expect(run.status).toBe('ok');
    expect(run.results.map((r) => r.status)).toEqual(['fail', 'fail', 'fail']);
    expect(run.results[0].message).toBe('Expected values to be strictly equal: actual 1, expected 0');
  });

  it('runs a TypeScript oracle against a TypeScript program', async () => {
    const oracle = join(suite, 'typed', 'oracle.test.mts');
    expect(oracleArgv(config.oracleCommand, oracle)).toEqual([process.execPath, '--import', tsxImport(), '--test', '--test-reporter=tap', oracle]);
    const run = await runOracle({ oracle, launch: await launch('typed/reference.ts'), config });
    expect(run.status).toBe('ok');
    expect(run.results).toHaveLength(2);
    expect(run.results.every((r) => r.status === 'pass')).toBe(true);
  });

  it('marks an oracle with a syntax error as an error run, with the error in the detail', async () => {
    const run = await runOracle({ oracle: join(suite, 'broken', 'oracle.test.mjs'), launch: await launch('broken/reference.py'), config });
    expect(run.status).toBe('error');
    expect(run.results).toEqual([]);
    expect(run.detail).toMatch(/^the oracle did not run to the end \(it exited with code 1\)/);
    expect(run.detail).toContain('SyntaxError');
  });

  it('reports an oracle command that does not exist', async () => {
    const run = await runOracle({
      oracle: upperOracle,
      launch: await launch('upper/reference.py'),
      config: { ...config, oracleCommand: ['/nonexistent/oracle-runner'] },
    });
    expect(run.status).toBe('error');
    expect(run.detail).toMatch(/^cannot start \/nonexistent\/oracle-runner: .*ENOENT/);
    expect(leftovers()).toEqual([]);
  });

  it('kills a program that never exits, and its grandchild, at the timeout', async () => {
    const run = await runOracle({
      oracle: upperOracle,
      launch: await launch('limits/candidates/hanger.mjs'),
      config: { ...config, timeout: 2 },
      env: { ORACLINT_FIXTURE_PIDS: pidDir },
    });
    expect(run.status).toBe('timeout');
    expect(run.detail).toBe('timed out after 2 s; the process tree was killed');
    expect(run.results.filter((r) => r.status === 'pass')).toEqual([]);
    const pids = hangerPids();
    expect(pids).toHaveLength(2);
    for (const pid of pids) expect(await becomesDead(pid)).toBe(true);
    expect(leftovers()).toEqual([]);
    expect(liveCounts()).toEqual({ groups: 0, folders: 0 });
  });

  it('keeps the checks finished before a timeout and never passes the one cut off', async () => {
    const oracle = join(suite, '_lib', 'slow-third.test.mjs');
    const run = await runOracle({ oracle, launch: await launch('upper/reference.py'), config: { ...config, timeout: 2 } });
    expect(run.status).toBe('timeout');
    expect(run.results.map((r) => [r.check, r.status])).toEqual([
      ['first', 'pass'],
      ['second', 'fail'],
    ]);
  });

  it('stops a run whose output passes the cap, as truncated', async () => {
    const run = await runOracle({
      oracle: upperOracle,
      launch: await launch('limits/candidates/flooder.py'),
      config: { ...config, outputCap: 1024 * 1024 },
    });
    expect(run.status).toBe('truncated');
    expect(run.detail).toBe('output passed the cap of 1048576 bytes; the process tree was killed');
    expect(run.results.filter((r) => r.status === 'pass')).toEqual([]);
    expect(leftovers()).toEqual([]);
  });

  it('kills everything when aborted', async () => {
    const controller = new AbortController();
    const pending = runOracle({
      oracle: upperOracle,
      launch: await launch('limits/candidates/hanger.mjs'),
      config,
      signal: controller.signal,
      env: { ORACLINT_FIXTURE_PIDS: pidDir },
    });
    await waitFor(() => existsSync(join(pidDir, 'pids')) && readFileSync(join(pidDir, 'pids'), 'utf8').includes('\n'));
    controller.abort();
    const run = await pending;
    expect(run.status).toBe('error');
    expect(run.detail).toBe('interrupted');
    for (const pid of hangerPids()) expect(await becomesDead(pid)).toBe(true);
    expect(leftovers()).toEqual([]);
  });

  it('does not start when already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const run = await runOracle({ oracle: upperOracle, launch: await launch('upper/reference.py'), config, signal: controller.signal });
    expect(run).toEqual({ status: 'error', results: [], detail: 'interrupted', durationMs: 0 });
  });

  it('lets killAll end every live run and remove its folder (what the CLI does on Ctrl-C)', async () => {
    const pending = runOracle({
      oracle: upperOracle,
      launch: await launch('limits/candidates/hanger.mjs'),
      config,
      env: { ORACLINT_FIXTURE_PIDS: pidDir },
    });
    await waitFor(() => existsSync(join(pidDir, 'pids')) && readFileSync(join(pidDir, 'pids'), 'utf8').includes('\n'));
    expect(liveCounts()).toEqual({ groups: 1, folders: 1 });
    expect(leftovers()).toHaveLength(1);
    expect(killAll()).toEqual({ groups: 1, folders: 1 });
    const run = await pending;
    expect(run.status).not.toBe('ok');
    for (const pid of hangerPids()) expect(await becomesDead(pid)).toBe(true);
    expect(leftovers()).toEqual([]);
  });

  it('runs the oracle in a fresh, empty working folder', async () => {
    mkdirSync(join(pidDir, 'probe'), { recursive: true });
    const oracle = join(suite, '_lib', 'cwd.test.mjs');
    const run = await runOracle({ oracle, launch: await launch('upper/reference.py'), config, env: { ORACLINT_FIXTURE_PIDS: pidDir } });
    expect(run.status).toBe('ok');
    expect(run.results.map((r) => r.status)).toEqual(['pass', 'pass']);
  });
});
