// Example blocks read the oracle's way: the values each layout cuts out of a block as a statement shows it.
import { describe, expect, it } from 'vitest';
import { blocksShowShape, readAs } from '../../src/contract/shown-output.js';
import { emptyContract, type Demanded, type Field, type Layout, type Shape, type ShownBlock } from '../../src/contract/types.js';

const block = (text: string): ShownBlock => ({ kind: 'output', lines: text.split('\n').map((t, i) => ({ text: t, line: 10 + i })) });
const pairs = (text: string, layout: Layout) => readAs(block(text), layout)?.map((v) => [v.key, v.position, v.value]) ?? null;

describe('readAs', () => {
  const table: [string, string, Layout, ReturnType<typeof pairs>][] = [
    ['key=value fields on whitespace skip words without `=` and elisions', '  apple\n- banana\n\nadded=1 removed=1 ...', { kind: 'fields', assign: '=', separator: ' ' }, [['added', 0, '1'], ['removed', 1, '1']]],
    ['fields joined by `;` are cut at `;` only', 'index:3;comparisons:2', { kind: 'fields', assign: ':', separator: ';' }, [['index', 0, '3'], ['comparisons', 1, '2']]],
    ['one field per line, `key: value` spacing trimmed', 'total: 3\nmean: 1.50', { kind: 'fields', assign: ': ', separator: '\n' }, [['total', 0, '3'], ['mean', 1, '1.50']]],
    ['lines, blank ones skipped', 'alice 49.50\n\nbob 20.00', { kind: 'lines' }, [[null, 0, 'alice 49.50'], [null, 1, 'bob 20.00']]],
    ['tokens on a literal separator, an elision dropped', '3,1,4,...', { kind: 'tokens', separator: ',' }, [[null, 0, '3'], [null, 1, '1'], [null, 2, '4']]],
    ['JSON with an elision, members by path, arrays by `[]`', '{"n": 2, "xs": ["a", …], ...}', { kind: 'json' }, [['n', 0, '2'], ['xs[]', 1, 'a'], ['xs', 2, '["a"]']]],
    ['JSON numbers as written (`36.0`, which JSON.parse makes 36)', '{"kcal": 500, "fat_pct": 36.0, "n": {"fat_pct": 1.50}}', { kind: 'json' }, [['kcal', 0, '500'], ['fat_pct', 1, '36.0'], ['n.fat_pct', 2, '1.50'], ['n', 3, '{"fat_pct":1.5}']]],
    ['JSON that does not parse is no reading at all', '{n: 2}', { kind: 'json' }, null],
  ];
  for (const [name, text, layout, expected] of table) it(name, () => expect(pairs(text, layout)).toEqual(expected));
});

describe('blocksShowShape', () => {
  const at = { loc: { file: 'op/oracle.test.mjs', line: 18, column: 1 } };
  const pattern: Demanded<Shape> = { value: { kind: 'pattern', source: '^kegs=(\\d+) k50=(\\d+)$', flags: '' }, evidence: [at] };
  const whole: Field = { key: null, presence: [at], required: true, shape: pattern, vocabulary: [{ value: 'impossible', evidence: [at] }] };
  const enforced = { ...emptyContract('oracle', 'op/oracle.test.mjs'), layout: { value: { kind: 'text' } as Layout, evidence: [at] }, fields: [whole] };
  const published = (...texts: string[]) => ({ ...emptyContract('statement', 'op/task.md'), blocks: texts.map(block) });

  it('an example matching the pattern shows it, beside an answer the oracle compares as it is and a line of placeholders', () => {
    expect(blocksShowShape(whole, pattern, enforced, published('kegs=<total> k50=<count>', 'kegs=3 k50=2', 'impossible'))).toBe(true);
  });

  it('an example of another form still outweighs it', () => {
    expect(blocksShowShape(whole, pattern, enforced, published('kegs: 3, k50: 2', 'kegs=3 k50=2', 'impossible'))).toBe(false);
  });
});
