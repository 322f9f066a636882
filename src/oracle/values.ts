// The abstract values of the stdout-flow analysis: what the interpreter knows about each expression.
import type { AstNode } from './parse.js';
import type { SourceLocation } from '../contract/types.js';

/** One run of the program: where it was started, in which check, and what it was fed. */
export interface RunInfo {
  id: number;
  /** A failure of a launcher that throws on it is caught by a handler that goes on (`catch (err) { out = err.stdout }`). */
  failureSwallowed?: true;
  check: string | undefined;
  /** The launcher call (spawnSync, execFileSync...), possibly inside a helper module. */
  loc: SourceLocation;
  /** The call in the check's own body that led to the run (`power(3, 65536)`), or `loc` when the check launches directly. */
  site: SourceLocation;
  /** The call in the oracle's own file innermost on the way to a launcher in a helper module (`run([n])` in `draw`). */
  oracleSite?: SourceLocation;
  /** Folded stdin, or null when it could not be folded; undefined when none was given. */
  stdin?: string | null;
  /**
   * The abstract value given as stdin when it could not be folded: two runs handed the same one (one `const squaring`)
   * feed the same input.
   */
  stdinValue?: AbstractValue;
  /** For an unfolded stdin: its known beginning (a header row or comment lines written before generated records). */
  stdinHead?: string;
  /** For an unfolded stdin: its sketch (see sketch.ts), when it has one. */
  stdinSketch?: string;
  /** For an unfolded stdin: the function the check called to feed it, and the arguments it gave (see assemble). */
  stdinOrigin?: { fn: AstNode; args: AbstractValue[] };
  /** Set when `stdin` holds the text of a file the oracle wrote and named in the arguments, with nothing on stdin. */
  inputFile?: true;
  /** Texts of files the oracle wrote and named in the arguments beside what it gives on stdin. */
  fileTexts?: string[];
  /** Folded arguments (after the program), null for an argument that could not be folded. */
  args: (string | null)[];
  /** True when the launcher throws on a nonzero exit (execFileSync, execa without `reject: false`). */
  throwsOnFailure: boolean;
}

/** A list obtained by splitting a text on a separator. Elements are `text` values with an `elem` subject. */
export interface SplitList {
  k: 'list';
  src: TextValue;
  /** Normalised separator: `' '` whitespace, `'\n'` lines, otherwise literal; `'?'` when unknown. */
  sep: string;
  loc: SourceLocation;
  /** Largest index read, and whether it was iterated as a whole (a list rather than a pair). */
  indices: Set<number>;
  iterated: boolean;
  /** Set when an element of this list was used as an entry `[key, value]`. */
  asEntries?: boolean;
  /** Where the oracle cut the first item off (`lines.slice(1)`, `const [, ...rows] = lines`) and read the items after it. */
  headSkip?: SourceLocation;
  /** Set when the first items were read together (`lines.slice(0, 2)`). */
  headRead?: true;
  /** Set when the oracle sorted the output list itself (`lines.sort()`): comparing it demands no order of the output. */
  sorted?: true;
  /** Set when the list was filtered or sliced somewhere: it may have no element, where a split always has one. */
  shrunk?: boolean;
}

/** What a text value is about: the whole of a channel, the value of a key, a positional or part value, or a regex group. */
export type Subject =
  | { t: 'whole'; ch: 'stdout' | 'stderr' }
  | { t: 'key'; key: string; layout: FieldsLayout | null }
  | { t: 'elem'; list: SplitList; index: number | null; rest?: boolean }
  | { t: 'group'; match: MatchValue; group: number | string };

/** How a fields object was built: assign between key and value, separator between fields, where. */
export interface FieldsLayout {
  kind: 'fields' | 'json';
  assign: string;
  separator: string;
  loc: SourceLocation;
  check: string | undefined;
  via: string;
  /** Where the oracle's own code hands the output to the helper that parses it this way (when the parse is in a helper). */
  site?: SourceLocation;
}

/** A string (or string-like) value derived from program output. */
export interface TextValue {
  k: 'text';
  subj: Subject;
  run: RunInfo | null;
  lower?: boolean;
  /** Read with a fallback (`?? ''`, `|| '0'`): absence does not fail the check. */
  fallback?: boolean;
  /** The fallback when it is a string constant (`?? ''`): a pattern it does not match still demands the value. */
  fallbackText?: string;
  /** Set on a line found by `startsWith('key=')`: the key and the text between key and value. */
  prefix?: { key: string; assign: string };
  /** JSON values (from JSON.parse) may be numbers already. */
  json?: boolean;
  /** `lines.join(sep)`: the output's lines (or values taken from them) joined; see UnknownValue.joinOf. */
  joinOf?: JoinedList;
  /**
   * A part or a rewrite of an output line (`line.slice(0, 10)`, `line.replace(/^finish: /, '')`): cutting it at constant
   * positions cuts no column of the line.
   */
  altered?: true;
}

/** A list of the output joined into one text, and the separator joining it. */
export interface JoinedList {
  list: AbstractValue;
  sep: string;
}

/** A number obtained from a text value. */
export interface NumValue {
  k: 'num';
  of: TextValue;
  /** `rounded`: through Math.round/floor/ceil/trunc, an integer by construction whatever the output holds. */
  how: 'Number' | 'parseInt' | 'parseFloat' | 'BigInt' | 'length' | 'toFixed' | 'rounded';
  places?: number;
  /** Other values of the output combined with this one by arithmetic (`q.deposit + q.balance`): judged with it. */
  also?: TextValue[];
}

/** The result of matching a regex against a text. */
export interface MatchValue {
  k: 'match';
  of: TextValue;
  source: string;
  flags: string;
  loc: SourceLocation;
}

/** A demand a predicate makes when it is asserted true (or false). */
export type Demand =
  | { d: 'vocab'; on: TextValue; token: string; loc: SourceLocation; cmp: string; digitCount?: true }
  | { d: 'shape'; on: TextValue; shape: ShapeHint; loc: SourceLocation; via: string; literal?: string }
  | { d: 'number'; on: NumValue; value: number | bigint | null; loc: SourceLocation; via: string; signOnly?: true; digitCount?: true }
  | { d: 'status'; run: RunInfo | null; status: number | 'nonzero'; negated: boolean; loc: SourceLocation }
  /** `ifAbsent`: the comparison holds when the value is absent (`x === undefined`); asserted, it demands absence. */
  | { d: 'presence'; on: TextValue; loc: SourceLocation; ifAbsent?: true }
  | { d: 'compare'; on: TextValue | NumValue; loc: SourceLocation }
  /** Compared with a text of the oracle's own whose spaces it writes as `joiner` (`at`: where it does so). */
  | { d: 'respelled'; on: TextValue; joiner: string; at: SourceLocation; loc: SourceLocation }
  /** Compared with a text of the oracle's own that it folds to one case (see FoldMark). */
  | { d: 'folded'; on: TextValue; fold: FoldMark; loc: SourceLocation }
  /** Compared exactly with a number of the oracle's own that it rounds (see RoundMark). */
  | { d: 'rounded'; on: TextValue; mark: RoundMark; loc: SourceLocation }
  | { d: 'stderr'; run: RunInfo | null; expect: 'empty' | 'nonempty' | 'matches'; pattern?: string; negated: boolean; loc: SourceLocation };

/** A shape a regex or a numeric test demands of a value. */
export type ShapeHint =
  | { kind: 'integer'; signed?: boolean; plus?: true }
  | { kind: 'decimal'; places?: number; plus?: true }
  | { kind: 'number' }
  | { kind: 'word' }
  | { kind: 'pattern'; source: string; flags: string };

/** A boolean built from comparisons: what asserting it demands, and whether it can fail for a wrong answer. */
export interface PredValue {
  k: 'pred';
  demands: Demand[];
  /** True when the predicate only tests a type or presence, which any answer of the right kind passes. */
  typeOnly: boolean;
  /** With `typeOnly`: the predicate holds for any answer (`lines.length >= 1` of a split), said as a check's reason. */
  always?: string;
  /** Set by `line.startsWith('key=')`: a line found with it holds that key. */
  prefix?: { key: string; assign: string };
  /** Set by comparing `Object.keys(fields)` with a literal array: the keys in the order demanded. */
  order?: string[];
}

/** A function with its closure: helpers are interpreted at each call with the actual arguments. */
export interface FnValue {
  k: 'fn';
  node: AstNode;
  env: Env;
  module: ModuleCtx;
  self?: AbstractValue;
}

/** A built-in the interpreter knows: launchers, assert functions, parsers, Promise resolvers. */
export interface BuiltinValue {
  k: 'builtin';
  name: string;
  /** For bound data (a Promise's resolve slot, a declared helper). */
  data?: unknown;
}

/** An object literal or a `{}` being filled: known properties, and the layout once computed keys from output are assigned. */
export interface ObjValue {
  k: 'obj';
  tainted?: boolean;
  props: Map<string, AbstractValue>;
  fields?: FieldsLayout;
  fieldsRun?: RunInfo | null;
  /** Set when it may hold properties not in `props` (a spread of something not modelled, a computed key). */
  partial?: boolean;
  /** A `Map`: `get`, `has` and `size` are its methods, not keys of the output. */
  map?: true;
  /**
   * A parsed record stored under a key computed from the output (`byWord.set(rec.word, rec)`, `byName[r.name] = r`): a
   * lookup of a key not in `props` finds such a record, and what the check then reads of it is read from the output.
   */
  record?: ObjValue | TextValue;
  /** The object literal it was written as, and its file: where each property is written, for a comparison to point at. */
  literal?: { node: AstNode; file: string };
}

/** An array literal or array-like value with known items. */
export interface ArrValue {
  k: 'arr';
  tainted?: boolean;
  items: AbstractValue[];
  /** Set when items are not all known (spreads of unknown values). */
  open?: boolean;
  /** How many loops run abstractly (once for any number of times) enclosed the literal that made it; 0 when absent. */
  loopDepth?: number;
  /**
   * Set when a loop run abstractly pushed to it (or to the array it was mapped or spread from): its items are one pass's,
   * standing for any number; a join of them that cannot fold is a text of unknown length.
   */
  loopFilled?: boolean;
  /** The fields object whose `entries()` these are (`[...map.entries()]`): its pairs are `[key, value]`. */
  entriesOf?: ObjValue;
  /** Where it was sorted (`[...want.keys()].sort()`), and how. */
  ordered?: SortMark;
}

/**
 * A sort the oracle applied to a list: where, and whether the order is alphabetical (no comparator, or one comparison of
 * strings) or one of the comparator's own (`(a, b) => b[1] - a[1] || ...`). The oracle's model sorted this way and
 * compared in order with the output demands that order of the output.
 */
export interface SortMark {
  loc: SourceLocation;
  alphabetical: boolean;
}

/** A process result ({ stdout, stderr, status }) or a child process. */
export interface ProcValue {
  k: 'proc';
  run: RunInfo;
  /** Which property holds the status: spawnSync `status`, execa `exitCode`. */
  child?: boolean;
}

export interface ConstValue {
  k: 'const';
  v: string | number | bigint | boolean | null | undefined;
  /** The count of digits of an integer the oracle computed (`String(ways(20000)).length`), or its text. */
  digitCount?: true;
  /** Set on `JSON.stringify(v)` of the oracle's own value: the value it spells (a comparison reads it property by property). */
  jsonOf?: AbstractValue;
  /** A text of the oracle's own it folded to one case (`id.toUpperCase()` in a model): see FoldMark. */
  folded?: FoldMark;
  /** A number of the oracle's own it rounded, the rounding changing it (`Math.floor(10.88)`): see RoundMark. */
  rounded?: RoundMark;
}

/**
 * Where the oracle folds a text of its own to one case (`id.toUpperCase()` in a model) and what the text was, when known
 * (`rb9`): output compared with it must come folded the same way.
 */
/**
 * A number of the oracle's own that it rounds (`Math.ceil(minutes)`, `Math.round(x * 100) / 100`, `mean.toFixed(1)`): a
 * value compared exactly with it must be rounded the same way, to `places` decimals. `loc`: where it rounds.
 */
export interface RoundMark {
  places: number;
  how: 'round' | 'floor' | 'ceil' | 'trunc' | 'toFixed';
  loc: SourceLocation;
}

export interface FoldMark {
  to: 'upper' | 'lower';
  loc: SourceLocation;
  from?: string;
}

export interface RegexValue {
  k: 'regex';
  source: string;
  flags: string;
}

/** An array of const values too large to fold item by item: only its length and the largest magnitude are kept. */
export interface BigConstValue {
  k: 'bigconst';
  /** Decimal digits of the number (for a huge BigInt power). */
  digits: number;
}

/** `typeof x` of a tracked value. */
export interface TypeofValue {
  k: 'typeof';
  of: AbstractValue;
}

/** `text.indexOf(c)`: slicing around it splits the text on `c`. */
export interface IndexValue {
  k: 'idx';
  of: TextValue;
  sep: string;
  offset: number;
  loc: SourceLocation;
}

/** `x.toFixed(n)` of a number the oracle computed: comparing output with it demands `n` decimal places. */
export interface FixedValue {
  k: 'fixed';
  places: number;
  of?: NumValue;
}

/** A split list with functions mapped over its elements (`lines.map(Number)`): elements are recomputed on demand. */
export interface MappedList {
  k: 'mapped';
  base: SplitList;
  fns: AbstractValue[];
  /** Items of `base` cut off the front (`lines.slice(1)`, `[, ...rows]`): item `i` of this list is item `i + skip` of it. */
  skip?: number;
  /** Where they were cut off. */
  skipAt?: SourceLocation;
}

/** The exit status of a run. */
export interface StatusValue {
  k: 'status';
  run: RunInfo;
}

/** `Object.keys(fields)`: comparing it with a literal array demands keys in that order. */
export interface KeysValue {
  k: 'keys';
  of: ObjValue;
}

/** Something the interpreter does not model; `tainted` when it was computed from program output. */
export interface UnknownValue {
  k: 'unknown';
  tainted?: boolean;
  /** A list of the oracle's own sorted (see `SortMark`). */
  ordered?: SortMark;
  /** `JSON.stringify(v)` of a value not folded to text: comparing two such strings compares the values. */
  stringOf?: AbstractValue;
  /** `list.join(sep)` of a list of the output not folded to text: comparing it with a literal compares the items in order. */
  joinOf?: JoinedList;
  /** The known beginning of a text the oracle builds (`'date bus odometer_km\n' + rows`), whose rest is not folded. */
  head?: string;
  /** The text's own strings with its unfolded parts marked, when it has a line break (see sketch.ts). */
  sketch?: string;
  /** A text of the oracle's own with its spaces written as `joiner` (`name.replace(/ /g, '_')`), and where it does so. */
  respelled?: { joiner: string; loc: SourceLocation };
  /** A text of the oracle's own folded to one case, not known as a constant (see FoldMark). */
  folded?: FoldMark;
  /** A number of the oracle's own it rounds (see RoundMark). */
  rounded?: RoundMark;
}

export type AbstractValue =
  | ConstValue
  | RegexValue
  | BigConstValue
  | TextValue
  | NumValue
  | SplitList
  | MatchValue
  | PredValue
  | FnValue
  | BuiltinValue
  | ObjValue
  | ArrValue
  | ProcValue
  | TypeofValue
  | IndexValue
  | FixedValue
  | MappedList
  | StatusValue
  | KeysValue
  | UnknownValue;

export const UNKNOWN: UnknownValue = { k: 'unknown' };

/** The `via` of a line asserted to start with a key and its sign (`line.startsWith('count: ')`). */
export const KEY_PREFIX = 'startsWith a key';
/** A key and its sign as a line starts with them (`count: `, `total=`): group 1 the key, group 2 the sign. */
export const KEY_AND_SIGN = /^([A-Za-z_][\w-]*)\s?([=:] ?)$/;

/** A variable binding; `value` is updated by assignment. */
export interface Binding {
  value: AbstractValue;
}

/** A lexical scope. */
export interface Env {
  vars: Map<string, Binding>;
  parent: Env | null;
}

/** One parsed module (the oracle or an imported local helper module). */
export interface ModuleCtx {
  fileRel: string;
  program: AstNode;
  env: Env;
  exports: Map<string, AbstractValue>;
  /** Default export, when there is one. */
  defaultExport?: AbstractValue;
  evaluated: boolean;
}

export function constant(v: ConstValue['v']): ConstValue {
  return { k: 'const', v };
}

export function isText(v: AbstractValue): v is TextValue {
  return v.k === 'text';
}

/** Truthiness of a folded constant, or undefined when unknown. */
export function constTruthy(v: AbstractValue): boolean | undefined {
  if (v.k === 'const') return Boolean(v.v);
  if (v.k === 'fn' || v.k === 'obj' || v.k === 'arr' || v.k === 'regex' || v.k === 'builtin') return true;
  return undefined;
}

/** How informative a kind of value is, for `join` (a switch: a keyed read of a rank table is megamorphic on the kind). */
function rank(k: AbstractValue['k']): number {
  switch (k) {
    case 'unknown': return 0;
    case 'const': return 1;
    case 'bigconst': case 'regex': case 'typeof': return 2;
    case 'idx': case 'builtin': case 'fn': case 'arr': return 3;
    case 'obj': case 'fixed': case 'keys': return 4;
    case 'pred': return 5;
    case 'num': case 'match': case 'status': return 6;
    case 'list': case 'mapped': case 'text': return 7;
    case 'proc': return 8;
  }
}

/** True when a value was derived from program output (tracked, or an unknown computed from it). */
export function isTainted(v: AbstractValue): boolean {
  switch (v.k) {
    case 'text': case 'num': case 'list': case 'mapped': case 'match': case 'status': case 'keys': case 'pred': case 'idx':
      return true;
    case 'unknown': case 'obj': case 'arr':
      return Boolean(v.tainted) || (v.k === 'obj' && Boolean(v.fields));
    default:
      return false;
  }
}

/** True when one of `values` is tainted (a loop: `some` with a callback costs more on this path). */
export function anyTainted(values: readonly AbstractValue[]): boolean {
  for (let i = 0; i < values.length; i++) if (isTainted(values[i])) return true;
  return false;
}

/** Joins two values reaching the same place (branches, several returns): keeps the more informative one. */
export function join(a: AbstractValue, b: AbstractValue): AbstractValue {
  if (a === b) return a;
  if (a.k === 'obj' && b.k === 'obj') {
    if (a.fields || b.fields) return a.fields || !b.fields ? a : b;
    // two object literals returned on different paths (`{ odd, trail: null }` / `{ odd, trail: list }`): merge per property
    const props = new Map(a.props);
    for (const [k, v] of b.props) props.set(k, props.has(k) ? join(props.get(k)!, v) : v);
    return { k: 'obj', props, tainted: a.tainted || b.tainted };
  }
  if (a.k === 'unknown' && b.k === 'unknown') return a.tainted ? a : b;
  if (a.k === 'unknown' && a.tainted && (b.k === 'const' || b.k === 'unknown')) return a;
  if (b.k === 'unknown' && b.tainted && a.k === 'const') return b;
  if (a.k === 'pred' && b.k === 'pred') return { k: 'pred', demands: [...a.demands, ...b.demands], typeOnly: a.typeOnly && b.typeOnly };
  // a model that answers 0 in one case and rounds in the others (`if (short) return 0; return Math.floor(x)`) rounds
  if ((a.k === 'unknown' || a.k === 'const') && a.rounded && b.k === 'const' && typeof b.v === 'number') return a;
  if ((b.k === 'unknown' || b.k === 'const') && b.rounded && a.k === 'const' && typeof a.v === 'number') return b;
  // `out.match(/ +/g) ?? []`: of two values of one kind, the one computed from output
  const ra = rank(a.k);
  const rb = rank(b.k);
  if (ra === rb && isTainted(a) !== isTainted(b)) return isTainted(a) ? a : b;
  return rb >= ra ? b : a;
}

/** True for the whole of stdout or one of its lines (an element of stdout split into lines). */
export function isStdoutText(t: TextValue): boolean {
  const subj = t.subj;
  if (subj.t === 'whole') return subj.ch === 'stdout';
  return subj.t === 'elem' && subj.list.sep === '\n' && subj.list.src.subj.t === 'whole' && subj.list.src.subj.ch === 'stdout';
}
