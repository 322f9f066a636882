// Lines an input holds besides its records, which a program has to know to skip: comment lines (`# morning shift`),
// blank lines between records, and a header row naming the columns (`day ammonia nitrite nitrate` above rows of
// numbers). Oracle and statement find them alike: what the oracle feeds, and what an example input shows.

/** A comment line, trimmed: `#` or `//`, a space, then text (`#.#.` is a row of a grid, `#12` a number, `//` a path). */
const COMMENT_LINE = /^(?:#|\/\/)\s+\S/;
/**
 * A column name of a header row: a word in small letters (`start`, `on_scene`); names (`Rosa Li`, `Avon Brent`) and codes
 * in capitals (`FWD START`) are data.
 */
const COLUMN_NAME = /^\p{Ll}[\p{Ll}_-]*$/u;
/** A record: two parts or more, one with a digit (`paper 80 2`, `F1,08:00,09:30,200`). */
const RECORD = /^(?=.*\d)\S+[\s,;|]+\S/;

export interface SkippedLines {
  /** Comment lines, trimmed, in the order fed. */
  comments: string[];
  /** True when an empty (or blank) line stands between two records (lines of text hold blank lines of their own). */
  blank: boolean;
  /** The header row, trimmed, when one heads the records. */
  header?: string;
}

export function isCommentLine(trimmed: string): boolean {
  return COMMENT_LINE.test(trimmed);
}

/** A line's columns: at commas when it has no spaces (`feeder,start,end`), else at `;`, `|` or whitespace. */
function columns(trimmed: string): string[] {
  if (/^[^\s,]+(?:,[^\s,]+)+$/.test(trimmed)) return trimmed.split(',');
  for (const sep of [';', '|', '\t']) if (trimmed.includes(sep)) return trimmed.split(sep).map((p) => p.trim());
  return trimmed.split(/\s+/);
}

/**
 * The header row of `records` (trimmed lines that are neither blank nor comments): a line of three or more column names
 * followed by a record of as many columns with a digit in one, and seen once. It is the first record, or follows only
 * lines of one number each (a count of what comes next).
 */
function headerOf(records: readonly string[]): string | undefined {
  let i = 0;
  while (i < records.length - 1 && /^\d+$/.test(records[i]!)) i++;
  const head = records[i];
  const next = records[i + 1];
  if (head === undefined || next === undefined) return undefined;
  const names = columns(head);
  if (names.length < 3 || !names.every((n) => COLUMN_NAME.test(n))) return undefined;
  const row = columns(next);
  if (row.length !== names.length || !row.some((p) => /\d/.test(p))) return undefined;
  return records.indexOf(head, i + 1) < 0 ? head : undefined;
}

/** What `trimmed` (an input's lines, each trimmed) holds besides its records. */
export function skippedLines(trimmed: readonly string[]): SkippedLines {
  const comments = trimmed.filter(isCommentLine);
  const records = trimmed.filter((l) => l !== '' && !isCommentLine(l));
  const filled = trimmed.map((l) => l !== '');
  const first = filled.indexOf(true);
  const last = filled.lastIndexOf(true);
  const header = headerOf(records);
  // (between lines of text, a blank line is part of the text: a paragraph break, a line of its own to process)
  const blank = first >= 0 && filled.slice(first, last + 1).includes(false) && records.every((r) => r === header || RECORD.test(r));
  // an input of comments alone (a Markdown heading, a shell script's first line) is one to read, not to skip
  const out: SkippedLines = { comments: records.length > 0 ? comments : [], blank };
  if (header !== undefined) out.header = header;
  return out;
}
