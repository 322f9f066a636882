// The progress line: drawn and erased on an interactive terminal, absent in pipes and CI.
import { describe, expect, it } from 'vitest';
import { createProgress } from '../../src/run/progress.js';
import type { CliIO } from '../../src/cli/io.js';

function fakeIO(isTTY: boolean, env: NodeJS.ProcessEnv = {}): CliIO & { out: string[] } {
  const out: string[] = [];
  return { out, stdout: { isTTY, write: (s: string) => out.push(s) }, stderr: { write: () => true }, env, cwd: '/' };
}

describe('createProgress', () => {
  it('redraws one line with done/total and elapsed seconds on a TTY, and erases it at the end', () => {
    const io = fakeIO(true);
    let now = 1000;
    const progress = createProgress(io, 'check', () => now);
    now = 3500;
    progress.update(3, 7);
    progress.finish();
    expect(io.out).toEqual(['\r\x1b[2Kcheck 3/7, 2.5 s', '\r\x1b[2K']);
  });

  it('writes nothing to a pipe', () => {
    const io = fakeIO(false);
    const progress = createProgress(io);
    progress.update(1, 2);
    progress.finish();
    expect(io.out).toEqual([]);
  });

  it('writes nothing in CI even on a TTY', () => {
    const io = fakeIO(true, { CI: 'true' });
    const progress = createProgress(io);
    progress.update(1, 2);
    progress.finish();
    expect(io.out).toEqual([]);
  });
});
