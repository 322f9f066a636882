// Shim inference: from an enforced Contract and a candidate's own recorded stdout, propose a spec that only re-expresses it.
// Pure. It reads the contract's keys, layout, shapes and vocabularies, never expected values or check results.
import type { Contract, Field, Layout, Shape } from '../contract/types.js';
import { compileShim } from './apply.js';
import { fits, splitOn } from '../contract/fits.js';
import { isSpecific, listSeparatorOf, pairSeparatorOf } from './shape.js';
import { describeTransform } from './spec.js';
import { NUMERIC_BOOLEANS, keySimilarity, synonymTargets } from './synonyms.js';
import { DEFAULT_LAYOUT, type ShimLayout, type ShimSpec, type Transform } from './types.js';

/** A proposed spec and why: one rationale line per transform, plus notes on what could not be repaired. */
export interface Inference {
  spec: ShimSpec;
  /** What inference saw but left alone (ambiguous renames, unmappable tokens), for the reviewer. */
  notes: string[];
}

type Observed = Map<string, string[]>;

/** Detects the layout of a candidate's stdout from its samples. */
export function detectLayout(samples: readonly string[]): ShimLayout {
  const texts = samples.filter((s) => s.trim() !== '');
  if (texts.length === 0) return DEFAULT_LAYOUT;
  const isObject = (s: string) => {
    try {
      const v: unknown = JSON.parse(s);
      return v !== null && typeof v === 'object' && !Array.isArray(v);
    } catch {
      return false;
    }
  };
  if (texts.every(isObject)) return { kind: 'json' };
  const lines = texts.flatMap((t) => t.split('\n')).map((l) => l.trimEnd()).filter((l) => l !== '');
  const share = (re: RegExp) => lines.filter((l) => re.test(l)).length / lines.length;
  if (share(/^\s*[A-Za-z_][\w.-]*=/) >= 0.5) {
    const manyPerLine = lines.some((l) => (l.match(/(^|\s)[A-Za-z_][\w.-]*=/g) ?? []).length >= 2);
    const spacedValues = lines.some((l) => /^\s*[A-Za-z_][\w.-]*=\S*\s+[^\s=]+(\s|$)/.test(l) && !/(^|\s)[A-Za-z_][\w.-]*=.*\s[A-Za-z_][\w.-]*=/.test(l));
    return { kind: 'fields', assign: '=', separator: manyPerLine || !spacedValues ? ' ' : '\n' };
  }
  if (share(/^[A-Za-z_][\w .-]*: /) >= 0.5) return { kind: 'fields', assign: ': ', separator: '\n' };
  if (share(/^[A-Za-z_][\w.-]*:\S/) >= 0.5) return { kind: 'fields', assign: ':', separator: ' ' };
  return { kind: 'lines' };
}

/** The shim layout matching an enforced contract layout, when a shim can produce it. */
function targetLayout(layout: Layout | undefined): ShimLayout | null {
  if (!layout) return null;
  if (layout.kind === 'json') return { kind: 'json' };
  if (layout.kind === 'lines') return { kind: 'lines' };
  if (layout.kind === 'fields') return { kind: 'fields', assign: layout.assign, separator: layout.separator === '\n' ? '\n' : ' ' };
  return null;
}

/**
 * Observes the values printed under each key, after `spec`. In a space-separated layout a value runs on over the
 * following tokens that have no key, as a scraping oracle (`/path=(.*)/`) would read it.
 */
function observe(samples: readonly string[], spec: ShimSpec): Observed {
  const shim = compileShim(spec);
  const conv = spec.transforms.find((t) => t.op === 'convert-layout');
  const layout = conv && conv.op === 'convert-layout' ? conv.to : (spec.layout ?? DEFAULT_LAYOUT);
  const seen: Observed = new Map();
  const add = (k: string, v: string) => {
    const list = seen.get(k) ?? [];
    list.push(v);
    seen.set(k, list);
  };
  for (const sample of samples) {
    const text = shim.document(sample);
    if (layout.kind === 'json') {
      try {
        const doc = JSON.parse(text) as Record<string, unknown>;
        for (const [k, v] of Object.entries(doc)) add(k, typeof v === 'string' ? v : JSON.stringify(v));
      } catch {
        // not JSON: nothing observed
      }
      continue;
    }
    if (layout.kind !== 'fields') continue;
    for (const line of text.split('\n')) {
      if (layout.separator === '\n') {
        const at = line.indexOf(layout.assign);
        if (at > 0) add(line.slice(0, at), line.slice(at + layout.assign.length).trimEnd());
        continue;
      }
      let current: { key: string; value: string } | null = null;
      for (const token of line.trim().split(/\s+/)) {
        if (token === '') continue;
        const at = token.indexOf(layout.assign);
        if (at > 0) {
          if (current) add(current.key, current.value);
          current = { key: token.slice(0, at), value: token.slice(at + layout.assign.length) };
        } else if (current) {
          current.value += ' ' + token;
        }
      }
      if (current) add(current.key, current.value);
    }
  }
  return seen;
}

/** The first whitespace-free part of a value, as a whitespace-splitting parser (`kv()`) reads it. */
function firstWord(value: string): string {
  return value.split(/\s+/)[0] ?? '';
}

function vocabularyOf(field: Field): string[] {
  return [...new Set(field.vocabulary.map((v) => v.value).filter((v) => !/\d/.test(v) && v.trim() !== ''))];
}

/** The token map that puts `values` into `field`'s vocabulary, or null when none is needed or it is not injective. */
function tokenMap(values: readonly string[], field: Field): { table: Record<string, string>; unmapped: string[] } | null {
  const vocabulary = vocabularyOf(field);
  if (vocabulary.length === 0) return null;
  const distinct = [...new Set(values)];
  const numericOnly = distinct.every((v) => NUMERIC_BOOLEANS.has(v));
  if (!numericOnly && field.shape && (field.shape.value.kind === 'integer' || field.shape.value.kind === 'number')) return null;
  const table: Record<string, string> = {};
  const unmapped: string[] = [];
  for (const token of distinct) {
    if (vocabulary.includes(token)) continue;
    if (NUMERIC_BOOLEANS.has(token) && !numericOnly) {
      unmapped.push(token);
      continue;
    }
    const targets = synonymTargets(token, vocabulary);
    if (targets.length === 1) table[token] = targets[0];
    else unmapped.push(token);
  }
  if (Object.keys(table).length === 0) return null;
  // a stable order whatever order the samples came in: by the enforced vocabulary, then by source token
  const ordered = Object.entries(table).sort(([a, x], [b, y]) => vocabulary.indexOf(x) - vocabulary.indexOf(y) || (a < b ? -1 : a > b ? 1 : 0));
  const sortedTable = Object.fromEntries(ordered);
  // injective over everything the candidate printed: no two printed tokens may end up the same
  const images = distinct.map((t) => table[t] ?? t);
  if (new Set(images).size !== images.length) return null;
  return { table: sortedTable, unmapped };
}

/** True when one printed value suits an enforced field: in its vocabulary (after the token map) or of its shape (after re-splitting). */
function valueSuits(v: string, field: Field, table: Record<string, string> | undefined): boolean {
  const shape = field.shape?.value;
  const vocabulary = vocabularyOf(field);
  const whole = shape !== undefined && (shape.kind === 'text' || (shape.kind === 'list' && shape.separator === ' '));
  const w = whole ? v : firstWord(v);
  if (vocabulary.includes(table?.[w] ?? w)) return true;
  if (!shape) return vocabulary.length === 0;
  if (shape.kind === 'list') return fitsList(v, shape) || listSeparatorOf([v], shape) !== null;
  return fits(w, shape);
}

/** True when every value printed under a key suits the field. */
function suits(values: readonly string[], field: Field): boolean {
  if (values.length === 0) return false;
  const table = tokenMap(values.map(firstWord), field)?.table;
  return values.every((v) => valueSuits(v, field, table));
}

/** True when the printed values show the field's specific trait (a list of two or more, a pair, a vocabulary token), not just any word. */
function exercised(values: readonly string[], field: Field): boolean {
  const shape = field.shape?.value;
  const table = tokenMap(values.map(firstWord), field)?.table;
  if (vocabularyOf(field).some((t) => values.some((v) => (table?.[firstWord(v)] ?? firstWord(v)) === t))) return true;
  if (shape?.kind === 'list') {
    const sep = listSeparatorOf(values, shape);
    return values.some((v) => (sep === null ? splitOn(v, shape.separator) : v.split(sep)).length >= 2);
  }
  return shape !== undefined && isSpecific(shape);
}

function fitsList(v: string, shape: Extract<Shape, { kind: 'list' }>): boolean {
  if (fits(v, shape)) return true;
  return shape.element.kind === 'pair' && pairSeparatorOf(splitOn(v, shape.separator), shape.element) !== null;
}

/**
 * Proposes a shim spec for one candidate of one operation.
 * @param contract the contract the operation's oracle enforces
 * @param samples the candidate's stdout, one string per time the oracle ran it
 */
export function inferShim(contract: Contract, samples: readonly string[]): Inference {
  const notes: string[] = [];
  const transforms: Transform[] = [];
  const rationale: string[] = [];
  let source = detectLayout(samples);
  const spec: ShimSpec = { transforms, rationale };
  if (JSON.stringify(source) !== JSON.stringify(DEFAULT_LAYOUT)) spec.layout = source;
  const push = (t: Transform, why: string) => {
    transforms.push(t);
    rationale.push(`${describeTransform(t)}: ${why}`);
  };

  const target = targetLayout(contract.layout?.value) ?? (contract.fields.some((f) => f.key !== null) ? DEFAULT_LAYOUT : null);
  if (!target) {
    notes.push('the oracle reads no keyed output layout a shim can produce; nothing proposed');
    return { spec, notes };
  }
  const keyed = contract.fields.filter((f): f is Field & { key: string } => f.key !== null && !/[.[\]]/.test(f.key));
  // `word count` lines are fields assigned by a space, one per line: nothing to convert
  if (source.kind === 'lines' && target.kind === 'fields' && target.assign.trim() === '' && target.separator === '\n') {
    source = target;
    spec.layout = target;
  }

  // 1. layout
  if (!sameLayout(source, target)) {
    const conversion = layoutConversion(source, target, keyed);
    if (conversion) push(conversion.transform, conversion.why);
    else if (!(source.kind === 'fields' && target.kind === 'fields' && source.assign === target.assign)) {
      notes.push(`the output is laid out as ${source.kind}, the oracle reads ${target.kind}; no conversion applies`);
      return { spec, notes };
    }
  }
  if (target.kind === 'lines') {
    // the oracle reads two or more line positions; the candidate prints its values on one line
    const positions = new Set(contract.fields.filter((f) => f.key === null && f.position).map((f) => f.position!.value));
    const texts = samples.map((s) => s.trim()).filter((s) => s !== '');
    const oneLine = texts.length > 0 && texts.every((t) => !t.includes('\n') && !t.includes('='));
    if (positions.size >= 2 && source.kind === 'lines' && oneLine && texts.some((t) => /\S\s+\S/.test(t))) {
      spec.layout = { kind: 'tokens', separator: ' ' };
      push(
        { op: 'convert-layout', from: spec.layout, to: { kind: 'lines' } },
        `the oracle reads ${positions.size} values by line position; the candidate prints its values on one line, separated by spaces`,
      );
    }
    return { spec, notes };
  }

  // 2. keys: rename an unread key onto each enforced key the candidate never prints (or prints in another shape)
  let observed = observe(samples, spec);
  const enforcedKeys = new Set(keyed.map((f) => f.key));
  const claimed = new Set<string>();
  for (const field of keyed) {
    const own = observed.get(field.key);
    // a printed key the oracle reads stays, unless it has a shape the oracle demands and no value has it (a count where a list is read)
    const misfit = own !== undefined && field.shape !== undefined && !own.some((v) => valueSuits(v, field, undefined));
    if (own && !misfit) continue;
    const options = [...observed.entries()]
      .filter(([k, values]) => !enforcedKeys.has(k) && !claimed.has(k) && suits(values, field))
      .map(([k, values]) => ({ key: k, similarity: keySimilarity(k, field.key), exercised: exercised(values, field) }));
    if (options.length === 0) {
      if (!own) notes.push(`no printed key has the shape of "${field.key}"`);
      continue;
    }
    const best = Math.max(...options.map((o) => o.similarity));
    const top = options.filter((o) => o.similarity === best);
    if (top.length !== 1) {
      notes.push(`"${field.key}" could be any of ${top.map((o) => o.key).join(', ')}; left alone`);
      continue;
    }
    if (best === 0 && !(options.length === 1 && top[0].exercised)) {
      notes.push(`"${top[0].key}" has the shape of "${field.key}" but nothing else links them; left alone`);
      continue;
    }
    const chosen = top[0].key;
    if (own) {
      const aside = `${field.key}_as_printed`;
      push({ op: 'rename-key', from: field.key, to: aside }, `the candidate's "${field.key}" does not have the shape the oracle reads (${shapeText(field)}); kept under another name`);
    }
    push(
      { op: 'rename-key', from: chosen, to: field.key },
      `the oracle reads "${field.key}" (${shapeText(field)}), which the candidate never prints in that shape; its unread "${chosen}" has that shape${best > 0 ? ` and a related name` : ' and is the only key that does'}`,
    );
    claimed.add(chosen);
    observed = observe(samples, spec);
  }

  // 3. values: tokens, list separators, pair separators
  for (const field of keyed) {
    const values = observed.get(field.key);
    if (!values) continue;
    const map = tokenMap(values.map(firstWord), field);
    if (map) {
      push({ op: 'map-tokens', key: field.key, table: map.table }, `the oracle compares "${field.key}" with ${vocabularyOf(field).map((v) => `\`${v}\``).join(', ')}; the candidate prints ${Object.keys(map.table).map((v) => `\`${v}\``).join(', ')} for the same answers (synonym table)`);
    }
    if (map?.unmapped.length) notes.push(`"${field.key}": no unique synonym for ${map.unmapped.join(', ')}`);
    const shape = field.shape?.value;
    if (shape?.kind === 'list') {
      const sep = listSeparatorOf(values, shape);
      if (sep !== null) {
        push({ op: 'resplit', key: field.key, from: sep, to: shape.separator }, `the oracle splits "${field.key}" on ${JSON.stringify(shape.separator)}; the candidate separates it with ${JSON.stringify(sep)}`);
        observed = observe(samples, spec);
      }
      if (shape.element.kind === 'pair') {
        const elements = (observed.get(field.key) ?? []).flatMap((v) => (v.trim() === '' ? [] : splitOn(v, shape.separator)));
        const inner = pairSeparatorOf(elements, shape.element);
        if (inner !== null) {
          push(
            { op: 'resplit', key: field.key, from: inner, to: shape.element.separator, level: 'element', within: shape.separator },
            `the oracle splits each element of "${field.key}" on ${JSON.stringify(shape.element.separator)}; the candidate joins pairs with ${JSON.stringify(inner)}`,
          );
        }
      }
      // a whitespace list in a whitespace-separated layout can only be read to the end of its line
      if (shape.separator === ' ' && target.kind === 'fields' && target.separator === ' ') {
        const last = samples.every((s) => lastKeyOnItsLine(compileShim(spec).document(s), field.key, target.assign));
        if (!last) push({ op: 'reorder', keys: [field.key], at: 'end' }, `"${field.key}" holds spaces, so it must end its line to be read whole`);
      }
    } else if (shape?.kind === 'pair') {
      const inner = pairSeparatorOf(values.map(firstWord), shape);
      if (inner !== null) push({ op: 'resplit', key: field.key, from: inner, to: shape.separator }, `the oracle splits "${field.key}" on ${JSON.stringify(shape.separator)}; the candidate uses ${JSON.stringify(inner)}`);
    }
  }

  // 4. order: only when the oracle demands positions
  const positioned = keyed.filter((f) => f.position !== undefined).sort((a, b) => a.position!.value - b.position!.value);
  if (positioned.length > 0) {
    const order = positioned.map((f) => f.key);
    const printed = samples.map((s) => keyOrder(compileShim(spec).document(s), target)).find((o) => o.length > 0) ?? [];
    const relevant = printed.filter((k) => order.includes(k));
    if (relevant.length > 1 && relevant.join('\0') !== order.filter((k) => relevant.includes(k)).join('\0')) {
      push({ op: 'reorder', keys: order }, `the oracle reads ${order.join(', ')} by position`);
    }
  }
  return { spec, notes };
}

function sameLayout(a: ShimLayout, b: ShimLayout): boolean {
  if (a.kind === 'fields' && b.kind === 'fields') return a.assign === b.assign && (a.separator === b.separator || b.separator === ' ');
  return a.kind === b.kind;
}

function shapeText(field: Field): string {
  const shape = field.shape?.value;
  const vocabulary = vocabularyOf(field);
  if (vocabulary.length && !shape) return `one of ${vocabulary.join(', ')}`;
  if (!shape) return 'any value';
  if (shape.kind === 'list') return `a list split on ${JSON.stringify(shape.separator)}${shape.element.kind === 'pair' ? ` of pairs joined by ${JSON.stringify(shape.element.separator)}` : ''}`;
  return shape.kind;
}

function layoutConversion(source: ShimLayout, target: ShimLayout, keyed: Field[]): { transform: Transform; why: string } | null {
  const lists = keyed.map((f) => f.shape?.value).filter((s): s is Extract<Shape, { kind: 'list' }> => s?.kind === 'list');
  const listSeparator = lists[0]?.separator;
  const pair = lists.map((l) => l.element).find((e): e is Extract<Shape, { kind: 'pair' }> => e.kind === 'pair');
  if (source.kind === 'json' && target.kind === 'fields') {
    return {
      transform: {
        op: 'convert-layout',
        from: source,
        to: target,
        ...(listSeparator !== undefined ? { listSeparator } : {}),
        ...(pair ? { pairSeparator: pair.separator } : {}),
      },
      why: 'the candidate prints a JSON object; the oracle reads key=value fields',
    };
  }
  if (source.kind === 'fields' && target.kind === 'json') {
    return {
      transform: { op: 'convert-layout', from: source, to: target, ...(listSeparator !== undefined ? { listSeparator } : {}) },
      why: 'the candidate prints key=value fields; the oracle parses JSON',
    };
  }
  if (source.kind === 'fields' && target.kind === 'fields') {
    return { transform: { op: 'convert-layout', from: source, to: target }, why: `the candidate assigns with ${JSON.stringify(source.assign)}; the oracle splits fields on ${JSON.stringify(target.assign)}` };
  }
  return null;
}

function lastKeyOnItsLine(text: string, key: string, assign: string): boolean {
  return text.split('\n').every((line) => {
    const tokens = line.trim().split(/\s+/);
    const at = tokens.findIndex((t) => t.startsWith(key + assign));
    return at < 0 || !tokens.slice(at + 1).some((t) => t.indexOf(assign) > 0);
  });
}

function keyOrder(text: string, layout: ShimLayout): string[] {
  if (layout.kind !== 'fields') return [];
  const keys: string[] = [];
  for (const token of layout.separator === '\n' ? text.split('\n') : text.split(/\s+/)) {
    const at = token.indexOf(layout.assign);
    if (at > 0) keys.push(token.slice(0, at));
  }
  return keys;
}
