// Reading regex literals the way an oracle means them: separators, value shapes, vocabularies and key=value scrapers.
import type { ShapeHint } from './values.js';
import { safeRegExp } from '../text/safe-regexp.js';

const WHITESPACE_SEPS = new Set(['\\s+', '\\s', '\\s*', ' +', '[ \\t]+', '[\\s]+', '\\s+|\\n', '[ ]+', '\\t', ' ', '[\\s,]+']);
const LINE_SEPS = new Set(['\\n', '\\r?\\n', '\\n+', '\\r\\n|\\n', '\\n|\\r\\n', '\\r?\\n+', '[\\r\\n]+', '\\n\\s*', '\\s*\\n\\s*', '\\r\\n?|\\n']);

/**
 * True for a separator that cuts a text at blank lines and nowhere else: `'\n\n'`, `/\n\s*\n/`, `/\n{2,}/`,
 * `/\r?\n\r?\n/` and the like, judged by what it does to two lines with and without an empty one between them.
 */
export function isBlankLineSeparator(arg: { regex?: { source: string; flags?: string }; text?: string }): boolean {
  if (arg.text !== undefined) return arg.text === '\n\n' || arg.text === '\r\n\r\n';
  if (!arg.regex || !arg.regex.source.includes('\\n')) return false;
  const re = safeRegExp(arg.regex.source, arg.regex.flags);
  if (!re) return false;
  const parts = (text: string) => text.split(re).filter((p) => p !== undefined).length;
  return parts('a\nb') === 1 && parts('a b') === 1 && parts('a\n\nb') === 2;
}

const CONTROL_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r' };

/** Normalises a `split` argument: `' '` for runs of whitespace, `'\n'` for lines, a literal otherwise, `'?'` when unknown. */
export function normaliseSeparator(arg: { regex?: { source: string }; text?: string }): string {
  if (arg.text !== undefined) {
    if (arg.text === '\n' || arg.text === '\r\n') return '\n';
    if (arg.text === ' ' || arg.text === '\t') return ' ';
    return arg.text;
  }
  if (arg.regex) {
    const s = arg.regex.source;
    if (WHITESPACE_SEPS.has(s)) return ' ';
    if (LINE_SEPS.has(s)) return '\n';
    // `,\s*`, `\s*,\s*`, `\s*->\s*`: a literal surrounded by optional whitespace
    // (an escaped `\n`, `\t` or `\r` is that character: `\n\s*\n` is a blank line, not `nn`)
    const stripped = s.replace(/\\s[*+?]|\s[*+?]/g, '').replace(/\\(.)/g, (_, c: string) => CONTROL_ESCAPES[c] ?? c);
    if (stripped && !/[[\]()|*+?{}^$.\\]/.test(stripped)) return normaliseSeparator({ text: stripped });
    if (/^\[([^\]\\])\]$/.test(s)) return s[1];
    return '?';
  }
  return '?';
}

/** Strips anchors and a non-capturing or capturing group around the whole pattern. */
function core(source: string): string {
  let s = source;
  if (s.startsWith('^')) s = s.slice(1);
  if (s.endsWith('$') && !s.endsWith('\\$')) s = s.slice(0, -1);
  const group = /^\((?:\?:)?(.*)\)$/.exec(s);
  if (group && !/[()]/.test(group[1])) s = group[1];
  return digitRuns(s.replace(DIGIT_GROUP, '$1'));
}

/** A group around a run of digits only (`(\d+)`, `(\d\d)`), which captures without changing what matches. */
const DIGIT_GROUP = /\((?:\?:)?((?:\\d|\[0-9\])(?:[+*]|\{\d+(?:,\d*)?\})?|(?:\\d){2,})\)/g;

/** `\d\d` as `\d{2}`: one spelling of a fixed run of digits. */
function digitRuns(s: string): string {
  return s.replace(/(?:\\d){2,}(?![*+?{])/g, (run) => `\\d{${run.length / 2}}`);
}

/** An optional or required sign before the digits: `-?`, `[-+]`, `[+-]?`, `\-`, `\+`. */
const SIGN = String.raw`-\??|\[-\+\]\??|\[\+-\]\??|\\-\??|\\\+\??|[+-]\?`;
const INT = new RegExp(String.raw`^(${SIGN})?(\\d\+|\[0-9\]\+|\\d\*|\\d\{1,\}|[1-9]?\\d\*)$`);
const DEC = new RegExp(String.raw`^(${SIGN})?(?:\\d\+|\[0-9\]\+)(?:\\\.|\[\.\])(?:\\d|\[0-9\])(?:\{(\d+)\}|\+|\*)?$`);
/** A sign the regex requires, plus included (`[+-]`, `\+`): the value always carries its sign. */
const REQUIRED_PLUS = /^(?:\[-\+\]|\[\+-\]|\\\+)$/;

/** What a regex asserted against a whole value says about it: a shape, or a vocabulary of alternatives. */
export function regexDemand(source: string, flags: string): { shape?: ShapeHint; vocabulary?: string[] } {
  const anchored = source.startsWith('^') && source.endsWith('$');
  const s = core(source);
  if (anchored) {
    const alternatives = s.split('|');
    if (alternatives.length > 1 && alternatives.every((a) => /^[A-Za-z_][\w\- ]*$/.test(a))) return { vocabulary: alternatives, shape: { kind: 'word' } };
    if (/^[A-Za-z_][\w-]*$/.test(s)) return { vocabulary: [s] };
  }
  const int = INT.exec(s);
  if (int) return { shape: REQUIRED_PLUS.test(int[1] ?? '') ? { kind: 'integer', signed: true, plus: true } : { kind: 'integer', signed: Boolean(int[1]) || undefined } };
  const dec = DEC.exec(s);
  if (dec) {
    // a count after the point fixes the places, `+` or `*` leaves them open, and one digit class alone is one (`\.\d$`)
    const places = dec[2] ? Number(dec[2]) : /[+*]$/.test(s) ? undefined : 1;
    return { shape: { kind: 'decimal', places, ...(REQUIRED_PLUS.test(dec[1] ?? '') ? { plus: true as const } : {}) } };
  }
  if (/^(-\??)?\\d\+\(\?:?\\\.\\d\+\)\?$/.test(s) || /^(-\??)?\\d\+\(\\\.\\d\+\)\?$/.test(s)) return { shape: { kind: 'number' } };
  if (anchored && /^(\\w\+|\\S\+|\[A-Za-z\]\+|\[a-zA-Z\]\+|\[a-z\]\+|\[A-Z\]\+|\[\^\\s\]\+)$/.test(s)) return { shape: { kind: 'word' } };
  return { shape: { kind: 'pattern', source, flags } };
}

/** The separator a value class stops at: `\S+` stops at whitespace, `[^,]+` at a comma, `.+` at the end of the line. */
export function separatorOfValueClass(cls: string): string {
  if (/^(\\S|\[\^\\s\]|\\w|\[\^ \]|\[\\w[^\]]*\]|\[\^\\s[^\]]*\])[+*]\??$/.test(cls)) return ' ';
  if (/^(\.|\[\^\\n\]|\[\^\\r\\n\])[+*]\??$/.test(cls)) return '\n';
  const neg = /^\[\^([^\]\\]|\\.)\][+*]$/.exec(cls);
  if (neg) return neg[1].replace(/^\\/, '');
  if (/^(-\?)?\\d[+*]/.test(cls)) return ' ';
  return ' ';
}

function cleanAssign(mid: string): string | null {
  // (optional blanks, `\s*`, ` ?` or `[ \t]*`, are no part of the sign)
  let s = mid.replace(/\\s[*+?]|\s[*?]|\[(?: \\t|\\t )\][*+?]/g, '');
  const cls = /^\[([^\]])[^\]]*\]$/.exec(s);
  if (cls) s = cls[1];
  s = s.replace(/\\(.)/g, '$1');
  if (!s || s.length > 3 || /[()[\]|*+?{}^$\\]/.test(s)) return null;
  return s;
}

/** A scraper regex with a key group and a value group: `(\w+)=(\S+)`. */
export interface KeyValueRegex {
  assign: string;
  separator: string;
  keyGroup: number;
  valueGroup: number;
}

/** Recognises `(\w+)=(\S+)`-like regexes: a key class, an assign literal, a value class. */
export function keyValueRegex(source: string): KeyValueRegex | null {
  // (spaces allowed around the line: `^\s*(\w+):\s*(\S+)\s*$`)
  const m = /^(?:\^|\(\?:\^\|\\s\)|\\b|\(\?<=\^\|\\s\)|\(\?<=\\s\|\^\))?(?:\\s\*|\[ \\t\]\*)?\(([^()]+)\)((?:[^()\\]|\\.){1,12})\(([^()]+)\)(?:\\s\*|\[ \\t\]\*)?\$?$/.exec(source);
  if (!m) return null;
  if (!/^(\\w[+*]|\[[^\]]*\][+*]|\[\^[^\]]*\][+*]|\\S\+?|\[a-z_\]\+)\??$/.test(m[1])) return null;
  const assign = cleanAssign(m[2]);
  if (!assign) return null;
  return { assign, separator: separatorOfValueClass(m[3]), keyGroup: 1, valueGroup: 2 };
}

/** A scraper regex for one literal key: `path=(\S+)`, `^weight: (\d+)$`. */
export interface LiteralKeyRegex {
  key: string;
  /** The key is written in double quotes (`"total"\s*:\s*(\d+)`): a member scraped out of JSON text. */
  json?: true;
  assign: string;
  separator: string;
  valueGroup: number;
  valueSource: string;
}

/**
 * Recognises `key=(value)` with a literal key, optionally anchored to the start of a line or after whitespace; the value
 * group may hold non-capturing groups (`median=(\d+(?:\.\d)?)`).
 */
export function literalKeyRegex(source: string, flags: string): LiteralKeyRegex | null {
  // (the value may be followed by a word boundary or a lookahead: `"total":\s*(\d+\.\d{2})\b`)
  const quoted = /^"([A-Za-z_][\w-]*)"((?:\\s\*)?:(?:\\s\*)?)\(((?:[^()]|\(\?:[^()]*\))+)\)(?:\\b|\(\?[=!][^()]*\))?$/.exec(source);
  if (quoted) return { key: quoted[1], json: true, assign: ':', separator: ',', valueGroup: 1, valueSource: quoted[3] };
  const m = /^(\^|\(\?:\^\|\\s\)|\\b|\(\?<=\^\|\\s\)|\(\?<=\\s\|\^\)|\(\?:\^\|\\n\)|\\s)?([A-Za-z_][\w-]*)((?:[^()\\]|\\.){1,8})\(((?:[^()]|\(\?:[^()]*\))+)\)(\$|\\b|\(\?:\\s\|\$\)|\(\\s\|\$\)|\(\?=\\s\|\$\)|\\s\*\$|\[ \\t\]\*\$|\(\?[=!][^()]*\)|\\s)?$/.exec(source);
  if (!m) return null;
  const assign = cleanAssign(m[3]);
  if (!assign || /\w/.test(assign)) return null;
  let separator = separatorOfValueClass(m[4]);
  // `^key=(...)$` (trailing spaces allowed) under the `m` flag: one field per line
  if (m[1] === '^' && flags.includes('m') && m[5]?.endsWith('$')) separator = '\n';
  return { key: m[2], assign, separator, valueGroup: 1, valueSource: m[4] };
}

/** A capturing group of a regex that holds a key's value: the key and assign written just before it (`peak=(\d+)`). */
export interface KeyedGroup {
  key: string;
  assign: string;
  /** The group's own pattern (`\d+`). */
  source: string;
  /** Its name, for a named group (`(?<peak>...)`). */
  name?: string;
}

const keyedGroupsCache = new Map<string, Map<number, KeyedGroup>>();

/**
 * The capturing groups of a line pattern that each follow a literal `key=` (or `key:`), by group number: `^([a-z]+)
 * vehicles=(\d+) peak=(\S+)$` has `vehicles` at 2 and `peak` at 3. A pattern with fewer than two keyed groups gives
 * none (one key alone is what literalKeyRegex reads).
 */
export function keyedGroups(source: string): Map<number, KeyedGroup> {
  const cached = keyedGroupsCache.get(source);
  if (cached) return cached;
  const out = new Map<number, KeyedGroup>();
  let index = 0;
  let inClass = false;
  const opens: { at: number; index: number | null; name?: string }[] = [];
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
      continue;
    }
    if (ch === '[') inClass = true;
    else if (ch === '(') {
      const named = /^\(\?<([A-Za-z_]\w*)>/.exec(source.slice(i));
      if (source[i + 1] !== '?' || named) opens.push({ at: i, index: ++index, ...(named ? { name: named[1] } : {}) });
      else opens.push({ at: i, index: null });
    } else if (ch === ')') {
      const open = opens.pop();
      if (!open || open.index === null || opens.some((o) => o.index !== null)) continue;
      // (the key after a line break of a pattern spanning lines: `^sequences=(\d+)\nmod=(\d+)$`)
      const before = /(?:^\^?|[\s^]|\\s[+*]?|\\n|\\b|\(\?:\^\|\\s\))([A-Za-z_][\w-]*)((?:\\s\*)?[=:](?:\\s\*| )?)$/.exec(source.slice(0, open.at));
      if (!before) continue;
      const start = open.at + (open.name ? open.name.length + 4 : 1);
      out.set(open.index, { key: before[1], assign: before[2].replace(/\\s\*/g, '').trim() || before[2], source: source.slice(start, i), ...(open.name ? { name: open.name } : {}) });
    }
  }
  const result = out.size >= 2 ? out : new Map<number, KeyedGroup>();
  keyedGroupsCache.set(source, result);
  return result;
}

/** The keyed group `g` (a number, or a named group's name) of a line pattern holding several keys, if it is one. */
export function keyedGroupOf(source: string, g: number | string): KeyedGroup | undefined {
  const groups = keyedGroups(source);
  if (typeof g === 'number') return groups.get(g);
  for (const k of groups.values()) if (k.name === g) return k;
  return undefined;
}

/**
 * The literal key a pattern anchors at the start of a line, with the sign after it (`^deepest:\s*\d+$` -> `deepest`,
 * `:`): a line it matches carries that key. None for a pattern that starts otherwise or has no sign after the word.
 */
export function keyAtLineStart(source: string): { key: string; assign: string } | undefined {
  const m = /^\^([A-Za-z_][\w-]*)((?:\\s[*?]|\[(?: \\t|\\t )\][*+?]| )?[=:])/.exec(source);
  // (the blanks a pattern allows before the sign are no part of it: `key\s*=` and `key =` are read as `key=`)
  const assign = m ? cleanAssign(m[2]!)?.trimStart() : undefined;
  return assign ? { key: m![1]!, assign } : undefined;
}
