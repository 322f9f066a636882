// Decides when a value's shape is really the layout of an output line: a positional line split into parts.
import type { Layout, Shape } from '../contract/types.js';

/**
 * True when `shape`, demanded of the keyless value `key` in layout `layout`, says how each output line splits into
 * parts (`<amount> <unit>` read by `line.split(' ')`): with values addressed by line, the parts of a line are the
 * output's layout, not a value's type. A line the statement names by position ("the items on the second line") is a
 * value: how it splits is that value's shape (`namedByStatement`).
 */
export function isLineStructure(key: string | null, shape: Shape | undefined, layout: Layout | undefined, namedByStatement: boolean): boolean {
  if (key !== null || namedByStatement || !shape) return false;
  // `line.split(':')` of `key: value` lines splits each line at the layout's own assign sign
  if (layout?.kind === 'fields') return shape.kind === 'pair' && shape.separator.trim() === layout.assign.trim() && shape.separator.trim() !== '';
  if (layout?.kind !== 'lines') return false;
  // a record on each line (`<amount> <unit>`) is how a line is laid out; a list on each line (`1,4,7`) is a value of list
  // shape, its separator and element an unpublished shape like any other value's
  return shape.kind === 'pair' && shape.separator !== '\n';
}
