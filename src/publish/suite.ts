// What `publish` would write for every statement of a suite: the one planning step the publish command and the report share.
import { readFile } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import { findKeyTypeConflicts } from '../contract/conflicts.js';
import { UserError } from '../errors.js';
import type { OperationInput } from '../lint/run-rules.js';
import { readStatementText } from '../statement/read.js';
import type { Suite } from '../suite/types.js';
import { planPublish, type PublishPlan } from './plan.js';

export interface StatementPlan {
  operation: string;
  /** Absolute path of the statement. */
  path: string;
  /** The statement, relative to the suite root. */
  file: string;
  /** The statement's text as read. */
  before: string;
  plan: PublishPlan;
}

export interface SuitePublishPlan {
  statements: StatementPlan[];
  /** Operations that cannot be published: they lack a statement or an oracle. */
  skipped: string[];
}

/**
 * Plans every statement from the suite's contracts (enforced and published, as `readContracts` gives them), with the
 * suite-wide key-type conflicts withheld unless `publish.resolve` in the configuration names the right reading.
 */
export async function planSuitePublish(suite: Suite, contracts: readonly OperationInput[]): Promise<SuitePublishPlan> {
  const resolveMap = suite.config.publish.resolve;
  for (const [key, op] of Object.entries(resolveMap)) {
    const all = [...suite.operations, ...(suite.unselected ?? [])];
    if (!all.some((o) => o.name === op)) {
      throw new UserError(
        `publish.resolve names operation "${op}" for key "${key}", but the suite has no such operation`,
        `use one of: ${all.map((o) => o.name).join(', ')}`,
      );
    }
  }
  const enforcedByOperation = new Map(contracts.filter((c) => c.enforced.file !== '').map((c) => [c.operation, c.enforced]));
  // (lists split on different separators are no conflict here: each statement is given its own)
  const conflicts = findKeyTypeConflicts(enforcedByOperation, { separators: false });
  const statements: StatementPlan[] = [];
  const skipped: string[] = [];
  for (const op of suite.operations) {
    const input = contracts.find((c) => c.operation === op.name);
    if (!op.statement || !op.oracle || !input) {
      skipped.push(op.name);
      continue;
    }
    const before = await readFile(op.statement, 'utf8');
    const file = relative(suite.root, op.statement).split(sep).join('/');
    const plan = planPublish({ text: before, operation: op.name, enforced: input.enforced, published: readStatementText(before, file), conflicts, resolve: resolveMap });
    statements.push({ operation: op.name, path: op.statement, file, before, plan });
  }
  return { statements, skipped };
}
