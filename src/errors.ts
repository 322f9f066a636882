// The three kinds of failure the CLI distinguishes: the user's (bad arguments or config), an external process's, and bugs.

/** Bad arguments, a missing suite, an invalid configuration: one clear line and what to try, no stack. */
export class UserError extends Error {
  override readonly name = 'UserError';
  constructor(
    message: string,
    /** What to try instead, shown on its own line. */
    readonly hint?: string,
  ) {
    super(message);
  }
}

/** A process oraclint needed (not a program under test) failed. */
export class ExternalError extends Error {
  override readonly name = 'ExternalError';
  constructor(
    message: string,
    readonly command: string,
    readonly args: readonly string[],
    readonly exitCode: number | null,
    readonly stderrTail: string,
  ) {
    super(message);
  }
}
