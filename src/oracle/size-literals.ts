// Where a check writes the size of a large input (`const n = 2500`, `Array.from({ length: 4999 })`, `power(3, 65536)`):
// the number a reader changes to make the input smaller, which is where a demand for a large input is best shown.
import type { SizeLiteral } from '../contract/types.js';

// strings and line comments on one row: their digits are text, not sizes (a date `'2024-06-01'`, a test name)
const TEXT = /'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`|\/\/.*$/g;
// a whole number standing alone: not part of a name, a decimal (`2.5`) or an exponent (`1e3`)
const WHOLE = /(?<![\w.$])\d[\d_]*(?![\w.])/g;

/** The whole-number literals of at least `min` written on rows `fromLine` to `toLine` (1-based, inclusive) of `rows`. */
export function sizeLiterals(rows: readonly string[], file: string, fromLine: number, toLine: number, min: number): SizeLiteral[] {
  const out: SizeLiteral[] = [];
  for (let line = Math.max(1, fromLine); line <= Math.min(toLine, rows.length); line++) {
    // (blanked to spaces, so columns stay where they are)
    const code = rows[line - 1]!.replace(TEXT, (m) => ' '.repeat(m.length));
    for (const m of code.matchAll(WHOLE)) {
      const value = Number(m[0].replaceAll('_', ''));
      if (value >= min) out.push({ value, loc: { file, line, column: m.index + 1 } });
    }
  }
  return out;
}
