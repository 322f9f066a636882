// What a command may touch of the outside world, passed in so commands run in-process under test.

export interface CliIO {
  stdout: { write(text: string): unknown; isTTY?: boolean; columns?: number; rows?: number };
  stderr: { write(text: string): unknown; isTTY?: boolean };
  stdin?: NodeJS.ReadStream;
  env: NodeJS.ProcessEnv;
  cwd: string;
}

/** True when progress bars and interactive screens may be drawn: a TTY, outside CI. */
export function isInteractive(io: CliIO): boolean {
  return Boolean(io.stdout.isTTY) && !io.env.CI;
}

export function processIO(): CliIO {
  return { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env, cwd: process.cwd() };
}
