// Renders a repair report as plain text or Markdown (JSON is the report itself).
import type { OperationRepair, ProgramRepair, RepairReport, RepairTotals } from './types.js';

const ARROW = '->';

function cell(p: ProgramRepair): string {
  const cut = p.runs.before !== 'ok' ? ` (${p.runs.before})` : '';
  return `${p.before}/${p.checks} ${ARROW} ${p.after}/${p.checks}${cut}`;
}

function totalsLine(t: RepairTotals): string {
  return `${t.before} of ${t.checks} checks passing became ${t.after} of ${t.checks}: ${t.notation} repaired by notation, ${t.environment} by environment, ${t.unrepaired} still failing, ${t.broken} broken by the wrapper`;
}

function repairedLines(op: OperationRepair, p: ProgramRepair, indent: string): string[] {
  return p.results
    .filter((r) => r.cause === 'notation' || r.cause === 'environment' || r.cause === 'broken')
    .map((r) => `${indent}${r.cause.padEnd(11)} ${op.operation} ${p.name}: ${r.check}${r.transforms.length ? `  [${r.transforms.join('; ')}]` : ''}`);
}

/** The field report's table as plain lines: `operation  program  before/checks -> after/checks`, then the repaired checks and totals. */
export function formatRepairText(report: RepairReport): string {
  const rows = report.operations.flatMap((o) => o.programs.map((p) => ({ o, p })));
  const ow = Math.max(9, ...rows.map((r) => r.o.operation.length));
  const pw = Math.max(7, ...rows.map((r) => r.p.name.length));
  const lines: string[] = [];
  for (const { o, p } of rows) {
    const extra = p.detail ? `  ${p.detail.split('\n')[0]}` : '';
    lines.push(`${o.operation.padEnd(ow)}  ${p.name.padEnd(pw)}  ${cell(p)}${extra}`);
  }
  const repaired = rows.flatMap(({ o, p }) => repairedLines(o, p, '  '));
  if (repaired.length) lines.push('', 'repaired (and broken) checks:', ...repaired);
  lines.push('', totalsLine(report.totals));
  if (report.guards) lines.push(guardsLine(report));
  return `${lines.join('\n')}\n`;
}

function guardsLine(report: RepairReport): string {
  const g = report.guards!;
  const wrong = g.subjects.filter((s) => s.kind === 'wrong');
  const mutants = g.subjects.filter((s) => s.kind === 'mutant');
  const failing = g.subjects.reduce((n, s) => n + s.failingBefore, 0);
  return `honesty guards: ${wrong.length} wrong programs and ${mutants.length} mutated references, ${failing} failing checks, ${g.rescued} turned into passes by a wrapper`;
}

function mdEscape(s: string): string {
  return s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/** Markdown: one table with a column per program name (`run1`, `run2`, ...) like the field report, totals, and each repaired check with its transforms. */
export function formatRepairMarkdown(report: RepairReport): string {
  // genuinely wrong programs get their own table (they are guard subjects), so the main one reads like the field report
  const wrong = new Set((report.guards?.subjects ?? []).filter((s) => s.kind === 'wrong').map((s) => s.program));
  const names = [...new Set(report.operations.flatMap((o) => o.programs.filter((p) => !wrong.has(p.program)).map((p) => p.name)))];
  const out: string[] = ['# Notation repair', ''];
  out.push(`| operation | ${names.join(' | ')} |`, `|---|${names.map(() => '---').join('|')}|`);
  for (const o of report.operations) {
    if (o.programs.length === 0) continue;
    const cells = names.map((n) => {
      const p = o.programs.find((x) => x.name === n && !wrong.has(x.program));
      return p ? cell(p).replace(ARROW, '→') : '';
    });
    out.push(`| ${o.operation} | ${cells.join(' | ')} |`);
  }
  const wrongRows = report.operations.flatMap((o) => o.programs.filter((p) => wrong.has(p.program)).map((p) => `| ${o.operation} | ${p.name} | ${cell(p).replace(ARROW, '→')} |`));
  if (wrongRows.length) out.push('', 'Genuinely wrong programs (honesty-guard subjects, counted in the totals):', '', '| operation | program | checks |', '|---|---|---|', ...wrongRows);
  const t = report.totals;
  out.push('', `**Totals.** ${totalsLine(t)}.`, '');
  out.push('| checks | before | after | notation | environment | unrepaired | broken |', '|---|---|---|---|---|---|---|');
  out.push(`| ${t.checks} | ${t.before} | ${t.after} | ${t.notation} | ${t.environment} | ${t.unrepaired} | ${t.broken} |`, '');
  const rows = report.operations.flatMap((o) =>
    o.programs.flatMap((p) =>
      p.results
        .filter((r) => r.cause === 'notation' || r.cause === 'environment' || r.cause === 'broken')
        .map((r) => `| ${o.operation} | ${p.name} | ${mdEscape(r.check)} | ${r.cause} | ${mdEscape(r.transforms.join('; '))} |`),
    ),
  );
  if (rows.length) {
    out.push('## Repaired checks', '', '| operation | program | check | cause | transforms |', '|---|---|---|---|---|', ...rows, '');
  }
  if (report.guards) {
    out.push('## Honesty guards', '', `${guardsLine(report)}.`, '');
    const rescued = report.guards.subjects.filter((s) => s.rescued.length > 0);
    for (const s of rescued) out.push(`- ${s.operation} ${s.program} (${s.kind}): ${s.rescued.map(mdEscape).join('; ')}`);
    if (rescued.length) out.push('');
  }
  out.push('Shims only re-express stdout: every transform is a rename, an injective token map, a re-split, a layout conversion or a reorder (docs/shims.md).', '');
  return out.join('\n');
}
