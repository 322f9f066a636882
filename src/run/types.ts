// Results of running programs under oracles (PROTOCOL.md "Machine-readable check results").

export type CheckStatus = 'pass' | 'fail' | 'skip';

export interface CheckResult {
  /** Full name as the test runner reports it: enclosing describe names and the test name joined by ` > `. */
  check: string;
  status: CheckStatus;
  /** Failure message (first line of the assertion error), when it failed. */
  message?: string;
  durationMs?: number;
}

/** `ok`: the oracle ran to the end; `timeout`/`truncated`: a limit was hit and the process tree was killed; `error`: the oracle could not run (no TAP, crashed at load). */
export type RunStatus = 'ok' | 'timeout' | 'truncated' | 'error';

export interface OracleRun {
  status: RunStatus;
  results: CheckResult[];
  /** Why the run is not `ok`, and the oracle's stderr tail when it failed to run. */
  detail?: string;
  durationMs: number;
}

/** How to start a program: the argv and extra environment put into the generated launcher handed to the oracle as ORACLE_PROGRAM. */
export interface LaunchSpec {
  argv: string[];
  env?: Record<string, string>;
}
