// `oraclint contract [suite]`: print the contract each operation's oracle enforces, derived from its source.
import type { Command } from 'commander';
import type { CommandModule, CommonOptions } from './command.js';
import { addCacheOption, addCommonOptions } from './command.js';
import type { CliIO } from './io.js';
import { emitResult, loadSuiteArg, openCache } from './shared.js';

const FORMATS = ['text', 'json'] as const;

export const contractCommand: CommandModule = {
  name: 'contract',
  summary: 'print the stdout contract each oracle enforces, with where each demand comes from',
  configure(cmd: Command) {
    cmd.argument('[suite]', 'the suite folder', '.');
    addCommonOptions(cmd, FORMATS);
    addCacheOption(cmd);
  },
  async run(args: string[], options: CommonOptions & Record<string, unknown>, io: CliIO): Promise<number> {
    const { relative, sep } = await import('node:path');
    const { analyzeOracle, createModuleCache } = await import('../oracle/analyze.js');
    const { formatContractsJson, formatContractsText } = await import('../oracle/format.js');

    const suite = await loadSuiteArg(args, options, io);

    // one module cache for the suite, so `_lib` helpers are read and parsed once
    const cache = createModuleCache();
    const contractCache = await openCache(suite, options, io);
    const rel = (abs: string) => relative(suite.root, abs).split(sep).join('/');
    const ops = suite.operations;
    const results = new Array<{ operation: string; oracle: string | null; contract: Awaited<ReturnType<typeof analyzeOracle>> | null }>(ops.length);
    let next = 0;
    const worker = async () => {
      while (next < ops.length) {
        const i = next++;
        const op = ops[i];
        results[i] = {
          operation: op.name,
          oracle: op.oracle ? rel(op.oracle) : null,
          contract: op.oracle ? await analyzeOracle(op.oracle, suite.root, { helpers: suite.config.helpers, cache, contractCache }) : null,
        };
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(4, ops.length)) }, worker));

    const text = options.format === 'json' ? formatContractsJson(results) : formatContractsText(results);
    await emitResult(text, options.output, io);
    return results.some((r) => r.contract?.problems.some((p) => p.kind === 'parse-error')) ? 1 : 0;
  },
};
