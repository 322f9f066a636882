// Applies a shim spec to stdout text: parse by layout, re-express fields, render. Pure and import-free so the runtime starts fast.
import type { ConvertLayout, RuntimeSpec, ShimLayout, Transform } from './types.js';

interface Item {
  key: string | null;
  value: string;
  /** Whitespace before the item on its line (space-separated fields only). */
  pre: string;
}

interface Rec {
  items: Item[];
  /** The original line, returned as is when nothing in the record changed. */
  raw: string;
  changed: boolean;
}

const DEFAULT: ShimLayout = { kind: 'fields', assign: '=', separator: ' ' };

function parseLine(line: string, layout: ShimLayout): Rec {
  const rec: Rec = { items: [], raw: line, changed: false };
  if (layout.kind === 'lines') {
    rec.items.push({ key: null, value: line, pre: '' });
  } else if (layout.kind === 'tokens') {
    const values = layout.separator === ' ' ? line.trim().split(/[ \t]+/).filter((v) => v !== '') : line.split(layout.separator);
    for (const value of values) rec.items.push({ key: null, value, pre: '' });
  } else if (layout.kind === 'fields' && layout.separator === '\n') {
    const at = line.indexOf(layout.assign);
    rec.items.push(at > 0 ? { key: line.slice(0, at), value: line.slice(at + layout.assign.length), pre: '' } : { key: null, value: line, pre: '' });
  } else if (layout.kind === 'fields') {
    const parts = line.split(/(\s+)/);
    let pre = '';
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i];
      if (i % 2 === 1) {
        pre = part;
        continue;
      }
      if (part === '') continue;
      const at = part.indexOf(layout.assign);
      rec.items.push(at > 0 ? { key: part.slice(0, at), value: part.slice(at + layout.assign.length), pre } : { key: null, value: part, pre });
      pre = '';
    }
    // trailing whitespace stays on the line
    if (pre !== '') rec.items.push({ key: null, value: '', pre });
  }
  return rec;
}

function scalar(v: unknown, list: string, pair: string): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return v.map((e) => (Array.isArray(e) ? e.map((x) => scalar(x, list, pair)).join(pair) : scalar(e, list, pair))).join(list);
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

function parseJson(text: string, conv: ConvertLayout | undefined): Rec | null {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return null;
  }
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) return null;
  const list = conv?.listSeparator ?? ',';
  const pair = conv?.pairSeparator ?? '-';
  const items = Object.entries(doc as Record<string, unknown>).map(([key, v], i) => ({ key, value: scalar(v, list, pair), pre: i === 0 ? '' : ' ' }));
  return { items, raw: text, changed: true };
}

function jsonValue(value: string, list: string | undefined, pair: string | undefined): string {
  if (/^-?(0|[1-9]\d*)(\.\d+)?$/.test(value) || value === 'true' || value === 'false' || value === 'null') return value;
  if (list !== undefined && value.includes(list)) {
    return `[${value.split(list).map((e) => (pair !== undefined && e.includes(pair) ? `[${e.split(pair).map((x) => jsonValue(x, undefined, undefined)).join(',')}]` : jsonValue(e, undefined, undefined))).join(',')}]`;
  }
  return JSON.stringify(value);
}

function applyToItems(t: Transform, rec: Rec): void {
  switch (t.op) {
    case 'rename-key':
      for (const item of rec.items) if (item.key === t.from) ((item.key = t.to), (rec.changed = true));
      return;
    case 'map-tokens':
      for (const item of rec.items) {
        if (item.key === t.key && Object.prototype.hasOwnProperty.call(t.table, item.value)) {
          item.value = t.table[item.value];
          rec.changed = true;
        }
      }
      return;
    case 'resplit':
      for (const item of rec.items) {
        if (item.key !== t.key) continue;
        const next =
          t.level === 'element' && t.within !== undefined
            ? item.value.split(t.within).map((e) => e.split(t.from).join(t.to)).join(t.within)
            : item.value.split(t.from).join(t.to);
        if (next !== item.value) ((item.value = next), (rec.changed = true));
      }
      return;
    case 'reorder': {
      const picked = t.keys.flatMap((k) => rec.items.filter((i) => i.key === k));
      if (picked.length === 0) return;
      const rest = rec.items.filter((i) => !picked.includes(i));
      const next = t.at === 'end' ? [...rest.filter((i) => i.key !== null || i.value !== ''), ...picked] : [...picked, ...rest];
      if (next.some((item, i) => item !== rec.items[i])) {
        // keep the line's whitespace pattern: the first item gets no leading whitespace, the others at least one space
        const lead = rec.items[0]?.pre ?? '';
        next.forEach((item, i) => (item.pre = i === 0 ? lead : item.pre === '' ? ' ' : item.pre));
        rec.items = next;
        rec.changed = true;
      }
      return;
    }
    case 'convert-layout':
      return;
  }
}

function renderRecord(rec: Rec, layout: ShimLayout): string[] {
  if (!rec.changed) return [rec.raw];
  if (layout.kind === 'lines') return rec.items.map((i) => i.value);
  if (layout.kind === 'tokens') return [rec.items.map((i) => i.value).join(layout.separator)];
  if (layout.kind === 'fields' && layout.separator === '\n') return rec.items.map((i) => (i.key === null ? i.value : i.key + layout.assign + i.value));
  if (layout.kind === 'fields') return [rec.items.map((i) => i.pre + (i.key === null ? i.value : i.key + layout.assign + i.value)).join('')];
  return [rec.raw];
}

/** A compiled spec: per-line streaming when every transform is line-local, otherwise whole-output. */
export interface CompiledShim {
  /** True when lines can be transformed as they arrive (no JSON, no cross-line reorder or fields -> lines). */
  streaming: boolean;
  /** Streaming mode: the output lines for one input line (without its newline). */
  line(line: string): string[];
  /** Whole-output mode (always valid): the transformed text. */
  document(text: string): string;
}

/** Compiles a runtime spec. The spec is assumed valid (validated by spec.ts before it is handed to a launcher). */
export function compileShim(spec: RuntimeSpec): CompiledShim {
  const source = spec.layout ?? DEFAULT;
  const conv = spec.transforms.find((t): t is ConvertLayout => t.op === 'convert-layout');
  const target = conv?.to ?? source;
  const convIndex = conv ? spec.transforms.indexOf(conv) : -1;
  const oneFieldPerLine = (l: ShimLayout) => l.kind === 'fields' && l.separator === '\n';
  const crossLine = spec.transforms.some(
    (t, i) => t.op === 'reorder' && oneFieldPerLine(convIndex >= 0 && i > convIndex ? target : source),
  );
  const streaming =
    source.kind !== 'json' &&
    target.kind !== 'json' &&
    !(conv && target.kind === 'lines' && source.kind === 'fields') &&
    !(conv && target.kind === 'tokens' && source.kind !== 'tokens') &&
    !crossLine;
  let position = 0;

  function transformRecord(rec: Rec): void {
    spec.transforms.forEach((t) => {
      if (t.op !== 'convert-layout') return applyToItems(t, rec);
      if (t.from.kind === 'lines' && t.to.kind !== 'lines' && t.keys) {
        for (const item of rec.items) {
          if (item.key === null && item.value !== '' && position < t.keys.length) {
            item.key = t.keys[position++];
          }
        }
      }
      if (JSON.stringify(t.from) !== JSON.stringify(t.to)) rec.changed = true;
    });
  }

  function lineOut(line: string): string[] {
    const cr = line.endsWith('\r') ? '\r' : '';
    const rec = parseLine(cr ? line.slice(0, -1) : line, source);
    transformRecord(rec);
    return renderRecord(rec, target).map((l) => l + cr);
  }

  function document(text: string): string {
    position = 0;
    const trailing = text.endsWith('\n');
    const body = trailing ? text.slice(0, -1) : text;
    let rec: Rec | null;
    if (source.kind === 'json') {
      rec = parseJson(text, conv);
      if (rec === null) return text; // not a JSON object: nothing to re-express
      transformRecord(rec);
    } else if (streaming) {
      if (text === '') return text;
      return body.split('\n').flatMap(lineOut).join('\n') + (trailing ? '\n' : '');
    } else {
      if (text === '') return text;
      const recs = body.split('\n').map((l) => parseLine(l, source));
      // one record for the whole output: reorder and fields -> lines act across lines
      rec = { items: [], raw: text, changed: false };
      for (const r of recs) {
        if (source.kind === 'fields' && source.separator === ' ' && r.items.length > 0) r.items[0].pre = rec.items.length ? '\n' + r.items[0].pre : r.items[0].pre;
        rec.items.push(...r.items);
      }
      transformRecord(rec);
      if (!rec.changed) return text;
    }
    return renderWhole(rec, target, conv) + (target.kind === 'json' || trailing || source.kind === 'json' ? '\n' : '');
  }

  return { streaming, line: lineOut, document };
}

function renderWhole(rec: Rec, layout: ShimLayout, conv: ConvertLayout | undefined): string {
  if (layout.kind === 'json') {
    const seen = new Set<string>();
    const props: string[] = [];
    for (const item of rec.items) {
      if (item.key === null || seen.has(item.key)) continue;
      seen.add(item.key);
      props.push(`${JSON.stringify(item.key)}:${jsonValue(item.value, conv?.listSeparator, conv?.pairSeparator)}`);
    }
    return `{${props.join(',')}}`;
  }
  if (layout.kind === 'tokens') return rec.items.filter((i) => i.value !== '').map((i) => i.value).join(layout.separator);
  if (layout.kind === 'lines' && conv?.keys) {
    const ordered = conv.keys.flatMap((k) => rec.items.filter((i) => i.key === k));
    const rest = rec.items.filter((i) => !ordered.includes(i) && !(i.key === null && i.value === ''));
    return [...ordered, ...rest].map((i) => i.value).join('\n');
  }
  if (layout.kind === 'fields' && layout.separator === ' ') {
    // items carry their own whitespace, newlines included (see document())
    return rec.items.map((i, n) => (n === 0 ? '' : i.pre === '' ? ' ' : i.pre) + (i.key === null ? i.value : i.key + layout.assign + i.value)).join('');
  }
  return renderRecord(rec, layout).join('\n');
}
