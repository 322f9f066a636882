// The statement's example blocks read the way the oracle reads stdout. A program that prints like an example is parsed
// by the oracle's own layout; when that gives its checks the values they read, in the shapes they demand, the example
// has published that layout and those shapes, whatever the statement reader took the block for.
import { demandsPadding, fits, isInformativeShape, showsShape, splitOn } from './fits.js';
import type { Contract, Demanded, Field, Layout, Shape, ShownBlock } from './types.js';

/** One value a block shows, as the oracle's layout cuts it out. */
export interface ShownValue {
  /** The key (fields), the property path (JSON) or null (lines, tokens). */
  key: string | null;
  /** 0-based position among the values of its kind (keyed or positional) in the block. */
  position: number;
  value: string;
}

/** A fixed-width digit group in a regex source that is not decimal places (`\d{2}` but not `\.\d{2}`). */
const PADDING_GROUP = /(?<!\\\.)\\d\{[2-9]\}/;

/** `...` or `…` standing for values the example leaves out. */
export const ELISION = /^(?:\.{3}|\u2026)$/;

function bodyLines(block: ShownBlock): string[] {
  return block.lines.map((l) => l.text).filter((t) => t.trim() !== '');
}

/** The values `block` shows when parsed with `layout`; null when the block cannot be read that way at all (JSON that does not parse). */
export function readAs(block: ShownBlock, layout: Layout): ShownValue[] | null {
  const lines = bodyLines(block);
  switch (layout.kind) {
    case 'text':
      return [{ key: null, position: 0, value: lines.join('\n') }];
    case 'lines':
      return lines.map((t, position) => ({ key: null, position, value: t.trim() }));
    case 'tokens':
      return splitOn(lines.map((t) => t.trim()).join('\n'), layout.separator)
        .map((t) => t.trim())
        .filter((t) => t !== '' && !ELISION.test(t))
        .map((value, position) => ({ key: null, position, value }));
    case 'fields':
      return readFields(lines, layout.assign, layout.separator);
    case 'json':
      return readJson(lines.join('\n'));
  }
}

function readFields(lines: string[], assign: string, separator: string): ShownValue[] {
  const parts = separator === ' ' ? lines.join('\n').trim().split(/\s+/) : separator === '\n' ? lines : lines.flatMap((l) => l.split(separator));
  // `key: value` and `key:value` are one layout; a blank assign (`name value` lines) is the first run of whitespace
  const sign = assign.trim();
  const values: ShownValue[] = [];
  for (const raw of parts) {
    const part = raw.trim();
    if (part === '' || ELISION.test(part)) continue;
    const at = sign === '' ? part.search(/\s/) : part.indexOf(sign);
    // a part without the assign sign is no field to a key=value parser (it skips it, or keeps it as a value without key)
    if (at <= 0) continue;
    const value = part.slice(at + sign.length).trim();
    values.push({ key: part.slice(0, at).trim(), position: values.length, value });
  }
  return values;
}

/** `{"a": 1, ...}`, `[1, 2, …]`: an elision inside an object or array, dropped with its comma before JSON.parse. */
export const JSON_ELISION = /,\s*(?:\.{3}|\u2026)(?=\s*[}\]])|(?:\.{3}|\u2026)\s*,?/g;

function readJson(text: string): ShownValue[] | null {
  let doc: unknown;
  try {
    doc = JSON.parse(text.replace(JSON_ELISION, ''));
  } catch {
    return null;
  }
  // numbers as written (`36.0`, which JSON.parse makes 36), by member name in the order they appear
  const written = new Map<string, string[]>();
  for (const m of text.matchAll(/"((?:[^"\\]|\\.)*)"\s*:\s*(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g)) {
    const list = written.get(m[1]!);
    if (list) list.push(m[2]!);
    else written.set(m[1]!, [m[2]!]);
  }
  const values: ShownValue[] = [];
  const visit = (value: unknown, path: string, depth: number, member: string): void => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && depth < 4) {
      for (const [k, v] of Object.entries(value)) visit(v, path ? `${path}.${k}` : k, depth + 1, k);
    } else if (Array.isArray(value) && depth < 5) {
      for (const el of value) visit(el, `${path}[]`, depth + 1, '');
    }
    const asWritten = typeof value === 'number' && member !== '' ? written.get(member)?.shift() : undefined;
    if (path) values.push({ key: path, position: values.length, value: typeof value === 'string' ? value : (asWritten ?? JSON.stringify(value)) });
  };
  visit(doc, '', 0, '');
  return values;
}

/** The values of `block` that stand for `field`, read with the enforced layout: same key, or same position for a keyless one. */
function valuesFor(field: Field, values: readonly ShownValue[]): ShownValue[] {
  if (field.key !== null) return values.filter((v) => v.key === field.key);
  const position = field.position?.value;
  return values.filter((v) => v.key === null && (position === undefined || v.position === position));
}

/**
 * What a value shown for `field` says: `misfits` when it lacks a shape the oracle demands (anything stricter than a word),
 * `fits` when it has a shape that says something (structure, places, a pattern) or is a literal the oracle compares, else
 * `neutral` (a number fits an integer demand, but so does any input number).
 */
function verdict(field: Field, value: string): 'fits' | 'misfits' | 'neutral' {
  const shape = field.shape?.value;
  if (shape && shape.kind !== 'text' && shape.kind !== 'word' && !fits(value, shape)) return 'misfits';
  if (shape && (isInformativeShape(shape) || shape.kind === 'pattern')) return 'fits';
  if (field.vocabulary.some((t) => t.value === value)) return 'fits';
  return 'neutral';
}

/**
 * The example blocks a reader may copy the output from: all but those the statement shows as input, except under a keyed
 * layout: a block that holds the keys the oracle reads is output, whatever the prose before it seemed to say ("For an
 * old file holding ..."), since input rarely spells the output's keys.
 */
function outputBlocks(published: Contract, layout: Layout): ShownBlock[] {
  const keyed = layout.kind === 'fields' || layout.kind === 'json';
  return (published.blocks ?? []).filter((b) => keyed || b.kind !== 'input');
}

/**
 * The first example block that, parsed with the oracle's layout, gives its checks values they read and no value in a
 * shape they refuse: a program printing like it is read the way the oracle reads. Keyed layouts must find a key the
 * oracle reads; positional ones a value that fits an informative shape (or equals a literal the oracle compares), on
 * as many lines or tokens as the oracle reads.
 */
export function blockShowingLayout(enforced: Contract, published: Contract): ShownBlock | undefined {
  const layout = enforced.layout?.value;
  if (!layout) return undefined;
  const keyed = layout.kind === 'fields' || layout.kind === 'json';
  const read = enforced.fields.filter((f) => (keyed ? f.key !== null : f.key === null));
  if (read.length === 0) return undefined;
  const positions = new Set(read.map((f) => f.position?.value ?? 0));
  return outputBlocks(published, layout).find((block) => {
    const values = readAs(block, layout);
    if (!values) return false;
    let hits = 0;
    let misfits = 0;
    for (const field of read) {
      for (const v of valuesFor(field, values)) {
        const said = verdict(field, v.value);
        if (said === 'misfits') misfits++;
        else if (keyed || said === 'fits') hits++;
      }
    }
    // most values fit: the analysis may see a line the oracle sets aside (a summary line it pops) as one more value
    if (hits === 0 || misfits >= hits) return false;
    // the separator between fields shows only between two of them (`index:3` alone does not show `;`)
    if (layout.kind === 'fields') return hits >= Math.min(read.length, 2);
    return keyed || values.filter((v) => v.key === null).length >= Math.min(positions.size, 2);
  });
}

/**
 * True when example blocks, read with the oracle's layout, show values for `field` and every one has `shape`, one of
 * them showing its structure (a list's separator between two elements). The reader copies that notation.
 */
export function blocksShowShape(field: Field, demanded: Demanded<Shape>, enforced: Contract, published: Contract, contradicted = false): boolean {
  const shape = demanded.value;
  const layout = enforced.layout?.value;
  // a pattern is shown by values that match it; a fixed-width digit group (`^\d{2}$`) other than decimal places only by
  // a value that has the padding (`08:20`; `14` matches without showing it); a plain number is shown by numbers where
  // the statement reader saw something else (`20,0.25,2` taken for one list where the oracle splits it into three)
  const numberShown = contradicted && (shape.kind === 'number' || shape.kind === 'integer');
  const padded = shape.kind === 'pattern' && PADDING_GROUP.test(shape.source);
  if (!layout || (!isInformativeShape(shape) && !numberShown && shape.kind !== 'pattern')) return false;
  const same = JSON.stringify(shape);
  // a keyless value stands for every line (or token) the oracle reads in the same shape: the example's lines are all of them
  const like = field.key !== null ? [field] : enforced.fields.filter((f) => f.key === null && JSON.stringify(f.shape?.value) === same);
  const shown = outputBlocks(published, layout).flatMap((block) => {
    const values = readAs(block, layout) ?? [];
    return like.flatMap((f) => valuesFor(f, values));
  });
  const fitting = shown.filter((v) => fits(v.value, shape));
  // a value the oracle compares with as it is (`impossible` beside a `kegs=3 k50=2` line its pattern matches) is another
  // answer it accepts, not a value that misses the shape
  // (nor is a line of placeholders, `kegs=<total> k50=<count>`: it names values without showing one)
  const alternatives = new Set(like.flatMap((f) => f.vocabulary.map((t) => t.value)));
  const missing = shown.filter((v) => !fits(v.value, shape) && !alternatives.has(v.value.trim()) && !PLACEHOLDER.test(v.value)).length;
  // most values fit, as above; one of them shows the structure (a list's separator between two elements)
  if (fitting.length === 0 || fitting.length <= missing) return false;
  if (shape.kind === 'list') return fitting.some((v) => splitOn(v.value, shape.separator).length > 1);
  if (!fitting.some((v) => showsShape(v.value, shape, demandsPadding(demanded)))) return false;
  return !padded || fitting.some((v) => ZERO_PADDED.test(v.value));
}

/** A placeholder in an example line (`<total>`). */
const PLACEHOLDER = /<[^<>\s][^<>]*>/;

/** A digit run that starts with a zero and goes on (`08`, `007`): the padding of a fixed-width number shown. */
const ZERO_PADDED = /(?<![\d.])0\d/;
