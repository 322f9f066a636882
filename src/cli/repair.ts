// `oraclint repair [suite]`: measure how many failing checks were notation failures, with shims that only re-express stdout.
//
// Exit code: 0 when the report was produced and nothing is wrong with the wrappers; 1 when a shim broke a check that
// passed before, or the honesty guards saw a wrapper turn a wrong answer into a pass; 2 on bad arguments or
// configuration (UserError); 130 on Ctrl-C, 143 on SIGTERM.
import type { Command } from 'commander';
import { addCommonOptions, type CommandModule } from './command.js';
import { emitResult, loadSuiteArg } from './shared.js';

const FORMATS = ['text', 'json', 'markdown'] as const;

export const repairCommand: CommandModule = {
  name: 'repair',
  summary: 'repair notation failures with stdout-only shims and report how many failing checks they were',
  configure(cmd: Command) {
    cmd.argument('[suite]', 'the suite folder', '.');
    addCommonOptions(cmd, FORMATS, { runsPrograms: true });
    cmd
      .option('--guards', 'also run the honesty guards on mutated reference outputs (wrong candidates are always counted)')
      .option('--dry-run', 'do not write proposed specs into the shims folder')
      .option('--reinfer', 'ignore specs already in the shims folder and infer them afresh');
  },
  async run(args, options, io) {
    const [{ runRepair }, { formatRepairMarkdown, formatRepairText }, { reportInterrupted }] = await Promise.all([
      import('../repair/run.js'),
      import('../repair/format.js'),
      import('../run/interruptible.js'),
    ]);
    const outcome = await runRepair(await loadSuiteArg(args, options, io), options, io);
    if ('interrupted' in outcome) return reportInterrupted(io, outcome.interrupted);
    const { report } = outcome;
    const text =
      options.format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : options.format === 'markdown' ? formatRepairMarkdown(report) : formatRepairText(report);
    await emitResult(text, options.output, io);
    return report.totals.broken > 0 || (report.guards?.rescued ?? 0) > 0 ? 1 : 0;
  },
};
