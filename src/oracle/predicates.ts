// Comparisons and tests over abstract values, and the sink that turns an asserted predicate into recorded demands.
import type { SourceLocation } from '../contract/types.js';
import type { CheckCtx, Collector } from './collector.js';
import { digitsOf, foldBinary } from './fold.js';
import { keyedGroups, literalKeyRegex, regexDemand } from './regex-info.js';
import { safeRegExp } from '../text/safe-regexp.js';
import {
  isStdoutText, isTainted, UNKNOWN,
  type AbstractValue, type Demand, type FieldsLayout, type NumValue, type PredValue, type RunInfo, type TextValue,
} from './values.js';

const EQUALITY = new Set(['===', '==', '!==', '!=']);
const RELATIONAL = new Set(['<', '>', '<=', '>=']);

function pred(demands: Demand[], typeOnly = false): PredValue {
  return { k: 'pred', demands, typeOnly };
}

/** Turns a numeric-looking string literal into the shape it shows (`'0.333'` -> decimal with 3 places). */
function shapeOfLiteral(s: string): { kind: 'integer'; signed?: boolean } | { kind: 'decimal'; places: number } | null {
  if (/^-?\d+$/.test(s)) return { kind: 'integer', signed: s.startsWith('-') || undefined };
  const dec = /^-?\d+\.(\d+)$/.exec(s);
  if (dec) return { kind: 'decimal', places: dec[1].length };
  return null;
}

function compareText(t: TextValue, other: AbstractValue, op: string, loc: SourceLocation, via: string): AbstractValue {
  if (t.subj.t === 'whole' && t.subj.ch === 'stderr') {
    if (other.k === 'const' && other.v === '') return pred([{ d: 'stderr', run: t.run, expect: 'empty', negated: op.startsWith('!'), loc }]);
    if (other.k === 'const' && typeof other.v === 'string') return pred([{ d: 'stderr', run: t.run, expect: 'matches', pattern: other.v, negated: op.startsWith('!'), loc }]);
    return pred([{ d: 'stderr', run: t.run, expect: 'nonempty', negated: false, loc }], true);
  }
  if (other.k === 'const') {
    if (other.v === undefined || other.v === null) return pred([{ d: 'presence', on: t, loc, ...(op === '===' || op === '==' ? { ifAbsent: true as const } : {}) }], true);
    if (other.v === '' && t.subj.t === 'whole') return pred([{ d: 'compare', on: t, loc }]);
    if (typeof other.v === 'string') {
      const demands: Demand[] = [{ d: 'vocab', on: t, token: other.v, loc, cmp: via, ...(other.digitCount ? { digitCount: true as const } : {}) }];
      const shape = shapeOfLiteral(other.v);
      if (shape) demands.push({ d: 'shape', on: t, shape, loc, via, ...(shape.kind === 'decimal' ? { literal: other.v } : {}) });
      // a digit string compared exactly is an exact number of that size (`best === String(2n * big + 2n)`); one with a
      // leading zero (`0000000000000000`, a 16-bit word) is a code, not a number
      if (shape?.kind === 'integer' && !/^-?0\d/.test(other.v)) demands.push({ d: 'shape', on: t, shape: { kind: 'pattern', source: `__digits:${other.v.replace('-', '').length}`, flags: '' }, loc, via, literal: other.v });
      // ... and so is a number past 2^53 inside a text (`1.2.9007199254740994`, a version bumped): the program computed it
      else if (!shape) {
        const big = longestNumberIn(other.v);
        if (big) demands.push({ d: 'shape', on: t, shape: { kind: 'pattern', source: `__digits:${big.length}`, flags: '' }, loc, via, literal: big });
      }
      if (other.folded && EQUALITY.has(op)) demands.push({ d: 'folded', on: t, fold: other.folded, loc });
      if (other.rounded && EQUALITY.has(op)) demands.push({ d: 'rounded', on: t, mark: other.rounded, loc });
      return pred(demands);
    }
    if (typeof other.v === 'number' || typeof other.v === 'bigint') {
      // a JSON value or a loose `==` against a number: numeric evidence, not vocabulary
      return pred([{ d: 'number', on: { k: 'num', of: t, how: 'Number' }, value: RELATIONAL.has(op) ? null : other.v, loc, via, ...(other.digitCount ? { digitCount: true as const } : {}) },
        ...(other.rounded && EQUALITY.has(op) ? [{ d: 'rounded' as const, on: t, mark: other.rounded, loc }] : [])]);
    }
    if (typeof other.v === 'boolean') return pred([{ d: 'vocab', on: t, token: String(other.v), loc, cmp: via }]);
  }
  if (other.k === 'fixed') return pred([{ d: 'shape', on: t, shape: { kind: 'decimal', places: other.places }, loc, via }]);
  if (other.k === 'text') return pred([{ d: 'compare', on: t, loc }, { d: 'compare', on: other, loc }]);
  if (other.k === 'unknown' && other.respelled && EQUALITY.has(op)) return pred([{ d: 'compare', on: t, loc }, { d: 'respelled', on: t, joiner: other.respelled.joiner, at: other.respelled.loc, loc }]);
  if (other.k === 'unknown' && other.folded && EQUALITY.has(op)) return pred([{ d: 'compare', on: t, loc }, { d: 'folded', on: t, fold: other.folded, loc }]);
  if (other.k === 'unknown' && other.rounded && EQUALITY.has(op)) return pred([{ d: 'compare', on: t, loc }, { d: 'rounded', on: t, mark: other.rounded, loc }]);
  return pred([{ d: 'compare', on: t, loc }]);
}

/** The longest run of digits in a text that is a number past 2^53 (16 digits or more, no leading zero); undefined if none. */
function longestNumberIn(text: string): string | undefined {
  let best: string | undefined;
  for (const m of text.matchAll(/(?<![\p{L}\d])[1-9]\d{15,}(?![\p{L}\d])/gu)) {
    // the decimals of a number (`3.14159265358979323846`) are no magnitude; a part of a dotted version is
    const fraction = /(?<![\d.])\d+\.$/.test(text.slice(0, m.index)) && !/^\.\d/.test(text.slice(m.index + m[0].length));
    if (!fraction && (!best || m[0].length > best.length)) best = m[0];
  }
  return best;
}

function compareNum(n: NumValue, other: AbstractValue, op: string, loc: SourceLocation, via: string): AbstractValue {
  if (other.k === 'const' && (typeof other.v === 'number' || typeof other.v === 'bigint')) {
    if (n.how === 'length') {
      if (n.of.subj.t === 'whole' && n.of.subj.ch === 'stderr' && typeof other.v === 'number') {
        const empty = (op === '===' || op === '==') ? other.v === 0 : op === '<=' || op === '<' ? other.v <= 1 : false;
        return pred([{ d: 'stderr', run: n.of.run, expect: empty ? 'empty' : 'nonempty', negated: false, loc }]);
      }
      // `recs.length >= 0`: every count is at least zero, whatever is printed (meant as `=== 0` or `> 0`)
      if (typeof other.v === 'number' && atLeastZeroHolds(op, other.v)) return { k: 'pred', demands: [], typeOnly: true, always: `its assertions hold for any output (a count is never below zero: \`length ${op} ${other.v}\`)` };
      // `lines.length >= 1` of a split never filtered: `''.split('\n')` has one element, so it holds whatever is printed
      const list = n.of.subj.t === 'elem' && n.of.subj.index === null ? n.of.subj.list : null;
      if (list && !list.shrunk && typeof other.v === 'number' && atLeastOneHolds(op, other.v)) return { k: 'pred', demands: [], typeOnly: true, always: 'its assertions hold for any output (a split text always has at least one part)' };
      // `row.name.length > 0` of one value, not a list: it tests that the value is there, as `typeof` tests its type
      if (!list && typeof other.v === 'number' && atLeastOneHolds(op, other.v)) return { k: 'pred', demands: [{ d: 'presence', on: n.of, loc }], typeOnly: true };
      return pred([{ d: 'compare', on: n, loc }]);
    }
    return pred([{ d: 'number', on: n, value: RELATIONAL.has(op) ? null : other.v, loc, via: RELATIONAL.has(op) ? `${via} ${op}` : via, ...(other.digitCount ? { digitCount: true as const } : {}) },
      ...(other.rounded && EQUALITY.has(op) && n.how !== 'rounded' ? [{ d: 'rounded' as const, on: n.of, mark: other.rounded, loc }] : [])]);
  }
  if (other.k === 'bigconst') {
    return pred([{ d: 'shape', on: n.of, shape: { kind: 'integer' }, loc, via }, ...magnitudeDemand(n.of, other.digits, loc)]);
  }
  if (other.k === 'const' && typeof other.v === 'string') return compareText(n.of, other, op, loc, via);
  // (a value the oracle rounds itself, `Math.round(Number(x))`, is compared loosely: no rounding is demanded of it)
  if (other.k === 'unknown' && other.rounded && EQUALITY.has(op) && n.how !== 'rounded' && n.how !== 'length') {
    return pred([{ d: 'compare', on: n, loc }, { d: 'rounded', on: n.of, mark: other.rounded, loc }]);
  }
  return pred([{ d: 'compare', on: n, loc }]);
}

/** True when `length op v` holds for every length, zero included (`>= 0`, `> -1`, `!== -1`). */
function atLeastZeroHolds(op: string, v: number): boolean {
  return (op === '>=' && v <= 0) || (op === '>' && v < 0) || ((op === '!==' || op === '!=') && v < 0);
}

/** True when `length op v` holds for every length of at least one (`>= 1`, `> 0`, `!== 0`). */
function atLeastOneHolds(op: string, v: number): boolean {
  return (op === '>=' && v <= 1) || (op === '>' && v < 1) || ((op === '!==' || op === '!=') && v === 0);
}

/** At most 2^53 in size: a double holds it exactly. */
function withinDouble(v: number | bigint): boolean {
  return typeof v === 'bigint' ? (v < 0n ? -v : v) <= 2n ** 53n : Math.abs(v) <= 2 ** 53;
}

/** Magnitude is carried as a shape demand on the text with a `digits` marker the assembler reads. */
function magnitudeDemand(on: TextValue, digits: number, loc: SourceLocation): Demand[] {
  return [{ d: 'shape', on, shape: { kind: 'pattern', source: `__digits:${digits}`, flags: '' }, loc, via: 'magnitude' }];
}

/** `a op b` over abstract values: a folded constant, a predicate carrying demands, or an unknown (tainted when output flows in). */
export function compareValues(a: AbstractValue, b: AbstractValue, op: string, loc: SourceLocation, via: string): AbstractValue {
  const result = compareOnce(a, b, op, loc, via);
  // the other values a sum was made of are compared as surely as the first (`deposit + balance === total` fails when
  // `balance` is missing); a number the sum is compared with is no value of any one of them (`h * 60 + m === 510`)
  if (result.k === 'pred') {
    for (const v of [a, b]) {
      if (v.k !== 'num' || !v.also) continue;
      result.demands = result.demands.map((d) => (d.d === 'number' && d.on === v ? { d: 'compare', on: v, loc: d.loc } : d));
      for (const on of v.also) result.demands.push({ d: 'compare', on, loc });
    }
  }
  return result;
}

function compareOnce(a: AbstractValue, b: AbstractValue, op: string, loc: SourceLocation, via: string): AbstractValue {
  if ((a.k === 'const' || a.k === 'bigconst') && b.k !== 'const' && b.k !== 'bigconst') return compareOnce(b, a, flip(op), loc, via);
  if (a.k === 'const' && b.k === 'const') return foldBinary(op, a.v, b.v);
  if (!EQUALITY.has(op) && !RELATIONAL.has(op)) return isTainted(a) || isTainted(b) ? { k: 'unknown', tainted: true } : UNKNOWN;
  switch (a.k) {
    case 'text': return compareText(a, b, op, loc, via);
    case 'num': return compareNum(a, b, op, loc, via);
    case 'status': {
      if (b.k === 'const' && typeof b.v === 'number') {
        if (RELATIONAL.has(op)) return pred([{ d: 'status', run: a.run, status: 'nonzero', negated: (op === '<' || op === '<=') && b.v <= 0, loc }]);
        return pred([{ d: 'status', run: a.run, status: b.v, negated: op.startsWith('!'), loc }]);
      }
      if (b.k === 'const' && b.v === null) return pred([{ d: 'status', run: a.run, status: 0, negated: !op.startsWith('!'), loc }], true);
      // `r.status == '2'` compares loosely with the number
      if (b.k === 'const' && typeof b.v === 'string' && /^\d+$/.test(b.v) && (op === '==' || op === '!=')) return compareOnce(a, { k: 'const', v: Number(b.v) }, op, loc, via);
      // `e.status === undefined` (a failure to start, ENOENT, not an exit) says nothing of the program's status, nor does
      // `err.code === 'ETIMEDOUT'` (a code of a failure of Node's own, where an exit's code is a number)
      if (b.k === 'const' && (b.v === undefined || typeof b.v === 'string')) return pred([], true);
      return pred([{ d: 'status', run: a.run, status: 'nonzero', negated: true, loc }], true);
    }
    case 'typeof':
      if (isTainted(a.of)) {
        const on = a.of.k === 'text' ? a.of : a.of.k === 'num' ? a.of.of : null;
        // `typeof Number(x) === 'number'`: Number() gives a number whatever it is given
        if (a.of.k === 'num' && b.k === 'const' && b.v === 'number' && (op === '===' || op === '==')) {
          return { k: 'pred', demands: on ? [{ d: 'presence', on, loc }] : [], typeOnly: true, always: 'its assertion `typeof Number(...) === \'number\'` holds for any output: Number() always gives a number' };
        }
        return pred(on ? [{ d: 'presence', on, loc }] : [], true);
      }
      return UNKNOWN;
    case 'keys':
      if (b.k === 'arr' && b.items.every((i) => i.k === 'const' && typeof i.v === 'string')) {
        return { k: 'pred', typeOnly: false, demands: [], order: b.items.map((i) => String((i as { v: string }).v)) };
      }
      return pred([]);
    case 'fixed':
      if (b.k === 'text') return compareText(b, a, op, loc, via);
      if (a.of && b.k === 'const' && typeof b.v === 'string') return pred([{ d: 'shape', on: a.of.of, shape: { kind: 'decimal', places: a.places }, loc, via }]);
      return UNKNOWN;
    case 'match':
      return pred([{ d: 'compare', on: a.of, loc }]);
  }
  if (b.k === 'text' || b.k === 'num' || b.k === 'status' || b.k === 'typeof' || b.k === 'fixed') return compareOnce(b, a, flip(op), loc, via);
  if (isTainted(a) || isTainted(b)) return pred([]);
  return UNKNOWN;
}

function flip(op: string): string {
  return op === '<' ? '>' : op === '>' ? '<' : op === '<=' ? '>=' : op === '>=' ? '<=' : op;
}

/** `re.test(x)` / `assert.match(x, re)` / `x.match(re)` asserted: a shape or a vocabulary on x. */
export function regexPredicate(target: AbstractValue, source: string, flags: string, loc: SourceLocation, via: string): AbstractValue {
  const read = target.k === 'text' ? target : target.k === 'num' ? target.of : null;
  if (!read) return isTainted(target) ? pred([]) : UNKNOWN;
  // `re.exec(x ?? '')` asserted: when the fallback does not match, an absent value fails the check as surely as a wrong one
  const t = read.fallback && read.fallbackText !== undefined && !matches(source, flags, read.fallbackText) ? { ...read, fallback: false } : read;
  if (t.subj.t === 'whole' && t.subj.ch === 'stderr') return pred([{ d: 'stderr', run: t.run, expect: 'matches', pattern: source, negated: false, loc }]);
  // `/open|full|/`: an empty alternative matches at the start of any text, so asserting it tests nothing
  if (MATCH_PROBES.every((probe) => matches(source, flags, probe))) return { k: 'pred', demands: [], typeOnly: true, always: `its pattern /${source}/ matches any text` };
  // `/\d+(\.\d)?/` unanchored: any text with a digit, so every number (a wrong one too) passes
  if (NUMBER_PROBES.every((probe) => matches(source, flags, probe))) return { k: 'pred', demands: [], typeOnly: true, always: `its pattern /${source}/ matches any text holding a digit, so any number passes` };
  const demand = regexDemand(source, flags);
  const demands: Demand[] = [];
  // a match of `^avg=(\d+\.\d{2})$` asserted demands its group's shape of the key's value, whatever it is compared with
  // (on a line of stdout too: `lines[0].match(/^payment=(\d+\.\d{2})$/)`)
  const lit = isStdoutText(t) ? literalKeyRegex(source, flags) : null;
  const groupShape = lit ? regexDemand(`^${lit.valueSource}$`, '').shape : undefined;
  if (lit && groupShape && (groupShape.kind === 'integer' || groupShape.kind === 'decimal')) {
    const separator = t.subj.t === 'whole' ? lit.separator : '\n';
    const layout: FieldsLayout = { kind: 'fields', assign: lit.assign, separator, loc, check: undefined, via: `regex /${source}/` };
    demands.push({ d: 'shape', on: { k: 'text', subj: { t: 'key', key: lit.key, layout }, run: t.run }, shape: groupShape, loc, via });
  }
  // ... and so does a match of a line pattern holding several keys (`^buildings=(\d+) uncovered=(\d+)$`), of each
  if (!lit && isStdoutText(t)) {
    for (const g of keyedGroups(source).values()) {
      const shape = regexDemand(`^${g.source}$`, '').shape;
      if (shape?.kind !== 'integer' && shape?.kind !== 'decimal') continue;
      const layout: FieldsLayout = { kind: 'fields', assign: g.assign, separator: ' ', loc, check: undefined, via: `regex /${source}/` };
      demands.push({ d: 'shape', on: { k: 'text', subj: { t: 'key', key: g.key, layout }, run: t.run }, shape, loc, via });
    }
  }
  // ... and a line written out in full (`/^missing=Z9$/m`) demands that value of its key
  const literalLine = !lit && isStdoutText(t) ? LITERAL_KEY_LINE.exec(source) : null;
  if (literalLine) {
    const separator = t.subj.t === 'whole' && flags.includes('m') && source.startsWith('^') && source.endsWith('$') ? '\n' : ' ';
    const layout: FieldsLayout = { kind: 'fields', assign: literalLine[2]!, separator, loc, check: undefined, via: `regex /${source}/` };
    demands.push({ d: 'vocab', on: { k: 'text', subj: { t: 'key', key: literalLine[1]!, layout }, run: t.run }, token: literalLine[3]!.replace(/\\(.)/g, '$1'), loc, cmp: via });
  }
  for (const token of demand.vocabulary ?? []) demands.push({ d: 'vocab', on: t, token, loc, cmp: via });
  // a pattern of one keyed field is a demand on the key's value (above), not a shape of the text it searches
  if (demand.shape && lit === null && !(demand.vocabulary && demand.vocabulary.length === 1)) demands.push({ d: 'shape', on: t, shape: demand.shape, loc, via });
  if (flags.includes('i')) demands.push({ d: 'presence', on: { ...t, lower: true }, loc });
  return pred(demands);
}

/** A pattern that is one `key=value` line written out (`^missing=Z9$`): group 1 the key, 2 its sign, 3 the value. */
const LITERAL_KEY_LINE = /^\^?([A-Za-z_][\w-]*)(=|: ?)((?:[\w,/-]|\\[.:-])+)\$?$/;

/** Texts no pattern that tests anything matches all of: empty, a word, a number, punctuation over two lines. */
const MATCH_PROBES = ['', 'open', '42', 'Zq9 -!\n#'];

/** Numbers and a text holding one among other characters (see regexPredicate): a pattern matching all of them tests for a digit only. */
const NUMBER_PROBES = ['7', '-3', '0.05', '1e9', ' #(x 9)!\n'];

function matches(source: string, flags: string, text: string): boolean {
  return safeRegExp(source, flags)?.test(text) ?? true;
}

/** The check context and collector a sink writes into. */
export interface SinkTarget {
  collector: Collector;
  check: CheckCtx | null;
  /** The assertion is made in a helper the check calls, not in the check's own body. */
  inHelper?: boolean;
}

/** Counts an assertion that only tests that a value is a number (see numberTypeOnly). */
function noteNumberTypeOnly(check: CheckCtx, loc: SourceLocation, inHelper: boolean): void {
  check.numberTypeOnly = (check.numberTypeOnly ?? 0) + 1;
  noteWeakAt(check, loc, inHelper);
}

/** How many of a check's weak assertions are remembered by place. */
const MAX_WEAK_LOCS = 16;

/** Counts a type-only assertion of the check, remembering where the first one is. */
function noteTypeOnly(check: CheckCtx, loc: SourceLocation, inHelper: boolean, holdsAlways = false): void {
  check.typeOnly++;
  noteWeakAt(check, loc, inHelper, holdsAlways);
}

/**
 * Where the check's weak assertion is: the first one in its own body, else the first in a helper it calls (the
 * `assert.ok(res.stdout)` every check's runner makes says less about this check than its own `typeof b.total`).
 */
function noteWeakAt(check: CheckCtx, loc: SourceLocation, inHelper: boolean, holdsAlways = false): void {
  if (!inHelper && (check.weakLocs ??= []).length < MAX_WEAK_LOCS) check.weakLocs.push(loc);
  // (an assertion that holds for any output is where the check is weakest: it goes before a mere presence test, though
  // not from the check's own body into a helper)
  if (check.typeOnlyLoc && !(check.typeOnlyInHelper && !inHelper) && !(holdsAlways && (check.typeOnlyInHelper || !inHelper))) return;
  check.typeOnlyLoc = loc;
  check.typeOnlyInHelper = inHelper;
}

/**
 * True when a demand only tests that a value is a number of some kind: `Number.isInteger`, `isFinite`, a sign (`>= 0`).
 * Any wrong count passes it, as any wrong value passes `typeof`. A pattern (`/^\d+\.\d{2}$/`, zero padding) is not one:
 * a program can print a correct value in the wrong form, so it tests a demand of its own.
 */
function numberTypeOnly(d: Demand): boolean {
  if (d.d === 'presence') return true;
  if (d.d === 'number') return d.signOnly === true || (d.value === null && NUMBER_TYPE_TESTS.has(d.via));
  return d.d === 'shape' && d.shape.kind === 'integer' && NUMBER_TYPE_TESTS.has(d.via);
}

const NUMBER_TYPE_TESTS = new Set(['Number.isInteger', 'Number.isSafeInteger', 'Number.isFinite', 'isFinite', 'Number.isNaN', 'isNaN']);

/** Records what asserting `value` demands (`negated` for `assert.notEqual`, `if (cond) throw`). */
export function sink(value: AbstractValue, negated: boolean, target: SinkTarget, loc: SourceLocation): void {
  const { collector, check } = target;
  const at = { loc, check: check?.name };
  if (value.k === 'text') {
    if (value.subj.t === 'whole' && value.subj.ch === 'stderr') {
      collector.stderr.push({ ...at, run: value.run, expect: negated ? 'empty' : 'nonempty' });
    } else if (!value.fallback) collector.required.push(value);
    if (check) noteTypeOnly(check, loc, Boolean(target.inHelper));
    return;
  }
  if (value.k === 'num' || value.k === 'match' || value.k === 'list' || value.k === 'mapped') {
    if (value.k === 'match') {
      sink(regexPredicate(value.of, value.source, value.flags, value.loc, 'match'), negated, target, loc);
      return;
    }
    if (check) noteTypeOnly(check, loc, Boolean(target.inHelper));
    return;
  }
  if (value.k === 'status') {
    collector.exits.push({ ...at, run: value.run, status: negated ? 0 : 'nonzero' });
    if (check) judgeExit(check, value.run);
    return;
  }
  if (value.k === 'unknown' && value.tainted) {
    if (check) check.strong++;
    return;
  }
  if (value.k !== 'pred') return;
  if (value.order) {
    collector.orders.push({ ...at, keys: value.order });
    if (check) check.strong++;
    return;
  }
  // `assert.strictEqual(out.alerts, undefined)`: the answer has no such value, which a wrong answer printing one fails
  if (!negated && value.demands.length > 0 && value.demands.every((d) => d.d === 'presence' && d.ifAbsent)) {
    for (const d of value.demands) if (d.d === 'presence') collector.touches.push({ loc: d.loc, check: check?.name, on: d.on, absent: true });
    if (check) check.strong++;
    return;
  }
  let output = false;
  for (const d of value.demands) {
    const dat = { loc: d.loc, check: check?.name };
    switch (d.d) {
      case 'vocab':
        output = true;
        collector.vocab.push({ loc: dat.loc, check: dat.check, on: d.on, token: d.token, via: d.cmp });
        // (`if (digits !== String(n.toString().length)) throw`: a negated inequality is the equality)
        if (d.digitCount && negated === isInequality(d.cmp)) collector.digitCounts.push({ loc: dat.loc, check: dat.check, on: d.on, digits: Number(d.token) });
        if (d.on.lower) collector.cases.push({ loc: dat.loc, check: dat.check, on: d.on });
        if (!d.on.fallback) collector.required.push(d.on);
        break;
      case 'shape':
        output = true;
        if (d.shape.kind === 'pattern' && d.shape.source.startsWith('__digits:')) {
          collector.magnitudes.push({ loc: dat.loc, check: dat.check, on: d.on, digits: Number(d.shape.source.slice(9)), ...(d.literal !== undefined ? { literal: d.literal } : {}) });
        } else if (!negated) collector.shapes.push({ loc: dat.loc, check: dat.check, on: d.on, shape: d.shape, via: d.via, ...(d.literal !== undefined ? { literal: d.literal } : {}) });
        // `assert.doesNotMatch(s, /--/)` rules some texts out; it gives the value no shape
        if (!d.on.fallback) collector.required.push(d.on);
        break;
      case 'number': {
        output = true;
        const v = d.value;
        collector.numbers.push({ on: d.on, value: v, relational: v === null, at: dat, via: d.via });
        if (d.digitCount && negated === isInequality(d.via) && v !== null) collector.digitCounts.push({ loc: dat.loc, check: dat.check, on: d.on.of, digits: Number(v) });
        if (v !== null && d.on.how !== 'length' && d.on.how !== 'toFixed' && d.on.how !== 'rounded') {
          const digits = digitsOf(v);
          collector.magnitudes.push({ loc: dat.loc, check: dat.check, on: d.on.of, digits, ...(digits === 16 && withinDouble(v) ? { withinDouble: true as const } : {}) });
        }
        if (!d.on.of.fallback) collector.required.push(d.on.of);
        break;
      }
      case 'status': {
        const status = d.status === 'nonzero' ? (d.negated !== negated ? 0 : 'nonzero') : d.negated !== negated ? (d.status === 0 ? 'nonzero' : null) : d.status;
        if (status !== null) collector.exits.push({ loc: dat.loc, check: dat.check, run: d.run, status });
        if (check) judgeExit(check, d.run);
        break;
      }
      case 'stderr': {
        const flipped = d.negated !== negated;
        const expect = d.expect === 'empty' ? (flipped ? 'nonempty' : 'empty') : d.expect === 'nonempty' ? (flipped ? 'empty' : 'nonempty') : flipped ? null : 'matches';
        if (expect) collector.stderr.push({ loc: dat.loc, check: dat.check, run: d.run, expect, pattern: d.pattern });
        break;
      }
      case 'presence':
        collector.touches.push({ loc: dat.loc, check: dat.check, on: d.on });
        if (d.on.subj.t !== 'whole' && !d.on.fallback) collector.required.push(d.on);
        if (d.on.lower) collector.cases.push({ loc: dat.loc, check: dat.check, on: d.on });
        break;
      case 'respelled':
        collector.respellings.push({ loc: dat.loc, check: dat.check, on: d.on, joiner: d.joiner, at: d.at });
        break;
      case 'folded':
        collector.foldings.push({ loc: dat.loc, check: dat.check, on: d.on, fold: d.fold });
        break;
      case 'rounded':
        collector.roundings.push({ loc: dat.loc, check: dat.check, on: d.on, mark: d.mark });
        break;
      case 'compare': {
        output = true;
        const on = d.on.k === 'num' ? d.on.of : d.on;
        collector.touches.push({ loc: dat.loc, check: dat.check, on });
        if (!on.fallback) collector.required.push(on);
        break;
      }
    }
  }
  if (check) {
    if (value.typeOnly) {
      noteTypeOnly(check, loc, Boolean(target.inHelper), Boolean(value.always) && !check.alwaysHolds);
      if (value.always) check.alwaysHolds ??= value.always;
    }
    else if (output && value.demands.some((d) => d.d === 'number') && value.demands.every(numberTypeOnly)) noteNumberTypeOnly(check, loc, Boolean(target.inHelper));
    // a parse helper's guard that a line has its form (`assert.ok(m, 'cannot read row')`) holds for any answer so written
    else if (target.inHelper && output && value.demands.every((d) => d.d === 'shape')) check.guards = (check.guards ?? 0) + 1;
    else if (output || value.demands.length === 0) check.strong++;
  }
}

/** The runs a value came from (for exit/stderr demands tied to an input). */
export function runOf(v: AbstractValue): RunInfo | null {
  if (v.k === 'text') return v.run;
  if (v.k === 'num') return v.of.run;
  if (v.k === 'status' || v.k === 'proc') return v.run;
  return null;
}

/** An assertion on the exit status of `run` (unknown: null) in `check`. */
function judgeExit(check: CheckCtx, run: RunInfo | null): void {
  check.assertsExit = true;
  if (run === null) check.judgedRuns = null;
  else check.judgedRuns?.add(run);
}

/** A comparison operator that tests inequality (`!==`, `!=`), as the interpreter names the comparison. */
function isInequality(cmp: string | undefined): boolean {
  return cmp === '!==' || cmp === '!=';
}
