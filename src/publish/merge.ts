// Merges the contract an oracle enforces with what its statement already publishes, withholding keys the suite disagrees on.
import { emptyContract, type Contract, type Demanded, type Field } from '../contract/types.js';
import type { KeyTypeConflict } from '../contract/conflicts.js';
import { publishable } from '../contract/render.js';
import { safeRegExp } from '../text/safe-regexp.js';

/** A key left out of the published contract, and why. */
export interface WithheldKey {
  key: string;
  conflict: KeyTypeConflict;
  /** The operation the configuration says is right (`publish.resolve`), when it names one. */
  resolvedBy?: string;
}

export interface MergeOptions {
  operation: string;
  /** Suite-wide key conflicts (`findKeyTypeConflicts`). */
  conflicts: readonly KeyTypeConflict[];
  /** `config.publish.resolve`: key -> the operation whose reading is right. */
  resolve: Readonly<Record<string, string>>;
}

const sameItem = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Magnitudes worth publishing, in decimal digits: past what a double holds exactly (2^53 has 16 digits). Smaller ones
 * are the digit counts of expected answers (`components` compared with 1), not a limit a program can run into.
 */
export const MIN_PUBLISHED_MAGNITUDE = 16;
/** Input sizes worth publishing (lines or arguments fed in one run): from here on, recursion depth starts to matter. */
export const MIN_PUBLISHED_SIZE = 1000;

/** A token that reads as a word of a vocabulary: letters (`yes`, `none`, `AmericanExpress`) or capitalised words (`American Express`). */
const WORD_TOKEN = /^(?:[A-Za-z][A-Za-z_-]*|[A-Z][A-Za-z]*(?: [A-Z][A-Za-z]*)+)$/;

/** What the oracle feeds, to recognise values taken from the input (`cat` counted in `the cat sat`, `zab` from `xyz`). */
interface InputText {
  words: Set<string>;
  text: string;
}

function inputTextOf(enforced: Contract): InputText {
  const text = enforced.input.flatMap((d) => d.lines.map((l) => l.example)).join('\n').toLowerCase();
  return { text, words: new Set(text.split(/[^\p{L}\p{N}_]+/u).filter(Boolean)) };
}

/** True when `word` carries a digit or appears in what the oracle feeds (it is bound to an input, not a vocabulary). */
function inputBound(word: string, input: InputText): boolean {
  if (word === '' || /\d/.test(word)) return true;
  const lower = word.toLowerCase();
  const parts = lower.split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
  return input.text.includes(lower) || (parts.length > 0 && parts.every((p) => input.words.has(p)));
}

/** Words the statement names itself, in prose backticks, its notation or a prose pattern (examples show values, so they do not count). */
function namedByStatement(published: Contract): Set<string> {
  const named = new Set<string>((published.mentions ?? []).map((m) => m.value));
  for (const f of published.fields) {
    if (f.key !== null && f.presence.some((e) => e.via !== 'example output')) named.add(f.key);
    for (const t of f.vocabulary) if (t.evidence.some((e) => e.via !== 'example output')) named.add(t.value);
  }
  return named;
}

/**
 * The oracle's tokens that may be published for one field. Tokens with a digit or taken from the input are values, not
 * a vocabulary, and so are tokens a pattern shape already describes (`MCMXCIV` for `/^[IVXLCDM]+$/`). A field compared
 * with tokens that do not read as words (`Khoor, Zruog!`) is compared with expected answers: a keyed one publishes only
 * the tokens the statement names, a keyless one none. A keyless (positional, whole-output) value publishes only named tokens.
 */
function publishableTokens(field: Field, input: InputText, named: Set<string>): Demanded<string>[] {
  const shape = field.shape?.value;
  let candidates = field.vocabulary.filter((t) => !/\d/.test(t.value));
  if (shape?.kind === 'pattern') {
    const re = safeRegExp(shape.source, shape.flags);
    candidates = candidates.filter((t) => !re || !re.test(t.value));
  }
  if (candidates.some((t) => !WORD_TOKEN.test(t.value))) return field.key === null ? [] : candidates.filter((t) => named.has(t.value));
  return candidates.filter((t) => named.has(t.value) || (field.key !== null && !inputBound(t.value, input)));
}

/** Situations that quote a literal input (`input "A B\nA"`) are bound to that input: say what kind of input it is instead. */
function publishableWhen<T extends { when?: string }>(item: T): T {
  if (item.when === undefined || !/["'`]/.test(item.when)) return item;
  return { ...item, when: 'given an input the Input section marks refused' };
}

/** The enforced contract with what is bound to an input or too small to matter taken out (see the constants above). */
function publishablePart(enforced: Contract, published: Contract): Contract {
  const input = inputTextOf(enforced);
  const named = namedByStatement(published);
  const layoutKind = enforced.layout?.value.kind;
  const fields: Field[] = [];
  for (const f of enforced.fields) {
    // keys the statement does not name and the input supplies (`the`, `cat` in a word count) are answers, not keys
    if (f.key !== null && !named.has(f.key) && inputBound(f.key, input)) continue;
    // a layout without keys cannot carry a keyed value
    if (f.key !== null && (layoutKind === 'text' || layoutKind === 'lines')) continue;
    const field: Field = { ...f, vocabulary: publishableTokens(f, input, named) };
    if (field.magnitude && field.magnitude.value < MIN_PUBLISHED_MAGNITUDE) delete field.magnitude;
    // a keyless value that says nothing about itself publishes nothing
    if (field.key === null && !field.shape && field.vocabulary.length === 0 && !field.magnitude && !field.caseInsensitive) continue;
    fields.push(field);
  }
  const inputDemands = enforced.input.map((d) => {
    // one bullet per line shape: `A B` and `C D` are both "a word and a word" (the first example is kept)
    const lines = d.lines.filter((l, i) => d.lines.findIndex((o) => sameItem([o.parts, o.separator, Boolean(o.refused)], [l.parts, l.separator, Boolean(l.refused)])) === i);
    const demand = { ...d, lines };
    if (demand.magnitude && demand.magnitude.value < MIN_PUBLISHED_MAGNITUDE) delete demand.magnitude;
    if (demand.size && demand.size.value < MIN_PUBLISHED_SIZE) delete demand.size;
    return demand;
  });
  return { ...enforced, fields, input: inputDemands, exit: enforced.exit.map(publishableWhen), stderr: enforced.stderr.map(publishableWhen) };
}

function mergeVocabulary(enforced: Demanded<string>[], published: Demanded<string>[]): Demanded<string>[] {
  // Published tokens stay only when the oracle accepts at least one of them: `yes`/`no` beside an oracle that checks `yes`
  // is the same vocabulary; `true`/`false` beside it is contradicted. The notation's tokens and the examples' and prose's
  // are judged apart, so that a second publish (reading back the notation the first one wrote) decides the same way.
  const accepted = new Set(enforced.map((t) => t.value));
  // An example shows one value, not the vocabulary (`valid=yes` does not say `yes` is the only answer): only the
  // notation's and the prose's tokens are merged.
  const stated = published.filter((t) => t.evidence.some((e) => e.via !== 'example output'));
  const fromNotation = (t: Demanded<string>): boolean => t.evidence.some((e) => e.via === 'contract notation');
  const out = [...enforced];
  for (const group of [stated.filter((t) => !fromNotation(t)), stated.filter(fromNotation)]) {
    const keep = enforced.length === 0 || group.some((t) => accepted.has(t.value));
    if (keep) for (const t of group) if (!out.some((o) => o.value === t.value)) out.push(t);
  }
  return out;
}

function mergeField(enforced: Field, published: Field | undefined): Field {
  if (!published) return enforced;
  const field: Field = { ...enforced, vocabulary: mergeVocabulary(enforced.vocabulary, published.vocabulary) };
  field.required = enforced.required || published.required;
  // an example's value suggests a shape but does not state it (`components=1` is not "an integer" said out loud)
  if (!field.shape && published.shape?.evidence.some((e) => e.via !== 'example output')) field.shape = published.shape;
  if (!field.position && published.position) field.position = published.position;
  if (!field.magnitude && published.magnitude) field.magnitude = published.magnitude;
  if (!field.caseInsensitive && published.caseInsensitive) field.caseInsensitive = published.caseInsensitive;
  return field;
}

/**
 * The contract to publish for one operation (pure): the enforced contract, plus what the statement publishes that the
 * oracle does not contradict, minus keys the suite reads with two types (unless `resolve` names this operation's reading).
 */
export function mergeForPublish(enforcedAll: Contract, published: Contract, options: MergeOptions): { contract: Contract; withheld: WithheldKey[] } {
  const enforced = publishablePart(enforcedAll, published);
  const out = emptyContract('statement', published.file);
  const withheld: WithheldKey[] = [];
  const held = (key: string | null): boolean => {
    if (key === null) return false;
    const conflict = options.conflicts.find((c) => c.key === key && c.readings.some((r) => r.operation === options.operation));
    if (!conflict) return false;
    const chosen = options.resolve[key];
    if (chosen === options.operation) return false;
    if (!withheld.some((w) => w.key === key)) withheld.push(chosen ? { key, conflict, resolvedBy: chosen } : { key, conflict });
    return true;
  };

  out.layout = enforced.layout ?? published.layout;
  const layoutsAgree = !enforced.layout || !published.layout || sameItem(enforced.layout.value, published.layout.value);
  const sameField = (a: Field, b: Field): boolean => (a.key !== null ? a.key === b.key : b.key === null && a.position?.value === b.position?.value);

  for (const f of enforced.fields) {
    if (held(f.key)) continue;
    if (f.key === null && !layoutsAgree) {
      out.fields.push(f);
      continue;
    }
    out.fields.push(mergeField(f, published.fields.find((p) => sameField(f, p))));
  }
  for (const p of published.fields) {
    if (held(p.key) || out.fields.some((f) => sameField(f, p)) || enforcedAll.fields.some((f) => sameField(f, p))) continue;
    // a positional value published under another layout, or only by an example, says nothing about this one
    if (p.key === null && (!layoutsAgree || p.presence.every((e) => e.via === 'example output'))) continue;
    // what only an example shows (a value's shape, its token) is evidence for lint, not a statement to repeat
    const stated = (e: { evidence: { via?: string }[] }) => e.evidence.some((x) => x.via !== 'example output');
    const field: Field = { ...p, vocabulary: p.vocabulary.filter(stated) };
    if (field.shape && !stated(field.shape)) delete field.shape;
    out.fields.push(field);
  }

  const addUnique = <T extends { evidence: unknown }>(target: T[], items: T[], key: (t: T) => unknown): void => {
    for (const item of items) if (!target.some((t) => sameItem(key(t), key(item)))) target.push(item);
  };
  const norm = (c: Pick<Contract, 'exit' | 'stderr'>) => publishable({ fields: [], exit: c.exit, stderr: c.stderr, input: [] });
  // A statement's unconditional "exit with status 1" is the oracle's "exit status 1 when ..." said less precisely.
  const exits = published.exit.filter((p) => !(p.when === undefined && enforced.exit.some((e) => e.when !== undefined && e.status === p.status)));
  const stderrs = published.stderr.filter((p) => !(p.when === undefined && enforced.stderr.some((e) => e.when !== undefined && e.expect === p.expect)));
  addUnique(out.exit, [...enforced.exit, ...exits], (e) => norm({ exit: [e], stderr: [] }).exit);
  addUnique(out.stderr, [...enforced.stderr, ...stderrs], (s) => norm({ exit: [], stderr: [s] }).stderr);
  if (enforced.caseInsensitive || published.caseInsensitive) out.caseInsensitive = [...(enforced.caseInsensitive ?? []), ...(published.caseInsensitive ?? [])];

  // Input: the oracle's lines first, then the statement's own notation lines (example lines stay in their examples).
  for (const demand of enforced.input) out.input.push({ ...demand, lines: [...demand.lines] });
  for (const demand of published.input) {
    const notationLines = demand.lines.filter((l) => l.evidence.some((e) => e.via === 'contract notation'));
    if (notationLines.length === 0 && !demand.magnitude && !demand.size) continue;
    let target = out.input.find((d) => d.channel === demand.channel);
    if (!target) out.input.push((target = { channel: demand.channel, lines: [] }));
    const key = (l: (typeof notationLines)[number]) => publishable({ fields: [], exit: [], stderr: [], input: [{ channel: demand.channel, lines: [l] }] }).input[0].lines;
    addUnique(target.lines, notationLines, key);
    if (!target.magnitude && demand.magnitude) target.magnitude = demand.magnitude;
    if (!target.size && demand.size) target.size = demand.size;
  }
  return { contract: out, withheld };
}
