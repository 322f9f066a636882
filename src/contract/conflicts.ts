// Finds keys that different operations of one suite read with incompatible types (`edges`: a list of pairs here, a count there).
import type { Contract, Evidence, Shape } from './types.js';

/** One operation's reading of a key. */
export interface KeyReading {
  operation: string;
  shape: Shape;
  evidence: Evidence[];
}

/** A key read with two or more incompatible types across the suite; `readings` has every operation's reading of it. */
export interface KeyTypeConflict {
  key: string;
  readings: KeyReading[];
}

const NUMERIC = new Set(['integer', 'decimal', 'number']);

/**
 * True when the two shapes are the same type. `text` and `pattern` constrain too little to disagree; `number` agrees
 * with any numeric shape; lists agree when their elements do and pairs when their parts do. A list split on `,` in one
 * operation and on spaces in another is the same type written two ways: each statement publishes its own separator.
 */
export function compatibleShapes(a: Shape, b: Shape): boolean {
  if (a.kind === 'text' || b.kind === 'text' || a.kind === 'pattern' || b.kind === 'pattern') return true;
  if (NUMERIC.has(a.kind) && NUMERIC.has(b.kind)) return a.kind === b.kind || a.kind === 'number' || b.kind === 'number';
  if (a.kind === 'list' && b.kind === 'list') return compatibleShapes(a.element, b.element);
  if (a.kind === 'pair' && b.kind === 'pair') return compatibleShapes(a.left, b.left) && compatibleShapes(a.right, b.right);
  return a.kind === b.kind;
}

/** What compatibleShapes reads of a shape: its kind, and the kinds of a list's element and a pair's parts. */
function kindSignature(s: Shape): string {
  if (s.kind === 'list') return `list(${kindSignature(s.element)})`;
  if (s.kind === 'pair') return `pair(${kindSignature(s.left)},${kindSignature(s.right)})`;
  return s.kind;
}

/**
 * Keys whose shapes disagree between operations (pure). Positional values (`key: null`) are not compared:
 * they are addressed by position, not by a name the suite shares.
 */
export function findKeyTypeConflicts(enforcedByOperation: Map<string, Contract>): KeyTypeConflict[] {
  const byKey = new Map<string, KeyReading[]>();
  for (const [operation, contract] of enforcedByOperation) {
    for (const field of contract.fields) {
      if (field.key === null || !field.shape) continue;
      const readings = byKey.get(field.key) ?? [];
      // operations come one at a time, so an earlier reading of this operation's is the last one
      if (readings.length > 0 && readings[readings.length - 1].operation === operation) continue;
      readings.push({ operation, shape: field.shape.value, evidence: field.shape.evidence });
      byKey.set(field.key, readings);
    }
  }
  const conflicts: KeyTypeConflict[] = [];
  for (const [key, readings] of byKey) {
    // compatibleShapes reads only the kinds (of elements and parts too): one reading of each is enough to compare, so a
    // key every one of 1,000 operations reads costs a few comparisons, not half a million
    const kinds = new Map<string, Shape>();
    for (const r of readings) {
      const k = kindSignature(r.shape);
      if (!kinds.has(k)) kinds.set(k, r.shape);
    }
    const distinct = [...kinds.values()];
    const disagree = distinct.some((a, i) => distinct.slice(i + 1).some((b) => !compatibleShapes(a, b)));
    if (disagree) conflicts.push({ key, readings });
  }
  return conflicts.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
