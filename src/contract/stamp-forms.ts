// How clock times and dates are written in the input: `06:00` or `6:00`, `14:02:10` or `14:02`, `2024-06-09` or
// `2024-6-9`. A program written from the statement parses the form the statement writes (fixed slicing, `%H:%M`,
// `date.fromisoformat`); an oracle feeding another form of the same kind of value demands that one too.
import { inRefusalCheck } from './check-at.js';
import type { Contract, Evidence, InputDemand } from './types.js';

export interface StampFormDiff {
  channel: InputDemand['channel'];
  /** The value as fed (`5:30`). */
  fed: string;
  /** The input it is fed in (`5:30 3`). */
  example: string;
  /** The values and templates of that kind the statement writes (`HH:MM`, `06:00`), as written. */
  shown: string[];
  evidence: Evidence[];
}

/** A clock time or duration: `7:05`, `07:05`, `1:42:30`, `7:00.0` (minutes of two digits: `3:1` is a score). */
export const CLOCK = /^\d{1,4}(?::\d{2}){1,2}(?:\.\d+)?$/;
/** A date: `2024-06-09`, `9/6/2024`, `09.06.2024`. */
const DATE = /^\d{1,4}([-/.])\d{1,2}\1\d{1,4}$/;
/** A template of one, each part one letter repeated: `HH:MM`, `H:MM:SS`, `YYYY-MM-DD`, `dd/mm/yyyy` (not `sDD:MM`). */
const TEMPLATE = /^(?:(?:H+|M+|S+)(?::(?:H+|M+|S+)){1,2}|(?:Y+|M+|D+)([-/.])(?:Y+|M+|D+)\1(?:Y+|M+|D+))$/i;

/** Prose allowing either form: "the leading zero may be left out", "a leading zero is allowed", "with or without a leading zero". */
const PADDING_OPTIONAL = /\bleading zeros?\b[^.]*\b(?:optional|allowed|permitted|may be (?:left out|omitted|dropped)|can be (?:left out|omitted|dropped))|\bwith or without (?:a |the )?leading zeros?\b|\bzero[- ]padding (?:is )?optional\b/i;

/** A clock time or date as its kind (the separator: `:` for clocks) and the width of each of its parts. */
interface Stamp {
  kind: string;
  widths: number[];
  /** Per part, whether this writing shows the part padded: a template's `HH`, a number's leading zero (`06`). */
  padded: boolean[];
}

/**
 * A clock time or date (`5:30`, `2024-06-09`) or a template of one (`HH:MM`): its separator and the widths of its parts,
 * a template's letters counting as digits. Undefined for anything else (a number, a pair such as `3-5`, a word).
 */
export function stampOf(token: string): Stamp | undefined {
  let kind: string | undefined;
  let template = false;
  if (CLOCK.test(token)) kind = ':';
  else {
    const date = DATE.exec(token) ?? TEMPLATE.exec(token);
    if (date) [kind, template] = [date[1] ?? ':', !/\d/.test(token)];
  }
  if (kind === undefined) return undefined;
  // (a fraction of a second is no part of the form: `12:00:00` reads where `06:45:08.9` does)
  const parts = (kind === ':' ? token.replace(/\.\d+$/, '') : token).split(kind);
  return { kind, widths: parts.map((p) => p.length), padded: parts.map((p) => p.length > 1 && (template || p.startsWith('0'))) };
}

/**
 * True when a statement writing `shown` does not cover `fed`: it has another number of parts (`14:02` beside `14:02:10`),
 * or a part narrower than the statement ever writes it, where it shows that part padded (`5:30` beside `HH:MM` or
 * `06:30`). A wider part is not another form: `12:35` is written as `M:SS` shows, and `2024-06-09` reads where `2024-6-9`
 * does.
 */
function uncovered(fed: Stamp, shown: readonly Stamp[]): boolean {
  const same = shown.filter((s) => s.widths.length === fed.widths.length);
  if (same.length === 0) return true;
  return fed.widths.some((w, i) => same.some((s) => s.padded[i]) && same.every((s) => s.widths[i]! > w));
}

/** Tokens of a text: parts between spaces, commas, semicolons, bars, brackets and quotes. */
export function tokensOf(text: string): string[] {
  return text.split(/[\s,;|()[\]{}"'`<>=]+/).filter(Boolean).map((t) => t.replace(/[.:]$/, ''));
}

type Forms = Map<string, Map<string, { stamp: Stamp; written: string }>>;

function noteStamp(forms: Forms, token: string): void {
  const stamp = stampOf(token);
  if (!stamp) return;
  const ofKind = forms.get(stamp.kind) ?? new Map<string, { stamp: Stamp; written: string }>();
  // (one entry per widths and padding: `07:05` and `09:40` pad different parts)
  const form = `${stamp.widths.join(stamp.kind)} ${stamp.padded.join()}`;
  // (a template writes a form best: `HH:MM` rather than `07:05`)
  if (!ofKind.has(form) || (/\d/.test(ofKind.get(form)!.written) && !/\d/.test(token))) ofKind.set(form, { stamp, written: token });
  forms.set(stamp.kind, ofKind);
}

/**
 * The clock and date forms a statement writes for its input, by kind and form (with a writing of each). On a channel whose
 * shown input lines (examples, command lines) hold one of a kind, those lines and the templates its prose writes (`M:SS`)
 * decide; elsewhere, every form of its input lines, prose and backticked spans outside its Output section, save values
 * its output blocks print (a duration `1:40` or `H:MM` printed says nothing of how a start time is fed; "which rounds down
 * to 4:51" repeats an output), and a time the introduction mentions in passing (`19:03:40`) counts only there.
 */
function shownStamps(published: Contract): { lines: Map<InputDemand['channel'], Forms>; anywhere: Forms } {
  const lines = new Map<InputDemand['channel'], Forms>();
  const anywhere: Forms = new Map();
  const fed = new Set<string>();
  for (const d of published.input) {
    const forms = lines.get(d.channel) ?? new Map();
    lines.set(d.channel, forms);
    for (const l of d.lines) for (const t of tokensOf(l.example)) fed.add(t), noteStamp(forms, t), noteStamp(anywhere, t);
  }
  const printed = new Set<string>();
  for (const block of published.blocks ?? []) if (block.kind === 'output') for (const l of block.lines) for (const t of tokensOf(l.text)) printed.add(t);
  const prose: string[] = [];
  let fenced = false;
  let output = false;
  for (const line of (published.text ?? '').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    else if (fenced) continue;
    else if (/^#{1,6}\s/.test(line)) output = /\boutput\b/i.test(line) && !/\binput\b/i.test(line);
    else if (!output) prose.push(...tokensOf(line));
  }
  for (const t of prose) {
    if (!fed.has(t) && printed.has(t)) continue;
    noteStamp(anywhere, t);
    if (!/\d/.test(t)) for (const forms of lines.values()) if (forms.has(stampOf(t)?.kind ?? '')) noteStamp(forms, t);
  }
  return { lines, anywhere };
}

/** One writing of each widths, a template first (`HH:MM` for `HH:MM`, `07:05` and `09:40`). */
function writings(forms: readonly { stamp: Stamp; written: string }[]): string[] {
  const byWidths = new Map<string, string>();
  for (const f of [...forms].sort((a, b) => Number(/\d/.test(a.written)) - Number(/\d/.test(b.written)))) {
    const widths = f.stamp.widths.join();
    if (!byWidths.has(widths)) byWidths.set(widths, f.written);
  }
  return [...byWidths.values()];
}

/**
 * Clock times and dates the oracle feeds (and expects accepted) in a form the statement never writes, where it writes
 * values of that kind in another: `5:30` where it writes `HH:MM`, `14:02` where every time it shows has seconds. One
 * demand per channel and kind of value, at the first input feeding it.
 */
export function diffStampForms(enforced: Contract, published: Contract): StampFormDiff[] {
  if (!enforced.input.length || PADDING_OPTIONAL.test(published.text ?? '')) return [];
  let shown: ReturnType<typeof shownStamps> | undefined;
  const refusalAt = inRefusalCheck(enforced);
  const out: StampFormDiff[] = [];
  for (const demand of enforced.input) {
    const reported = new Set<string>();
    for (const line of demand.lines) {
      if (line.refused || line.skipped) continue;
      [line.example, ...(line.examples ?? [])].forEach((example, j) => {
        if (line.refusedInstances?.includes(example)) return;
        for (const token of tokensOf(example)) {
          const stamp = stampOf(token);
          if (!stamp || reported.has(stamp.kind) || /[a-z]/i.test(token)) continue;
          shown ??= shownStamps(published);
          const forms = shown.lines.get(demand.channel)?.get(stamp.kind) ?? shown.anywhere.get(stamp.kind);
          if (!forms || !uncovered(stamp, [...forms.values()].map((f) => f.stamp))) continue;
          const at = line.exampleLocs?.[j];
          if (at && refusalAt(at)) continue;
          reported.add(stamp.kind);
          out.push({ channel: demand.channel, fed: token, example, shown: writings([...forms.values()]), evidence: at ? [{ loc: at }] : line.evidence });
        }
      });
    }
  }
  return out;
}
