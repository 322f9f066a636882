// `oraclint check [suite]`: runs each operation's oracle against its reference, its candidates, or one program, and counts checks passed.
//
// Exit code, decided as a benchmark author reads a check:
//   1 when a program the author vouches for fails: the reference (or the one `--program`) fails a check or its run
//     is not `ok`; when any run ends in `error` (the oracle could not run, or a program could not be launched);
//     or when a selected operation cannot be checked at all (no oracle, two oracles).
//   0 otherwise. Candidates are being scored, not vouched for: their failing checks, timeouts and floods are
//     results to read, not errors, so `check --candidates` stays 0 on a healthy suite with weak candidates.
//   2 on bad arguments or configuration (thrown as UserError and turned into 2 by main), 130 on Ctrl-C, 143 on SIGTERM.
import type { Command } from 'commander';
import { addCommonOptions, type CommandModule, type CommonOptions } from './command.js';
import type { CliIO } from './io.js';
import { emitResult, loadSuiteArg } from './shared.js';
import type { Operation, Program, Suite } from '../suite/types.js';
import type { CheckResult, OracleRun } from '../run/types.js';

const FORMATS = ['text', 'json'] as const;

interface CheckOptions extends CommonOptions {
  candidates?: boolean;
  program?: string;
  verbose?: boolean;
}

/** One program's line of the check report. */
export interface ProgramReport {
  /** Path relative to the suite. */
  program: string;
  name: string;
  role: Program['role'];
  /** Checks the oracle has (skipped ones not counted); for a run cut short, the most any complete run of the same oracle reported. */
  checks: number;
  passed: number;
  status: OracleRun['status'];
  detail?: string;
  durationMs: number;
  results: { check: string; status: CheckResult['status']; message: string | null; durationMs?: number }[];
}

export interface OperationReport {
  operation: string;
  statement: string | null;
  oracle: string | null;
  problems: string[];
  programs: ProgramReport[];
}

/** The whole `check --format json` document (PROTOCOL.md "Machine-readable check results", with extra fields). */
export interface CheckReport {
  operations: OperationReport[];
}

export const checkCommand: CommandModule = {
  name: 'check',
  summary: "run each operation's oracle against its reference, its candidates or one program, and count the checks passed",
  configure(cmd: Command) {
    cmd.argument('[suite]', 'the suite folder', '.');
    addCommonOptions(cmd, FORMATS, { runsPrograms: true });
    cmd
      .option('--candidates', "run every candidate (and the reference, which gives the check count)")
      .option('--program <file>', 'run this one program instead (needs exactly one --operation)')
      .option('--verbose', 'list each failing check with its message');
  },
  async run(args, options, io) {
    return runCheck(args, options as CheckOptions, io);
  },
};

interface Task {
  op: Operation;
  program: Program;
}

async function runCheck(args: string[], options: CheckOptions, io: CliIO): Promise<number> {
  const { UserError } = await import('../errors.js');
  if (options.candidates && options.program) {
    throw new UserError('--candidates and --program cannot be used together', 'use one of them');
  }
  if (options.program && options.operation?.length !== 1) {
    throw new UserError('--program needs exactly one --operation', 'add --operation <name> for the oracle to run it under');
  }
  const { runInterruptible, reportInterrupted } = await import('../run/interruptible.js');
  const suite = await loadSuiteArg(args, options, io);
  const single = options.program ? await programFromPath(options.program, suite, io) : null;
  const config = { ...suite.config, jobs: options.jobs ?? suite.config.jobs, timeout: options.timeout ?? suite.config.timeout };

  const tasks: Task[] = [];
  for (const op of suite.operations) {
    if (op.oracle === null) continue;
    const programs = single ? [single] : [...(op.reference ? [op.reference] : []), ...(options.candidates ? op.candidates : [])];
    for (const program of programs) tasks.push({ op, program });
  }

  const outcome = await runInterruptible(tasks, config.jobs, (task, signal) => runTask(task, config, signal, io), io, 'check');
  if (outcome.interrupted) return reportInterrupted(io, outcome.interrupted);
  const runs = outcome.results;

  const report = buildReport(suite, tasks, runs);
  const text = options.format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : formatText(report, Boolean(options.verbose));
  await emitResult(text, options.output, io);
  return exitCode(report, single !== null);
}

async function runTask(task: Task, config: Suite['config'], signal: AbortSignal, io: CliIO): Promise<OracleRun> {
  const [{ launchSpecFor }, { runOracle }, { UserError }] = await Promise.all([
    import('../run/launcher.js'),
    import('../run/oracle-runner.js'),
    import('../errors.js'),
  ]);
  let launch;
  try {
    launch = await launchSpecFor(task.program.path, config);
  } catch (error) {
    // A program that cannot be launched is that program's result, not the end of the whole check.
    if (error instanceof UserError) return { status: 'error', results: [], detail: error.message, durationMs: 0 };
    throw error;
  }
  return runOracle({ oracle: task.op.oracle as string, launch, config, signal, env: stringEnv(io.env) });
}

function stringEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (typeof v === 'string') out[k] = v;
  return out;
}

async function programFromPath(file: string, suite: Suite, io: CliIO): Promise<Program> {
  const [{ resolve, relative, basename, extname, sep }, { stat }, { UserError }] = await Promise.all([
    import('node:path'),
    import('node:fs/promises'),
    import('../errors.js'),
  ]);
  const path = resolve(io.cwd, file);
  if (!(await stat(path).catch(() => null))?.isFile()) {
    throw new UserError(`program not found: ${file}`, 'pass the path of a program file to --program');
  }
  const name = basename(path, extname(path)) || basename(path);
  return { name, role: 'candidate', path, relPath: relative(suite.root, path).split(sep).join('/') };
}

/** Assembles the report in suite order; independent of the order runs finished in. */
export function buildReport(suite: Suite, tasks: readonly Task[], runs: readonly OracleRun[]): CheckReport {
  const rel = (p: string | null) => (p === null ? null : relativePath(suite.root, p));
  const byOp = new Map<Operation, ProgramReport[]>();
  tasks.forEach((task, i) => {
    const list = byOp.get(task.op) ?? [];
    list.push(programReport(task.program, runs[i]));
    byOp.set(task.op, list);
  });
  const operations = suite.operations.map((op): OperationReport => {
    const programs = byOp.get(op) ?? [];
    // A run cut short saw only some checks: count it against the most a complete run of this oracle reported.
    const known = Math.max(0, ...programs.filter((p) => p.status === 'ok').map((p) => p.checks));
    for (const p of programs) if (p.status !== 'ok') p.checks = Math.max(p.checks, known);
    return {
      operation: op.name,
      statement: rel(op.statement),
      oracle: rel(op.oracle),
      problems: op.problems.map((p) => p.message),
      programs,
    };
  });
  return { operations };
}

function programReport(program: Program, run: OracleRun): ProgramReport {
  const counted = run.results.filter((r) => r.status !== 'skip');
  return {
    program: program.relPath,
    name: program.name,
    role: program.role,
    checks: counted.length,
    passed: counted.filter((r) => r.status === 'pass').length,
    status: run.status,
    ...(run.detail ? { detail: run.detail } : {}),
    durationMs: run.durationMs,
    results: run.results.map((r) => ({
      check: r.check,
      status: r.status,
      message: r.message ?? null,
      ...(r.durationMs !== undefined ? { durationMs: r.durationMs } : {}),
    })),
  };
}

function relativePath(root: string, path: string): string {
  const rel = path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path;
  return rel.split('\\').join('/');
}

/** Plain lines: `operation  program  passed/checks  [status: detail]`, failing checks indented under `--verbose`. */
export function formatText(report: CheckReport, verbose: boolean): string {
  const opWidth = Math.max(0, ...report.operations.map((o) => o.operation.length));
  const progWidth = Math.max(0, ...report.operations.flatMap((o) => o.programs.map((p) => p.name.length)));
  const lines: string[] = [];
  for (const op of report.operations) {
    const opCol = op.operation.padEnd(opWidth);
    for (const problem of op.problems) lines.push(`${opCol}  problem: ${problem}`);
    if (op.oracle === null) continue;
    if (op.programs.length === 0) lines.push(`${opCol}  no program to run (no reference; try --candidates or --program)`);
    for (const p of op.programs) {
      const count = `${p.passed}/${p.checks}`;
      const detail = p.status === 'ok' ? '' : `  ${p.status}: ${(p.detail ?? '').split('\n')[0]}`;
      lines.push(`${opCol}  ${p.name.padEnd(progWidth)}  ${count}${detail}`.trimEnd());
      if (!verbose) continue;
      for (const r of p.results) if (r.status === 'fail') lines.push(`    fail  ${r.check}: ${r.message ?? ''}`.trimEnd());
      if (p.status !== 'ok' && p.detail?.includes('\n')) {
        for (const line of p.detail.split('\n').slice(1)) lines.push(`    | ${line}`);
      }
    }
  }
  return lines.length ? `${lines.join('\n')}\n` : '';
}

/** See the comment at the top of this file. `single`: the programs are one `--program` the author vouches for. */
export function exitCode(report: CheckReport, single: boolean): number {
  for (const op of report.operations) {
    if (op.oracle === null) return 1;
    for (const p of op.programs) {
      if (p.status === 'error') return 1;
      const vouched = p.role === 'reference' || single;
      if (vouched && (p.status !== 'ok' || p.passed < p.checks)) return 1;
    }
  }
  return 0;
}
