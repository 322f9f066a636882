// A progress line for long runs: redrawn in place on an interactive terminal, silent everywhere else.
import { isInteractive, type CliIO } from '../cli/io.js';

/** Reports how far a run has got; `finish()` erases the line so results print on a clean screen. */
export interface Progress {
  update(done: number, total: number): void;
  finish(): void;
}

const REDRAW_MS = 250;

/**
 * A progress reporter for `io`: on an interactive TTY (outside CI) one line `label done/total, elapsed` redrawn in
 * place (also every quarter second, so the elapsed time moves); otherwise nothing at all, so pipes and CI logs
 * receive only the result lines.
 */
export function createProgress(io: CliIO, label = 'running', now: () => number = () => performance.now()): Progress {
  if (!isInteractive(io)) return { update() {}, finish() {} };
  const started = now();
  let done = 0;
  let total = 0;
  let drawn = false;
  const draw = () => {
    const seconds = ((now() - started) / 1000).toFixed(1);
    io.stdout.write(`\r\x1b[2K${label} ${done}/${total}, ${seconds} s`);
    drawn = true;
  };
  const timer = setInterval(draw, REDRAW_MS);
  timer.unref();
  return {
    update(d, t) {
      done = d;
      total = t;
      draw();
    },
    finish() {
      clearInterval(timer);
      if (drawn) io.stdout.write('\r\x1b[2K');
    },
  };
}
