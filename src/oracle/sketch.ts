// The sketch of a text the oracle builds but cannot fold (records drawn from a seeded generator): its own strings in
// order, each part it cannot fold written as UNFOLDED. What lies between the parts is then known: `a + '\n\n' + b`
// feeds a blank line between two blocks of records, `# week ${n}\n` + rows a comment line before them.
import { isCommentLine, type SkippedLines } from '../text/skipped-lines.js';
import type { AbstractValue } from './values.js';

/** Stands for a part of the text that is not folded (never written by an oracle into an input). */
export const UNFOLDED = '\u0000';
/** The longest sketch kept: a few lines of the oracle's own around the generated parts. */
const MAX_SKETCH = 2000;

/** What a part contributes to a sketch: a constant's text, an unfolded text's sketch, or UNFOLDED; undefined for output. */
export function sketchOf(v: AbstractValue): string | undefined {
  if (v.k === 'const') return typeof v.v === 'string' || typeof v.v === 'number' || typeof v.v === 'bigint' ? String(v.v) : undefined;
  if (v.k === 'unknown') return v.tainted ? undefined : v.sketch ?? (v.head !== undefined ? v.head + UNFOLDED : UNFOLDED);
  return v.k === 'num' || v.k === 'text' || v.k === 'list' || v.k === 'mapped' ? undefined : UNFOLDED;
}

/**
 * The sketch of parts written one after another, when it tells something: it has an unfolded part and a line break
 * (a sketch without one says nothing about lines). Undefined otherwise, or when a part is output.
 */
export function sketchParts(parts: readonly (string | undefined)[]): string | undefined {
  let out = '';
  for (const p of parts) {
    if (p === undefined) return undefined;
    out += p;
    if (out.length > MAX_SKETCH) return undefined;
  }
  return out.includes(UNFOLDED) && out.includes('\n') ? out : undefined;
}

/** Something, a line holding only blanks, then something: an empty line between two parts of the text. */
const BLANK_BETWEEN = /[^\s][^\n]*\n[ \t]*\n\s*[^\s]/;

/**
 * The lines a sketched input holds besides its records: comment lines known from their start (`# week ` before the
 * week's number), and empty lines between two parts. Undefined when it holds neither.
 */
export function sketchSkipped(sketch: string): SkippedLines | undefined {
  const comments = sketch.split('\n').map((l) => l.trim()).filter((l) => isCommentLine(l.split(UNFOLDED).join('x')))
    .map((l) => l.split(UNFOLDED)[0]!.trim());
  const blank = BLANK_BETWEEN.test(sketch);
  return comments.length > 0 || blank ? { comments, blank } : undefined;
}
