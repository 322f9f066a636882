// The repair table (PROTOCOL.md "Machine-readable repair results"), plus fields for reviewers.
import type { CheckStatus, RunStatus } from '../run/types.js';

/** Why a check ends where it does: passed before; repaired by the shim; repaired only with an interpreter limit lifted; still failing; passed before and fails under the shim. */
export type Cause = 'pass' | 'notation' | 'environment' | 'unrepaired' | 'broken';

export interface CheckRepair {
  /** Full name as the test runner reports it. */
  check: string;
  before: CheckStatus;
  after: CheckStatus;
  cause: Cause;
  /** For repaired (and broken) checks, the transforms that touch what the check reads; empty otherwise. */
  transforms: string[];
}

/** Where a program's spec came from: inferred now, read from `shims/`, or none (nothing to re-express). */
export type SpecSource = 'inferred' | 'file' | 'none';

export interface ProgramRepair {
  /** Path relative to the suite. */
  program: string;
  /** Candidate name (`run1`). */
  name: string;
  checks: number;
  before: number;
  after: number;
  results: CheckRepair[];
  /** The spec file (relative to the current folder of the run), when one was read or written. */
  spec: string | null;
  specSource: SpecSource;
  /** Every transform of the spec, described. */
  transforms: string[];
  /** What inference left alone, for the reviewer. */
  notes: string[];
  /** Status of each oracle run: before (recorded), after (shimmed), environment (limits lifted); absent when not run. */
  runs: { before: RunStatus; after?: RunStatus; environment?: RunStatus };
  /** Why a run was not `ok`. */
  detail?: string;
}

export interface OperationRepair {
  operation: string;
  programs: ProgramRepair[];
}

export interface RepairTotals {
  checks: number;
  before: number;
  after: number;
  notation: number;
  environment: number;
  unrepaired: number;
  broken: number;
}

/** One honesty-guard subject: a genuinely wrong candidate or a mutated reference, and the checks a shim turned into passes. */
export interface GuardSubject {
  operation: string;
  program: string;
  kind: 'wrong' | 'mutant';
  failingBefore: number;
  rescued: string[];
}

export interface GuardReport {
  subjects: GuardSubject[];
  /** Checks that went from fail to pass under a shim or the environment re-run, over all subjects: the goal is zero. */
  rescued: number;
}

export interface RepairReport {
  operations: OperationRepair[];
  totals: RepairTotals;
  guards?: GuardReport;
}
