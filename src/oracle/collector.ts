// What the interpreter observes while walking an oracle: raw demands with locations, runs and checks, assembled later.
import type { Layout, SourceLocation } from '../contract/types.js';
import type { FoldMark, RoundMark, RunInfo, ShapeHint, TextValue, NumValue, SplitList } from './values.js';

/** A check being interpreted: its name and what its body did. */
export interface CheckCtx {
  name: string;
  loc: SourceLocation;
  reads: Set<string>;
  runs: RunInfo[];
  assertsExit: boolean;
  /** The runs whose exit status an assertion judges (or whose launcher throws on failure); null once one is judged without knowing its run. */
  judgedRuns: Set<RunInfo> | null;
  /** Assertions on program output that can fail for a wrong answer. */
  strong: number;
  /** Assertions that only test a type or presence. */
  typeOnly: number;
  /** Assertions of a helper the check calls that only test the form of what it parses (a row matching its regex). */
  guards?: number;
  /** Assertions that only test that a value is a number: `Number.isInteger`, `isFinite`, a sign (`n >= 0`). */
  numberTypeOnly?: number;
  /** Where the first type-only or number-type-only assertion is. */
  typeOnlyLoc?: SourceLocation;
  /** Set when `typeOnlyLoc` is in a helper the check calls, not in its own body. */
  typeOnlyInHelper?: boolean;
  /** Where the check's own body makes such assertions (the first few). */
  weakLocs?: SourceLocation[];
  /** Set when one of them holds for any answer (`lines.length >= 1`): the reason the check cannot fail. */
  alwaysHolds?: string;
}

interface At {
  loc: SourceLocation;
  check: string | undefined;
}

export interface ReadRec extends At { key: string }
export interface VocabRec extends At {
  on: TextValue;
  token: string;
  via: string;
  /** Compared only to steer the oracle (`if (lines[0] === 'unreachable') continue`), not (yet) asserted. */
  steers?: true;
}
/** `literal`: the decimal string the value was compared with, when the shape comes from one (`=== '16.25'`). */
export interface ShapeRec extends At { on: TextValue; shape: ShapeHint; via: string; literal?: string }
/** `literal`: the digit string compared with, when the magnitude comes from one (a copy of a fed one is no magnitude). */
/** `withinDouble`: the value is at most 2^53 (16 digits, still exact as a double). */
export interface MagnitudeRec extends At { on: TextValue; digits: number; literal?: string; withinDouble?: true }
export interface CaseRec extends At { on: TextValue }
/** A value compared with the count of digits of an integer the oracle computed: the output holds a number that long. */
export interface DigitCountRec extends At { on: TextValue; digits: number }
/** `site`: where the oracle itself calls the helper that parses the output this way, when the parse is in a helper module. */
export interface LayoutRec extends At { layout: Layout; via: string; site?: SourceLocation }
export interface ExitRec extends At { run: RunInfo | null; status: number | 'nonzero' }
export interface StderrRec extends At { run: RunInfo | null; expect: 'empty' | 'nonempty' | 'matches'; pattern?: string }
export interface PositionRec extends At {
  on: TextValue;
  /** Asserted absent (`assert.strictEqual(out.alerts, undefined)`): read, but nothing a crash could cut off. */
  absent?: true;
}
export interface OrderRec extends At { keys: string[] }

/** Accumulates observations; `assemble` turns them into a Contract. */
export class Collector {
  readonly reads: ReadRec[] = [];
  readonly vocab: VocabRec[] = [];
  /** Output compared with a text of the oracle's own whose spaces it respells (`at`: where it does). */
  readonly respellings: (At & { on: TextValue; joiner: string; at: SourceLocation })[] = [];
  /** Output compared with a text of the oracle's own that it folds to one case (`id.toUpperCase()` in a model). */
  readonly foldings: (At & { on: TextValue; fold: FoldMark })[] = [];
  readonly roundings: (At & { on: TextValue; mark: RoundMark })[] = [];
  readonly shapes: ShapeRec[] = [];
  readonly magnitudes: MagnitudeRec[] = [];
  readonly digitCounts: DigitCountRec[] = [];
  readonly cases: CaseRec[] = [];
  readonly layouts: LayoutRec[] = [];
  readonly exits: ExitRec[] = [];
  readonly stderr: StderrRec[] = [];
  readonly positions: PositionRec[] = [];
  readonly orders: OrderRec[] = [];
  /** Splits of the whole output on blank lines (`stdout.trim().split(/\n\s*\n/)`): blocks separated by a blank line. */
  readonly blocks: At[] = [];
  /**
   * Cuts of an output line at constant character positions (`line.slice(0, 10)`, `line.slice(10)`): `end` undefined for a
   * cut to the end of the line. Several that meet (one ends where another starts) read the line as fixed-width columns.
   */
  readonly columnCuts: (At & { list: SplitList; start: number; end?: number })[] = [];
  /** Output words expected in alphabetical order where the input fed them in another order. */
  readonly sorted: (At & { words: string[] })[] = [];
  /** Output lines expected as words in an order that is neither the one the input fed them in nor alphabetical. */
  readonly ownOrders: (At & { words: string[]; fed: string[] })[] = [];
  /**
   * Output compared in order with a list the oracle sorted itself: where it sorted (`loc`), where it compared (`at`).
   */
  readonly modelOrders: (At & { at: SourceLocation; alphabetical: boolean })[] = [];
  /** Every literal sequence of words output was compared with, sorted or not (a sorted one is no order demand when another puts its words the other way). */
  readonly wordSequences: string[][] = [];
  /** Values asserted on without a fallback: their keys are required. */
  readonly required: TextValue[] = [];
  /** Values an assertion looks at without a shape or vocabulary demand (presence, comparison with a computed value). */
  readonly touches: PositionRec[] = [];
  /** Numbers whose shape a comparison demands (resolved through `of`). */
  readonly numbers: { on: NumValue; value: number | bigint | null; relational: boolean; at: At; via: string }[] = [];
  readonly runs: RunInfo[] = [];
  /** Every split made of program output, with the check it was made in. */
  readonly lists: { list: SplitList; check: string | undefined }[] = [];
  readonly checks: CheckCtx[] = [];
  /** String literals holding a carriage return (`'\r\n'`), where they are written. */
  readonly carriageReturns: At[] = [];
  /** String literals holding a tab, where they are written. */
  readonly tabs: At[] = [];
  /**
   * Texts of one line the oracle builds from a template with substitutions (`\`${id} failed ${R.pick(REASONS)}\``), by
   * the first template that built each: where a generated input line is written. At most MAX_BUILT_TEXTS.
   */
  readonly builtTexts = new Map<string, SourceLocation>();
}

export const MAX_BUILT_TEXTS = 5000;
