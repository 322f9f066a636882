// Renders enforced contracts for people (`oraclint contract`) and as JSON.
import type { Contract, Evidence, Field, Layout, Shape } from '../contract/types.js';
import { columnSpans } from '../contract/render.js';

/** One operation's enforced contract, as the `contract` command prints it. */
export interface OperationContract {
  operation: string;
  oracle: string | null;
  contract: Contract | null;
}

/** A shape in words: `integer`, `list of pair of word "-" word, separated by ","`. */
export function describeShape(s: Shape): string {
  switch (s.kind) {
    case 'integer': return s.signed ? 'signed integer' : 'integer';
    case 'decimal': return s.places !== undefined ? `decimal with ${plural(s.places, 'place')}` : 'decimal';
    case 'list': return `list of ${describeShape(s.element)} separated by ${sepName(s.separator)}`;
    case 'pair': return `pair ${describeShape(s.left)} ${JSON.stringify(s.separator)} ${describeShape(s.right)}`;
    case 'pattern': return `matching /${s.source}/${s.flags}`;
    default: return s.kind;
  }
}

function plural(n: number, word: string): string {
  return `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
}

function sepName(sep: string): string {
  return sep === ' ' ? 'whitespace' : sep === '\n' ? 'newlines' : JSON.stringify(sep);
}

function describeLayout(l: Layout): string {
  switch (l.kind) {
    case 'fields': return `key${l.assign}value fields separated by ${sepName(l.separator)}`;
    case 'tokens': return `values by position, separated by ${sepName(l.separator)}`;
    case 'lines': return 'one value per line, by position';
    case 'json': return 'one JSON document';
    case 'text': return 'the whole text';
  }
}

function where(evidence: readonly Evidence[], max = 4): string {
  const seen: string[] = [];
  for (const e of evidence) {
    const s = `${e.loc.file}:${e.loc.line}`;
    if (!seen.includes(s)) seen.push(s);
  }
  const more = seen.length > max ? ` (+${seen.length - max} more)` : '';
  return seen.slice(0, max).join(', ') + more;
}

function fieldLine(f: Field): string[] {
  const name = f.key ?? (f.position ? `#${f.position.value}` : '(whole output)');
  const parts: string[] = [];
  if (f.shape) parts.push(describeShape(f.shape.value));
  if (f.vocabulary.length) parts.push(`vocabulary ${f.vocabulary.map((v) => JSON.stringify(v.value)).join(' ')}`);
  parts.push(f.required ? 'required' : 'optional');
  if (f.key !== null && f.position) parts.push(`position ${f.position.value}`);
  if (f.magnitude) parts.push(`up to ${plural(f.magnitude.value, 'digit')}`);
  if (f.caseInsensitive?.length) parts.push('case-insensitive');
  if (f.respelled) parts.push(`spaces of names written as ${JSON.stringify(f.respelled.value)}`);
  if (f.folded) parts.push(`compared with the oracle's own texts in ${f.folded.value} case`);
  const lines = [`    ${name}: ${parts.join(', ')}`];
  const ev: [string, readonly Evidence[]][] = [['read at', f.presence]];
  if (f.shape) ev.push(['shape from', f.shape.evidence]);
  for (const v of f.vocabulary) ev.push([`${JSON.stringify(v.value)} at`, v.evidence]);
  if (f.magnitude) ev.push(['magnitude from', f.magnitude.evidence]);
  for (const [label, e] of ev) if (e.length) lines.push(`      ${label} ${where(e)}`);
  return lines;
}

/** The text rendering: one block per operation. */
export function formatContractsText(ops: readonly OperationContract[]): string {
  const out: string[] = [];
  for (const op of ops) {
    out.push(`${op.operation}${op.oracle ? ` (${op.oracle})` : ''}`);
    const c = op.contract;
    if (!c) {
      out.push('  no oracle', '');
      continue;
    }
    for (const p of c.problems) out.push(`  problem (${p.kind}) ${p.loc.file}:${p.loc.line}:${p.loc.column}: ${p.message}`);
    out.push(`  layout: ${c.layout ? `${describeLayout(c.layout.value)}  [${where(c.layout.evidence, 2)}]` : 'not determined'}`);
    if (c.fields.length) {
      out.push('  fields:');
      for (const f of c.fields) out.push(...fieldLine(f));
    }
    if (c.sortedLines?.length) out.push(`  order: lines sorted alphabetically  [${where(c.sortedLines, 3)}]`);
    if (c.ownOrder?.length) out.push(`  order: lines in an order of the oracle's own  [${where(c.ownOrder, 3)}]`);
    if (c.headerLine?.length) out.push(`  header: a first line the oracle drops before the rows  [${where(c.headerLine, 3)}]`);
    if (c.modelOrder) out.push(`  order: lines in the order of the oracle's own sorted list (${c.modelOrder.alphabetical ? 'alphabetical' : 'its comparator'})  [${where(c.modelOrder.evidence, 3)}]`);
    if (c.blankLineBlocks?.length) out.push(`  blocks: separated by a blank line  [${where(c.blankLineBlocks, 3)}]`);
    if (c.fixedColumns) out.push(`  columns: fixed-width, characters ${columnSpans(c.fixedColumns.columns).join(', ')}  [${where(c.fixedColumns.evidence, 3)}]`);
    for (const e of c.exit) out.push(`  exit: ${e.status === 'nonzero' ? 'nonzero' : e.status}${e.when ? ` on ${e.when}` : ''}  [${where(e.evidence, 3)}]`);
    for (const s of c.stderr) out.push(`  stderr: ${s.expect}${s.pattern !== undefined ? ` ${JSON.stringify(s.pattern)}` : ''}${s.when ? ` on ${s.when}` : ''}  [${where(s.evidence, 3)}]`);
    for (const d of c.input) {
      const extra = [d.magnitude ? `numbers up to ${plural(d.magnitude.value, 'digit')}` : '', d.size ? `up to ${plural(d.size.value, d.channel === 'stdin' ? 'line' : 'argument')} in one run` : '', d.depth ? `linked ${d.depth.value} deep` : ''].filter(Boolean).join(', ');
      out.push(`  input on ${d.channel}${extra ? ` (${extra})` : ''}:`);
      for (const l of d.lines) out.push(`    ${l.parts.map(describeShape).join(' ')}   e.g. ${JSON.stringify(l.example)}${l.refused ? '  (must be refused)' : ''}`);
      if (d.comments?.length) out.push(`    comment lines, skipped   e.g. ${JSON.stringify(d.skippedExamples?.comments ?? '#')}  [${where(d.comments, 3)}]`);
      if (d.header?.length) out.push(`    a header row, skipped   e.g. ${JSON.stringify(d.skippedExamples?.header ?? '')}  [${where(d.header, 3)}]`);
      if (d.blankLines?.length) out.push(`    blank lines between records, skipped  [${where(d.blankLines, 3)}]`);
    }
    for (const e of c.caseVariants ?? []) out.push(`  input case rule judged: ${e.via ?? 'one word fed in two cases'} (${e.check ?? 'a check'})  [${e.loc.file}:${e.loc.line}]`);
    const weak = c.checks.filter((k) => !k.canFail);
    const blind = c.checks.filter((k) => k.canFail && !k.assertsExit && k.reads.length > 0);
    out.push(`  checks: ${c.checks.length}`);
    for (const k of weak) out.push(`    cannot fail: ${k.name} (${k.cannotFailReason ?? 'no reason'})  [${k.loc.file}:${k.loc.line}]`);
    for (const k of blind) out.push(`    ignores the exit status: ${k.name} (reads ${k.reads.join(', ')})`);
    out.push('');
  }
  return out.join('\n');
}

/** The JSON rendering: `{ operations: [{ operation, oracle, contract }] }`. */
export function formatContractsJson(ops: readonly OperationContract[]): string {
  return `${JSON.stringify({ operations: ops }, null, 2)}\n`;
}

