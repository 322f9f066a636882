// `oraclint lint [suite]`: report what the oracles demand that the statements never published.
import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import type { CommandModule, CommonOptions } from './command.js';
import { addCacheOption, addCommonOptions } from './command.js';
import type { CliIO } from './io.js';
import { emitResult, loadSuiteArg, openCache } from './shared.js';

const FORMATS = ['stylish', 'json', 'sarif', 'markdown'] as const;

function nonNegativeInteger(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError(`--max-warnings must be a whole number >= 0, got ${value}`);
  return n;
}

export const lintCommand: CommandModule = {
  name: 'lint',
  summary: 'report demands the oracles make that the task statements never published',
  configure(cmd: Command) {
    cmd.argument('[suite]', 'the suite folder', '.');
    addCommonOptions(cmd, FORMATS);
    cmd.option('--max-warnings <n>', 'exit 1 when there are more than n warnings', nonNegativeInteger);
    addCacheOption(cmd);
  },
  async run(args: string[], options: CommonOptions & Record<string, unknown>, io: CliIO): Promise<number> {
    const [{ relative, sep, join }, { readFileSync }] = await Promise.all([import('node:path'), import('node:fs')]);
    const { lintSuite } = await import('../lint/lint-suite.js');
    const { rules } = await import('../../rules/index.js');
    const { countFindings } = await import('../report/summary.js');

    const suite = await loadSuiteArg(args, options, io);
    const results = await lintSuite(suite, { rules, contractCache: await openCache(suite, options, io) });

    const format = (options.format as string | undefined) ?? 'stylish';
    let text: string;
    if (format === 'json') {
      text = (await import('../report/json.js')).formatJson(results);
    } else if (format === 'sarif') {
      const { formatSarif } = await import('../report/sarif.js');
      const cache = new Map<string, string[] | undefined>();
      const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
      const prefix = relative(io.cwd, suite.root).split(sep).join('/');
      text = formatSarif(results, {
        rules,
        toolVersion: pkg.version,
        uriPrefix: prefix.startsWith('..') ? '' : prefix,
        sourceLines(file) {
          if (!cache.has(file)) {
            try {
              cache.set(file, readFileSync(join(suite.root, file), 'utf8').split(/\r?\n/));
            } catch {
              cache.set(file, undefined);
            }
          }
          return cache.get(file);
        },
      });
    } else if (format === 'markdown') {
      text = (await import('../report/markdown.js')).formatMarkdown(results);
    } else {
      const color = !options.output && Boolean(io.stdout.isTTY) && !io.env.NO_COLOR;
      text = (await import('../report/stylish.js')).formatStylish(results, { color });
    }

    await emitResult(text, options.output, io);

    const totals = countFindings(results);
    const maxWarnings = options.maxWarnings as number | undefined;
    if (totals.errors > 0) return 1;
    if (maxWarnings !== undefined && totals.warnings > maxWarnings) {
      io.stderr.write(`oraclint: too many warnings (${totals.warnings}); the maximum is ${maxWarnings}\n`);
      return 1;
    }
    return 0;
  },
};
