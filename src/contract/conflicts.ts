// Finds keys that different operations of one suite read with incompatible types (`edges`: a list of pairs here, a count there).
import type { Contract, Demanded, Evidence, Field, Shape } from './types.js';
import { paddingDemand } from './padding.js';
import { compositeForm } from './composite-forms.js';
import { safeRegExp } from '../text/safe-regexp.js';

/** One operation's reading of a key. */
export interface KeyReading {
  operation: string;
  shape: Shape;
  evidence: Evidence[];
  /** The shape is the pattern of zero-padded literals the key is compared with (`'08:00'`): the oracle reads no other. */
  padded?: true;
  /** The reading is the operation's statement's, where its oracle reads the key with no shape (see findPublishedReadingConflicts). */
  published?: true;
}

/** A key read with two or more incompatible types across the suite; `readings` has every operation's reading of it. */
export interface KeyTypeConflict {
  key: string;
  readings: KeyReading[];
}

const NUMERIC = new Set(['integer', 'decimal', 'number']);

/** A list's separator as a reader tells it apart: `,` and `, ` are one (the space after a comma is layout). */
const listSeparator = (separator: string): string => (separator.trim() === '' ? ' ' : separator.trim());
/** (`?`: a separator the analysis could not fold, which disagrees with none) */
export const sameSeparator = (a: string, b: string): boolean => a === '?' || b === '?' || listSeparator(a) === listSeparator(b);

/** True when one of the example values shows a list of two items or more on `separator` (`spots=1,2,4`, not `spots=1`). */
export const showsTwoItems = (examples: readonly Demanded<string>[] | undefined, separator: string): boolean =>
  (examples ?? []).some((e) => e.value.split(separator).filter((part) => part.trim() !== '').length >= 2);

/**
 * True when the two shapes are the same type. `text` and `pattern` constrain too little to disagree; `number` agrees
 * with any numeric shape; lists agree when their elements and their separators do, and pairs when their parts do. A
 * list split on `,` in one operation and on spaces in another is written two ways: a statement that shows its own
 * separator settles it for its readers (conflicting-key-type asks), one that does not leaves them the other's.
 */
export function compatibleShapes(a: Shape, b: Shape, separators = true): boolean {
  if (a.kind === 'text' || b.kind === 'text' || a.kind === 'pattern' || b.kind === 'pattern') return true;
  // a JSON array is a list, however another operation writes its list
  if ((a.kind === 'json' && a.array) || (b.kind === 'json' && b.array)) return (a.kind === 'json' || a.kind === 'list') && (b.kind === 'json' || b.kind === 'list');
  if (NUMERIC.has(a.kind) && NUMERIC.has(b.kind)) return a.kind === b.kind || a.kind === 'number' || b.kind === 'number';
  if (a.kind === 'list' && b.kind === 'list') return (!separators || sameSeparator(a.separator, b.separator)) && compatibleShapes(a.element, b.element, separators);
  if (a.kind === 'pair' && b.kind === 'pair') return compatibleShapes(a.left, b.left, separators) && compatibleShapes(a.right, b.right, separators);
  return a.kind === b.kind;
}

/**
 * compatibleShapes, except that zero-padded literals compared as text (`'08:00'`) are another type than the numbers
 * another operation reads the key as when their pattern matches none of them; a pattern an oracle writes itself
 * (`assert.match(out.R, /Ω$/)`) still says too little to disagree.
 */
function compatibleReadings(a: KeyReading, b: KeyReading, separators = true): boolean {
  if (a.padded && NUMERIC.has(b.shape.kind) && a.shape.kind === 'pattern') return matchesSomeNumber(a.shape, b.shape.kind);
  if (b.padded && NUMERIC.has(a.shape.kind) && b.shape.kind === 'pattern') return matchesSomeNumber(b.shape, a.shape.kind);
  return compatibleShapes(a.shape, b.shape, separators);
}

/** Numbers of each numeric kind as a program prints them. */
const SAMPLE_NUMBERS: Record<string, readonly string[]> = {
  integer: ['0', '7', '12', '123', '2024', '-3'],
  decimal: ['0.5', '1.25', '12.50', '-3.0'],
  number: ['0', '7', '12', '2024', '0.5', '12.50'],
};

/**
 * True when a pattern (`^\d{2}:\d{2}$`) matches some number of the kind: one that matches none (a time) is another
 * type than a number.
 */
function matchesSomeNumber(pattern: Extract<Shape, { kind: 'pattern' }>, kind: string): boolean {
  const re = safeRegExp(pattern.source, pattern.flags);
  if (!re) return true;
  return (SAMPLE_NUMBERS[kind] ?? []).some((n) => re.test(n));
}

/** A line compared whole with `key=<integer>` literals (`lines[0] === 'conflicts=1'`, `doses=${n}`). */
const COUNT_LINE = /^([A-Za-z_][\w-]*)=-?\d+$/;

/**
 * Keys an oracle reads as integers by comparing a whole output line with `key=<integer>` texts, where it reads no such
 * key otherwise: one key per line read by position, every literal compared with that line naming it.
 */
function countLines(contract: Contract): { key: string; evidence: Evidence[] }[] {
  const out: { key: string; evidence: Evidence[] }[] = [];
  for (const field of contract.fields) {
    if (field.key !== null || field.vocabulary.length === 0) continue;
    const keys = new Set(field.vocabulary.map((v) => COUNT_LINE.exec(v.value)?.[1] ?? ''));
    const [key] = keys;
    // (a field of that key the oracle reads without a shape, only checking that some line carries it, reads it no otherwise)
    if (keys.size !== 1 || !key || contract.fields.some((f) => f.key === key && (f.shape || f.vocabulary.length > 0))) continue;
    out.push({ key, evidence: field.vocabulary.flatMap((v) => v.evidence) });
  }
  return out;
}

/** A word the oracle compares a key with beside its values (`none`, `DNF`, `-`): a sentinel, not a value's form. */
const SENTINEL = /^(?:[A-Za-z][A-Za-z_-]*|-+)$/;

/** The field without the sentinel words it is compared with (`DNF` beside `3:12:28`). */
function withoutWords(field: Field): Field {
  return { ...field, vocabulary: field.vocabulary.filter((v) => !SENTINEL.test(v.value)) };
}

/**
 * `'Pizza,Curry'`, `'B9,B12'`: a key compared only with values joined by commas (beside sentinels), one at least of two
 * items or more (`'50x2'` beside `'50x1,20x1'`), is read as a list. (`1,234` is one number, its thousands grouped.)
 */
function joinedReading(field: Field): Demanded<Shape> | undefined {
  const values = withoutWords(field).vocabulary;
  const parts = (v: Demanded<string>) => v.value.split(',');
  if (values.length === 0 || values.some((v) => /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(v.value))) return undefined;
  if (!values.some((v) => parts(v).length >= 2) || !values.every((v) => parts(v).every((p) => /^[\w.-]+$/.test(p)))) return undefined;
  const element: Shape = values.every((v) => parts(v).every((p) => /^\d+$/.test(p))) ? { kind: 'integer' } : { kind: 'word' };
  return { value: { kind: 'list', separator: ',', element }, evidence: values.flatMap((v) => v.evidence) };
}

/**
 * `'2'`, `'0'`, `'3'`: a key compared only with whole numbers written as text (beside sentinels), two of them at least,
 * is read as a count.
 */
function countReading(field: Field): Demanded<Shape> | undefined {
  const values = withoutWords(field).vocabulary;
  if (new Set(values.map((v) => v.value)).size < 2 || !values.every((v) => /^(?:0|[1-9]\d*)$/.test(v.value))) return undefined;
  return { value: { kind: 'integer' }, evidence: values.flatMap((v) => v.evidence) };
}

/** A JSON member the oracle reads item by item (`rejected[]`, `carts[].load`) and gives no shape of its own: an array. */
function arrayReading(field: Field, contract: Contract): Demanded<Shape> | undefined {
  const item = contract.fields.find((f) => f.key === `${field.key}[]` || f.key?.startsWith(`${field.key}[].`));
  return item ? { value: { kind: 'json', array: true }, evidence: item.presence } : undefined;
}

/** The reading of a key the oracle gives no shape: from the literals it is compared with, or from its items' reads. */
function readingOfUnshaped(field: Field, contract: Contract): Demanded<Shape> | undefined {
  return joinedReading(field) ?? countReading(field) ?? (contract.layout?.value.kind === 'json' ? arrayReading(field, contract) : undefined);
}

/** What compatibleShapes reads of a shape: its kind, a list's separator, and the kinds of a list's element and a pair's parts. */
function kindSignature(s: Shape, separators: boolean): string {
  if (s.kind === 'json' && s.array) return 'json[]';
  if (s.kind === 'list') return `list${separators ? JSON.stringify(listSeparator(s.separator)) : ''}(${kindSignature(s.element, separators)})`;
  if (s.kind === 'pair') return `pair(${kindSignature(s.left, separators)},${kindSignature(s.right, separators)})`;
  return s.kind;
}

/** Every operation's reading of each key its oracle gives a shape (see findKeyTypeConflicts). */
function enforcedReadings(enforcedByOperation: Map<string, Contract>): Map<string, KeyReading[]> {
  const byKey = new Map<string, KeyReading[]>();
  for (const [operation, contract] of enforcedByOperation) {
    for (const field of contract.fields) {
      // a key compared only with zero-padded literals (`'08:00'`) is read as their pattern, one compared only with
      // comma-joined literals (`'Pizza,Curry'`) as a list, and one compared only with whole numbers (`'2'`) as a count
      // (sentinel words beside them, `DNF`, `none`, are set aside first)
      const padded = field.key !== null && !field.shape ? paddingDemand(withoutWords(field), contract) : undefined;
      const shape = field.shape ?? padded ?? (field.key !== null ? readingOfUnshaped(field, contract) : undefined);
      if (field.key === null || !shape) continue;
      const readings = byKey.get(field.key) ?? [];
      // operations come one at a time, so an earlier reading of this operation's is the last one
      if (readings.length > 0 && readings[readings.length - 1].operation === operation) continue;
      readings.push({ operation, shape: shape.value, evidence: shape.evidence, ...(padded ? { padded: true } : {}) });
      byKey.set(field.key, readings);
    }
    for (const r of countLines(contract)) {
      const readings = byKey.get(r.key) ?? [];
      if (readings.length > 0 && readings[readings.length - 1].operation === operation) continue;
      readings.push({ operation, shape: { kind: 'integer' }, evidence: r.evidence });
      byKey.set(r.key, readings);
    }
  }
  return byKey;
}

/**
 * Keys whose shapes disagree between operations (pure). Positional values (`key: null`) are not compared:
 * they are addressed by position, not by a name the suite shares. `separators: false` leaves out lists that differ only
 * in their separator (publish gives each statement its own).
 */
export function findKeyTypeConflicts(enforcedByOperation: Map<string, Contract>, options: { separators?: boolean } = {}): KeyTypeConflict[] {
  const separators = options.separators ?? true;
  const conflicts: KeyTypeConflict[] = [];
  for (const [key, readings] of enforcedReadings(enforcedByOperation)) {
    // compatibleShapes reads only the kinds (of elements and parts too): one reading of each is enough to compare, so a
    // key every one of 1,000 operations reads costs a few comparisons, not half a million
    const kinds = new Map<string, KeyReading>();
    for (const r of readings) {
      const k = r.padded && r.shape.kind === 'pattern' ? `padded(/${r.shape.source}/)` : kindSignature(r.shape, separators);
      if (!kinds.has(k)) kinds.set(k, r);
    }
    const distinct = [...kinds.values()];
    const disagree = distinct.some((a, i) => distinct.slice(i + 1).some((b) => !compatibleReadings(a, b, separators)));
    if (disagree) conflicts.push({ key, readings });
  }
  return conflicts.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * The type a statement publishes for a key, when it says one beyond doubt: a number, a list shown with two items or
 * said to be one, a pair, a word of two or more it names (`yes` or `no`), a word every example writes as joined numbers
 * (`12-3-14`). (One word shown, `none`, may be a sentinel beside any type.)
 */
function publishedType(field: Field): Demanded<Shape> | undefined {
  const s = field.shape;
  if (field.key === null) return undefined;
  const words = field.vocabulary.filter((v) => /^\p{L}+$/u.test(v.value));
  if (words.length >= 2 && words.length === field.vocabulary.length && (!s || s.value.kind === 'word')) return { value: { kind: 'word' }, evidence: words.flatMap((w) => w.evidence) };
  if (!s) return undefined;
  if (NUMERIC.has(s.value.kind) || s.value.kind === 'pair') return s;
  // a word every example writes as numbers joined by a sign (`12-3-14`, `08:30`): no number, whatever reads it as one
  if (s.value.kind === 'word' && field.examples?.length && field.examples.every((e) => compositeForm(e.value, true) !== undefined)) return s;
  if (s.value.kind !== 'list') return undefined;
  return showsTwoItems(field.examples, s.value.separator) || s.evidence.some((e) => e.via !== 'example output') ? s : undefined;
}

/**
 * Keys one operation's oracle reads as one type while another operation's statement publishes another, where that
 * other operation's oracle gives the key no shape (a count published and never judged, a column read by its header):
 * a solver of the first operation who takes the suite's published meaning fails. Keys of `enforcedConflicts` (what
 * findKeyTypeConflicts found) are left to them. The published reading is marked `published`.
 */
export function findPublishedReadingConflicts(
  contracts: readonly { operation: string; enforced: Contract; published: Contract }[],
  enforcedConflicts: readonly KeyTypeConflict[],
): KeyTypeConflict[] {
  const byKey = enforcedReadings(new Map(contracts.map((c) => [c.operation, c.enforced])));
  const settled = new Set(enforcedConflicts.map((c) => c.key));
  const conflicts = new Map<string, KeyReading[]>();
  for (const { operation, published } of contracts) {
    for (const field of published.fields) {
      const type = publishedType(field);
      const key = field.key;
      if (!type || key === null || settled.has(key)) continue;
      const readings = byKey.get(key) ?? [];
      if (readings.some((r) => r.operation === operation)) continue;
      const mine: KeyReading = { operation, shape: type.value, evidence: type.evidence, published: true };
      const against = readings.filter((r) => !compatibleReadings(r, mine));
      if (against.length === 0) continue;
      const found = conflicts.get(key) ?? [];
      for (const r of against) if (!found.includes(r)) found.push(r);
      found.push(mine);
      conflicts.set(key, found);
    }
  }
  return [...conflicts].map(([key, readings]) => ({ key, readings })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
