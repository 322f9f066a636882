// What every command does the same way: find and load the suite it is pointed at, and deliver its output.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { UserError } from '../errors.js';
import type { Suite } from '../suite/types.js';
import type { ContractCache } from '../cache/contracts.js';
import type { CommonOptions } from './command.js';
import type { CliIO } from './io.js';

/**
 * Loads the suite named by the command's first argument (default: the current folder) with `--config` and
 * `--operation` applied, prints each loading problem on stderr (the rest of the suite still loads), and refuses a
 * folder with no operation at all, which is almost always the wrong folder.
 */
export async function loadSuiteArg(args: readonly string[], options: CommonOptions, io: CliIO): Promise<Suite> {
  const { loadSuite } = await import('../suite/load.js');
  // the folder as the user wrote it: messages name it that way (the loader resolves it against cwd)
  const dir = args[0] ?? '.';
  const suite = await loadSuite(dir, { configFile: options.config, operations: options.operation, cwd: io.cwd });
  if (suite.operations.length === 0) {
    throw new UserError(
      `no operations in ${dir}: no subfolder holds a ${suite.config.statement}`,
      'pass the suite folder (its subfolders are the operations), or set "statement" in the configuration',
    );
  }
  for (const p of suite.problems) io.stderr.write(`oraclint: ${p.operation ? `${p.operation}: ` : ''}${p.message}\n`);
  return suite;
}

/** Writes a command's result to `--output` (creating its folder) or to stdout. */
export async function emitResult(text: string, output: string | undefined, io: CliIO): Promise<void> {
  if (output === undefined) {
    io.stdout.write(text);
    return;
  }
  const path = resolve(io.cwd, output);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
}

/** The contract cache a command uses for `suite` (undefined with `--no-cache`, `ORACLINT_NO_CACHE` or `"cache": false`). */
export async function openCache(suite: Suite, options: Record<string, unknown>, io: CliIO): Promise<ContractCache | undefined> {
  const { openContractCache } = await import('../cache/contracts.js');
  return openContractCache({ flag: options.cache, env: io.env, config: suite.config.cache, suiteRoot: suite.root });
}
