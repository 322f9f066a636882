// Key definitions in prose: "- `total` — the number of log lines", "and `rejected`, the number of lines that ...".
import { KEY_DEFINITION, type Demanded, type Evidence, type Separator, type SourceLocation } from '../contract/types.js';
import { DEFINITION_START, readProse } from './prose.js';

/** One key a paragraph defines, with what its own description publishes. */
export interface KeyDefinition {
  key: string;
  evidence: Evidence;
  /** Present when the description says the value is a count ("the number of ...", "how many ..."). */
  integer?: Evidence;
  /** Separators the description names ("comma-separated"). */
  separators: Demanded<Separator>[];
}

const COUNT = /^(?:the\s+)?(?:total\s+)?(?:number|count)\s+of\b|^how\s+many\b/i;

/** Where a definition starts: the name it defines, where the name is, and where its description starts. */
interface DefinitionStart {
  name: string;
  at: number;
  descAt: number;
}

/** Each definition's description: from after its name to the end of its sentence or clause, or to the next definition. */
function describe(text: string, starts: readonly DefinitionStart[]): { start: DefinitionStart; description: string }[] {
  return starts.map((s, i) => {
    const next = starts[i + 1]?.at ?? text.length;
    const sentenceEnd = text.slice(s.descAt, next).search(/\.(?:\s|$)|;/);
    return { start: s, description: text.slice(s.descAt, sentenceEnd < 0 ? next : s.descAt + sentenceEnd) };
  });
}

/** A line's key written with its sign and what follows it: "a last line `waitlist: ` followed by the ids ...". */
// (not a key numbered by a placeholder letter: `laneI=` for lane1, lane2, ...)
const KEY_LINE_FOLLOWED = /`([A-Za-z_][\w.-]*)(?<![a-z][A-Z])(?:=|: ?)`\s+(?:is\s+)?followed\s+by\s+/g;

/** The keys `text` (one paragraph's Markdown source) defines; `loc(offset)` locates an offset of `text`. */
export function readKeyDefinitions(text: string, loc: (offset: number) => SourceLocation): KeyDefinition[] {
  const starts = [
    ...[...text.matchAll(DEFINITION_START)].map((m) => ({ name: m[2]!, at: m.index + m[1]!.length, descAt: m.index + m[0].length })),
    ...[...text.matchAll(KEY_LINE_FOLLOWED)].map((m) => ({ name: m[1]!, at: m.index, descAt: m.index + m[0].length })),
  ].sort((a, b) => a.at - b.at);
  return describe(text, starts).map(({ start: s, description }) => {
    const via = 'statement prose';
    const found = readProse(description, (offset) => loc(s.descAt + offset));
    const def: KeyDefinition = { key: s.name, evidence: { loc: loc(s.at + 1), via: KEY_DEFINITION }, separators: found.separators };
    if (COUNT.test(description.trim())) def.integer = { loc: loc(s.descAt), via };
    return def;
  });
}

/** A placeholder defined in prose ("where `s` is the number of stations ..., and `t` is the riding time (an integer)"). */
export interface PlaceholderDefinition {
  placeholder: string;
  /** Present when the description says the value is a count or an integer. */
  integer?: Evidence;
  /** The keys the same paragraph shows with this placeholder before defining it (`buoys=<n> ..., where `n` is`). */
  shownBy: string[];
}

/** "where `s` is" / "and `t` is": a short name (a placeholder's, `<s>`) and the description after it. */
const PLACEHOLDER_START = /(?:\bwhere|\band|,)\s+`([A-Za-z]\w{0,3})`\s+is\s+/g;
const INTEGER_SAID = /^(?:an?\s+)?(?:(?:non-negative|positive)\s+)?(?:whole\s+number|integer)\b|\((?:an?\s+)?(?:(?:non-negative|positive)\s+)?(?:whole number|integer)\)/i;

/**
 * A key shown with a short placeholder for its value: `stops=<s>`, or a capital letter standing for it (`range=R`, `true=TTT`).
 * Group 1 the key; group 2 or 3 the placeholder.
 */
const KEY_PLACEHOLDER = /([A-Za-z_][\w.-]*)=(?:<([A-Za-z]\w{0,3})>|(([A-Z])\4{0,2})(?![\w<>=]))/g;

/** Each key `text` shows with a placeholder for its value, and the placeholder. */
export function keyPlaceholders(text: string): { key: string; placeholder: string }[] {
  return [...text.matchAll(KEY_PLACEHOLDER)].map((m) => ({ key: m[1]!, placeholder: (m[2] ?? m[3])! }));
}

/** The placeholders `text` shows after exactly one key, with that key (`range=R` ... "where `R` is": `R` stands for `range`). */
export function placeholderKeys(text: string): Map<string, string> {
  const keys = new Map<string, Set<string>>();
  for (const { key, placeholder } of keyPlaceholders(text)) keys.set(placeholder, (keys.get(placeholder) ?? new Set()).add(key));
  // (a name also shown as a key of its own, `R=12.5`, is not only a placeholder)
  const isKey = (name: string) => new RegExp(`(?<![\\w.=<-])${name}=`).test(text);
  return new Map([...keys].filter(([placeholder, k]) => k.size === 1 && !isKey(placeholder)).map(([placeholder, k]) => [placeholder, [...k][0]!]));
}

/** The placeholders `text` defines; which key each stands for is read from the `key=<s>` that shows it. */
export function readPlaceholderDefinitions(text: string, loc: (offset: number) => SourceLocation): PlaceholderDefinition[] {
  const starts = [...text.matchAll(PLACEHOLDER_START)].map((m) => ({ name: m[1], at: m.index, descAt: m.index + m[0].length }));
  return describe(text, starts).map(({ start: s, description }) => {
    const shownBy = new Set<string>();
    for (const shown of keyPlaceholders(text.slice(0, s.at))) if (shown.placeholder === s.name) shownBy.add(shown.key);
    const def: PlaceholderDefinition = { placeholder: s.name, shownBy: [...shownBy] };
    const said = description.trim();
    if (COUNT.test(said) || INTEGER_SAID.test(said)) def.integer = { loc: loc(s.descAt), via: 'statement prose' };
    return def;
  });
}

/** "`stitches` and `rows` are whole numbers", "`n` is an integer": backticked names said to hold whole numbers. */
const SAID_INTEGER = /((?:`[A-Za-z_][\w.]*`(?:,\s*|\s+and\s+|\s+or\s+)?)+)\s+(?:is|are)\s+(?:always\s+)?(?:an?\s+)?(?:(?:non-negative|positive)\s+)?(?:whole\s+numbers?|integers?)\b/g;

/** The keys `text` (one paragraph) says are whole numbers, each with where it says so. */
export function readIntegerKeys(text: string, loc: (offset: number) => SourceLocation): { key: string; evidence: Evidence }[] {
  const out: { key: string; evidence: Evidence }[] = [];
  for (const m of text.matchAll(SAID_INTEGER)) {
    for (const k of m[1]!.matchAll(/`([A-Za-z_][\w.]*)`/g)) out.push({ key: k[1]!, evidence: { loc: loc(m.index + k.index), via: 'statement prose' } });
  }
  return out;
}
