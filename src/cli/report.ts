// `oraclint report [suite]`: the interactive review of unpublished demands (ink), or the plain lint report when not on a terminal.
import type { Command } from 'commander';
import { addCacheOption, addCommonOptions, type CommandModule, type CommonOptions } from './command.js';
import { isInteractive, type CliIO } from './io.js';
import { lintCommand } from './lint.js';
import { loadSuiteArg, openCache } from './shared.js';
import type { Suite } from '../suite/types.js';
import type { ContractCache } from '../cache/contracts.js';
import type { ReportModel, RepairCounts } from '../report/model.js';
import type { WriteOutcome } from '../report/ink/App.js';

const FORMATS = ['stylish'] as const;

/** Enter and leave the terminal's alternate screen, so the report does not scroll the user's shell away. */
const ALT_SCREEN_ON = '\u001b[?1049h';
const ALT_SCREEN_OFF = '\u001b[?1049l';

/** True when the interactive report may run: stdout and stdin are terminals and `CI` is not set. */
export function canRunInteractive(io: CliIO): boolean {
  return isInteractive(io) && io.stdin?.isTTY === true;
}

export const reportCommand: CommandModule = {
  name: 'report',
  summary: 'review unpublished demands interactively (prints the lint report when not on a terminal)',
  configure(cmd: Command) {
    cmd.argument('[suite]', 'the suite folder', '.');
    addCommonOptions(cmd, FORMATS);
    cmd.option('--repair <file>', 'repair results to show (default: reports/repair.json, when it exists)');
    addCacheOption(cmd);
  },
  async run(args: string[], options: CommonOptions & Record<string, unknown>, io: CliIO): Promise<number> {
    if (!canRunInteractive(io) || options.output) {
      // Exactly what `oraclint lint` prints to a pipe: the same command, told stdout is not a terminal (so no colour codes).
      const plainIO: CliIO = { ...io, stdout: { write: (text: string) => io.stdout.write(text), isTTY: false } };
      const { repair: _ignored, ...lintOptions } = options;
      return lintCommand.run(args, { ...lintOptions, format: 'stylish' }, plainIO);
    }
    const { resolve } = await import('node:path');
    const suite = await loadSuiteArg(args, options, io);
    const repair = await readRepair(suite, options.repair as string | undefined, io);
    const title = args[0] ?? '.';
    const contractCache = await openCache(suite, options, io);
    let model = await loadModel(suite, title, repair, contractCache);

    const onWrite = async (operation: string): Promise<WriteOutcome> => {
      const file = await writePublished(suite, operation);
      model = await loadModel(suite, title, repair, contractCache);
      return { message: `wrote ${file}`, model };
    };

    const [{ createElement }, { render }, { App }] = await Promise.all([import('react'), import('ink'), import('../report/ink/App.js')]);
    io.stdout.write(ALT_SCREEN_ON);
    try {
      const instance = render(createElement(App, { model, onWrite }), {
        stdout: io.stdout as NodeJS.WriteStream,
        stderr: io.stderr as NodeJS.WriteStream,
        ...(io.stdin ? { stdin: io.stdin } : {}),
        patchConsole: false,
        exitOnCtrlC: true,
      });
      await instance.waitUntilExit();
    } finally {
      io.stdout.write(ALT_SCREEN_OFF);
    }
    // Same exit code as lint: 1 when a finding at error severity remains.
    return model.operations.some((op) => op.errors > 0) ? 1 : 0;
  },
};

/** Reads `--repair <file>` (a UserError when unreadable), else `reports/repair.json` beside the current folder or the suite when it exists. */
async function readRepair(suite: Suite, file: string | undefined, io: CliIO): Promise<Map<string, RepairCounts> | null> {
  const [{ resolve, join }, { readFile }, { parseRepairResults }, { UserError }] = await Promise.all([
    import('node:path'),
    import('node:fs/promises'),
    import('../report/model.js'),
    import('../errors.js'),
  ]);
  if (file !== undefined) {
    const path = resolve(io.cwd, file);
    const text = await readFile(path, 'utf8').catch(() => {
      throw new UserError(`cannot read repair results: ${file}`, 'pass the file `oraclint repair --format json --output <file>` wrote');
    });
    try {
      return parseRepairResults(text);
    } catch (error) {
      throw new UserError(`${file}: ${(error as Error).message}`, 'pass the file `oraclint repair --format json --output <file>` wrote');
    }
  }
  for (const path of [resolve(io.cwd, 'reports/repair.json'), join(suite.root, 'reports/repair.json')]) {
    const text = await readFile(path, 'utf8').catch(() => null);
    if (text === null) continue;
    try {
      return parseRepairResults(text);
    } catch (error) {
      io.stderr.write(`oraclint: ignoring ${path}: ${(error as Error).message}\n`);
      return null;
    }
  }
  return null;
}

/** Lints the suite, reads its contracts and plans publishing, then builds the report's model. */
async function loadModel(suite: Suite, title: string, repair: Map<string, RepairCounts> | null, contractCache?: ContractCache): Promise<ReportModel> {
  const [{ join }, { readFileSync }, { lintSuite, readContracts }, { rules }, { renderInputSection, renderOutputSection }, { buildReportModel }] =
    await Promise.all([
      import('node:path'),
      import('node:fs'),
      import('../lint/lint-suite.js'),
      import('../../rules/index.js'),
      import('../contract/render.js'),
      import('../report/model.js'),
    ]);
  // lintSuite is what `lint` runs, so the findings match the plain report; the contracts are read again for the diff and publish.
  const [findings, contracts] = await Promise.all([lintSuite(suite, { rules, contractCache }), readContracts(suite, { contractCache })]);
  const publish = await planAll(suite, contracts);
  return buildReportModel({
    title,
    findings,
    contracts,
    render: (c) => {
      const input = renderInputSection(c);
      return `## Output\n${renderOutputSection(c)}\n${input ? `\n## Input\n${input}\n` : ''}`;
    },
    repair,
    publish,
    readFile(file) {
      try {
        return readFileSync(join(suite.root, file), 'utf8');
      } catch {
        return undefined;
      }
    },
  });
}

/** What `publish` would write for each operation with a statement and an oracle, keyed by operation. */
async function planAll(suite: Suite, contracts: Contracts): Promise<Map<string, { file: string; before: string; after: string; blocked: string | null }>> {
  const { planSuitePublish } = await import('../publish/suite.js');
  const { statements } = await planSuitePublish(suite, contracts);
  return new Map(statements.map((s) => [s.operation, { file: s.file, before: s.before, after: s.plan.newText, blocked: s.plan.blocked ? s.plan.blocked.message : null }]));
}

type Contracts = Awaited<ReturnType<typeof import('../lint/lint-suite.js').readContracts>>;

/** Plans one operation again from the file as it is now and writes it atomically; returns the file, relative to the suite. */
async function writePublished(suite: Suite, operation: string): Promise<string> {
  const [{ readContracts }, { writeFileAtomic }] = await Promise.all([import('../lint/lint-suite.js'), import('../publish/write.js')]);
  const op = suite.operations.find((o) => o.name === operation);
  if (!op?.statement) throw new Error(`${operation} has no statement`);
  const plans = await planAll(suite, await readContracts(suite));
  const plan = plans.get(operation);
  if (!plan) throw new Error(`${operation} cannot be published (it needs a statement and an oracle)`);
  if (plan.blocked) throw new Error(`the notation in ${plan.file} does not parse: ${plan.blocked}`);
  if (plan.before !== plan.after) await writeFileAtomic(op.statement, plan.after);
  return plan.file;
}
