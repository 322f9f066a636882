// Runs one oracle against one program: a fresh temporary folder, a process group killed on any limit, checks read from TAP.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, extname, join } from 'node:path';
import type { Config } from '../config/schema.js';
import { forgetFolder, forgetGroup, killGroup, trackFolder, trackGroup } from './cleanup.js';
import { tsxImport, writeLauncher } from './launcher.js';
import { TapReader } from './tap.js';
import type { LaunchSpec, OracleRun, RunStatus } from './types.js';

/** Kills every live oracle run's process group and removes its temporary folder (for the CLI's Ctrl-C handler). */
export { killAll, handleInterrupts } from './cleanup.js';

export interface RunOracleRequest {
  /** Absolute path of the oracle file. */
  oracle: string;
  /** How to start the program under test; written into the launcher given as ORACLE_PROGRAM. */
  launch: LaunchSpec;
  config: Pick<Config, 'oracleCommand' | 'timeout' | 'outputCap'>;
  /** Aborting kills the run's process group; the run then reports status `error` ("interrupted"). */
  signal?: AbortSignal;
  /** Extra environment for the oracle (and so for the program it starts). */
  env?: Record<string, string>;
}

const TS_EXTENSIONS = new Set(['.ts', '.mts', '.cts']);
const STDERR_TAIL = 4096;
/** How long to wait for the pipes to close after the oracle process has exited and its group was killed. */
const CLOSE_GRACE_MS = 2000;

/** The oracle command for `oracle`: `node` is the node running oraclint, and TypeScript oracles get tsx's loader. */
export function oracleArgv(command: readonly string[], oracle: string): string[] {
  const [head, ...rest] = command;
  const runsNode = head === 'node' || head === process.execPath || basename(head) === 'node';
  const exe = head === 'node' ? process.execPath : head;
  const loader = runsNode && TS_EXTENSIONS.has(extname(oracle).toLowerCase()) ? ['--import', tsxImport()] : [];
  return [exe, ...loader, ...rest, oracle];
}

/**
 * Runs `req.oracle` once with ORACLE_PROGRAM set to a launcher for `req.launch`, in a fresh temporary working
 * folder that is removed afterwards. The whole process group is killed when the run passes `config.timeout`
 * seconds or `config.outputCap` bytes of output, or when `req.signal` aborts; such a run reports only the checks
 * the TAP stream finished before the kill, and its status says which limit was hit.
 */
export async function runOracle(req: RunOracleRequest): Promise<OracleRun> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  if (req.signal?.aborted) return { status: 'error', results: [], detail: 'interrupted', durationMs: 0 };

  const tmp = await mkdtemp(join(tmpdir(), 'oraclint-'));
  trackFolder(tmp);
  try {
    const work = join(tmp, 'work');
    await mkdir(work);
    const launcher = await writeLauncher(tmp, req.launch);
    const env: Record<string, string | undefined> = { ...process.env, ...req.env, ORACLE_PROGRAM: launcher };
    // Set by node's test runner in its children: inherited, it would switch the oracle's reporter to node's internal protocol.
    delete env.NODE_TEST_CONTEXT;
    const outcome = await spawnOracle(oracleArgv(req.config.oracleCommand, req.oracle), work, env, req);
    return { ...outcome, durationMs: elapsed() };
  } finally {
    await rm(tmp, { recursive: true, force: true });
    forgetFolder(tmp);
  }
}

type Limit = 'timeout' | 'truncated' | 'interrupted';

function spawnOracle(
  argv: string[],
  cwd: string,
  env: Record<string, string | undefined>,
  req: RunOracleRequest,
): Promise<Omit<OracleRun, 'durationMs'>> {
  const { timeout, outputCap } = req.config;
  return new Promise((resolvePromise) => {
    const reader = new TapReader(req.oracle);
    let limit: Limit | null = null;
    let spawnError: Error | null = null;
    let exitCode: number | null = null;
    let exitSignal: NodeJS.Signals | null = null;
    let bytes = 0;
    let stderrTail = '';
    let settled = false;

    // detached: the child leads a new process group, so one kill reaches every process the oracle and the program started.
    const child = spawn(argv[0], argv.slice(1), { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const pid = child.pid;
    if (pid !== undefined) trackGroup(pid);

    const stop = (why: Limit) => {
      limit ??= why;
      if (pid !== undefined) killGroup(pid, 'SIGKILL');
    };
    const timer = setTimeout(() => stop('timeout'), timeout * 1000);
    const onAbort = () => stop('interrupted');
    req.signal?.addEventListener('abort', onAbort, { once: true });

    /** Counts output against the cap; returns the part of `chunk` still under it. */
    const take = (chunk: Buffer): Buffer | null => {
      if (limit !== null) return null;
      const room = outputCap - bytes;
      bytes += chunk.length;
      if (chunk.length <= room) return chunk;
      stop('truncated');
      return room > 0 ? chunk.subarray(0, room) : null;
    };
    child.stdout.on('data', (chunk: Buffer) => {
      const part = take(chunk);
      if (part) reader.write(part);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      const part = take(chunk);
      if (part) stderrTail = (stderrTail + part.toString('utf8')).slice(-STDERR_TAIL);
    });

    let graceTimer: NodeJS.Timeout | undefined;
    child.on('exit', (code, signal) => {
      exitCode = code;
      exitSignal = signal;
      // Whatever the oracle left behind in its group (a program that never exits, its children) dies with it.
      if (pid !== undefined) killGroup(pid, 'SIGKILL');
      // A process that left the group may still hold the pipes: do not wait for it forever.
      graceTimer = setTimeout(() => {
        child.stdout.destroy();
        child.stderr.destroy();
        finish();
      }, CLOSE_GRACE_MS);
    });
    child.on('error', (error) => {
      spawnError = error;
      if (pid === undefined) finish();
    });
    child.on('close', () => finish());

    function finish() {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(graceTimer);
      req.signal?.removeEventListener('abort', onAbort);
      if (pid !== undefined) forgetGroup(pid);
      try {
        reader.end({ cut: limit !== null });
      } catch {
        // A stream cut mid-line may not parse to the end; what was read before stays.
      }
      resolvePromise(
        verdict(reader, { limit, spawnError, exitCode, exitSignal, stderrTail, timeout, outputCap, command: argv[0] }),
      );
    }
  });
}

interface Ending {
  limit: Limit | null;
  spawnError: Error | null;
  exitCode: number | null;
  exitSignal: NodeJS.Signals | null;
  stderrTail: string;
  timeout: number;
  outputCap: number;
  command: string;
}

/** Turns how the process ended and what its TAP said into a run status. */
function verdict(reader: TapReader, end: Ending): Omit<OracleRun, 'durationMs'> {
  const tap = reader.reading();
  const results = tap.results;
  const run = (status: RunStatus, detail?: string) => ({ status, results, ...(detail ? { detail } : {}) });
  if (end.limit === 'timeout') return run('timeout', `timed out after ${end.timeout} s; the process tree was killed`);
  if (end.limit === 'truncated') return run('truncated', `output passed the cap of ${end.outputCap} bytes; the process tree was killed`);
  if (end.limit === 'interrupted') return run('error', 'interrupted');
  if (end.spawnError) return { status: 'error', results: [], detail: `cannot start ${end.command}: ${end.spawnError.message}` };
  const tail = [...tap.diagnostics, ...end.stderrTail.split('\n')].map((l) => l.trimEnd()).filter((l) => l.length > 0).slice(-12).join('\n');
  if (tap.fileFailure) {
    const how = tap.fileFailure.signal ? `was killed by ${tap.fileFailure.signal}` : `exited with code ${tap.fileFailure.exitCode ?? '?'}`;
    return run('error', `the oracle did not run to the end (it ${how})${tail ? `:\n${tail}` : ''}`);
  }
  if (!tap.complete) {
    const how = end.exitSignal ? `was killed by ${end.exitSignal}` : `exited with code ${end.exitCode}`;
    return run('error', `the oracle's TAP stream ended early (the test runner ${how})${tail ? `:\n${tail}` : ''}`);
  }
  return run('ok');
}
