// Whether a statement says how a value is rounded: in the prose that names its key, or in a sentence of the Output
// section about values in general ("All amounts are rounded to two decimals").
import type { Contract, Field } from '../contract/types.js';
import { escapeRegExp } from '../text/escape-regexp.js';
import { ROUNDING_WORDS } from '../statement/prose.js';


/** Words that make a value a count, whole by its nature ("the number of loads", "how many trays"). */
const COUNT_WORDS = /\b(?:number of|how many|count(?:s|ed)?|index|position)\b/i;

/**
 * True when the statement says how the value of `key` is rounded (see above), or, for a whole number (`places` 0), that
 * it counts something; `published` is its published field, if any.
 */
export function roundingSaid(statement: Contract, key: string, published: Field | undefined, places: number): boolean {
  // places the prose or the notation gives the value (not an example's)
  if (published?.shape && published.shape.evidence.some((e) => e.via !== 'example output')) return true;
  const text = statement.text ?? '';
  const lines = text.split('\n');
  const leaf = key.replace(/^.*[.\]]/, '');
  const named = new RegExp(`(?<![\\w-])${escapeRegExp(leaf)}(?![\\w-])`);
  // a line naming the key and the line after it (a definition wraps)
  for (let i = 0; i < lines.length; i++) {
    if (!named.test(lines[i]!) || /^\s*(?:```|~~~)/.test(lines[i]!)) continue;
    const said = (line: string) => ROUNDING_WORDS.test(line) || (places === 0 && COUNT_WORDS.test(line));
    if (said(lines[i]!) || said(lines[i + 1] ?? '')) return true;
  }
  // a sentence of the Output section that names no key (found as the statement is read)
  return (statement.roundingSaid?.length ?? 0) > 0;
}
