// A pool of program runs that Ctrl-C or SIGTERM stops cleanly: the work is aborted, every process group is killed,
// every temporary folder removed, and the command reports that it was interrupted (not a crash).
import { constants } from 'node:os';
import type { CliIO } from '../cli/io.js';
import { handleInterrupts, killAll } from './cleanup.js';
import { runPool } from './pool.js';
import { createProgress } from './progress.js';

export type PoolOutcome<R> = { results: R[]; interrupted?: undefined } | { results?: undefined; interrupted: NodeJS.Signals };

/**
 * Runs `fn` over `items` (at most `jobs` at once) with a progress line labelled `label`. On SIGINT/SIGTERM the signal
 * passed to `fn` aborts and the outcome is `{ interrupted }`, whatever the calls in flight did afterwards: once the
 * cleanup has removed the folders and processes they relied on, their failures are the interrupt's, not bugs.
 */
export async function runInterruptible<T, R>(
  items: readonly T[],
  jobs: number,
  fn: (item: T, signal: AbortSignal) => Promise<R>,
  io: CliIO,
  label: string,
): Promise<PoolOutcome<R>> {
  const controller = new AbortController();
  let received: NodeJS.Signals | null = null;
  const uninstall = handleInterrupts((signal) => {
    received ??= signal;
    controller.abort();
  });
  const progress = createProgress(io, label);
  try {
    progress.update(0, items.length);
    const results = await runPool(items, jobs, (item) => fn(item, controller.signal), (done, total) => progress.update(done, total));
    if (received === null) return { results };
  } catch (error) {
    if (received === null) throw error;
  } finally {
    progress.finish();
    uninstall();
    killAll();
  }
  return { interrupted: received };
}

/** Tells the user the command was interrupted and returns the shell's exit code for that signal (130, 143). */
export function reportInterrupted(io: CliIO, signal: NodeJS.Signals): number {
  io.stderr.write(`oraclint: interrupted (${signal}); every process started was killed and its temporary folder removed\n`);
  return 128 + (constants.signals[signal] ?? 2);
}
