// Turns `config.rules` into a per-rule severity and options, rejecting unknown rules and options.
import { UserError } from '../errors.js';
import type { Config } from '../config/schema.js';
import type { Severity } from './finding.js';
import type { Rule } from './rule.js';

export interface RuleSetting {
  rule: Rule;
  severity: Severity | 'off';
  options: Record<string, unknown>;
}

/** Resolves each rule's severity and options from the configuration; an unknown rule id or option is a UserError. */
export function resolveRuleSettings(rules: readonly Rule[], configured: Config['rules'] = {}): RuleSetting[] {
  const byId = new Map(rules.map((r) => [r.id, r]));
  for (const id of Object.keys(configured)) {
    if (!byId.has(id)) {
      throw new UserError(`unknown rule "${id}" in the configuration's "rules"`, `known rules: ${[...byId.keys()].join(', ')}`);
    }
  }
  return rules.map((rule) => {
    const setting = configured[rule.id];
    const defaults = rule.meta.defaultOptions ?? {};
    if (setting === undefined) return { rule, severity: rule.meta.severity, options: { ...defaults } };
    if (typeof setting === 'string') return { rule, severity: setting, options: { ...defaults } };
    const [severity, options] = setting;
    for (const name of Object.keys(options)) {
      if (!(name in defaults)) {
        const known = Object.keys(defaults);
        throw new UserError(
          `rule "${rule.id}" has no option "${name}"`,
          known.length ? `its options are: ${known.join(', ')}` : 'it takes no options',
        );
      }
      const expected = typeof defaults[name];
      const given = typeof options[name];
      if (expected !== given && !(Array.isArray(defaults[name]) && Array.isArray(options[name]))) {
        throw new UserError(`rule "${rule.id}" option "${name}" must be a ${Array.isArray(defaults[name]) ? 'list' : expected}, got ${JSON.stringify(options[name])}`);
      }
    }
    return { rule, severity, options: { ...defaults, ...options } };
  });
}
