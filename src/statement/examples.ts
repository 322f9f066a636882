// Reads what example blocks publish: an output example's layout, keys, tokens and (weakly) value shapes; an input example's line shapes.
import type { Demanded, Evidence, Field, InputLine, Layout, Shape } from '../contract/types.js';
import { ELISION, JSON_ELISION } from '../contract/shown-output.js';
import { placesIn } from './prose.js';
import { recordParts, recordSeparator } from '../text/record-parts.js';

/** What one output example publishes. Evidence is filled in by the caller, which knows where the block is. */
export interface OutputExample {
  layout: Layout;
  fields: { key: string | null; position?: number; value: string; shape: Shape; token?: string; line: number; column: number }[];
}

const INTEGER = /^-?\d+$/;
const DECIMAL = /^-?\d+\.\d+$/;
const KEY = /^[A-Za-z_][\w.-]*$/;
/** A clock template at the start of a word (`HH:MM-HH:MM`, `mm:ss`): a value's form, not a key and its value. */
const CLOCK_TEMPLATE = /^(?:[Hh]{1,2}:[Mm]{2}(?::[Ss]{2})?|[Mm]{1,2}:[Ss]{2})(?![A-Za-z])/;
/** A token that may be published as vocabulary: alphabetic, no digit (a digit is bound to an input). */
const ALPHA_TOKEN = /^[A-Za-z][A-Za-z_-]*$/;

/** True when a token may be published as a vocabulary word (no digit, no backtick, not empty, one line). */
export function isPublishableToken(token: string): boolean {
  return token.length > 0 && !/[0-9`\n\r]/.test(token);
}

/** The shape an example value suggests. */
export function shapeOfValue(value: string): Shape {
  if (INTEGER.test(value)) return value.startsWith('-') ? { kind: 'integer', signed: true } : { kind: 'integer' };
  if (DECIMAL.test(value)) return { kind: 'decimal', places: value.length - value.indexOf('.') - 1 };
  // `+207`, `+2.2`: written with its plus, the sign always shown
  if (/^\+\d+$/.test(value)) return { kind: 'integer', signed: true, plus: true };
  if (/^\+\d+\.\d+$/.test(value)) return { kind: 'decimal', places: value.length - value.indexOf('.') - 1, plus: true };
  // `1,234,567`: one number with its thousands grouped, not a list
  if (/^-?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(value)) return { kind: 'word' };
  if (value.includes(',')) {
    const parts = value.split(',');
    if (parts.length >= 2 && parts.every((p) => p !== '' && !/\s/.test(p))) return { kind: 'list', separator: ',', element: commonShape(parts.map(shapeOfValue)) };
  }
  for (const sep of ['->', '-', ':']) {
    const parts = value.split(sep);
    if (parts.length === 2 && parts.every((p) => /^[A-Z0-9]{1,3}$/.test(p))) {
      return { kind: 'pair', separator: sep, left: shapeOfValue(parts[0]), right: shapeOfValue(parts[1]) };
    }
  }
  if (/^\S+$/.test(value)) return { kind: 'word' };
  return { kind: 'text' };
}

function commonShape(shapes: Shape[]): Shape {
  const first = JSON.stringify(shapes[0]);
  if (shapes.every((s) => JSON.stringify(s) === first)) return shapes[0];
  if (shapes.every((s) => s.kind === 'integer' || s.kind === 'decimal')) return { kind: 'number' };
  return shapes.every((s) => s.kind !== 'text') ? { kind: 'word' } : { kind: 'text' };
}

interface Line {
  text: string;
  /** 0-based index of the line in the block. */
  index: number;
}

/** Reads an output example (the block's lines, without the fences). Returns null when it publishes nothing readable. */
export function readOutputExample(lines: Line[]): OutputExample | null {
  const body = lines.filter((l) => l.text.trim() !== '');
  if (body.length === 0) return null;
  const joined = body.map((l) => l.text).join('\n').trim();
  if (/^[[{]/.test(joined)) {
    try {
      // `{"checked": 4, ...}`: an elision stands for members the example leaves out
      return jsonExample(JSON.parse(joined.replace(JSON_ELISION, '')) as unknown, body[0].index);
    } catch {
      // not JSON after all: read it as lines
    }
  }
  // `key: value` lines first; then `key:value` run together, as a field separated like `key=value` ones
  const kv = joinedFieldsExample(body) ?? fieldsExample(body, '=') ?? colonExample(body) ?? fieldsExample(body, ':');
  if (kv) return kv;
  return {
    layout: { kind: 'lines' },
    fields: body.map((l, position) => {
      const value = l.text.trim();
      return { key: null, position, value, shape: shapeOfValue(value), token: ALPHA_TOKEN.test(value) ? value : undefined, line: l.index, column: l.text.indexOf(value) + 1 };
    }),
  };
}

function fieldsExample(body: Line[], assign: string): OutputExample | null {
  const fields: OutputExample['fields'] = [];
  let most = 0;
  // a word leads some line's fields: each line is a record (`<isbn> copies=<n>`), the output lines of records
  let led = false;
  for (const l of body) {
    const re = /\S+/g;
    let count = 0;
    for (let m = re.exec(l.text); m; m = re.exec(l.text)) {
      // `added=1 removed=1 ...`: more fields the example leaves out
      if (count > 0 && ELISION.test(m[0])) continue;
      const at = m[0].indexOf(assign);
      const key = at > 0 && !(assign === ':' && CLOCK_TEMPLATE.test(m[0])) ? m[0].slice(0, at) : '';
      if (KEY.test(key)) {
        fields.push({ key, value: m[0].slice(at + 1), shape: { kind: 'word' }, line: l.index, column: m.index + 1 });
        count++;
      } else if (count > 0) {
        // a value with a space in it (`vendor=American Express`): it belongs to the previous field
        fields[fields.length - 1].value += ` ${m[0]}`;
      } else if (leadsFields(l.text.slice(m.index + m[0].length), assign)) {
        // a word leading the line's fields (`<donor id> generation=<g>`, `economy vehicles=1`): a value of the line's own
        led = true;
      } else return null;
    }
    most = Math.max(most, count);
  }
  if (fields.length === 0) return null;
  for (const f of fields) {
    f.shape = shapeOfValue(f.value);
    if (ALPHA_TOKEN.test(f.value)) f.token = f.value;
  }
  const separator = most >= 2 || body.length === 1 ? ' ' : '\n';
  return { layout: led ? { kind: 'lines' } : { kind: 'fields', assign, separator }, fields };
}

/** True when what follows a line's first words is `key<assign>value` fields, one at least, and nothing else. */
function leadsFields(rest: string, assign: string): boolean {
  const tokens = rest.trim().split(/\s+/).filter((t) => t !== '');
  const keyed = (t: string) => t.indexOf(assign) > 0 && KEY.test(t.slice(0, t.indexOf(assign)));
  const first = tokens.findIndex(keyed);
  return first >= 0 && first <= 2 && keyed(tokens[tokens.length - 1]!);
}

/**
 * `length:4;lcs:BCBA` or `a=1,b=2`: fields run together with a punctuation separator and no space. Every line must be two
 * or more `key<assign>value` fields joined by the same separator; a value holds neither the separator nor whitespace.
 */
function joinedFieldsExample(body: Line[]): OutputExample | null {
  for (const assign of ['=', ':']) {
    for (const sep of [';', ',', '|', '&']) {
      const fields: OutputExample['fields'] = [];
      const ok = body.every((l) => {
        const text = l.text.trim();
        if (/\s/.test(text)) return false;
        const parts = text.split(sep);
        if (parts.length < 2) return false;
        let column = l.text.indexOf(text) + 1;
        for (const part of parts) {
          const at = part.indexOf(assign);
          const key = at > 0 ? part.slice(0, at) : '';
          if (!KEY.test(key) || at === part.length - 1) return false;
          const value = part.slice(at + 1);
          fields.push({ key, value, shape: shapeOfValue(value), token: ALPHA_TOKEN.test(value) ? value : undefined, line: l.index, column });
          column += part.length + sep.length;
        }
        return true;
      });
      if (ok && fields.length > 0) return { layout: { kind: 'fields', assign, separator: sep }, fields };
    }
  }
  return null;
}

function colonExample(body: Line[]): OutputExample | null {
  const fields: OutputExample['fields'] = [];
  for (const l of body) {
    const m = /^(\s*)([A-Za-z_][\w.-]*):\s+(.*\S)\s*$/.exec(l.text);
    if (!m) return null;
    const value = m[3];
    fields.push({ key: m[2], value, shape: shapeOfValue(value), token: ALPHA_TOKEN.test(value) ? value : undefined, line: l.index, column: m[1].length + 1 });
  }
  return { layout: { kind: 'fields', assign: ':', separator: '\n' }, fields };
}

function jsonExample(doc: unknown, line: number): OutputExample {
  const fields: OutputExample['fields'] = [];
  const visit = (value: unknown, path: string, depth: number): void => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && depth < 3) {
      for (const [k, v] of Object.entries(value)) visit(v, path ? `${path}.${k}` : k, depth + 1);
      return;
    }
    // an array publishes its elements' paths too (`merged[]`, `merged[][]`, `items[].name`; `[].item` for a top-level
    // array), as the oracle reads them
    if (Array.isArray(value) && depth < 4) for (const el of value) visit(el, `${path}[]`, depth + 1);
    if (!path) return;
    const shape: Shape =
      typeof value === 'number'
        ? Number.isInteger(value) ? { kind: 'integer' } : { kind: 'number' }
        : typeof value === 'string' ? shapeOfValue(value) : { kind: 'json' };
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    const token = (typeof value === 'string' && ALPHA_TOKEN.test(value)) || typeof value === 'boolean' ? text : undefined;
    fields.push({ key: path, value: text, shape, token, line, column: 1 });
  };
  visit(doc, '', 0);
  return { layout: { kind: 'json' }, fields };
}

const SPACED_PLACEHOLDER = /<[^<>\n]*\s[^<>\n]*>/g;

const inputPart = (p: string): Shape => (INTEGER.test(p) ? { kind: 'integer' } : DECIMAL.test(p) ? { kind: 'decimal' } : { kind: 'word' });

/** Reads one input example line into its shape (`A B 4` -> word word integer). */
export function readInputLine(text: string, evidence: Evidence, refused: boolean): InputLine {
  // a placeholder of several words names one value (`<highest bid>` of `<lot> <reserve> <highest bid>`)
  const trimmed = text.trim().replace(SPACED_PLACEHOLDER, (p) => p.replace(/\s+/g, '_'));
  const separator = recordSeparator(trimmed);
  const parts = trimmed === '' ? [] : recordParts(trimmed, separator).map(inputPart);
  const line: InputLine = { parts, separator, example: trimmed, evidence: [evidence] };
  if (refused) line.refused = true;
  return line;
}

/** Reads the arguments of an example command line into their shapes; a placeholder (null, `<file>`) takes any value. */
export function readArgsLine(args: readonly (string | null)[], evidence: Evidence, refused: boolean): InputLine {
  const parts = args.map((a): Shape => (a === null ? { kind: 'text' } : inputPart(a)));
  const line: InputLine = { parts, separator: ' ', example: args.map((a) => a ?? '\u2026').join(' '), evidence: [evidence] };
  if (refused) line.refused = true;
  return line;
}

/** Adds what an output example publishes about one field to the field list (merging by key, or by position for keyless values). */
export function mergeExampleField(fields: Field[], f: OutputExample['fields'][number], evidence: Evidence): void {
  let field = fields.find((x) => (f.key !== null ? x.key === f.key : x.key === null && x.position?.value === f.position));
  if (!field) {
    field = { key: f.key, presence: [], required: true, vocabulary: [] };
    if (f.position !== undefined) field.position = { value: f.position, evidence: [evidence] };
    fields.push(field);
  }
  field.presence.push(evidence);
  // a placeholder (`union=...`) shows the key, not what its value looks like
  // (a described one, `<total / served, rounded to two decimals>`, still reads as text the reader fills in)
  const placeholder = /^(?:\.{3}|\u2026|<[\w-]*>)$/.test(f.value.trim());
  const fromExamples = field.shape?.evidence.every((e) => e.via === 'example output');
  // every value shown so far is a described placeholder (`<the deadline as YYYY-MM-DD>`)
  const describedOnly = field.examples !== undefined && field.examples.length > 0 && field.examples.every((e) => DESCRIBED_PLACEHOLDER.test(e.value));
  if (!placeholder) addToken((field.examples ??= []), f.value.trim(), evidence);
  // a placeholder that states the places (`<kWh/m², two decimals>`) says them as prose does
  const said = DESCRIBED_PLACEHOLDER.test(f.value.trim()) ? placesIn(f.value) : undefined;
  if (said !== undefined && said > 0 && (!field.shape || fromExamples)) field.shape = { value: { kind: 'decimal', places: said }, evidence: [{ ...evidence, via: 'placeholder' }] };
  else if (placeholder) {
    // no shape
  } else if (!field.shape) field.shape = { value: f.shape, evidence: [evidence] };
  else if (fromExamples && JSON.stringify(field.shape.value) === JSON.stringify(f.shape)) field.shape.evidence.push(evidence);
  // an example that shows the value's structure (`1,2,3`) says more than one that shows a single word (`3`)
  else if (fromExamples && field.shape.value.kind === 'word' && (f.shape.kind === 'list' || f.shape.kind === 'pair')) field.shape = { value: f.shape, evidence: [evidence] };
  // ... and a value shown as written (`date=2024-04-04`) says more than the text of a described placeholder
  // (`date=<the deadline as YYYY-MM-DD>`)
  else if (fromExamples && field.shape.value.kind === 'text' && f.shape.kind !== 'text' && describedOnly) field.shape = { value: f.shape, evidence: [evidence] };
  if (f.token) addToken(field.vocabulary, f.token, evidence);
}

/** `<total / served, rounded to two decimals>`: a placeholder that describes its value in words. */
const DESCRIBED_PLACEHOLDER = /^<[^<>]*\s[^<>]*>$/;

/** Adds a token to a vocabulary, merging evidence when it is already there. */
export function addToken(vocabulary: Demanded<string>[], token: string, evidence: Evidence): void {
  const known = vocabulary.find((v) => v.value === token);
  if (known) known.evidence.push(evidence);
  else vocabulary.push({ value: token, evidence: [evidence] });
}
