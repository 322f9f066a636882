// unpublished-shape: a value's type, element shape, separator or decimal places that the statement never states (or states differently).
import { defineRule } from '../src/lint/rule.js';
import { describeShape, spelledByFedWords } from '../src/contract/diff.js';
import { pickLoc, listWords } from '../src/lint/locate.js';
import type { Shape, SourceLocation } from '../src/contract/types.js';
import { fieldFix } from '../src/lint/fix-text.js';
import { isLineStructure } from '../src/lint/line-structure.js';
import { separatorSilence } from '../src/lint/separator-conflicts.js';
import { unnamedMembers } from '../src/lint/unnamed-members.js';
import { roundingSaid } from '../src/lint/rounding-said.js';

/** How a model rounds, said: "rounded up to a whole number", "rounded to 2 decimals", "truncated to a whole number". */
function describeRounding(r: { places: number; how: string }): string {
  const to = r.places === 0 ? 'a whole number' : `${r.places} decimal${r.places === 1 ? '' : 's'}`;
  if (r.how === 'toFixed') return r.places === 0 ? 'rounded to a whole number' : `rounded to ${to}`;
  if (r.how === 'floor') return `rounded down to ${to}`;
  if (r.how === 'ceil') return `rounded up to ${to}`;
  if (r.how === 'trunc') return `truncated to ${to}`;
  return `rounded to ${to}`;
}

const listOfPairs = (shape: Shape): boolean => shape.kind === 'list' && shape.element.kind === 'pair';

/** A list or pair of plain values (words, numbers) split at whitespace or at newlines; `a:b c:d` has a structure of its own. */
function isWordsOrLines(shape: Shape): boolean {
  const plain = (s: Shape) => s.kind !== 'list' && s.kind !== 'pair' && s.kind !== 'json';
  if (shape.kind === 'list') return (shape.separator === ' ' || shape.separator === '\n') && plain(shape.element);
  if (shape.kind === 'pair') return (shape.separator === ' ' || shape.separator === '\n') && plain(shape.left) && plain(shape.right);
  return false;
}

export default defineRule({
  id: 'unpublished-shape',
  meta: {
    description: "The oracle demands a shape (list and separator, pair, decimal places, pattern, JSON) for a value that the statement never states, states more loosely, or contradicts.",
    severity: 'error',
    messages: {
      unpublished: 'The oracle reads `{{key}}` as {{demanded}}; the statement never says so. Publish: {{fix}}',
      weaker: 'The oracle reads `{{key}}` as {{demanded}}; the statement only shows {{published}}{{how}}. Publish: {{fix}}',
      contradicts: 'The oracle reads `{{key}}` as {{demanded}}; the statement says {{published}}{{how}}. Publish: {{fix}}',
      inputKeys: 'The oracle reads the values of keys named by the input ({{keys}}) as {{demanded}}; the statement never says so. Publish: {{fix}}',
      inputKeysWeaker: 'The oracle reads the values of keys named by the input ({{keys}}) as {{demanded}}; the statement only shows {{published}}{{how}}. Publish: {{fix}}',
      members: 'The oracle reads {{what}} as an object with the members {{members}}; the statement names `{{key}}` but none of its members. Publish: {{fix}}',
      clockParts: 'The oracle expects {{what}} written `{{expected}}`, with {{parts}} parts; every clock time the statement writes has another number ({{shown}}). Publish how such times are written.',
      clockPadding: 'The oracle expects {{what}} written `{{expected}}`, with a leading zero; no clock time the statement writes has one ({{shown}}). Publish: times are zero-padded (`HH:MM`).',
      rounding: 'The oracle compares `{{key}}` exactly with a value it computes {{rounded}}; the statement never says how `{{key}}` is rounded, so a program printing the exact value fails. Publish: `{{key}}` is {{rounded}}.',
    },
    docs: 'rules/docs/unpublished-shape.md',
  },
  check(ctx) {
    // a key two operations read as different types is one demand, reported by conflicting-key-type with this reading
    // as its fix; what a list of pairs adds (the parts and their separator) is left here
    // (but not a conflict of separators on a key the statement never names: see separatorSilence)
    const conflicted = new Set(ctx.suite.keyTypeConflicts.filter((c) => c.operations.some((o) => o.operation === ctx.operation) && !separatorSilence(ctx, c)).map((c) => c.key));
    type Diffed = (typeof ctx.diff.fields)[number];
    interface KeyGroup { keys: string[]; shape: Shape; published: Shape | undefined; viaExample: boolean; loc: SourceLocation | undefined; field?: Diffed; diff: Diffed['shape'] }
    const inputKeyed = new Map<string, KeyGroup>();
    const fedKeyed = new Map<string, KeyGroup>();
    // keys with a shape finding of their own (a rounding is said in the same finding's fix)
    const shaped = new Set<string | null>();
    const addTo = (groups: Map<string, KeyGroup>, id: string, key: string, s: Diffed['shape'], loc: SourceLocation | undefined, field?: Diffed) => {
      shaped.add(key);
      const group = groups.get(id);
      if (group) group.keys.push(key);
      else groups.set(id, { keys: [key], shape: s.enforced!.value, published: s.published?.value, viaExample: s.viaExample, loc, diff: s, ...(field ? { field } : {}) });
    };
    const reportField = (f: Diffed, s: Diffed['shape'], loc: SourceLocation | undefined) => {
      shaped.add(f.key);
      const fix = fieldFix(f.key, { shape: s.enforced!.value }, ctx.diff.layout.enforced?.value);
      ctx.report({
        messageId: s.status as 'unpublished' | 'weaker' | 'contradicts',
        data: {
          key: f.key ?? 'the value',
          demanded: describeShape(s.enforced!.value),
          published: s.published ? describeShape(s.published.value) : '',
          how: s.viaExample ? ' (in an example)' : '',
          fix,
        },
        key: f.key,
        loc,
        statementLoc: pickLoc(s.published?.evidence) ?? f.keyStatementLoc ?? null,
        fix,
      });
    };
    // clock times in a form the statement never writes (`1:05:00` beside `MM:SS`); such a key's padding pattern
    // (`^\d{1}:\d{2}:\d{2}$`) is that same demand, not another
    const clocked = new Set<string | null>();
    for (const c of ctx.diff.clockForms) {
      clocked.add(c.key);
      ctx.report({
        messageId: c.why === 'parts' ? 'clockParts' : 'clockPadding',
        data: { what: c.key === null ? 'a time' : `\`${c.key}\``, expected: c.expected, parts: String(c.expected.split(':').length), shown: listWords(c.shown) },
        key: c.key,
        loc: pickLoc(c.evidence, ctx.enforced.file),
      });
    }
    for (const f of ctx.diff.fields) {
      const s = f.shape;
      if (!s.enforced || (s.status !== 'unpublished' && s.status !== 'weaker' && s.status !== 'contradicts')) continue;
      if (clocked.has(f.key) && s.enforced.value.kind === 'pattern') continue;
      // how a positional line splits into parts is reported once, by unpublished-layout
      if (isLineStructure(f.key, s.enforced.value, ctx.diff.layout.enforced?.value, f.published !== undefined)) continue;
      // ... and a line cut into its words (a row `H2 15 7 3.5`, `Alice Bob`), or the output cut into lines, is the layout
      // the statement's example lines show, not a value of a shape of its own
      if (f.key === null && isWordsOrLines(s.enforced.value)) continue;
      // ... and so is a JSON document on each line where the statement says JSON: JSON Lines against one document is
      // that layout's finding, not a shape of each line
      if (f.key === null && s.enforced.value.kind === 'json' && ctx.diff.layout.published?.value.kind === 'json' && ctx.diff.layout.status !== 'agree') continue;
      if (f.key !== null && conflicted.has(f.key) && !listOfPairs(s.enforced.value)) continue;
      const loc = pickLoc(s.enforced.evidence, ctx.enforced.file);
      // keys taken from the input (account names) are one kind of value: one finding for each shape and place
      const id = `${describeShape(s.enforced.value)}\0${loc ? `${loc.file}:${loc.line}:${loc.column}` : ''}`;
      if (f.key !== null && f.keyStatus === 'input-bound') {
        addTo(inputKeyed, id, f.key, s, loc);
        continue;
      }
      // ... and so are keys spelled like words the oracle feeds (`silica` of `silica 27.3`), where an example shows them,
      // when two or more of them are read alike at one place (one such key alone may be a word the input also uses)
      if (f.key !== null && spelledByFedWords(f.key, ctx.diff.fedWords)) {
        addTo(fedKeyed, id, f.key, s, loc, f);
        continue;
      }
      reportField(f, s, loc);
    }
    // a value compared exactly with one the oracle rounds (`Math.ceil` in a model) must be rounded the same way; the
    // statement's example may happen to show a whole number without saying so
    for (const f of ctx.diff.fields) {
      const r = f.enforced.rounded;
      if (!r || f.key === null || shaped.has(f.key) || clocked.has(f.key) || conflicted.has(f.key) || f.keyStatus === 'unpublished' || f.keyStatus === 'input-bound') continue;
      if (roundingSaid(ctx.published, f.key, f.published, r.value.places)) continue;
      ctx.report({
        messageId: 'rounding',
        data: { key: f.key, rounded: describeRounding(r.value) },
        key: f.key,
        loc: pickLoc(r.evidence, ctx.enforced.file),
        statementLoc: f.keyStatementLoc ?? null,
      });
    }
    for (const [id, group] of fedKeyed) {
      const same = inputKeyed.get(id);
      if (same) same.keys.push(...group.keys);
      else if (group.keys.length >= 2) inputKeyed.set(id, group);
      else reportField(group.field!, group.diff, group.loc);
    }
    for (const [key, members] of unnamedMembers(ctx.diff)) {
      const names = [...new Set(members.map((m) => m.key!.slice(key.length).replace(/^(?:\[\])*\./, '')))];
      const fix = members.map((m) => fieldFix(m.key, { shape: m.enforced.shape?.value }, ctx.diff.layout.enforced?.value)).join('\n');
      ctx.report({
        messageId: 'members',
        data: { what: members[0]!.key!.startsWith(`${key}[]`) ? `each element of \`${key}\`` : `\`${key}\``, members: listWords(names), key, fix },
        key,
        loc: pickLoc(members.flatMap((m) => m.enforced.presence), ctx.enforced.file),
        statementLoc: ctx.diff.fields.find((f) => f.key === key)?.keyStatementLoc ?? null,
        fix,
      });
    }
    for (const { keys, shape, published, viaExample, loc } of inputKeyed.values()) {
      const fix = fieldFix(null, { shape }, ctx.diff.layout.enforced?.value);
      ctx.report({
        messageId: published ? 'inputKeysWeaker' : 'inputKeys',
        data: { keys: listWords(keys), demanded: describeShape(shape), published: published ? describeShape(published) : '', how: viaExample ? ' (in an example)' : '', fix },
        key: null,
        loc,
        statementLoc: null,
        fix,
      });
    }
  },
});
