// The rule API: defineRule, the rule's metadata, and the context a rule reports through.
import type { Contract, SourceLocation } from '../contract/types.js';
import type { ContractDiff, KeyTypeConflict } from '../contract/diff.js';
import type { Severity } from './finding.js';

/** What one rule says about itself; wording lives here, never in `check`. */
export interface RuleMeta {
  /** One sentence: what the rule detects. */
  description: string;
  /** Severity when the configuration does not override it. */
  severity: Severity;
  /** Message templates by messageId, with `{{placeholders}}` filled from the report's data. */
  messages: Record<string, string>;
  /** Path of the docs page, relative to the repository root (`rules/docs/<id>.md`). */
  docs: string;
  /** Options and their defaults; a configured option not listed here is a configuration error. */
  defaultOptions?: Record<string, unknown>;
}

/** What a rule reports: data, not prose. */
export interface ReportDescriptor {
  messageId: string;
  data?: Record<string, string | number>;
  /** The output key it is about, or null. */
  key: string | null;
  /** Where the oracle demands it (the statement's line for reverse-direction rules); null when nowhere in particular. */
  loc: SourceLocation | null | undefined;
  /** Where the statement says something about it. */
  statementLoc?: SourceLocation | null;
  /** What to publish, in the contract notation. */
  fix?: string;
}

/** Another operation of the same suite, as rules that compare operations see it. */
export interface OperationView {
  readonly name: string;
  readonly enforced: Readonly<Contract>;
  readonly published: Readonly<Contract>;
  readonly diff: Readonly<ContractDiff>;
}

/** The suite-wide facts some rules need. */
export interface SuiteView {
  readonly operations: readonly OperationView[];
  readonly keyTypeConflicts: readonly KeyTypeConflict[];
}

export interface RuleContext {
  readonly operation: string;
  readonly enforced: Readonly<Contract>;
  readonly published: Readonly<Contract>;
  readonly diff: Readonly<ContractDiff>;
  readonly suite: SuiteView;
  /** The rule's options: its defaults overlaid with the configuration's. */
  readonly options: Readonly<Record<string, unknown>>;
  report(descriptor: ReportDescriptor): void;
}

export interface Rule {
  /** Equal to the rule's file name in `rules/`. */
  id: string;
  meta: RuleMeta;
  /** Pure: reads the context and reports; no I/O, no mutation. */
  check(ctx: RuleContext): void;
}

/** Declares a rule; the identity function, there for type checking and a single place to validate. */
export function defineRule(rule: Rule): Rule {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(rule.id)) throw new Error(`rule id "${rule.id}" is not kebab-case`);
  return rule;
}

/** Fills `{{name}}` placeholders; an unknown placeholder is left visible so a test can catch it. */
export function renderMessage(template: string, data: Record<string, string | number> = {}): string {
  const parts = templateParts(template);
  if (parts.length === 1) return template;
  let out = parts[0] as string;
  for (let i = 1; i < parts.length; i += 3) {
    const name = parts[i + 1] as string;
    out += (name in data ? String(data[name]) : (parts[i] as string)) + (parts[i + 2] as string);
  }
  return out;
}

/** A template cut at its placeholders, `[text, whole, name, text, whole, name, text, ...]`, once per template (a rule has a few). */
const templates = new Map<string, string[]>();
function templateParts(template: string): string[] {
  let parts = templates.get(template);
  if (parts === undefined) {
    parts = [];
    let last = 0;
    for (const m of template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) {
      parts.push(template.slice(last, m.index), m[0], m[1]!);
      last = m.index! + m[0].length;
    }
    parts.push(template.slice(last));
    if (templates.size < 1024) templates.set(template, parts);
  }
  return parts;
}
