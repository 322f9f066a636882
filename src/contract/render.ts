// Renders a contract back into oraclint's contract notation, and defines the part of a contract the notation can carry.
import type { ColumnSpan, Contract, ExitDemand, Field, InputDemand, InputLine, Layout, Shape, StderrDemand } from './types.js';

/** The parts of a contract the notation is written from. */
type Renderable = Pick<Contract, 'layout' | 'fields' | 'exit' | 'stderr' | 'caseInsensitive' | 'sortedLines' | 'modelOrder' | 'blankLineBlocks' | 'input'> & Partial<Pick<Contract, 'fixedColumns'>>;

/** The publishable part of a contract: what the notation carries, without evidence, checks or values bound to an input. */
export interface PublishableContract {
  layout?: Layout;
  fields: PublishableField[];
  exit: { status: number | 'nonzero'; when?: string }[];
  stderr: { expect: StderrDemand['expect']; pattern?: string; when?: string }[];
  caseInsensitive: boolean;
  sortedLines: boolean;
  blankLineBlocks: boolean;
  fixedColumns?: ColumnSpan[];
  input: PublishableInput[];
}

export interface PublishableField {
  key: string | null;
  required: boolean;
  position?: number;
  shape?: Shape;
  vocabulary: string[];
  caseInsensitive: boolean;
  magnitude?: number;
}

export interface PublishableInput {
  channel: InputDemand['channel'];
  lines: { parts: Shape[]; separator: string; example: string; refused: boolean }[];
  magnitude?: number;
  size?: number;
  crlf?: boolean;
  /** Kinds of line besides the records that the program skips. */
  skipped?: SkippedLineKind[];
}

export type SkippedLineKind = 'comments' | 'header' | 'blankLines';

/** The notation's sentence for each kind of line a program skips (the grammar's InputSentence). */
export const SKIPPED_SENTENCES: Record<SkippedLineKind, string> = {
  comments: 'Lines starting with `#` are comments.',
  header: 'A header line naming the columns comes before the records.',
  blankLines: 'Blank lines may stand between lines.',
};

/** Text that can stand inside backticks in the notation. */
const inCode = (s: string): boolean => s.length > 0 && !/[`\r\n]/.test(s);

/** A vocabulary token that may be published: no digit (a digit is bound to an input), and writable in backticks. */
export function isPublishableToken(token: string): boolean {
  return inCode(token) && !/[0-9]/.test(token);
}

function isPublishableSeparator(sep: string): boolean {
  return sep === ' ' || sep === '\n' || inCode(sep);
}

/** A shape the notation can write, or undefined. Patterns carrying a digit (outside a `{m,n}` quantifier) are bound to an input. */
export function publishableShape(shape: Shape): Shape | undefined {
  switch (shape.kind) {
    case 'list': {
      const element = publishableShape(shape.element);
      return element && isPublishableSeparator(shape.separator) ? { kind: 'list', separator: shape.separator, element } : undefined;
    }
    case 'pair': {
      const left = publishableShape(shape.left);
      const right = publishableShape(shape.right);
      return left && right && inCode(shape.separator) && !shape.separator.endsWith('B') ? { kind: 'pair', separator: shape.separator, left, right } : undefined;
    }
    case 'pattern':
      return !/[`\r\n]/.test(shape.source) && !/[0-9]/.test(shape.source.replace(/\{\d+(,\d*)?\}/g, '')) && /^[a-z]*$/.test(shape.flags)
        ? { kind: 'pattern', source: shape.source, flags: shape.flags }
        : undefined;
    case 'integer':
      if (shape.plus) return { kind: 'integer', signed: true, plus: true };
      return shape.signed === undefined ? { kind: 'integer' } : { kind: 'integer', signed: shape.signed };
    case 'decimal': {
      const places = shape.places !== undefined && Number.isInteger(shape.places) && shape.places >= 0 ? { places: shape.places } : {};
      return { kind: 'decimal', ...places, ...(shape.plus ? { plus: true as const } : {}) };
    }
    default:
      return { kind: shape.kind };
  }
}

function publishableLayout(layout: Layout): Layout | undefined {
  switch (layout.kind) {
    case 'fields':
      return inCode(layout.assign) && !layout.assign.includes('value`') && isPublishableSeparator(layout.separator)
        ? { kind: 'fields', assign: layout.assign, separator: layout.separator }
        : undefined;
    case 'tokens':
      return isPublishableSeparator(layout.separator) ? { kind: 'tokens', separator: layout.separator } : undefined;
    default:
      return { kind: layout.kind };
  }
}

/** A situation (`when`) as the notation can write it: one line, no sentence break, no final period. */
export function normaliseWhen(when: string | undefined): string | undefined {
  if (when === undefined) return undefined;
  const w = when.replace(/\s+/g, ' ').trim().replace(/\.+$/, '').replace(/\.(?=\s|$)/g, ',').trim();
  return w === '' ? undefined : w;
}

const positionOrder = (a: { position?: number }, b: { position?: number }): number => (a.position ?? Infinity) - (b.position ?? Infinity);

function publishableField(f: Field): PublishableField | undefined {
  if (f.key !== null && !inCode(f.key)) return undefined;
  const out: PublishableField = { key: f.key, required: f.required, vocabulary: [], caseInsensitive: Boolean(f.caseInsensitive?.length) };
  if (f.position && Number.isInteger(f.position.value) && f.position.value >= 0) out.position = f.position.value;
  const shape = f.shape && publishableShape(f.shape.value);
  if (shape) out.shape = shape;
  for (const t of f.vocabulary) if (isPublishableToken(t.value) && !out.vocabulary.includes(t.value)) out.vocabulary.push(t.value);
  if (f.magnitude && Number.isInteger(f.magnitude.value) && f.magnitude.value > 0) out.magnitude = f.magnitude.value;
  return out;
}

function publishableInputLine(line: InputLine): PublishableInput['lines'][number] | undefined {
  const parts = line.parts.map(publishableShape);
  if (parts.some((p) => p === undefined) || !isPublishableSeparator(line.separator)) return undefined;
  const example = isPublishableToken(line.example) ? line.example : '';
  return { parts: parts as Shape[], separator: line.separator, example, refused: Boolean(line.refused) };
}

function unique<T>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const k = JSON.stringify(i);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The publishable part of a contract, in the order the notation writes it (fields by position, then as listed). */
export function publishable(c: Renderable): PublishableContract {
  const out: PublishableContract = { fields: [], exit: [], stderr: [], caseInsensitive: Boolean(c.caseInsensitive?.length), sortedLines: Boolean(c.sortedLines?.length || c.modelOrder?.alphabetical), blankLineBlocks: Boolean(c.blankLineBlocks?.length), input: [] };
  const layout = c.layout && publishableLayout(c.layout.value);
  if (layout) out.layout = layout;
  if (c.fixedColumns?.columns.length) out.fixedColumns = c.fixedColumns.columns.map(({ start, end }) => (end === undefined ? { start } : { start, end }));
  out.fields = c.fields.map(publishableField).filter((f): f is PublishableField => f !== undefined);
  out.fields.sort(positionOrder);
  out.exit = unique(
    c.exit
      .filter((e) => e.status === 'nonzero' || (Number.isInteger(e.status) && e.status >= 0))
      .map((e) => {
        const when = normaliseWhen(e.when);
        return when === undefined ? { status: e.status } : { status: e.status, when };
      }),
  );
  out.stderr = unique(
    c.stderr
      .filter((s) => s.expect !== 'matches' || (s.pattern !== undefined && !/[`\r\n]/.test(s.pattern)))
      .map((s) => {
        const item: PublishableContract['stderr'][number] = { expect: s.expect };
        if (s.expect === 'matches') item.pattern = s.pattern;
        const when = normaliseWhen(s.when);
        if (when !== undefined) item.when = when;
        return item;
      }),
  );
  out.input = c.input.map((d) => {
    const item: PublishableInput = {
      channel: d.channel,
      lines: d.lines.map(publishableInputLine).filter((l): l is PublishableInput['lines'][number] => l !== undefined),
    };
    if (d.magnitude && Number.isInteger(d.magnitude.value) && d.magnitude.value > 0) item.magnitude = d.magnitude.value;
    if (d.size && Number.isInteger(d.size.value) && d.size.value > 0) item.size = d.size.value;
    if (d.crlf?.length) item.crlf = true;
    const skipped = (['comments', 'header', 'blankLines'] as const).filter((k) => d[k]?.length);
    if (skipped.length > 0) item.skipped = skipped;
    return item;
  });
  return out;
}

/** `31,269` (a whole number, thousands grouped as en-US writes them): without toLocaleString, whose ICU formatter costs more than the rest of rendering. */
export function groupThousands(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const formatNumber = groupThousands;

function renderSep(sep: string): string {
  return sep === ' ' ? 'spaces' : sep === '\n' ? 'newlines' : `\`${sep}\``;
}

const sameShape = (a: Shape, b: Shape): boolean => JSON.stringify(a) === JSON.stringify(b);

/** "an integer", "a list of words separated by `,`", ... */
export function renderShape(shape: Shape): string {
  switch (shape.kind) {
    case 'text':
      return 'text';
    case 'word':
      return 'a word';
    case 'integer':
      if (shape.plus) return 'an integer with its sign always written';
      return shape.signed === true ? 'a signed integer' : shape.signed === false ? 'a non-negative integer' : 'an integer';
    case 'decimal':
      if (shape.places === undefined) return shape.plus ? 'a decimal number with its sign always written' : 'a decimal number';
      return `a decimal number with ${formatNumber(shape.places)} ${shape.places === 1 ? 'digit' : 'digits'} after the point${shape.plus ? ' and its sign always written' : ''}`;
    case 'number':
      return 'a number';
    case 'list':
      return `a list of ${renderShapes(shape.element)} separated by ${renderSep(shape.separator)}`;
    case 'pair':
      return `a pair \`A${shape.separator}B\` of ${renderPairParts(shape)}`;
    case 'json':
      return shape.array ? 'a JSON array' : 'a JSON value';
    case 'pattern':
      return `text matching \`/${shape.source}/${shape.flags}\``;
  }
}

/** The plural form, for list elements: "integers", "pairs `A-B` of words". */
export function renderShapes(shape: Shape): string {
  switch (shape.kind) {
    case 'text':
      return 'pieces of text';
    case 'word':
      return 'words';
    case 'integer':
      if (shape.plus) return 'integers with their sign always written';
      return shape.signed === true ? 'signed integers' : shape.signed === false ? 'non-negative integers' : 'integers';
    case 'decimal':
      if (shape.places === undefined) return shape.plus ? 'decimal numbers with their sign always written' : 'decimal numbers';
      return `decimal numbers with ${formatNumber(shape.places)} ${shape.places === 1 ? 'digit' : 'digits'} after the point${shape.plus ? ' and their sign always written' : ''}`;
    case 'number':
      return 'numbers';
    case 'list':
      return `lists of ${renderShapes(shape.element)} separated by ${renderSep(shape.separator)}`;
    case 'pair':
      return `pairs \`A${shape.separator}B\` of ${renderPairParts(shape)}`;
    case 'json':
      return shape.array ? 'JSON arrays' : 'JSON values';
    case 'pattern':
      return `pieces of text matching \`/${shape.source}/${shape.flags}\``;
  }
}

function renderPairParts(shape: Extract<Shape, { kind: 'pair' }>): string {
  return sameShape(shape.left, shape.right) ? renderShapes(shape.left) : `${renderShape(shape.left)} and ${renderShape(shape.right)}`;
}

function renderTokens(tokens: string[]): string {
  const coded = tokens.map((t) => `\`${t}\``);
  return coded.length === 1 ? coded[0] : `${coded.slice(0, -1).join(', ')} or ${coded[coded.length - 1]}`;
}

function renderLayout(layout: Layout | undefined, anyOrder: boolean): string {
  const order = anyOrder ? ', in any order' : '';
  if (!layout) return 'The output has these parts.';
  switch (layout.kind) {
    case 'fields':
      return layout.separator === '\n'
        ? `One \`key${layout.assign}value\` field per line${order}.`
        : `One line of \`key${layout.assign}value\` fields, separated by ${renderSep(layout.separator)}${order}.`;
    case 'lines':
      return 'One value per line.';
    case 'tokens':
      return `Values separated by ${renderSep(layout.separator)}.`;
    case 'json':
      return 'One JSON document.';
    case 'text':
      return 'The whole output is one value.';
  }
}

function renderField(f: PublishableField, layout: Layout | undefined): string {
  let name: string;
  const annotations: string[] = [];
  if (f.key !== null) {
    name = `\`${f.key}\``;
    if (f.position !== undefined) annotations.push(`position ${formatNumber(f.position + 1)}`);
  } else if (f.position !== undefined) {
    name = `${layout?.kind === 'lines' ? 'line' : 'value'} ${formatNumber(f.position + 1)}`;
  } else name = 'the whole output';
  if (!f.required) annotations.unshift('optional');
  let line = `- ${name}${annotations.length ? ` (${annotations.join(', ')})` : ''}`;
  const clauses: string[] = [];
  if (f.magnitude !== undefined) clauses.push(`, up to ${formatNumber(f.magnitude)} digits`);
  if (f.caseInsensitive) clauses.push(', in any letter case');
  let desc: string | undefined;
  if (f.shape && f.vocabulary.length > 0) {
    desc = f.shape.kind === 'word' || f.shape.kind === 'text' ? `${renderShape(f.shape)}: ${renderTokens(f.vocabulary)}` : `${renderShape(f.shape)}, or ${renderTokens(f.vocabulary)}`;
  } else if (f.shape) desc = renderShape(f.shape);
  else if (f.vocabulary.length > 0) desc = renderTokens(f.vocabulary);
  else if (clauses.length > 0) desc = 'any value';
  if (desc !== undefined) line += `: ${desc}${clauses.join('')}`;
  return line;
}

function renderWhen(when: string | undefined): string {
  return when === undefined ? '' : ` when ${when}`;
}

function renderExit(e: PublishableContract['exit'][number]): string {
  return `Exit status ${e.status === 'nonzero' ? 'non-zero' : formatNumber(e.status)}${renderWhen(e.when)}.`;
}

function renderStderr(s: PublishableContract['stderr'][number]): string {
  if (s.expect === 'empty') return `Nothing on stderr${renderWhen(s.when)}.`;
  if (s.expect === 'nonempty') return `An error message on stderr${renderWhen(s.when)}.`;
  return `Text on stderr matching \`/${s.pattern}/\`${renderWhen(s.when)}.`;
}

/** Joins paragraphs (groups of lines) with blank lines, skipping empty groups. */
function paragraphs(groups: string[][]): string {
  return groups.filter((g) => g.length > 0).map((g) => g.join('\n')).join('\n\n');
}

/** The notation block of a `## Output` section (without the heading), lines joined with `\n`, no final newline. */
export function renderOutputSection(contract: Renderable): string {
  const p = publishable(contract);
  const anyOrder = p.layout?.kind === 'fields' && p.fields.every((f) => f.position === undefined);
  const sentences = [...p.exit.map(renderExit), ...p.stderr.map(renderStderr)];
  if (p.caseInsensitive) sentences.push('Letter case does not matter.');
  if (p.sortedLines) sentences.push('Lines are sorted alphabetically.');
  if (p.blankLineBlocks) sentences.push('Blocks are separated by a blank line.');
  if (p.fixedColumns) sentences.push(renderColumns(p.fixedColumns));
  return paragraphs([[renderLayout(p.layout, anyOrder)], p.fields.map((f) => renderField(f, p.layout)), sentences]);
}

/** Each column as a reader counts its characters, from 1 with both ends included: `1-10`, `16 onwards`. */
export function columnSpans(columns: readonly ColumnSpan[]): string[] {
  return columns.map((c) => (c.end === undefined ? `${c.start + 1} onwards` : `${c.start + 1}-${c.end}`));
}

/** `Fixed-width columns: characters 1-10, 11-15, 16 onwards.` */
export function renderColumns(columns: readonly ColumnSpan[]): string {
  return `Fixed-width columns: characters ${columnSpans(columns).join(', ')}.`;
}

function renderInputLine(l: PublishableInput['lines'][number]): string {
  const parts =
    l.parts.length === 0
      ? 'an empty line'
      : l.parts.length === 1
        ? renderShape(l.parts[0])
        : `${l.parts.slice(0, -1).map(renderShape).join(', ')} and ${renderShape(l.parts[l.parts.length - 1])}`;
  return `- ${l.refused ? 'refused: ' : ''}${parts}, separated by ${renderSep(l.separator)}${l.example ? `, like \`${l.example}\`` : ''}.`;
}

/** The notation block of a `## Input` section (without the heading); empty when the contract says nothing about input. */
export function renderInputSection(contract: Renderable): string {
  const p = publishable(contract);
  return p.input
    .map((d) => {
      const sentences: string[] = [];
      if (d.magnitude !== undefined) sentences.push(`Numbers of up to ${formatNumber(d.magnitude)} digits.`);
      if (d.size !== undefined) sentences.push(`Up to ${formatNumber(d.size)} ${d.channel === 'args' ? 'arguments' : 'lines'}.`);
      if (d.crlf) sentences.push('Lines may end with CRLF.');
      for (const k of d.skipped ?? []) sentences.push(SKIPPED_SENTENCES[k]);
      const header = d.channel === 'stdin' ? 'Lines on stdin:' : 'Command-line arguments:';
      return paragraphs([[header, ...d.lines.map(renderInputLine)], sentences.length ? [sentences.join(' ')] : []]);
    })
    .join('\n\n');
}

// Single lines, for texts that suggest what to publish (a lint finding's `fix`): each parses as one line of the notation.

/** The layout line for `layout` (`One line of \`key=value\` fields, separated by spaces, in any order.`). */
export function renderLayoutLine(layout: Layout | undefined): string {
  const p = layout && publishableLayout(layout);
  return renderLayout(p, p?.kind === 'fields');
}

/** The bullet for one field (`- \`edges\`: a list of pairs \`A-B\` of words separated by \`,\``); undefined when the notation cannot carry it. */
export function renderFieldBullet(field: Field, layout?: Layout): string | undefined {
  const f = publishableField(field);
  return f && renderField(f, layout && publishableLayout(layout));
}

/** `Exit status non-zero when SITUATION.` */
export function renderExitSentence(exit: ExitDemand): string {
  const when = normaliseWhen(exit.when);
  return renderExit(when === undefined ? { status: exit.status } : { status: exit.status, when });
}

/** `An error message on stderr when SITUATION.` and the like. */
export function renderStderrSentence(stderr: StderrDemand): string {
  const when = normaliseWhen(stderr.when);
  return renderStderr({ expect: stderr.expect, ...(stderr.pattern !== undefined ? { pattern: stderr.pattern } : {}), ...(when !== undefined ? { when } : {}) });
}
