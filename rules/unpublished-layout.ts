// unpublished-layout: how stdout is laid out (key=value, JSON, lines, field separator) is demanded but not published.
import { defineRule } from '../src/lint/rule.js';
import { describeLayout, describeShape, spelledByFedWords } from '../src/contract/diff.js';
import { listPlain, pickLoc } from '../src/lint/locate.js';
import { columnSpans, renderColumns } from '../src/contract/render.js';
import { fieldFix, layoutFix } from '../src/lint/fix-text.js';
import { isLineStructure } from '../src/lint/line-structure.js';
import { KEYED_LINE_POSITION, type Field, type Shape } from '../src/contract/types.js';

export default defineRule({
  id: 'unpublished-layout',
  meta: {
    description: 'The oracle parses stdout with a layout (key=value fields and their separator, JSON, one value per line) the statement never states or states differently.',
    severity: 'error',
    messages: {
      unpublished: 'The oracle parses stdout as {{demanded}}; the statement never shows the output layout. Publish: {{fix}}',
      weaker: 'The oracle parses stdout as {{demanded}}; the statement only says {{published}}. Publish: {{fix}}',
      contradicts: 'The oracle parses stdout as {{demanded}}; the statement shows {{published}}. Publish: {{fix}}',
      line: 'The oracle splits each output line into {{demanded}}; the statement never shows what a line holds. Publish: {{fix}}',
      blocks: 'The oracle cuts the output into blocks at blank lines and reads each block apart; the statement never shows or says that blocks are separated by a blank line. Publish: Blocks are separated by a blank line.',
      lineOrder: 'The oracle reads the `key=value` lines by their place in the output ({{places}}); {{published}}. Publish: Print the lines in this order: {{order}}.',
      columns: 'The oracle reads each output line at fixed character positions ({{columns}}); the statement never gives the widths of the columns, so a program that lines them up another way, or separates them by single spaces, is misread. Publish: {{fix}}',
      header: 'The oracle drops the first line of the output and reads the rows after it, as if a header line came first; the statement shows no such line, so a program that follows it loses its first row. Publish: {{fix}}',
      modelOrder: 'The oracle compares the output lines, in their order, with its own list of the answer sorted {{how}}; the statement never says in which order the lines come. Publish: {{fix}}',
      ownOrder: 'The oracle expects the output lines in an order of its own (it {{expected}}); the statement never says how lines are ordered. Publish: {{fix}}',
      sorted: 'The oracle expects the output lines in alphabetical order (it {{expected}}, where its input fed them in another order); the statement never says how lines are ordered. Publish: Lines are sorted alphabetically.',
    },
    docs: 'rules/docs/unpublished-layout.md',
  },
  check(ctx) {
    const sorted = ctx.diff.sortedLines;
    if (sorted?.status === 'unpublished') {
      ctx.report({
        messageId: 'sorted',
        // the evidence says what the check expects (`expects abe, mia, zoe in this order`)
        data: { expected: sorted.enforced[0]?.via ?? 'expects them sorted' },
        key: null,
        loc: pickLoc(sorted.enforced, ctx.enforced.file),
        fix: 'Lines are sorted alphabetically.',
      });
    }
    // (one order finding: words expected sorted already say it)
    const model = ctx.diff.modelOrder;
    if (model?.status === 'unpublished' && sorted?.status !== 'unpublished') {
      const at = model.enforced[0].loc.line;
      const fix = model.alphabetical ? 'Lines are sorted alphabetically.' : `In which order the lines are printed (the oracle sorts them at line ${at}).`;
      ctx.report({
        messageId: 'modelOrder',
        data: { how: model.alphabetical ? `alphabetically (line ${at})` : `by its own comparator (line ${at})`, fix },
        key: null,
        loc: pickLoc(model.enforced, ctx.enforced.file),
        fix,
      });
    }
    // (one order finding: a sorted model or words expected sorted already say it)
    const own = ctx.diff.ownOrder;
    if (own && sorted?.status !== 'unpublished' && model?.status !== 'unpublished') {
      const fix = 'In which order the lines are printed.';
      ctx.report({ messageId: 'ownOrder', data: { expected: own.enforced[0]?.via ?? 'expects another order', fix }, key: null, loc: pickLoc(own.enforced, ctx.enforced.file), fix });
    }
    const header = ctx.diff.headerLine;
    if (header) {
      const fix = 'The first line of the output is a header line, then one line per row (and show it in the example).';
      ctx.report({ messageId: 'header', data: { fix }, key: null, loc: pickLoc(header.enforced, ctx.enforced.file), fix });
    }
    const fixed = ctx.diff.fixedColumns;
    if (fixed) {
      const fix = renderColumns(fixed.columns);
      ctx.report({ messageId: 'columns', data: { columns: `characters ${listPlain(columnSpans(fixed.columns))}`, fix }, key: null, loc: pickLoc(fixed.enforced, ctx.enforced.file), fix });
    }
    reportLineOrder(ctx);
    const blocks = ctx.diff.blankLineBlocks;
    if (blocks?.status === 'unpublished') {
      ctx.report({ messageId: 'blocks', key: null, loc: pickLoc(blocks.enforced, ctx.enforced.file), fix: 'Blocks are separated by a blank line.' });
    }
    const l = ctx.diff.layout;
    if (!l.enforced || (l.status !== 'unpublished' && l.status !== 'weaker' && l.status !== 'contradicts')) {
      reportLineStructure(ctx);
      return;
    }
    const fix = layoutFix(l.enforced.value);
    ctx.report({
      messageId: l.status,
      data: { demanded: describeLayout(l.enforced.value), published: l.published ? describeLayout(l.published.value) : '', fix },
      key: null,
      loc: pickLoc(l.enforced.evidence, ctx.enforced.file),
      statementLoc: pickLoc(l.published?.evidence) ?? null,
      fix,
    });
  },
});

/**
 * One finding for `key=value` lines the oracle reads by their place (`lines[0].split('=')[0] === 'floors'`) when the
 * statement does not give that order: never, or another one.
 */
function reportLineOrder(ctx: Parameters<Parameters<typeof defineRule>[0]['check']>[0]): void {
  // (keys that are names the oracle fed come in the order it fed them: that order is the input's)
  const placed = ctx.diff.fields
    .filter((f) => f.key !== null && f.keyStatus !== 'input-bound' && !spelledByFedWords(f.key, ctx.diff.fedWords) && f.enforced.position?.evidence.every((e) => e.via === KEYED_LINE_POSITION))
    .sort((a, b) => a.enforced.position!.value - b.enforced.position!.value);
  if (placed.length < 2) return;
  const given = placed.filter((f) => f.published?.position !== undefined);
  if (given.length === placed.length && given.every((f) => f.published!.position!.value === f.enforced.position!.value)) return;
  if (given.length === 0 && !ANY_ORDER.test(ctx.published.text ?? '') && exampleShowsOrder(placed.map((f) => f.published))) return;
  const order = placed.map((f) => `\`${f.key}\``).join(', ');
  ctx.report({
    messageId: 'lineOrder',
    data: {
      places: placed.map((f) => `\`${f.key}\` on line ${f.enforced.position!.value + 1}`).join(', '),
      published: given.length > 0 ? 'the statement gives another order' : 'the statement never gives their order',
      order,
    },
    key: null,
    loc: pickLoc(placed[0]!.enforced.position!.evidence, ctx.enforced.file),
    fix: `Print the lines in this order: ${order}.`,
  });
}

/** Prose saying an order does not matter: an example's order is then one of many. */
const ANY_ORDER = /\bin any order\b|\border (?:does not|doesn't|do not|don't) matter\b/i;

/**
 * True when an example output shows every one of these keys, their lines in this order (the first line each is shown
 * on, in one example block after another): the reader copies that order.
 */
function exampleShowsOrder(fields: readonly (Field | undefined)[]): boolean {
  const lines = fields.map((f) => f?.presence.filter((e) => e.via === 'example output').map((e) => e.loc.line).sort((a, b) => a - b)[0]);
  if (lines.some((l) => l === undefined)) return false;
  return lines.every((l, i) => i === 0 || l! === lines[i - 1]! + 1);
}

/**
 * True when an example shows output lines in parts split as the oracle splits them, whatever shape prose gives their
 * numbers (`1     220.50     4.50` beside "amounts with two decimals" shows what a line holds; the oracle reads two parts
 * of it, of that line or of any other).
 */
function exampleShowsParts(published: readonly Field[], shape: Shape): boolean {
  if (shape.kind !== 'pair' && shape.kind !== 'list') return false;
  const sep = shape.separator;
  const parts = (text: string) => (sep === ' ' ? text.trim().split(/\s+/) : text.split(sep)).filter((p) => p !== '');
  return published.some((f) => f.key === null && (f.examples ?? []).some((e) => parts(e.value).length >= 2));
}

/** One finding for the parts of an output line the oracle splits (`<amount> <unit>`) when the statement never shows them. */
function reportLineStructure(ctx: Parameters<Parameters<typeof defineRule>[0]['check']>[0]): void {
  const layout = ctx.diff.layout.enforced?.value;
  // splitting `key: value` lines at their assign sign is the fields layout itself, judged above
  if (layout?.kind !== 'lines') return;
  const published = ctx.diff.layout.published?.value;
  // lines split at `=` where the statement shows `name=value` lines: what a line holds is the published fields layout
  const isPublishedField = (shape: Shape): boolean =>
    published?.kind === 'fields' && published.separator === '\n' && shape.kind === 'pair' && shape.separator.trim() === published.assign.trim() && shape.separator.trim() !== '';
  const lines = ctx.diff.fields.filter((f) => {
    const s = f.shape;
    return s.enforced && (s.status === 'unpublished' || s.status === 'weaker' || s.status === 'contradicts') && isLineStructure(f.key, s.enforced.value, layout, f.published !== undefined) && !isPublishedField(s.enforced.value)
      && !exampleShowsParts(ctx.published.fields, s.enforced.value);
  });
  if (lines.length === 0) return;
  const shape = lines[0].shape.enforced!;
  const fix = fieldFix(null, { shape: shape.value }, layout);
  ctx.report({
    messageId: 'line',
    data: { demanded: describeShape(shape.value), fix },
    key: null,
    loc: pickLoc(lines.flatMap((f) => f.shape.enforced!.evidence), ctx.enforced.file),
    statementLoc: pickLoc(ctx.diff.layout.published?.evidence) ?? null,
    fix,
  });
}
