// The names a statement gives the columns of its output rows: a row template written out (`<barrel> <toppings> <litres>`,
// `HIVE LOAD ACTION`, `HH:MM <drug> <dose>`) or a header row it names ("a header row `name tier concerts fee`").
import type { Nodes } from 'mdast';
import type { Contract, SourceLocation } from '../contract/types.js';
import type { StatementStructure } from './sections.js';

/** A placeholder for one value: `<drug>`, `<first name>`. */
const PLACEHOLDER = /^<([^<>]+)>$/;
/** A column named in capitals, as a row template writes it: `HIVE`, `DATE_OUT`. */
const CAPITAL_NAME = /^[A-Z][A-Z0-9_]+$/;
/** A format written in place of a value: `HH:MM`, `YYYY-MM-DD`. */
const FORMAT = /^[A-Z]{1,4}(?:[:\-./][A-Z]{1,4})+$/;
/** A lower-case column name of a header row the prose names. */
const HEADER_NAME = /^[a-z][a-z0-9_]*$/;
/** Prose naming a header row just before the backticked span that shows it. */
const HEADER_ROW_BEFORE = /\bheader(?: row| line)?(?: of)?\s*$/i;

/** The separators a row may be written with, tried in this order; a space stands for any run of blanks. */
const SEPARATORS: { split: RegExp; separator: string }[] = [
  { split: /\s*\|\s*/, separator: '|' },
  { split: /\t/, separator: '\t' },
  { split: /\s*,\s*/, separator: ',' },
  { split: /\s+/, separator: ' ' },
];

type Columns = NonNullable<Contract['columns']>;

/** The column names of one template line, or undefined when the line is not one. */
function templateColumns(line: string, headerRow: boolean, loc: SourceLocation): Columns | undefined {
  const text = line.trim();
  for (const { split, separator } of SEPARATORS) {
    const tokens = text.split(split);
    if (tokens.length < 2) continue;
    const names = tokens.map((t) => PLACEHOLDER.exec(t)?.[1] ?? (CAPITAL_NAME.test(t) || FORMAT.test(t) || (headerRow && HEADER_NAME.test(t)) ? t : undefined));
    if (names.some((n) => n === undefined)) return undefined;
    // (a format alone, `HH:MM YYYY-MM-DD`, names no column; two names do)
    if (tokens.filter((t) => !FORMAT.test(t)).length < 2) return undefined;
    return names.map((name, index) => ({ index, name: name!, separator, evidence: [{ loc, via: 'row template' }] }));
  }
  return undefined;
}

/**
 * The columns the `## Output` section names with a row template: the first fenced block of one line, or backticked span,
 * written as placeholders or capitals (`<section> <chair> <player>`), or the header row the prose names.
 */
export function readRowTemplate(structure: StatementStructure, at: (offset: number) => SourceLocation): Columns | undefined {
  const output = structure.sections.find((s) => s.kind === 'output');
  if (!output) return undefined;
  let found: Columns | undefined;
  const visit = (node: Nodes): void => {
    if (found) return;
    const start = node.position?.start.offset;
    if (start === undefined || node.position!.end.offset! <= output.bodyStart || start >= output.end) return;
    if (node.type === 'code' || node.type === 'inlineCode') {
      if (start < output.bodyStart) return;
      const lines = node.value.split('\n').filter((l) => l.trim() !== '');
      if (lines.length !== 1) return;
      const headerRow = node.type === 'inlineCode' && HEADER_ROW_BEFORE.test(structure.text.slice(Math.max(output.bodyStart, start - 40), start));
      // (at the template itself: a fenced block's line is below its fence)
      const line = structure.text.indexOf(lines[0]!, start);
      found = templateColumns(lines[0]!, headerRow, at(line < 0 ? start : line));
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(structure.tree as Nodes);
  return found;
}
