// The shim runtime: `node runtime.js '<spec json>' -- <candidate argv...>` runs the candidate and re-expresses its stdout only.
// Stdin and stderr are inherited (never read here), the exit status or signal is passed on, and no file is opened.
// It imports only node:child_process and the import-free apply module, to add as little start-up time as possible.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { compileShim } from './apply.js';
import type { RuntimeSpec } from './types.js';

const [specText, dashes, command, ...args] = process.argv.slice(2);
if (specText === undefined || dashes !== '--' || command === undefined) {
  process.stderr.write("usage: runtime.js '<shim spec json>' -- <program> [args...]\n");
  process.exitCode = 2;
} else {
  run(JSON.parse(specText) as RuntimeSpec, command, args);
}

function run(spec: RuntimeSpec, command: string, args: string[]): void {
  const shim = compileShim(spec);
  const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'inherit'] });
  const forwarded = ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGQUIT'] as const;
  // The oracle may signal the shim (a timeout): pass it on so the candidate does not outlive us.
  for (const sig of forwarded) process.on(sig, () => child.kill(sig));

  let pending = '';
  const chunks: string[] = [];
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    if (!shim.streaming) {
      chunks.push(chunk);
      return;
    }
    pending += chunk;
    const end = pending.lastIndexOf('\n');
    if (end < 0) return;
    const complete = pending.slice(0, end);
    pending = pending.slice(end + 1);
    let out = '';
    for (const line of complete.split('\n')) for (const o of shim.line(line)) out += o + '\n';
    process.stdout.write(out);
  });

  let failedToStart = false;
  child.on('error', (error: NodeJS.ErrnoException) => {
    failedToStart = true;
    process.stderr.write(`shim: cannot start ${command}: ${error.message}\n`);
    process.exitCode = error.code === 'ENOENT' ? 127 : 126;
  });

  child.on('close', (code, signal) => {
    if (failedToStart) return;
    if (shim.streaming) {
      if (pending !== '') process.stdout.write(shim.line(pending).join('\n'));
    } else if (chunks.length) {
      process.stdout.write(shim.document(chunks.join('')));
    }
    if (signal) {
      for (const sig of forwarded) process.removeAllListeners(sig);
      // die the way the candidate died, once stdout is written (pipes are synchronous on Linux)
      process.stdout.write('', () => {
        // Node ignores a few signals (SIGPIPE) or handles them itself: then report the shell's 128+n
        process.exitCode = 128 + (constants.signals[signal] ?? 0);
        process.kill(process.pid, signal);
      });
      return;
    }
    process.exitCode = code ?? 1;
  });
}
