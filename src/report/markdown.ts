// A readable Markdown report: totals, then per operation a table of findings.
import type { OperationFindings } from '../lint/finding.js';
import { countFindings, plural } from './summary.js';

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

export interface MarkdownOptions {
  title?: string;
}

/** Renders the lint results as Markdown (GitHub-flavoured tables). */
export function formatMarkdown(results: readonly OperationFindings[], options: MarkdownOptions = {}): string {
  const t = countFindings(results);
  const lines: string[] = [`# ${options.title ?? 'oraclint lint report'}`, ''];
  const flagged = results.filter((r) => r.findings.length > 0).length;
  lines.push(`${plural(t.problems, 'problem')} (${plural(t.errors, 'error')}, ${plural(t.warnings, 'warning')}) in ${flagged} of ${plural(results.length, 'operation')}.`, '');
  lines.push('| operation | errors | warnings |', '|---|---:|---:|');
  for (const op of results) {
    const e = op.findings.filter((f) => f.severity === 'error').length;
    lines.push(`| ${cell(op.operation)} | ${e} | ${op.findings.length - e} |`);
  }
  lines.push('');
  for (const op of results) {
    lines.push(`## ${op.operation}`, '');
    const files = [op.statement && `statement \`${op.statement}\``, op.oracle && `oracle \`${op.oracle}\``].filter(Boolean).join(', ');
    if (files) lines.push(`${files.charAt(0).toUpperCase()}${files.slice(1)}.`, '');
    if (op.findings.length === 0) {
      lines.push('No findings.', '');
      continue;
    }
    lines.push('| location | severity | rule | key | message |', '|---|---|---|---|---|');
    for (const f of op.findings) {
      const loc = f.location ? `\`${f.location.file}:${f.location.line}:${f.location.column}\`` : '';
      lines.push(`| ${loc} | ${f.severity} | \`${f.rule}\` | ${f.key === null ? '' : `\`${cell(f.key)}\``} | ${cell(f.message)} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
