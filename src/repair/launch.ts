// The three ways repair starts a program: recording its stdout unchanged, piped through the shim filter, and with CPython's limits lifted.
import { existsSync } from 'node:fs';
import { open, writeFile, chmod } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LaunchSpec } from '../run/types.js';
import type { RuntimeSpec, ShimSpec } from '../shim/types.js';

/**
 * The recording launcher's script. It runs the program with the same stdin, arguments and environment, passes its
 * stdout on through `tee` while keeping a copy in a new file of the recording folder (one per invocation), does the
 * same for stderr (kept only to see whether a known interpreter limit was hit), and ends with the program's exit
 * status; a program killed by a signal is re-signalled (sh reports it as 128+n). The script's own stderr goes to
 * /dev/null, so dash's "Terminated" notice for a killed program is not added to the program's stderr.
 */
export const RECORDER_SCRIPT = `#!/bin/sh
# oraclint recording launcher: runs the program unchanged and keeps a copy of its stdout and stderr.
# The script's own stderr is /dev/null (the program's is fd 4 here), so dash's notice for a killed program is not added.
exec 4>&2 2>/dev/null
rec=$1; shift
out=$(mktemp "$rec/out.XXXXXXXX") || exit 125
{ { ( exec "$@" 2>&5 5>&- 4>&- 3>&- ); echo $? > "$out.status"; } 5>&1 1>&3 | tee "$out.err" >&4; } 3>&1 | tee "$out"
status=1
read status < "$out.status"
rm -f "$out.status"
if [ "$status" -gt 128 ] && [ "$status" -lt 160 ]; then
  trap - $((status - 128))
  kill -$((status - 128)) $$
fi
exit "$status"
`;

/** What CPython prints when one of the limits the environment re-run lifts stops a program. */
export const KNOWN_LIMIT = /Exceeds the limit \(\d+ digits\) for integer string conversion|maximum recursion depth exceeded|RecursionError/;

/** Writes the recorder script into `dir` and returns its path. */
export async function writeRecorder(dir: string): Promise<string> {
  const path = join(dir, 'record.sh');
  await writeFile(path, RECORDER_SCRIPT, { mode: 0o755 });
  await chmod(path, 0o755);
  return path;
}

/** `launch`, recorded into `recordDir` by the recorder script at `recorder`. */
export function recordingLaunch(launch: LaunchSpec, recorder: string, recordDir: string): LaunchSpec {
  return { argv: ['/bin/sh', recorder, recordDir, ...launch.argv], ...(launch.env ? { env: launch.env } : {}) };
}

let runtime: string | undefined;

/**
 * The compiled shim filter: the CommonJS build in `dist/shim-cjs` (tsconfig.shim.json), which Node starts a few
 * milliseconds faster than the ES module, once per program run. Found from `dist/src/repair/` and, for tests running
 * the sources, from `src/repair/` (which then need a build).
 */
export function runtimePath(): string {
  if (runtime) return runtime;
  const candidates = [fileURLToPath(new URL('../../shim-cjs/runtime.js', import.meta.url)), fileURLToPath(new URL('../../dist/shim-cjs/runtime.js', import.meta.url))];
  const found = candidates.find((p) => p.endsWith('.js') && existsSync(p));
  if (!found) throw new Error(`the shim runtime is not built (looked for ${candidates.join(', ')}); run npm run build`);
  runtime = found;
  return found;
}

/** What the runtime needs of a spec, and nothing for reviewers, so the launcher stays short. */
export function runtimeSpec(spec: ShimSpec): RuntimeSpec {
  return { ...(spec.layout ? { layout: spec.layout } : {}), transforms: spec.transforms };
}

/**
 * The shim launcher's script, run as `/bin/sh -c SCRIPT oraclint-shim <node> <runtime> <spec json> <program argv...>`.
 * It makes a pipe (a FIFO in $TMPDIR, opened read-write first so that neither one-way open blocks, and unlinked as
 * soon as both ends are open: POSIX sh has no other way to pipe into a process it then becomes), starts the filter
 * on the read end in the background, and then becomes the program (`exec`) with its stdout on the write end. The
 * program therefore keeps the launcher's process: its stdin, arguments, environment, stderr, exit status and signal
 * dispositions are its own, a signal sent to the launcher (an oracle's timeout) reaches it directly, and a program killed by a signal kills the launcher by that signal.
 * The filter's start-up overlaps the program's run; it ends when the pipe closes (the program and anything it
 * left holding its stdout are gone), after writing the rest of the output, and an oracle waiting for the end of
 * stdout waits for it. The program's stdin is never given to the filter (a background job's stdin is /dev/null
 * unless redirected; the filter's is the pipe).
 */
export const SHIM_SCRIPT = `node=$1 runtime=$2 spec=$3; shift 3
fifo=\${TMPDIR:-/tmp}/oraclint-shim.$$
mkfifo -m 600 "$fifo" 2>/dev/null || { rm -f "$fifo" && mkfifo -m 600 "$fifo"; } || exit 125
exec 6<>"$fifo" 7<"$fifo" 8>"$fifo" 6>&-
"$node" "$runtime" "$spec" <&7 7<&- 8>&- &
rm -f "$fifo"
exec "$@" >&8 7<&- 8>&-
`;

/** `launch` with its stdout piped through the shim filter, the spec inlined as an argument (the filter opens no file). */
export function shimLaunch(launch: LaunchSpec, spec: ShimSpec): LaunchSpec {
  return {
    argv: ['/bin/sh', '-c', SHIM_SCRIPT, 'oraclint-shim', process.execPath, runtimePath(), JSON.stringify(runtimeSpec(spec)), ...launch.argv],
    ...(launch.env ? { env: launch.env } : {}),
  };
}

/** The recursion limit set for the environment re-run (CPython's default is 1000). */
export const RECURSION_LIMIT = 1_000_000;

/**
 * Python run with CPython's known limits lifted: `-X int_max_str_digits=0` (and PYTHONINTMAXSTRDIGITS=0) removes
 * the 4,300-digit limit on printing ints; CPython has no setting for the recursion limit, so the program is run
 * through `-c` with `sys.setrecursionlimit` and `runpy.run_path`, as `__main__`, with its own folder first on
 * `sys.path` and `sys.argv` as a direct run would have it.
 */
export const PYTHON_BOOTSTRAP =
  `import os, runpy, sys; sys.setrecursionlimit(${RECURSION_LIMIT}); sys.argv = sys.argv[1:]; ` +
  `sys.path[0] = os.path.dirname(os.path.abspath(sys.argv[0])); runpy.run_path(sys.argv[0], run_name='__main__')`;

/** How the environment re-run is described in a report. */
export const ENVIRONMENT_DESCRIPTION = `environment: PYTHONINTMAXSTRDIGITS=0, recursion limit ${RECURSION_LIMIT}`;

const PYTHON = /^python(\d+(\.\d+)*)?$/;

async function shebangInterpreter(path: string): Promise<string[] | null> {
  const handle = await open(path, 'r').catch(() => null);
  if (!handle) return null;
  try {
    const buf = Buffer.alloc(256);
    const { bytesRead } = await handle.read(buf, 0, 256, 0);
    const first = buf.subarray(0, bytesRead).toString('utf8').split('\n')[0];
    if (!first.startsWith('#!')) return null;
    const words = first.slice(2).trim().split(/\s+/);
    // `#!/usr/bin/env python3` -> python3
    const interp = basename(words[0]) === 'env' ? words.slice(1).filter((w) => !w.startsWith('-')) : words;
    return interp.length && PYTHON.test(basename(interp[0])) ? [interp[0]] : null;
  } finally {
    await handle.close();
  }
}

/**
 * `launch` for a Python program with the interpreter limits lifted, or null when the program is not run by CPython
 * (the environment re-run only knows CPython's limits).
 */
export async function environmentLaunch(launch: LaunchSpec, programPath: string): Promise<LaunchSpec | null> {
  const [head, ...rest] = launch.argv;
  let python: string | undefined;
  let args: string[];
  if (PYTHON.test(basename(head)) && rest.length > 0 && !rest[0].startsWith('-')) {
    python = head;
    args = rest;
  } else if (head === programPath) {
    const interp = await shebangInterpreter(programPath);
    if (!interp) return null;
    python = interp[0];
    args = [programPath, ...rest];
  } else {
    return null;
  }
  return {
    argv: [python, '-X', 'int_max_str_digits=0', '-c', PYTHON_BOOTSTRAP, ...args],
    env: { ...launch.env, PYTHONINTMAXSTRDIGITS: '0' },
  };
}
