// Which operation's finding a conflict of list separators is (conflicting-key-type and unpublished-shape ask the same).
import { compatibleShapes } from '../contract/conflicts.js';
import type { KeyTypeConflict } from '../contract/diff.js';
import type { RuleContext } from './rule.js';

/**
 * True when the conflict, for this operation, is one of list separators only (every other reading a list of elements
 * of the same kind, split on another separator) on a key this operation's statement never names. A reader who meets
 * the key here and knows the other operation's list follows its separator; one who never meets it gets no separator
 * from this statement at all, which is its own silence (unpublished-shape), not the suite's conflict.
 */
export function separatorSilence(ctx: Pick<RuleContext, 'operation' | 'diff'>, conflict: KeyTypeConflict): boolean {
  const mine = conflict.operations.find((o) => o.operation === ctx.operation);
  if (!mine || mine.shape.value.kind !== 'list') return false;
  const element = mine.shape.value.element;
  const separatorOnly = conflict.operations.every((o) => o === mine || (o.shape.value.kind === 'list' && compatibleShapes(o.shape.value.element, element)));
  return separatorOnly && ctx.diff.fields.some((f) => f.key === conflict.key && f.keyStatus === 'unpublished');
}
