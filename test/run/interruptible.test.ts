// A pool of runs stopped by a signal: the outcome is "interrupted" whatever the work in flight did afterwards.
import { mkdtempSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CliIO } from '../../src/cli/io.js';
import { liveCounts, trackFolder } from '../../src/run/cleanup.js';
import { reportInterrupted, runInterruptible } from '../../src/run/interruptible.js';

function quietIO(): CliIO & { err: string[] } {
  const err: string[] = [];
  return { err, stdout: { isTTY: false, write: () => true }, stderr: { write: (s: string) => err.push(s) > 0 }, env: {}, cwd: '/' };
}

const aborted = (signal: AbortSignal) => new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));

describe('runInterruptible', () => {
  it('returns the results in input order when nothing interrupts it, and leaves no signal handler behind', async () => {
    const before = process.listenerCount('SIGTERM');
    const outcome = await runInterruptible([30, 10, 20], 3, (ms) => new Promise<number>((r) => setTimeout(() => r(ms * 2), ms)), quietIO(), 'test');
    expect(outcome).toEqual({ results: [60, 20, 40] });
    expect(process.listenerCount('SIGTERM')).toBe(before);
  });

  it('on SIGTERM removes the tracked folders and reports the signal, though the work in flight then throws', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'oraclint-interruptible-'));
    trackFolder(folder);
    let started = 0;
    const pending = runInterruptible(
      [1, 2, 3, 4],
      2,
      async (_item, signal) => {
        started++;
        await aborted(signal);
        // as a repair reading its recording folder after the cleanup removed it
        throw Object.assign(new Error(`ENOENT: no such file or directory, scandir '${folder}'`), { code: 'ENOENT' });
      },
      quietIO(),
      'test',
    );
    await new Promise((r) => setTimeout(r, 20));
    process.emit('SIGTERM', 'SIGTERM');
    await expect(pending).resolves.toEqual({ interrupted: 'SIGTERM' });
    expect(existsSync(folder)).toBe(false);
    expect(liveCounts()).toEqual({ groups: 0, folders: 0 });
    expect(started).toBe(2); // nothing new starts once the work fails
  });

  it('rethrows a failure that no signal caused', async () => {
    const pending = runInterruptible([1], 1, async () => Promise.reject(new Error('a real bug')), quietIO(), 'test');
    await expect(pending).rejects.toThrow('a real bug');
  });
});

describe('reportInterrupted', () => {
  it("exits as the shell would for the signal (128 + its number) and says so on stderr", () => {
    const io = quietIO();
    expect(reportInterrupted(io, 'SIGINT')).toBe(130);
    expect(reportInterrupted(io, 'SIGTERM')).toBe(143);
    expect(io.err).toEqual([
      'oraclint: interrupted (SIGINT); every process started was killed and its temporary folder removed\n',
      'oraclint: interrupted (SIGTERM); every process started was killed and its temporary folder removed\n',
    ]);
  });
});
