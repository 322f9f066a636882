// Runs the rules over every operation's already-read contracts, with the suite-wide facts (every operation's diff,
// key-type conflicts) computed once.
import { findKeyTypeConflicts, findPublishedReadingConflicts } from '../contract/conflicts.js';
import { diffContracts, type KeyTypeConflict } from '../contract/diff.js';
import type { Config } from '../config/schema.js';
import type { Finding } from './finding.js';
import type { Rule, SuiteView } from './rule.js';
import { deepFreeze, frozenOptionsOf, runRules, type OperationInput } from './run-rules.js';
import { resolveRuleSettings } from './settings.js';

/** Runs the rules over already-read contracts (the pure half of lintSuite); findings by operation name. */
export function lintContracts(inputs: readonly OperationInput[], rules: readonly Rule[], configured: Config['rules'] = {}): Map<string, Finding[]> {
  const settings = resolveRuleSettings(rules, configured);
  for (const input of inputs) {
    deepFreeze(input.enforced);
    deepFreeze(input.published);
  }
  const operations = inputs.map((i) => ({ name: i.operation, enforced: i.enforced, published: i.published, diff: diffContracts(i.enforced, i.published) }));
  const enforcedConflicts = findKeyTypeConflicts(new Map(inputs.map((i) => [i.operation, i.enforced])));
  const suiteView: SuiteView = deepFreeze({
    operations,
    // the conflicts `publish` withholds keys for, so lint and publish agree on what is inconsistent, and beside them lists
    // split on different separators (publish gives each statement its own; lint asks whether each statement shows it)
    // (and the conflicts of an oracle's reading with another operation's published one, which publish resolves itself)
    keyTypeConflicts: [...enforcedConflicts, ...findPublishedReadingConflicts(inputs, enforcedConflicts)].map(
      (c): KeyTypeConflict => ({
        key: c.key,
        operations: c.readings.map((r) => ({ operation: r.operation, shape: { value: r.shape, evidence: r.evidence }, ...(r.published ? { published: true as const } : {}) })),
      }),
    ),
  });
  const out = new Map<string, Finding[]>();
  // one frozen copy of each rule's options for the whole suite (frozen, no rule can change what the next operation's run reads)
  const options = frozenOptionsOf(settings);
  for (const [i, input] of inputs.entries()) out.set(input.operation, runRules(input, settings, suiteView, options, operations[i]!.diff));
  return out;
}
