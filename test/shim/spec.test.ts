// Shim spec validation: the closed transform set, injective token maps, layout consistency; and how transforms read.
import { describe, expect, it } from 'vitest';
import { describeTransform, parseShimSpec, ShimSpecError } from '../../src/shim/spec.js';

function problems(data: unknown): string[] {
  try {
    parseShimSpec(data);
    return [];
  } catch (error) {
    if (error instanceof ShimSpecError) return error.problems;
    throw error;
  }
}

describe('parseShimSpec', () => {
  it('accepts every transform of the closed set', () => {
    const spec = {
      transforms: [
        { op: 'rename-key', from: 'trail', to: 'path' },
        { op: 'map-tokens', key: 'connected', table: { true: 'yes', false: 'no' } },
        { op: 'resplit', key: 'path', from: ',', to: ' ' },
        { op: 'resplit', key: 'edges', from: ':', to: '-', level: 'element', within: ',' },
        { op: 'convert-layout', from: { kind: 'fields', assign: '=', separator: ' ' }, to: { kind: 'fields', assign: '=', separator: '\n' } },
        { op: 'reorder', keys: ['mults', 'value'] },
      ],
    };
    expect(problems(spec)).toEqual([]);
  });

  it('rejects a transform outside the closed set', () => {
    expect(problems({ transforms: [{ op: 'compute', expr: 'a+b' }] })[0]).toMatch(/must be one of rename-key/);
  });

  it('rejects unknown properties (no hidden parameters)', () => {
    expect(problems({ transforms: [{ op: 'rename-key', from: 'a', to: 'b', code: 'x' }] }).length).toBe(1);
  });

  it('rejects a token map sending two sources to one target', () => {
    const p = problems({ transforms: [{ op: 'map-tokens', key: 'connected', table: { true: 'yes', '1': 'yes' } }] });
    expect(p).toHaveLength(1);
    expect(p[0]).toMatch(/^transforms\.0: map-tokens on "connected" is not injective/);
  });

  it('accepts a permutation table (injective)', () => {
    expect(problems({ transforms: [{ op: 'map-tokens', key: 'k', table: { a: 'b', b: 'a' } }] })).toEqual([]);
  });

  it('rejects a conversion that does not start from the output layout', () => {
    const p = problems({ transforms: [{ op: 'convert-layout', from: { kind: 'json' }, to: { kind: 'fields', assign: '=', separator: ' ' } }] });
    expect(p[0]).toMatch(/laid out as/);
  });

  it('rejects two conversions, lines->fields without keys, self-renames, and element resplit without within', () => {
    expect(
      problems({
        layout: { kind: 'lines' },
        transforms: [
          { op: 'convert-layout', from: { kind: 'lines' }, to: { kind: 'json' } },
          { op: 'convert-layout', from: { kind: 'json' }, to: { kind: 'lines' } },
          { op: 'rename-key', from: 'a', to: 'a' },
          { op: 'resplit', key: 'e', from: ':', to: '-', level: 'element' },
        ],
      }),
    ).toHaveLength(5);
  });
});

describe('describeTransform', () => {
  it('reads like the report', () => {
    expect(describeTransform({ op: 'map-tokens', key: 'connected', table: { true: 'yes', false: 'no' } })).toBe('map connected: true->yes, false->no');
    expect(describeTransform({ op: 'rename-key', from: 'trail', to: 'path' })).toBe('rename trail->path');
    expect(describeTransform({ op: 'resplit', key: 'path', from: ',', to: ' ' })).toBe("resplit path: ','->' '");
  });
});
