// The Contract: what an oracle enforces, or what a statement publishes, about one operation's program.
// Every stage of oraclint reads or writes this shape; keep it plain data (JSON-serialisable, no classes).

/** A place in a file of the suite. `file` is relative to the suite root, with `/` separators. Lines and columns are 1-based. */
export interface SourceLocation {
  file: string;
  line: number;
  column: number;
}

/** Why an item is in a contract: the oracle construct that demands it, or the statement text that publishes it. */
export interface Evidence {
  loc: SourceLocation;
  /** Full name of the check that demands it, as the test runner reports it (`describe > test`), when inside a check. */
  check?: string;
  /** The construct, short and readable: `kv() splits fields on whitespace`, `assert.equal(f.connected, 'yes')`, `example output`. */
  via?: string;
  /** Shapes only: the value was compared as a number (`Number(v) === 3`), so any notation of that number passes (`3.000`). */
  asNumber?: true;
  /**
   * Decimal shapes only: the comparison demands the value rounded to its places (`=== '6.51'`, `=== 12.3`), which an
   * example with that many places shows; not that a shorter value be padded with zeros (`'3.50'`, a pattern, `toFixed`).
   */
  rounding?: true;
  /** Vocabulary only: the token was compared to steer the oracle (an `if` test), never asserted there. */
  steers?: true;
}

/** `via` of a backticked word in the `## Input` section: the name of a part of the input, never an output key. */
export const INPUT_MENTION = 'backticked word in the input section';
/** `via` of a backticked word in the `## Output` section's prose. */
export const OUTPUT_MENTION = 'backticked word in the output section';
/** `via` of a published input line shown in a backticked span of the Input section (`ICE CREAM`, `0 0`). */
export const BACKTICKED_INPUT_LINE = 'backticked input line';
/** `via` of what an example's command line passes or pipes in (`$ printf '3 4\n' | ./prog 5`): instances, not a grammar. */
export const EXAMPLE_COMMAND_LINE = 'example command line';
/** `via` of an order said in the `## Output` section ("the granted slots in the order they are flown"). */
export const OUTPUT_SECTION_PROSE = 'output section prose';
/**
 * `via` of an order said outside the `## Output` section of a statement that has one: the story before it often tells the
 * order of the input ("a list of engagements in the order the company will play them"), not of the lines printed.
 */
export const PROSE_BESIDE_OUTPUT_SECTION = 'prose outside the output section';
/** `via` of the position of a key whose `key=value` line the oracle reads by its place in the output (`lines[2]`). */
export const KEYED_LINE_POSITION = 'key=value line read by position';

/** `via` of a key some output line is compared to carry, whichever line it is (`m[1] === 'total'`, `last[0] === 'TOTAL'`). */
export const LINE_LABEL = 'line compared to carry this key';

/** `via` of a key named by the header of a table column whose cells are its values (`| YDS | French |`). */
export const TABLE_COLUMN = 'table column';

/** `via` of the part after `=` or `:` in a backticked span (`250` of `filled=250`): a value, not a word run on from the key. */
export const ASSIGNED_MENTION = 'backticked value';

/** The `via` of the evidence for a key the statement defines in prose ("- `total`: the number of lines"). */
export const KEY_DEFINITION = 'key definition';

/** An item together with the evidence for it. */
export interface Demanded<T> {
  value: T;
  evidence: Evidence[];
}

/**
 * A separator between list elements or fields. A single space `' '` means "a run of whitespace"
 * (`split(/\s+/)`, `split(' ')` and the like), `'\n'` means "one per line"; anything else is literal (`','`, `'->'`, `', '`).
 */
export type Separator = string;

/** The shape of one value. Shapes say what a value looks like, never which value is right. */
export type Shape =
  /** Anything up to the end of the field (may contain spaces only if the layout can carry them). */
  | { kind: 'text' }
  /** One run of non-whitespace characters. */
  | { kind: 'word' }
  /** Decimal digits with an optional leading minus; `plus` when the sign is always written (`+3`, `-2`). */
  | { kind: 'integer'; signed?: boolean; plus?: true }
  /**
   * A decimal number; `places` when the oracle demands an exact number of digits after the point, `plus` when the sign
   * is always written (`+2.2`).
   */
  | { kind: 'decimal'; places?: number; plus?: true }
  /** Any number the oracle parses with `Number()`/`parseFloat()` without saying more. */
  | { kind: 'number' }
  /** Elements split on `separator`, each of shape `element`. */
  | { kind: 'list'; separator: Separator; element: Shape }
  /** Two parts joined by `separator`, like `A-B`. */
  | { kind: 'pair'; separator: Separator; left: Shape; right: Shape }
  /**
   * JSON value (when a field itself holds JSON). `array` when it is known to be an array (a JSON member compared with a
   * list of values, or read item by item): how a key-type conflict names one operation's reading.
   */
  | { kind: 'json'; array?: true }
  /** A regular expression the value must match that none of the shapes above describes. */
  | { kind: 'pattern'; source: string; flags: string };

/** How the whole of stdout is laid out. */
export type Layout =
  /** `key=value` fields: `assign` between key and value (`=`, `:`), `separator` between fields (`' '` whitespace, `'\n'` one per line). */
  | { kind: 'fields'; assign: string; separator: Separator }
  /** One value per line, addressed by position (fields have `key: null` and a `position`). */
  | { kind: 'lines' }
  /** Values split on `separator`, addressed by position. */
  | { kind: 'tokens'; separator: Separator }
  /** One JSON document; field keys are property paths (`a.b`, `items[]`). */
  | { kind: 'json' }
  /** The whole text compared or matched as one value. */
  | { kind: 'text' };

/** One value in the output, addressed by key (fields, JSON) or by position (lines, tokens). */
export interface Field {
  /** The output key, or null for a positional value. */
  key: string | null;
  /** Where the key is read (oracle) or named (statement). */
  presence: Evidence[];
  /** True when a check fails if the key is absent (it reads and asserts it without a fallback). */
  required: boolean;
  /** 0-based position when the oracle reads values by position or demands an order; absent otherwise. */
  position?: Demanded<number>;
  /** The value's shape; absent when nothing constrains it. */
  shape?: Demanded<Shape>;
  /**
   * Literal tokens the value is compared with (`=== 'yes'` puts `yes` here), each with where.
   * Enforced contracts keep every literal; what may be *published* is filtered later (no digits: those are bound to an input).
   */
  vocabulary: Demanded<string>[];
  /** Present when case does not matter (the oracle lower-cases before comparing, or the statement says so). */
  caseInsensitive?: Evidence[];
  /**
   * The oracle compares the value with its own texts whose spaces it writes as this joiner (`name.replace(/ /g, '_')` in a
   * model): it expects names with spaces respelled.
   */
  respelled?: Demanded<string>;
  /**
   * Enforced contracts: the oracle compares the value with texts of its own that it folds to this case (`id.toUpperCase()`
   * in a model); `from`, the texts before folding where known (`rb9`).
   */
  folded?: Demanded<'upper' | 'lower'> & { from?: string[] };
  /**
   * Enforced contracts: the oracle compares the value exactly with numbers of its own that it rounds (`Math.ceil` in a
   * model, `Math.round(x * 100) / 100`, `toFixed(1)`) to `places` decimals, `how` (`round`, `floor`, `ceil`, `trunc`,
   * `toFixed`); the evidence is where it rounds, then where it compares.
   */
  rounded?: Demanded<{ places: number; how: string }>;
  /** Largest magnitude the oracle expects this value to reach, in decimal digits (from folded constants such as `3n ** 65536n`). */
  magnitude?: Demanded<number>;
  /**
   * Enforced contracts, when `magnitude` comes from a count of digits (`digits` compared with `String(ways(n)).length`):
   * the largest value the oracle compares digit for digit, where it does.
   */
  comparedMagnitude?: Demanded<number>;
  /** Every value of the largest magnitude is at most 2^53 (a 16-digit `3000000000000000`): a double holds it exactly. */
  magnitudeWithinDouble?: true;
  /** Statements only: separators the prose says of this key alone ("- `low`: the SKUs, comma-separated"). */
  separators?: Demanded<Separator>[];
  /** Statements only: the values example outputs show for this field, as written (a reader copies their notation). */
  examples?: Demanded<string>[];
}

/** What the exit status must be. `when` describes the input situation (`malformed input line`) when only some inputs demand it. */
export interface ExitDemand {
  status: number | 'nonzero';
  when?: string;
  evidence: Evidence[];
}

/** What stderr must hold. */
export interface StderrDemand {
  expect: 'empty' | 'nonempty' | 'matches';
  /** Regex source or literal text, with `expect: 'matches'`. */
  pattern?: string;
  when?: string;
  /** Statements only: the message names what was fed ("a message naming the offending argument to standard error"). */
  namesInput?: true;
  evidence: Evidence[];
}

/** The shape of one line (or argument list) the oracle feeds the program. */
export interface InputLine {
  /** Shapes of the whitespace-separated parts, generalised from the literals fed (`A B 4` -> word word integer). */
  parts: Shape[];
  separator: Separator;
  /** One literal instance, for the reader (never published when it carries a digit bound to an expected answer). */
  example: string;
  /** Enforced contracts: the other distinct literal instances of this shape fed (a bounded number), so words taken from any input are known. */
  examples?: string[];
  /** Enforced contracts: where each of `example` then `examples` is first fed (same order), to locate a demand one instance makes. */
  exampleLocs?: SourceLocation[];
  /** True when the oracle feeds it expecting the program to refuse it (nonzero exit or an error output). */
  refused?: boolean;
  /**
   * Enforced contracts, of a line not refused: the instances among `example` and `examples` that only runs demanding a
   * refusal feed (`7:05` among the bad times of one input), so no form of theirs is expected accepted.
   */
  refusedInstances?: string[];
  /**
   * Enforced contracts: a line besides the records, which the program skips (a comment line, a header row); see
   * InputDemand.comments and .header. Its shape is no shape of the input's records.
   */
  skipped?: 'comment' | 'header';
  /** Enforced contracts: some parts are values the analysis could not work out (`…` in the example); their shape is unknown. */
  unknown?: true;
  evidence: Evidence[];
}

/** What the oracle feeds the program on one channel. */
export interface InputDemand {
  channel: 'stdin' | 'args';
  lines: InputLine[];
  /**
   * Statements only: prose saying the input's numbers may have a fractional part ("R is a non-negative decimal number",
   * "may carry a fractional part"): a number its examples show whole may be fed with decimals.
   */
  decimals?: Evidence[];
  /** Largest number fed, in decimal digits. */
  magnitude?: Demanded<number>;
  /** Largest number of lines / items fed in one run (input size, for recursion-depth reasoning). */
  size?: Demanded<number>;
  /**
   * How deep a recursive solution goes on one run's input, when at least 100: the chain its lines link into or the
   * brackets they nest (see oracle/input-depth.ts).
   */
  depth?: Demanded<number>;
  /**
   * Words with a letter fed on this channel that no kept example shows (the bounded examples keep one instance per
   * form: `{"c":"say"}` after `{"a":"say"}`), in the order first fed; at most 2,000.
   */
  words?: string[];
  /** Lines ending with `\r\n`: fed (and expected accepted) by the oracle, or allowed by the statement; where. */
  crlf?: Evidence[];
  /**
   * Lines whose parts a tab separates: fed (and expected accepted) by the oracle; or allowed by the statement (it says
   * "tab" or "whitespace", or an example input holds a tab); where.
   */
  tabs?: Evidence[];
  /**
   * Lines besides the records, which a program has to skip: comment lines (`# ...`), blank lines between records, a
   * header row naming the columns. Fed (and expected skipped) by the oracle, or allowed by the statement; where.
   */
  comments?: Evidence[];
  blankLines?: Evidence[];
  header?: Evidence[];
  /** The first comment line and the header row fed (for messages). Enforced contracts only. */
  skippedExamples?: { comments?: string; header?: string };
}

/** One check of an oracle (a `test()`/`it()`), as the static analysis sees it. Enforced contracts only. */
export interface CheckInfo {
  /** Full name as the test runner reports it: describe names and the test name joined by ` > `. */
  name: string;
  loc: SourceLocation;
  /** Keys (or `#<position>` for positional values) the check reads. */
  reads: string[];
  /**
   * Of those, the ones its assertions judge (compare, match, count as numbers) or that it reads itself: a helper that
   * scrapes every field for every check reads them all, while the check may use only one. Absent when it uses none.
   */
  judges?: string[];
  /** Set when the check compares every output line with the input it fed (each line's key with a name fed): nothing printed is left unjudged. */
  judgesEveryLine?: true;
  /** True when the check asserts the exit status (or that the program did not crash) before trusting its output. */
  assertsExit: boolean;
  /** False when no assertion in the check can fail for a wrong answer (type-only, only on empty input, no assertion). */
  canFail: boolean;
  /** Why it cannot fail, when `canFail` is false. */
  cannotFailReason?: string;
  /** Where the assertion that cannot fail is, when `canFail` is false (the linter falls back to `loc`). */
  cannotFailLoc?: SourceLocation;
  /** Where the check's own body asserts only a type, a presence or that a value is a number, when `canFail` is false. */
  weakLocs?: SourceLocation[];
  /** Which inputs the check feeds (indices into the contract's `input[].lines`, channel-qualified: `stdin:0`). */
  feeds?: string[];
  /**
   * For a check that runs the program once on stdin with a number past 15 digits: the digits of each input line's largest
   * number, in order, and where that input is fed (to tell which output line a huge input answers).
   */
  inputLines?: { digits: number[]; loc: SourceLocation };
  /** The digits of the largest whole number the check feeds (on stdin or as an argument); absent when it feeds none it knows. */
  largestFedDigits?: number;
  /** How deep a recursive solution goes on the deepest input the check feeds (see InputDemand.depth); absent below 100. */
  fedDepth?: number;
  /**
   * Whole-number literals of at least 1,000 the check's code writes up to its last run (`const n = 2500`): where the size
   * of a large input is set, which a demand for that size points at. Absent when there are none.
   */
  sizeLiterals?: SizeLiteral[];
}

/** A whole-number literal of an oracle's code (not of a string or a comment) and where it is written. */
export interface SizeLiteral {
  value: number;
  loc: SourceLocation;
}

/** Something that kept part of a contract from being derived or read: a parse error, an unreadable helper, a notation error. */
export interface ContractProblem {
  kind: 'parse-error' | 'unreadable-helper' | 'no-program-source' | 'notation-error' | 'unsupported';
  message: string;
  loc: SourceLocation;
}

/** The contract of one operation, either enforced by its oracle or published by its statement. */
/** Characters `start` (0-based) up to `end` (excluded) of a line, as `line.slice(start, end)` cuts them; no `end`: to the line's end. */
export interface ColumnSpan {
  start: number;
  end?: number;
  /** Oracles only: where the oracle cuts this column. */
  evidence?: Evidence[];
}

export interface Contract {
  origin: 'oracle' | 'statement';
  /** The file it was read from, relative to the suite root. */
  file: string;
  layout?: Demanded<Layout>;
  fields: Field[];
  exit: ExitDemand[];
  stderr: StderrDemand[];
  input: InputDemand[];
  /** Case rules for the whole output, when stated or relaxed globally. */
  caseInsensitive?: Evidence[];
  /**
   * Statements only: words the statement shows in backticks or example text without saying what they are
   * (PROTOCOL: a backticked word publishes a key or a token, not its shape).
   */
  mentions?: Demanded<string>[];
  /**
   * Statements only: words of plain prose written in lower case (`green` in "green, yellow or red"). They publish no token
   * (only backticks do), but a reader who copies one writes it in that case.
   */
  proseWords?: Demanded<string>[];
  /** Statements: names the prose writes in title case mid-sentence (`High Card`, `Straight`): a reader copies that case. */
  titleWords?: Demanded<string>[];
  /** Statements only: the statement's whole text, for phrases no structure holds (a name with a space in a table cell). */
  text?: string;
  /** Statements only: separators named in prose without a key they clearly belong to ("comma-separated"). */
  mentionedSeparators?: Demanded<Separator>[];
  /**
   * Statements only: input prose saying a line lists values of any number ("the round's matches separated by spaces", "a
   * comma-separated list"): an example line of that separator with parts of one kind shows a list, not a count of parts.
   */
  inputListSeparators?: Demanded<Separator>[];
  /** Statements only: prose saying numbers are written zero-padded ("two digits", "leading zeros", `HH:MM`). */
  padding?: Evidence[];
  /**
   * Output lines in alphabetical order: where the oracle expects words the input fed in another order sorted (enforced),
   * or where the statement says the output is sorted (published).
   */
  sortedLines?: Evidence[];
  /**
   * Oracles only: output lines compared in order with a list the oracle computed and sorted itself (a model of the answer
   * on random input): where it sorts, then where it compares; `alphabetical` when every such sort orders strings.
   */
  modelOrder?: { evidence: Evidence[]; alphabetical: boolean };
  /**
   * Oracles only: where the oracle cuts the first line off the output (`lines.slice(1)`) and reads line 0 nowhere: it
   * expects a header line (or some line) before the rows.
   */
  headerLine?: Evidence[];
  /**
   * Oracles only: output lines read as fixed-width columns, cut at constant character positions that meet
   * (`line.slice(0, 10)`, `line.slice(10, 15)`): the columns `[start, end)` (`end` absent: to the end of the line).
   */
  fixedColumns?: { columns: ColumnSpan[]; evidence: Evidence[] };
  /** Statements only: prose giving column widths or positions ("columns 1-10", "padded to 12 characters", "fixed-width"). */
  columnWidthsSaid?: Evidence[];
  /** Statements only: prose naming a first line of the output before the others ("a header line", "The first line is ..."). */
  headerSaid?: Evidence[];
  /**
   * Statements only: sentences of the Output section that say how values in general are rounded or written, naming no
   * key ("All amounts are rounded to two decimals").
   */
  roundingSaid?: Evidence[];
  /**
   * Oracles only: output lines expected as words in an order of the oracle's own, neither the order its input fed them in
   * nor alphabetical (`['Carr', 'Abbott', 'Beck']` after `Beck`, `Abbott`, `Carr`): a rule of order it never states.
   */
  ownOrder?: Evidence[];
  /** Statements only: prose saying in any words how the output lines are ordered ("nearest first", "in date order"). */
  orderSaid?: Evidence[];
  /**
   * Output in blocks separated by a blank line: where the oracle splits the output on blank lines (enforced), or where the
   * statement shows or says so (published: an example output with an empty line between lines, "a blank line").
   */
  blankLineBlocks?: Evidence[];
  /** Statements only: prose saying the output is folded to lower case ("Upper-case letters become lower-case"). */
  lowerCase?: Evidence[];
  /**
   * Statements only: prose saying numbers get large. `digits` when it gives a count ("a 25-digit one", "at most 18
   * digits"); without one, that they need exact big-integer arithmetic ("use big integers", "arbitrary precision", "no
   * overflow"), which tells a reader to go past 2^53 but not how many digits to print.
   */
  largeNumbers?: { digits?: number; evidence: Evidence[] }[];
  /** Statements only: prose asking for an answer without giving its words ("If no record matches, say so"). */
  saySo?: Evidence[];
  /** Statements only: prose saying the input's letter case does not matter (said of the input alone, not the output). */
  inputCaseInsensitive?: Evidence[];
  /**
   * Enforced: checks about letter case that feed one word in two cases (`Lemons` and `lemons`): each judges a case rule
   * for input, whichever way it decides. Statements: prose saying letter case matters ("names are case-sensitive").
   */
  caseVariants?: Evidence[];
  /**
   * Statements only: every example block as written, with what the reader took it for. The diff reads them the oracle's
   * way (its layout, its shapes) to tell whether a program printing like the example would be parsed as the oracle parses.
   */
  blocks?: ShownBlock[];
  /**
   * Enforced: the columns of the output's lines the oracle reads (`line.split(' ')[1]`), by 0-based index, with where, and
   * the literal tokens it compares them with (`deepEqual(rows.map((r) => r[0]), ['K-12', 'C-7'])`).
   * Statements: the names a row template gives them (`<barrel> <toppings> <litres>`, `HIVE LOAD ACTION`), in order.
   */
  columns?: { index: number; name?: string; separator: Separator; evidence: Evidence[]; tokens?: Demanded<string>[] }[];
  /** Enforced contracts only: the oracle's checks. */
  checks: CheckInfo[];
  problems: ContractProblem[];
}

/** An example block of a statement (or one part of it, after an `Input:` / `Output:` label), line by line. */
export interface ShownBlock {
  /** `unknown` when nothing around the block says what it shows. */
  kind: 'input' | 'output' | 'unknown';
  /** The block's lines (blank ones included), each with its 1-based line in the statement. */
  lines: { text: string; line: number }[];
}

/** An empty contract, the starting point of both readers. */
export function emptyContract(origin: Contract['origin'], file: string): Contract {
  return { origin, file, fields: [], exit: [], stderr: [], input: [], checks: [], problems: [] };
}
