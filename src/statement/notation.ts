// Parses oraclint's contract notation (contract.ohm) into contract parts, with every item located in the statement file.
import type { IterationNode, MatchResult, Node, NonterminalNode } from 'ohm-js';
import grammar from './contract.ohm-bundle.js';
import type {
  ColumnSpan,
  ContractProblem,
  Demanded,
  Evidence,
  ExitDemand,
  Field,
  InputDemand,
  InputLine,
  Layout,
  Shape,
  StderrDemand,
} from '../contract/types.js';

/** What a `## Output` notation block publishes. */
export interface OutputNotation {
  layout?: Demanded<Layout>;
  fields: Field[];
  exit: ExitDemand[];
  stderr: StderrDemand[];
  caseInsensitive?: Evidence[];
  sortedLines?: Evidence[];
  blankLineBlocks?: Evidence[];
  fixedColumns?: { columns: ColumnSpan[]; evidence: Evidence[] };
}

/** Where the parsed text sits in the statement: its file and the 1-based line of its first character. */
export interface NotationOrigin {
  file: string;
  line: number;
}

export type NotationResult<T> = { ok: true; value: T } | { ok: false; problem: ContractProblem };

const VIA = 'contract notation';

type Item =
  | { kind: 'layout'; layout: Demanded<Layout> }
  | { kind: 'field'; field: Field }
  | { kind: 'exit'; exit: ExitDemand }
  | { kind: 'stderr'; stderr: StderrDemand }
  | { kind: 'case'; evidence: Evidence }
  | { kind: 'sorted'; evidence: Evidence }
  | { kind: 'blocks'; evidence: Evidence }
  | { kind: 'columns'; columns: ColumnSpan[]; evidence: Evidence };

interface FieldName {
  key: string | null;
  position?: number;
}
interface Annotation {
  optional?: boolean;
  position?: number;
}
interface Body {
  shape?: Shape;
  shapeNode?: Node;
  vocabulary: Demanded<string>[];
  magnitude?: Demanded<number>;
  caseInsensitive?: Evidence[];
}

// The origin of the text being parsed; set around each match so actions can locate nodes without threading it through.
let current: NotationOrigin = { file: '', line: 1 };

function locate(node: Node): Evidence {
  const { lineNum, colNum } = node.source.getLineAndColumn();
  return { loc: { file: current.file, line: current.line + lineNum - 1, column: colNum }, via: VIA };
}

const inner = (node: Node): string => node.sourceString.slice(1, -1);
const parseNumber = (node: Node): number => Number(node.sourceString.replace(/,/g, ''));

const semantics = grammar.createSemantics();

semantics.addOperation<Shape>('shape', {
  Shape_pattern: (_t, re) => re.regex(),
  Shape_text: (_t) => ({ kind: 'text' }),
  Shape_word: (_t) => ({ kind: 'word' }),
  Shape_plusInteger: (_t) => ({ kind: 'integer', signed: true, plus: true }),
  Shape_plusDecimalPlaces: (_t, n, _w, _p) => ({ kind: 'decimal', places: parseNumber(n), plus: true }),
  Shape_plusDecimal: (_t) => ({ kind: 'decimal', plus: true }),
  Shape_signed: (_t) => ({ kind: 'integer', signed: true }),
  Shape_unsigned: (_t) => ({ kind: 'integer', signed: false }),
  Shape_integer: (_t) => ({ kind: 'integer' }),
  Shape_decimalPlaces: (_t, n, _w, _p) => ({ kind: 'decimal', places: parseNumber(n) }),
  Shape_decimal: (_t) => ({ kind: 'decimal' }),
  Shape_number: (_t) => ({ kind: 'number' }),
  Shape_list: (_t, element, _s, sep) => ({ kind: 'list', separator: sep.sep(), element: element.shape() }),
  Shape_pair: (_t, template, _o, parts) => ({ kind: 'pair', separator: template.pairSep(), ...parts.pairParts() }),
  Shape_json: (_t) => ({ kind: 'json' }),
  Shapes_pattern: (_t, re) => re.regex(),
  Shapes_text: (_t) => ({ kind: 'text' }),
  Shapes_word: (_t) => ({ kind: 'word' }),
  Shapes_plusInteger: (_t) => ({ kind: 'integer', signed: true, plus: true }),
  Shapes_plusDecimalPlaces: (_t, n, _w, _p) => ({ kind: 'decimal', places: parseNumber(n), plus: true }),
  Shapes_plusDecimal: (_t) => ({ kind: 'decimal', plus: true }),
  Shapes_signed: (_t) => ({ kind: 'integer', signed: true }),
  Shapes_unsigned: (_t) => ({ kind: 'integer', signed: false }),
  Shapes_integer: (_t) => ({ kind: 'integer' }),
  Shapes_decimalPlaces: (_t, n, _w, _p) => ({ kind: 'decimal', places: parseNumber(n) }),
  Shapes_decimal: (_t) => ({ kind: 'decimal' }),
  Shapes_number: (_t) => ({ kind: 'number' }),
  Shapes_list: (_t, element, _s, sep) => ({ kind: 'list', separator: sep.sep(), element: element.shape() }),
  Shapes_pair: (_t, template, _o, parts) => ({ kind: 'pair', separator: template.pairSep(), ...parts.pairParts() }),
  Shapes_json: (_t) => ({ kind: 'json' }),
});

semantics.addOperation<{ left: Shape; right: Shape }>('pairParts', {
  PairParts_mixed: (left, _and, right) => ({ left: left.shape(), right: right.shape() }),
  PairParts_same: (both) => ({ left: both.shape(), right: both.shape() }),
});

semantics.addOperation<Shape>('regex', {
  regex(_open, chars, _slash, flags, _close) {
    return { kind: 'pattern', source: chars.sourceString, flags: flags.sourceString };
  },
});

semantics.addOperation<string>('sep', {
  sep_spaces: (_t) => ' ',
  sep_newlines: (_t) => '\n',
  sep_literal: (_o, chars, _c) => chars.sourceString,
});

semantics.addOperation<string>('pairSep', {
  pairTemplate: (_a, chars, _b) => chars.sourceString,
});

semantics.addOperation<string>('assign', {
  fieldTemplate: (_k, chars, _v) => chars.sourceString,
});

semantics.addOperation<Demanded<string>[]>('tokens', {
  Tokens_many(list, _or, last) {
    return [...list.asIteration().children, last].map((t) => ({ value: inner(t), evidence: [locate(t)] }));
  },
  Tokens_one: (t) => [{ value: inner(t), evidence: [locate(t)] }],
});

semantics.addOperation<FieldName>('fieldName', {
  FieldName_key: (k) => ({ key: inner(k) }),
  FieldName_line: (_l, n) => ({ key: null, position: parseNumber(n) - 1 }),
  FieldName_value: (_v, n) => ({ key: null, position: parseNumber(n) - 1 }),
  FieldName_whole: (_w) => ({ key: null }),
});

semantics.addOperation<Annotation>('annotation', {
  Annotation_optional: (_o) => ({ optional: true }),
  Annotation_position: (_p, n) => ({ position: parseNumber(n) - 1 }),
});

semantics.addOperation<Body>('body', {
  FieldBody(_colon, desc, clauses) {
    const body: Body = desc.body();
    for (const clause of clauses.children) {
      const part: Body = clause.body();
      if (part.magnitude) body.magnitude = part.magnitude;
      if (part.caseInsensitive) body.caseInsensitive = part.caseInsensitive;
    }
    return body;
  },
  ValueDesc_restricted: (shape, _c, tokens) => ({ shape: shape.shape(), shapeNode: shape, vocabulary: tokens.tokens() }),
  ValueDesc_shapeOrTokens: (shape, _c, _or, tokens) => ({ shape: shape.shape(), shapeNode: shape, vocabulary: tokens.tokens() }),
  ValueDesc_shape: (shape) => ({ shape: shape.shape(), shapeNode: shape, vocabulary: [] }),
  ValueDesc_tokens: (tokens) => ({ vocabulary: tokens.tokens() }),
  ValueDesc_any: (_a) => ({ vocabulary: [] }),
  Clause_magnitude(_c, _u, n, _d) {
    return { vocabulary: [], magnitude: { value: parseNumber(n), evidence: [locate(this)] } };
  },
  Clause_caseInsensitive(_c, _t) {
    return { vocabulary: [], caseInsensitive: [locate(this)] };
  },
});

function when(node: IterationNode): string | undefined {
  const w = node.children[0];
  return w ? w.children[1].sourceString.trim() : undefined;
}

semantics.addOperation<Item[]>('items', {
  Output: (lines) => lines.children.flatMap((l) => l.items()),
  OutputLine: (statement, _end) => statement.items(),
  OutputStatement_layout: (l) => l.items(),
  OutputStatement_field: (f) => f.items(),
  OutputStatement_sentences: (s) => s.children.flatMap((c) => c.items()),
  LayoutLine_fieldsOneLine(_o, template, _f, _comma, _s, sep, _order, _dot) {
    return [{ kind: 'layout', layout: { value: { kind: 'fields', assign: template.assign(), separator: sep.sep() }, evidence: [locate(this)] } }];
  },
  LayoutLine_fieldsPerLine(_o, template, _f, _order, _dot) {
    return [{ kind: 'layout', layout: { value: { kind: 'fields', assign: template.assign(), separator: '\n' }, evidence: [locate(this)] } }];
  },
  LayoutLine_lines(_t, _d) {
    return [{ kind: 'layout', layout: { value: { kind: 'lines' }, evidence: [locate(this)] } }];
  },
  LayoutLine_tokens(_t, sep, _d) {
    return [{ kind: 'layout', layout: { value: { kind: 'tokens', separator: sep.sep() }, evidence: [locate(this)] } }];
  },
  LayoutLine_json(_t, _d) {
    return [{ kind: 'layout', layout: { value: { kind: 'json' }, evidence: [locate(this)] } }];
  },
  LayoutLine_text(_t, _d) {
    return [{ kind: 'layout', layout: { value: { kind: 'text' }, evidence: [locate(this)] } }];
  },
  LayoutLine_unspecified(_t, _d) {
    return [];
  },
  FieldBullet(_dash, name, annotations, body, _dot) {
    const here = locate(name);
    const n: FieldName = name.fieldName();
    const field: Field = { key: n.key, presence: [here], required: true, vocabulary: [] };
    let position = n.position;
    const annotationList = annotations.children[0];
    if (annotationList) {
      for (const a of annotationList.children[1].asIteration().children) {
        const ann: Annotation = a.annotation();
        if (ann.optional) field.required = false;
        if (ann.position !== undefined) position = ann.position;
      }
    }
    if (position !== undefined) field.position = { value: position, evidence: [here] };
    const bodyNode = body.children[0];
    if (bodyNode) {
      const b: Body = bodyNode.body();
      if (b.shape && b.shapeNode) field.shape = { value: b.shape, evidence: [locate(b.shapeNode)] };
      field.vocabulary = b.vocabulary;
      if (b.magnitude) field.magnitude = b.magnitude;
      if (b.caseInsensitive) field.caseInsensitive = b.caseInsensitive;
    }
    return [{ kind: 'field', field }];
  },
  Sentence_exit(_t, status, w, _d) {
    return [{ kind: 'exit', exit: withWhen<ExitDemand>({ status: status.exitStatus(), evidence: [locate(this)] }, when(w)) }];
  },
  Sentence_stderrEmpty(_t, w, _d) {
    return [{ kind: 'stderr', stderr: withWhen<StderrDemand>({ expect: 'empty', evidence: [locate(this)] }, when(w)) }];
  },
  Sentence_stderrNonempty(_t, w, _d) {
    return [{ kind: 'stderr', stderr: withWhen<StderrDemand>({ expect: 'nonempty', evidence: [locate(this)] }, when(w)) }];
  },
  Sentence_stderrMatches(_t, re, w, _d) {
    const pattern = (re.regex() as Extract<Shape, { kind: 'pattern' }>).source;
    return [{ kind: 'stderr', stderr: withWhen<StderrDemand>({ expect: 'matches', pattern, evidence: [locate(this)] }, when(w)) }];
  },
  Sentence_caseInsensitive(_t, _d) {
    return [{ kind: 'case', evidence: locate(this) }];
  },
  Sentence_sorted(_t, _d) {
    return [{ kind: 'sorted', evidence: locate(this) }];
  },
  Sentence_blocks(_t, _d) {
    return [{ kind: 'blocks', evidence: locate(this) }];
  },
  Sentence_columns(_t, _colon, _c, spans, _d) {
    return [{ kind: 'columns', columns: spans.asIteration().children.map((s) => s.span() as ColumnSpan), evidence: locate(this) }];
  },
});

// 1-based, both ends included, as a reader counts characters; the contract's columns are `slice` positions
semantics.addOperation<ColumnSpan>('span', {
  ColumnSpan_range: (from, _d, to) => ({ start: parseNumber(from) - 1, end: parseNumber(to) }),
  ColumnSpan_open: (from, _o) => ({ start: parseNumber(from) - 1 }),
});

function withWhen<T extends { when?: string }>(item: T, situation: string | undefined): T {
  if (situation !== undefined) item.when = situation;
  return item;
}

semantics.addOperation<number | 'nonzero'>('exitStatus', {
  exitStatus_nonzero: (_n) => 'nonzero',
  exitStatus_number: (n) => parseNumber(n),
});

semantics.addOperation<InputDemand[]>('input', {
  Input: (blocks) => blocks.children.map((b) => b.demand()),
});

semantics.addOperation<InputDemand>('demand', {
  InputBlock(header, _end, items) {
    const demand: InputDemand = { channel: header.channel(), lines: [] };
    for (const item of items.children) item.addTo(demand);
    return demand;
  },
});

semantics.addOperation<InputDemand['channel']>('channel', {
  InputHeader_stdin: (_t, _c) => 'stdin',
  InputHeader_args: (_t, _c) => 'args',
});

semantics.addOperation<void>('addTo(demand)', {
  InputItem_bullet(bullet, _end) {
    (this.args.demand as InputDemand).lines.push(bullet.inputLine());
  },
  InputItem_sentences(sentences, _end) {
    for (const s of sentences.children) s.addTo(this.args.demand);
  },
  InputSentence_magnitude(_t, n, _d, _p) {
    (this.args.demand as InputDemand).magnitude = { value: parseNumber(n), evidence: [locate(this)] };
  },
  InputSentence_size(_t, n, _u, _p) {
    (this.args.demand as InputDemand).size = { value: parseNumber(n), evidence: [locate(this)] };
  },
  InputSentence_crlf(_t, _p) {
    (this.args.demand as InputDemand).crlf = [locate(this)];
  },
  InputSentence_comments(_t, _p) {
    (this.args.demand as InputDemand).comments = [locate(this)];
  },
  InputSentence_header(_t, _p) {
    (this.args.demand as InputDemand).header = [locate(this)];
  },
  InputSentence_blankLines(_t, _p) {
    (this.args.demand as InputDemand).blankLines = [locate(this)];
  },
});

semantics.addOperation<InputLine>('inputLine', {
  InputBullet(_dash, refused, parts, _comma, _sepBy, sep, like, _dot) {
    const line: InputLine = { parts: parts.parts(), separator: sep.sep(), example: '', evidence: [locate(this)] };
    const likeNode = like.children[0];
    if (likeNode) line.example = inner(likeNode.children[2]);
    if (refused.children.length > 0) line.refused = true;
    return line;
  },
});

semantics.addOperation<Shape[]>('parts', {
  InputParts_empty: (_e) => [],
  InputParts_many: (list, _and, last) => [...list.asIteration().children, last].map((s) => s.shape()),
  InputParts_one: (s) => [s.shape()],
});

const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function match(text: string, start: 'Output' | 'Input', origin: NotationOrigin): NotationResult<NonterminalNode> {
  const m: MatchResult = grammar.match(text, start);
  if (!m.failed()) return { ok: true, value: semantics(m) as unknown as NonterminalNode };
  const pos = m.getRightmostFailurePosition();
  const before = text.slice(0, pos);
  const line = before.split('\n').length;
  const column = pos - (before.lastIndexOf('\n') + 1) + 1;
  return {
    ok: false,
    problem: {
      kind: 'notation-error',
      // ohm's shortMessage reads "Line 3, col 5: Expected ..."; the location goes into loc instead.
      message: capitalize((m.shortMessage ?? 'expected the contract notation').replace(/^Line \d+, col \d+: /, '')),
      loc: { file: origin.file, line: origin.line + line - 1, column },
    },
  };
}

/** Parses the notation block of a `## Output` section. `origin.line` is the statement line the text starts on. */
export function parseOutputNotation(text: string, origin: NotationOrigin): NotationResult<OutputNotation> {
  const m = match(text, 'Output', origin);
  if (!m.ok) return m;
  current = origin;
  const items = (m.value as unknown as { items(): Item[] }).items();
  const out: OutputNotation = { fields: [], exit: [], stderr: [] };
  for (const item of items) {
    if (item.kind === 'layout') out.layout = item.layout;
    else if (item.kind === 'field') out.fields.push(item.field);
    else if (item.kind === 'exit') out.exit.push(item.exit);
    else if (item.kind === 'stderr') out.stderr.push(item.stderr);
    else if (item.kind === 'sorted') (out.sortedLines ??= []).push(item.evidence);
    else if (item.kind === 'blocks') (out.blankLineBlocks ??= []).push(item.evidence);
    else if (item.kind === 'columns') out.fixedColumns = { columns: item.columns, evidence: [item.evidence] };
    else (out.caseInsensitive ??= []).push(item.evidence);
  }
  return { ok: true, value: out };
}

/** Parses the notation block of a `## Input` section. */
export function parseInputNotation(text: string, origin: NotationOrigin): NotationResult<InputDemand[]> {
  const m = match(text, 'Input', origin);
  if (!m.ok) return m;
  current = origin;
  return { ok: true, value: (m.value as unknown as { input(): InputDemand[] }).input() };
}

/** True when `line` is a complete layout line of the notation (how a notation block is recognised inside a section). */
export function isLayoutLine(line: string): boolean {
  return grammar.match(line.replace(/\r$/, ''), 'LayoutLine').succeeded();
}

/** True when `line` is a complete field bullet with a value (`- \`a\`: an integer`) or input bullet of the notation. */
export function isNotationBullet(line: string, kind: 'input' | 'output'): boolean {
  const l = line.replace(/\r$/, '');
  return kind === 'output' ? l.includes(':') && grammar.match(l, 'FieldBullet').succeeded() : grammar.match(l, 'InputBullet').succeeded();
}

/** True when `line` is a complete input header of the notation. */
export function isInputHeader(line: string): boolean {
  return grammar.match(line.replace(/\r$/, ''), 'InputHeader').succeeded();
}
