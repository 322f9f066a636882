// The shape every subcommand module has, and the options they share.
import { Command, Option, InvalidArgumentError } from 'commander';
import type { CliIO } from './io.js';

/** Options every command accepts (not all use every one). */
export interface CommonOptions {
  config?: string;
  operation?: string[];
  format?: string;
  output?: string;
  jobs?: number;
  timeout?: number;
}

export interface CommandModule {
  name: string;
  summary: string;
  /** Adds the command's own arguments and options; must stay cheap (no heavy imports). */
  configure(cmd: Command): void;
  /** Runs the command; returns the exit code (0 clean, 1 findings at error severity, 2 fatal). */
  run(args: string[], options: CommonOptions & Record<string, unknown>, io: CliIO): Promise<number>;
}

function positiveInteger(name: string) {
  return (value: string): number => {
    const n = Number(value);
    if (!Number.isInteger(n) || n <= 0) throw new InvalidArgumentError(`${name} must be a positive whole number, got ${value}`);
    return n;
  };
}

function positiveNumber(name: string) {
  return (value: string): number => {
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0) throw new InvalidArgumentError(`${name} must be a positive number of seconds, got ${value}`);
    return n;
  };
}

/**
 * The shared options; `formats` lists what `--format` accepts for this command (first is the default).
 * `--jobs` and `--timeout` are offered only by commands that run programs (`runsPrograms`): elsewhere they would be
 * accepted and silently mean nothing.
 */
export function addCommonOptions(cmd: Command, formats: readonly string[], { runsPrograms = false } = {}): Command {
  cmd
    .option('-c, --config <file>', 'use this configuration file instead of searching for one')
    .option('--operation <name>', 'only this operation (repeatable)', (v: string, prev: string[] = []) => [...prev, v])
    .addOption(new Option('-f, --format <format>', 'output format').choices([...formats]).default(formats[0]))
    .option('-o, --output <file>', 'write the result to a file instead of stdout');
  if (runsPrograms) {
    cmd
      .option('-j, --jobs <n>', 'oracle runs in parallel (default: the number of cores)', positiveInteger('--jobs'))
      .option('-t, --timeout <seconds>', 'wall-clock limit for one oracle run', positiveNumber('--timeout'));
  }
  return cmd;
}

/** `--no-cache`, for the commands that derive contracts through the on-disk contract cache. */
export function addCacheOption(cmd: Command): Command {
  return cmd.option('--no-cache', 'derive every contract afresh, without reading or writing the contract cache');
}
