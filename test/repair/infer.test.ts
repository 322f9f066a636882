// Shim inference as a table: an enforced contract and a candidate's recorded stdout in, the proposed transforms out.
import { describe, expect, it } from 'vitest';
import type { Contract, Field, Shape } from '../../src/contract/types.js';
import { emptyContract } from '../../src/contract/types.js';
import { detectLayout, inferShim } from '../../src/shim/infer.js';
import { compileShim } from '../../src/shim/apply.js';
import type { Transform } from '../../src/shim/types.js';
import { parseShimSpec } from '../../src/shim/spec.js';

const at = { loc: { file: 'op/oracle.test.mjs', line: 1, column: 1 } };

function field(key: string, shape?: Shape, vocabulary: string[] = [], position?: number): Field {
  return {
    key,
    presence: [at],
    required: true,
    ...(shape ? { shape: { value: shape, evidence: [at] } } : {}),
    vocabulary: vocabulary.map((value) => ({ value, evidence: [at] })),
    ...(position !== undefined ? { position: { value: position, evidence: [at] } } : {}),
  };
}

function contract(fields: Field[]): Contract {
  return { ...emptyContract('oracle', 'op/oracle.test.mjs'), layout: { value: { kind: 'fields', assign: '=', separator: ' ' }, evidence: [at] }, fields };
}

const word: Shape = { kind: 'word' };
const integer: Shape = { kind: 'integer' };
const connected = contract([field('connected', undefined, ['yes', 'no']), field('components', integer)]);
const eulerian = contract([field('path', { kind: 'list', separator: ' ', element: word }), field('odd_degree', integer), field('result', undefined, ['none'])]);
const mst = contract([field('weight', integer), field('edges', { kind: 'list', separator: ',', element: { kind: 'pair', separator: '-', left: word, right: word } })]);
const fastExpt = contract([field('value', integer), field('mults', integer)]);

const cases: { name: string; contract: Contract; samples: string[]; transforms: Transform[] }[] = [
  {
    name: 'connected: true/false mapped onto yes/no',
    contract: connected,
    samples: ['connected=true components=1\n', 'connected=false components=2\n'],
    transforms: [{ op: 'map-tokens', key: 'connected', table: { true: 'yes', false: 'no' } }],
  },
  {
    name: 'connected: 1/0 mapped only because nothing else is printed',
    contract: connected,
    samples: ['connected=1 components=1\n', 'connected=0 components=3\n'],
    transforms: [{ op: 'map-tokens', key: 'connected', table: { '1': 'yes', '0': 'no' } }],
  },
  {
    name: 'connected: a candidate printing both true and yes gets no map (it would not be injective)',
    contract: connected,
    samples: ['connected=true components=1\n', 'connected=yes components=1\n'],
    transforms: [],
  },
  {
    name: 'connected: an unknown token is left alone',
    contract: connected,
    samples: ['connected=maybe components=1\n'],
    transforms: [],
  },
  {
    name: 'connected: already in the enforced notation',
    contract: connected,
    samples: ['connected=yes components=1\n', 'connected=no components=2\n'],
    transforms: [],
  },
  {
    name: 'connected: a JSON object converted to fields, then mapped',
    contract: connected,
    samples: ['{"connected": true, "components": 1}\n', '{"connected": false, "components": 2}\n'],
    transforms: [
      { op: 'convert-layout', from: { kind: 'json' }, to: { kind: 'fields', assign: '=', separator: ' ' } },
      { op: 'map-tokens', key: 'connected', table: { true: 'yes', false: 'no' } },
    ],
  },
  {
    name: 'eulerian: trail=A,B,C renamed to path and re-split on whitespace; impossible mapped to none',
    contract: eulerian,
    samples: ['odd_degree=0 trail=A,B,C,D,A\n', 'odd_degree=4 result=impossible\n'],
    transforms: [
      { op: 'rename-key', from: 'trail', to: 'path' },
      { op: 'resplit', key: 'path', from: ',', to: ' ' },
      { op: 'map-tokens', key: 'result', table: { impossible: 'none' } },
    ],
  },
  {
    name: 'eulerian: route=A->B->C renamed and re-split',
    contract: eulerian,
    samples: ['route=A->B->C->D->A odd_degree=0\n'],
    transforms: [
      { op: 'rename-key', from: 'route', to: 'path' },
      { op: 'resplit', key: 'path', from: '->', to: ' ' },
      { op: 'reorder', keys: ['path'], at: 'end' },
    ],
  },
  {
    name: 'eulerian: tour=A D C B A renamed and moved to the end of its line',
    contract: eulerian,
    samples: ['tour=A D C B A odd_degree=0\n'],
    transforms: [
      { op: 'rename-key', from: 'tour', to: 'path' },
      { op: 'reorder', keys: ['path'], at: 'end' },
    ],
  },
  {
    name: 'mst: a count under edges moved aside, the tree renamed onto edges',
    contract: mst,
    samples: ['weight=39 edges=6 tree=A-D,D-F,A-B,B-E,E-C,E-G\n'],
    transforms: [
      { op: 'rename-key', from: 'edges', to: 'edges_as_printed' },
      { op: 'rename-key', from: 'tree', to: 'edges' },
    ],
  },
  {
    name: 'mst: pairs joined with a colon re-split inside each element',
    contract: mst,
    samples: ['weight=39 mst_edges=A:D,D:F,A:B\n'],
    transforms: [
      { op: 'rename-key', from: 'mst_edges', to: 'edges' },
      { op: 'resplit', key: 'edges', from: ':', to: '-', level: 'element', within: ',' },
    ],
  },
  {
    name: 'fast_expt: steps renamed to mults by name among several integer keys',
    contract: fastExpt,
    samples: ['a=2 b=10 value=1024 steps=4\n'],
    transforms: [{ op: 'rename-key', from: 'steps', to: 'mults' }],
  },
  {
    name: 'fast_expt: an integer key with an unrelated name is not renamed (a count the program never printed)',
    contract: fastExpt,
    samples: ['value=1024 exponent=10\n'],
    transforms: [],
  },
  {
    name: 'order: fields the oracle reads by position are reordered',
    contract: contract([field('mults', integer, [], 0), field('value', integer, [], 1)]),
    samples: ['value=1024 mults=4\n'],
    transforms: [{ op: 'reorder', keys: ['mults', 'value'] }],
  },
];

describe('inferShim', () => {
  for (const c of cases) {
    it(c.name, () => {
      const { spec } = inferShim(c.contract, c.samples);
      expect(spec.transforms).toEqual(c.transforms);
      expect(spec.rationale).toHaveLength(c.transforms.length);
      // every proposal is a valid spec
      expect(() => parseShimSpec(JSON.parse(JSON.stringify(spec)))).not.toThrow();
    });
  }

  it('the eulerian spec turns the candidate output into what the oracle reads', () => {
    const { spec } = inferShim(eulerian, ['trail=A,B,C,D,A odd_degree=0\n']);
    expect(compileShim(spec).document('trail=A,B,C,D,A odd_degree=0\n')).toBe('odd_degree=0 path=A B C D A\n');
  });

  it('explains what it left alone', () => {
    const { notes } = inferShim(fastExpt, ['value=1024 exponent=10\n']);
    expect(notes.join('\n')).toMatch(/"exponent" has the shape of "mults" but nothing else links them/);
  });
});

describe('detectLayout', () => {
  it('tells JSON, space-separated fields, one field per line with spaces, colon lines and bare lines apart', () => {
    expect(detectLayout(['{"a":1}\n'])).toEqual({ kind: 'json' });
    expect(detectLayout(['a=1 b=2\n'])).toEqual({ kind: 'fields', assign: '=', separator: ' ' });
    expect(detectLayout(['vendor=American Express\nvalid=yes\n'])).toEqual({ kind: 'fields', assign: '=', separator: '\n' });
    expect(detectLayout(['connected: yes\ncomponents: 1\n'])).toEqual({ kind: 'fields', assign: ': ', separator: '\n' });
    expect(detectLayout(['3\n-4\n'])).toEqual({ kind: 'lines' });
  });
});

describe('one line of tokens for an oracle reading lines by position', () => {
  const lines = {
    ...emptyContract('oracle', 'op/oracle.test.mjs'),
    layout: { value: { kind: 'lines' as const }, evidence: [at] },
    fields: [0, 1].map((p) => ({ ...field('x', undefined, [], p), key: null })),
  };

  it('converts space-separated tokens into one value per line', () => {
    const { spec } = inferShim(lines, ['a b c d\n', 'cycle\n']);
    expect(spec.layout).toEqual({ kind: 'tokens', separator: ' ' });
    expect(spec.transforms).toEqual([{ op: 'convert-layout', from: { kind: 'tokens', separator: ' ' }, to: { kind: 'lines' } }]);
    expect(compileShim(spec).document('a b  c d\n')).toBe('a\nb\nc\nd\n');
    expect(compileShim(spec).document('cycle\n')).toBe('cycle\n');
  });

  it('leaves output that already has several lines alone', () => {
    expect(inferShim(lines, ['a\nb\n']).spec.transforms).toEqual([]);
  });
});

describe('space-assigned fields', () => {
  it('reads `word count` lines as the fields they are: nothing to convert', () => {
    const c = {
      ...emptyContract('oracle', 'op/oracle.test.mjs'),
      layout: { value: { kind: 'fields' as const, assign: ' ', separator: '\n' }, evidence: [at] },
      fields: [field('the', integer)],
    };
    const { spec, notes } = inferShim(c, ['be 2\nto 2\n']);
    expect(spec.transforms).toEqual([]);
    expect(notes).toEqual(['"the" could be any of be, to; left alone']);
  });
});
