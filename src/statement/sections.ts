// Locates a statement's `## Input` / `## Output` sections and the notation block inside each, as string offsets.
import { parseMarkdown } from '../vendor/markdown.js';
import type { Root, RootContent, Heading } from 'mdast';
import { isInputHeader, isLayoutLine, isNotationBullet } from './notation.js';

/** A range of the statement text, in string offsets (UTF-16 code units, as `String.prototype.slice` takes them). */
export interface TextRange {
  start: number;
  end: number;
}

/** The notation block of a section: whole lines, from the layout line (or input header) to the last non-blank line. */
export interface NotationBlock extends TextRange {
  /** 1-based line of the block's first line. */
  line: number;
}

/** One `## Input` or `## Output` section. */
export interface StatementSection {
  kind: 'input' | 'output';
  /** Offset of the heading's `#`. */
  headingStart: number;
  /** Offset just after the heading line and its line ending. */
  bodyStart: number;
  /** Offset where the next heading of depth 1-2 starts, or the end of the text. */
  end: number;
  /** 1-based line of the heading. */
  headingLine: number;
  notation?: NotationBlock;
}

/** The Markdown structure oraclint reads and rewrites. */
export interface StatementStructure {
  text: string;
  tree: Root;
  /** The line ending the statement mostly uses. */
  eol: '\r\n' | '\n';
  /** Offsets where each line starts. */
  lineStarts: number[];
  sections: StatementSection[];
  /** Offsets of every heading of depth 1-2 and where each starts (for placing a new section). */
  headings: { depth: number; start: number; title: string }[];
}

// Openers that mark an attempt at the notation even when the line does not parse (so its error is reported, not ignored).
const OUTPUT_OPENER = /^(One line of `|One `key|One value per line|Values separated by|One JSON document|The whole output is|The output has)/;
const INPUT_OPENER = /^(Lines on stdin|Command-line arguments)/;
/** How the lines after the first line of a block start; the block ends at the first line that starts otherwise. */
const OUTPUT_LINE = /^(- |Exit status|Nothing on stderr|An error message on stderr|Text on stderr|Letter case|Lines are sorted|Blocks are separated|Fixed-width columns:)/;
const INPUT_LINE = /^(- |Numbers of up to|Up to \d|Lines may end with CRLF|Lines starting with `#` are comments|A header line naming the columns|Blank lines may stand|Lines on stdin|Command-line arguments)/;

/** Offsets where each line of `text` starts. */
export function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** 1-based line and column of an offset. */
export function positionOf(lineStarts: number[], offset: number): { line: number; column: number } {
  let lo = 0;
  let hi = lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lineStarts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - lineStarts[lo] + 1 };
}

/** The plain text of a heading. */
export function headingTitle(node: Heading): string {
  const parts: string[] = [];
  const walk = (n: { type: string; value?: string; children?: unknown[] }): void => {
    if (typeof n.value === 'string') parts.push(n.value);
    for (const c of (n.children ?? []) as (typeof n)[]) walk(c);
  };
  walk(node as never);
  return parts.join('').trim();
}

function sectionKind(title: string): 'input' | 'output' | null {
  const first = /^([A-Za-z]+)/.exec(title)?.[1]?.toLowerCase();
  return first === 'input' ? 'input' : first === 'output' ? 'output' : null;
}

/** Parses the Markdown and finds the sections and their notation blocks. */
export function locateSections(text: string): StatementStructure {
  // micromark drops a leading byte order mark, so its offsets would run one short of ours: parse without it and shift back.
  const bom = text.startsWith('\uFEFF') ? 1 : 0;
  const tree = parseMarkdown(bom ? text.slice(1) : text);
  if (bom) shiftOffsets(tree, bom);
  const lineStarts = lineStartsOf(text);
  const crlf = (text.match(/\r\n/g) ?? []).length;
  const lf = (text.match(/\n/g) ?? []).length;
  const eol = crlf > 0 && crlf * 2 >= lf ? '\r\n' : '\n';
  const headings: StatementStructure['headings'] = [];
  const top = tree.children;
  for (const node of top) {
    if (node.type === 'heading' && node.depth <= 2) headings.push({ depth: node.depth, start: node.position!.start.offset!, title: headingTitle(node) });
  }
  const sections: StatementSection[] = [];
  top.forEach((node, index) => {
    if (node.type !== 'heading' || node.depth !== 2) return;
    const kind = sectionKind(headingTitle(node));
    if (!kind) return;
    const headingStart = node.position!.start.offset!;
    const headingEndLine = node.position!.end.line;
    const bodyStart = headingEndLine < lineStarts.length ? lineStarts[headingEndLine] : text.length;
    const next = top.slice(index + 1).find((n) => n.type === 'heading' && n.depth <= 2);
    const end = next ? next.position!.start.offset! : text.length;
    const section: StatementSection = { kind, headingStart, bodyStart, end, headingLine: node.position!.start.line };
    const inside = top.slice(index + 1).filter((n) => n.position!.start.offset! >= bodyStart && n.position!.start.offset! < end);
    const notation = findNotation(text, lineStarts, section, inside);
    if (notation) section.notation = notation;
    sections.push(section);
  });
  return { text, tree, eol, lineStarts, sections, headings };
}

function shiftOffsets(node: { position?: { start: { offset?: number; line: number; column: number }; end: { offset?: number; line: number; column: number } }; children?: unknown[] }, by: number): void {
  for (const point of node.position ? [node.position.start, node.position.end] : []) {
    if (point.offset !== undefined) point.offset += by;
    if (point.line === 1) point.column += by;
  }
  for (const child of (node.children ?? []) as (typeof node)[]) shiftOffsets(child, by);
}

function findNotation(text: string, lineStarts: number[], section: StatementSection, inside: RootContent[]): NotationBlock | undefined {
  const fences = inside.filter((n) => n.type === 'code' || n.type === 'html').map((n) => ({ start: n.position!.start.offset!, end: n.position!.end.offset! }));
  const inFence = (offset: number): boolean => fences.some((f) => offset >= f.start && offset < f.end);
  const first = positionOf(lineStarts, section.bodyStart).line;
  const last = positionOf(lineStarts, Math.max(section.bodyStart, section.end - 1)).line;
  const lineText = (n: number): string => {
    const s = lineStarts[n - 1];
    const e = n < lineStarts.length ? lineStarts[n] : text.length;
    return text.slice(s, e).replace(/\r?\n$/, '');
  };
  const isHeader = section.kind === 'output' ? isLayoutLine : isInputHeader;
  const opener = section.kind === 'output' ? OUTPUT_OPENER : INPUT_OPENER;
  for (let n = first; n <= last && lineStarts[n - 1] < section.end; n++) {
    if (inFence(lineStarts[n - 1])) continue;
    const line = lineText(n).trim();
    let recognised = isHeader(line);
    // ... but a header of prose bullets that name a value in backticks (`Command-line arguments:` then
    // ``- `--due TIME`: when the bike was due``) is prose: no notation bullet starts with a backtick
    if (recognised && section.kind === 'input') {
      let m = n + 1;
      while (m <= last && lineText(m).trim() === '') m++;
      if (m <= last && /^[-*+] `/.test(lineText(m).trim())) recognised = false;
    }
    // A line that opens like the notation and ends its sentence, followed by a bullet that *is* notation, is a notation
    // block with an error to report; prose that merely starts the same way, with prose bullets, is not.
    if (!recognised && opener.test(line) && /\.$/.test(line)) {
      for (let m = n + 1; m <= last && !recognised; m++) recognised = isNotationBullet(lineText(m).trim(), section.kind);
    }
    if (!recognised) continue;
    // The block runs while its lines read as notation lines (bullets and the notation's sentences), up to the end of the
    // section or a fenced block; prose after it (`One value per line.` then a sentence of prose) stays prose.
    const start = lineStarts[n - 1];
    const stop = Math.min(section.end, ...fences.filter((f) => f.start > start).map((f) => f.start));
    const continues = section.kind === 'output' ? OUTPUT_LINE : INPUT_LINE;
    let lastLine = n;
    for (let m = n + 1; m <= last && lineStarts[m - 1] < stop; m++) {
      const t = lineText(m).trim();
      if (t === '') continue;
      if (!continues.test(t)) break;
      lastLine = m;
    }
    const end = lastLine < lineStarts.length ? lineStarts[lastLine] : text.length;
    return { start, end: Math.min(end, section.end), line: n };
  }
  return undefined;
}
