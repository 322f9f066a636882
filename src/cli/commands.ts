// The registry of subcommands, in the order `--help` lists them. Command modules import their heavy parts only inside run().
import type { CommandModule } from './command.js';
import { lintCommand } from './lint.js';
import { checkCommand } from './check.js';
import { publishCommand } from './publish.js';
import { repairCommand } from './repair.js';
import { reportCommand } from './report.js';
import { contractCommand } from './contract.js';

export const commands: CommandModule[] = [lintCommand, checkCommand, publishCommand, repairCommand, reportCommand, contractCommand];
