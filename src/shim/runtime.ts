// The shim filter: `node runtime.js '<spec json>'` re-expresses what it reads on stdin (the candidate's stdout, piped
// to it by the shim launcher) onto its stdout. It spawns nothing, opens no file and never sees the program's stdin.
// Blocking reads and writes on fds 0 and 1: Node's stdio streams (net, streams) cost several milliseconds of
// start-up, and this filter has nothing else to do while it waits.
import { readSync, writeSync } from 'node:fs';
import { compileShim } from './apply.js';
import type { RuntimeSpec } from './types.js';

const [specText, ...rest] = process.argv.slice(2);
if (specText === undefined || rest.length > 0) {
  process.stderr.write("usage: runtime.js '<shim spec json>' < program-stdout\n");
  process.exitCode = 2;
} else {
  filter(JSON.parse(specText) as RuntimeSpec);
}

/** Retries a blocking call that a non-blocking descriptor (not the launcher's) may refuse with EAGAIN. */
function retrying<T>(call: () => T): T {
  for (;;) {
    try {
      return call();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
    }
  }
}

function writeAll(text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  for (let done = 0; done < bytes.length; ) done += retrying(() => writeSync(1, bytes, done));
}

function filter(spec: RuntimeSpec): void {
  const shim = compileShim(spec);
  const buffer = Buffer.allocUnsafe(65536);
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (let n: number; (n = retrying(() => readSync(0, buffer, 0, buffer.length, null))) > 0; ) {
      text += decoder.decode(buffer.subarray(0, n), { stream: true });
      if (!shim.streaming) continue;
      // complete lines go out as soon as they are read; a partial line waits for the rest
      const end = text.lastIndexOf('\n');
      if (end < 0) continue;
      let out = '';
      for (const line of text.slice(0, end).split('\n')) for (const o of shim.line(line)) out += o + '\n';
      text = text.slice(end + 1);
      writeAll(out);
    }
    text += decoder.decode();
    if (shim.streaming) {
      if (text !== '') writeAll(shim.line(text).join('\n'));
    } else if (text !== '') {
      writeAll(shim.document(text));
    }
  } catch (error) {
    // The reader went away: exit without reading more, so the program meets a closed pipe as in a direct run.
    if ((error as NodeJS.ErrnoException).code !== 'EPIPE') throw error;
    process.exitCode = 1;
  }
}
