// Round trip of the contract notation: parsing what was rendered gives back the publishable part of the contract.
import { describe, expect, it } from 'vitest';
import { fc, test as fcTest } from '@fast-check/vitest';
import { groupThousands, publishable, renderInputSection, renderOutputSection, renderShape } from '../../src/contract/render.js';
import { emptyContract, type Contract, type Evidence, type Field, type InputDemand, type Layout, type Shape } from '../../src/contract/types.js';
import { readStatementText } from '../../src/statement/read.js';
import { parseOutputNotation } from '../../src/statement/notation.js';

const ev: Evidence = { loc: { file: 'op/oracle.test.mjs', line: 1, column: 1 } };
const d = <T>(value: T) => ({ value, evidence: [ev] });

const sepArb = fc.constantFrom(' ', '\n', ',', ', ', ';', '->', '|', ':', '`', '');
const pairSepArb = fc.constantFrom('-', '->', ':', ' ', '..', '/', '\n', 'B');
const textArb = fc.string({ unit: fc.constantFrom('a', 'b', 'Z', '_', '-', ' ', '.', ',', '1', '9', '`', 'é', ':', '(', ')'), minLength: 0, maxLength: 8 });

const shapeArb: fc.Arbitrary<Shape> = fc.letrec<{ shape: Shape }>((tie) => ({
  shape: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant<Shape>({ kind: 'text' }),
    fc.constant<Shape>({ kind: 'word' }),
    fc.option(fc.boolean(), { nil: undefined }).map((signed): Shape => (signed === undefined ? { kind: 'integer' } : { kind: 'integer', signed })),
    fc.constant<Shape>({ kind: 'integer', signed: true, plus: true }),
    fc.option(fc.nat(12), { nil: undefined }).map((places): Shape => (places === undefined ? { kind: 'decimal' } : { kind: 'decimal', places })),
    fc.option(fc.nat(12), { nil: undefined }).map((places): Shape => (places === undefined ? { kind: 'decimal', plus: true } : { kind: 'decimal', places, plus: true })),
    fc.constant<Shape>({ kind: 'number' }),
    fc.constant<Shape>({ kind: 'json' }),
    fc.record({ source: fc.constantFrom('^[a-z]+$', 'a/b', '\\d{2,3}', 'x3', 'q`'), flags: fc.constantFrom('', 'i', 'gi') }).map((p): Shape => ({ kind: 'pattern', ...p })),
    fc.record({ separator: sepArb, element: tie('shape') }).map((l): Shape => ({ kind: 'list', ...l })),
    fc.record({ separator: pairSepArb, left: tie('shape'), right: tie('shape') }).map((p): Shape => ({ kind: 'pair', ...p })),
  ),
})).shape;

const layoutArb: fc.Arbitrary<Layout | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.record({ assign: fc.constantFrom('=', ':', ': ', ' = ', '`'), separator: sepArb }).map((l): Layout => ({ kind: 'fields', ...l })),
  fc.constant<Layout>({ kind: 'lines' }),
  sepArb.map((separator): Layout => ({ kind: 'tokens', separator })),
  fc.constant<Layout>({ kind: 'json' }),
  fc.constant<Layout>({ kind: 'text' }),
);

const fieldArb: fc.Arbitrary<Field> = fc
  .record({
    key: fc.option(textArb, { nil: null }),
    required: fc.boolean(),
    position: fc.option(fc.nat(20), { nil: undefined }),
    shape: fc.option(shapeArb, { nil: undefined }),
    vocabulary: fc.array(textArb, { maxLength: 4 }),
    caseInsensitive: fc.boolean(),
    magnitude: fc.option(fc.integer({ min: 0, max: 100000 }), { nil: undefined }),
  })
  .map((r) => {
    const f: Field = { key: r.key, presence: [ev], required: r.required, vocabulary: r.vocabulary.map(d) };
    if (r.position !== undefined) f.position = d(r.position);
    if (r.shape) f.shape = d(r.shape);
    if (r.caseInsensitive) f.caseInsensitive = [ev];
    if (r.magnitude !== undefined) f.magnitude = d(r.magnitude);
    return f;
  });

const whenArb = fc.option(fc.constantFrom('the input has a malformed line', 'malformed input line.', 'a line like `A B 3.5`', 'x. y', '  '), { nil: undefined });

const inputArb: fc.Arbitrary<InputDemand> = fc
  .record({
    channel: fc.constantFrom<InputDemand['channel']>('stdin', 'args'),
    lines: fc.array(
      fc.record({ parts: fc.array(shapeArb, { maxLength: 4 }), separator: sepArb, example: textArb, refused: fc.boolean() }),
      { maxLength: 3 },
    ),
    magnitude: fc.option(fc.integer({ min: 0, max: 40000 }), { nil: undefined }),
    size: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: undefined }),
    crlf: fc.boolean(),
    skipped: fc.subarray(['comments', 'header', 'blankLines'] as const),
  })
  .map((r) => {
    const demand: InputDemand = { channel: r.channel, lines: r.lines.map((l) => ({ ...l, evidence: [ev] })) };
    if (r.magnitude !== undefined) demand.magnitude = d(r.magnitude);
    if (r.size !== undefined) demand.size = d(r.size);
    if (r.crlf && r.channel === 'stdin') demand.crlf = [ev];
    if (r.channel === 'stdin') for (const k of r.skipped) demand[k] = [ev];
    return demand;
  });

const contractArb: fc.Arbitrary<Contract> = fc
  .record({
    layout: layoutArb,
    fields: fc.array(fieldArb, { maxLength: 5 }),
    exit: fc.array(fc.record({ status: fc.oneof(fc.constant<'nonzero'>('nonzero'), fc.nat(3)), when: whenArb }), { maxLength: 2 }),
    stderr: fc.array(
      fc.record({ expect: fc.constantFrom<'empty' | 'nonempty' | 'matches'>('empty', 'nonempty', 'matches'), pattern: fc.constantFrom('^error', 'bad/line', 'x`'), when: whenArb }),
      { maxLength: 2 },
    ),
    caseInsensitive: fc.boolean(),
    sortedLines: fc.boolean(),
    blankLineBlocks: fc.boolean(),
    fixedColumns: fc.array(fc.record({ start: fc.nat(120), width: fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }) }), { maxLength: 4 }),
    input: fc.array(inputArb, { maxLength: 2 }),
  })
  .map((r) => {
    const c = emptyContract('oracle', 'op/oracle.test.mjs');
    if (r.layout) c.layout = d(r.layout);
    c.fields = r.fields;
    c.exit = r.exit.map((e) => (e.when === undefined ? { status: e.status, evidence: [ev] } : { status: e.status, when: e.when, evidence: [ev] }));
    c.stderr = r.stderr.map((s) => ({ expect: s.expect, ...(s.expect === 'matches' ? { pattern: s.pattern } : {}), ...(s.when === undefined ? {} : { when: s.when }), evidence: [ev] }));
    if (r.caseInsensitive) c.caseInsensitive = [ev];
    if (r.sortedLines) c.sortedLines = [ev];
    if (r.blankLineBlocks) c.blankLineBlocks = [ev];
    if (r.fixedColumns.length) c.fixedColumns = { columns: r.fixedColumns.map(({ start, width }) => (width === undefined ? { start } : { start, end: start + width })), evidence: [ev] };
    c.input = r.input;
    return c;
  });

function statementOf(c: Contract): string {
  const input = renderInputSection(c);
  return `# Task\n\nDo the thing.\n\n${input ? `## Input\n\n${input}\n\n` : ''}## Output\n\n${renderOutputSection(c)}\n`;
}

describe('rendering and parsing the notation', () => {
  fcTest.prop([contractArb], { numRuns: 400 })('parse(render(c)) has the publishable part of c', (c) => {
    const read = readStatementText(statementOf(c), 'op/task.md');
    expect(read.problems).toEqual([]);
    expect(publishable(read)).toEqual(publishable(c));
  });

  fcTest.prop([contractArb])('rendering is a fixed point after one round trip', (c) => {
    const once = readStatementText(statementOf(c), 'op/task.md');
    expect(statementOf(once)).toBe(statementOf(c));
  });

  it('renders the field report example as a reader would write it', () => {
    const c = emptyContract('oracle', 'x');
    c.layout = d<Layout>({ kind: 'fields', assign: '=', separator: ' ' });
    c.fields = [
      { key: 'connected', presence: [ev], required: true, vocabulary: [d('yes'), d('no')] },
      { key: 'edges', presence: [ev], required: true, vocabulary: [], shape: d<Shape>({ kind: 'list', separator: ',', element: { kind: 'pair', separator: '-', left: { kind: 'word' }, right: { kind: 'word' } } }) },
      { key: 'value', presence: [ev], required: true, vocabulary: [d('3'), d('none')], shape: d<Shape>({ kind: 'integer' }), magnitude: d(31269) },
      { key: 'mults', presence: [ev], required: false, vocabulary: [], shape: d<Shape>({ kind: 'integer' }) },
    ];
    c.exit = [{ status: 0, evidence: [ev] }];
    c.stderr = [{ expect: 'empty', evidence: [ev] }];
    expect(renderOutputSection(c)).toBe(
      [
        'One line of `key=value` fields, separated by spaces, in any order.',
        '',
        '- `connected`: `yes` or `no`',
        '- `edges`: a list of pairs `A-B` of words separated by `,`',
        '- `value`: an integer, or `none`, up to 31,269 digits',
        '- `mults` (optional): an integer',
        '',
        'Exit status 0.',
        'Nothing on stderr.',
      ].join('\n'),
    );
  });

  it("publishes lines sorted alphabetically for a model sorted alphabetically, and no order for one sorted by the oracle's own comparator", () => {
    const c = emptyContract('oracle', 'x');
    c.layout = d<Layout>({ kind: 'lines' });
    c.modelOrder = { evidence: [ev], alphabetical: true };
    expect(renderOutputSection(c)).toContain('Lines are sorted alphabetically.');
    c.modelOrder = { evidence: [ev], alphabetical: false };
    expect(renderOutputSection(c)).not.toContain('sorted');
  });

  it('never publishes a token carrying a digit, nor a pattern with a literal digit', () => {
    const c = emptyContract('oracle', 'x');
    c.fields = [
      { key: 'count', presence: [ev], required: true, vocabulary: [d('3'), d('x2')], shape: d<Shape>({ kind: 'pattern', source: '^count=3$', flags: '' }) },
    ];
    const text = renderOutputSection(c);
    expect(text).not.toMatch(/[0-9]/);
    expect(text).toContain('- `count`');
  });

  it('writes a sign always written (`+3`, `+2.2`) in words that parse back, alone and in a list', () => {
    const cases: [Shape, string][] = [
      [{ kind: 'integer', signed: true, plus: true }, 'an integer with its sign always written'],
      [{ kind: 'decimal', places: 1, plus: true }, 'a decimal number with 1 digit after the point and its sign always written'],
      [{ kind: 'decimal', plus: true }, 'a decimal number with its sign always written'],
      [{ kind: 'list', separator: ',', element: { kind: 'decimal', places: 2, plus: true } }, 'a list of decimal numbers with 2 digits after the point and their sign always written separated by `,`'],
    ];
    for (const [shape, words] of cases) {
      expect(renderShape(shape)).toBe(words);
      const parsed = parseOutputNotation(`One JSON document.\n- \`a\`: ${words}\n`, { file: 'x', line: 1 });
      expect(parsed.ok && parsed.value.fields[0].shape?.value).toEqual(shape);
    }
  });

  it('writes mixed pairs and nested lists so that they parse back', () => {
    const shape: Shape = { kind: 'list', separator: ';', element: { kind: 'pair', separator: ':', left: { kind: 'word' }, right: { kind: 'decimal', places: 1 } } };
    expect(renderShape(shape)).toBe('a list of pairs `A:B` of a word and a decimal number with 1 digit after the point separated by `;`');
    const parsed = parseOutputNotation(`One JSON document.\n- \`a\`: ${renderShape(shape)}\n`, { file: 'x', line: 1 });
    expect(parsed.ok && parsed.value.fields[0].shape?.value).toEqual(shape);
  });
});

describe('the generator behind the round trip', () => {
  it('reaches shapes, tokens, nested lists and input lines often enough to mean something', () => {
    const sample = fc.sample(contractArb, { numRuns: 300, seed: 7 }).map((c) => publishable(c));
    const count = (p: (c: ReturnType<typeof publishable>) => boolean): number => sample.filter(p).length;
    expect(count((c) => c.fields.some((f) => f.shape && f.vocabulary.length > 0))).toBeGreaterThan(30);
    expect(count((c) => c.fields.some((f) => f.shape?.kind === 'list' || f.shape?.kind === 'pair'))).toBeGreaterThan(30);
    expect(count((c) => c.input.some((i) => i.lines.some((l) => l.parts.length > 1)))).toBeGreaterThan(30);
    expect(count((c) => c.exit.some((e) => e.when !== undefined))).toBeGreaterThan(30);
  });
});

describe('single lines for fix texts', () => {
  it('each renders one line of the notation that parses back', async () => {
    const { renderFieldBullet, renderLayoutLine, renderExitSentence, renderStderrSentence } = await import('../../src/contract/render.js');
    const layout: Layout = { kind: 'fields', assign: '=', separator: ' ' };
    const edges: Field = { key: 'edges', presence: [ev], required: true, vocabulary: [], shape: d<Shape>({ kind: 'list', separator: ',', element: { kind: 'pair', separator: '-', left: { kind: 'word' }, right: { kind: 'word' } } }) };
    const lines = [
      renderLayoutLine(layout),
      renderFieldBullet(edges, layout)!,
      renderExitSentence({ status: 'nonzero', when: 'the input has a malformed line.', evidence: [ev] }),
      renderStderrSentence({ expect: 'nonempty', when: 'the input has a malformed line', evidence: [ev] }),
    ];
    expect(lines).toEqual([
      'One line of `key=value` fields, separated by spaces, in any order.',
      '- `edges`: a list of pairs `A-B` of words separated by `,`',
      'Exit status non-zero when the input has a malformed line.',
      'An error message on stderr when the input has a malformed line.',
    ]);
    const parsed = parseOutputNotation(lines.join('\n'), { file: 'x', line: 1 });
    expect(parsed.ok).toBe(true);
    expect(renderFieldBullet({ ...edges, key: 'a`b' }, layout)).toBeUndefined();
  });
});

describe('numbers in the notation', () => {
  it.each([0, 7, 999, 1000, 31269, 4300, 1234567, -1000, 2 ** 53])('%d is grouped as en-US writes it', (n) => {
    expect(groupThousands(n)).toBe(n.toLocaleString('en-US', { useGrouping: true, maximumFractionDigits: 0 }));
  });
});
