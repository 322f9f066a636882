// Whether a printed value has a Contract shape, and which separator a candidate used for a list or pair.
import { fits, splitOn } from '../contract/fits.js';
import type { Separator, Shape } from '../contract/types.js';

/** The separators inference tries when a candidate's list or pair is not split the way the oracle splits it; longest first. */
export const CANDIDATE_SEPARATORS: readonly string[] = [' -> ', ', ', '->', '=>', '--', ',', ';', '|', ' ', '-', ':', '/'];

/** True when a value of this shape says something specific (a list, a pair, a pattern, fixed decimals), unlike any integer or word. */
export function isSpecific(shape: Shape): boolean {
  return shape.kind === 'list' || shape.kind === 'pair' || shape.kind === 'pattern' || (shape.kind === 'decimal' && shape.places !== undefined);
}

function containsSeparator(value: string, sep: Separator): boolean {
  return sep === ' ' ? /\s/.test(value.trim()) : value.includes(sep);
}

/**
 * The separator the candidate used between list elements in `values`, when it is not the enforced one: the first of
 * CANDIDATE_SEPARATORS that occurs in some value, splits every value into elements of `element` shape (allowing a
 * re-split pair separator, see `pairSeparatorOf`), and is not the enforced separator. Null when the values already
 * use the enforced separator or none fits.
 */
export function listSeparatorOf(values: readonly string[], shape: Extract<Shape, { kind: 'list' }>): string | null {
  const multi = values.filter((v) => v.trim() !== '');
  if (multi.some((v) => containsSeparator(v, shape.separator))) return null;
  for (const sep of CANDIDATE_SEPARATORS) {
    if (sep === shape.separator || (sep.trim() === '' && shape.separator === ' ')) continue;
    if (!multi.some((v) => v.includes(sep))) continue;
    const elements = multi.flatMap((v) => v.split(sep));
    if (elements.some((e) => e === '')) continue;
    if (elements.every((e) => fits(e, shape.element)) || (shape.element.kind === 'pair' && pairSeparatorOf(elements, shape.element) !== null)) return sep;
  }
  return null;
}

/** The separator the candidate used inside pair elements, when it is not the enforced one (`A:B` for `A-B`). */
export function pairSeparatorOf(elements: readonly string[], shape: Extract<Shape, { kind: 'pair' }>): string | null {
  if (elements.length === 0 || elements.every((e) => fits(e, shape))) return null;
  for (const sep of CANDIDATE_SEPARATORS) {
    if (sep === shape.separator) continue;
    const ok = elements.every((e) => {
      const parts = e.split(sep);
      return parts.length === 2 && fits(parts[0], shape.left) && fits(parts[1], shape.right);
    });
    if (ok) return sep;
  }
  return null;
}
