// Honesty guards: run the same inference and shims on genuinely wrong programs and on mutated reference outputs,
// and count the checks a wrapper turned from failing into passing. A wrapper must never rescue a wrong answer.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LaunchSpec } from '../run/types.js';
import type { Operation, Program } from '../suite/types.js';
import { MUTATION_KINDS, type MutationKind } from './mutations.js';
import type { RepairTask } from './harness.js';
import type { GuardReport, GuardSubject, OperationRepair, ProgramRepair } from './types.js';

/** True for a candidate the suite marks as genuinely wrong: its name starts with `wrong` or it is listed in `wrong`. */
export function isWrong(program: Program, listed: ReadonlySet<string>): boolean {
  return program.role === 'candidate' && (/^wrong([_-]|$)/i.test(program.name) || listed.has(program.relPath));
}

function mutantScript(): string {
  // from dist/src/repair, from the CLI's bundle in dist/src/bundle, and from src/repair (tests running the sources)
  const paths = [
    fileURLToPath(new URL('./mutant.js', import.meta.url)),
    fileURLToPath(new URL('../repair/mutant.js', import.meta.url)),
    fileURLToPath(new URL('../../dist/src/repair/mutant.js', import.meta.url)),
  ];
  const found = paths.find((p) => p.endsWith('.js') && existsSync(p));
  if (!found) throw new Error(`the mutant runner is not built (looked for ${paths.join(', ')}); run npm run build`);
  return found;
}

/** `launch` with its stdout mutated by `kind`. */
export function mutantLaunch(launch: LaunchSpec, kind: MutationKind): LaunchSpec {
  return { argv: [process.execPath, mutantScript(), kind, '--', ...launch.argv], ...(launch.env ? { env: launch.env } : {}) };
}

/** The mutant tasks of one operation's reference, one per mutation kind; named `reference~<kind>`. */
export function mutantTasks(op: Operation, referenceLaunch: LaunchSpec): RepairTask[] {
  if (!op.reference) return [];
  const ref = op.reference;
  return MUTATION_KINDS.map((kind) => ({
    op,
    program: { ...ref, name: `reference~${kind}`, role: 'candidate' as const, relPath: `${ref.relPath}~${kind}` },
    launch: mutantLaunch(referenceLaunch, kind),
  }));
}

function subject(operation: string, p: ProgramRepair, kind: GuardSubject['kind']): GuardSubject {
  return {
    operation,
    program: p.program,
    kind,
    failingBefore: p.checks - p.before,
    rescued: p.results.filter((r) => r.before !== 'pass' && r.after === 'pass').map((r) => r.check),
  };
}

/**
 * The guard report: wrong candidates are taken from the repair table itself (they went through the same harness);
 * mutants from their own runs.
 */
export function guardReport(table: readonly OperationRepair[], wrong: ReadonlySet<string>, mutants: readonly { operation: string; repair: ProgramRepair }[]): GuardReport {
  const subjects: GuardSubject[] = [];
  for (const op of table) for (const p of op.programs) if (wrong.has(p.program)) subjects.push(subject(op.operation, p, 'wrong'));
  for (const m of mutants) subjects.push(subject(m.operation, m.repair, 'mutant'));
  return { subjects, rescued: subjects.reduce((n, s) => n + s.rescued.length, 0) };
}
