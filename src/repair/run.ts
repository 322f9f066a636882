// `oraclint repair` end to end: load the suite, repair every candidate in parallel, run the honesty guards, build the report.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { CliIO } from '../cli/io.js';
import { runInterruptible, type PoolOutcome } from '../run/interruptible.js';
import { launchSpecFor } from '../run/launcher.js';
import { runOracle } from '../run/oracle-runner.js';
import type { Suite } from '../suite/types.js';
import { totalsOf } from './classify.js';
import { contractCache } from './contracts.js';
import { guardReport, isWrong, mutantTasks } from './guards.js';
import { repairProgram, type RepairContext, type RepairTask } from './harness.js';
import type { OperationRepair, ProgramRepair, RepairReport } from './types.js';

export interface RepairOptions {
  config?: string;
  operation?: string[];
  jobs?: number;
  timeout?: number;
  /** Also run the mutated-reference guards (wrong candidates are always reported). */
  guards?: boolean;
  /** Do not write proposed specs. */
  dryRun?: boolean;
  /** Ignore specs already in `shims/` and infer afresh. */
  reinfer?: boolean;
}

/** Programs marked wrong in the suite's `truth.json` (`operations.<op>.wrong[].program`), relative to the suite. */
async function listedWrong(suite: Suite): Promise<Set<string>> {
  try {
    const truth = JSON.parse(await readFile(join(suite.root, 'truth.json'), 'utf8')) as { operations?: Record<string, { wrong?: { program?: string }[] }> };
    return new Set(Object.values(truth.operations ?? {}).flatMap((o) => (o.wrong ?? []).map((w) => w.program ?? '')).filter(Boolean));
  } catch {
    return new Set();
  }
}

function stringEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (typeof v === 'string') out[k] = v;
  return out;
}

/** Runs the whole repair; returns the report, or the signal that interrupted it. */
export async function runRepair(suite: Suite, options: RepairOptions, io: CliIO): Promise<{ report: RepairReport } | { interrupted: NodeJS.Signals }> {
  const config = { ...suite.config, jobs: options.jobs ?? suite.config.jobs, timeout: options.timeout ?? suite.config.timeout };
  const ctx: Omit<RepairContext, 'signal'> = {
    suite,
    config,
    shimsDir: resolve(suite.root, config.shims),
    writeSpecs: !options.dryRun,
    readSpecs: !options.reinfer,
    cwd: io.cwd,
    env: stringEnv(io.env),
    contractFor: contractCache(suite),
    runOracle,
  };
  const wrongListed = await listedWrong(suite);
  const tasks: RepairTask[] = suite.operations.filter((op) => op.oracle !== null).flatMap((op) => op.candidates.map((program) => ({ op, program })));
  const guardTasks: RepairTask[] = [];
  if (options.guards) {
    for (const op of suite.operations) {
      if (!op.reference || op.oracle === null) continue;
      const launch = await launchSpecFor(op.reference.path, config).catch(() => null);
      if (launch) guardTasks.push(...mutantTasks(op, launch));
    }
  }
  const all = [...tasks, ...guardTasks];

  const outcome: PoolOutcome<ProgramRepair> = await runInterruptible(
    all,
    config.jobs,
    (task, signal) => repairProgram(task, task.launch ? { ...ctx, signal, readSpecs: false, writeSpecs: false } : { ...ctx, signal }),
    io,
    'repair',
  );
  if (outcome.interrupted) return { interrupted: outcome.interrupted };
  const repairs = outcome.results;

  const operations: OperationRepair[] = suite.operations
    .filter((op) => op.oracle !== null)
    .map((op) => ({ operation: op.name, programs: repairs.filter((_, i) => i < tasks.length && tasks[i].op === op) }));
  const wrong = new Set(tasks.filter((t) => isWrong(t.program, wrongListed)).map((t) => t.program.relPath));
  const mutants = guardTasks.map((t, i) => ({ operation: t.op.name, repair: repairs[tasks.length + i] }));
  return { report: { operations, totals: totalsOf(operations), guards: guardReport(operations, wrong, mutants) } };
}
