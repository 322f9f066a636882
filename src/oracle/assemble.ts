// Turns the interpreter's raw observations into an enforced Contract: fields, shapes, layout, exit, stderr, input, checks.
import { KEYED_LINE_POSITION, LINE_LABEL } from '../contract/types.js';
import type {
  CheckInfo, ColumnSpan, Contract, Demanded, Evidence, ExitDemand, Field, InputDemand, InputLine, Layout, Shape, SizeLiteral, SourceLocation, StderrDemand,
} from '../contract/types.js';
import type { CheckCtx, Collector, VocabRec } from './collector.js';
import { caseVariants } from './case-variants.js';
import { digitsOf } from './fold.js';
import { inputDepth, MIN_RECORDED_DEPTH } from './input-depth.js';
import { recordParts, recordSeparator } from '../text/record-parts.js';
import { isCommentLine, skippedLines, type SkippedLines } from '../text/skipped-lines.js';
import { blankWrittenAt, startWrittenAt, wordWrittenAt, writtenAt } from './written-at.js';
import { sketchSkipped } from './sketch.js';
import { sizeLiterals } from './size-literals.js';
import { joinedCodesIn } from '../text/joined-codes.js';
import { KEY_AND_SIGN, KEY_PREFIX, type AbstractValue, type RunInfo, type ShapeHint, type SplitList, type Subject, type TextValue } from './values.js';

type Root = { kind: 'key'; key: string } | { kind: 'pos'; pos: number; sep: string } | { kind: 'whole'; ch: 'stdout' | 'stderr' } | { kind: 'any'; sep: string };
type Step = { list: SplitList; index: number | null } | 'opaque';
interface Resolved { root: Root; path: Step[] }

function resolveSubject(subj: Subject): Resolved | null {
  switch (subj.t) {
    case 'key':
      return { root: { kind: 'key', key: subj.key }, path: [] };
    case 'whole':
      return { root: { kind: 'whole', ch: subj.ch }, path: [] };
    case 'elem': {
      const base = resolveSubject(subj.list.src.subj);
      if (!base) return null;
      if (base.root.kind === 'whole' && base.path.length === 0 && base.root.ch === 'stdout') {
        return { root: subj.index === null ? { kind: 'any', sep: subj.list.sep } : { kind: 'pos', pos: subj.index, sep: subj.list.sep }, path: [] };
      }
      return { root: base.root, path: [...base.path, { list: subj.list, index: subj.rest ? 1 : subj.index }] };
    }
    case 'group': {
      const base = resolveSubject(subj.match.of.subj);
      return base ? { root: base.root, path: [...base.path, 'opaque'] } : null;
    }
  }
}

function resolve(t: TextValue): Resolved | null {
  return resolveSubject(t.subj);
}

function rootId(r: Root): string | null {
  if (r.kind === 'key') return `k:${r.key}`;
  if (r.kind === 'pos') return `p:${r.pos}`;
  if (r.kind === 'whole' && r.ch === 'stdout') return 'w';
  return null;
}

/**
 * Values by root (a key, a position, the whole stdout) in the order they were made, by `rootId`; looked up by the root
 * itself, without building its id text and hashing it at each read.
 */
class RootTable<T> {
  readonly byId = new Map<string, T>();
  private readonly keys = new Map<string, T>();
  private readonly positions = new Map<number, T>();
  private whole: T | undefined;

  get(r: Root): T | undefined {
    if (r.kind === 'key') return this.keys.get(r.key);
    if (r.kind === 'pos') return this.positions.get(r.pos);
    return r.kind === 'whole' && r.ch === 'stdout' ? this.whole : undefined;
  }

  /** Stores `value` for a root whose id is `id` (not null). */
  set(r: Root, id: string, value: T): void {
    this.byId.set(id, value);
    if (r.kind === 'key') this.keys.set(r.key, value);
    else if (r.kind === 'pos') this.positions.set(r.pos, value);
    else this.whole = value;
  }
}

function ev(loc: SourceLocation, check: string | undefined, via?: string): Evidence {
  const e: Evidence = { loc };
  if (check !== undefined) e.check = check;
  if (via) e.via = via;
  return e;
}

function evKey(e: Evidence): string {
  return `${e.loc.file}:${e.loc.line}:${e.loc.column}:${e.check ?? ''}`;
}

const seenKeys = new WeakMap<Evidence[], Set<string>>();

function sameEvidence(a: Evidence, b: Evidence): boolean {
  const x = a.loc;
  const y = b.loc;
  // the interpreter hands out one location object per node: most repeats are the same object
  return (x === y || (x.line === y.line && x.column === y.column && x.file === y.file)) && a.check === b.check;
}

function addEvidence(list: Evidence[], e: Evidence): void {
  // evidence lists only grow, so a list shorter than 32 has no key set yet (none is looked up for it)
  if (list.length < 32) {
    // from the end: a repeat is most often of the evidence added last
    for (let i = list.length - 1; i >= 0; i--) {
      if (!sameEvidence(list[i], e)) continue;
      // a comparison that steered first and was then asserted (`assert.ok(v === 'yes')`) is asserted
      if (list[i].steers && !e.steers) delete list[i].steers;
      return;
    }
    list.push(e);
    return;
  }
  let seen = seenKeys.get(list);
  if (!seen) {
    seen = new Set(list.map(evKey));
    seenKeys.set(list, seen);
  }
  const k = evKey(e);
  if (seen.has(k)) {
    if (!e.steers) {
      const first = list.find((x) => x.steers && sameEvidence(x, e));
      if (first) delete first.steers;
    }
    return;
  }
  seen.add(k);
  list.push(e);
}

/** Shape hints gathered at one path of a value, and the splits below it. */
interface ShapeNode {
  hints: { hint: ShapeHint; e: Evidence; literal?: string }[];
  /** Numeric comparisons: whether they demand an integer, and the literal compared with when there is one. */
  numeric: { integer: boolean; value?: number; e: Evidence }[];
  json: Evidence[];
  /**
   * Splits of this value, by separator: `e` where one was first met, `checked` every split of it a check made, in the
   * order met (the first check's split is where the separator is first demanded).
   */
  splits: Map<string, { lists: SplitList[]; children: Map<number | null, ShapeNode>; e: Evidence; checked: Evidence[] }>;
}

function newNode(): ShapeNode {
  return { hints: [], numeric: [], json: [], splits: new Map() };
}

function nodeAt(root: ShapeNode, path: Step[], create: boolean): ShapeNode | null {
  let node = root;
  for (const step of path) {
    if (step === 'opaque') return null;
    let split = node.splits.get(step.list.sep);
    if (!split) {
      if (!create) return null;
      split = { lists: [], children: new Map(), e: ev(step.list.loc, undefined, `split(${JSON.stringify(step.list.sep)})`), checked: [] };
      node.splits.set(step.list.sep, split);
    }
    if (!split.lists.includes(step.list)) split.lists.push(step.list);
    let child = split.children.get(step.index);
    if (!child) {
      child = newNode();
      split.children.set(step.index, child);
    }
    node = child;
  }
  return node;
}

const SHAPE_RANK: Record<string, number> = { decimal: 5, integer: 4, number: 3, json: 3, pattern: 2, word: 1, text: 0 };

/** Digits after the point of a number as JavaScript writes it (`12.3` -> 1). */
function placesOf(value: number): number {
  // (`1.5e-10`: the places its exponent adds)
  const m = /^-?\d+(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  return m ? Math.max(0, (m[1]?.length ?? 0) - Number(m[2] ?? 0)) : 0;
}

/**
 * `{ ...e, [flag]: true }` (`asNumber`, `rounding`), without a spread (evidence made with and without a check or a `via`
 * has several shapes).
 */
function flagged(e: Evidence, flag: 'asNumber' | 'rounding'): Evidence {
  const out: Evidence = { loc: e.loc };
  if ('check' in e) out.check = e.check;
  if ('via' in e) out.via = e.via;
  out[flag] = true;
  return out;
}

function ownShape(node: ShapeNode, fed: () => ReadonlySet<number>): Demanded<Shape> | undefined {
  const candidates: Demanded<Shape>[] = [];
  // a decimal text compared exactly demands its places only when it keeps a trailing zero (`'3.50'`) or rounds a value no
  // floating-point computation lands on (`'0.333'`); `'16.25'` is what any program prints for 65 / 4. What shows the
  // places (a pattern, `toFixed`, a trailing zero) is where they are demanded: that evidence comes first
  const rounded: Demanded<Shape>[] = [];
  for (const { hint, e, literal } of node.hints) {
    if (literal === undefined || /0$/.test(literal)) candidates.push({ value: hint as Shape, evidence: [e] });
    else if (Number.isInteger(Number(literal) * 16)) candidates.push({ value: { kind: 'number' }, evidence: [e] });
    else rounded.push({ value: hint as Shape, evidence: [flagged(e, 'rounding')] });
  }
  candidates.push(...rounded);
  // texts compared with different places (`'2.50'` and `'0.00123'`: significant figures) fix no number of places
  const textPlaces = new Set(candidates.flatMap((c) => (c.value.kind === 'decimal' && c.value.places !== undefined ? [c.value.places] : [])));
  if (textPlaces.size > 1) for (const c of candidates) if (c.value.kind === 'decimal') c.value = { kind: 'decimal' };
  // A value compared with a fraction is not an integer, whatever else it is compared with. A fraction that is not among
  // the numbers fed is computed; when it has no exact binary form (`12.3`, unlike `2.5`), no floating-point computation
  // lands on it, so the comparison demands rounding to its places (`mean === 12.3`). One that is fed (`min === -7.5`) is
  // only copied through.
  // (`Infinity`, a model's answer for no route, is no fraction)
  const fractions = node.numeric.filter((n) => n.value !== undefined && Number.isFinite(n.value) && !Number.isInteger(n.value));
  const computed = fractions.filter((n) => !fed().has(n.value!) && !Number.isInteger(n.value! * 16));
  const ints = fractions.length ? [] : node.numeric.filter((n) => n.integer);
  if (computed.length) candidates.push({ value: { kind: 'decimal', places: Math.max(...computed.map((n) => placesOf(n.value!))) }, evidence: computed.map((n) => flagged(n.e, 'rounding')) });
  else if (ints.length) candidates.push({ value: { kind: 'integer' }, evidence: ints.map((n) => flagged(n.e, 'asNumber')) });
  else if (node.numeric.length) candidates.push({ value: { kind: 'number' }, evidence: node.numeric.map((n) => n.e) });
  if (node.json.length) candidates.push({ value: { kind: 'json' }, evidence: node.json });
  if (!candidates.length) return undefined;
  candidates.sort((a, b) => (SHAPE_RANK[b.value.kind] ?? 0) - (SHAPE_RANK[a.value.kind] ?? 0));
  const best = candidates[0];
  const merged: Evidence[] = [];
  for (const c of candidates) if (c.value.kind === best.value.kind) for (const e of c.evidence) addEvidence(merged, e);
  // a sign the oracle requires anywhere (`/^[+-]\d+$/`) is required of the value (see below)
  const signing = candidates.filter((c) => c.value.kind === best.value.kind && 'plus' in c.value && c.value.plus);
  // a signed integer anywhere makes the integer signed; the most specific decimal places win
  if (best.value.kind === 'integer' && candidates.some((c) => c.value.kind === 'integer' && c.value.signed)) best.value = { kind: 'integer', signed: true };
  if (signing.length && (best.value.kind === 'integer' || best.value.kind === 'decimal')) {
    best.value = { ...best.value, ...(best.value.kind === 'integer' ? { signed: true } : {}), plus: true };
    // where the sign is demanded comes first: that is where the shape is decided
    const first = signing.flatMap((c) => c.evidence);
    return { value: best.value, evidence: [...first, ...merged.filter((e) => !first.includes(e))] };
  }
  return { value: best.value, evidence: merged };
}

function shapeOf(node: ShapeNode, fed: () => ReadonlySet<number>): Demanded<Shape> | undefined {
  for (const [sep, split] of node.splits) {
    // a decimal split at its point (`euros, cents` of a value matched by `^\d+\.\d{2}$`) is still that decimal
    if (sep === '.') {
      const own = ownShape(node, fed);
      if (own?.value.kind === 'decimal') return own;
    }
    const indices = new Set<number | null>(split.children.keys());
    for (const l of split.lists) for (const i of l.indices) indices.add(i);
    const iterated = split.lists.some((l) => l.iterated) || indices.has(null);
    const numbered = [...indices].filter((i): i is number => i !== null);
    const evidence = split.checked.length ? split.checked : [split.e];
    const childShape = (i: number | null): Shape => (split.children.get(i) ? shapeOf(split.children.get(i)!, fed)?.value : undefined) ?? { kind: 'word' };
    if (!iterated && numbered.length > 0 && numbered.every((i) => i <= 1)) {
      return { value: { kind: 'pair', separator: sep, left: childShape(0), right: childShape(1) }, evidence };
    }
    let element: Shape | undefined;
    const kinds = new Set<string>();
    for (const [, child] of split.children) {
      const s = shapeOf(child, fed);
      if (s) kinds.add(s.value.kind);
      if (s && (!element || (SHAPE_RANK[s.value.kind] ?? 6) > (SHAPE_RANK[element.kind] ?? 6))) element = s.value;
    }
    // values taken by position in shapes of their own (`05:12,25:40,1228,2`: two times, then counts) are a record, not
    // a list of the first one's shape (the whole may still be compared or counted)
    const structural = [...kinds].some((k) => k === 'pair' || k === 'list');
    if (!split.children.has(null) && structural && kinds.size > 1) element = { kind: 'word' };
    return { value: { kind: 'list', separator: sep, element: element ?? { kind: 'word' } }, evidence };
  }
  return ownShape(node, fed);
}

/** The texts a run feeds the program: its stdin and each argument. */
function fedTexts(run: RunInfo): string[] {
  return [run.stdin ?? '', ...run.args.map((a) => a ?? '')];
}

/** `make()`'s value, made at the first call. */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}

function layoutKey(l: Layout): string {
  return l.kind === 'fields' ? `f${l.assign}\u0000${l.separator}` : l.kind === 'tokens' ? `t${l.separator}` : l.kind;
}

/** The digit strings and the numbers in a fed text, by text (runs, and the oracles of a suite, feed the same texts). Read-only once built. */
const fedNumbers = new Map<string, { digits: string[]; numbers: number[] }>();

function numbersFed(text: string): { digits: string[]; numbers: number[] } {
  let out = fedNumbers.get(text);
  if (!out) {
    out = { digits: [], numbers: [] };
    for (const m of text.matchAll(/-?\d+/g)) out.digits.push(m[0]);
    for (const m of text.matchAll(/-?\d+(?:\.\d+)?/g)) out.numbers.push(Number(m[0]));
    if (fedNumbers.size > 2000) fedNumbers.clear();
    fedNumbers.set(text, out);
  }
  return out;
}

/**
 * Output lines read as fixed-width columns: cuts at constant positions of which one ends where another starts
 * (`slice(0, 5)` and `slice(5)`). A lone cut (`line.slice(0, 3) === 'ERR'`) reads a prefix, not a column.
 */
function fixedColumns(cuts: readonly Collector['columnCuts'][number][]): Contract['fixedColumns'] {
  const starts = new Set(cuts.map((cut) => cut.start));
  if (!cuts.some((cut) => cut.end !== undefined && starts.has(cut.end))) return undefined;
  const columns = new Map<string, ColumnSpan & { evidence: Evidence[] }>();
  const evidence: Evidence[] = [];
  for (const cut of cuts) {
    const k = `${cut.start}:${cut.end ?? ''}`;
    const column = columns.get(k) ?? { start: cut.start, ...(cut.end !== undefined ? { end: cut.end } : {}), evidence: [] };
    columns.set(k, column);
    const e = ev(cut.loc, cut.check, 'reads a column at fixed character positions');
    addEvidence(column.evidence, e);
    addEvidence(evidence, e);
  }
  return { columns: [...columns.values()].sort((a, b) => a.start - b.start || (a.end ?? Infinity) - (b.end ?? Infinity)), evidence };
}

/** Builds the enforced Contract from what the interpreter observed; `source`, the oracle's text, locates fed lines where they are written (see writtenAt). */
export function assemble(c: Collector, file: string, source?: string): Contract {
  const fieldTable = new RootTable<Field>();
  const fields = fieldTable.byId;
  const shapeTable = new RootTable<ShapeNode>();
  const shapeRoots = shapeTable.byId;
  const positionalSeps = new Map<number, string>();
  const checkReads = new Map<string, Set<string>>();
  const readBy = (check: string | undefined, key: string) => {
    if (check === undefined) return;
    let reads = checkReads.get(check);
    if (!reads) checkReads.set(check, (reads = new Set()));
    reads.add(key);
  };
  const checkJudges = new Map<string, Set<string>>();
  const noteJudged = (check: string | undefined, r: Resolved | null, judges = checkJudges) => {
    if (check === undefined || !r || (r.root.kind !== 'key' && r.root.kind !== 'pos')) return;
    let keys = judges.get(check);
    if (!keys) judges.set(check, (keys = new Set()));
    keys.add(r.root.kind === 'key' ? r.root.key : `#${r.root.pos}`);
  };
  // keys a check only asserts absent (`assert.equal(f.int, undefined)`): it reads them, but a crash cuts nothing off
  const checkAbsent = new Map<string, Set<string>>();
  // one presence evidence per `file:line:check`: by line, file and check (no key text per read) while no file name has a
  // colon; from the first one that does, by the text itself (which alone tells such names apart the way it always did)
  const presenceLines = new Map<Field, Map<number, Evidence[]>>();
  let presenceTexts: Map<Field, Set<string>> | null = null;
  const presenceKey = (e: Evidence) => `${e.loc.file}:${e.loc.line}:${e.check ?? ''}`;

  const field = (r: Root): Field | null => {
    let f = fieldTable.get(r);
    if (!f) {
      const id = rootId(r);
      if (!id) return null;
      f = { key: r.kind === 'key' ? r.key : null, presence: [], required: false, vocabulary: [] };
      if (r.kind === 'pos') positionalSeps.set(r.pos, r.sep);
      fieldTable.set(r, id, f);
    }
    return f;
  };
  const anyReads: { sep: string; e: Evidence }[] = [];
  let lastCheck: string | undefined;
  let lastReads: Set<string> | undefined;
  const noteRead = (r: Root, e: Evidence) => {
    // a loop over every line reads every positional value: attach it to them once they are all known
    if (r.kind === 'any') anyReads.push({ sep: r.sep, e });
    const f = field(r);
    if (!f) return;
    if (r.kind !== 'whole') {
      if (!presenceTexts && e.loc.file.includes(':')) {
        presenceTexts = new Map();
        for (const pf of presenceLines.keys()) presenceTexts.set(pf, new Set(pf.presence.map(presenceKey)));
      }
      if (presenceTexts) {
        const k = presenceKey(e);
        let texts = presenceTexts.get(f);
        if (!texts) presenceTexts.set(f, (texts = new Set()));
        if (!texts.has(k)) {
          texts.add(k);
          f.presence.push(e);
        }
      } else {
        let lines = presenceLines.get(f);
        if (!lines) presenceLines.set(f, (lines = new Map()));
        const at = lines.get(e.loc.line);
        if (!at) {
          lines.set(e.loc.line, [e]);
          f.presence.push(e);
        } else if (!at.some((x) => x.loc.file === e.loc.file && (x.check ?? '') === (e.check ?? ''))) {
          at.push(e);
          f.presence.push(e);
        }
      }
    }
    if (r.kind === 'pos') {
      f.position = f.position ?? { value: r.pos, evidence: [] };
      addEvidence(f.position.evidence, e);
    }
    if (e.check !== undefined && (r.kind === 'key' || r.kind === 'pos')) {
      // reads come in runs from one check: the set of the last one is kept at hand
      if (e.check !== lastCheck || !lastReads) {
        lastCheck = e.check;
        lastReads = checkReads.get(e.check);
        if (!lastReads) checkReads.set(e.check, (lastReads = new Set()));
      }
      lastReads.add(r.kind === 'key' ? r.key : `#${r.pos}`);
    }
  };
  const shapeNode = (r: Resolved, create = true): ShapeNode | null => {
    let root = shapeTable.get(r.root);
    if (!root) {
      const id = rootId(r.root);
      if (!id) return null;
      root = newNode();
      shapeTable.set(r.root, id, root);
    }
    return nodeAt(root, r.path, create);
  };

  for (const r of c.reads) noteRead({ kind: 'key', key: r.key }, ev(r.loc, r.check, `reads ${r.key}`));
  // a key read where only one check reads it is that check's own use of it; a helper's read serves every check calling it
  const readers = new Map<string, Set<string | undefined>>();
  const sites = c.reads.map((r) => `${r.loc.file}:${r.loc.line}:${r.loc.column}`);
  c.reads.forEach((r, i) => {
    const set = readers.get(sites[i]);
    if (set) set.add(r.check);
    else readers.set(sites[i], new Set([r.check]));
  });
  c.reads.forEach((r, i) => {
    if (readers.get(sites[i])!.size === 1) noteJudged(r.check, { root: { kind: 'key', key: r.key }, path: [] });
  });

  // splits of output values (lists, pairs) and of stdout itself (positional layouts)
  const layoutEvidence = new Map<string, { layout: Layout; evidence: Evidence[] }>();
  const addLayout = (layout: Layout, e: Evidence) => {
    const k = layoutKey(layout);
    const entry = layoutEvidence.get(k) ?? { layout, evidence: [] };
    addEvidence(entry.evidence, e);
    layoutEvidence.set(k, entry);
  };
  for (const { list, check } of c.lists) {
    const base = resolve(list.src);
    if (!base) continue;
    if (base.root.kind === 'whole' && base.path.length === 0) {
      if (base.root.ch !== 'stdout') continue;
      for (const i of list.indices) noteRead({ kind: 'pos', pos: i, sep: list.sep }, ev(list.loc, check, `[${i}]`));
      continue;
    }
    if (base.root.kind === 'any') continue;
    shapeNode({ root: base.root, path: [...base.path, { list, index: null }] });
    // the element node exists only when something is done to elements; drop the placeholder otherwise
    const node = shapeNode({ root: base.root, path: base.path }, false);
    const split = node?.splits.get(list.sep);
    const placeholder = split?.children.get(null);
    if (split && placeholder && !placeholder.hints.length && !placeholder.numeric.length && !placeholder.splits.size && !list.iterated) split.children.delete(null);
    if (split) addEvidence(split.checked, ev(list.loc, check, `split(${JSON.stringify(list.sep)})`));
  }
  for (const l of c.layouts) {
    addLayout(l.layout, ev(l.loc, l.check, l.via));
    if (l.site) addLayout(l.layout, ev(l.site, l.check, 'through the helper called here'));
  }

  // the part before `=` of the line at a position compared with a name (`lines[0].split('=')[0] === 'floors'`): the key
  // that line carries
  const lineKeys = new Map<number, { assign: string; tokens: Map<string, Evidence[]> }>();
  // ... and the tokens its value after `=` is compared with (`field(4, 'verdict') === 'safe'`), by position and sign
  const lineValues = new Map<number, Map<string, Demanded<string>[]>>();
  // the words fed to the program: a line's key compared with one (`lines[i].split(':')[0] === owner`) is data, not a key,
  // and the check that does so walks every line
  const everyLineJudged = new Set<string>();
  // (in any case: `ALPHA` for a callsign fed as `Alpha`)
  const fedWords = lazy(() => new Set(c.runs.flatMap((run) => fedTexts(run).flatMap((text) => text.toLowerCase().split(/[^\w.-]+/)))));
  const isFedWord = (word: string) => fedWords().has(word.toLowerCase());
  // keys some line is compared to carry (see below)
  const labels: { key: string; v: VocabRec }[] = [];
  const noteLabel = (key: string, v: VocabRec) => labels.push({ key, v });
  for (const v of c.vocab) {
    const r = resolve(v.on);
    noteJudged(v.check, r);
    if (v.via === KEY_PREFIX) {
      // a line read by position asserted to start with `key: ` carries that key
      const m = KEY_AND_SIGN.exec(v.token);
      if (m && r?.root.kind === 'pos' && r.root.sep === '\n' && r.path.length === 0) noteLineKey(lineKeys, r.root.pos, m[2]!, m[1]!, ev(v.loc, v.check, v.via));
      if (m) readBy(v.check, m[1]!);
      continue;
    }
    if ((r?.root.kind === 'pos' || r?.root.kind === 'any') && r.root.sep === '\n' && r.path.length === 1) {
      const pos = r.root.kind === 'pos' ? r.root.pos : null;
      const part = keyValuePart(r.path[0]!, v.on);
      if (part?.part === 'value') {
        if (pos !== null) noteLineValue(lineValues, pos, part.assign, v.token, ev(v.loc, v.check, v.via));
      } else if (part) {
        if (pos !== null) noteLineKey(lineKeys, pos, part.assign, v.token, ev(v.loc, v.check, v.via));
        // the check reads the key it expects the line to carry, whether or not the lines turn out keyed (`on=06:20`,
        // `off=07:00` events, each line's key compared with a model's), and whichever line it is (the last one popped)
        if (pos === null && v.check !== undefined && isFedWord(v.token)) everyLineJudged.add(v.check);
        else if (KEY_NAME.test(v.token)) {
          readBy(v.check, v.token);
          // some line (`m[1] === 'total'` as the lines are walked) is demanded to carry that key
          if (pos === null) noteLabel(v.token, v);
        }
      } else {
        // the first word of a line compared with a label and its sign (`tokens[0] === 'blanks:'`) reads that key
        const labelled = leadingLabel(r.path[0]!, v.token);
        if (labelled && !(pos === null && isFedWord(labelled))) {
          readBy(v.check, labelled);
          if (pos === null) noteLabel(labelled, v);
        }
      }
    }
    if (!r || r.path.length) continue;
    if (r.root.kind === 'whole' && r.root.ch === 'stdout') addLayout({ kind: 'text' }, ev(v.loc, v.check, v.via));
    // a line of fields compared whole, whichever line it is (the summary popped off the end, `A=2 B=1 C=1 R=2`), reads its keys
    if (r.root.kind === 'any' && r.root.sep === '\n' && FIELDS_LINE.test(v.token)) for (const m of v.token.matchAll(FIELD_KEY)) readBy(v.check, m[1]!);
    const f = field(r.root);
    if (!f) continue;
    if (r.root.kind !== 'whole') noteRead(r.root, ev(v.loc, v.check, v.via));
    let entry = f.vocabulary.find((x) => x.value === v.token);
    if (!entry) {
      entry = { value: v.token, evidence: [] };
      f.vocabulary.push(entry);
    }
    addEvidence(entry.evidence, v.steers ? { ...ev(v.loc, v.check, v.via), steers: true } : ev(v.loc, v.check, v.via));
  }
  // a key some line is compared to carry is read there, and required where an assertion (not a branch) compares it;
  // the assertions first, so that the demand is located at one
  for (const { key, v } of [...labels.filter((l) => !l.v.steers), ...labels.filter((l) => l.v.steers)]) {
    noteRead({ kind: 'key', key }, ev(v.loc, v.check, LINE_LABEL));
    if (!v.steers) field({ kind: 'key', key })!.required = true;
  }
  for (const s of c.shapes) {
    const r = resolve(s.on);
    noteJudged(s.check, r);
    if (!r) continue;
    if (r.root.kind !== 'whole') noteRead(r.root, ev(s.loc, s.check, s.via));
    else if (r.root.ch === 'stdout' && r.path.length === 0) addLayout({ kind: 'text' }, ev(s.loc, s.check, s.via));
    const node = shapeNode(r);
    if (!node) continue;
    if (s.shape.kind === 'pattern' && s.shape.source === '__json') node.json.push(ev(s.loc, s.check, s.via));
    else node.hints.push(s.literal === undefined ? { hint: s.shape, e: ev(s.loc, s.check, s.via) } : { hint: s.shape, e: ev(s.loc, s.check, s.via), literal: s.literal });
  }
  for (const n of c.numbers) {
    const r = resolve(n.on.of);
    noteJudged(n.at.check, r);
    if (!r) continue;
    if (r.root.kind !== 'whole') noteRead(r.root, ev(n.at.loc, n.at.check, n.via));
    const node = shapeNode(r);
    if (!node || n.on.how === 'length') continue;
    const integer = n.on.how === 'rounded' ? false : n.on.how === 'parseInt' || n.on.how === 'BigInt' || typeof n.value === 'bigint' || (typeof n.value === 'number' && Number.isInteger(n.value))
      || n.via.startsWith('Number.isInteger') || n.via.startsWith('Number.isSafeInteger');
    const entry: ShapeNode['numeric'][number] = { integer, e: ev(n.at.loc, n.at.check, n.via) };
    if (typeof n.value === 'number' && !n.relational) entry.value = n.value;
    node.numeric.push(entry);
  }
  for (const t of c.touches) {
    const r = resolve(t.on);
    // (a value asserted absent is read by the oracle, but a check judging only absences judges no printed field)
    if (t.absent) {
      if (r && r.root.kind !== 'whole') noteRead(r.root, ev(t.loc, undefined, 'asserted absent'));
      noteJudged(t.check, r, checkAbsent);
      continue;
    }
    noteJudged(t.check, r);
    if (r && r.root.kind !== 'whole') noteRead(r.root, ev(t.loc, t.check, 'asserted'));
  }
  // numbers fed to the program (for shapes), and per run the digit strings fed to it: expecting one back from the run it
  // was fed to is copying text, not computing a number that large (fed to another run, as the value a hexadecimal input
  // converts to, it is computed)
  // (each made when first asked for: only a fraction compared with, or a magnitude from a literal, needs them)
  const fed = lazy(() => {
    const numbers = new Set<number>();
    for (const run of c.runs) for (const text of fedTexts(run)) for (const n of numbersFed(text).numbers) numbers.add(n);
    return numbers;
  });
  const fedDigits = lazy(() => {
    const byRun = new Map<RunInfo, Set<string>>();
    for (const run of c.runs) {
      const digits = new Set<string>();
      for (const text of fedTexts(run)) for (const d of numbersFed(text).digits) digits.add(d);
      byRun.set(run, digits);
    }
    return byRun;
  });
  const fedTo = (run: RunInfo): Set<string> => fedDigits().get(run) ?? new Set();
  for (const m of c.magnitudes) {
    noteJudged(m.check, resolve(m.on));
    if (m.literal !== undefined && (m.on.run ? fedTo(m.on.run).has(m.literal) : c.runs.some((run) => fedTo(run).has(m.literal!)))) continue;
    // a number inside a value (an entry of a line of a matrix) is a magnitude of that value too
    const r = resolve(m.on);
    if (!r) continue;
    const f = field(r.root);
    if (!f) continue;
    // the comparison demands the magnitude; the run that probes it is where the input reaching it is fed
    const evidence = [ev(m.loc, m.check, `${m.digits} digits`)];
    if (m.on.run && m.on.run.site.line !== m.loc.line) evidence.push(ev(m.on.run.site, m.check, 'probed by this run'));
    if (!f.magnitude || f.magnitude.value < m.digits) {
      f.magnitude = { value: m.digits, evidence };
      if (m.withinDouble) f.magnitudeWithinDouble = true;
      else delete f.magnitudeWithinDouble;
    } else if (f.magnitude.value === m.digits) {
      for (const e of evidence) addEvidence(f.magnitude.evidence, e);
      if (!m.withinDouble) delete f.magnitudeWithinDouble;
    }
  }
  // `digits` compared with `String(ways(20000)).length`: the output holds an integer of that many digits in that run. It is
  // the one other key the oracle compares with numbers past 2^53 (`ways`), when there is exactly one; failing that, the one
  // other key it compares with whole numbers at all (`schedules`, checked exactly only on small inputs), and not in the
  // check counting the digits (where its own value is known to be small)
  const integral = (f: Field) => f.shape?.value.kind === 'integer' || (f.vocabulary.length > 0 && f.vocabulary.every((v) => /^\d+$/.test(v.value)));
  const comparedIn = (f: Field, check: string | undefined) => [...f.vocabulary.flatMap((v) => v.evidence), ...(f.shape?.evidence ?? [])].some((e) => e.check === check);
  for (const d of c.digitCounts) {
    const r = resolve(d.on);
    const counted = r ? field(r.root) : undefined;
    const others = [...fields.values()].filter((f) => f !== counted && f.key !== null);
    let big = others.filter((f) => f.magnitude !== undefined && f.magnitude.value > 15 && !f.magnitudeWithinDouble);
    if (big.length === 0) big = others.filter((f) => integral(f) && !comparedIn(f, d.check));
    if (!counted || big.length !== 1) continue;
    const f = big[0]!;
    if (f.magnitude!.value >= d.digits) continue;
    const evidence = [ev(d.loc, d.check, `${d.digits} digits, counted by ${counted.key ?? 'a value'}`)];
    if (d.on.run && d.on.run.site.line !== d.loc.line) evidence.push(ev(d.on.run.site, d.check, 'probed by this run'));
    f.comparedMagnitude ??= f.magnitude;
    f.magnitude = { value: d.digits, evidence };
  }
  for (const rs of c.respellings) {
    const r = resolve(rs.on);
    if (!r || r.path.length) continue;
    const f = field(r.root);
    if (!f) continue;
    f.respelled ??= { value: rs.joiner, evidence: [] };
    addEvidence(f.respelled.evidence, ev(rs.at, rs.check, `spaces written as ${JSON.stringify(rs.joiner)}`));
    addEvidence(f.respelled.evidence, ev(rs.loc, rs.check, 'compared'));
  }
  for (const fd of c.foldings) {
    // (an item of a list, `rows` split on commas, is folded as the list's value is)
    const r = resolve(fd.on);
    if (!r) continue;
    const f = field(r.root);
    if (!f) continue;
    f.folded ??= { value: fd.fold.to, evidence: [] };
    addEvidence(f.folded.evidence, ev(fd.fold.loc, fd.check, `folded to ${fd.fold.to} case`));
    addEvidence(f.folded.evidence, ev(fd.loc, fd.check, 'compared'));
    if (fd.fold.from !== undefined && !(f.folded.from ??= []).includes(fd.fold.from)) f.folded.from.push(fd.fold.from);
  }
  for (const rd of c.roundings) {
    const r = resolve(rd.on);
    if (!r) continue;
    const f = field(r.root);
    if (!f) continue;
    // (the fewest places any comparison rounds to: a whole number compared somewhere is what a program must print there)
    if (!f.rounded || rd.mark.places < f.rounded.value.places) f.rounded = { value: { places: rd.mark.places, how: rd.mark.how }, evidence: f.rounded?.evidence ?? [] };
    addEvidence(f.rounded.evidence, ev(rd.mark.loc, rd.check, `rounded (${rd.mark.how})`));
    addEvidence(f.rounded.evidence, ev(rd.loc, rd.check, 'compared exactly'));
  }
  for (const cs of c.cases) {
    const r = resolve(cs.on);
    if (!r || r.path.length) continue;
    const f = field(r.root);
    if (!f) continue;
    f.caseInsensitive = f.caseInsensitive ?? [];
    addEvidence(f.caseInsensitive, ev(cs.loc, cs.check, 'lower-cased before comparing'));
  }
  for (const t of c.required) {
    const r = resolve(t);
    if (!r || r.root.kind === 'whole' || r.root.kind === 'any') continue;
    const f = field(r.root);
    if (f) f.required = true;
  }
  // the order of a single key is no order: `Object.keys(f)` equal to `['x']` demands only that `x` is there
  for (const o of c.orders) {
    if (o.keys.length === 1) {
      const f = field({ kind: 'key', key: o.keys[0] });
      if (f) {
        noteRead({ kind: 'key', key: o.keys[0] }, ev(o.loc, o.check, 'Object.keys'));
        f.required = true;
      }
      continue;
    }
    o.keys.forEach((key, i) => {
      const f = field({ kind: 'key', key });
      if (!f) return;
      noteRead({ kind: 'key', key }, ev(o.loc, o.check, 'key order'));
      f.required = true;
      f.position = f.position ?? { value: i, evidence: [] };
      addEvidence(f.position.evidence, ev(o.loc, o.check, 'Object.keys order'));
    });
  }
  for (const { sep, e } of anyReads) {
    for (const [pos, s2] of positionalSeps) {
      if (s2 !== sep) continue;
      const f = fields.get(`p:${pos}`)!;
      if (!f.presence.some((x) => x.loc.line === e.loc.line && x.loc.file === e.loc.file && x.check === e.check)) f.presence.push(e);
    }
  }
  for (const [id, root] of shapeRoots) {
    const f = fields.get(id);
    if (!f) continue;
    const s = shapeOf(root, fed);
    if (s) f.shape = s;
  }

  const contract: Contract = { origin: 'oracle', file, fields: [], exit: [], stderr: [], input: [], checks: [], problems: [] };
  // words expected in alphabetical order are no order demand when another expected sequence puts two of them the other way
  // (`['deny', 'allow']` beside `['allow', 'deny', 'deny']`)
  const sorted = c.sorted.filter((o) => {
    const words = new Set(o.words);
    return !c.wordSequences.some((seq) => putsOutOfOrder(seq, words));
  });
  if (sorted.length) contract.sortedLines = sorted.map((o) => ev(o.loc, o.check, `expects ${o.words.join(', ')} in this order`));
  if (c.ownOrders.length) contract.ownOrder = c.ownOrders.map((o) => ev(o.loc, o.check, `expects ${o.words.join(', ')} in this order, where its input fed ${o.fed.join(', ')}`));
  // the first line cut off the output and read nowhere, by any split of stdout into lines: a header line is expected
  const stdoutLines = c.lists.filter(({ list }) => {
    const base = list.sep === '\n' ? resolve(list.src) : undefined;
    return base?.root.kind === 'whole' && base.root.ch === 'stdout' && base.path.length === 0;
  });
  if (!stdoutLines.some(({ list }) => list.indices.has(0) || list.headRead)) {
    const skips: Evidence[] = [];
    for (const { list, check } of stdoutLines) if (list.headSkip) addEvidence(skips, ev(list.headSkip, check, 'drops the first line of the output'));
    if (skips.length) contract.headerLine = skips;
  }
  const fixed = fixedColumns(c.columnCuts.filter((cut) => {
    const base = resolve(cut.list.src);
    return base?.root.kind === 'whole' && base.root.ch === 'stdout';
  }));
  if (fixed) contract.fixedColumns = fixed;
  if (c.modelOrders.length) {
    const evidence: Evidence[] = [];
    for (const o of c.modelOrders) addEvidence(evidence, ev(o.loc, o.check, 'sorts its own list of the answer'));
    for (const o of c.modelOrders) addEvidence(evidence, ev(o.at, o.check, 'compares the output with it in order'));
    contract.modelOrder = { evidence, alphabetical: c.modelOrders.every((o) => o.alphabetical) };
  }
  if (c.blocks.length) contract.blankLineBlocks = c.blocks.map((o) => ev(o.loc, o.check, 'splits the output at blank lines'));
  const columns = columnsRead(c, file, source);
  if (columns.length) contract.columns = columns;
  contract.fields = [...fields.values()].filter((f) => f.key !== null || f.position || f.vocabulary.length || f.shape)
    .sort((a, b) => (a.position?.value ?? 1e9) - (b.position?.value ?? 1e9) || (a.presence[0]?.loc.line ?? 0) - (b.presence[0]?.loc.line ?? 0));
  for (const f of contract.fields) if (f.key === null && f.position === undefined) f.required = true;
  // the value after `=` of a line read by position: its shape node's own shape and the tokens it is compared with
  const lineValue = (pos: number, assign: string) => {
    const node = shapeRoots.get(`p:${pos}`)?.splits.get(assign)?.children.get(1);
    return { shape: node ? shapeOf(node, fed) : undefined, tokens: lineValues.get(pos)?.get(assign) };
  };
  // (the converted fields' presence starts where each line's key is compared: the layout's evidence below)
  const keyedLines = keyPositionalLines(lineKeys, fields, positionalSeps, lineValue);
  if (!keyedLines) {
    const merged = placeTestedKeys(lineKeys, fields);
    if (merged.size) contract.fields = contract.fields.filter((f) => !merged.has(f)).sort((a, b) => (a.position?.value ?? 1e9) - (b.position?.value ?? 1e9));
  }

  // layout: key=value fields first, then JSON, positional values, whole text
  for (const [pos, sep] of positionalSeps) {
    const f = fields.get(`p:${pos}`);
    if (f && f.key === null) for (const e of f.presence) addLayout(sep === '\n' ? { kind: 'lines' } : { kind: 'tokens', separator: sep }, e);
    else if (f && keyedLines) for (const e of f.presence) addLayout(keyedLines, e);
  }
  const candidates = [...layoutEvidence.values()];
  const rank = (l: Layout) => (l.kind === 'fields' ? 4 : l.kind === 'json' ? 3 : l.kind === 'lines' || l.kind === 'tokens' ? 2 : 1);
  candidates.sort((a, b) => rank(b.layout) - rank(a.layout) || b.evidence.length - a.evidence.length);
  if (candidates[0]) contract.layout = { value: candidates[0].layout, evidence: candidates[0].evidence };

  const { input, lineIds, runDepths } = inputDemands(c, file, source);
  contract.input = input;
  // (located where the second spelling is written in the check, when it is: a call spread over a few rows writes its
  // input on the rows after its own)
  const variants = caseVariants(c.runs, (word, run) => (source !== undefined && run.site.file === file ? wordWrittenAt(source, file, word, checkLine(c, run.check) + 1, run.site.line + 3) ?? undefined : undefined));
  if (variants.length) contract.caseVariants = variants;
  contract.exit = exitDemands(c);
  contract.stderr = stderrDemands(c);
  let sourceRows: string[] | undefined;
  contract.checks = c.checks.map((ck) => {
    const reads = new Set<string>(ck.reads);
    for (const r of checkReads.get(ck.name) ?? []) reads.add(r);
    // with several runs, each must have its status judged (or be started by a launcher that throws on failure): a check
    // that asserts one run's status and reads another's output ignores a crash of the second
    const judged = ck.judgedRuns;
    const everyRun = ck.runs.length <= 1 || judged === null || ck.runs.every((r) => (r.throwsOnFailure && !r.failureSwallowed) || judged.has(r));
    const info: CheckInfo = { name: ck.name, loc: ck.loc, reads: [...reads].sort(), assertsExit: ck.assertsExit && everyRun, canFail: true };
    const judges = checkJudges.get(ck.name);
    const absent = checkAbsent.get(ck.name);
    if (judges) info.judges = [...judges].filter((k) => reads.has(k) && !absent?.has(k)).sort();
    if (everyLineJudged.has(ck.name)) info.judgesEveryLine = true;
    // the guards of a parse helper make a check able to fail only when the check itself asserts nothing else (a check
    // that only parses the output tests its form); beside the check's own type-only assertions they add nothing
    if (ck.strong === 0 && (!ck.guards || ck.typeOnly > 0)) {
      info.canFail = false;
      info.cannotFailReason = ck.alwaysHolds
        ? ck.alwaysHolds
        : ck.numberTypeOnly ? 'its assertions only test that a value is a number (an integer, finite, of some sign), which any wrong number passes'
        : ck.typeOnly > 0 ? 'its assertions only test a type or presence' : 'no assertion on the program output';
      if (ck.typeOnlyLoc) info.cannotFailLoc = ck.typeOnlyLoc;
      if (ck.weakLocs) info.weakLocs = ck.weakLocs;
    }
    const feeds = new Set<string>();
    for (const r of ck.runs) for (const id of lineIds.get(r) ?? []) feeds.add(id);
    if (feeds.size) info.feeds = [...feeds];
    const largest = largestFedDigits(ck.runs);
    if (largest !== undefined) info.largestFedDigits = largest;
    const deepest = Math.max(0, ...ck.runs.map((r) => runDepths.get(r) ?? 0));
    if (deepest > 0) info.fedDepth = deepest;
    // (looked up only where a check feeds something that may be large: a number of 1,000 or more, a long text, or input
    // the analysis could not fold)
    const mayBeLarge = (largest !== undefined && largest >= 4) || ck.runs.some((r) => r.stdin === null || (typeof r.stdin === 'string' && r.stdin.length >= 2000));
    const sizes = source !== undefined && mayBeLarge ? checkSizeLiterals(ck, file, (sourceRows ??= source.split('\n'))) : [];
    if (sizes.length) info.sizeLiterals = sizes;
    const only = ck.runs.length === 1 ? ck.runs[0] : undefined;
    // a line has more than 15 digits only where 16 digits are written in a row: most inputs need no per-line count
    if (only && typeof only.stdin === 'string' && /\d{16}/.test(only.stdin)) {
      const digits = only.stdin.split('\n').filter((l) => l.trim() !== '').slice(0, 1000).map((l) => Math.max(0, ...[...l.matchAll(/\d+/g)].map((m) => m[0].replace(/^0+(?=\d)/, '').length)));
      if (digits.some((d) => d > 15)) info.inputLines = { digits, loc: { ...only.site } };
    }
    return info;
  });
  return contract;
}

/** Rows an assertion's literal list may be written over, below the assertion's first row. */
const MAX_ASSERTION_ROWS = 8;

/**
 * The columns of the output's lines the oracle reads (`line.split(' ')[1]`, a line destructured `[id, mark, grade]`), by
 * index, with every place a value of one is read, compared or folded: what names the column a finding is about.
 */
function columnsRead(c: Collector, file: string, source: string | undefined): NonNullable<Contract['columns']> {
  const byIndex = new Map<string, NonNullable<Contract['columns']>[number]>();
  const note = (on: TextValue, loc: SourceLocation, check: string | undefined, extra?: SourceLocation) => {
    const r = resolve(on);
    if (!r || (r.root.kind !== 'pos' && r.root.kind !== 'any') || r.root.sep !== '\n' || r.path.length !== 1) return undefined;
    const step = r.path[0]!;
    if (step === 'opaque' || step.index === null || step.list.sep === '\n' || step.list.sep === '?') return undefined;
    const id = `${step.index}\u0000${step.list.sep}`;
    let col = byIndex.get(id);
    if (!col) byIndex.set(id, (col = { index: step.index, separator: step.list.sep, evidence: [] }));
    addEvidence(col.evidence, ev(loc, check));
    if (extra) addEvidence(col.evidence, ev(extra, check));
    return col;
  };
  // (each record list walked in place: assembly runs for every oracle, and touches alone may be thousands)
  for (const records of [c.positions, c.touches, c.shapes, c.cases, c.magnitudes]) for (const x of records) note(x.on, x.loc, x.check);
  for (const fd of c.foldings) note(fd.on, fd.loc, fd.check, fd.fold.loc);
  for (const v of c.vocab) {
    const col = note(v.on, v.loc, v.check);
    if (!col || v.steers) continue;
    // (at the literal itself, one of the items of a list written over the lines below the assertion)
    const at = (source !== undefined && v.loc.file === file ? writtenAt(source, file, v.token, v.loc.line, v.loc.line + MAX_ASSERTION_ROWS) : null) ?? v.loc;
    const tokens = (col.tokens ??= []);
    const entry = tokens.find((t) => t.value === v.token);
    if (entry) addEvidence(entry.evidence, ev(at, v.check, v.via));
    else tokens.push({ value: v.token, evidence: [ev(at, v.check, v.via)] });
  }
  return [...byIndex.values()].sort((a, b) => a.index - b.index);
}

/** A size past which a default interpreter limit (recursion depth, CPython's digits) can be reached. */
const SIZE_LITERAL_MIN = 1000;

/** The size literals of a check written in the oracle's file, from the row after its `test(` (its name is text) to its last run. */
function checkSizeLiterals(ck: CheckCtx, file: string, rows: readonly string[]): SizeLiteral[] {
  const sites = ck.runs.filter((r) => r.site.file === file && r.site.line >= ck.loc.line).map((r) => r.site.line);
  if (ck.loc.file !== file || sites.length === 0) return [];
  const last = Math.max(...sites);
  return sizeLiterals(rows, file, last === ck.loc.line ? ck.loc.line : ck.loc.line + 1, last, SIZE_LITERAL_MIN);
}

/** The digits of the largest whole number fed by `runs` (stdin or arguments; leading zeros left out); undefined when none is known. */
function largestFedDigits(runs: readonly RunInfo[]): number | undefined {
  let best: number | undefined;
  const consider = (text: string) => {
    const digits = largestDigitsIn(text);
    if (digits !== undefined && (best === undefined || digits > best)) best = digits;
  };
  for (const run of runs) {
    if (typeof run.stdin === 'string') consider(run.stdin);
    for (const a of run.args) if (a !== null) consider(a);
  }
  return best;
}

/** Largest numbers by fed text: every check of a suite's oracles that feeds the same text reads it once. Read-only once built. */
const largestDigitsByText = new Map<string, number | undefined>();

function largestDigitsIn(text: string): number | undefined {
  if (largestDigitsByText.has(text)) return largestDigitsByText.get(text);
  let best: number | undefined;
  for (const m of text.matchAll(/(?<![\d.])\d+(?![\d.])/g)) {
    const digits = m[0].replace(/^0+(?=\d)/, '').length;
    if (best === undefined || digits > best) best = digits;
  }
  if (largestDigitsByText.size > 2000) largestDigitsByText.clear();
  largestDigitsByText.set(text, best);
  return best;
}

/** True when `seq` has two of `words` out of alphabetical order. */
function putsOutOfOrder(seq: readonly string[], words: ReadonlySet<string>): boolean {
  const mine = seq.filter((w) => words.has(w));
  return mine.some((w, i) => i > 0 && mine[i - 1] > w);
}

function partShape(token: string): Shape {
  if (/^-?\d+$/.test(token)) return token.startsWith('-') ? { kind: 'integer', signed: true } : { kind: 'integer' };
  if (/^-?\d+\.\d+$/.test(token)) return { kind: 'decimal', places: token.split('.')[1].length };
  return { kind: 'word' };
}

function shapeKey(parts: Shape[]): string {
  return parts.map((p) => (p.kind === 'integer' && p.signed ? 'signed' : p.kind)).join(' ');
}

/**
 * Runs whose stdout is judged as an answer (its tokens, shapes, numbers), whatever their status: exit status 1 may say
 * "something is overdue" beside the report. Lines fed to such a run besides its records (comments, a header) were skipped.
 */
function answeredRuns(c: Collector): Set<RunInfo> {
  const answered = new Set<RunInfo>();
  const note = (t: TextValue) => {
    if (t.run && rootChannel(t) === 'stdout') answered.add(t.run);
  };
  for (const v of c.vocab) note(v.on);
  for (const s of c.shapes) note(s.on);
  for (const n of c.numbers) note(n.on.of);
  return answered;
}

/** The channel a value of the output comes from (a key of parsed fields comes from stdout). */
function rootChannel(t: TextValue): 'stdout' | 'stderr' {
  const s = t.subj;
  if (s.t === 'whole') return s.ch;
  if (s.t === 'elem') return rootChannel(s.list.src);
  if (s.t === 'group') return rootChannel(s.match.of);
  return 'stdout';
}

function refusedRuns(c: Collector): Set<RunInfo> {
  const out = new Set<RunInfo>();
  for (const e of c.exits) {
    if (e.status === 0) continue;
    if (e.run) out.add(e.run);
    else for (const r of c.runs) if (r.check === e.check) out.add(r);
  }
  return out;
}

/**
 * What the known head of a generated input (`'tag session litres\n' + rows`) holds besides records: its complete lines,
 * each followed by a record the oracle feeds elsewhere, read as one input. Undefined when it holds nothing to skip.
 */
function skippedHead(head: string, records: readonly string[]): SkippedLines | undefined {
  const lines = head.split('\n').slice(0, -1).map((l) => l.trim());
  if (lines.length === 0) return undefined;
  for (const record of records) {
    const found = skippedLines([...lines, record]);
    if (found.header !== undefined || found.comments.length > 0) return { ...found, blank: false };
  }
  // comment lines need no record to be told apart
  const comments = lines.filter(isCommentLine);
  return comments.length > 0 ? { comments, blank: false } : undefined;
}

/** What an unfolded input holds besides records: a header or comments in its known head, comments or blank lines in its sketch. */
function unfoldedSkipped(run: RunInfo, recordLines: () => readonly string[]): SkippedLines | undefined {
  const fromHead = run.stdinHead !== undefined ? skippedHead(run.stdinHead, recordLines()) : undefined;
  const fromSketch = run.stdinSketch !== undefined ? sketchSkipped(run.stdinSketch) : undefined;
  if (!fromSketch) return fromHead;
  if (!fromHead) return fromSketch;
  return { ...fromHead, comments: fromHead.comments.length > 0 ? fromHead.comments : fromSketch.comments, blank: fromSketch.blank };
}

/** Fed texts already read into lines (many runs, and many oracles of a suite, feed the same text). Read-only once built. */
type ParsedLine = { line: string; parts: Shape[]; separator: string; key: string; digits: number; skip?: 'comment' | 'header' };
const parsedInputs = new Map<string, ParsedLine[]>();
/** Of those texts, the ones holding lines besides their records (comments, blank lines, a header row), and which. */
const skippedInputs = new Map<string, SkippedLines>();

/** A depth to two significant figures (2,999 and 3,000 are both 3,000). */
const roundDepth = (depth: number): number => Number(depth.toPrecision(2));

/** A chain's depth by the lines array of parsedInputs it was walked in (once per text, for all the oracles that feed it). */
const inputDepths = new WeakMap<readonly { line: string }[], number>();

function depthOf(lines: readonly { line: string }[]): number {
  let d = inputDepths.get(lines);
  if (d === undefined) inputDepths.set(lines, (d = inputDepth(lines.map((l) => l.line))));
  return d;
}

const KEY_NAME = /^[A-Za-z_][\w.-]*$/;
/** A line of `key=value` fields (`A=2 B=1 C=1 R=2`), or one `key: value`; FIELD_KEY finds each key. */
const FIELDS_LINE = /^\s*(?:[A-Za-z_][\w-]*=\S+(?:[ ,;]+[A-Za-z_][\w-]*=\S+)*|[A-Za-z_][\w-]*: ?\S.*)$/;
const FIELD_KEY = /(?:^|[ ,;])\s*([A-Za-z_][\w-]*)(?:=| ?: ?)/g;

/** A pattern whose first group is what comes before `=` or `:` and whose second, if any, is what comes after (`^(\w+)=(.*)$`). */
const KEY_VALUE_GROUPS = /^\^\((?:\?<\w+>)?[^()]*\)\s*([=:])\s*(\()?/;

/**
 * Which part of a `key=value` line a value read from a line is: the part before `=` of a split (`split('=')[0]`) or of a
 * match (`line.match(/^(\w+)=(.*)$/)[1]`), or the part after it; null for anything else.
 */
function keyValuePart(step: Step, on: TextValue): { assign: string; part: 'key' | 'value' } | null {
  if (step !== 'opaque') {
    // (`': '` and `' = '` too: the sign with the spaces the line writes around it)
    if (!/^ ?[=:] ?$/.test(step.list.sep)) return null;
    return step.index === 0 ? { assign: step.list.sep, part: 'key' } : step.index === 1 ? { assign: step.list.sep, part: 'value' } : null;
  }
  if (on.subj.t !== 'group') return null;
  const m = KEY_VALUE_GROUPS.exec(on.subj.match.source);
  if (!m) return null;
  return on.subj.group === 1 ? { assign: m[1]!, part: 'key' } : on.subj.group === 2 && m[2] ? { assign: m[1]!, part: 'value' } : null;
}

/**
 * The key a line's first word names when it is compared with that key and its sign (`blanks:`, `total=`) or with a
 * label in capitals (`TOTAL`), else null.
 */
function leadingLabel(step: Step, token: string): string | null {
  if (step === 'opaque' || step.index !== 0 || step.list.sep !== ' ') return null;
  return KEY_AND_SIGN.exec(token)?.[1] ?? (ROW_LABEL.test(token) ? token : null);
}

/** A row's label in capitals: `TOTAL`, `SUBTOTAL`, `GRAND_TOTAL`. */
const ROW_LABEL = /^[A-Z][A-Z_]{2,}$/;

function noteLineKey(lineKeys: Map<number, { assign: string; tokens: Map<string, Evidence[]> }>, pos: number, assign: string, token: string, e: Evidence): void {
  if (!KEY_NAME.test(token)) return;
  let at = lineKeys.get(pos);
  if (!at) lineKeys.set(pos, (at = { assign, tokens: new Map() }));
  if (at.assign !== assign) return;
  const list = at.tokens.get(token);
  if (list) addEvidence(list, e);
  else at.tokens.set(token, [e]);
}

function noteLineValue(lineValues: Map<number, Map<string, Demanded<string>[]>>, pos: number, assign: string, token: string, e: Evidence): void {
  let bySign = lineValues.get(pos);
  if (!bySign) lineValues.set(pos, (bySign = new Map()));
  let tokens = bySign.get(assign);
  if (!tokens) bySign.set(assign, (tokens = []));
  const entry = tokens.find((t) => t.value === token);
  if (entry) addEvidence(entry.evidence, e);
  else tokens.push({ value: token, evidence: [e] });
}

/**
 * Lines read by position whose part before `=` is compared with a name, one name per line (`keys` deep-equal to
 * `['floors', 'stops', 'seconds']`), are `key=value` lines in that order: each positional field becomes its key's field,
 * its shape the value after `=`, its position the order demanded. Only when every line read by position names its key
 * (and none names two) and no key is read otherwise; the `key=value` layout then, null otherwise.
 */
function keyPositionalLines(
  lineKeys: Map<number, { assign: string; tokens: Map<string, Evidence[]> }>,
  fields: Map<string, Field>,
  positionalSeps: Map<number, string>,
  lineValue: (pos: number, assign: string) => { shape: Demanded<Shape> | undefined; tokens: Demanded<string>[] | undefined },
): Layout | null {
  // (an oracle that also reads keys (`out[m[1]]` after a per-line match) has its keyed fields already)
  if (lineKeys.size === 0 || [...fields.values()].some((f) => f.key !== null)) return null;
  const lines = [...positionalSeps].filter(([, sep]) => sep === '\n').map(([pos]) => pos);
  const assigns = new Set([...lineKeys.values()].map((k) => k.assign));
  if (assigns.size !== 1 || lines.some((pos) => lineKeys.get(pos)?.tokens.size !== 1)) return null;
  const assign = [...assigns][0]!;
  // each line's one name and where it is compared
  const named = lines.map((pos) => [...lineKeys.get(pos)!.tokens][0]!);
  if (new Set(named.map(([name]) => name)).size !== named.length) return null;
  lines.forEach((pos, i) => {
    const f = fields.get(`p:${pos}`);
    if (!f) return;
    const [name, at] = named[i]!;
    f.key = name;
    f.presence = [...at, ...f.presence];
    if (f.position) f.position = { value: f.position.value, evidence: f.position.evidence.map((e) => ({ ...e, via: KEYED_LINE_POSITION })) };
    const value = lineValue(pos, assign);
    if (value.shape) f.shape = value.shape;
    else delete f.shape;
    for (const t of value.tokens ?? []) if (!f.vocabulary.some((x) => x.value === t.value)) f.vocabulary.push(t);
  });
  return { kind: 'fields', assign, separator: '\n' };
}

/**
 * A line read by its place, tested to start with one key and cut after it (`lines[0].startsWith('huts: ')`, then
 * `lines[0].slice('huts: '.length)`): the key's field, read as a key, is that line. It takes the line's place, and the
 * positional field that only stood for the line (no shape or token of its own) goes. Returns the fields that went.
 */
function placeTestedKeys(lineKeys: Map<number, { assign: string; tokens: Map<string, Evidence[]> }>, fields: Map<string, Field>): Set<Field> {
  const gone = new Set<Field>();
  for (const [pos, at] of lineKeys) {
    if (at.tokens.size !== 1) continue;
    const [name] = [...at.tokens.keys()];
    const line = fields.get(`p:${pos}`);
    const keyed = [...fields.values()].find((f) => f.key === name);
    if (!line?.position || !keyed || keyed.position || line.shape || line.vocabulary.length) continue;
    keyed.position = { value: line.position.value, evidence: line.position.evidence.map((e) => ({ ...e, via: KEYED_LINE_POSITION })) };
    for (const e of line.presence) if (!keyed.presence.some((x) => x.loc.line === e.loc.line && x.loc.file === e.loc.file)) keyed.presence.push(e);
    fields.delete(`p:${pos}`);
    gone.add(line);
  }
  return gone;
}

/** `via` of an input line's evidence at the string literal that holds its text. */
export const WRITTEN_VIA = 'fed text written here';

/** The line a check starts on (its `test(` call); 1 when the run is in no check. */
function checkLine(c: Collector, check: string | undefined): number {
  return (check !== undefined ? c.checks.find((k) => k.name === check)?.loc.line : undefined) ?? 1;
}

/**
 * Where a text a run was fed is written in the oracle: before the call that led to the run, in its check; then inside
 * that call's arguments or later in the check (`inspect('2024-06-01', ['# register', ...])` spans several lines);
 * then anywhere before the call.
 */
function fedTextAt(c: Collector, source: string, file: string, run: RunInfo, text: string): SourceLocation | null {
  const { from, next } = checkSpan(c, file, run);
  return writtenAt(source, file, text, from, run.site.line)
    ?? (run.check !== undefined ? writtenAt(source, file, text, run.site.line, next) : null)
    ?? writtenAt(source, file, text, 1, run.site.line);
}

/** A line of a generated input known by its start (`# family ` before a number): where a string of the check starts so. */
function fedStartAt(c: Collector, source: string, file: string, run: RunInfo, text: string): SourceLocation | null {
  const { from, next } = checkSpan(c, file, run);
  return startWrittenAt(source, file, text, from, run.site.line) ?? (run.check !== undefined ? startWrittenAt(source, file, text, run.site.line, next - 1) : null);
}

/**
 * A fed line not written whole (joined from an array's items, `[['C104', 'A7', '2024-01-15'], ...]`, or from an object's,
 * `{ rate: 'AFAP', target: 677 }`): where the check writes its first word, when that word has a letter in it.
 */
function fedWordAt(c: Collector, source: string, file: string, run: RunInfo, line: string): SourceLocation | null {
  const first = line.trim().split(/\s+/)[0] ?? '';
  if (first.length < 2 || !/\p{L}/u.test(first) || run.check === undefined) return null;
  const { from, next } = checkSpan(c, file, run);
  return wordWrittenAt(source, file, first, from + 1, next - 1);
}

/**
 * A generated line (`PX102 failed no_access`): where the oracle's file builds it from a template, if it does, and not
 * just before the launcher (`const input = bins.map((b) => \`${b.id} ${b.x}\`)` in the run helper serialises what
 * each check passes it: the check is where such a line is decided).
 */
function builtAt(c: Collector, file: string, run: RunInfo, line: string): SourceLocation | null {
  const at = c.builtTexts.get(line);
  if (at?.file !== file) return null;
  const launcher = run.oracleSite ?? run.loc;
  return launcher.file === file && at.line <= launcher.line && at.line >= launcher.line - SERIALISED_ABOVE ? null : at;
}

/** How many lines above a launcher a template may build its input as a serialiser (see builtAt). */
const SERIALISED_ABOVE = 3;

/** The first line of the check that starts `run` and the line where the next check of the file starts. */
function checkSpan(c: Collector, file: string, run: RunInfo): { from: number; next: number } {
  const from = checkLine(c, run.check);
  return { from, next: c.checks.reduce((end, k) => (k.loc.file === file && k.loc.line > from && k.loc.line < end ? k.loc.line : end), Number.MAX_SAFE_INTEGER) };
}

/** Where the check feeding `run` writes a blank line of its input: in the check up to the run, or after it in the check. */
function blankFedAt(c: Collector, source: string, file: string, run: RunInfo): SourceLocation | null {
  const { from, next } = checkSpan(c, file, run);
  return blankWrittenAt(source, file, from, run.site.line) ?? (run.check !== undefined ? blankWrittenAt(source, file, run.site.line, next - 1) : null);
}

function inputDemands(c: Collector, file: string, source: string | undefined): { input: InputDemand[]; lineIds: Map<RunInfo, string[]>; runDepths: Map<RunInfo, number> } {
  const refused = refusedRuns(c);
  const answered = answeredRuns(c);
  // the first record of each text the oracle feeds whole: what a generated input's known head is compared with
  let records: string[] | undefined;
  const recordLines = () => (records ??= [...new Set(c.runs.flatMap((r) => {
    if (typeof r.stdin !== 'string') return [];
    const first = r.stdin.split('\n').map((l) => l.trim()).find((l) => l !== '' && !isCommentLine(l));
    return first === undefined ? [] : [first];
  }))]);
  const lineIds = new Map<RunInfo, string[]>();
  const runDepths = new Map<RunInfo, number>();
  const stdin: InputDemand = { channel: 'stdin', lines: [] };
  const args: InputDemand = { channel: 'args', lines: [] };
  const linesOf = (text: string) => {
    let out = parsedInputs.get(text);
    if (!out) {
      out = [];
      const trimmed = text.split('\n').map((raw) => raw.trim());
      // comment lines and a header row are skipped by the program, not records of the input's shape
      const skipped = skippedLines(trimmed);
      if (skipped.blank || skipped.comments.length > 0 || skipped.header !== undefined) skippedInputs.set(text, skipped);
      for (const line of trimmed) {
        if (!line) continue;
        const skip = skipped.comments.length > 0 && isCommentLine(line) ? 'comment' : line === skipped.header ? 'header' : undefined;
        const separator = recordSeparator(line);
        const tokens = recordParts(line, separator);
        const parts = tokens.map(partShape);
        let digits = 0;
        for (const t of tokens) if (/^-?\d+$/.test(t)) digits = Math.max(digits, t.replace(/^-?0*/, '').length || 1);
        out.push({ line, parts, separator, key: `${separator === ' ' ? shapeKey(parts) : `${shapeKey(parts)} ${separator}`}${skip ? ` skip:${skip}` : ''}`, digits, ...(skip ? { skip } : {}) });
      }
      if (parsedInputs.size > 2000) {
        parsedInputs.clear();
        skippedInputs.clear();
      }
      parsedInputs.set(text, out);
    }
    return out;
  };
  // each run's stdin read into lines once (a folded stdin is a new text at each run: each lookup hashes and compares it)
  const stdinLines = c.runs.map((run) => (typeof run.stdin === 'string' ? linesOf(run.stdin) : undefined));
  const accepted = new Set<string>();
  c.runs.forEach((run, i) => {
    if (refused.has(run)) return;
    for (const l of stdinLines[i] ?? []) accepted.add(l.key);
  });
  // line index by shape key (the cached line's own string) and refusal, and the ids `stdin:<index>` made once each
  const index = new Map<string, [number | undefined, number | undefined]>();
  const stdinIds: string[] = [];
  const note = (run: RunInfo, id: string) => {
    let ids = lineIds.get(run);
    if (!ids) lineIds.set(run, (ids = []));
    if (!ids.includes(id)) ids.push(id);
  };
  // an input that could not be folded is still one input wherever the same value is fed
  // ... and so is one built by the same helper from the same arguments (constants alike, other values the same value)
  const unfolded = new Map<AbstractValue, string>();
  const origins: { origin: NonNullable<RunInfo['stdinOrigin']>; id: string }[] = [];
  const sameArg = (a: AbstractValue, b: AbstractValue) => a === b || (a.k === 'const' && b.k === 'const' && a.v === b.v);
  for (const run of c.runs) {
    if (run.stdin !== null || !run.stdinValue) continue;
    const o = run.stdinOrigin;
    let id = unfolded.get(run.stdinValue) ?? (o ? origins.find((x) => x.origin.fn === o.fn && x.origin.args.length === o.args.length && x.origin.args.every((a, i) => sameArg(a, o.args[i]!)))?.id : undefined);
    if (!id) id = `stdin:unfolded${unfolded.size}`;
    unfolded.set(run.stdinValue, id);
    if (o) origins.push({ origin: o, id });
    note(run, id);
  }
  const bump = (d: InputDemand, kind: 'magnitude' | 'size' | 'depth', value: number, run: RunInfo) => {
    const cur = d[kind];
    // depths that round alike are one demand (a chain of 3,000 members links 2,999 deep fed root first, 3,000 fed leaf
    // first): every check feeding one is evidence of it
    const alike = cur !== undefined && kind === 'depth' && roundDepth(cur.value) === roundDepth(value);
    if (cur && cur.value > value && !alike) return;
    const e = ev(run.site, run.check, kind === 'size' ? `${value} lines` : kind === 'depth' ? `${value} deep` : `${value} digits`);
    if (!cur || (cur.value < value && !alike)) d[kind] = { value, evidence: [e] };
    else {
      cur.value = Math.max(cur.value, value);
      addEvidence(cur.evidence, e);
    }
  };
  for (let r = 0; r < c.runs.length; r++) {
    const run = c.runs[r];
    // lines ending in \r\n, expected accepted: located where the carriage return is written (in this check, if it is)
    if (typeof run.stdin === 'string' && run.stdin.includes('\r\n') && !refused.has(run)) {
      const at = c.carriageReturns.find((r) => r.check === run.check) ?? c.carriageReturns[0];
      const e = at ? ev(at.loc, run.check, 'fed with CRLF line endings') : ev(run.site, run.check, 'fed with CRLF line endings');
      addEvidence((stdin.crlf ??= []), e);
    }
    // a tab between two parts of a record, expected accepted: a line with a number among its parts (`Norvale<TAB>1843020`);
    // a tab inside free text (a title to slugify) is a character like any other, and a trailing tab separates nothing
    if (typeof run.stdin === 'string' && run.stdin.includes('\t') && !refused.has(run) && run.stdin.split('\n').some(isTabbedRecord)) {
      // located where the tab is written (in this check, if it is)
      const at = c.tabs.find((r) => r.check === run.check) ?? c.tabs[0];
      addEvidence((stdin.tabs ??= []), ev(at?.loc ?? run.site, run.check, 'fed with tab-separated parts'));
    }
    // lines besides the records (comments, blank lines, a header row), expected skipped: located where the line is written
    const readAsInput = !refused.has(run) || answered.has(run);
    const skipped = !readAsInput ? undefined
      : typeof run.stdin === 'string' ? skippedInputs.get(run.stdin)
        : run.stdin === null ? unfoldedSkipped(run, recordLines) : undefined;
    if (skipped) {
      const at = (text: string | undefined) => {
        if (text === undefined || source === undefined || run.site.file !== file) return run.site;
        return fedTextAt(c, source, file, run, text) ?? (run.stdin === null ? fedStartAt(c, source, file, run, text) : null) ?? run.site;
      };
      if (skipped.comments.length > 0) {
        addEvidence((stdin.comments ??= []), ev(at(skipped.comments[0]), run.check, 'fed with comment lines'));
        (stdin.skippedExamples ??= {}).comments ??= skipped.comments[0];
      }
      if (skipped.header !== undefined) {
        addEvidence((stdin.header ??= []), ev(at(skipped.header), run.check, 'fed with a header row'));
        (stdin.skippedExamples ??= {}).header ??= skipped.header;
      }
      if (skipped.blank) {
        const written = source !== undefined && run.site.file === file ? blankFedAt(c, source, file, run) : null;
        addEvidence((stdin.blankLines ??= []), ev(written ?? run.site, run.check, 'fed with blank lines between records'));
      }
    }
    const lines = stdinLines[r];
    if (lines) {
      if (lines.length) bump(stdin, 'size', lines.length, run);
      const depth = depthOf(lines);
      if (depth >= MIN_RECORDED_DEPTH) {
        bump(stdin, 'depth', depth, run);
        runDepths.set(run, depth);
      }
      const e = ev(run.site, run.check, 'fed on stdin');
      for (const { line, parts, separator, key, digits, skip } of lines) {
        if (digits) bump(stdin, 'magnitude', digits, run);
        const isRefused = refused.has(run) && !accepted.has(key);
        let slot = index.get(key);
        if (!slot) index.set(key, (slot = [undefined, undefined]));
        let idx = slot[isRefused ? 1 : 0];
        if (idx === undefined) {
          const entry: InputLine = { parts: parts.map((x) => ({ ...x })), separator, example: line.length > 80 ? `${line.slice(0, 77)}...` : line, evidence: [] };
          if (isRefused) entry.refused = true;
          if (skip) entry.skipped = skip;
          // (the first line of each shape: the one a finding about that shape points at)
          const written = source !== undefined && run.site.file === file ? fedTextAt(c, source, file, run, line) ?? fedWordAt(c, source, file, run, line) ?? builtAt(c, file, run, line) : null;
          if (written) entry.evidence.push(ev(written, run.check, WRITTEN_VIA));
          stdin.lines.push(entry);
          idx = stdin.lines.length - 1;
          slot[isRefused ? 1 : 0] = idx;
          stdinIds[idx] = `stdin:${idx}`;
        }
        addEvidence(stdin.lines[idx].evidence, e);
        addExample(stdin.lines[idx], line, run.site, refused.has(run));
        note(run, stdinIds[idx]);
      }
    }
    if (run.args.length) {
      // arguments the analysis cannot work out (a temporary file's path) are still arguments: text parts, `…` in the example
      const unknown = run.args.some((a) => a === null);
      const parts = run.args.map((a) => (a === null ? TEXT : partShape(a)));
      if (!unknown) for (const t of run.args as string[]) if (/^-?\d+$/.test(t)) bump(args, 'magnitude', digitsOf(BigInt(t)), run);
      const key = shapeKey(parts);
      let idx = args.lines.findIndex((l) => Boolean(l.unknown) === unknown && shapeKey(l.parts) === key);
      if (idx < 0) {
        const entry: InputLine = { parts, separator: ' ', example: run.args.map((a) => a ?? '\u2026').join(' '), ...(unknown ? { unknown: true as const } : {}), evidence: [] };
        if (refused.has(run) && !unknown) entry.refused = true;
        args.lines.push(entry);
        idx = args.lines.length - 1;
      }
      addEvidence(args.lines[idx].evidence, ev(run.site, run.check, 'passed as arguments'));
      // the launcher call that builds the argument list (inside a helper), after the check's own call sites
      // (in the oracle's own file where the launcher is in a helper module: the call there that hands the arguments on)
      const launcher = run.oracleSite ?? run.loc;
      if (launcher.line !== run.site.line || launcher.file !== run.site.file) addEvidence(args.lines[idx].evidence, ev(launcher, run.check, LAUNCHER_VIA));
      if (!unknown) addExample(args.lines[idx], (run.args as string[]).join(' '), run.site, refused.has(run));
      note(run, `args:${idx}`);
    }
  }
  // (runs fed the same text share its lines: each text's words are read once)
  addFedWords(stdin, [...new Set(stdinLines)].flatMap((lines) => lines?.map((l) => l.line) ?? []));
  addFedWords(args, c.runs.flatMap((r) => [...r.args.filter((a): a is string => a !== null), ...(r.fileTexts ?? [])]));
  return { input: [stdin, args].filter((d) => d.lines.length > 0), lineIds, runDepths };
}

const TEXT: Shape = { kind: 'text' };

/** `via` of the evidence naming the launcher call that passes an argument list. */
export const LAUNCHER_VIA = 'arguments passed by the launcher';

/** A line whose parts a tab separates, one of them a number: a record, not text that happens to hold a tab. */
function isTabbedRecord(line: string): boolean {
  return /\S\t+\S/.test(line) && line.trim().split(/\s+/).some((p) => /^-?\d+(?:\.\d+)?$/.test(p));
}

/** Other distinct instances of an input line's shape kept besides its example. */
const MAX_EXAMPLES = 50;
/** How many instances are kept before only new kinds of characters are (see addExample). */
const DIVERSE_AFTER = 20;

/**
 * An instance with every run of digits as `0`: `12d3h` and `45d7h` are both `0d0h`. The digit groups of a clock time or
 * date keep their widths (`6:05` is `0:00`, `12:05` is `00:00`): how such a value is written is part of its shape.
 */
function digitSkeleton(text: string): string {
  return text.replace(/\d+(?:[:/-]\d+)+|\d+/g, (run) => (run.length > 1 && /[:/-]/.test(run) ? run.replace(/\d/g, '0') : '0'));
}

/** An instance as runs of kinds of characters: `ann RPSR` is `a A`, `ann rpsr` is `a a`, `12d3h` is `0a0a`. */
function charKinds(text: string): string {
  return text.replace(/\p{Lu}+/gu, 'A').replace(/\p{Ll}+/gu, 'a').replace(/\d+/g, '0');
}

/** Skeleton and kinds by instance text: the runs of a suite's oracles feed the same lines. Read-only once built. */
const instanceForms = new Map<string, { skeleton: string; kind: string }>();

function formsOf(text: string): { skeleton: string; kind: string } {
  let forms = instanceForms.get(text);
  if (!forms) {
    forms = { skeleton: digitSkeleton(text), kind: charKinds(text) };
    if (instanceForms.size > 2000) instanceForms.clear();
    instanceForms.set(text, forms);
  }
  return forms;
}

/**
 * Per input line being assembled, the digit skeletons and kinds of characters of the instances it keeps, and the kept
 * instance of each skeleton fed so far only by runs that demand a refusal.
 */
const keptKinds = new WeakMap<InputLine, { skeletons: Set<string>; kinds: Set<string>; refusedOnly: Map<string, string> }>();

const MAX_FED_WORDS = 2000;
const WORD = /[\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*/gu;

/** Words by text: the oracles of a suite feed and show the same texts. Read-only once built. */
const textWords = new Map<string, readonly string[]>();

function wordsIn(text: string): readonly string[] {
  let words = textWords.get(text);
  if (!words) {
    if (textWords.size > 4000) textWords.clear();
    textWords.set(text, (words = text.match(WORD) ?? []));
  }
  return words;
}

/** The words fed that the kept examples do not show (see InputDemand.words). */
function addFedWords(d: InputDemand, texts: readonly string[]): void {
  if (!d.lines.length) return;
  const shown = new Set<string>();
  for (const l of d.lines) for (const e of [l.example, ...(l.examples ?? [])]) for (const w of wordsIn(e)) shown.add(w);
  const words = new Set<string>();
  for (const text of texts) {
    for (const w of [...wordsIn(text), ...joinedCodesIn(text)]) {
      if (shown.has(w) || words.has(w)) continue;
      words.add(w);
      if (words.size >= MAX_FED_WORDS) break;
    }
    if (words.size >= MAX_FED_WORDS) break;
  }
  if (words.size) d.words = [...words];
}

function addExample(entry: InputLine, text: string, site: SourceLocation, inRefusedRun: boolean): void {
  const example = text.length > 80 ? `${text.slice(0, 77)}...` : text;
  const locs = (entry.exampleLocs ??= []);
  let kept = keptKinds.get(entry);
  if (!kept) {
    const first = formsOf(entry.example);
    keptKinds.set(entry, (kept = { skeletons: new Set<string>().add(first.skeleton), kinds: new Set<string>().add(first.kind), refusedOnly: new Map() }));
    if (inRefusedRun) markRefused(entry, kept.refusedOnly, first.skeleton, entry.example);
  }
  // an accepted run feeding a form only refusals fed so far clears it
  if (!inRefusedRun && kept.refusedOnly.delete(formsOf(example).skeleton)) syncRefused(entry, kept.refusedOnly);
  if (example === entry.example) {
    if (locs.length === 0) locs.push({ ...site });
    return;
  }
  const list = (entry.examples ??= []);
  if (list.length >= MAX_EXAMPLES) return;
  // the bounded list keeps instances that differ in more than their numbers (`2H` after two hundred random `12d3h`), and,
  // once it holds a few, only those of a new kind of characters (`ann rpsr` after forty random `ann RPSR`)
  const { skeleton, kind } = formsOf(example);
  if (list.length < DIVERSE_AFTER ? !kept.skeletons.has(skeleton) : !kept.kinds.has(kind)) {
    kept.skeletons.add(skeleton);
    kept.kinds.add(kind);
    list.push(example);
    if (inRefusedRun) markRefused(entry, kept.refusedOnly, skeleton, example);
    // the first feed of `example` itself is recorded when the entry is made; keep the two lists aligned
    if (locs.length === list.length) locs.push({ ...site });
  }
}

/** Notes a kept instance only a refusal run has fed (on a line not itself refused). */
function markRefused(entry: InputLine, refusedOnly: Map<string, string>, skeleton: string, example: string): void {
  if (entry.refused) return;
  refusedOnly.set(skeleton, example);
  syncRefused(entry, refusedOnly);
}

/** InputLine.refusedInstances from the kept instances of each form only refusal runs feed; absent when none is. */
function syncRefused(entry: InputLine, refusedOnly: ReadonlyMap<string, string>): void {
  if (refusedOnly.size) entry.refusedInstances = [...refusedOnly.values()];
  else delete entry.refusedInstances;
}

function describeInput(run: RunInfo | null): string | undefined {
  if (!run) return undefined;
  if (typeof run.stdin === 'string' && (run.stdin.trim() || !run.args.length)) {
    const text = run.stdin.trim();
    if (!text) return 'empty input';
    return text.length <= 60 ? `input ${JSON.stringify(text)}` : `input starting ${JSON.stringify(text.slice(0, 40))}`;
  }
  if (run.args.length && run.args.every((a) => a !== null)) return `arguments ${JSON.stringify(run.args.join(' '))}`;
  return undefined;
}

function exitDemands(c: Collector): ExitDemand[] {
  const out: ExitDemand[] = [];
  const add = (status: number | 'nonzero', when: string | undefined, e: Evidence) => {
    let d = out.find((x) => x.status === status && x.when === when);
    if (!d) {
      d = { status, evidence: [] };
      if (when) d.when = when;
      out.push(d);
    }
    addEvidence(d.evidence, e);
  };
  for (const e of c.exits) add(e.status, e.status === 0 ? undefined : describeInput(e.run), ev(e.loc, e.check, e.status === 0 ? 'exit status 0' : 'nonzero exit'));
  const refused = refusedRuns(c);
  for (const run of c.runs) if (run.throwsOnFailure && !run.failureSwallowed && !refused.has(run)) add(0, undefined, ev(run.loc, run.check, 'the launcher throws on a nonzero exit'));
  // "non-zero" and "exactly 2" for the same input are one demand, the exact one (`assert.throws` and its validator)
  const subsumed = new Set<ExitDemand>();
  for (const d of out) {
    if (d.status !== 'nonzero') continue;
    const exact = out.find((x) => typeof x.status === 'number' && x.status !== 0 && x.when === d.when);
    if (!exact) continue;
    exact.evidence.push(...d.evidence);
    subsumed.add(d);
  }
  return out.filter((d) => !subsumed.has(d));
}

function stderrDemands(c: Collector): StderrDemand[] {
  const out: StderrDemand[] = [];
  for (const s of c.stderr) {
    const when = s.expect === 'empty' ? undefined : describeInput(s.run);
    let d = out.find((x) => x.expect === s.expect && x.pattern === s.pattern && x.when === when);
    if (!d) {
      d = { expect: s.expect, evidence: [] };
      if (s.pattern !== undefined) d.pattern = s.pattern;
      if (when) d.when = when;
      out.push(d);
    }
    addEvidence(d.evidence, ev(s.loc, s.check, `stderr ${s.expect}`));
  }
  return out;
}
