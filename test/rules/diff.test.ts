// The contract diff's relations (shapes, layouts, separators) and its purity on generated contracts.
// (Cross-operation key conflicts come from src/contract/conflicts.ts; the conflicting-key-type rule tests cover their use.)
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { diffContracts, inputSignature, layoutRelation, separatorAccepts, shapeRelation } from '../../src/contract/diff.js';
import type { Layout, Shape } from '../../src/contract/types.js';
import { deepFreeze } from '../../src/lint/run-rules.js';
import { int, oracle, pairList, statement, word } from './build.js';

const list = (separator: string, element: Shape): Shape => ({ kind: 'list', separator, element });

describe('shapeRelation(enforced, published)', () => {
  const table: [string, Shape, Shape, ReturnType<typeof shapeRelation>][] = [
    ['text accepts anything', { kind: 'text' }, pairList, 'agree'],
    ['word vs integer', word, int, 'agree'],
    ['word vs free text', word, { kind: 'text' }, 'weaker'],
    ['integer vs list', int, pairList, 'contradicts'],
    ['list vs integer', pairList, int, 'contradicts'],
    ['integer vs decimal with places', int, { kind: 'decimal', places: 2 }, 'contradicts'],
    ['decimal places equal', { kind: 'decimal', places: 2 }, { kind: 'decimal', places: 2 }, 'agree'],
    ['decimal places unstated', { kind: 'decimal', places: 2 }, { kind: 'decimal' }, 'weaker'],
    ['decimal places differ', { kind: 'decimal', places: 2 }, { kind: 'decimal', places: 1 }, 'contradicts'],
    ['list separators differ', list(',', word), list(';', word), 'contradicts'],
    ['whitespace list printed one per line', list(' ', word), list('\n', word), 'agree'],
    ['comma list vs whitespace list', list(',', word), list(' ', word), 'contradicts'],
    ['list of pairs vs one pair', pairList, { kind: 'pair', separator: '-', left: word, right: word }, 'weaker'],
    ['list split on - vs pair', list('-', word), { kind: 'pair', separator: '-', left: word, right: word }, 'agree'],
    ['number vs integer', { kind: 'number' }, int, 'agree'],
    ['unsigned vs signed integer', { kind: 'integer', signed: false }, { kind: 'integer', signed: true }, 'weaker'],
  ];
  for (const [name, e, p, want] of table) it(name, () => expect(shapeRelation(e, p)).toBe(want));
});

describe('inputSignature', () => {
  const line = (parts: Shape[], separator = ' ') => ({ parts, separator, example: '', evidence: [] });
  it('names a line of three or more parts of one kind as a list, whatever its length; shorter or mixed lines part by part', () => {
    expect(inputSignature(line([int, int, int, int, int, int]))).toBe('integers separated by whitespace');
    expect(inputSignature(line([int, int, int]))).toBe(inputSignature(line([int, int, int, int, int, int, int, int, int])));
    expect(inputSignature(line([word, word, word], ',')) ).toBe('words separated by ","');
    expect(inputSignature(line([int, int]))).toBe('integer integer');
    expect(inputSignature(line([word, word, int]))).toBe('word word integer');
  });
});

describe('layoutRelation and separators', () => {
  const kv = (assign: string, separator: string): Layout => ({ kind: 'fields', assign, separator });
  it('compares layouts', () => {
    expect(layoutRelation(kv('=', ' '), kv('=', '\n'))).toBe('agree');
    expect(layoutRelation(kv('=', '\n'), kv('=', ' '))).toBe('contradicts');
    expect(layoutRelation(kv('=', ' '), kv(':', ' '))).toBe('contradicts');
    expect(layoutRelation({ kind: 'json' }, { kind: 'text' })).toBe('weaker');
    expect(layoutRelation({ kind: 'text' }, { kind: 'json' })).toBe('agree');
    expect(layoutRelation({ kind: 'tokens', separator: ' ' }, { kind: 'lines' })).toBe('agree');
  });
  it('a whitespace split accepts any whitespace; other separators only themselves', () => {
    expect(separatorAccepts(' ', '\n')).toBe(true);
    expect(separatorAccepts(' ', '\t')).toBe(true);
    expect(separatorAccepts('\n', ' ')).toBe(false);
    expect(separatorAccepts(',', ', ')).toBe(false);
  });
});

const arbShape: fc.Arbitrary<Shape> = fc.letrec((tie) => ({
  shape: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom<Shape>({ kind: 'text' }, { kind: 'word' }, { kind: 'integer' }, { kind: 'number' }, { kind: 'json' }),
    fc.record({ kind: fc.constant('decimal' as const), places: fc.integer({ min: 0, max: 4 }) }),
    fc.record({ kind: fc.constant('list' as const), separator: fc.constantFrom(',', ' ', '\n', ';'), element: tie('shape') as fc.Arbitrary<Shape> }),
    fc.record({ kind: fc.constant('pair' as const), separator: fc.constantFrom('-', ':'), left: tie('shape') as fc.Arbitrary<Shape>, right: tie('shape') as fc.Arbitrary<Shape> }),
  ),
})).shape;

const arbSide = fc.record({
  fields: fc.array(
    fc.record({
      key: fc.option(fc.constantFrom('a', 'b', 'edges', 'value'), { nil: null }),
      line: fc.integer({ min: 1, max: 50 }),
      required: fc.boolean(),
      shape: fc.option(fc.tuple(arbShape, fc.integer({ min: 1, max: 50 })), { nil: undefined }),
      tokens: fc.array(fc.tuple(fc.constantFrom('yes', 'no', 'A B', 'x1', 'None'), fc.integer({ min: 1, max: 50 })), { maxLength: 3 }),
      magnitude: fc.option(fc.tuple(fc.integer({ min: 1, max: 40000 }), fc.integer({ min: 1, max: 50 })), { nil: undefined }),
    }),
    { maxLength: 4 },
  ),
  mentions: fc.array(fc.tuple(fc.constantFrom('a', 'yes', 'key', 'value', 'American Express'), fc.integer({ min: 1, max: 9 })), { maxLength: 3 }),
  exit: fc.array(fc.record({ status: fc.constantFrom<number | 'nonzero'>(0, 1, 'nonzero'), line: fc.integer({ min: 1, max: 50 }) }), { maxLength: 2 }),
});

describe('diffContracts on generated contracts', () => {
  it('never throws, never mutates its inputs, and reports one field diff per enforced field', () => {
    fc.assert(
      fc.property(arbSide, arbSide, (e, p) => {
        const enforced = deepFreeze(oracle({ ...e, layout: [{ kind: 'fields', assign: '=', separator: ' ' }, 1] }));
        const published = deepFreeze(statement(p));
        const d = diffContracts(enforced, published);
        expect(d.fields).toHaveLength(enforced.fields.length);
        for (const f of d.fields) if (f.keyStatus === 'field') expect(published.fields.some((x) => x.key === f.key)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
