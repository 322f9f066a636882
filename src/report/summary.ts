// Counting findings by severity, shared by the formatters and the CLI's exit code.
import type { OperationFindings } from '../lint/finding.js';

export interface Totals {
  problems: number;
  errors: number;
  warnings: number;
}

/** Totals over every operation. */
export function countFindings(results: readonly OperationFindings[]): Totals {
  let errors = 0;
  let warnings = 0;
  for (const op of results) for (const f of op.findings) f.severity === 'error' ? errors++ : warnings++;
  return { problems: errors + warnings, errors, warnings };
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
