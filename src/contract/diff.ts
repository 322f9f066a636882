// diff(enforced, published): every difference between what an oracle demands and what a statement publishes, as data for the rules.
import { caseVariantIn } from '../text/case-variants.js';
import { escapeRegExp } from '../text/escape-regexp.js';
import { joinedCodesIn } from '../text/joined-codes.js';
import { safeRegExp } from '../text/safe-regexp.js';
import { isJsonPath, memberName } from './json-path.js';
import { checkAt, inRefusalCheck } from './check-at.js';
import { demandsPadding, fits, isInformativeShape, showsShape, splitOn } from './fits.js';
import { blockShowingLayout, blocksShowShape } from './shown-output.js';

export { isInformativeShape } from './fits.js';
import { renderShape, type SkippedLineKind } from './render.js';
import { FIXED_WIDTH, PADDED, paddingDemand } from './padding.js';
import type {
  CheckInfo,
  ColumnSpan,
  Contract,
  Demanded,
  Evidence,
  ExitDemand,
  Field,
  InputLine,
  Layout,
  Separator,
  Shape,
  SourceLocation,
  StderrDemand,
} from './types.js';
import { ASSIGNED_MENTION, BACKTICKED_INPUT_LINE, EXAMPLE_COMMAND_LINE, INPUT_MENTION, KEY_DEFINITION, LINE_LABEL, OUTPUT_MENTION, OUTPUT_SECTION_PROSE, PROSE_BESIDE_OUTPUT_SECTION, TABLE_COLUMN } from './types.js';
import { diffOptionForms, type OptionFormDiff } from './option-forms.js';
import { diffStampForms, type StampFormDiff } from './stamp-forms.js';
import { diffCompositeForms, partsOf } from './composite-forms.js';
import { diffClockForms, type ClockFormDiff } from './clock-forms.js';

/**
 * How a published item relates to the enforced one.
 * `agree`: a program following the statement passes. `weaker`: the statement allows values the oracle rejects
 * (it says less). `contradicts`: no value the statement allows is accepted. `unpublished`: the statement says nothing.
 */
export type Relation = 'agree' | 'weaker' | 'contradicts';
export type PublishStatus = Relation | 'unpublished';

export interface LayoutDiff {
  enforced?: Demanded<Layout>;
  published?: Demanded<Layout>;
  /** `none` when the oracle demands no layout, or only one a reader assumes anyway (the whole text). */
  status: PublishStatus | 'none';
}

export interface ShapeDiff {
  enforced?: Demanded<Shape>;
  published?: Demanded<Shape>;
  /** `none`: nothing worth publishing is demanded (no shape, or only a weak one like `word` the statement leaves open). */
  status: PublishStatus | 'none';
  /** True when the statement shows the shape only through an example value. */
  viaExample: boolean;
}

export interface TokenDiff {
  token: string;
  evidence: Evidence[];
  /**
   * `published`: the statement shows this token for the key or as a mention. `case`: only in another letter case.
   * `unpublished`: nowhere. `input-bound`: not expected to be published (it carries a digit, or is taken from the input).
   */
  status: 'published' | 'case' | 'unpublished' | 'input-bound';
  /** The published spelling when status is `case`. */
  publishedAs?: string;
  /** True when `publishedAs` is not written in the statement but is how English writes the name it asks for (`Friday`). */
  conventional?: boolean;
}

export interface FieldDiff {
  key: string | null;
  enforced: Field;
  published?: Field;
  /**
   * How the key is published: as a field, only as a backticked mention, or not at all; `positional` for keyless values;
   * `input-bound` when the key is data taken from the input (word counts keyed by the words fed).
   */
  keyStatus: 'field' | 'mention' | 'unpublished' | 'positional' | 'input-bound';
  /** Where the statement names the key, when it does. */
  keyStatementLoc?: SourceLocation;
  shape: ShapeDiff;
  tokens: TokenDiff[];
  /**
   * Case: `relaxed` when the oracle ignores case; `contradicts` when the statement says case does not matter but the
   * oracle compares exactly; `exact` otherwise.
   */
  caseRule: 'relaxed' | 'exact' | 'contradicts';
  caseStatementLoc?: SourceLocation;
  /**
   * Case folding the oracle demands of data taken from the input: it expects the key or token `the` exactly while the
   * input also spells it `The`, and neither it nor the statement relaxes case.
   */
  caseFolding?: { expected: string; fed: string; evidence: Evidence[] };
  /** Values the oracle or statement associates with this key that contain the enforced field separator. */
  unrepresentable: UnrepresentableValue[];
}

/** A value (published example/vocabulary, or compared by the oracle) that the enforced layout cannot carry. */
export interface UnrepresentableValue {
  value: string;
  /** The separator of the enforced layout (or list) it contains, or `text` for a published free-text shape. */
  separator: Separator;
  /** `respelled`: the oracle expects `value` written as `respelling` (`Oat_Stout`), a spelling nothing publishes. */
  source: 'published' | 'enforced' | 'published-shape' | 'respelled' | 'respelledByRule';
  respelling?: string;
  /** Where the statement (or, for `enforced`, the oracle) shows the value. */
  evidence: Evidence[];
  /** Where the oracle compares the key with its own spelling of the value, when it does. */
  enforcedEvidence?: Evidence[];
}

/** A number the oracle expects or feeds, with how large it gets (decimal digits). */
export interface MagnitudeDiff {
  channel: 'output' | 'stdin' | 'args';
  key: string | null;
  digits: number;
  evidence: Evidence[];
  /** True when the value is compared exactly (integer shape, BigInt or string), false when through Number(). */
  exact: boolean;
  /** Output only: the largest values are at most 2^53, exact in a double although they have 16 digits. */
  withinDouble?: true;
  /** Largest magnitude the statement publishes for it, if any. */
  publishedDigits?: number;
  /** True when the statement's prose says numbers need exact big-integer arithmetic (past 2^53), without a digit count. */
  bigIntegersPublished?: true;
  /** Output only, when `digits` comes from a count of digits: the largest value compared digit for digit, and where. */
  compared?: { digits: number; evidence: Evidence[] };
}

export interface InputSizeDiff {
  channel: 'stdin' | 'args';
  size: number;
  /** How deep a recursive solution goes on the deepest input fed (the chain its lines link into, its brackets); where. */
  depth?: Demanded<number>;
  evidence: Evidence[];
  publishedSize?: number;
}

export interface ExitDiff {
  demand: ExitDemand;
  /** `conventional`: status 0 for an accepted input, which every reader assumes. */
  status: 'published' | 'unpublished' | 'contradicts' | 'conventional';
  statementLoc?: SourceLocation;
}

export interface StderrDiff {
  demand: StderrDemand;
  status: 'published' | 'unpublished';
  statementLoc?: SourceLocation;
}

export interface InputLineDiff {
  channel: 'stdin' | 'args';
  line: InputLine;
  /**
   * `published`: a published line of that shape exists. `assumed`: the statement shows no input lines on this channel, and
   * either the oracle demands no refusal there (the prose is taken to describe what is fed) or this is the shape fed most often. `unpublished`: neither. `refused`: a line the oracle
   * demands be refused (published when the statement shows any grammar on the channel).
   */
  status: 'published' | 'assumed' | 'unpublished' | 'refused';
  /** Shape signature, e.g. `word word integer`. */
  signature: string;
  /** Every line of this signature the oracle feeds. */
  evidence: Evidence[];
  /** True when the oracle passes command-line arguments and the statement never says the program takes any. */
  channelUnpublished?: boolean;
}

export interface ContractDiff {
  layout: LayoutDiff;
  /** Output lines the oracle expects in alphabetical order, with whether the statement says they are sorted. */
  sortedLines?: { enforced: Evidence[]; status: 'published' | 'unpublished'; statementLoc?: SourceLocation };
  /** Output lines the oracle compares in order with its own sorted model, with whether the statement says how lines are ordered. */
  modelOrder?: { enforced: Evidence[]; alphabetical: boolean; status: 'published' | 'unpublished' };
  /** Output lines expected in an order of the oracle's own: set only when the statement never says how lines are ordered. */
  ownOrder?: { enforced: Evidence[] };
  /** A first line of the output the oracle drops before reading the rows: set only when the statement shows none. */
  headerLine?: { enforced: Evidence[] };
  /** Output lines read at fixed character positions whose widths the statement neither gives nor shows. */
  fixedColumns?: { enforced: Evidence[]; columns: ColumnSpan[] };
  /** Blocks the oracle cuts the output into at blank lines, with whether the statement shows or says so. */
  blankLineBlocks?: { enforced: Evidence[]; status: 'published' | 'unpublished'; statementLoc?: SourceLocation };
  fields: FieldDiff[];
  magnitudes: MagnitudeDiff[];
  inputSizes: InputSizeDiff[];
  exit: ExitDiff[];
  stderr: StderrDiff[];
  input: InputLineDiff[];
  /** Published keyed fields that no enforced field or check reads (empty when the oracle's reads are unknown). */
  unreadPublished: Field[];
  /** Checks whose assertions cannot fail for a wrong answer. */
  cannotFail: CheckInfo[];
  /** The words the oracle feeds the program, lower-cased (a key they spell is data: see spelledByFedWords). */
  fedWords: ReadonlySet<string>;
  /**
   * Input words fed (and expected accepted) in capitals where the statement writes them only in lower case (`KG` for
   * `kg`): the oracle demands that the program read them regardless of case, and the statement states no case rule.
   */
  inputCase: InputCaseDiff[];
  /**
   * Checks about letter case that feed one word in two cases (`Lemons`, `lemons`) where the statement states no case rule
   * and shows no example input spelling a word two ways: whichever rule the oracle holds, the statement never gives it.
   */
  caseVariants?: { evidence: Evidence[] };
  /**
   * A token a column of the output's rows is compared with (`K-12` of `rows.map((r) => r[0])`) that the input spells only
   * in another case (`k-12`), where neither contract states a case rule: the oracle demands case folding.
   */
  columnFolding?: NonNullable<FieldDiff['caseFolding']>;
  /**
   * The tokens each column of the output's rows is compared with (`verdict` of `const [pos, depth, verdict] =
   * line.split(' ')`), by column index, diffed as a keyless value's are: present when some column is compared with one.
   */
  columnTokens?: { index: number; tokens: TokenDiff[] }[];
  /** Present when the oracle feeds lines ending with `\r\n` (and expects them accepted) and the statement never allows it. */
  crlf?: { evidence: Evidence[] };
  /** stdin lines whose parts a tab separates, fed by the oracle, where the statement never lets a tab separate them. */
  tabs?: { evidence: Evidence[] };
  /**
   * stdin lines besides the records that the oracle feeds and expects skipped (comment lines, blank lines between records,
   * a header row), of the kinds the statement never mentions nor shows; their evidence, comments first.
   */
  skipped?: { kinds: SkippedLineKind[]; evidence: Evidence[] };
  /** Command-line options the oracle passes in the form (`--age=70` or `--age 70`) the statement never writes for them. */
  optionForms: OptionFormDiff[];
  /** Clock times and dates fed in a form (`5:30`, `2024-6-9`) the statement never writes, where it writes another. */
  stampForms: StampFormDiff[];
  /** Clock times the oracle expects written in a form the statement never writes (`1:05:00` beside `MM:SS`). */
  clockForms: ClockFormDiff[];
}

export interface InputCaseDiff {
  fed: string;
  published: string;
  /** True when `published` is the spelling of the oracle's own stdin (an argument naming a column of it), not the statement's. */
  inData?: boolean;
  evidence: Evidence[];
  statementLoc?: SourceLocation;
}

const WHITESPACE = ' ';
const NEWLINE = '\n';

// ---------------------------------------------------------------------------------------------- shapes

/** True when a value split on `enforced` is also correctly split when the program writes `published` between parts. */
export function separatorAccepts(enforced: Separator, published: Separator): boolean {
  if (enforced === published) return true;
  // a whitespace split (`/\s+/`) accepts any run of whitespace, newlines included
  if (enforced === WHITESPACE) return published === NEWLINE || /^\s+$/.test(published);
  return false;
}

function worst(...relations: Relation[]): Relation {
  if (relations.includes('contradicts')) return 'contradicts';
  if (relations.includes('weaker')) return 'weaker';
  return 'agree';
}

function hasWhitespace(shape: Shape): boolean {
  switch (shape.kind) {
    case 'text':
    case 'json':
      return true;
    case 'list':
    case 'pair':
      return /\s/.test(shape.separator) || hasWhitespace(shape.kind === 'list' ? shape.element : shape.left) || (shape.kind === 'pair' && hasWhitespace(shape.right));
    default:
      return false;
  }
}

const NUMERIC = new Set(['integer', 'decimal', 'number']);

/**
 * Does every value the published shape allows satisfy the enforced shape? `agree` when yes, `weaker` when only some do,
 * `contradicts` when none can.
 */
export function shapeRelation(enforced: Shape, published: Shape): Relation {
  const p = published;
  switch (enforced.kind) {
    case 'text':
      return 'agree';
    case 'word':
      return hasWhitespace(p) ? 'weaker' : 'agree';
    case 'json':
      return p.kind === 'json' ? 'agree' : 'weaker';
    case 'number':
      if (NUMERIC.has(p.kind)) return 'agree';
      if (p.kind === 'list' || p.kind === 'pair') return 'contradicts';
      return 'weaker';
    case 'integer':
      // a sign always written (`+3`) is shown only by a published value written with its plus
      if (enforced.plus && !(p.kind === 'integer' && p.plus) && NUMERIC.has(p.kind)) return 'weaker';
      if (p.kind === 'integer') return enforced.signed === false && p.signed === true ? 'weaker' : 'agree';
      if (p.kind === 'decimal') return p.places !== undefined && p.places > 0 ? 'contradicts' : 'weaker';
      if (p.kind === 'list' || p.kind === 'pair') return 'contradicts';
      return 'weaker';
    case 'decimal': {
      const places = enforced.places;
      if (enforced.plus && !(p.kind === 'decimal' && p.plus) && NUMERIC.has(p.kind)) return p.kind === 'decimal' && places !== undefined && p.places !== undefined && p.places !== places ? 'contradicts' : 'weaker';
      if (p.kind === 'decimal') {
        if (places === undefined || p.places === places) return 'agree';
        return p.places === undefined ? 'weaker' : 'contradicts';
      }
      if (p.kind === 'integer') return places !== undefined && places > 0 ? 'contradicts' : 'agree';
      if (p.kind === 'list' || p.kind === 'pair') return 'contradicts';
      return 'weaker';
    }
    case 'list':
      if (p.kind === 'list') {
        if (!separatorAccepts(enforced.separator, p.separator)) return 'contradicts';
        // a published list of words (an example `alice,760.00,0.00` mixes names and amounts) shows which parts are
        // numbers; the oracle reading some parts as numbers asks nothing more of it
        if (p.element.kind === 'word' && NUMERIC.has(enforced.element.kind)) return 'agree';
        return shapeRelation(enforced.element, p.element);
      }
      if (NUMERIC.has(p.kind)) return enforced.element.kind === 'integer' || enforced.element.kind === 'number' ? 'weaker' : 'contradicts';
      // a pair `A-B` is a two-element list split on `-`
      if (p.kind === 'pair' && p.separator === enforced.separator) return worst(shapeRelation(enforced.element, p.left), shapeRelation(enforced.element, p.right));
      // a one-element example (`A-B`) shows the element but not the separator
      return 'weaker';
    case 'pair':
      if (p.kind === 'pair') {
        if (p.separator !== enforced.separator) return 'contradicts';
        return worst(shapeRelation(enforced.left, p.left), shapeRelation(enforced.right, p.right));
      }
      if (NUMERIC.has(p.kind)) return 'contradicts';
      return 'weaker';
    case 'pattern': {
      if (p.kind === 'pattern') return p.source === enforced.source && p.flags === enforced.flags ? 'agree' : 'weaker';
      return 'weaker';
    }
  }
}

/** A shape in words, exactly as the notation writes it, so a finding's message and its fix read alike. */
export const describeShape = renderShape;

/** `","`, `whitespace`, `one per line`. */
export function describeSeparator(sep: Separator): string {
  if (sep === WHITESPACE) return 'whitespace';
  if (sep === NEWLINE) return 'newlines (one per line)';
  return `"${sep}"`;
}

/** `key=value fields separated by whitespace`, `JSON`, ... */
export function describeLayout(layout: Layout): string {
  switch (layout.kind) {
    case 'fields':
      return `${layout.assign === '=' ? 'key=value' : `key${layout.assign}value`} fields separated by ${describeSeparator(layout.separator)}`;
    case 'lines':
      return 'one value per line';
    case 'tokens':
      return `values separated by ${describeSeparator(layout.separator)}`;
    case 'json':
      return 'one JSON document';
    case 'text':
      return 'the whole text';
  }
}

// ---------------------------------------------------------------------------------------------- layout

export function layoutRelation(enforced: Layout, published: Layout): Relation {
  if (enforced.kind === 'text') return 'agree';
  if (enforced.kind !== published.kind) {
    // lines read by position where the statement shows `key: value` lines: a line is a line
    if (enforced.kind === 'lines' && published.kind === 'fields' && published.separator === NEWLINE) return 'agree';
    // one value per line is whitespace-separated tokens too; and `word count` lines are one entry per line
    if (enforced.kind === 'tokens' && published.kind === 'lines' && separatorAccepts(enforced.separator, NEWLINE)) return 'agree';
    if (enforced.kind === 'fields' && published.kind === 'lines' && enforced.separator === NEWLINE) return 'agree';
    if (published.kind === 'text') return 'weaker';
    return 'contradicts';
  }
  if (enforced.kind === 'fields' && published.kind === 'fields') {
    // `key: value` and `key:value` are one layout to a reader; the example decides the spacing
    return enforced.assign.trim() === published.assign.trim() && separatorAccepts(enforced.separator, published.separator) ? 'agree' : 'contradicts';
  }
  if (enforced.kind === 'tokens' && published.kind === 'tokens') {
    return separatorAccepts(enforced.separator, published.separator) ? 'agree' : 'contradicts';
  }
  return 'agree';
}

/** Lines each parsed as JSON (`stdout.split('\n').map(JSON.parse)`): JSON Lines, keyed by the members read. */
function isJsonLines(enforced: Contract): boolean {
  if (enforced.layout?.value.kind !== 'lines') return false;
  const positional = enforced.fields.filter((f) => f.key === null);
  return positional.length > 0 && positional.every((f) => f.shape?.value.kind === 'json');
}

/** The statement says the output is JSON, one document per line ("one line per input number, each holding a JSON object"). */
function publishesJsonLines(published: Contract): boolean {
  return published.layout?.value.kind === 'json' && (published.mentionedSeparators ?? []).some((m) => m.value === NEWLINE);
}

/** The statement shows a single output line, and it is a list split on `sep` (by its example or its prose). */
function oneLineOf(sep: Separator, published: Contract): boolean {
  const lines = published.fields.filter((f) => f.key === null);
  if (lines.length !== 1) return false;
  const shape = lines[0].shape?.value;
  return (shape?.kind === 'list' && separatorAccepts(sep, shape.separator)) || (published.mentionedSeparators ?? []).some((m) => m.value === sep);
}

function diffLayout(enforced: Contract, published: Contract): LayoutDiff {
  const diff = diffLayoutAsRead(enforced, published);
  // an example block that the oracle's own layout parses into the values its checks read has shown the layout
  if ((diff.status === 'unpublished' || diff.status === 'weaker' || diff.status === 'contradicts') && blockShowingLayout(enforced, published)) {
    return { ...diff, status: 'agree' };
  }
  return diff;
}

/** The layout the statement reader found against the enforced one. */
function diffLayoutAsRead(enforced: Contract, published: Contract): LayoutDiff {
  const e = enforced.layout;
  const p = published.layout;
  if (!e) return { published: p, status: 'none' };
  // comparing the whole text demands nothing a reader would not assume; one line of output likewise; and a split on a
  // pattern the analysis could not name (`/\s*(?:->|=)\s*/`, separator `?`) says nothing a statement could publish
  if (e.value.kind === 'text' || (e.value.kind === 'tokens' && e.value.separator === '?')) return { enforced: e, published: p, status: 'none' };
  if (e.value.kind === 'lines' && enforced.fields.filter((f) => f.key === null).length <= 1) {
    return { enforced: e, published: p, status: p ? layoutRelation(e.value, p.value) : 'none' };
  }
  if (!p) {
    // a prose "one per line" / "space-separated" still publishes a tokens or lines layout's separator
    // ... and "One CSV line per employee" is lines of comma-separated fields
    // ... and "one per line, as the name, a space, and the rating" is lines of `name rating` pairs
    if (e.value.kind === 'fields' && e.value.separator === NEWLINE) {
      const said = (published.mentionedSeparators ?? []).map((m) => m.value);
      const assign = e.value.assign;
      const assignSaid = assign.trim() === '' ? said.some((v) => v !== NEWLINE && separatorAccepts(WHITESPACE, v)) : said.includes(assign);
      if ((assign === ',' || assign.trim() === '') && said.includes(NEWLINE) && assignSaid) return { enforced: e, status: 'agree' };
    }
    if (e.value.kind === 'tokens' || e.value.kind === 'lines') {
      const sep = e.value.kind === 'tokens' ? e.value.separator : NEWLINE;
      const said = (published.mentionedSeparators ?? []).some((m) => separatorAccepts(sep, m.value));
      if (said) return { enforced: e, status: 'agree' };
    }
    return { enforced: e, status: 'unpublished' };
  }
  // lines read by position, where the statement shows a line of fields and says the rest is "one line per value"
  if (e.value.kind === 'lines' && p.value.kind === 'fields' && (published.mentionedSeparators ?? []).some((m) => m.value === NEWLINE)) {
    return { enforced: e, published: p, status: 'agree' };
  }
  // JSON parsed line by line where the statement says JSON, one line per value
  if (isJsonLines(enforced) && publishesJsonLines(published)) return { enforced: e, published: p, status: 'agree' };
  // values split on `,` where the statement shows one line of them (`10.0.0.5/32,10.0.0.6/31`), or says "separated by commas"
  if (e.value.kind === 'tokens' && e.value.separator !== NEWLINE && p.value.kind === 'lines' && oneLineOf(e.value.separator, published)) {
    return { enforced: e, published: p, status: 'agree' };
  }
  // with a single key read, the separator between fields never shows: `result=X` alone on its line is both layouts
  if (e.value.kind === 'fields' && p.value.kind === 'fields' && e.value.assign.trim() === p.value.assign.trim()
    && enforced.fields.filter((f) => f.key !== null).length <= 1) return { enforced: e, published: p, status: 'agree' };
  return { enforced: e, published: p, status: layoutRelation(e.value, p.value) };
}

// ---------------------------------------------------------------------------------------------- fields

/** Splits a mention such as `connected=yes`, `a->b` or `{ "seats": ... }` into its words. */
function mentionWords(mention: string): string[] {
  return [mention, ...mention.split(/[\s=:,;{}"[\]]+/).filter(Boolean)];
}

/** What the oracle feeds, for deciding which literals are bound to an input. */
interface InputText {
  /** Every example fed, lower-cased and joined. */
  text: string;
  /** The same, as fed. */
  raw: string;
  /** `text` with its whitespace taken out. */
  squeezed: string;
  /** Lower-cased words of the input. */
  words: Set<string>;
  /** Words as fed, by lower-cased form. */
  spellings: Map<string, Set<string>>;
  /** Per fed example, its skeleton (letters as `a`, digits as `0`) for spotting letter-for-letter transforms. */
  skeletons: Set<string>;
  /** The words of each fed example. */
  exampleWords: Set<string>[];
  /** Words as fed, by lower-cased form, per check that feeds them (the feed located inside the check's body). */
  spellingsByCheck: Map<string, Map<string, Set<string>>>;
  /** Capitalised segments of the words fed (`K`, `Fe`, `C`, `N` of `K3Fe(CN)6`), as fed. */
  segments: Set<string>;
  /**
   * Fed words of letters and digits with their digits as `0` (`S0` for `S1`): a numbered series of names (`S1` ... `S7`),
   * of which the bounded list of examples keeps only the first.
   */
  numbered: Set<string>;
}

/** A text with its `%XX` escapes (UTF-8 bytes) and `+` decoded, each line on its own; a line that does not decode stays. */
function percentDecoded(text: string): string {
  return text.split('\n').map((line) => {
    try {
      return decodeURIComponent(line.replace(/\+/g, ' '));
    } catch {
      return line;
    }
  }).join('\n');
}

/** The runs of two letters or more in a word with digits (`EiB` of `8EiB`, `gb` and `west` of `gb82west`); none otherwise. */
function unitsOf(word: string): string[] {
  return /\p{N}/u.test(word) ? (word.match(/\p{L}{2,}/gu) ?? []) : [];
}

/** A word's letters with every run of digits as one `0`: `S12` -> `S0`. */
const numberedForm = (word: string): string => word.replace(/\p{N}+/gu, '0');

/** The words of a text: runs of letters, digits and `_`. */
const wordsOf = (text: string): string[] => text.split(/[^\p{L}\p{N}_]+/u).filter(Boolean);

const skeleton = (text: string): string => text.replace(/\p{L}/gu, 'a').replace(/\p{N}/gu, '0');

/**
 * Input-bound: an expected answer for one input rather than a token of the output's vocabulary. A token carrying a digit;
 * one taken from the input, reversing it, or made of its words; or one with the exact letter/punctuation skeleton of a
 * phrase fed (a cipher of it).
 */
function isInputBound(token: string, input: InputText): boolean {
  if (token === '' || /\d/.test(token)) return true;
  const lower = token.toLowerCase();
  if (input.text.includes(lower)) return true;
  const reversed = [...lower].reverse().join('');
  if (reversed.length > 1 && input.text.includes(reversed)) return true;
  // ... or the input with its spaces taken out (`DELACRUZ/MARIAJOSE` for a fed `DE LA CRUZ/MARIA JOSE`)
  if (lower.length >= 6 && !/\s/.test(lower) && input.squeezed.includes(lower)) return true;
  const parts = wordsOf(lower);
  if (parts.length > 0 && parts.every((part) => input.words.has(part))) return true;
  // words fed apart and joined by `_` (`Cape_Grim` for `Cape Grim`)
  const joined = lower.split('_');
  if (joined.length > 1 && joined.every((part) => part !== '' && input.words.has(part))) return true;
  return token.length > 1 && /[^\p{L}]/u.test(token) && input.skeletons.has(skeleton(token));
}

/** Hex digits stand for `h`, other letters for `a`, other digits for `0`: `feff` and `b861` are both `hhhh`. */
const hexSkeleton = (text: string): string => text.replace(/[0-9a-f]/gi, 'h').replace(/\p{L}/gu, 'a').replace(/\p{N}/gu, '0');

/**
 * A number written in hex that happens to have no decimal digit (`feff`, `ff:ff:ff:ff:ff:ff`): the field is compared with,
 * or shown as, a value with digits in the same hex skeleton (`b861`, `00:1a:2b:3c:4d:5e`), so it is data, not a word.
 */
function writtenInHex(token: string, field: Field, published: Field | undefined): boolean {
  if (!/^[0-9a-f]+(?:[^0-9a-z\s][0-9a-f]+)*$/i.test(token) || !/[0-9a-f]{2}/i.test(token)) return false;
  const shape = hexSkeleton(token);
  const siblings = [...field.vocabulary, ...(published?.examples ?? [])].map((t) => t.value);
  return siblings.some((v) => /\d/.test(v) && hexSkeleton(v) === shape);
}

/**
 * Whether a keyless value's literal is a vocabulary token: only when the same literal is expected in at least two checks
 * (`yes` printed alone); a literal expected once for a whole output or line is the answer to that check's input.
 */
function recursAcrossChecks(evidence: readonly Evidence[]): boolean {
  return new Set(evidence.map((e) => e.check ?? `@${e.loc.line}`)).size >= 2;
}

function firstLoc(evidence: readonly Evidence[]): SourceLocation | undefined {
  return evidence[0]?.loc;
}

function separatorOf(layout: Layout | undefined): Separator | undefined {
  if (!layout) return undefined;
  if (layout.kind === 'fields' || layout.kind === 'tokens') return layout.separator;
  if (layout.kind === 'lines') return NEWLINE;
  return undefined;
}

/** Values that would be cut by `sep` (a whitespace separator cuts at any whitespace). */
/** What a split on `sep` leaves of `value` as its first part. */
function firstPart(value: string, sep: Separator): string {
  return sep === WHITESPACE ? value.trim().split(/\s+/)[0] : value.split(sep)[0];
}

function cutBy(value: string, sep: Separator): boolean {
  if (sep === WHITESPACE) return /\s/.test(value.trim());
  return value.includes(sep);
}

interface PublishedIndex {
  byKey: Map<string, Field>;
  mentionWords: Map<string, Evidence[]>;
  mentionWordsLower: Map<string, string>;
  mentionKeys: Map<string, Evidence[]>;
  allTokens: Map<string, Evidence[]>;
  /** Lower-case words of plain prose (`green`). */
  proseWords: Set<string>;
  /** Title-case names of the prose by their lower case (`high card` -> `High Card`). */
  titleWords: Map<string, string>;
  /** A shape the statement gives a value read by position (not a whole line's pair or list): what it says of values in general. */
  generalShape: Field | undefined;
  /** The prose asks for an answer without giving its words ("If no record matches, say so"). */
  saySo: boolean;
  /**
   * Letters and digits the statement shows one by one in backticks (`U`, `D`, `L`, `R`), when it shows two or more: a
   * value spelled with them alone (`RRRR`) is a string over that alphabet (moves, cells), not a token it failed to list.
   */
  alphabet: Set<string>;
  /** spannedMentions(published), worked out on first use (it is the same for every field). */
  readonly spannedMentions: Demanded<string>[];
  /** The statement's text (LF line ends), for phrases it writes whatever their spacing. */
  text: string;
  /** Words a shown output (or a block of no stated kind) writes followed by `:` or `=` (`sheet I front: L R`), where first shown. */
  readonly shownKeys: Map<string, SourceLocation>;
}

/**
 * True when a mention can name an output key: a term set in bold (`**syllables** of a word are counted ...`) defines a
 * concept of the prose, which the reader does not take for a field to print.
 */
function namesKey(evidence: readonly Evidence[] | undefined): boolean {
  return evidence !== undefined && !evidence.every((e) => e.via === 'word in bold');
}

/**
 * True when a mention names output key `word`: where the statement names its output keys elsewhere, not a placeholder
 * only the Input section backticks (`flowers_kg` of the input's `<flowers_kg> <oil_ml> <label>`)...
 */
function namesOutputKey(word: string, evidence: readonly Evidence[] | undefined, index: PublishedIndex): boolean {
  if (!namesKey(evidence) || index.byKey.size === 0) return namesKey(evidence);
  // (one the Output section's prose names is a key whatever else it is: "the report also carries `overdue`")
  if (evidence!.some((e) => e.via === OUTPUT_MENTION)) return true;
  // (a placeholder of the input's lines: `<flowers_kg>`)
  if (evidence!.every((e) => e.via === INPUT_MENTION) && index.text.includes(`<${word}>`)) return false;
  // ... nor a value another published key takes (`steep` of `class=steep`), never shown as a key of its own
  return !publishedValues(index).has(word);
}

const publishedValuesCache = new WeakMap<PublishedIndex, Set<string>>();

/** The values the statement's keys take (their vocabularies), worked out once per statement. */
function publishedValues(index: PublishedIndex): Set<string> {
  let values = publishedValuesCache.get(index);
  if (!values) publishedValuesCache.set(index, (values = new Set([...index.byKey.values()].flatMap((f) => f.vocabulary.map((t) => t.value)))));
  return values;
}

function alphabetOf(published: Contract): Set<string> {
  const letters = new Set((published.mentions ?? []).map((m) => m.value).filter((v) => /^[\p{L}\p{N}]$/u.test(v)));
  return letters.size >= 2 ? letters : new Set();
}

/** True when `token` (two characters or more) is spelled only with the statement's one-by-one letters (see PublishedIndex.alphabet). */
function spelledFromAlphabet(token: string, alphabet: ReadonlySet<string>): boolean {
  return alphabet.size > 0 && token.length >= 2 && [...token].every((ch) => alphabet.has(ch));
}

function indexPublished(published: Contract): PublishedIndex {
  const byKey = new Map<string, Field>();
  for (const f of published.fields) if (f.key !== null && !byKey.has(f.key)) byKey.set(f.key, f);
  const words = new Map<string, Evidence[]>();
  const mentionKeys = new Map<string, Evidence[]>();
  for (const m of published.mentions ?? []) {
    mentionKeys.set(m.value, m.evidence);
    for (const w of mentionWords(m.value)) if (!words.has(w)) words.set(w, m.evidence);
  }
  const allTokens = new Map<string, Evidence[]>();
  for (const f of published.fields) for (const t of f.vocabulary) if (!allTokens.has(t.value)) allTokens.set(t.value, t.evidence);
  const lower = new Map<string, string>();
  for (const w of [...words.keys(), ...allTokens.keys()]) if (!lower.has(w.toLowerCase())) lower.set(w.toLowerCase(), w);
  const proseWords = new Set((published.proseWords ?? []).map((w) => w.value));
  const titleWords = new Map<string, string>();
  for (const w of published.titleWords ?? []) if (!titleWords.has(w.value.toLowerCase())) titleWords.set(w.value.toLowerCase(), w.value);
  // (a scalar: `a pair A B of a word and an integer` describes a whole `word count` line, not the count)
  const generalShape = published.fields.find((f) => f.key === null && f.shape !== undefined && f.shape.value.kind !== 'pair' && f.shape.value.kind !== 'list');
  let spanned: Demanded<string>[] | undefined;
  let shown: Map<string, SourceLocation> | undefined;
  return {
    byKey,
    mentionWords: words,
    mentionWordsLower: lower,
    mentionKeys,
    allTokens,
    proseWords,
    titleWords,
    generalShape,
    saySo: (published.saySo?.length ?? 0) > 0,
    alphabet: alphabetOf(published),
    text: published.text ?? '',
    get spannedMentions() {
      return (spanned ??= spannedMentions(published));
    },
    get shownKeys() {
      return (shown ??= shownKeysOf(published));
    },
  };
}

/** A word followed by `:` or `=` where a word may start (`front: L R`, `total=`): what a line of the shown output labels. */
const LABEL = /(?<=^|[\s,;{(])([\p{L}_][\p{L}\p{N}_.-]*)[ \t]*[:=]/gu;

function shownKeysOf(published: Contract): Map<string, SourceLocation> {
  const keys = new Map<string, SourceLocation>();
  for (const block of published.blocks ?? []) {
    if (block.kind === 'input') continue;
    for (const { text, line } of block.lines) {
      for (const m of text.matchAll(LABEL)) if (!keys.has(m[1]!)) keys.set(m[1]!, { file: published.file, line, column: m.index! + 1 });
    }
  }
  return keys;
}

/** For each literal compared with values read by position, how many of those values it is compared with. */
function keylessSpread(enforced: Contract): Map<string, number> {
  const spread = new Map<string, number>();
  for (const f of enforced.fields) if (f.key === null) for (const v of new Set(f.vocabulary.map((t) => t.value))) spread.set(v, (spread.get(v) ?? 0) + 1);
  return spread;
}

/** True when the statement shows `token` as a value: for the key, as a mention, as a token anywhere, or as a phrase. */
function shownToken(token: string, published: Field | undefined, index: PublishedIndex): boolean {
  return Boolean(published?.vocabulary.some((v) => v.value === token)) || index.mentionWords.has(token) || index.allTokens.has(token) || phraseShown(token, index);
}

function diffTokens(
  field: Field, published: Field | undefined, index: PublishedIndex, input: InputText, relaxed: boolean, spread: Map<string, number>, dataKey = false,
  shownElsewhere?: (token: string) => boolean,
): TokenDiff[] {
  const seen = new Map<string, TokenDiff>();
  // (the evidence by token is read only for keyless values; whether a token is bound to the input is asked again by `beside`)
  let byTokenMemo: Map<string, Evidence[]> | undefined;
  const byTokenOf = (): Map<string, Evidence[]> => {
    if (byTokenMemo === undefined) {
      byTokenMemo = new Map<string, Evidence[]>();
      for (const t of field.vocabulary) byTokenMemo.set(t.value, [...(byTokenMemo.get(t.value) ?? []), ...t.evidence]);
    }
    return byTokenMemo;
  };
  const boundTokens = new Map<string, boolean>();
  const bound = (v: string): boolean => {
    let b = boundTokens.get(v);
    // under a key taken from the input (`C` fed as `C=$AB-$A`), a value that is not a word (`y-x.xB`, `[]`) is its answer
    if (b === undefined) boundTokens.set(v, (b = isInputBound(v, input) || (dataKey && !/^\p{L}+(?:[ _-]\p{L}+)*$/u.test(v))));
    return b;
  };
  for (const t of field.vocabulary) {
    const prior = seen.get(t.value);
    if (prior) {
      prior.evidence.push(...t.evidence);
      continue;
    }
    const keyless = field.key === null;
    // a keyless literal expected once is an answer, unless it sits beside a recurring token of the same value, as a
    // word of one vocabulary (`true` expected once beside `false` expected twice)
    const beside = (v: string) => recursAcrossChecks(byTokenOf().get(v) ?? []) && !bound(v);
    // ... or a word expected on two lines or more (`empty` for each `next` on an empty queue) that the input never fed
    const isToken = !keyless || beside(t.value) || (/^\p{L}+$/u.test(t.value) && [...byTokenOf().keys()].some((v) => v !== t.value && /^\p{L}+$/u.test(v) && beside(v)))
      || (/^\p{L}{2,}$/u.test(t.value) && (spread.get(t.value) ?? 0) >= 2)
      // ... or a lower-case word where the statement asks for an answer without its words ("If none matches, say so")
      || (index.saySo && /^\p{Ll}{2,}$/u.test(t.value));
    let status: TokenDiff['status'];
    let publishedAs: string | undefined;
    let conventional = false;
    if (bound(t.value) || !isToken || writtenInHex(t.value, field, published) || spelledFromAlphabet(t.value, index.alphabet)) status = 'input-bound';
    else if (shownToken(t.value, published, index) || shownElsewhere?.(t.value)) status = 'published';
    // a token padded to its column (`'-'.padStart(8)` of a fixed-width table) is the token the statement shows
    else if (t.value !== t.value.trim() && t.value.trim() !== '' && shownToken(t.value.trim(), published, index)) status = 'published';
    else {
      // ... or, failing a token, a plain word of the prose (`green` for `GREEN`): the case a reader would copy
      const other = published?.vocabulary.find((v) => v.value.toLowerCase() === t.value.toLowerCase())?.value ?? index.mentionWordsLower.get(t.value.toLowerCase())
        ?? (!relaxed && t.value !== t.value.toLowerCase() && index.proseWords.has(t.value.toLowerCase()) ? t.value.toLowerCase() : undefined)
        // ... or a name the prose writes in title case (`one pair` for "High Card, One Pair, ...")
        ?? (!relaxed && t.value === t.value.toLowerCase() ? index.titleWords.get(t.value) : undefined);
      const proper = relaxed ? undefined : properNoun(t.value);
      if (other !== undefined) {
        status = relaxed ? 'published' : 'case';
        publishedAs = other;
      } else if (proper !== undefined && field.key !== null && (published !== undefined || index.mentionKeys.has(field.key))) {
        // the statement asks for a day or month name by its key: a reader writes it as English does, capitalised
        status = 'case';
        publishedAs = proper;
        conventional = true;
      } else status = 'unpublished';
    }
    seen.set(t.value, { token: t.value, evidence: [...t.evidence], status, ...(publishedAs !== undefined ? { publishedAs } : {}), ...(conventional ? { conventional } : {}) });
  }
  const tokens = [...seen.values()];
  const names = shownNames(tokens, published);
  for (const t of tokens) if (t.status === 'unpublished' && NAME.test(t.token) && [...names].filter((v) => v !== t.token).length >= 2) t.status = 'input-bound';
  return tokens;
}

/**
 * True when a token of several parts is what the statement shows: a phrase it writes with any spacing (a header
 * `day from to minutes stages` over aligned columns `day from        to`), or parts it names each (`minutes,trip_fuel`
 * for the keys `minutes` and `trip_fuel`).
 */
function phraseShown(token: string, index: PublishedIndex): boolean {
  const parts = token.split(/[\s,;]+/).filter((p) => p !== '');
  if (parts.length < 2) return false;
  if (parts.every((p) => index.mentionKeys.has(p) || index.byKey.has(p) || index.allTokens.has(p))) return true;
  if (!/\s/.test(token)) return false;
  const spaced = new RegExp(`(?<![\\p{L}\\p{N}])${token.trim().split(/\s+/).map(escapeRegExp).join('[ \\t]+')}(?![\\p{L}\\p{N}])`, 'u');
  return spaced.test(index.text);
}

/** A capitalised name: `Methionine`, `Paris`. */
const NAME = /^\p{Lu}\p{Ll}+$/u;

/**
 * The names (capitalised words) a key's values are shown as: tokens the oracle expects that the statement publishes, and
 * the values it shows for the key (`Stop`, `Tryptophan`). A name expected beside two or more others is the answer for its
 * input, one of an open class the statement publishes by example, not a token of a vocabulary it left out.
 */
function shownNames(tokens: readonly TokenDiff[], published: Field | undefined): Set<string> {
  const shown = [...tokens.filter((t) => t.status === 'published').map((t) => t.token), ...[...(published?.vocabulary ?? []), ...(published?.examples ?? [])].map((v) => v.value)];
  return new Set(shown.filter((v) => NAME.test(v)));
}

/** Names English always capitalises (days of the week, months), by their lower-case spelling. */
const PROPER_NOUNS = new Map(
  'Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December'
    .split(' ')
    .map((w) => [w.toLowerCase(), w]),
);

/** The capitalised spelling of `token` when it is such a name written another way (`friday`, `FRIDAY`), else undefined. */
function properNoun(token: string): string | undefined {
  const proper = PROPER_NOUNS.get(token.toLowerCase());
  return proper !== undefined && proper !== token ? proper : undefined;
}

/** A date (`2024-06-01`) or a clock time (`09:05`, `18:30:00`) in the form every machine writes it. */
const CONVENTIONAL_PADDED = new Set(['^\\d{4}-\\d{2}-\\d{2}$', '^\\d{2}:\\d{2}$', '^\\d{2}:\\d{2}:\\d{2}$', '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$']);

/**
 * The padding demand, unless it is of a date or a clock time written as machines write them (`2024-06-01`, `09:05`) and
 * nothing the statement shows of the value writes it otherwise (`9:05`): no reader pads those on a hunch or drops it.
 */
function conventionalPadding(padding: Demanded<Shape> | undefined, published: Field | undefined): Demanded<Shape> | undefined {
  if (padding?.value.kind !== 'pattern' || !CONVENTIONAL_PADDED.has(padding.value.source)) return padding;
  const re = new RegExp(padding.value.source);
  const shown = [...(published?.vocabulary ?? []), ...(published?.examples ?? [])].map((v) => v.value).filter((v) => /\d/.test(v));
  return shown.some((v) => !re.test(v)) ? padding : undefined;
}

/** The statement shows zero padding: a padded value for the key (or anywhere in an example), a width in a pattern, or prose. */
function publishesPadding(published: Field | undefined, publishedContract: Contract): boolean {
  if (publishedContract.padding?.length) return true;
  const shape = published?.shape?.value;
  if (shape?.kind === 'pattern' && FIXED_WIDTH.test(shape.source)) return true;
  return (published?.vocabulary ?? []).some((v) => PADDED.test(v.value));
}

/**
 * `placesSaid`: the decimal places the statement's prose gives every value ("All amounts are printed with two decimals"),
 * which an example's values then merely illustrate.
 */
function diffShape(field: Field, published: Field | undefined, publishedContract: Contract, enforced: Contract, placesSaid?: number): ShapeDiff {
  const e = field.shape;
  const p = published?.shape;
  const viaExample = p !== undefined && p.evidence.length > 0 && p.evidence.every((ev) => ev.via === 'example' || /example/i.test(ev.via ?? ''));
  const padding = conventionalPadding(paddingDemand(field, enforced), published);
  if (padding && !publishesPadding(published, publishedContract)) return { enforced: padding, ...(p ? { published: p } : {}), status: p ? 'weaker' : 'unpublished', viaExample };
  if (!e) return { published: p, status: 'none', viaExample };
  // a value also compared with `1.9.3` or `2.0-rc1` is not a number: `1.10` beside them is a version, not two decimals
  if ((e.value.kind === 'decimal' || e.value.kind === 'integer') && field.vocabulary.some((t) => /\d/.test(t.value) && !/^[+-]?\d+(?:\.\d+)?$/.test(t.value))) {
    return { enforced: e, ...(p ? { published: p } : {}), status: 'none', viaExample };
  }
  if (!p) {
    if (!isInformativeShape(e.value)) return { enforced: e, status: 'none', viaExample };
    // prose such as "comma-separated" publishes a list's separators: said of this key's definition, or without naming a key
    const own = (published?.separators ?? []).map((m) => m.value);
    if (own.length > 0) return { enforced: e, status: separatorsCovered(e.value, own) ? 'agree' : 'unpublished', viaExample };
    const seps = (publishedContract.mentionedSeparators ?? []).map((m) => m.value);
    const ownDefinition = published?.presence.some((ev) => ev.via === KEY_DEFINITION);
    if (seps.length > 0 && !ownDefinition && (published !== undefined || publishedContract.fields.length === 0) && separatorsCovered(e.value, seps)) {
      return { enforced: e, status: 'agree', viaExample };
    }
    return { enforced: e, status: 'unpublished', viaExample };
  }
  // the separators the statement's prose says, of this key or of no key in particular ("comma-separated"), cover the list's
  const separatorSaid = () => {
    const said = [...(published?.separators ?? []), ...(publishedContract.mentionedSeparators ?? [])].map((m) => m.value);
    return said.length > 0 && separatorsCovered(e.value, said);
  };
  // An example the reader could not structure (`text`) still shows the reader what the value looks like; but where the
  // oracle splits it into a list at a sign no shown value holds (`bath x1` of `walk x3, bath x1`), one item is all it shows
  if (viaExample && p.value.kind === 'text') {
    // (`?`: a split the analyzer could not read, no separator to show)
    const sep = e.value.kind === 'list' && e.value.separator !== '?' ? e.value.separator.trim() : '';
    const values = [...(published?.examples ?? []), ...(published?.vocabulary ?? [])];
    const unshown = sep !== '' && values.length > 0 && !values.some((v) => v.value.includes(sep)) && !separatorSaid();
    return { enforced: e, published: p, status: unshown ? 'weaker' : 'agree', viaExample };
  }
  // an integer compared only as a number (`Number(v) === 12`) accepts the published decimal notation (`12.000`)
  if (e.value.kind === 'integer' && p.value.kind === 'decimal' && e.evidence.every((ev) => ev.asNumber)) return { enforced: e, published: p, status: 'agree', viaExample };
  let relation = shapeRelation(e.value, p.value);
  // a one-element example (`union=3`) beside prose that says "a comma-separated list" shows the list and its separator
  if (relation === 'weaker' && e.value.kind === 'list' && p.value.kind !== 'list' && p.value.kind !== 'text') {
    if (separatorSaid() && shapeRelation(e.value.element, p.value) === 'agree') relation = 'agree';
  }
  if (e.value.kind === 'pattern' && relation === 'weaker') relation = patternAgainstTokens(e.value, published?.vocabulary ?? []) ?? relation;
  // the values an example shows are written in the enforced shape (`network=192.168.8.0` for a list split on `.`): the
  // reader copies that notation, whatever shape the example was read as
  if (relation !== 'agree' && examplesShow(e, published?.examples ?? [])) relation = 'agree';
  // decimal places read off example values only (`16.25`) fix no number of places unless one keeps a trailing zero
  if (relation === 'agree' && viaExample && demandsPadding(e) && e.value.kind === 'decimal' && e.value.places !== placesSaid && p.value.kind === 'decimal'
    && !examplesShow(e, published?.examples ?? [])) {
    return { enforced: e, published: { value: { kind: 'decimal' }, evidence: p.evidence }, status: 'weaker', viaExample };
  }
  // a weak demand (a word, a number) left weaker by the statement is not worth reporting as a shape
  if (relation === 'weaker' && !isInformativeShape(e.value)) return { enforced: e, published: p, status: 'none', viaExample };
  return { enforced: e, published: p, status: relation, viaExample };
}

/** True when every value an example shows has the shape, and one of them shows its structure (a separator, the places). */
function examplesShow(demanded: Demanded<Shape>, examples: readonly Demanded<string>[]): boolean {
  const shape = demanded.value;
  if (examples.length === 0 || !isInformativeShape(shape) || !examples.every((x) => fits(x.value, shape))) return false;
  if (shape.kind === 'list') return examples.some((x) => splitOn(x.value, shape.separator).length > 1);
  return examples.some((x) => showsShape(x.value, shape, demandsPadding(demanded)));
}

/** A pattern checked against the values the statement shows: all match -> agree, none -> contradicts, unknown -> undefined. */
function patternAgainstTokens(shape: Extract<Shape, { kind: 'pattern' }>, tokens: readonly Demanded<string>[]): Relation | undefined {
  if (tokens.length === 0) return undefined;
  const re = safeRegExp(shape.source, shape.flags);
  if (!re) return undefined;
  const hits = tokens.filter((t) => re.test(t.value)).length;
  return hits === tokens.length ? 'agree' : hits === 0 ? 'contradicts' : 'weaker';
}

function separatorsCovered(shape: Shape, seps: Separator[]): boolean {
  if (shape.kind === 'list') return seps.some((s) => separatorAccepts(shape.separator, s)) && (!isInformativeShape(shape.element) || separatorsCovered(shape.element, seps));
  if (shape.kind === 'pair') return seps.includes(shape.separator);
  return !isInformativeShape(shape);
}

function diffCase(field: Field, published: Field | undefined, publishedContract: Contract, tokens: TokenDiff[]): Pick<FieldDiff, 'caseRule' | 'caseStatementLoc'> {
  if (field.caseInsensitive && field.caseInsensitive.length > 0) return { caseRule: 'relaxed' };
  // Only a case rule the statement attaches to this key counts: a prose "ignoring case" is as often about how the input
  // is read (a palindrome test) as about what is printed.
  void publishedContract;
  const said = published?.caseInsensitive;
  const lettered = tokens.some((t) => t.status !== 'input-bound' && /\p{L}/u.test(t.token));
  if (said && said.length > 0 && lettered) return { caseRule: 'contradicts', caseStatementLoc: firstLoc(said) };
  return { caseRule: 'exact' };
}

const squash = (v: string): string => v.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * `Oat_Stout`, `long-flashing`: words joined by `_` or `-`, the way an oracle respells a name that has spaces; each part
 * has a letter (`2000-3500` is a range of numbers, not a name).
 */
const JOINED_WORDS = /^[\p{N}]*\p{L}[\p{L}\p{N}]*(?:[_-][\p{N}]*\p{L}[\p{L}\p{N}]*)+$/u;
/**
 * ... or words joined by underscores, where a part may be a number or carry punctuation (`Chain_11-speed`,
 * `Brake_pads_(disc)`): an underscore between words is how names with spaces are respelled, not how numbers are joined.
 */
const UNDERSCORED_WORDS = /^(?=[^_]*\p{L})[^\s_]+(?:_[^\s_]+)+$/u;
/**
 * Prose telling the reader to write a name's spaces as underscores or hyphens ("every space replaced by an underscore",
 * "hyphens are used instead of spaces"); naming both is not enough: "` - ` (space, hyphen, space)" separates two parts.
 */
const RESPELLING_SAID = /\b(?:spaces?|blanks?|whitespace)\b[^.\n]{0,30}?\b(?:replaced|written|turned|changed|converted|becomes?|as)\b[^.\n]{0,20}?\b(?:underscores?|hyphens?|dashes?)\b|\b(?:underscores?|hyphens?|dashes?)\b[^.\n]{0,30}?\b(?:instead of|in place of|for|replacing)\b[^.\n]{0,15}?\b(?:spaces?|blanks?|whitespace)\b/i;

/**
 * Tokens the oracle expects for a key (`Oat_Stout`) that are a name written with spaces in what is fed or in the
 * statement (`Oat Stout`, a table's `long flashing`): the natural answer cannot arrive whole under a whitespace split,
 * and the spelling the oracle wants instead is published nowhere.
 */
function respelledValues(field: Field, published: Field | undefined, publishedContract: Contract, input: InputText): UnrepresentableValue[] {
  // (most fields compare no joined token: the statement is searched only for those that do)
  const joined = field.vocabulary.filter((t) => JOINED_WORDS.test(t.value) || UNDERSCORED_WORDS.test(t.value));
  const text = publishedContract.text ?? '';
  if (joined.length === 0 || RESPELLING_SAID.test(text)) return [];
  const shown = new Set([...(published?.vocabulary ?? []), ...(publishedContract.mentions ?? [])].map((v) => v.value));
  const out: UnrepresentableValue[] = [];
  for (const token of joined) {
    if (shown.has(token.value)) continue;
    // (the parts an underscore joins, when it joins them: `Chain_11-speed` is `Chain 11-speed`)
    const parts = token.value.includes('_') ? token.value.split('_') : token.value.split('-');
    const phrase = new RegExp(`(?<![\\p{L}\\p{N}_-])${parts.map(escapeRegExp).join('[ \\t]+')}(?![\\p{L}\\p{N}_-])`, 'iu');
    const inStatement = phrase.exec(text);
    const found = inStatement?.[0] ?? phrase.exec(input.raw)?.[0];
    if (found === undefined) continue;
    const evidence: Evidence[] = inStatement ? [{ loc: { file: publishedContract.file, line: text.slice(0, inStatement.index).split('\n').length, column: inStatement.index - text.lastIndexOf('\n', inStatement.index - 1) }, via: 'statement text' }] : [];
    out.push({ value: found, separator: WHITESPACE, source: 'respelled', respelling: token.value, evidence, enforcedEvidence: token.evidence });
  }
  return out;
}

function diffUnrepresentable(field: Field, published: Field | undefined, publishedContract: Contract, index: PublishedIndex, enforcedLayout: Layout | undefined, enforcedShape: Shape | undefined, input: InputText): UnrepresentableValue[] {
  const out: UnrepresentableValue[] = [];
  const sep = separatorOf(enforcedLayout);
  const seps: Separator[] = [];
  // only the layout's separator cuts a value: a list separator splits a value that has already arrived whole
  if (sep !== undefined && field.key !== null) seps.push(sep);
  // the oracle's own spelling of a value the statement writes with the separator (`AmericanExpress` for `American
  // Express`), or, when the statement shows the value where it describes the key, the part of it the split leaves
  // (`deposit` of "`last`: ... (e.g. `deposit 5`)"): the oracle reads it cut
  // (worked out on first use: most fields compare no value, and most values are not cut)
  let keyLines: number[] | undefined;
  const keyLinesOf = (): number[] =>
    (keyLines ??= field.key === null ? [] : [...(publishedContract.mentions ?? []).filter((m) => m.value === field.key).flatMap((m) => m.evidence), ...(published?.presence ?? [])].map((e) => e.loc.line));
  const describesKey = (evidence: Evidence[]) => evidence.some((e) => keyLinesOf().some((l) => e.loc.line >= l && e.loc.line - l <= 2));
  let squashedTokens: string[] | undefined;
  const tiedTo = (value: string, sep?: Separator, evidence: Evidence[] = []) => {
    if (field.vocabulary.length === 0) return undefined;
    const squashed = squash(value);
    squashedTokens ??= field.vocabulary.map((t) => squash(t.value));
    return field.vocabulary.find((t, i) => squashedTokens![i] === squashed || (sep !== undefined && cutBy(value, sep) && t.value === firstPart(value, sep) && describesKey(evidence)))?.evidence;
  };
  for (const s of seps) {
    for (const v of published?.vocabulary ?? []) {
      if (cutBy(v.value, s)) out.push({ value: v.value, separator: s, source: 'published', evidence: v.evidence, ...withEnforced(tiedTo(v.value)) });
    }
    // a backticked name not tied to a key belongs to this one when the oracle compares the key with that name, run together
    for (const m of [...(publishedContract.mentions ?? []), ...index.spannedMentions]) {
      const tied = tiedTo(m.value, s, m.evidence);
      if (tied && cutBy(m.value, s) && !out.some((u) => u.value === m.value)) out.push({ value: m.value, separator: s, source: 'published', evidence: m.evidence, enforcedEvidence: tied });
    }
    for (const v of field.vocabulary) if (cutBy(v.value, s)) out.push({ value: v.value, separator: s, source: 'enforced', evidence: v.evidence });
  }
  if (sep === WHITESPACE && field.key !== null && !out.some((u) => u.source === 'published')) out.push(...respelledValues(field, published, publishedContract, input));
  // ... or the oracle's own names respelled by rule (`name.replace(/ /g, '_')` in its model) where no spelling was folded
  if (sep === WHITESPACE && field.key !== null && field.respelled && out.length === 0 && !RESPELLING_SAID.test(publishedContract.text ?? '')) {
    const joiner = field.respelled.value;
    // (an example that shows a name written with the joiner, `busiest=Main_Gate`, publishes the spelling)
    const shown = [...(published?.vocabulary ?? []), ...(published?.examples ?? [])].some((v) => v.value.includes(joiner) && /\p{L}/u.test(v.value));
    const at = field.respelled.evidence.filter((e) => e.via?.startsWith('spaces written'));
    if (!shown) out.push({ value: 'a name with spaces', separator: sep, source: 'respelledByRule', respelling: joiner, evidence: [], enforcedEvidence: [...field.respelled.evidence.filter((e) => !at.includes(e)), ...at] });
  }
  // a published free-text value (an example whose value runs on past a space) under a layout that splits fields on whitespace
  if (sep === WHITESPACE && field.key !== null && published?.shape?.value.kind === 'text' && (!enforcedShape || enforcedShape.kind === 'text' || enforcedShape.kind === 'word')) {
    if (!out.some((u) => u.source === 'published')) out.push({ value: 'text', separator: sep, source: 'published-shape', evidence: published.shape.evidence });
  }
  return out;
}

/**
 * Mentions that sit next to each other with one character between, on one line (`American` and `Express` read from one
 * backticked span), joined by a space: the reader may split a span on whitespace. A value after `=` (`250` of
 * `filled=250`) is not one.
 */
function spannedMentions(published: Contract): Demanded<string>[] {
  const at = (published.mentions ?? []).flatMap((m) => m.evidence.map((e) => ({ value: m.value, e })));
  const out: Demanded<string>[] = [];
  for (const a of at) {
    const b = at.find((o) => o.e.loc.file === a.e.loc.file && o.e.loc.line === a.e.loc.line && o.e.loc.column === a.e.loc.column + a.value.length + 1);
    if (b && b.e.via !== ASSIGNED_MENTION && /^\p{L}/u.test(a.value) && /^[\p{L}\p{N}]/u.test(b.value)) out.push({ value: `${a.value} ${b.value}`, evidence: [a.e] });
  }
  return out;
}

function withEnforced(evidence: Evidence[] | undefined): { enforcedEvidence?: Evidence[] } {
  return evidence ? { enforcedEvidence: evidence } : {};
}

function inputText(enforced: Contract): InputText {
  const examples = enforced.input.flatMap((d) => d.lines.flatMap((l) => [l.example, ...(l.examples ?? [])]));
  const all = examples.join('\n');
  const text = all.toLowerCase();
  const spellings = new Map<string, Set<string>>();
  const fedWords = enforced.input.flatMap((d) => d.words ?? []);
  // (codes joined into one token, `p-77120`, are fed whole too: a token expected `P-77120` is that code folded)
  const words = [...wordsOf(all), ...joinedCodesIn(all), ...fedWords];
  // percent-encoded input (`q=caf%C3%A9`) feeds the words it decodes to (`café`)
  if (/%[0-9a-f]{2}/i.test(all)) for (const w of wordsOf(percentDecoded(all))) words.push(w);
  // a unit written onto its number (`8EiB`, `512MiB`) is a word fed too
  for (const w of [...words]) words.push(...unitsOf(w));
  for (const w of words) {
    const lower = w.toLowerCase();
    const set = spellings.get(lower);
    if (set) set.add(w);
    else spellings.set(lower, new Set([w]));
  }
  // the rest is read for few tokens and keys (most contracts never need it): each part is worked out on first use
  let skeletons: Set<string> | undefined;
  let exampleWords: Set<string>[] | undefined;
  let byCheck: Map<string, Map<string, Set<string>>> | undefined;
  let segments: Set<string> | undefined;
  let numbered: Set<string> | undefined;
  let squeezed: string | undefined;
  return {
    text,
    get squeezed() {
      return (squeezed ??= text.replace(/\s+/g, ''));
    },
    raw: fedWords.length ? `${all}\n${fedWords.join(' ')}` : all,
    words: new Set(spellings.keys()),
    spellings,
    get skeletons() {
      return (skeletons ??= new Set(examples.flatMap((e) => [e, ...e.split(/\s+/)]).map(skeleton)));
    },
    get exampleWords() {
      return (exampleWords ??= examples.map((e) => new Set(wordsOf(e))));
    },
    get spellingsByCheck() {
      return (byCheck ??= spellingsByCheck(enforced));
    },
    get segments() {
      return (segments ??= new Set(examples.flatMap((e) => e.match(/\p{Lu}\p{Ll}*/gu) ?? [])));
    },
    get numbered() {
      return (numbered ??= new Set([...spellings.values()].flatMap((set) => [...set]).filter((w) => /\p{L}/u.test(w) && /\p{N}/u.test(w)).map(numberedForm)));
    },
  };
}

/** The words each check feeds, by where each example is first fed: in the body of the last check that starts before it. */
function spellingsByCheck(enforced: Contract): Map<string, Map<string, Set<string>>> {
  const out = new Map<string, Map<string, Set<string>>>();
  if (enforced.checks.length === 0) return out;
  for (const line of enforced.input.flatMap((d) => d.lines)) {
    const texts = [line.example, ...(line.examples ?? [])];
    (line.exampleLocs ?? []).forEach((loc, i) => {
      const text = texts[i];
      if (text === undefined || loc.file !== enforced.file) return;
      const check = checkAt(enforced.checks, loc);
      if (!check) return;
      const spellings = out.get(check.name) ?? new Map<string, Set<string>>();
      for (const w of wordsOf(text)) spellings.set(w.toLowerCase(), (spellings.get(w.toLowerCase()) ?? new Set<string>()).add(w));
      out.set(check.name, spellings);
    });
  }
  return out;
}

/**
 * True when `key` is spelled by words the oracle feeds (`words`, lower-cased: ContractDiff.fedWords): one word fed, or
 * words fed joined (`db.user` for `[db]` and `user = root`, `cobalt-carb`).
 */
export function spelledByFedWords(key: string, words: ReadonlySet<string>): boolean {
  const lower = key.toLowerCase();
  if (words.has(lower)) return true;
  const parts = wordsOf(lower);
  return parts.length > 1 && parts.every((p) => words.has(p));
}

/** A key that is data from the input: spelled by words fed (see spelledByFedWords). */
function isInputBoundKey(key: string, input: InputText): boolean {
  // ... or a capitalised segment of one (the element `Fe` of a formula `K3Fe(CN)6` fed)
  // ... or one of a numbered series of names fed (`S4` where `S1` is fed)
  return spelledByFedWords(key, input.words) || input.segments.has(key) || (/\p{L}/u.test(key) && /\p{N}/u.test(key) && input.numbered.has(numberedForm(key)));
}

/**
 * True when `key` fills a key template the statement writes with a placeholder (`balance <guest>: <n>`): its other words
 * are keys it names (`balance`), and the word in the placeholder's place is one the oracle feeds (`balance cy`).
 */
function templatedKey(key: string, index: PublishedIndex, input: InputText): boolean {
  const parts = key.split(/\s+/);
  if (parts.length < 2) return false;
  const fed = parts.filter((p) => input.words.has(p.toLowerCase()));
  if (fed.length === 0 || fed.length === parts.length) return false;
  const rest = parts.filter((p) => !input.words.has(p.toLowerCase()));
  return rest.every((p) => index.byKey.has(p) || index.mentionKeys.has(p)) && [...index.mentionKeys.keys()].some((m) => /<[^<>]+>/.test(m));
}

/** A backticked line template whose key is itself a placeholder (`<owner>: <wait>`, `<station>=<count>`). */
const KEY_PLACEHOLDER_TEMPLATE = /`<[\w -]+>\s*[:=]\s*<[^<>`]+>`/;

/** True when `key` is passed whole as a command-line argument in some run of the oracle. */
function isArgumentToken(key: string, enforced: Contract): boolean {
  return enforced.input.some((d) => d.channel === 'args' && d.lines.some((l) => [l.example, ...(l.examples ?? [])].some((e) => e.split(' ').includes(key))));
}

/**
 * True when the statement lists, in its prose, two or more other keys the oracle reads that are also words of the input
 * (`error`, `warn`, `info` for the levels of a log): such keys are a fixed list the statement gives, so a key of the same
 * kind it leaves out (`debug`) is unpublished, not data the program takes from the input.
 */
function enumeratesInputKeys(key: string, enforced: Contract, index: PublishedIndex, input: InputText): boolean {
  let listed = 0;
  for (const f of enforced.fields) {
    if (f.key === null || f.key === key || !input.words.has(f.key.toLowerCase())) continue;
    const published = index.byKey.get(f.key);
    // (a placeholder of the input's lines, `<A> before <B>` with "exam `A`", names no output key)
    const mentioned = index.mentionKeys.get(f.key)?.some((e) => e.via !== INPUT_MENTION) ?? false;
    const inProse = mentioned || (published !== undefined && published.presence.some((e) => e.via === KEY_DEFINITION));
    if (inProse && ++listed >= 2) return true;
  }
  return false;
}

/**
 * A literal expected exactly although the input spells it (or, for words joined, one of its words) in another case and
 * never as expected: the oracle demands case folding.
 */
function caseFoldingOf(literal: string, evidence: readonly Evidence[], input: InputText, sameCheckOnly = false): FieldDiff['caseFolding'] {
  if (!/\p{L}/u.test(literal)) return undefined;
  const whole = sameCheckOnly ? undefined : input.spellings.get(literal.toLowerCase());
  if (whole) {
    // fed only in other spellings; or beside another spelling in one input (`the` and `The` counted together)
    const fed = [...whole].find((w) => w !== literal && (!whole.has(literal) || input.exampleWords.some((ws) => ws.has(w) && ws.has(literal))));
    if (fed !== undefined) return { expected: literal, fed, evidence: [...evidence] };
    // (a code joined into one token, `RTS-03`, also fed as expected elsewhere: the check that expects it may feed it
    // only in another case, as with its words below)
    if (!joinedCodesIn(literal).includes(literal)) return undefined;
  }
  for (const word of sameCheckOnly ? [] : wordsOf(literal)) {
    const spellings = input.spellings.get(word.toLowerCase());
    // a word fed as expected inside a longer one (`Z` of `Zürich`, percent-encoded as `Z%C3%BCrich`) is not refolded
    // (a single letter, `A` of `ada 95.0 A` beside a student fed as `a`, is as likely a code of the answer as a word refolded)
    if (!spellings || spellings.has(word) || !/\p{L}/u.test(word) || word.length < 2 || input.raw.includes(word)) continue;
    return { expected: literal, fed: [...spellings][0], evidence: [...evidence] };
  }
  // ... or, where other checks feed it in the expected case too, the check that expects it fed it only in another
  // (`HTTP://WWW.Example.COM` fed, `www.example.com` expected, in one check)
  for (const e of evidence) {
    const fedHere = e.check === undefined ? undefined : input.spellingsByCheck.get(e.check);
    if (!fedHere) continue;
    for (const word of wordsOf(literal)) {
      const spellings = fedHere.get(word.toLowerCase());
      if (spellings && !spellings.has(word) && /\p{L}/u.test(word) && word.length > 1) return { expected: literal, fed: [...spellings][0], evidence: evidence.filter((x) => x.check === e.check) };
    }
  }
  return undefined;
}

/**
 * Output compared with texts the oracle folds to one case itself (`id.toUpperCase()` in its model), where the check that
 * does so feeds one of them in another case (`rb9`): the oracle demands the folding. Where the texts before folding are
 * not known, any word of letters that check feeds in another case stands for them.
 */
function modelFolding(folded: NonNullable<Field['folded']>, input: InputText): FieldDiff['caseFolding'] {
  const fold = (w: string) => (folded.value === 'upper' ? w.toUpperCase() : w.toLowerCase());
  const at = folded.evidence.filter((e) => e.via?.startsWith('folded'));
  for (const e of at) {
    const fedHere = e.check === undefined ? undefined : input.spellingsByCheck.get(e.check);
    if (!fedHere) continue;
    const candidates = folded.from?.flatMap(wordsOf) ?? [...fedHere.values()].flatMap((ws) => [...ws]);
    for (const word of candidates) {
      if (word.length < 2 || !/\p{L}/u.test(word) || fold(word) === word || !fedHere.get(word.toLowerCase())?.has(word)) continue;
      const evidence = [...at.filter((x) => x.check === e.check), ...folded.evidence.filter((x) => x.check === e.check && !at.includes(x))];
      return { expected: fold(word), fed: word, evidence };
    }
  }
  return undefined;
}

/** Statement prose that says the output is written in `to` case ("printed in upper case", "upper-cased"). */
function statesFoldedCase(text: string, to: 'upper' | 'lower'): boolean {
  const named = to === 'upper' ? /\b(?:upper[- ]?case(?:d)?|in capitals|capitali[sz]ed|all caps)\b/i : /\blower[- ]?case(?:d)?\b/i;
  // (a case rule for reading, "in upper or lower case", names no case the output is written in)
  return text.replace(CASE_RULE_PHRASE, ' ').split(/(?<=[.!?])\s+/).some((sentence) => named.test(sentence));
}

/** "case-insensitive", "in upper or lower case", "regardless of case": phrases that name a case without writing in it. */
const CASE_RULE_PHRASE = /\b(?:upper|lower)[- ]?(?:case)?(?: letters)? (?:or|and|\/) (?:upper|lower)[- ]?case\b|\b(?:upper|lower) or (?:upper|lower)[- ]?case\b|\bcase[- ]insensitive(?:ly)?\b|\bregardless of (?:letter )?case\b|\bignor\w* (?:letter )?case\b/gi;

/**
 * In a JSON layout, the published path that names this one: the path itself, or the nearest array it is an element of
 * (`merged[][]` is named by `merged`: array elements have no key of their own). The root `""` (the whole document) is
 * named by the layout.
 */
function jsonOwner(key: string, enforced: Contract, index: PublishedIndex): Field | 'root' | undefined {
  if (enforced.layout?.value.kind !== 'json') return undefined;
  let path = key;
  for (;;) {
    if (path === '') return 'root';
    const f = index.byKey.get(path);
    if (f) return f;
    if (!path.endsWith('[]')) return undefined;
    path = path.slice(0, -2);
  }
}

/**
 * The published key of the numbered series `key` belongs to, among `keys`: `part1` for `part3` where the statement names
 * `part1`, `part2`, ... (two or more keys of one stem and a number). Undefined otherwise.
 */
function seriesKey(key: string, keys: Iterable<string>): string | undefined {
  const stem = seriesStem(key);
  if (stem === undefined) return undefined;
  const series = [...keys].filter((k) => k !== key && seriesStem(k) === stem);
  return series.length >= 2 ? series[0] : undefined;
}

/** The stem of a numbered key (`part` of `part3`), undefined for a key without a trailing number. */
export function seriesStem(key: string): string | undefined {
  return /^([A-Za-z_][A-Za-z_-]*)\d+$/.exec(key)?.[1];
}

/**
 * The published field of a JSON path, with the shape its member's own name is given in prose where the path's shape
 * comes from examples only (`area_sqft` "rounded to two decimals", beside `66.2` in the example's array); the member's
 * field where the path has none.
 */
function withMemberShape(path: Field | undefined, member: Field | undefined): Field | undefined {
  if (!path || !member) return path ?? member;
  const byExampleOnly = (f: Field) => !f.shape || f.shape.evidence.every((e) => e.via === 'example output');
  return byExampleOnly(path) && !byExampleOnly(member) ? { ...path, shape: member.shape } : path;
}

function diffField(field: Field, enforced: Contract, published: Contract, index: PublishedIndex, input: InputText, spread: Map<string, number>): FieldDiff {
  const owner = field.key === null ? undefined : jsonOwner(field.key, enforced, index);
  // a JSON member is named by its own name as well as by its path ("each object has a `check`")
  const member = field.key !== null && isJsonPath(field.key, enforced.layout?.value.kind) ? memberName(field.key) : field.key;
  const pf = field.key === null ? positionalMatch(field, published, enforced) : withMemberShape(index.byKey.get(field.key), member !== null && member !== field.key ? index.byKey.get(member) : undefined)
    ?? index.byKey.get(seriesKey(field.key, index.byKey.keys()) ?? '');
  let keyStatus: FieldDiff['keyStatus'];
  let keyStatementLoc: SourceLocation | undefined;
  let mentioned: string | undefined;
  if (field.key === null) keyStatus = 'positional';
  else if (pf) {
    keyStatus = 'field';
    keyStatementLoc = firstLoc(pf.presence);
  } else if (owner) {
    keyStatus = 'field';
    if (owner !== 'root') keyStatementLoc = firstLoc(owner.presence);
  } else if ((mentioned = [field.key, member!].find((k) => namesOutputKey(k, index.mentionKeys.get(k), index) || namesOutputKey(k, index.mentionWords.get(k), index)) ?? seriesKey(field.key, index.mentionKeys.keys())) !== undefined) {
    keyStatus = 'mention';
    keyStatementLoc = firstLoc(index.mentionKeys.get(mentioned) ?? index.mentionWords.get(mentioned) ?? []);
  } else if (index.shownKeys.has(field.key)) {
    // a label the shown output writes before its value (`sheet I front: L R back: L R`) names the key
    keyStatus = 'mention';
    keyStatementLoc = index.shownKeys.get(field.key);
  } else {
    // a JSON member named after an input word (`scores.Ferro` for a candidate fed) is data under its published object
    const bound = isInputBoundKey(field.key, input) || (member !== null && member !== field.key && isInputBoundKey(member, input))
      || templatedKey(field.key, index, input);
    // (a key the oracle passes as a whole command-line argument, `make(text, ['OUT', 'OBJ'])`, is the name the program
    // is asked to answer for: data, however many such names the statement shows)
    // (nor where the statement writes the key itself as a placeholder, `<owner>: <wait>`: every such key is data)
    keyStatus = bound && (isArgumentToken(field.key, enforced) || KEY_PLACEHOLDER_TEMPLATE.test(index.text) || !enumeratesInputKeys(field.key, enforced, index, input)) ? 'input-bound' : 'unpublished';
  }
  const relaxed = Boolean(field.caseInsensitive?.length) || Boolean(enforced.caseInsensitive?.length);
  const tokens = diffTokens(field, pf, index, input, relaxed, spread, keyStatus === 'input-bound');
  // a key taken from the input (an employee's name) names no field of the statement: its value is what the statement
  // says of the output's values in general ("the total hours, with two decimals")
  // places said of no key ("Money is printed with exactly two decimal places") are said of every decimal value the
  // statement gives no shape of its own
  const general = index.generalShape;
  let shapeSource = pf ?? (keyStatus === 'input-bound' ? general : undefined);
  if (general?.shape?.value.kind === 'decimal' && field.shape?.value.kind === 'decimal' && !shapeSource?.shape) {
    shapeSource = pf ? { ...pf, shape: general.shape } : general;
  }
  const jsonLine = field.key === null && field.shape?.value.kind === 'json' && isJsonLines(enforced) && publishesJsonLines(published);
  let shape = restatesLayout(field, enforced.layout?.value) || jsonLine ? { enforced: field.shape, status: 'none' as const, viaExample: false } : diffShape(field, shapeSource, published, enforced, general?.shape?.value.kind === 'decimal' ? general.shape.value.places : undefined);
  // example blocks read with the oracle's layout show this value in the enforced shape
  if ((shape.status === 'unpublished' || shape.status === 'weaker' || shape.status === 'contradicts') && shape.enforced && blocksShowShape(field, shape.enforced, enforced, published, shape.status === 'contradicts')) {
    shape = { ...shape, status: 'agree' };
  }
  const caseDiff = relaxed ? { caseRule: 'relaxed' as const } : diffCase(field, pf, published, tokens);
  let caseFolding: FieldDiff['caseFolding'];
  // a statement that says the output is folded to lower case has stated the folding
  const statesCase = Boolean(pf?.caseInsensitive?.length) || Boolean(published.caseInsensitive?.length) || Boolean(published.lowerCase?.length);
  if (!relaxed && !statesCase) {
    caseFolding = keyStatus === 'input-bound' && field.key !== null ? caseFoldingOf(field.key, field.presence, input) : undefined;
    // a token the statement itself writes in the expected spelling (`no`) is an answer it publishes, not input data folded
    const shown = (token: string): boolean => index.mentionKeys.has(token) || index.allTokens.has(token);
    // (... unless a check feeds it only in another case and expects it so: `rts-03` fed, `RTS-03` expected, in one check)
    for (const t of tokens) caseFolding ??= t.status === 'input-bound' ? caseFoldingOf(t.token, t.evidence, input, shown(t.token)) : undefined;
  } else if (!relaxed && !published.lowerCase?.length) {
    // a statement that says names match whatever their case ("`Waltzer` and `waltzer` are the same ride") has not said
    // how the output writes one: a check that feeds a name only in other cases (`Teacups`, `TEACUPS`) and expects
    // `teacups` demands a folding, unless the prose names the case the output is written in
    const foldSaid = (token: string) => statesFoldedCase(published.text ?? '', token === token.toLowerCase() ? 'lower' : 'upper');
    for (const t of tokens) caseFolding ??= t.status === 'input-bound' && !foldSaid(t.token) ? caseFoldingOf(t.token, t.evidence, input, true) : undefined;
  }
  // (a statement that says names are matched whatever their case has not said how the output writes them)
  if (!relaxed && field.folded && !statesFoldedCase(published.text ?? '', field.folded.value)) caseFolding ??= modelFolding(field.folded, input);
  return {
    key: field.key,
    enforced: field,
    ...(pf ? { published: pf } : {}),
    keyStatus,
    ...(keyStatementLoc ? { keyStatementLoc } : {}),
    shape,
    tokens,
    ...caseDiff,
    ...(caseFolding ? { caseFolding } : {}),
    unrepresentable: diffUnrepresentable(field, pf, published, index, enforced.layout?.value, field.shape?.value, input),
  };
}

/**
 * A line read by position whose shape is the layout itself (`a=1 b=2` split into `key=value` pairs by the same parser
 * that makes the fields): the layout's demand, not a shape of its own.
 */
function restatesLayout(field: Field, layout: Layout | undefined): boolean {
  const shape = field.shape?.value;
  if (field.key !== null || layout?.kind !== 'fields' || shape?.kind !== 'list' || shape.element.kind !== 'pair') return false;
  return shape.separator === layout.separator && shape.element.separator === layout.assign;
}

/** The published keyless values that may be this enforced keyless value: same position, or any when each side has one value. */
function positionalMatches(field: Field, published: Contract, enforced: Contract): Field[] {
  const pos = field.position?.value;
  const keyless = published.fields.filter((f) => f.key === null);
  const samePos = keyless.filter((f) => f.position?.value === pos);
  // the whole output (one keyless value in the oracle) is whatever keyless values the statement describes
  if (enforced.fields.filter((f) => f.key === null).length === 1) return samePos.length > 0 ? [...samePos, ...keyless.filter((f) => !samePos.includes(f))] : keyless;
  // a line past the example's last (the sixth employee of a three-line example) splits like the example's lines
  const e = field.shape?.value;
  if (samePos.length === 0 && (e?.kind === 'list' || e?.kind === 'pair')) {
    const like = (f: Field): boolean => {
      const p = f.shape?.value;
      // an example line the reader could not structure (`b<TAB>3`, `4 1`) still shows how lines look
      if (p?.kind === 'text') return f.shape!.evidence.some((ev) => /example/i.test(ev.via ?? ''));
      return (p?.kind === 'list' || p?.kind === 'pair') && p.separator === e.separator;
    };
    return keyless.filter(like);
  }
  // a scalar line is what the prose says of the output's values in general ("each printed with exactly 4 decimal places")
  return samePos.length > 0 ? samePos : keyless.filter((f) => f.position === undefined && f.shape?.evidence.every((ev) => ev.via === 'statement prose'));
}

/** The published keyless value most informative about this one (one with a shape first). */
function positionalMatch(field: Field, published: Contract, enforced: Contract): Field | undefined {
  const matches = positionalMatches(field, published, enforced);
  return matches.find((f) => f.shape) ?? matches[0];
}

// ---------------------------------------------------------------------------------------------- magnitudes, exit, stderr, input

function isExactNumeric(shape: Shape | undefined): boolean {
  // compared as BigInt, as a digit string or by regex: exact; through Number()/parseFloat: already rounded on both sides
  // ... and numbers inside a list or pair as exactly as its elements are compared
  if (shape?.kind === 'list') return isExactNumeric(shape.element);
  if (shape?.kind === 'pair') return isExactNumeric(shape.left) && isExactNumeric(shape.right);
  return !shape || shape.kind === 'integer' || shape.kind === 'word' || shape.kind === 'text' || shape.kind === 'pattern';
}

function diffMagnitudes(enforced: Contract, published: Contract, index: PublishedIndex): MagnitudeDiff[] {
  const out: MagnitudeDiff[] = [];
  // a count of digits the prose gives ("a 25-digit one") tells how large numbers get, of whichever value it is said
  const proseDigits = Math.max(-1, ...(published.largeNumbers ?? []).map((n) => n.digits ?? -1));
  const bigIntegers = (published.largeNumbers ?? []).some((n) => n.digits === undefined) ? { bigIntegersPublished: true as const } : {};
  for (const f of enforced.fields) {
    if (!f.magnitude) continue;
    const candidates = f.key === null ? positionalMatches(f, published, enforced) : [index.byKey.get(f.key)].filter((x): x is Field => x !== undefined);
    const publishedDigits = Math.max(proseDigits, ...candidates.map((c) => c.magnitude?.value ?? -1));
    out.push({
      channel: 'output',
      key: f.key,
      digits: f.magnitude.value,
      evidence: f.magnitude.evidence,
      exact: isExactNumeric(f.shape?.value),
      ...(f.magnitudeWithinDouble ? { withinDouble: true as const } : {}),
      ...(f.comparedMagnitude ? { compared: { digits: f.comparedMagnitude.value, evidence: f.comparedMagnitude.evidence } } : {}),
      ...(publishedDigits >= 0 ? { publishedDigits } : {}),
      ...bigIntegers,
    });
  }
  for (const d of enforced.input) {
    if (!d.magnitude) continue;
    const pd = Math.max(proseDigits, published.input.find((p) => p.channel === d.channel)?.magnitude?.value ?? -1);
    out.push({ channel: d.channel, key: null, digits: d.magnitude.value, evidence: d.magnitude.evidence, exact: true, ...(pd >= 0 ? { publishedDigits: pd } : {}), ...bigIntegers });
  }
  return out;
}

function diffInputSizes(enforced: Contract, published: Contract): InputSizeDiff[] {
  const out: InputSizeDiff[] = [];
  for (const d of enforced.input) {
    if (!d.size) continue;
    const ps = published.input.find((p) => p.channel === d.channel)?.size;
    out.push({ channel: d.channel, size: d.size.value, evidence: d.size.evidence, ...(d.depth ? { depth: d.depth } : {}), ...(ps ? { publishedSize: ps.value } : {}) });
  }
  return out;
}

function diffExit(enforced: Contract, published: Contract): ExitDiff[] {
  return enforced.exit.map((demand) => {
    const matching = published.exit.find((p) => exitAccepts(demand.status, p.status));
    if (matching) return { demand, status: 'published', statementLoc: firstLoc(matching.evidence) };
    const refusing = demand.status !== 0;
    if (!refusing) {
      // exit 0 for an accepted input is what every reader assumes, unless the statement says otherwise for that input
      const other = published.exit.find((p) => p.status !== 0 && demand.when !== undefined && p.when === demand.when);
      return other ? { demand, status: 'contradicts', statementLoc: firstLoc(other.evidence) } : { demand, status: 'conventional' };
    }
    const contradicting = published.exit.find((p) => p.status !== 0);
    return contradicting ? { demand, status: 'contradicts', statementLoc: firstLoc(contradicting.evidence) } : { demand, status: 'unpublished' };
  });
}

/** Whether a program exiting with the published status satisfies the demanded one. */
function exitAccepts(demanded: number | 'nonzero', published: number | 'nonzero'): boolean {
  if (demanded === published) return true;
  if (demanded === 'nonzero') return published !== 0;
  return false;
}

function diffStderr(enforced: Contract, published: Contract): StderrDiff[] {
  return enforced.stderr.map((demand) => {
    const matching = published.stderr.find(
      (p) =>
        p.expect === demand.expect ||
        (demand.expect === 'nonempty' && p.expect === 'matches') ||
        // a message "naming the offending argument" holds the text fed in the run the oracle checks
        (demand.expect === 'matches' && p.namesInput === true && fedText(demand)),
    );
    return matching ? { demand, status: 'published', statementLoc: firstLoc(matching.evidence) } : { demand, status: 'unpublished' };
  });
}

/** The lines a statement writes, trimmed: each line of its text and each backticked span. */
function writtenLines(text: string): Set<string> {
  const out = new Set<string>();
  for (const line of text.split('\n')) if (line.trim()) out.add(line.trim());
  for (const m of text.matchAll(/`([^`\n]+)`/g)) out.add(m[1]!.trim());
  return out;
}

/**
 * True when a stderr pattern is plain text (`3m80ch`, `12\.5miles`, `\bLongmoor\b`) that the run it is checked on feeds,
 * or a bare number (`\b3\b`): the number of a line fed.
 */
function fedText(demand: StderrDemand): boolean {
  if (demand.pattern === undefined || demand.when === undefined) return false;
  const plain = demand.pattern.replace(/^\^|(?<!\\)\$$/g, '').replace(/\\b/g, '');
  if (/(?<!\\)[*+?^$()|[\]{}]/.test(plain)) return false;
  const text = plain.replace(/\\(.)/g, '$1');
  return text.trim().length > 0 && (/^\d+$/.test(text) || demand.when.includes(text));
}

function partKind(shape: Shape): string {
  if (shape.kind === 'decimal' || shape.kind === 'number') return 'number';
  return shape.kind;
}

/** A line of three or more parts of one kind is a list of that kind, whatever its length ("integers separated by spaces"). */
const LIST_LINE = 3;

/** The one part kind of a line whose parts all share it and number at least LIST_LINE, else undefined. */
function listKind(line: InputLine): string | undefined {
  if (line.parts.length < LIST_LINE) return undefined;
  const kinds = new Set(line.parts.map(partKind));
  return kinds.size === 1 ? [...kinds][0] : undefined;
}

/** `word word integer` (separator shown when it is not whitespace); `integers separated by whitespace` for a list line. */
export function inputSignature(line: InputLine): string {
  const list = listKind(line);
  if (list !== undefined) return `${list === 'word' ? 'words' : `${list}s`} separated by ${describeSeparator(line.separator)}`;
  const parts = line.parts.map(partKind);
  return line.separator === WHITESPACE ? parts.join(' ') : parts.join(` ${JSON.stringify(line.separator)} `);
}

function partAccepts(published: Shape, fed: Shape, decimalsShown = false): boolean {
  if (published.kind === 'text') return true;
  if (published.kind === 'word') return fed.kind !== 'text';
  if (published.kind === 'number' || published.kind === 'decimal') return NUMERIC.has(fed.kind);
  // `transfer alice bob 20` beside `deposit alice 120.50`: the statement's numbers may have decimals
  if (published.kind === 'integer' && decimalsShown) return NUMERIC.has(fed.kind);
  return partKind(published) === partKind(fed);
}

/** The one part kind of a shown line of two or more parts whose separator the prose says lists values (`1-2 3-4`). */
function saidListKind(line: InputLine, listSeparators: ReadonlySet<Separator>): string | undefined {
  if (line.parts.length < 2 || !listSeparators.has(line.separator)) return undefined;
  const kinds = new Set(line.parts.map(partKind));
  return kinds.size === 1 ? [...kinds][0] : undefined;
}

function lineAccepts(published: InputLine, fed: InputLine, decimalsShown = false, listSeparators: ReadonlySet<Separator> = new Set(), writtenPart?: (i: number) => boolean): boolean {
  if (published.parts.length === 1 && published.parts[0]?.kind === 'text') return true;
  // a published list line (`3 7 12`, or `1-2 3-4` of "matches separated by spaces") shows any number of parts of its
  // kind, one included
  const list = listKind(published) ?? saidListKind(published, listSeparators);
  if (list !== undefined && fed.parts.length > 0 && separatorAccepts(published.separator, fed.separator)) {
    // (words backticked in the prose, `lamb and rice`, show words, not numbers: their parts are no placeholders)
    if (list === 'word' && published.evidence.every((e) => e.via === BACKTICKED_INPUT_LINE) && !isTemplateLine(published, NO_TERMS)) {
      return fed.parts.every((part) => part.kind === 'word');
    }
    return fed.parts.every((part) => partAccepts(published.parts[0] as Shape, part, decimalsShown));
  }
  if (published.parts.length !== fed.parts.length) return false;
  if (fed.parts.length > 1 && !separatorAccepts(published.separator, fed.separator) && !separatorAccepts(fed.separator, published.separator)) return false;
  return fed.parts.every((part, i) => partAccepts(published.parts[i] as Shape, part, decimalsShown) || writtenPart?.(i) === true);
}

/**
 * True when every instance of a fed line joins numbers with a comma, semicolon or bar (`1.5,2`) that the statement never
 * mentions: prose such as "an x value followed by a y value" describes the values, not that separator.
 */
function joinsNumbersUnsaid(line: InputLine, published: Contract): boolean {
  const texts = [line.example, ...(line.examples ?? [])];
  const joined = texts.map((t) => /^-?\d+(?:\.\d+)?([,;|])-?\d+(?:\.\d+)?(?:\1-?\d+(?:\.\d+)?)*$/.exec(t.trim())?.[1]);
  const sep = joined[0];
  if (sep === undefined || joined.some((j) => j !== sep)) return false;
  return !(published.mentionedSeparators ?? []).some((m) => m.value === sep);
}

/**
 * The kinds of part a statement shows in lines of three or more different lengths (`3 4 + 2 *`, `1 +`, `4 0 /`), numbers
 * and words interleaved: a sequence of tokens, not fixed fields, so any line of those kinds of part is of its shape.
 * Undefined otherwise.
 */
function variadicParts(lines: readonly InputLine[]): Shape[] | undefined {
  const multi = lines.filter((l) => l.parts.length > 0 && !(l.parts.length === 1 && l.parts[0]?.kind === 'text'));
  if (new Set(multi.map((l) => l.parts.length)).size < 3) return undefined;
  // ... whose kinds interleave (a number after a word: `3 4 + 2 *`): a record of a quantity then a name of any number of
  // words (`2 cup plain flour`, `3 whole eggs`) still has its quantity in first place
  const numeric = (p: Shape) => NUMERIC.has(p.kind);
  if (!multi.some((l) => l.parts.some((p, i) => numeric(p) && l.parts.slice(0, i).some((q) => !numeric(q))))) return undefined;
  // ... and a word after a number too: `FL 3.4 3.1` beside `RL 4.1 4.0 3.9` is a name then its readings, whose parts
  // are no tokens of any kind in any place (`FL 3.2mm 2.9mm` is not of its shape)
  if (!multi.some((l) => l.parts.some((p, i) => !numeric(p) && l.parts.slice(0, i).some(numeric)))) return undefined;
  const kinds = new Map<string, Shape>();
  for (const part of multi.flatMap((l) => l.parts)) kinds.set(part.kind, part);
  return [...kinds.values()];
}

/**
 * Example lines of a head then a run of one kind, the run's length varying (`9 08:10 07:40` beside `N1 07:55`: a name
 * followed by its times; `4A7C01E0 2025-12-31 4 1 3` beside `90B3D2F5 2024-06-30 2`: a card and a date, then zones): the
 * heads shown, and the run's kind. The shortest head that leaves every line a run of one kind. Undefined unless some run
 * has two parts or more.
 */
function headAndRun(lines: readonly InputLine[]): { heads: Shape[][]; run: Shape; separator: Separator } | undefined {
  const multi = lines.filter((l) => l.parts.length >= 2);
  if (multi.length < 2 || new Set(multi.map((l) => l.parts.length)).size < 2 || !multi.some((l) => l.parts.length >= 3)) return undefined;
  if (multi.some((l) => l.separator !== multi[0]!.separator)) return undefined;
  const shortest = Math.min(...multi.map((l) => l.parts.length));
  for (let head = 1; head < shortest; head++) {
    const runKinds = new Set(multi.flatMap((l) => l.parts.slice(head).map(partKind)));
    if (runKinds.size === 1) return { heads: multi.map((l) => l.parts.slice(0, head)), run: multi[0]!.parts[head]!, separator: multi[0]!.separator };
  }
  return undefined;
}

/** A run whose length varies in the lines shown is a list of any length, none included ("then the weekends, if any"). */
function headAndRunAccepts(shown: NonNullable<ReturnType<typeof headAndRun>>, fed: InputLine, decimalsShown: boolean): boolean {
  const size = shown.heads[0]!.length;
  const head = fed.parts.slice(0, size);
  const run = fed.parts.slice(size);
  if (head.length < size || (fed.parts.length > 1 && !separatorAccepts(shown.separator, fed.separator))) return false;
  return shown.heads.some((h) => h.every((part, i) => partAccepts(part, head[i]!, decimalsShown))) && run.every((part) => partAccepts(shown.run, part, decimalsShown));
}

/** True when every part of a fed line is one of the kinds of token the statement shows (see variadicParts). */
function tokensOf(kinds: readonly Shape[], fed: InputLine, decimalsShown: boolean): boolean {
  return fed.parts.length > 0 && fed.parts.every((part) => kinds.some((k) => partAccepts(k, part, decimalsShown)));
}

/** A placeholder of a template line: `<hive>`, `{name}`, `YYYY-MM-DD`, `HH:MM`, or (beside another) `DEPTH`. */
const PLACEHOLDER_PART = /^(?:<[^<>]+>|\{[^{}]+\}|[YMDHS]{1,4}(?:[-/:.][YMDHS]{1,4})+)$/;
const CAPITALS_PLACEHOLDER = /^[A-Z]{2,}(?:_[A-Z]+)*$/;

/**
 * True when every part of a shown line names a value rather than showing one (`YYYY-MM-DD DEPTH`, `<hive> <weight>`); a
 * word in capitals alone (`AZ`) may be the value itself.
 */
function isTemplateLine(line: InputLine, inputTerms: ReadonlySet<string>): boolean {
  const parts = partTexts(line);
  // (or, beside another, a word the Input section backticks as a term of its own: `minutes speed direction` above
  // "- `minutes`: time spent in the layer")
  const placeholder = (p: string) => PLACEHOLDER_PART.test(p) || (parts.length > 1 && (CAPITALS_PLACEHOLDER.test(p) || inputTerms.has(p)));
  // (a command word, then placeholders: `rider NAME WEIGHT`)
  return parts.every(placeholder) || (parts.length > 1 && COMMAND_WORD.test(parts[0]!) && parts.slice(1).every(placeholder));
}

const NO_TERMS: ReadonlySet<string> = new Set();

/** The text of each part of a line, as its example writes it. */
function partTexts(line: InputLine): string[] {
  return partsOf(line, line.example);
}

/** The literal word a template line opens with (`rider` of `rider NAME WEIGHT`). */
const COMMAND_WORD = /^[a-z][a-z_-]*$/;

/**
 * The shown lines that decide what is accepted: a template line (`YYYY-MM-DD DEPTH`) names its parts without their kind
 * (each a word, so it reads as a list of any words), so where the statement also shows lines of values with exactly as
 * many parts (`2024-01-10 38`), those show the kinds. Values with more parts (`06:00:38 music 215 Blue Monday` beside
 * `HH:MM:SS TYPE DURATION TITLE`) show that its last placeholder runs on: the template stays.
 */
function concreteOverTemplates(lines: InputLine[], inputTerms: ReadonlySet<string>): InputLine[] {
  const template = lines.map((l) => isTemplateLine(l, inputTerms));
  if (!template.includes(true)) return lines;
  const concrete = lines.filter((_, i) => !template[i]).map((l) => l.parts.length);
  return lines.filter((l, i) => !(template[i] && concrete.includes(l.parts.length) && !concrete.some((n) => n > l.parts.length)));
}

/** Prose saying a name (or a value) may hold spaces: "Names may contain spaces", "the rest of the line is the title". */
const REST_OF_LINE = /\brest\s+of\s+the\s+line\b/i;
const SPACED_VALUES_SAID = new RegExp(`\\b(?:may|can|might|could)\\s+(?:also\\s+)?(?:contain|include|have|hold)\\s+(?:a\\s+)?(?:spaces?|blanks?|several words|more than one word)\\b|\\b(?:several|one or more|multiple)\\s+words\\b|${REST_OF_LINE.source}`, 'i');

/**
 * The fed line with each run of words that makes one value merged into one word: a run the statement writes as a phrase
 * (`jump rope` from its table, `Smile Cover Plus`), or any run where it says values may hold spaces. Undefined when no
 * run merges.
 */
function withNamesMerged(line: InputLine, lowerText: string, anySpaces: boolean): InputLine | undefined {
  if (line.separator !== WHITESPACE) return undefined;
  const tokens = line.example.trim().split(/\s+/);
  if (tokens.length !== line.parts.length || tokens.length < 2) return undefined;
  // (a word of two letters or more: `B C` of an edge `B C 4` is two names, not one)
  const isWord = (i: number) => line.parts[i]!.kind === 'word' && /\p{L}.*\p{L}/u.test(tokens[i]!);
  const parts: Shape[] = [];
  let merged = false;
  for (let i = 0; i < tokens.length; ) {
    let end = i;
    if (isWord(i)) {
      let run = i;
      while (run + 1 < tokens.length && isWord(run + 1)) run++;
      // the longest phrase from here the statement writes (or the whole run, where values may hold spaces)
      if (anySpaces) end = run;
      else for (let j = run; j > i; j--) if (lowerText.includes(tokens.slice(i, j + 1).join(' ').toLowerCase())) { end = j; break; }
    }
    parts.push(end > i ? { kind: 'word' } : line.parts[i]!);
    if (end > i) merged = true;
    i = end + 1;
  }
  return merged ? { ...line, parts } : undefined;
}

/**
 * A line as the checks that expect it accepted feed it: without what checks expecting a refusal feed (`'SB 4a'` in
 * "invalid lines are flagged in place", answered `invalid`, even where the program goes on and exits 0). Undefined when
 * only such checks feed it.
 */
function acceptedPart(line: InputLine, refusalAt: (loc: SourceLocation) => boolean): InputLine | undefined {
  const evidence = line.evidence.filter((e) => !refusalAt(e.loc));
  if (evidence.length === line.evidence.length) return line;
  if (evidence.length === 0) return undefined;
  const instances = [line.example, ...(line.examples ?? [])];
  const example = instances.find((_, i) => {
    const at = line.exampleLocs?.[i];
    return at === undefined || !refusalAt(at);
  });
  return { ...line, example: example ?? line.example, evidence };
}

/** The key a line opens with, its sign attached (`miles:` of `miles: 12`, `port=` of `port=80`). */
function leadingKey(line: InputLine): string | undefined {
  if (line.parts[0]?.kind !== 'word') return undefined;
  const first = partTexts(line)[0];
  return first !== undefined && /^[A-Za-z_][\w-]*[:=]$/.test(first) ? first : undefined;
}

/**
 * The shown lines that open with the fed line's key, where any does (`miles: 12` for `miles: 14.4`, not
 * `piano: upright`): a keyed line is read by what its key shows. All the shown lines otherwise.
 */
function sameLeadingKey(shown: InputLine[], fed: InputLine): InputLine[] {
  const key = leadingKey(fed);
  if (key === undefined) return shown;
  const same = shown.filter((p) => leadingKey(p) === key);
  return same.length > 0 ? same : shown;
}

function diffInput(enforced: Contract, published: Contract): InputLineDiff[] {
  const out: InputLineDiff[] = [];
  // words the Input section backticks on their own (`P`, `minutes`; those of a span, `tag diameter length`, show a line)
  const inputMentions = new Set((published.mentions ?? []).filter((m) => m.evidence.some((e) => e.via === INPUT_MENTION) && published.text?.includes(`\`${m.value}\``)).map((m) => m.value));
  // (terms: `minutes`, or a letter naming a number, `N` of "`N` is the weight in kilograms")
  const inputTerms = new Set([...inputMentions].filter((m) => /^(?:[a-z][a-z_]*|[A-Z])$/.test(m)));
  const refusalAt = inRefusalCheck(enforced);
  for (const demand of enforced.input) {
    const shownLines = concreteOverTemplates(published.input.filter((p) => p.channel === demand.channel).flatMap((p) => p.lines).filter((p) => !p.refused), inputTerms);
    // a line shown in a backticked span of the Input section, or passed or piped by an example command line, accepts lines of
    // its shape but is no grammar of the input:
    // prose that shows one (`ICE CREAM`) still describes the rest
    const pubLines = shownLines.filter((p) => !p.evidence.every((e) => e.via === BACKTICKED_INPUT_LINE || e.via === EXAMPLE_COMMAND_LINE));
    const decimalsShown = pubLines.some((p) => p.parts.some((x) => x.kind === 'decimal')) || published.input.some((p) => p.channel === demand.channel && p.decimals?.length);
    const variadic = variadicParts(pubLines);
    const listSeparators = new Set((published.inputListSeparators ?? []).map((d) => d.value));
    const headRun = headAndRun(pubLines);
    const groups = new Map<string, { line: InputLine; refused: boolean; evidence: Evidence[] }>();
    const written = writtenLines(published.text ?? '');
    for (const fed of demand.lines) {
      // (comment lines and a header row are diffed as lines the program skips: see skippedLinesDiff)
      if (fed.skipped) continue;
      const line = fed.refused ? fed : acceptedPart(fed, refusalAt);
      if (!line) continue;
      // a line of words the statement writes out (the header `name,ra,dec,mag` above records the oracle makes at random)
      if (!line.refused && line.parts.every((p) => p.kind === 'word') && written.has(line.example.trim())) continue;
      const signature = inputSignature(line);
      const id = `${line.refused ? 'refused' : 'accepted'}|${signature}`;
      const g = groups.get(id);
      if (g) g.evidence.push(...line.evidence);
      else groups.set(id, { line, refused: Boolean(line.refused), evidence: [...line.evidence] });
    }
    // With no published grammar, the statement's prose is taken to describe what is fed, unless the oracle also demands
    // refusals: then the grammar decides pass or fail, and only the shape fed most often counts as described.
    // a refused line shaped like an accepted one (`0.5 2 100`, a target above the stock, beside `2.5 0.1 75`) is refused
    // for its values, which prose can explain; only a refused line of a shape no accepted line has calls for a grammar
    const numberShape = (line: InputLine) => line.parts.map((p) => (NUMERIC.has(p.kind) ? 'number' : partKind(p))).join(' ');
    const acceptedShapes = new Set([...groups.values()].filter((g) => !g.refused).map((g) => numberShape(g.line)));
    // (arguments are described by prose as a rule, refusals included: "exits with status 2 on a negative weight")
    const refusals = demand.channel === 'stdin' && [...groups.values()].some((g) => g.refused && !acceptedShapes.has(numberShape(g.line)));
    let dominant: string | undefined;
    // Standard input is every reader's default; arguments exist only if the statement says so (its prose or notation).
    const channelUnpublished = demand.channel === 'args' && !published.input.some((p) => p.channel === 'args');
    const allAssumed = pubLines.length === 0 && !refusals && !channelUnpublished;
    if (pubLines.length === 0 && refusals) {
      let most = -1;
      for (const [id, g] of groups) if (!g.refused && g.evidence.length > most) [dominant, most] = [id, g.evidence.length];
    }
    // (a word the Input section writes in backticks, `P` of "a whole number of years or the letter `P`", is a value it
    // shows in any place)
    const writtenPart = (line: InputLine) => {
      const texts = partTexts(line);
      return (i: number) => line.parts[i]?.kind === 'word' && inputMentions.has(texts[i] ?? '');
    };
    const accepted = (line: InputLine) => {
      const written = writtenPart(line);
      return sameLeadingKey(shownLines, line).some((p) => lineAccepts(p, line, decimalsShown, listSeparators, written)) ||
        (variadic !== undefined && tokensOf(variadic, line, decimalsShown)) ||
        (headRun !== undefined && headAndRunAccepts(headRun, line, decimalsShown));
    };
    const spacedValues = SPACED_VALUES_SAID.test(published.text ?? '');
    let lowerText: string | undefined;
    const restOfLine = REST_OF_LINE.test(published.text ?? '');
    const acceptedMerged = (line: InputLine) => {
      const merged = withNamesMerged(line, (lowerText ??= (published.text ?? '').toLowerCase()), spacedValues);
      if (merged !== undefined && accepted(merged)) return true;
      // a last value that is "the rest of the line" (`Flat 2 Mill Court` after `x y`) may hold numbers too
      return restOfLine && line.separator === WHITESPACE && shownLines.some((p) => {
        const n = p.parts.length;
        if (n < 2 || n >= line.parts.length || p.parts[n - 1]?.kind !== 'word' || line.parts[n - 1]?.kind !== 'word') return false;
        return lineAccepts(p, { ...line, parts: [...line.parts.slice(0, n - 1), { kind: 'word' }] }, decimalsShown);
      });
    };
    for (const [id, g] of groups) {
      const signature = inputSignature(g.line);
      let status: InputLineDiff['status'];
      if (g.refused) status = 'refused';
      // values not worked out: published when the statement has this channel at all
      else if (g.line.unknown) status = channelUnpublished ? 'unpublished' : 'published';
      else if (accepted(g.line) || acceptedMerged(g.line)) status = 'published';
      else if (allAssumed && joinsNumbersUnsaid(g.line, published)) status = 'unpublished';
      else status = !channelUnpublished && (allAssumed || id === dominant) ? 'assumed' : 'unpublished';
      out.push({ channel: demand.channel, line: g.line, status, signature, evidence: g.evidence, ...(channelUnpublished && !g.refused ? { channelUnpublished } : {}) });
    }
  }
  return out;
}

function diffUnread(enforced: Contract, published: Contract, input: InputText): Field[] {
  if (enforced.problems.some((p) => p.kind === 'parse-error' || p.kind === 'unreadable-helper')) return [];
  // (where the analysis found no layout and no field beyond lines compared to carry a key, it did not follow the parse)
  if (enforced.fields.length === 0 || (!enforced.layout && enforced.fields.every((f) => f.presence.every((e) => e.via === LINE_LABEL)))) return [];
  const layout = isJsonLines(enforced) ? 'json' : enforced.layout?.value.kind;
  if (layout === 'text') return [];
  const read = new Set<string>();
  for (const f of enforced.fields) if (f.key !== null) read.add(f.key);
  for (const c of enforced.checks) for (const k of c.reads) read.add(k);
  // a line matched whole by a pattern that spells its key (`^slope=(\S+)$`), or compared whole with a line that does
  // (`range=10.194`), reads that key
  // (or a stderr message that does: `assert.match(r.stderr, /^error:/)` reads the `error:` the statement puts there)
  const patterns = enforced.fields.flatMap((f) => (f.shape?.value.kind === 'pattern' ? [f.shape.value.source] : []))
    .concat(enforced.stderr.flatMap((d) => (d.expect === 'matches' && d.pattern ? [d.pattern] : [])));
  const comparedLines = enforced.fields.flatMap((f) => (f.key === null ? f.vocabulary.map((t) => t.value) : []));
  // (each regex built only when there is something to test it on)
  const spelledInLines = (key: string) => {
    if (patterns.length > 0) {
      const inPattern = new RegExp(`(?:^|[^\\w])${escapeRegExp(key)}\\s*[=:]`);
      if (patterns.some((source) => inPattern.test(source) || keyAlternatives(source).has(key))) return true;
    }
    if (comparedLines.length === 0) return false;
    // (at the start of any line of a text compared whole: `'kg: 8640.0\ntonnes: 8.64'` reads `tonnes` too; and a
    // `key=value` after another on its line: `'passed=1 rejected=2'` reads `rejected`)
    const atStart = new RegExp(`^\\s*${escapeRegExp(key)}\\s*[=:]|[ \\t,;]${escapeRegExp(key)}=`, 'm');
    return comparedLines.some((line) => atStart.test(line));
  };
  // a path is read when it, a path inside it, or a path it is inside is read (comparing `merged` whole reads `merged[]`;
  // the root `""` is the whole document)
  const ancestors = (key: string) => [...key.matchAll(/[.[]/g)].map((m) => key.slice(0, m.index)).concat(['']);
  const inside = (key: string) => {
    for (const k of read) if (k.startsWith(`${key}.`) || k.startsWith(`${key}[`)) return true;
    return false;
  };
  // a member named on its own in a JSON layout ("each entry is an object with `plate`") is read where a path ending in it
  // is (`plates[].plate`)
  let members: Set<string> | undefined;
  const readMembers = () => (members ??= new Set([...read].map(memberName)));
  // a word of a key read that fills a template (`balance cy` of `balance <guest>: <n>`) is read with it
  let templateWords: Set<string> | undefined;
  const readTemplateWords = () => (templateWords ??= new Set([...read].filter((k) => /\s/.test(k)).flatMap((k) => k.split(/\s+/))));
  // (asked again of the same mentions by unreadMentions: each key worked out once)
  const readKeys = new Map<string, boolean>();
  const isRead = (key: string) => {
    let r = readKeys.get(key);
    if (r === undefined) {
      r = read.has(key) || spelledInLines(key) || inside(key) || (layout === 'json' && (ancestors(key).some((a) => read.has(a)) || readMembers().has(key)))
        || readTemplateWords().has(key);
      readKeys.set(key, r);
    }
    return r;
  };
  // a key only named in prose ("- `total`: the number of lines", "`class` ... with one decimal place") is a key like a
  // mention: unread only where output has keys
  const keyed = layout === 'fields' || layout === 'json';
  const definedOnly = (f: Field) => f.presence.length > 0 && f.presence.every((e) => e.via === KEY_DEFINITION || e.via === 'statement prose');
  // ... and not one of the values the output shows (`Visa`: ...) or a word of the input
  // (in any case: `positive` in the statement is the token the oracle compares as `Positive`)
  // (a column's too: `ok`, `none` of a NOTE column)
  const tokens = new Set([...enforced.fields.map((f) => f.vocabulary), ...published.fields.map((f) => f.vocabulary), ...(enforced.columns ?? []).map((c) => c.tokens ?? [])]
    .flatMap((vocabulary) => vocabulary.flatMap((v) => [v.value, v.value.toLowerCase()])));
  const defined = (f: Field) => keyed && !tokens.has(f.key!) && !input.words.has(f.key!.toLowerCase());
  // a key that is a word of an example input (`Rosa: 3` after ballots for Rosa) is data the output repeats
  const shownInput = shownInputWords(published);
  const data = (key: string) => input.words.has(key.toLowerCase()) || shownInput.has(key);
  // a table's column (`| YDS | French |`) names a key only where the output has keys
  const tableOnly = (f: Field) => f.presence.length > 0 && f.presence.every((e) => e.via === TABLE_COLUMN);
  // keys the statement gives as values of another (`DAY` is `Mon`, `Tue`, ... beside example lines `Mon: ...`) are data,
  // and that other key a placeholder for them (two of its values at least: `heaviest` is `c`, beside a key `c`, is not)
  const publishedKeys = new Set(published.fields.map((f) => f.key));
  const placeholder = (f: Field) => f.vocabulary.filter((v) => v.value !== f.key && publishedKeys.has(v.value)).length >= 2;
  const placeholders = published.fields.filter(placeholder);
  const valueOfKey = (key: string) => placeholders.some((g) => g.key !== key && g.vocabulary.some((v) => v.value === key));
  // a key the oracle reads under a longer or shorter name (`idle` where the statement publishes `idle_time`): the
  // unpublished key is the finding
  const unpublishedRead = [...read].filter((k) => !publishedKeys.has(k) && /^[A-Za-z]\w*$/.test(k));
  const renamed = (key: string) => unpublishedRead.some((k) => k.startsWith(`${key}_`) || key.startsWith(`${k}_`));
  const unread = published.fields.filter((f) => f.key !== null && !isRead(f.key) && !data(f.key) && (!definedOnly(f) || defined(f)) && (keyed || !tableOnly(f))
    && !valueOfKey(f.key) && !placeholder(f) && !renamed(f.key));
  if (layout === 'fields' || layout === 'json') unread.push(...unreadMentions(published, input, isRead, shownInput, tokens));
  return unread;
}

/**
 * Backticked words the statement lists as keys (identifier-like, named within two lines of a key the oracle does read,
 * not a token, not data from the input, not part of a compound such as `key=value` or `add a b`) that no check reads.
 */
/** The words of the statement's own example input (`"tax_rate": 20`, `Rosa`): the input's, not output fields. */
function shownInputWords(published: Contract): Set<string> {
  return new Set(published.input.flatMap((d) => d.lines.flatMap((l) => [l.example, ...(l.examples ?? [])].flatMap(wordsOf))));
}

/** The keys a pattern spells as alternatives before an assign: `^(kg|tonnes|t_per_ha): (\\S+)$` reads all three. */
function keyAlternatives(source: string): Set<string> {
  const out = new Set<string>();
  for (const m of source.matchAll(/\((?:\?:|\?<\w+>)?([\w|-]+)\)\s*(?:\\s\*)?[=:]/g)) for (const alt of m[1].split('|')) if (alt) out.add(alt);
  return out;
}

/** `null`, `true`, `false`: values a statement shows ("the letter, or `null`"), never names of fields. */
const JSON_LITERAL = new Set(['null', 'true', 'false']);

/**
 * The places (`line:column`) of mentions in runs of three or more, each a few characters after the last (`` `a`, `b`, or
 * `c` ``, also where the run wraps onto the next line), when one of the run is `listed` (a value of either contract, a
 * word of the input). `lines`: the statement's lines, to measure the gap across a line break.
 */
function listedValues(at: readonly { value: string; line: number; column: number }[], listed: (word: string) => boolean, lines: readonly string[]): Set<string> {
  const out = new Set<string>();
  const lineStarts: number[] = [0];
  for (const l of lines) lineStarts.push(lineStarts[lineStarts.length - 1]! + l.length + 1);
  const offset = (m: { line: number; column: number }) => (lineStarts[m.line - 1] ?? 0) + m.column;
  const sorted = [...at].sort((a, b) => offset(a) - offset(b));
  let run: typeof sorted = [];
  const close = () => {
    if (run.length >= 3 && run.some((m) => listed(m.value))) for (const m of run) out.add(`${m.line}:${m.column}`);
    run = [];
  };
  for (const m of sorted) {
    const last = run[run.length - 1];
    // `` `a`, `b` `` puts four characters between the words; `` `a`, or `b` `` seven (a line break and its indent count)
    if (last && offset(m) - (offset(last) + last.value.length) > 8) close();
    run.push(m);
  }
  close();
  return out;
}

/** `tokens`: the values either contract gives any field (diffUnread's). */
function unreadMentions(published: Contract, input: InputText, isRead: (key: string) => boolean, shownInput: ReadonlySet<string>, tokens: ReadonlySet<string>): Field[] {
  const mentions = published.mentions ?? [];
  let statementLines: string[] | undefined;
  // (the mention's line up to its backtick, which `column` points just past)
  const proseBefore = (line: number, column: number) => ((statementLines ??= (published.text ?? '').split('\n'))[line - 1] ?? '').slice(0, Math.max(0, column - 2));
  const fieldKeys = new Set(published.fields.map((f) => f.key));
  const at = mentions.flatMap((m) => m.evidence.map((e) => ({ value: m.value, line: e.loc.line, column: e.loc.column, bold: e.via === 'word in bold' })));
  // two names run together in one span (`American Express`); a placeholder beside a name (`avg_turnaround=...`) is none
  const placeholder = (v: string) => /^(?:\.{3}|\u2026|<[^<>]*>)$/.test(v);
  const compound = (m: { value: string; line: number; column: number }) =>
    at.some((o) => o.line === m.line && !placeholder(o.value) && (o.column === m.column + m.value.length + 1 || o.column + o.value.length + 1 === m.column));
  // (a term the prose sets in bold names no key, so a mention beside one is not beside a read key)
  const readLines = at.filter((m) => isRead(m.value) && !m.bold).map((m) => m.line);
  // a run of three or more backticked words a comma apart (`pair`, `flush`, `straight`) with a value of the contracts or
  // a word of the input among them (`bark`, `peat`, `coir`) lists values, not keys
  // (a value of either contract, in any case, or a word of the input as fed or as the statement's example writes it)
  const valueOrInput = (w: string) => tokens.has(w) || tokens.has(w.toLowerCase()) || input.words.has(w) || shownInput.has(w);
  const valueRuns = listedValues(at, valueOrInput, (statementLines ??= (published.text ?? '').split('\n')));
  const out: Field[] = [];
  for (const m of mentions) {
    if (!/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/.test(m.value) || m.value.length < 2 || JSON_LITERAL.has(m.value)) continue;
    // a term in bold is shown as a word, not named as a field; a word of the input section names a part of the input,
    // also where the output's prose refers to it ("after `seasons` seasons")
    if (m.evidence.every((e) => e.via === 'word in bold') || m.evidence.some((e) => e.via === INPUT_MENTION)) continue;
    // ... and one written only after a key and its sign (`total: amount`, `trip_id: fare`) stands for the value
    if (m.evidence.every((e) => e.via === ASSIGNED_MENTION)) continue;
    if (isRead(m.value) || valueOrInput(m.value) || fieldKeys.has(m.value)) continue;
    const places = at.filter((a) => a.value === m.value);
    if (places.some(compound) || places.some((p) => valueRuns.has(`${p.line}:${p.column}`))) continue;
    // a word written where a value goes ("both are `none`", "or `none` when ...") is a value, not a key
    if (places.every((p) => VALUE_PLACE.test(proseBefore(p.line, p.column)))) continue;
    if (!places.some((p) => readLines.some((l) => Math.abs(l - p.line) <= 2))) continue;
    out.push({ key: m.value, presence: m.evidence, required: false, vocabulary: [] });
  }
  return out;
}

/** Prose that puts a value next: "... are ", "... is ", "... or " (the backtick follows). */
const VALUE_PLACE = /\b(?:is|are|be|becomes?|or)\s+$/i;

/**
 * A check that demands a refusal (a non-zero status) or asserts stderr can fail for a wrong answer (a wrong status is
 * one). Exit 0 alone (what `execFileSync` demands of every run) only catches a crash, not a wrong answer.
 */
function judgesStatusOrStderr(enforced: Contract, check: string): boolean {
  return [...enforced.exit.filter((d) => d.status !== 0), ...enforced.stderr].some((d) => d.evidence.some((e) => e.check === check));
}

// ---------------------------------------------------------------------------------------------- entry point

/** Compares what an oracle enforces with what its statement publishes. Pure; neither contract is modified. */
export function diffContracts(enforced: Contract, published: Contract): ContractDiff {
  const index = indexPublished(published);
  const input = inputText(enforced);
  const spread = keylessSpread(enforced);
  return {
    layout: diffLayout(enforced, published),
    ...diffSortedLines(enforced, published),
    ...diffModelOrder(enforced, published),
    ...diffOwnOrder(enforced, published),
    ...diffHeaderLine(enforced, published),
    ...diffFixedColumns(enforced, published),
    ...diffBlankLineBlocks(enforced, published),
    fields: enforced.fields.map((f) => diffField(f, enforced, published, index, input, spread)),
    magnitudes: diffMagnitudes(enforced, published, index),
    inputSizes: diffInputSizes(enforced, published),
    exit: diffExit(enforced, published),
    stderr: diffStderr(enforced, published),
    input: diffInput(enforced, published),
    unreadPublished: diffUnread(enforced, published, input),
    cannotFail: enforced.checks.filter((c) => !c.canFail && !judgesStatusOrStderr(enforced, c.name)),
    fedWords: input.words,
    inputCase: diffInputCase(enforced, published),
    ...diffCaseVariants(enforced, published),
    ...diffColumnFolding(enforced, published, index, input),
    ...diffColumnTokens(enforced, index, input, spread),
    ...lineControlDiff(enforced, published, 'crlf'),
    ...lineControlDiff(enforced, published, 'tabs'),
    ...skippedLinesDiff(enforced, published),
    optionForms: diffOptionForms(enforced, published),
    stampForms: stampAndCompositeForms(enforced, published),
    clockForms: diffClockForms(enforced, published),
  };
}

/** Values fed in a form the statement never writes: clock times and dates, then joined numbers not already reported. */
function stampAndCompositeForms(enforced: Contract, published: Contract): StampFormDiff[] {
  const stamps = diffStampForms(enforced, published);
  return [...stamps, ...diffCompositeForms(enforced, published).filter((c) => !stamps.some((s) => s.channel === c.channel && s.fed === c.fed))];
}

/** See ContractDiff.skipped. */
function skippedLinesDiff(enforced: Contract, published: Contract): Pick<ContractDiff, 'skipped'> {
  const stdin = enforced.input.find((d) => d.channel === 'stdin');
  if (!stdin) return {};
  const kinds = (['comments', 'header', 'blankLines'] as const).filter((k) => stdin[k]?.length && !published.input.some((d) => d[k]?.length));
  if (kinds.length === 0) return {};
  return { skipped: { kinds, evidence: kinds.flatMap((k) => stdin[k]!) } };
}

/** See ContractDiff.columnTokens. */
function diffColumnTokens(enforced: Contract, index: PublishedIndex, input: InputText, spread: Map<string, number>): Pick<ContractDiff, 'columnTokens'> {
  const compared = enforced.columns?.filter((c) => c.tokens?.length);
  if (!compared?.length) return {};
  const relaxed = Boolean(enforced.caseInsensitive?.length);
  const asValue = (col: (typeof compared)[number]): Field => ({ key: null, presence: col.evidence, required: true, vocabulary: col.tokens! });
  // a word the statement writes anywhere, in its prose, a table or an example (`clear` in "*clear* when the count is
  // zero"), or a key it names (the `gamma` of `gamma=<...>` read as the first part of `line.split('=')`), is shown; one
  // it writes with spaces (`broken mouth` for `broken_mouth`) is unrepresentable-value's demand
  const writes = (text: string) => new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(text)}(?![\\p{L}\\p{N}_])`, 'u').test(index.text);
  const written = (token: string) => index.byKey.has(token) || writes(token) || (/[_-]/.test(token) && writes(token.replace(/[_-]/g, ' ')));
  return { columnTokens: compared.map((col) => ({ index: col.index, tokens: diffTokens(asValue(col), undefined, index, input, relaxed, spread, false, written) })) };
}

/** See ContractDiff.columnFolding. */
function diffColumnFolding(enforced: Contract, published: Contract, index: PublishedIndex, input: InputText): Pick<ContractDiff, 'columnFolding'> {
  if (!enforced.columns?.some((c) => c.tokens?.length)) return {};
  const rule = [enforced.caseInsensitive, published.caseInsensitive, published.lowerCase];
  if (rule.some((r) => r?.length)) return {};
  // (a token the statement itself writes in that spelling, a column header `SWARM` or an answer of its example, is
  // published; a letter alone, `Q`, is as likely a code of the answer)
  const shown = (token: string): boolean => index.mentionKeys.has(token) || index.allTokens.has(token)
    || new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(token)}(?![\\p{L}\\p{N}])`, 'u').test(index.text);
  for (const col of enforced.columns) {
    for (const t of col.tokens ?? []) {
      if (t.value.length < 2 || shown(t.value)) continue;
      const folding = caseFoldingOf(t.value, t.evidence, input);
      if (folding && !statesFoldedCase(published.text ?? '', folding.expected === folding.expected.toUpperCase() ? 'upper' : 'lower')) return { columnFolding: folding };
    }
  }
  return {};
}

/** See ContractDiff.caseVariants. */
function diffCaseVariants(enforced: Contract, published: Contract): Pick<ContractDiff, 'caseVariants'> {
  if (!enforced.caseVariants?.length) return {};
  const rule = [published.caseInsensitive, published.inputCaseInsensitive, published.caseVariants, published.lowerCase, ...published.fields.map((f) => f.caseInsensitive)];
  if (rule.some((r) => r?.length) || shownInTwoCases(published)) return {};
  return { caseVariants: { evidence: enforced.caseVariants } };
}

/** True when the statement's example input spells one word in two letter cases (and so shows how they are taken). */
function shownInTwoCases(published: Contract): boolean {
  const spellings = new Map<string, string>();
  return published.input.some((d) => d.lines.some((l) => [l.example, ...(l.examples ?? [])].some((t) => caseVariantIn(t, spellings) !== undefined)));
}

/** stdin lines fed with CRLF endings (or tabs between parts) that the statement never allows. */
function lineControlDiff(enforced: Contract, published: Contract, control: 'crlf' | 'tabs'): Pick<ContractDiff, 'crlf' | 'tabs'> {
  const fed = enforced.input.find((d) => d.channel === 'stdin')?.[control];
  if (!fed?.length || published.input.some((d) => d[control]?.length)) return {};
  return { [control]: { evidence: fed } };
}

/**
 * Words of accepted input lines written wholly in capitals (`KG`) whose lower-case form the statement shows (`kg`) but
 * never the capitals, when neither contract states a case rule. Mixed case (`Hello`) is ordinary text, not a respelling.
 */
function diffInputCase(enforced: Contract, published: Contract): InputCaseDiff[] {
  if (enforced.caseInsensitive?.length || published.caseInsensitive?.length || published.inputCaseInsensitive?.length) return [];
  if (published.fields.some((f) => f.caseInsensitive?.length)) return [];
  // "the scheme is printed in lower case": input in any case is what the statement expects; and "lower-case letters
  // are not accepted" states the rule a word fed in lower case is judged by
  if (published.lowerCase?.length || published.caseVariants?.length) return [];
  const shown = new Map<string, Evidence[]>();
  for (const m of published.mentions ?? []) shown.set(m.value, m.evidence);
  // the statement's own example input shows words in the case it feeds them (`[WARN]` in a sample log)
  const exampleInputAt = new Map<string, Evidence[]>();
  for (const l of published.input.flatMap((d) => d.lines)) {
    for (const w of [l.example, ...(l.examples ?? [])].flatMap((t) => t.match(/\p{L}{2,}/gu) ?? [])) if (!exampleInputAt.has(w)) exampleInputAt.set(w, l.evidence);
  }
  const out: InputCaseDiff[] = [];
  const seen = new Set<string>();
  // an argument naming, in capitals, what the oracle's own stdin spells in lower case (a column `PRICE` of header `price`)
  let stdinWordsMemo: Set<string> | undefined;
  const stdinWords = (): Set<string> =>
    (stdinWordsMemo ??= new Set(enforced.input.filter((d) => d.channel === 'stdin').flatMap((d) => d.lines.flatMap((l) => [l.example, ...(l.examples ?? [])].flatMap(wordsOf)))));
  // the same tokens are fed again and again (`A`, `B`, `3`): their words found once
  const wordsOfToken = new Map<string, string[]>();
  const casedWordsOf = (token: string, amongOthers: boolean): string[] => {
    const id = `${amongOthers ? '+' : '-'}${token}`;
    let words = wordsOfToken.get(id);
    if (words === undefined) wordsOfToken.set(id, (words = casedWords(token, shown, amongOthers)));
    return words;
  };
  const noCapitals: ReadonlySet<string> = new Set<string>();
  let innerCapitals: Map<string, string> | undefined;
  for (const demand of enforced.input) {
    // per whitespace-separated slot, the letters of words fed there (on this channel) that the statement shows in
    // capitals (`MMXXIV`, `IV`; `USD` in `100 USD GBP`)
    const capitals: Set<string>[] = [];
    for (const t of demand.lines.flatMap((l) => [l.example, ...(l.examples ?? [])])) {
      t.trim().split(/\s+/).forEach((w, slot) => {
        if (w === w.toUpperCase() && w !== w.toLowerCase() && (shown.has(w) || exampleInputAt.has(w))) for (const ch of w) (capitals[slot] ??= new Set()).add(ch);
      });
    }
    const fedTexts = demand.lines.flatMap((l) => (l.refused ? [] : [l.example, ...(l.examples ?? [])]));
    for (const line of demand.lines) {
      const texts = [line.example, ...(line.examples ?? [])];
      if (line.refused) continue;
      for (const [i, text] of texts.entries()) {
        const tokens = text.trim().split(/\s+/);
        for (const [slot, token] of tokens.entries()) for (const word of casedWordsOf(token, tokens.length > 1)) {
          // (a word reported already, or shown as fed, is skipped whatever the statement writes)
          if (seen.has(word) || shown.has(word) || exampleInputAt.has(word)) continue;
          const capitalLetters = capitals[slot] ?? noCapitals;
          const lower = word.toLowerCase();
          const upper = word.toUpperCase();
          if (word === lower && word === upper) continue;
          let published: string | undefined;
          if (word === upper) {
            // capitals (`KG`, `H8`) where the statement writes the word in lower case
            if (shown.has(lower) || (demand.channel === 'args' && stdinWords().has(lower) && !stdinWords().has(word))) published = lower;
          } else if (word !== lower && /\p{Lu}/u.test(word.slice(1)) && shown.has(lower)) {
            // camel case (`ZScore`) where the statement writes the word in lower case (`zscore`); a capital first letter
            // alone (`Hello`) is how a sentence starts, not a respelling
            published = lower;
          } else if (word.length === 1) {
            // a lone letter (`x`) the statement writes as a capital (`X` for ten), which the oracle also feeds as a capital
            // (a whole token `c` beside whole tokens `C`: `37 c f` beside `100 C F`)
            const fed = token === word ? (t: string) => t.trim().split(/\s+/).includes(upper) : (t: string) => t.includes(upper);
            published = shown.has(upper) && fedTexts.some(fed) ? upper : undefined;
          } else if (word === lower && (innerCapitals ??= innerCapitalSpellings(shown)).has(lower)) {
            // lower case (`512mib`) where the statement writes the word with a capital inside (`MiB`, `KiB`)
            published = innerCapitals.get(lower);
          } else if (word === lower && ![...upper].some((ch) => ch !== ch.toLowerCase() && !capitalLetters.has(ch))) {
            // lower case (`xiv`) where the statement writes such words only in capitals
            published = shown.has(upper) || exampleInputAt.has(upper) ? upper : [...shown.keys()].find((w) => w === w.toUpperCase() && [...w].every((ch) => capitalLetters.has(ch)) && /\p{L}{2}/u.test(w));
          }
          if (!published) continue;
          seen.add(word);
          // located where that very instance is fed
          const at = line.exampleLocs?.[i];
          const evidence = at ? [{ loc: at, via: `fed \`${text}\`` }] : [...line.evidence];
          const said = shown.get(published) ?? exampleInputAt.get(published);
          out.push({ fed: word, published, evidence, ...(said && firstLoc(said) ? { statementLoc: firstLoc(said) } : {}), ...(said ? {} : { inData: true }) });
        }
      }
    }
  }
  return out;
}

/**
 * Blocks the oracle cuts the output into at blank lines, and whether the statement says so or shows an example output
 * (or a block it does not call input) with an empty line between two lines.
 */
function diffBlankLineBlocks(enforced: Contract, published: Contract): Pick<ContractDiff, 'blankLineBlocks'> {
  if (!enforced.blankLineBlocks?.length) return {};
  const said = published.blankLineBlocks?.length ? firstLoc(published.blankLineBlocks) : shownBlankLine(published);
  return { blankLineBlocks: { enforced: enforced.blankLineBlocks, status: said ? 'published' : 'unpublished', ...(said ? { statementLoc: said } : {}) } };
}

/** Where an example block that is not input has an empty line between two lines of text. */
function shownBlankLine(published: Contract): SourceLocation | undefined {
  for (const block of published.blocks ?? []) {
    if (block.kind === 'input') continue;
    const filled = block.lines.map((l) => l.text.trim() !== '');
    const [first, last] = [filled.indexOf(true), filled.lastIndexOf(true)];
    const inner = filled.findIndex((f, i) => !f && i > first && i < last);
    if (inner >= 0) return { file: published.file, line: block.lines[inner]!.line, column: 1 };
  }
  return undefined;
}

/** Sorted lines the oracle expects, and whether the statement says the output is sorted. */
/**
 * A first line the oracle drops is shown when the prose names one ("a header line", "The first line is ...") or an example
 * output opens with a line of another make than the next (`date occupied free` above `2024-03-01 2 1`).
 */
function diffHeaderLine(enforced: Contract, published: Contract): Pick<ContractDiff, 'headerLine'> {
  if (!enforced.headerLine?.length || published.headerSaid?.length) return {};
  const make = (line: string) => line.split(/[\s,;|:=]+/).filter(Boolean).map((t) => (/^[-+]?\d/.test(t) ? 'n' : 'w')).join('');
  const opensApart = (published.blocks ?? []).some((b) => {
    if (b.kind !== 'output') return false;
    const [first, second] = b.lines.filter((l) => l.text.trim() !== '');
    return first !== undefined && second !== undefined && make(first.text) !== make(second.text);
  });
  return opensApart ? {} : { headerLine: { enforced: enforced.headerLine } };
}

/**
 * Fixed-width columns are published when the statement gives their widths (in the notation or in prose), or when its
 * example output shows lines of single-spaced words each of which fills one column exactly (`2024-02-26 Mon` cut at 10
 * and 11): the widths are those of the values themselves. Padding in an example (`Ann       3`) shows that columns line
 * up, not how wide they are.
 */
function diffFixedColumns(enforced: Contract, published: Contract): Pick<ContractDiff, 'fixedColumns'> {
  const fixed = enforced.fixedColumns;
  if (!fixed || published.fixedColumns || published.columnWidthsSaid?.length) return {};
  const lines = (published.blocks ?? []).filter((b) => b.kind === 'output').flatMap((b) => b.lines.map((l) => l.text)).filter((t) => t.trim() !== '');
  const oneWord = (text: string) => /^\S+$/.test(text.trim());
  // (the last column, to the end of the line, may hold any text: `+ added line` cut at 2)
  const valuesFill = (line: string) => fixed.columns.every((c) => c.end === undefined || oneWord(line.slice(c.start, c.end)));
  if (lines.length > 0 && !lines.some((l) => / {2,}\S/.test(l)) && lines.some(valuesFill)) return {};
  // a column every example fills with a value of its own width (`09:00` in characters 1-5) has the width the value has: the
  // demand is where the other columns are cut
  const natural = ({ start, end }: ColumnSpan) => end !== undefined && lines.length > 0
    && lines.every((l) => l.length < end || (/^\S+$/.test(l.slice(start, end)) && (start === 0 || l[start - 1] === ' ') && (l.length === end || l[end] === ' ')));
  // (every cut is evidence of its column; a contract without per-column evidence keeps its own order)
  const ordered = [...fixed.columns.filter((c) => !natural(c)), ...fixed.columns.filter(natural)].flatMap((c) => c.evidence ?? []);
  return { fixedColumns: { enforced: ordered.length ? ordered : fixed.evidence, columns: fixed.columns } };
}

/**
 * Any sentence of the statement about the order of the lines publishes the order of a sorted model: in its `## Output`
 * section when it has one (the story before it tells the order of the input as often as not).
 */
function diffModelOrder(enforced: Contract, published: Contract): Pick<ContractDiff, 'modelOrder'> {
  const m = enforced.modelOrder;
  if (!m) return {};
  const said = published.orderSaid?.some((e) => e.via !== PROSE_BESIDE_OUTPUT_SECTION);
  return { modelOrder: { enforced: m.evidence, alphabetical: m.alphabetical, status: published.sortedLines?.length || said ? 'published' : 'unpublished' } };
}

function diffOwnOrder(enforced: Contract, published: Contract): Pick<ContractDiff, 'ownOrder'> {
  if (!enforced.ownOrder?.length || published.sortedLines?.length || published.orderSaid?.length) return {};
  return { ownOrder: { enforced: enforced.ownOrder } };
}

function diffSortedLines(enforced: Contract, published: Contract): Pick<ContractDiff, 'sortedLines'> {
  if (!enforced.sortedLines?.length) return {};
  const said = published.sortedLines?.length ? firstLoc(published.sortedLines) : undefined;
  // (an order the Output section gives in other words, "in the order they are flown", may be the one expected: `Ana, Cai,
  // Eli` by time is alphabetical too; an order said of the work, "go through the huts in the order listed", is not)
  const orderGiven = published.orderSaid?.some((e) => e.via === OUTPUT_SECTION_PROSE);
  if (!published.sortedLines?.length && !orderGiven) return { sortedLines: { enforced: enforced.sortedLines, status: 'unpublished' } };
  return { sortedLines: { enforced: enforced.sortedLines, status: 'published', ...(said ? { statementLoc: said } : {}) } };
}

/** A word whose case can differ: letters, with digits among them (`KG`, `H8`, `xiv`), two characters or more. */
const CASED_WORD = /(?=[\p{L}\d]{2,})[\p{L}\d]*\p{L}[\p{L}\d]*/gu;
const LONE_LOWER_LETTER = /(?<![\p{L}\d])\p{Ll}(?![\p{L}\d])/gu;

/**
 * The words of a fed token whose case is judged; a lone letter only inside a longer token (the check character of
 * `0-8044-2957-x`, not an item `b` of its own) and only when the statement shows it as a capital (`X`).
 */
/** Words the statement writes with a capital after their first letter (`MiB`, `KiB`), by their lower-case form. */
function innerCapitalSpellings(shown: Map<string, Evidence[]>): Map<string, string> {
  const out = new Map<string, string>();
  for (const w of shown.keys()) if (/^\p{L}+$/u.test(w) && /\p{Lu}/u.test(w.slice(1)) && /\p{Ll}/u.test(w) && !shown.has(w.toLowerCase())) out.set(w.toLowerCase(), w);
  return out;
}

function casedWords(token: string, shown: Map<string, Evidence[]>, amongOthers: boolean): string[] {
  const words = [...token.matchAll(CASED_WORD)].map((m) => m[0]);
  // a unit written onto its number (`512mib`) is a word of its own
  for (const w of [...words]) words.push(...unitsOf(w));
  if (token.length > 1) {
    for (const [letter] of token.matchAll(LONE_LOWER_LETTER)) if (shown.has(letter.toUpperCase())) words.push(letter);
  } else if (amongOthers && /^\p{Ll}$/u.test(token) && shown.has(token.toUpperCase())) {
    // a whole token of one lower-case letter among other values (`37 c f`: a unit code) where the statement writes that
    // letter as a capital (`C`); a line that is one letter (`b`) is an item of data
    words.push(token);
  }
  return words;
}

/** A cross-operation conflict as rules see it: one key read with incompatible types (from src/contract/conflicts.ts). */
export interface KeyTypeConflict {
  key: string;
  /** `published`: the operation's statement's reading, where its oracle reads the key with no shape. */
  operations: { operation: string; shape: Demanded<Shape>; published?: true }[];
}
