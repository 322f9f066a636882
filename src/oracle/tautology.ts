// A disjunction of two bounds on one value that every number satisfies: `ill <= 100 || ill >= 0` (meant as `&&`).
import type { AstNode } from './parse.js';

interface Bound {
  /** The comparison written as `value op limit` (`100 >= ill` is `ill <= 100`). */
  op: '<' | '<=' | '>' | '>=';
  limit: number;
  value: AstNode;
}

const FLIPPED = { '<': '>', '<=': '>=', '>': '<', '>=': '<=' } as const;
const POSITION_KEYS = new Set(['loc', 'range', 'start', 'end', 'parent']);

function numericLiteral(node: AstNode): number | null {
  if (node.type === 'Literal' && typeof node.value === 'number') return node.value;
  if (node.type === 'UnaryExpression' && node.operator === '-' && node.argument.type === 'Literal' && typeof node.argument.value === 'number') return -node.argument.value;
  return null;
}

function boundOf(node: AstNode): Bound | null {
  if (node.type !== 'BinaryExpression' || !(node.operator in FLIPPED)) return null;
  const op = node.operator as Bound['op'];
  const right = numericLiteral(node.right);
  if (right !== null && numericLiteral(node.left) === null) return { op, limit: right, value: node.left };
  const left = numericLiteral(node.left);
  if (left !== null && right === null) return { op: FLIPPED[op], limit: left, value: node.right };
  return null;
}

/** Structural equality of two expressions, positions aside: `ill` and `ill`, `o.count` and `o.count`. */
function sameExpression(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((k) => !POSITION_KEYS.has(k));
  const keysB = Object.keys(b).filter((k) => !POSITION_KEYS.has(k));
  if (keysA.length !== keysB.length) return false;
  return keysA.every((k) => sameExpression((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

function rendered(node: AstNode): string {
  if (node.type === 'Identifier') return node.name as string;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
    const object = rendered(node.object);
    return object === 'the value' ? object : `${object}.${node.property.name as string}`;
  }
  return 'the value';
}

/**
 * When `left || right` bounds one expression from below and from above so that every number satisfies one of them,
 * the reason a check asserting it cannot fail, quoting the disjunction; otherwise null. NaN satisfies neither, so such a
 * check still demands a number, but no wrong number fails it.
 */
export function coversEveryNumber(left: AstNode, right: AstNode): string | null {
  const a = boundOf(left);
  const b = boundOf(right);
  if (!a || !b || !sameExpression(a.value, b.value)) return null;
  const below = (x: Bound) => x.op === '<' || x.op === '<=';
  if (below(a) === below(b)) return null;
  const [upTo, from] = below(a) ? [a, b] : [b, a];
  const covers = from.limit < upTo.limit || (from.limit === upTo.limit && (from.op === '>=' || upTo.op === '<='));
  if (!covers) return null;
  const name = rendered(a.value);
  return `its assertions hold for every number (\`${name} ${a.op} ${a.limit} || ${name} ${b.op} ${b.limit}\`)`;
}
