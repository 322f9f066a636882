// Checks that feed one word in two letter cases (`Lemons` and `lemons`, `AB-1` and `ab-1`): each judges a case rule for input.
import type { Evidence, SourceLocation } from '../contract/types.js';
import { caseVariantIn, wordsOf } from '../text/case-variants.js';
import type { RunInfo } from './values.js';

/** How a caseVariants evidence names the two spellings (`fed `SAIS` and `sais``), written and read back here. */
const FED = 'fed';
const FED_SPELLINGS = new RegExp(`^${FED} \`([^\`]+)\` and \`([^\`]+)\`$`);

/**
 * A check's name that says what the check is about when it feeds a word in two cases: letter case itself ("matching
 * ignores case", "typed in lower case", "capitals", "spelt differently"), or two spellings being one thing ("the same
 * customer", "whatever their capitalisation", "regardless of ..."). A check named for something else (a starting
 * position, ties broken by character code, words wrapped in order) feeds such words as ordinary data: chess pieces are
 * `p` and `P`, and a sentence starts `The` before it says `the`.
 */
const ABOUT_CASE = /\bcase\b|\bcapital|\bupper|\blower|\btyped\b|\bspel(?:t|led|ling)\b|insensitiv|\bsame\b|\bwhatever\b|\bregardless\b|\bignor(?:es|ing)\b/i;

/**
 * For each check whose name is about letter case or sameness and whose runs feed one word in two spellings that differ
 * only in case (within one run or across its runs, on stdin, as arguments or in files it writes): where the second
 * spelling is fed, with both spellings. One piece of evidence per check.
 */
export function caseVariants(runs: readonly RunInfo[], writtenAt: (word: string, run: RunInfo) => SourceLocation | undefined = () => undefined): Evidence[] {
  const byCheck = new Map<string, { spellings: Map<string, string>; done: boolean }>();
  const out: Evidence[] = [];
  const textsOf = (run: RunInfo) => [run.stdin, ...run.args, ...(run.fileTexts ?? [])].filter((t): t is string => typeof t === 'string');
  // every spelling the oracle feeds anywhere, first one first: a check about case may feed only `bf-206` while the
  // others feed `BF-206` (worked out only when some check is about case)
  let fedAnywhere: Map<string, Set<string>> | undefined;
  const spelledOtherwise = (text: string): [string, string] | undefined => {
    if (!fedAnywhere) {
      fedAnywhere = new Map();
      for (const r of runs) for (const t of textsOf(r)) for (const w of wordsOf(t)) fedAnywhere.set(w.toLowerCase(), (fedAnywhere.get(w.toLowerCase()) ?? new Set()).add(w));
    }
    for (const w of wordsOf(text)) {
      const other = [...(fedAnywhere.get(w.toLowerCase()) ?? [])].find((x) => x !== w);
      if (other !== undefined) return [other, w];
    }
    return undefined;
  };
  const found = (run: RunInfo, pair: [string, string], state: { done: boolean }) => {
    out.push({ loc: writtenAt(pair[1], run) ?? run.site, check: run.check, via: `${FED} \`${pair[0]}\` and \`${pair[1]}\`` });
    state.done = true;
  };
  for (const run of runs) {
    if (run.check === undefined || !ABOUT_CASE.test(run.check)) continue;
    let state = byCheck.get(run.check);
    if (!state) byCheck.set(run.check, (state = { spellings: new Map(), done: false }));
    if (state.done) continue;
    for (const text of textsOf(run)) {
      const pair = caseVariantIn(text, state.spellings);
      if (pair) {
        found(run, pair, state);
        break;
      }
    }
  }
  // a check about case that feeds its words in one spelling only, which other checks spell otherwise
  for (const run of runs) {
    const state = run.check === undefined ? undefined : byCheck.get(run.check);
    if (!state || state.done) continue;
    for (const text of textsOf(run)) {
      const pair = spelledOtherwise(text);
      if (pair) {
        found(run, pair, state);
        break;
      }
    }
  }
  return out;
}

/** The two spellings a caseVariants evidence names (`fed \`SAIS\` and \`sais\``); empty for any other evidence. */
export function caseVariantSpellings(e: Evidence): string[] {
  const m = e.via === undefined ? null : FED_SPELLINGS.exec(e.via);
  return m ? [m[1]!, m[2]!] : [];
}
