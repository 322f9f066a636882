// Checks that feed one word in two letter cases (`Lemons` and `lemons`, `AB-1` and `ab-1`): each judges a case rule for input.
import type { Evidence } from '../contract/types.js';
import { caseVariantIn } from '../text/case-variants.js';
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
export function caseVariants(runs: readonly RunInfo[]): Evidence[] {
  const byCheck = new Map<string, { spellings: Map<string, string>; done: boolean }>();
  const out: Evidence[] = [];
  for (const run of runs) {
    if (run.check === undefined || !ABOUT_CASE.test(run.check)) continue;
    let state = byCheck.get(run.check);
    if (!state) byCheck.set(run.check, (state = { spellings: new Map(), done: false }));
    if (state.done) continue;
    const texts = [run.stdin, ...run.args, ...(run.fileTexts ?? [])].filter((t): t is string => typeof t === 'string');
    for (const text of texts) {
      const pair = caseVariantIn(text, state.spellings);
      if (!pair) continue;
      out.push({ loc: run.site, check: run.check, via: `${FED} \`${pair[0]}\` and \`${pair[1]}\`` });
      state.done = true;
      break;
    }
  }
  return out;
}

/** The two spellings a caseVariants evidence names (`fed \`SAIS\` and \`sais\``); empty for any other evidence. */
export function caseVariantSpellings(e: Evidence): string[] {
  const m = e.via === undefined ? null : FED_SPELLINGS.exec(e.via);
  return m ? [m[1]!, m[2]!] : [];
}
