// Entry point: parse arguments, dispatch to a subcommand, turn every outcome into an exit code.
import { Command, CommanderError } from 'commander';
import { readFileSync } from 'node:fs';
import { commands } from './commands.js';
import type { CommonOptions } from './command.js';
import { processIO, type CliIO } from './io.js';
import { UserError, ExternalError } from '../errors.js';

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

/** Runs the CLI with `argv` (without `node` and the script) and returns the exit code. Never exits the process. */
export async function main(argv: string[], io: CliIO = processIO()): Promise<number> {
  let exitCode = 0;
  const program = new Command('oraclint')
    .description('Find what property oracles demand of stdout that their task statements never published.')
    .version(packageVersion(), '-v, --version')
    .exitOverride()
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
    });

  for (const mod of commands) {
    const cmd = program.command(mod.name).summary(mod.summary).description(mod.summary);
    mod.configure(cmd);
    cmd.exitOverride();
    cmd.action(async (...actionArgs: unknown[]) => {
      const self = actionArgs[actionArgs.length - 1] as Command;
      const options = self.opts<CommonOptions & Record<string, unknown>>();
      exitCode = await mod.run(self.args, options, io);
    });
  }
  program.on('command:*', (operands: string[]) => {
    throw new UserError(`unknown command '${operands[0]}'`, `run 'oraclint --help' to see the commands: ${commands.map((c) => c.name).join(', ')}`);
  });

  try {
    if (argv.length === 0) {
      program.outputHelp();
      return 2;
    }
    await program.parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (error) {
    return reportError(error, io);
  }
}

function reportError(error: unknown, io: CliIO): number {
  if (error instanceof CommanderError) {
    // help and version end here with code 0; commander already printed the message for usage errors
    return error.exitCode === 0 || error.code === 'commander.helpDisplayed' || error.code === 'commander.version' ? 0 : 2;
  }
  if (error instanceof UserError) {
    io.stderr.write(`oraclint: ${error.message}\n`);
    if (error.hint) io.stderr.write(`  ${error.hint}\n`);
    return 2;
  }
  if (error instanceof ExternalError) {
    io.stderr.write(`oraclint: ${error.message}\n  command: ${[error.command, ...error.args].join(' ')}\n  exit code: ${error.exitCode ?? 'none (killed)'}\n`);
    if (error.stderrTail) io.stderr.write(`  stderr:\n${error.stderrTail.replace(/^/gm, '    ')}\n`);
    return 2;
  }
  io.stderr.write(`oraclint: internal error (a bug in oraclint; please report it)\n${error instanceof Error ? error.stack : String(error)}\n`);
  return 2;
}
