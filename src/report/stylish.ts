// The default text report: findings grouped by operation, one `file:line:col  severity  message  rule-id` line each, and a summary.
import pc from 'picocolors';
import type { Finding, OperationFindings } from '../lint/finding.js';
import { countFindings, plural } from './summary.js';

export interface StylishOptions {
  /** Colours (only on a TTY; the CLI decides). */
  color: boolean;
}

function where(f: Finding, fallback: string | null): string {
  if (!f.location) return fallback ?? '-';
  return `${f.location.file}:${f.location.line}:${f.location.column}`;
}

/** Renders findings as text. Nothing when there are none, like ESLint's stylish. */
export function formatStylish(results: readonly OperationFindings[], options: StylishOptions): string {
  const c = pc.createColors(options.color);
  const out: string[] = [];
  for (const op of results) {
    if (op.findings.length === 0) continue;
    const rows = op.findings.map((f) => [where(f, op.oracle), f.severity, f.message.replace(/\s*\n\s*/g, ' '), f.rule] as const);
    const w0 = Math.max(...rows.map((r) => r[0].length));
    const w1 = Math.max(...rows.map((r) => r[1].length));
    out.push(c.underline(op.operation));
    for (const [loc, sev, msg, rule] of rows) {
      const sevText = sev === 'error' ? c.red(sev.padEnd(w1)) : c.yellow(sev.padEnd(w1));
      out.push(`  ${c.dim(loc.padEnd(w0))}  ${sevText}  ${msg}  ${c.dim(rule)}`);
    }
    out.push('');
  }
  const t = countFindings(results);
  if (t.problems === 0) return '';
  const summary = `✖ ${plural(t.problems, 'problem')} (${plural(t.errors, 'error')}, ${plural(t.warnings, 'warning')})`;
  out.push(t.errors > 0 ? c.bold(c.red(summary)) : c.bold(c.yellow(summary)));
  return `${out.join('\n')}\n`;
}
