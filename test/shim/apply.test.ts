// The shim transforms on strings: each transform, layout conversions, and identity when nothing applies.
import { describe, expect, it } from 'vitest';
import { fc, test as fcTest } from '@fast-check/vitest';
import { compileShim } from '../../src/shim/apply.js';
import type { RuntimeSpec } from '../../src/shim/types.js';

const cases: { name: string; spec: RuntimeSpec; input: string; output: string }[] = [
  {
    name: 'rename-key renames only the named key',
    spec: { transforms: [{ op: 'rename-key', from: 'steps', to: 'mults' }] },
    input: 'a=2 b=10 value=1024 steps=4\n',
    output: 'a=2 b=10 value=1024 mults=4\n',
  },
  {
    name: 'map-tokens maps whole values of one key',
    spec: { transforms: [{ op: 'map-tokens', key: 'connected', table: { true: 'yes', false: 'no' } }] },
    input: 'connected=true components=1\nconnected=false other=true\n',
    output: 'connected=yes components=1\nconnected=no other=true\n',
  },
  {
    name: 'map-tokens leaves values outside the table and partial matches alone',
    spec: { transforms: [{ op: 'map-tokens', key: 'connected', table: { true: 'yes' } }] },
    input: 'connected=truely\nconnected=maybe\n',
    output: 'connected=truely\nconnected=maybe\n',
  },
  {
    name: 'resplit changes a list separator',
    spec: { transforms: [{ op: 'resplit', key: 'path', from: '->', to: ',' }] },
    input: 'path=A->B->C->A\n',
    output: 'path=A,B,C,A\n',
  },
  {
    name: 'resplit at element level changes the pair separator inside list elements',
    spec: { transforms: [{ op: 'resplit', key: 'edges', from: ':', to: '-', level: 'element', within: ',' }] },
    input: 'weight=6 edges=A:B,B:C\n',
    output: 'weight=6 edges=A-B,B-C\n',
  },
  {
    name: 'rename then resplit to whitespace, moved to the end of the line',
    spec: {
      transforms: [
        { op: 'rename-key', from: 'trail', to: 'path' },
        { op: 'resplit', key: 'path', from: ',', to: ' ' },
        { op: 'reorder', keys: ['path'], at: 'end' },
      ],
    },
    input: 'trail=A,B,C odd_degree=0\n',
    output: 'odd_degree=0 path=A B C\n',
  },
  {
    name: 'reorder moves named fields to the start of each line',
    spec: { transforms: [{ op: 'reorder', keys: ['mults'] }] },
    input: 'value=1024   mults=4\n',
    output: 'mults=4 value=1024\n',
  },
  {
    name: 'reorder across lines for one field per line',
    spec: { layout: { kind: 'fields', assign: '=', separator: '\n' }, transforms: [{ op: 'reorder', keys: ['mults'] }] },
    input: 'value=1024\nmults=4\n',
    output: 'mults=4\nvalue=1024\n',
  },
  {
    name: 'JSON object to space-separated fields, arrays and pairs serialised',
    spec: {
      layout: { kind: 'json' },
      transforms: [{ op: 'convert-layout', from: { kind: 'json' }, to: { kind: 'fields', assign: '=', separator: ' ' } }],
    },
    input: '{"weight": 6, "edges": [["A","B"],["B","C"]], "connected": true}\n',
    output: 'weight=6 edges=A-B,B-C connected=true\n',
  },
  {
    name: 'fields to JSON keeps numbers as numbers and splits lists',
    spec: {
      transforms: [
        { op: 'convert-layout', from: { kind: 'fields', assign: '=', separator: ' ' }, to: { kind: 'json' }, listSeparator: ',' },
      ],
    },
    input: 'n=12345678901234567890 path=A,B ok=true name=x\n',
    output: '{"n":12345678901234567890,"path":["A","B"],"ok":true,"name":"x"}\n',
  },
  {
    name: 'one value per line to fields by position',
    spec: {
      layout: { kind: 'lines' },
      transforms: [{ op: 'convert-layout', from: { kind: 'lines' }, to: { kind: 'fields', assign: '=', separator: '\n' }, keys: ['real', 'imag'] }],
    },
    input: '3\n-4\n',
    output: 'real=3\nimag=-4\n',
  },
  {
    name: 'fields to one value per line in the given key order',
    spec: {
      transforms: [{ op: 'convert-layout', from: { kind: 'fields', assign: '=', separator: ' ' }, to: { kind: 'lines' }, keys: ['imag', 'real'] }],
    },
    input: 'real=3 imag=-4\n',
    output: '-4\n3\n',
  },
  {
    name: 'colon-assigned lines to equals fields',
    spec: {
      layout: { kind: 'fields', assign: ': ', separator: '\n' },
      transforms: [
        { op: 'convert-layout', from: { kind: 'fields', assign: ': ', separator: '\n' }, to: { kind: 'fields', assign: '=', separator: '\n' } },
      ],
    },
    input: 'connected: yes\ncomponents: 1\n',
    output: 'connected=yes\ncomponents=1\n',
  },
  {
    name: 'CRLF line endings survive',
    spec: { transforms: [{ op: 'rename-key', from: 'a', to: 'b' }] },
    input: 'a=1\r\nc=2\r\n',
    output: 'b=1\r\nc=2\r\n',
  },
  {
    name: 'output without a final newline stays without one',
    spec: { transforms: [{ op: 'rename-key', from: 'a', to: 'b' }] },
    input: 'x=1\na=1',
    output: 'x=1\nb=1',
  },
  {
    name: 'a JSON layout spec leaves output that is not a JSON object unchanged',
    spec: { layout: { kind: 'json' }, transforms: [{ op: 'convert-layout', from: { kind: 'json' }, to: { kind: 'fields', assign: '=', separator: ' ' } }] },
    input: 'Traceback (most recent call last):\n',
    output: 'Traceback (most recent call last):\n',
  },
];

describe('compileShim().document', () => {
  for (const c of cases) {
    it(c.name, () => {
      expect(compileShim(c.spec).document(c.input)).toBe(c.output);
    });
  }
});

describe('streaming', () => {
  it('streams line-local specs and buffers whole-output ones', () => {
    expect(compileShim({ transforms: [{ op: 'rename-key', from: 'a', to: 'b' }] }).streaming).toBe(true);
    expect(compileShim({ layout: { kind: 'json' }, transforms: [] }).streaming).toBe(false);
    expect(compileShim({ layout: { kind: 'fields', assign: '=', separator: '\n' }, transforms: [{ op: 'reorder', keys: ['x'] }] }).streaming).toBe(false);
  });

  it('line() gives the same text as document() for a streaming spec', () => {
    const spec: RuntimeSpec = { transforms: [{ op: 'map-tokens', key: 'ok', table: { true: 'yes' } }, { op: 'rename-key', from: 'ok', to: 'connected' }] };
    const input = 'ok=true n=1\n  ok=false\tn=2\n';
    const shim = compileShim(spec);
    const streamed = input.slice(0, -1).split('\n').flatMap((l) => shim.line(l)).join('\n') + '\n';
    expect(streamed).toBe('connected=yes n=1\n  connected=false\tn=2\n');
    expect(compileShim(spec).document(input)).toBe(streamed);
  });
});

describe('identity', () => {
  fcTest.prop([fc.string({ unit: fc.constantFrom('a', 'b', '=', ' ', '\t', '\n', '\r', ',', 'é', '1') })])(
    'a spec whose transforms match nothing returns stdout byte for byte',
    (text) => {
      const spec: RuntimeSpec = { transforms: [{ op: 'rename-key', from: 'zz', to: 'yy' }, { op: 'map-tokens', key: 'zz', table: { a: 'b' } }] };
      expect(compileShim(spec).document(text)).toBe(text);
    },
  );
});

describe('tokens layout', () => {
  it('one value per line back into space-separated tokens (buffered)', () => {
    const shim = compileShim({ layout: { kind: 'lines' }, transforms: [{ op: 'convert-layout', from: { kind: 'lines' }, to: { kind: 'tokens', separator: ' ' } }] });
    expect(shim.streaming).toBe(false);
    expect(shim.document('a\nb\nc\n')).toBe('a b c\n');
  });
});
