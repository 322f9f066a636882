// Zero padding an oracle demands of a value (`07`, `09:05`): read by the diff against the statement, and by the suite's
// key-type comparison, where `08:00` beside another operation's integer `peak` is two readings of one key.
import { escapeRegExp } from '../text/escape-regexp.js';
import type { Contract, Demanded, Field, Shape } from './types.js';

/** A number written with a leading zero inside a token (`07`, `1:32:05`, `2024-06-01`); `0` and `0.5` are not. */
export const PADDED = /(?:^|[^\d.])0\d/;
/** A regex source with a fixed-width digit group (`\d{2}`). */
export const FIXED_WIDTH = /\\d\{[2-9]\}/;

/**
 * Zero padding the oracle demands of a value it compares as text: a literal with a padded number (`'07'`), or a pattern
 * with a fixed-width digit group (`\d{2}`). Undefined when it demands none.
 */
export function paddingDemand(field: Field, enforced: Contract): Demanded<Shape> | undefined {
  const s = field.shape?.value;
  if (s?.kind === 'pattern' && FIXED_WIDTH.test(s.source)) return field.shape;
  const padded = field.vocabulary.filter((v) => PADDED.test(v.value));
  if (padded.length === 0) return undefined;
  // padding is of numbers (`07`, `09:05`, `2024-03-04`): not of rows of cells (`0111` beside `*211`) or log lines
  const numeric = (v: Demanded<string>) => /^[\d:.\-/]+$/.test(v.value);
  if (!field.vocabulary.every(numeric)) return undefined;
  // ... nor of values one comparison checks every line against (`got[i] !== model(t)`), when it expects words elsewhere
  const sites = new Set(padded.flatMap((v) => v.evidence.map((e) => `${e.loc.file}:${e.loc.line}:${e.loc.column}`)));
  const atSites = (v: Demanded<string>) => v.evidence.some((e) => sites.has(`${e.loc.file}:${e.loc.line}:${e.loc.column}`));
  if (field.key === null && enforced.fields.some((f) => f !== field && f.key === null && f.vocabulary.some((v) => atSites(v) && !numeric(v)))) return undefined;
  // the first padded literal, its digit runs as fixed widths: `07` -> `^\d{2}$`
  const source = `^${escapeRegExp(padded[0]!.value.replace(/\d/g, '0')).replace(/0+/g, (z) => `\\d{${z.length}}`)}$`;
  return { value: { kind: 'pattern', source, flags: '' }, evidence: padded.flatMap((v) => v.evidence) };
}
