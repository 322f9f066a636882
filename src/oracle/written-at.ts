// Where the text of a fed input line is written in the oracle: the string literal holding it, not the call that feeds it.
import type { SourceLocation } from '../contract/types.js';
import { escapeRegExp } from '../text/escape-regexp.js';

const OPENS = new Set(["'", '"', '`']);

/** True when what comes before a place in a row starts a string or a line of one there (a quote, or `\n` written in it). */
function opensString(before: string): boolean {
  return OPENS.has(before.slice(-1)) || before.endsWith('\\n');
}

/** True when `text` at `at` in `row` stands as a whole string (or a whole line of one): quotes, `\n` or the row's edges around it. */
function standsAlone(row: string, at: number, text: string): boolean {
  const before = row.slice(0, at);
  const after = row.slice(at + text.length);
  const opens = opensString(before) || before.trim() === '';
  const closes = OPENS.has(after[0] ?? '') || after.startsWith('\\n') || after.startsWith('\\r') || after.trim() === '';
  return opens && closes;
}

/**
 * The place in `source` between rows `fromLine` and `toLine` (1-based, inclusive) where `text` is written as a string
 * or a line of one (`'2024-03-02 -'` in an array joined before the call that feeds it); null when it is not written
 * there whole (built from parts) or only on `toLine`, the feeding call's own line.
 */
export function writtenAt(source: string, file: string, text: string, fromLine: number, toLine: number): SourceLocation | null {
  if (text.length < 2 || toLine <= fromLine) return null;
  let asParts: RegExp | null | undefined;
  let start = 0;
  for (let line = 1; line < fromLine; line++) {
    start = source.indexOf('\n', start) + 1;
    if (start === 0) return null;
  }
  for (let line = fromLine; line < toLine; line++) {
    const end = source.indexOf('\n', start);
    const row = source.slice(start, end < 0 ? undefined : end);
    for (let at = row.indexOf(text); at >= 0; at = row.indexOf(text, at + 1)) {
      if (standsAlone(row, at, text)) return { file, line, column: at + 1 };
    }
    const parts = (asParts ??= partsPattern(text))?.exec(row);
    if (parts) return { file, line, column: parts.index + 1 };
    if (end < 0) break;
    start = end + 1;
  }
  return null;
}

/**
 * The place between rows `fromLine` and `toLine` (1-based, inclusive) where a string starts with `text` (`# family` of
 * `` `# family ${f + 1}\n` ``): the line of a generated text whose start is known; null when none does.
 */
export function startWrittenAt(source: string, file: string, text: string, fromLine: number, toLine: number): SourceLocation | null {
  if (text.length < 2) return null;
  const rows = source.split('\n');
  for (let line = Math.max(1, fromLine); line <= Math.min(toLine, rows.length); line++) {
    const row = rows[line - 1]!;
    for (let at = row.indexOf(text); at >= 0; at = row.indexOf(text, at + 1)) {
      if (opensString(row.slice(0, at))) return { file, line, column: at + 1 };
    }
  }
  return null;
}

/** The most words of a line looked for as strings of one row (see partsPattern). */
const MAX_PARTS = 16;

/**
 * The words of a line written as consecutive strings of a row (`['2024-04-03', '-', '5.5']`, joined by a space before
 * it is fed): null for a line of one word, or of characters a string literal would need to escape.
 */
function partsPattern(text: string): RegExp | null {
  const words = text.trim().split(' ');
  // (a row of literals holds a handful of words: a long generated line is written nowhere so)
  if (words.length < 2 || words.length > MAX_PARTS || words.some((w) => w === '' || /['"`\\]/.test(w))) return null;
  return new RegExp(words.map((w) => `['"\`]${escapeRegExp(w)}['"\`]`).join('\\s*,\\s*'));
}

/**
 * The place between rows `fromLine` and `toLine` (1-based, inclusive) where `word` is written as a word of some text
 * (`bf` in `'bf-206 40\n'`), spelled exactly so; null when it is not.
 */
export function wordWrittenAt(source: string, file: string, word: string, fromLine: number, toLine: number): SourceLocation | null {
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'u');
  const rows = source.split('\n');
  for (let line = Math.max(1, fromLine); line <= Math.min(toLine, rows.length); line++) {
    const m = re.exec(rows[line - 1]!);
    if (m) return { file, line, column: m.index + 1 };
  }
  return null;
}

/**
 * A blank line written into a fed text: an empty string as an array item or pushed (`['# drinks', 'A1 1.25', '', ...]`,
 * `lines.push('')`), or two line breaks in a string (`'3\n\nW1 6'`, `.join('\n\n')`).
 */
const BLANK_WRITTEN = /(?:^|[[,])\s*(['"`])\1\s*(?:[,\]]|$)|\bpush\(\s*(['"`])\2\s*\)|(?:\\r)?\\n[ \t]*(?:\\r)?\\n/;

/** The first row between `fromLine` and `toLine` (1-based, inclusive) where a blank line of fed input is written; null when none is. */
export function blankWrittenAt(source: string, file: string, fromLine: number, toLine: number): SourceLocation | null {
  const rows = source.split('\n');
  for (let line = Math.max(1, fromLine); line <= Math.min(toLine, rows.length); line++) {
    const m = BLANK_WRITTEN.exec(rows[line - 1]!);
    // (at the empty string or the first line break, not at the comma before it)
    if (m) return { file, line, column: m.index + m[0].search(/['"`\\]/) + 1 };
  }
  return null;
}
