// Hand-built contracts for rule tests: terse builders whose evidence points at given lines of `op/oracle.test.mjs` / `op/task.md`.
import { emptyContract, KEYED_LINE_POSITION, type CheckInfo, type Contract, type Demanded, type Evidence, type Field, type InputDemand, type InputLine, type Layout, type Shape, type ShownBlock } from '../../src/contract/types.js';

export const ORACLE = 'op/oracle.test.mjs';
export const STATEMENT = 'op/task.md';

export const ev = (file: string, line: number, check?: string): Evidence => ({ loc: { file, line, column: 1 }, ...(check ? { check } : {}) });
const dem = <T>(value: T, file: string, line: number, check?: string): Demanded<T> => ({ value, evidence: [ev(file, line, check)] });

export interface FieldSpec {
  key: string | null;
  line: number;
  required?: boolean;
  shape?: [Shape, number] | [Shape, number, string];
  tokens?: [string, number][];
  /** Statements: values an example output shows for the field, as written. */
  examples?: [string, number][];
  magnitude?: [number, number, string?];
  comparedMagnitude?: [number, number];
  magnitudeWithinDouble?: true;
  position?: [number, number];
  caseInsensitive?: number;
  /** Oracles: compared with the oracle's own texts folded to a case: [case, line of the fold, line of the comparison, texts before folding]. */
  folded?: ['upper' | 'lower', number, number, string[]?];
  /** Oracles: compared exactly with a number the oracle rounds: [places, how, line where it rounds, line of the comparison]. */
  rounded?: [number, string, number, number];
  check?: string;
  /** How the field is present (`example output` for a statement's example): none when not given. */
  via?: string;
}

function field(file: string, s: FieldSpec): Field {
  const f: Field = { key: s.key, presence: [{ ...ev(file, s.line, s.check), ...(s.via ? { via: s.via } : {}) }], required: s.required ?? true, vocabulary: (s.tokens ?? []).map(([t, l]) => dem(t, file, l, s.check ?? `check at ${l}`)) };
  if (s.shape) f.shape = { value: s.shape[0], evidence: [{ ...ev(file, s.shape[1], s.check), ...(s.shape[2] ? { via: s.shape[2] } : {}) }] };
  if (s.examples) f.examples = s.examples.map(([x, l]) => dem(x, file, l));
  if (s.magnitude) f.magnitude = dem(s.magnitude[0], file, s.magnitude[1], s.magnitude[2]);
  if (s.comparedMagnitude) f.comparedMagnitude = dem(s.comparedMagnitude[0], file, s.comparedMagnitude[1]);
  if (s.magnitudeWithinDouble) f.magnitudeWithinDouble = true;
  if (s.position) f.position = dem(s.position[0], file, s.position[1]);
  if (s.caseInsensitive) f.caseInsensitive = [ev(file, s.caseInsensitive)];
  if (s.rounded) {
    const [places, how, at, compared] = s.rounded;
    f.rounded = { value: { places, how }, evidence: [{ ...ev(file, at, s.check), via: `rounded (${how})` }, { ...ev(file, compared, s.check), via: 'compared exactly' }] };
  }
  if (s.folded) {
    const [to, at, compared, from] = s.folded;
    f.folded = { value: to, evidence: [{ ...ev(file, at, s.check), via: `folded to ${to} case` }, { ...ev(file, compared, s.check), via: 'compared' }], ...(from ? { from } : {}) };
  }
  return f;
}

export interface ContractSpec {
  layout?: [Layout, number];
  fields?: FieldSpec[];
  exit?: { status: number | 'nonzero'; when?: string; line: number }[];
  stderr?: { expect: 'empty' | 'nonempty' | 'matches'; pattern?: string; when?: string; namesInput?: true; line: number }[];
  /** Input lines; `fedAt` gives the evidence as [line, check] pairs (default: `line`, no check). */
  input?: { channel?: 'stdin' | 'args'; lines?: (Omit<InputLine, 'evidence'> & { line: number; fedAt?: [number, string][]; via?: string })[]; magnitude?: [number, number]; size?: [number, number]; depth?: [number, number, string?]; crlf?: number; tabs?: number; comments?: number; header?: number; blank?: number; skippedExamples?: InputDemand['skippedExamples'] }[];
  checks?: (Partial<CheckInfo> & { name: string; line: number })[];
  problems?: { kind: Contract['problems'][number]['kind']; message: string; line: number; column?: number }[];
  /** Backticked words: [word, line, column?]. */
  mentions?: [string, number, number?, string?][];
  /** Statements: prose saying the output is folded to lower case, at this line. */
  lowerCase?: number;
  /** Where the output is sorted alphabetically: the oracle's comparison, or the statement's sentence. */
  sorted?: number;
  /** Oracles: output compared in order with the oracle's own sorted list: [line of the sort, line of the comparison, alphabetical]. */
  modelOrder?: [number, number, boolean];
  /** Statements: prose saying in any words how lines are ordered, at this line. */
  orderSaid?: number;
  /** Statements: a sentence of the Output section saying how values in general are rounded, at this line. */
  roundingSaid?: number;
  /** Oracles: output lines expected in an order of the oracle's own, at this line. */
  ownOrder?: number;
  /** Oracles: where the oracle drops the first line of the output; statements: prose naming a first line, at this line. */
  header?: number;
  /** Where the output is cut into blocks at blank lines: the oracle's split, or the statement's sentence. */
  blankLines?: number;
  /** Plain lower-case prose words, with their statement line. */
  proseWords?: [string, number][];
  titleWords?: [string, number][];
  separators?: [string, number][];
  caseInsensitive?: number;
  /** Statements: prose saying the input's case does not matter, at this line. */
  inputCaseInsensitive?: number;
  /** Statements: prose saying numbers are zero-padded, at this line. */
  padding?: number;
  /** Enforced: [line, check, via] where a check about case feeds one word in two cases; statements: [line] of prose saying case matters. */
  caseVariants?: [number, string?, string?][];
  /** Statements: example blocks as written (`text` split into lines from `line` on), `unknown` unless a kind is given. */
  blocks?: { kind?: ShownBlock['kind']; line: number; text: string }[];
  /** Statements: the statement's text. */
  text?: string;
  /**
   * Oracles: columns of the output's rows read at these lines, [index, lines, tokens compared with them, where and in which
   * check (default `ids`)];
   * statements: columns a row template names, [index, name].
   */
  columns?: [number, number[] | string, [string, number, string?][]?][];
  /** Fixed-width columns, [start, end or null, line]: where the oracle cuts each, or the statement's notation sentence. */
  fixedColumns?: [number, number | null, number][];
  /** Statements: prose giving column widths ("columns 1-10"), at this line. */
  columnWidthsSaid?: number;
}

function build(origin: Contract['origin'], file: string, s: ContractSpec): Contract {
  const c = emptyContract(origin, file);
  if (s.layout) c.layout = dem(s.layout[0], file, s.layout[1]);
  if (s.text !== undefined) c.text = s.text;
  c.fields = (s.fields ?? []).map((f) => field(file, f));
  c.exit = (s.exit ?? []).map((e) => ({ status: e.status, ...(e.when ? { when: e.when } : {}), evidence: [ev(file, e.line)] }));
  c.stderr = (s.stderr ?? []).map((e) => ({ expect: e.expect, ...(e.pattern ? { pattern: e.pattern } : {}), ...(e.when ? { when: e.when } : {}), ...(e.namesInput ? { namesInput: e.namesInput } : {}), evidence: [ev(file, e.line)] }));
  c.input = (s.input ?? []).map((d) => ({
    channel: d.channel ?? 'stdin',
    lines: (d.lines ?? []).map(({ line, fedAt, via, ...rest }) => ({ ...rest, evidence: fedAt ? fedAt.map(([l, c]) => ev(file, l, c)) : [{ ...ev(file, line), ...(via ? { via } : {}) }] })),
    ...(d.magnitude ? { magnitude: dem(d.magnitude[0], file, d.magnitude[1]) } : {}),
    ...(d.size ? { size: dem(d.size[0], file, d.size[1]) } : {}),
    ...(d.depth ? { depth: dem(d.depth[0], file, d.depth[1], d.depth[2]) } : {}),
    ...(d.crlf ? { crlf: [ev(file, d.crlf)] } : {}),
    ...(d.tabs ? { tabs: [ev(file, d.tabs)] } : {}),
    ...(d.comments ? { comments: [ev(file, d.comments)] } : {}),
    ...(d.header ? { header: [ev(file, d.header)] } : {}),
    ...(d.blank ? { blankLines: [ev(file, d.blank)] } : {}),
    ...(d.skippedExamples ? { skippedExamples: d.skippedExamples } : {}),
  }));
  c.checks = (s.checks ?? []).map(({ line, ...rest }) => ({ reads: [], assertsExit: true, canFail: true, ...rest, loc: { file, line, column: 1 } }));
  c.problems = (s.problems ?? []).map((p) => ({ kind: p.kind, message: p.message, loc: { file, line: p.line, column: p.column ?? 1 } }));
  if (s.lowerCase) c.lowerCase = [ev(file, s.lowerCase)];
  if (s.sorted) c.sortedLines = [{ ...ev(file, s.sorted), via: 'expects abe, mia, zoe in this order' }];
  if (s.modelOrder) c.modelOrder = { evidence: [ev(file, s.modelOrder[0]), ev(file, s.modelOrder[1])], alphabetical: s.modelOrder[2] };
  if (s.orderSaid) c.orderSaid = [ev(file, s.orderSaid)];
  if (s.roundingSaid) c.roundingSaid = [ev(file, s.roundingSaid)];
  if (s.ownOrder) c.ownOrder = [{ ...ev(file, s.ownOrder), via: 'expects Carr, Abbott, Beck in this order, where its input fed Beck, Abbott, Carr' }];
  if (s.header) {
    if (origin === 'oracle') c.headerLine = [ev(file, s.header)];
    else c.headerSaid = [ev(file, s.header)];
  }
  if (s.blankLines) c.blankLineBlocks = [{ ...ev(file, s.blankLines), via: 'splits the output at blank lines' }];
  if (s.proseWords) c.proseWords = s.proseWords.map(([w, l]) => ({ value: w, evidence: [{ loc: { file, line: l, column: 1 } }] }));
  if (s.titleWords) c.titleWords = s.titleWords.map(([w, l]) => ({ value: w, evidence: [{ loc: { file, line: l, column: 1 } }] }));
  if (s.mentions) c.mentions = s.mentions.map(([m, l, col, via]) => ({ value: m, evidence: [{ loc: { file, line: l, column: col ?? 1 }, ...(via ? { via } : {}) }] }));
  if (s.separators) c.mentionedSeparators = s.separators.map(([m, l]) => dem(m, file, l));
  if (s.padding) c.padding = [ev(file, s.padding)];
  if (s.caseInsensitive) c.caseInsensitive = [ev(file, s.caseInsensitive)];
  if (s.inputCaseInsensitive) c.inputCaseInsensitive = [ev(file, s.inputCaseInsensitive)];
  if (s.caseVariants) c.caseVariants = s.caseVariants.map(([l, check, via]) => ({ ...ev(file, l, check), ...(via ? { via } : {}) }));
  if (s.columns) {
    c.columns = s.columns.map(([index, at, tokens]) => (typeof at === 'string'
      ? { index, name: at, separator: ' ', evidence: [{ ...ev(file, 5), via: 'row template' }] }
      : { index, separator: ' ', evidence: at.map((l) => ev(file, l)), ...(tokens ? { tokens: tokens.map(([t, l, check]) => dem(t, file, l, check ?? 'ids')) } : {}) }));
  }
  if (s.fixedColumns) {
    const columns = s.fixedColumns.map(([start, end, line]) => ({ start, ...(end !== null ? { end } : {}), ...(origin === 'oracle' ? { evidence: [ev(file, line)] } : {}) }));
    c.fixedColumns = { columns, evidence: s.fixedColumns.map(([, , line]) => ev(file, line)) };
  }
  if (s.columnWidthsSaid) c.columnWidthsSaid = [ev(file, s.columnWidthsSaid)];
  if (s.blocks) c.blocks = s.blocks.map((b) => ({ kind: b.kind ?? 'unknown', lines: b.text.split('\n').map((text, i) => ({ text, line: b.line + i })) }));
  return c;
}

/** An enforced contract read from `op/oracle.test.mjs`. */
export const oracle = (s: ContractSpec = {}): Contract => build('oracle', ORACLE, s);
/** A published contract read from `op/task.md`. */
export const statement = (s: ContractSpec = {}): Contract => build('statement', STATEMENT, s);

export const KV: Layout = { kind: 'fields', assign: '=', separator: ' ' };
export const word: Shape = { kind: 'word' };
export const int: Shape = { kind: 'integer' };
export const pairList: Shape = { kind: 'list', separator: ',', element: { kind: 'pair', separator: '-', left: word, right: word } };

/** Marks every keyed field's position as that of a `key=value` line the oracle reads by its place (`lines[1]`). */
export function keyedLines(c: Contract): Contract {
  for (const f of c.fields) if (f.key !== null && f.position) f.position.evidence = f.position.evidence.map((e) => ({ ...e, via: KEYED_LINE_POSITION }));
  return c;
}
