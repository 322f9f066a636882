// How clock times and durations are written in the output: `08:30` or `8:30`, `1:05:00` or `65:00`. A program written
// from the statement prints times the way the statement writes them; an oracle expecting another form demands it.
import { CLOCK, stampOf, tokensOf } from './stamp-forms.js';
import type { Contract, Evidence } from './types.js';

export interface ClockFormDiff {
  key: string | null;
  /** The value the oracle expects (`1:05:00`, `08:30`). */
  expected: string;
  /** `parts`: another number of parts than any clock the statement writes; `padding`: a leading zero it never writes. */
  why: 'parts' | 'padding';
  /** The clocks and templates the statement writes (`MM:SS`, `48:30`), one of each form. */
  shown: string[];
  evidence: Evidence[];
}

/** A clock time or duration (see CLOCK) inside an expected value: `06:30` of `06:30-07:15`. */
const CLOCK_IN = new RegExp(`(?<![\\d:.])${CLOCK.source.slice(1, -1)}(?![\\d:])`, 'g');
/** A template of a clock inside a token: `HH:MM` of `HH:MM/<knots>`, `m:ss`. */
const TEMPLATE_IN = /(?<![A-Za-z])(?:H{1,2}|M{1,2}|S{1,2})(?::(?:H{1,2}|M{1,2}|S{1,2})){1,2}(?![A-Za-z])/gi;
/** Prose saying how times are padded: "zero-padded", "a leading zero", "two-digit hours". */
const PADDING_SAID = /\bzero[- ]?padded\b|\bleading zeros?\b|\btwo[- ]digits?\b|\b2[- ]digits?\b|\bpadded\b/i;

/**
 * Clock times the oracle expects in a form the statement never writes, where it writes clocks in another: `1:05:00`
 * where every clock it shows has two parts (`MM:SS`, `48:30`), `08:30` where none shows a leading zero (`10:15`,
 * `9:45`, no `HH:MM`). One demand per kind of difference, at the first value expected so.
 */
export function diffClockForms(enforced: Contract, published: Contract): ClockFormDiff[] {
  const text = published.text ?? '';
  // (worked out only where the oracle expects a clock: most fields compare none)
  let shown: { written: string; parts: number; padded: boolean }[] | undefined;
  const shownClocks = () => {
    if (shown) return shown;
    const byForm = new Map<string, { written: string; parts: number; padded: boolean }>();
    const note = (written: string) => {
      const stamp = stampOf(written);
      if (stamp?.kind !== ':') return;
      const form = `${stamp.widths.join(':')} ${stamp.padded[0]}`;
      if (!byForm.has(form)) byForm.set(form, { written, parts: stamp.widths.length, padded: stamp.padded[0]! });
    };
    // templates (`HH:MM`, `m:ss`) and values wherever a token holds them (`HH:MM/<knots>`, `06:30-07:15`)
    for (const token of tokensOf(text)) {
      for (const [template] of token.matchAll(TEMPLATE_IN)) note(template);
      for (const [clock] of token.matchAll(CLOCK_IN)) note(clock);
    }
    return (shown = [...byForm.values()]);
  };
  const out: ClockFormDiff[] = [];
  // (one publish settles how all the operation's times are written: `white` and `black` of a chess clock are one demand)
  const reported = new Set<ClockFormDiff['why']>();
  // (a key the statement never names is unpublished as a whole: unpublished-key)
  const named = new Set([...published.fields.map((f) => f.key), ...(published.mentions ?? []).map((m) => m.value)]);
  for (const field of enforced.fields) {
    if (field.key !== null && !named.has(field.key.replace(/(?:\[\])+$/, ''))) continue;
    for (const token of field.vocabulary) {
      for (const [clock] of token.value.matchAll(CLOCK_IN)) {
        const stamp = stampOf(clock);
        if (stamp?.kind !== ':' || shownClocks().length === 0) continue;
        const same = shownClocks().filter((s) => s.parts === stamp.widths.length);
        const why = same.length === 0 ? 'parts' : stamp.padded[0] && !same.some((s) => s.padded) && !PADDING_SAID.test(text) ? 'padding' : undefined;
        if (!why || reported.has(why)) continue;
        reported.add(why);
        out.push({ key: field.key, expected: clock, why, shown: shownClocks().map((s) => s.written), evidence: token.evidence });
      }
    }
  }
  return out;
}
