// Numbers joined into one value of the input: `6x4` (a size), `1+9` (a dilution), `3/4`. A program written from the
// statement splits such a value on the joiner the statement shows and parses each number the way it is shown; an oracle
// feeding another joiner in that place (`1:31` where `1+9` is shown) or a fraction where only whole numbers are shown
// (`12.5x9` beside `6x4`) demands that form too.
import { inRefusalCheck } from './check-at.js';
import { stampOf, type StampFormDiff } from './stamp-forms.js';
import type { Contract, InputLine } from './types.js';

/** Two or more numbers joined by `x`, `×`, `:`, `+`, `/`, `*` or `-`: `6x4`, `12.5x9`, `1+9`, `1:31`. */
const COMPOSITE = /^[-+]?\d+(?:\.\d+)?(?:[x×:+/*-]\d+(?:\.\d+)?)+$/i;

/**
 * The form of a joined value: each number as `D` (whole) or `F` (with a fraction, unless the statement says numbers may
 * have one), the joiners as written (`DxD`, `FxD`, `D+D`). Undefined for anything else.
 */
export function compositeForm(token: string, fractionsSaid: boolean): string | undefined {
  if (!COMPOSITE.test(token)) return undefined;
  return token.replace(/^[-+]/, '').toLowerCase().replace(/×/g, 'x').replace(/\d+(?:\.(\d+))?/g, (_, fraction: string | undefined) => (fraction !== undefined && !fractionsSaid ? 'F' : 'D'));
}

/** The parts of one instance `text` of an input line, split as the line is (a single space: any run of whitespace). */
export function partsOf(line: Pick<InputLine, 'separator'>, text: string): string[] {
  return text.trim().split(line.separator === ' ' ? /\s+/ : line.separator);
}

/**
 * Joined values the oracle feeds (and expects accepted) in a form no shown line has in that place, where shown lines of
 * as many parts have joined values there: `design moth 12.5x9 2` beside `design rose 6x4 2`. One per channel, at the first
 * input feeding it; reported like a clock or date fed in a form the statement never writes.
 */
export function diffCompositeForms(enforced: Contract, published: Contract): StampFormDiff[] {
  const out: StampFormDiff[] = [];
  const refusalAt = inRefusalCheck(enforced);
  for (const demand of enforced.input) {
    const shownDemands = published.input.filter((d) => d.channel === demand.channel);
    const fractionsSaid = shownDemands.some((d) => (d.decimals?.length ?? 0) > 0);
    // by number of parts, then place: the forms of joined values the statement shows there, with a writing of each
    const shown = new Map<number, Map<number, Map<string, string>>>();
    for (const line of shownDemands.flatMap((d) => d.lines)) {
      if (line.refused) continue;
      const parts = partsOf(line, line.example);
      parts.forEach((token, i) => {
        // (clock times and dates shown, `06:45:08.9`, are stamp-forms' to compare)
        const form = stampOf(token) ? undefined : compositeForm(token, fractionsSaid);
        if (form === undefined) return;
        const byPlace = shown.get(parts.length) ?? new Map<number, Map<string, string>>();
        shown.set(parts.length, byPlace);
        const forms = byPlace.get(i) ?? new Map<string, string>();
        byPlace.set(i, forms);
        if (!forms.has(form)) forms.set(form, token);
      });
    }
    if (shown.size === 0) continue;
    let written: Set<string> | undefined;
    search: for (const line of demand.lines) {
      if (line.refused || line.skipped) continue;
      const instances = [line.example, ...(line.examples ?? [])];
      for (const [j, example] of instances.entries()) {
        if (line.refusedInstances?.includes(example)) continue;
        const at = line.exampleLocs?.[j];
        if (at && refusalAt(at)) continue;
        const parts = partsOf(line, example);
        for (const [i, token] of parts.entries()) {
          const form = compositeForm(token, fractionsSaid);
          if (form === undefined) continue;
          const forms = shown.get(parts.length)?.get(i);
          if (!forms || forms.has(form)) continue;
          // (another value in that place, `13:30` beside `11:15-12:00`, is another kind of value; a form the prose
          // writes, `00:1A:2B:3C:4D:5E`, is shown)
          if (![...forms.keys()].some((f) => numbersIn(f) === numbersIn(form)) || (written ??= writtenForms(published.text ?? '', fractionsSaid)).has(form)) continue;
          out.push({ channel: demand.channel, fed: token, example, shown: [...forms.values()], evidence: at ? [{ loc: at }] : line.evidence });
          break search;
        }
      }
    }
  }
  return out;
}

function numbersIn(form: string): number {
  return form.replace(/[^DF]/g, '').length;
}

/** The forms of the joined values the statement's text writes in backticks, hexadecimal groups counting as numbers (`00:1A:2B`). */
function writtenForms(text: string, fractionsSaid: boolean): Set<string> {
  const forms = new Set<string>();
  for (const m of text.matchAll(/`([^`\s]+)`/g)) {
    const form = compositeForm(m[1]!.replace(/[0-9a-f]*[a-f][0-9a-f]*/gi, '0'), fractionsSaid);
    if (form !== undefined) forms.add(form);
  }
  return forms;
}
