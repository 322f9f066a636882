// Runs the configured rules over one operation's frozen contracts and diff, collecting findings.
import { isJsonPath, memberName } from '../contract/json-path.js';
import { diffContracts, type ContractDiff } from '../contract/diff.js';
import type { Contract } from '../contract/types.js';
import { columnKeyAt, COLUMN_KEYED_RULES } from './column-keys.js';
import { compareFindings, type Finding } from './finding.js';
import { renderMessage, type ReportDescriptor, type RuleContext, type SuiteView } from './rule.js';
import type { RuleSetting } from './settings.js';

/** Freezes a value and everything reachable from it, so a rule cannot change what other rules read. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) deepFreeze(value[i]);
    } else {
      const record = value as Record<string, unknown>;
      for (const key in record) {
        const child = record[key];
        if (typeof child === 'object' && child !== null) deepFreeze(child);
      }
    }
  }
  return value;
}

export interface OperationInput {
  operation: string;
  enforced: Contract;
  published: Contract;
}

/** Each setting's options, copied and frozen: what a rule reads as `ctx.options` (the same frozen copy may serve every operation). */
export function frozenOptionsOf(settings: readonly RuleSetting[]): readonly Readonly<Record<string, unknown>>[] {
  return settings.map((s) => deepFreeze({ ...s.options }));
}

/**
 * Runs every enabled rule on one operation; findings come back sorted. A rule that throws is a bug and propagates.
 * `options`: frozenOptionsOf(settings), when the caller runs the rules on many operations; `diff`: the operation's
 * diff, when the caller has computed it already.
 */
export function runRules(
  input: OperationInput,
  settings: readonly RuleSetting[],
  suite: SuiteView,
  options: readonly Readonly<Record<string, unknown>>[] = frozenOptionsOf(settings),
  diff: Readonly<ContractDiff> = deepFreeze(diffContracts(deepFreeze(input.enforced), deepFreeze(input.published))),
): Finding[] {
  const enforced = deepFreeze(input.enforced);
  const published = deepFreeze(input.published);
  const findings: Finding[] = [];
  for (const [i, { rule, severity }] of settings.entries()) {
    if (severity === 'off') continue;
    const frozenOptions = options[i]!;
    const ctx: RuleContext = {
      operation: input.operation,
      enforced,
      published,
      diff,
      suite,
      options: frozenOptions,
      report(d: ReportDescriptor) {
        const template = rule.meta.messages[d.messageId];
        if (template === undefined) throw new Error(`rule ${rule.id} reported unknown messageId "${d.messageId}"`);
        const data = { ...(d.data ?? {}) };
        findings.push({
          rule: rule.id,
          severity,
          operation: input.operation,
          // the key a benchmark author names: a JSON member by its name (`check`), not the analyzer's path (`[].check`)
          key: d.key !== null ? (isJsonPath(d.key, enforced.layout?.value.kind) ? memberName(d.key) : d.key)
            : d.loc && COLUMN_KEYED_RULES.has(rule.id) ? columnKeyAt(enforced, published, d.loc) : null,
          message: renderMessage(template, data),
          messageId: d.messageId,
          data,
          location: d.loc ?? null,
          ...(d.statementLoc !== undefined ? { statementLocation: d.statementLoc } : {}),
          ...(d.fix !== undefined ? { fix: d.fix } : {}),
        });
      },
    };
    rule.check(ctx);
  }
  return withoutRepeats(findings).sort(compareFindings);
}

/** A rule that reaches one demand through several values (one per line of the output) reports it once. */
function withoutRepeats(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const l = f.location;
    const id = `${f.rule}\0${f.key}\0${f.message}\0${l ? `${l.file}:${l.line}:${l.column}` : ''}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
