// `oraclint publish [suite]`: write each oracle's enforced contract into its statement's notation (dry run, --write, --check).
import type { Command } from 'commander';
import { addCommonOptions, type CommandModule, type CommonOptions } from './command.js';
import type { CliIO } from './io.js';
import { emitResult, loadSuiteArg } from './shared.js';
import type { WithheldKey } from '../publish/merge.js';

const FORMATS = ['text', 'json'] as const;

interface PublishOptions extends CommonOptions {
  write?: boolean;
  check?: boolean;
}

/** One statement's outcome, as `--format json` prints it. */
export interface StatementReport {
  operation: string;
  /** Relative to the suite. */
  statement: string;
  changed: boolean;
  written: boolean;
  /** Unified diff of the change ('' when unchanged). */
  diff: string;
  /** Why the statement was left untouched (its notation does not parse), when it was. */
  blocked: { message: string; location: { file: string; line: number; column: number } } | null;
  withheld: { key: string; resolvedBy: string | null; readings: { operation: string; shape: string; location: { file: string; line: number; column: number } | null }[] }[];
}

function describeWithheld(w: WithheldKey, renderShape: (s: import('../contract/types.js').Shape) => string): StatementReport['withheld'][number] {
  return {
    key: w.key,
    resolvedBy: w.resolvedBy ?? null,
    readings: w.conflict.readings.map((r) => ({ operation: r.operation, shape: renderShape(r.shape), location: r.evidence[0]?.loc ?? null })),
  };
}

type Paint = (s: string) => string;

function colourDiff(diff: string, pc: { bold: Paint; green: Paint; red: Paint; cyan: Paint }): string {
  return diff
    .split('\n')
    .map((l) => (l.startsWith('+++') || l.startsWith('---') ? pc.bold(l) : l.startsWith('+') ? pc.green(l) : l.startsWith('-') ? pc.red(l) : l.startsWith('@@') ? pc.cyan(l) : l))
    .join('\n');
}

export const publishCommand: CommandModule = {
  name: 'publish',
  summary: 'write the contract each oracle enforces into its task statement, in the notation lint reads',
  configure(cmd: Command) {
    cmd.argument('[suite]', 'the suite folder', '.');
    addCommonOptions(cmd, FORMATS);
    cmd.option('--write', 'write the statements (atomically) instead of printing a diff');
    cmd.option('--check', 'exit 1 when any statement would change (for CI before a release)');
  },
  async run(args: string[], rawOptions: CommonOptions & Record<string, unknown>, io: CliIO): Promise<number> {
    const options = rawOptions as PublishOptions;
    const { UserError } = await import('../errors.js');
    if (options.write && options.check) throw new UserError('--write and --check cannot be used together', 'use --check in CI to detect a stale statement, and --write to update it');
    const { readContracts } = await import('../lint/lint-suite.js');
    const { renderShape } = await import('../contract/render.js');
    const { planSuitePublish } = await import('../publish/suite.js');
    const { writeFileAtomic } = await import('../publish/write.js');
    const { createTwoFilesPatch } = await import('diff');
    // colours are decided here (a TTY, no NO_COLOR), not by picocolors' own guess about process.stdout
    const pc = (await import('picocolors')).default.createColors(true);

    const suite = await loadSuiteArg(args, options, io);
    const { statements, skipped } = await planSuitePublish(suite, await readContracts(suite));
    for (const name of skipped) io.stderr.write(`oraclint: ${name}: skipped (needs both a statement and an oracle)\n`);

    const reports: StatementReport[] = [];
    for (const { operation, path, file, before, plan } of statements) {
      const diff = plan.changed ? createTwoFilesPatch(`a/${file}`, `b/${file}`, before, plan.newText, '', '', { context: 3 }) : '';
      if (plan.changed && options.write) await writeFileAtomic(path, plan.newText);
      reports.push({
        operation,
        statement: file,
        changed: plan.changed,
        written: Boolean(plan.changed && options.write),
        diff,
        blocked: plan.blocked ? { message: plan.blocked.message, location: plan.blocked.loc } : null,
        withheld: plan.conflicts.map((w) => describeWithheld(w, renderShape)),
      });
    }

    let out: string;
    if (options.format === 'json') out = `${JSON.stringify({ statements: reports }, null, 2)}\n`;
    else {
      const color = !options.output && Boolean(io.stdout.isTTY) && !io.env.NO_COLOR;
      const lines: string[] = [];
      for (const r of reports) {
        if (r.diff && !options.write) lines.push(color ? colourDiff(r.diff, pc) : r.diff.replace(/\n$/, ''));
        if (r.blocked) {
          const at = r.blocked.location;
          lines.push(`${at.file}:${at.line}:${at.column}: not published: the notation there does not parse (${r.blocked.message}); fix it, or remove it, and publish again`);
        }
        for (const w of r.withheld) {
          const readings = w.readings.map((x) => `${x.operation}: ${x.shape}`).join('; ');
          lines.push(
            w.resolvedBy
              ? `${r.statement}: \`${w.key}\` not published: the configuration takes ${w.resolvedBy}'s reading, and this oracle reads it otherwise (${readings})`
              : `${r.statement}: \`${w.key}\` not published: operations read it with different types (${readings}); say which is right in publish.resolve`,
          );
        }
      }
      const changed = reports.filter((r) => r.changed).length;
      const verb = options.write ? 'written' : options.check ? 'would change' : 'would change (dry run; --write to apply)';
      lines.push(`${changed} of ${reports.length} statements ${verb}`);
      out = `${lines.join('\n')}\n`;
    }
    await emitResult(out, options.output, io);
    // A statement left untouched because its notation does not parse is an error in every mode.
    if (reports.some((r) => r.blocked)) return 1;
    return options.check && reports.some((r) => r.changed) ? 1 : 0;
  },
};
