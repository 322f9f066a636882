// `oraclint contract [suite]`: print the contract each operation's oracle enforces, derived from its source.
import type { Command } from 'commander';
import type { CommandModule, CommonOptions } from './command.js';
import { addCommonOptions } from './command.js';
import type { CliIO } from './io.js';

const FORMATS = ['text', 'json'] as const;

export const contractCommand: CommandModule = {
  name: 'contract',
  summary: 'print the stdout contract each oracle enforces, with where each demand comes from',
  configure(cmd: Command) {
    cmd.argument('[suite]', 'the suite folder', '.');
    addCommonOptions(cmd, FORMATS);
  },
  async run(args: string[], options: CommonOptions & Record<string, unknown>, io: CliIO): Promise<number> {
    const { resolve, relative, sep, dirname } = await import('node:path');
    const { mkdirSync, writeFileSync } = await import('node:fs');
    const { loadSuite } = await import('../suite/load.js');
    const { analyzeOracle, createModuleCache } = await import('../oracle/analyze.js');
    const { formatContractsJson, formatContractsText } = await import('../oracle/format.js');

    const dir = resolve(io.cwd, args[0] ?? '.');
    const suite = await loadSuite(dir, {
      ...(options.config ? { configFile: resolve(io.cwd, options.config) } : {}),
      ...(options.operation ? { operations: options.operation } : {}),
    });
    for (const p of suite.problems) io.stderr.write(`oraclint: ${p.operation ? `${p.operation}: ` : ''}${p.message}\n`);

    // one module cache for the suite, so `_lib` helpers are read and parsed once
    const cache = createModuleCache();
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
          contract: op.oracle ? await analyzeOracle(op.oracle, suite.root, { helpers: suite.config.helpers, cache }) : null,
        };
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(options.jobs ?? 4, ops.length)) }, worker));

    const text = options.format === 'json' ? formatContractsJson(results) : formatContractsText(results);
    if (options.output) {
      const out = resolve(io.cwd, options.output);
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, text);
    } else io.stdout.write(text);
    return results.some((r) => r.contract?.problems.some((p) => p.kind === 'parse-error')) ? 1 : 0;
  },
};
