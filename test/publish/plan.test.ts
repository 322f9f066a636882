// planPublish: what it writes into a statement, what it leaves byte-identical, what it withholds.
import { describe, expect, it } from 'vitest';
import { planPublish } from '../../src/publish/plan.js';
import { findKeyTypeConflicts } from '../../src/contract/conflicts.js';
import { emptyContract, type Contract, type Evidence, type Field, type Shape } from '../../src/contract/types.js';
import { readStatementText } from '../../src/statement/read.js';
import { locateSections } from '../../src/statement/sections.js';

const ev: Evidence = { loc: { file: 'op/oracle.test.mjs', line: 3, column: 5 }, via: 'assert' };
const d = <T>(value: T) => ({ value, evidence: [ev] });
const field = (key: string, extra: Partial<Field> = {}): Field => ({ key, presence: [ev], required: true, vocabulary: [], ...extra });

function enforcedConnected(): Contract {
  const c = emptyContract('oracle', 'op/oracle.test.mjs');
  c.layout = d({ kind: 'fields', assign: '=', separator: ' ' } as const);
  c.fields = [field('connected', { vocabulary: [d('yes'), d('no')] }), field('components', { shape: d<Shape>({ kind: 'integer' }) })];
  return c;
}

function plan(text: string, enforced = enforcedConnected(), operation = 'op', conflicts = findKeyTypeConflicts(new Map([[operation, enforced]])), resolve = {}) {
  return planPublish({ text, operation, enforced, published: readStatementText(text, 'op/task.md'), conflicts, resolve });
}

const NOTATION = [
  'One line of `key=value` fields, separated by spaces, in any order.',
  '',
  '- `connected`: `yes` or `no`',
  '- `components`: an integer',
].join('\n');

/** The text outside the Output section, before and after it. */
function outside(text: string): [string, string] {
  const s = locateSections(text).sections.find((x) => x.kind === 'output')!;
  return [text.slice(0, s.bodyStart), text.slice(s.end)];
}

describe('planPublish', () => {
  it('keeps a prose Output section and writes the notation after its prose', () => {
    const text = '# Connected\n\nDecide.\n\n## Output\n\nPrint `connected` and `components`.\n\n## Notes\n\nNone.\n';
    const p = plan(text);
    expect(p.newText).toBe(`# Connected\n\nDecide.\n\n## Output\n\nPrint \`connected\` and \`components\`.\n\n${NOTATION}\n\n## Notes\n\nNone.\n`);
    expect(p.changed).toBe(true);
  });

  it('replaces an existing notation block and nothing else', () => {
    const text = '# C\n\n## Output\n\nProse stays.\n\nOne value per line.\n\n- line 1: a word\n\n## Notes\n\nEnd.\n';
    expect(plan(text).newText).toBe(`# C\n\n## Output\n\nProse stays.\n\n${NOTATION}\n\n## Notes\n\nEnd.\n`);
  });

  it('inserts an Output section after the description when there is none', () => {
    const text = '# C\n\nDecide.\n\n## Notes\n\nEnd.\n';
    expect(plan(text).newText).toBe(`# C\n\nDecide.\n\n## Output\n\n${NOTATION}\n\n## Notes\n\nEnd.\n`);
  });

  it('inserts an Output section at the end of a statement without sections, keeping the missing final newline missing', () => {
    expect(plan('# C\n\nDecide.').newText).toBe(`# C\n\nDecide.\n\n## Output\n\n${NOTATION}`);
    expect(plan('# C\n\nDecide.\n').newText).toBe(`# C\n\nDecide.\n\n## Output\n\n${NOTATION}\n`);
  });

  it('writes an Input section before the Output section', () => {
    const e = enforcedConnected();
    e.input = [{ channel: 'stdin', lines: [{ parts: [{ kind: 'word' }, { kind: 'word' }], separator: ' ', example: 'A B', evidence: [ev] }] }];
    const text = '# C\n\nDecide.\n\n## Output\n\nPrint it.\n';
    expect(plan(text, e).newText).toBe(
      `# C\n\nDecide.\n\n## Input\n\nLines on stdin:\n- a word and a word, separated by spaces, like \`A B\`.\n\n## Output\n\nPrint it.\n\n${NOTATION}\n`,
    );
  });

  it('is idempotent: publishing what it wrote changes nothing', () => {
    const text = '# C\n\nDecide.\n\n## Output\n\nPrint `connected` as `yes` or `no`.\n\n```\nconnected=yes components=1\n```\n';
    const once = plan(text).newText;
    const twice = plan(once);
    expect(twice.changed).toBe(false);
    expect(twice.newText).toBe(once);
  });

  it.each([
    ['Windows line endings', '# Connected\r\n\r\nDécidez, s’il vous plaît — 連結.\r\n\r\n## Output\r\n\r\nPrint it.\r\n\r\n## Notes\r\n\r\nFin.\r\n'],
    ['no final newline', '# Connected\n\nDecide.\n\n## Output\n\nPrint it.\n\n## Notes\n\nThe end, no newline'],
    ['Output last, CRLF, no final newline', '# C\r\n\r\nÄ ö ü 🙂\r\n\r\n## Output\r\n\r\nPrint it.'],
    ['non-ASCII and a BOM', '\uFEFF# Grafo\n\nDecide si el grafo está conectado. ✓\n\n## Output\n\nImprime `connected`.\n\n## Notas\n\n¿Y qué? 🙂\n'],
  ])('leaves everything outside the Output section byte-identical (%s)', (_name, text) => {
    const p = plan(text);
    expect(p.changed).toBe(true);
    expect(outside(p.newText)).toEqual(outside(text));
    expect(Buffer.from(outside(p.newText).join('')).equals(Buffer.from(outside(text).join('')))).toBe(true);
    const crlf = text.includes('\r\n');
    const section = p.newText.slice(locateSections(p.newText).sections[0].bodyStart);
    // the section it writes uses the statement's line endings
    if (crlf) expect(section.replace(/\r\n/g, '')).not.toContain('\n');
    // and a second publish changes nothing
    expect(plan(p.newText).changed).toBe(false);
  });

  it('withholds a key two operations read with different types, and reports it', () => {
    const mst = enforcedConnected();
    mst.fields.push(field('edges', { shape: d<Shape>({ kind: 'list', separator: ',', element: { kind: 'pair', separator: '-', left: { kind: 'word' }, right: { kind: 'word' } } }) }));
    const links = emptyContract('oracle', 'links/oracle.test.mjs');
    links.layout = mst.layout;
    links.fields = [field('edges', { shape: d<Shape>({ kind: 'integer' }) })];
    const conflicts = findKeyTypeConflicts(new Map([['mst', mst], ['links', links]]));
    expect(conflicts.map((c) => [c.key, c.readings.map((r) => r.operation)])).toEqual([['edges', ['mst', 'links']]]);

    const text = '# MST\n\n## Output\n\nPrint it.\n';
    const withheld = plan(text, mst, 'mst', conflicts);
    expect(withheld.newText).not.toContain('`edges`');
    expect(withheld.conflicts.map((c) => [c.key, c.resolvedBy])).toEqual([['edges', undefined]]);

    // the configuration says mst's reading is right: mst publishes it, links still withholds its own reading
    const resolved = plan(text, mst, 'mst', conflicts, { edges: 'mst' });
    expect(resolved.newText).toContain('- `edges`: a list of pairs `A-B` of words separated by `,`');
    expect(resolved.conflicts).toEqual([]);
    const other = plan(text, links, 'links', conflicts, { edges: 'mst' });
    expect(other.newText).not.toContain('`edges`');
    expect(other.conflicts.map((c) => [c.key, c.resolvedBy])).toEqual([['edges', 'mst']]);
  });

  it('a list split on `,` in one operation and on spaces in another is no conflict for publish (each statement gets its own separator); lint counts it', () => {
    const a = emptyContract('oracle', 'a');
    a.fields = [field('path', { shape: d<Shape>({ kind: 'list', separator: ',', element: { kind: 'word' } }) })];
    const b = emptyContract('oracle', 'b');
    b.fields = [field('path', { shape: d<Shape>({ kind: 'list', separator: ' ', element: { kind: 'word' } }) })];
    expect(findKeyTypeConflicts(new Map([['a', a], ['b', b]]), { separators: false })).toEqual([]);
    expect(findKeyTypeConflicts(new Map([['a', a], ['b', b]])).map((c) => c.key)).toEqual(['path']);
  });

  it('publishes shapes, never values bound to an input', () => {
    const e = enforcedConnected();
    e.fields.push(field('count', { shape: d<Shape>({ kind: 'integer' }), vocabulary: [d('3')], magnitude: d(2) }));
    e.fields.push(field('value', { shape: d<Shape>({ kind: 'integer' }), magnitude: d(31269), vocabulary: [d('none')] }));
    e.fields.push(field('cat', { shape: d<Shape>({ kind: 'integer' }) }));
    e.fields.push({ key: null, presence: [ev], required: true, vocabulary: [d('Khoor, Zruog!'), d('zab')] });
    e.input = [{ channel: 'stdin', lines: [{ parts: [{ kind: 'word' }, { kind: 'word' }], separator: ' ', example: 'the cat', evidence: [ev] }] }];
    const out = plan('# T\n\n## Output\n\nPrint it.\n', e).newText;
    expect(out).toContain('- `count`: an integer\n');
    expect(out).toContain('- `value`: an integer, or `none`, up to 31,269 digits\n');
    expect(out).not.toContain('`cat`');
    expect(out).not.toContain('Khoor');
    expect(out).not.toContain('zab');
    expect(out.slice(out.indexOf('One line of'))).not.toMatch(/`[^`]*[0-9][^`]*`/);
  });

  it('keeps what the statement publishes and the oracle does not contradict; drops contradicted tokens', () => {
    const e = enforcedConnected();
    e.fields[0].vocabulary = [d('yes')];
    const kept = plan('# T\n\n## Output\n\n`connected` is `yes` or `no`; `extra` is also printed.\n\n```\nconnected=yes components=1 extra=a\n```\n', e).newText;
    expect(kept).toContain('- `connected`: `yes` or `no`\n');
    expect(kept).toContain('- `extra`\n');
    const contradicted = plan('# T\n\n## Output\n\n`connected` is `true` or `false`.\n', e).newText;
    expect(contradicted).toContain('- `connected`: `yes`\n');
  });

  it('leaves a statement whose notation does not parse untouched, and says where', () => {
    const text = '# T\n\n## Output\n\nOne value per line.\n\n- line 1: an integr\n';
    const p = plan(text);
    expect(p.changed).toBe(false);
    expect(p.newText).toBe(text);
    expect(p.blocked?.loc).toEqual({ file: 'op/task.md', line: 7, column: 11 });
  });
});
