// A finding: one unpublished demand (or reverse-direction defect) reported by a rule. Plain data; formatters render it.
import type { SourceLocation } from '../contract/types.js';

export type Severity = 'error' | 'warning';

export interface Finding {
  /** Rule id, equal to the rule's file name in `rules/`. */
  rule: string;
  severity: Severity;
  operation: string;
  /** The output key the finding is about, or null. */
  key: string | null;
  /** Rendered from the rule's `meta.messages[messageId]` with `data`. */
  message: string;
  messageId: string;
  data: Record<string, string | number>;
  /** Where the oracle demands it (or, for reverse-direction findings, where the statement publishes it); null when nowhere in particular. */
  location: SourceLocation | null;
  /** Where the statement says something about it, when it does. */
  statementLocation?: SourceLocation | null;
  /** What to publish to resolve it, in the contract notation, when the rule can say. */
  fix?: string;
}

/** The findings of one operation, as `lint --format json` prints them (PROTOCOL.md). */
export interface OperationFindings {
  operation: string;
  /** Relative to the suite root; null when the operation has none. */
  statement: string | null;
  oracle: string | null;
  findings: Finding[];
}

/** Stable order for findings: by file, line, column, rule, key. Rules may run in any order. */
export function compareFindings(a: Finding, b: Finding): number {
  const fa = a.location?.file ?? '';
  const fb = b.location?.file ?? '';
  if (fa !== fb) return fa < fb ? -1 : 1;
  const la = a.location?.line ?? 0;
  const lb = b.location?.line ?? 0;
  if (la !== lb) return la - lb;
  const ca = a.location?.column ?? 0;
  const cb = b.location?.column ?? 0;
  if (ca !== cb) return ca - cb;
  if (a.rule !== b.rule) return a.rule < b.rule ? -1 : 1;
  const ka = a.key ?? '';
  const kb = b.key ?? '';
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}
