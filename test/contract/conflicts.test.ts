// findKeyTypeConflicts: one key read with two types in two operations of a suite.
import { describe, expect, it } from 'vitest';
import { compatibleShapes, findKeyTypeConflicts } from '../../src/contract/conflicts.js';
import { emptyContract, type Contract, type Shape } from '../../src/contract/types.js';

const ev = { loc: { file: 'x/oracle.test.mjs', line: 4, column: 2 } };
function op(fields: [string | null, Shape | undefined][]): Contract {
  const c = emptyContract('oracle', 'x/oracle.test.mjs');
  c.fields = fields.map(([key, shape]) => ({ key, presence: [ev], required: true, vocabulary: [], ...(shape ? { shape: { value: shape, evidence: [ev] } } : {}) }));
  return c;
}
const int: Shape = { kind: 'integer' };

/** An operation whose oracle reads `key` only by comparing it with these literals. */
function comparedWith(key: string, values: string[]): Contract {
  const c = op([[key, undefined]]);
  c.fields[0]!.vocabulary = values.map((value) => ({ value, evidence: [ev] }));
  return c;
}
const pairs: Shape = { kind: 'list', separator: ',', element: { kind: 'pair', separator: '-', left: { kind: 'word' }, right: { kind: 'word' } } };

describe('findKeyTypeConflicts', () => {
  it('finds `edges` read as a count in one operation and as a list of pairs in another, with both readings', () => {
    const conflicts = findKeyTypeConflicts(new Map([['graph_from_links', op([['edges', int], ['nodes', int]])], ['mst', op([['edges', pairs], ['weight', int]])]]));
    expect(conflicts).toEqual([
      {
        key: 'edges',
        readings: [
          { operation: 'graph_from_links', shape: int, evidence: [ev] },
          { operation: 'mst', shape: pairs, evidence: [ev] },
        ],
      },
    ]);
  });

  it('a line compared whole with `key=<integer>` texts (`lines[0] === \'doses=5\'`) reads that key as a count, against another operation\'s list', () => {
    const header = op([[null, undefined]]);
    header.fields[0]!.vocabulary = [{ value: 'doses=5', evidence: [ev] }, { value: 'doses=3', evidence: [ev] }];
    const list: Shape = { kind: 'list', separator: ',', element: int };
    const conflicts = findKeyTypeConflicts(new Map([['dose_times', header], ['taper_schedule', op([['doses', list]])]]));
    expect(conflicts.map((c) => [c.key, c.readings.map((r) => [r.operation, r.shape.kind])])).toEqual([['doses', [['dose_times', 'integer'], ['taper_schedule', 'list']]]]);
    // ... but not a line compared with texts naming two keys, or with words
    const mixed = op([[null, undefined]]);
    mixed.fields[0]!.vocabulary = [{ value: 'doses=5', evidence: [ev] }, { value: 'total=3', evidence: [ev] }];
    expect(findKeyTypeConflicts(new Map([['a', mixed], ['taper_schedule', op([['doses', list]])]]))).toEqual([]);
    // ... and still where the oracle also checks that the last line carries the key (`key === 'doses'`), reading no value of it
    const labelled = op([[null, undefined], ['doses', undefined]]);
    labelled.fields[0]!.vocabulary = [{ value: 'doses=5', evidence: [ev] }, { value: 'doses=3', evidence: [ev] }];
    expect(findKeyTypeConflicts(new Map([['dose_times', labelled], ['taper_schedule', op([['doses', list]])]])).map((c) => c.key)).toEqual(['doses']);
  });

  it('ignores keyless values, fields without a shape, and a key read in only one operation', () => {
    expect(findKeyTypeConflicts(new Map([['a', op([[null, int], ['k', undefined]])], ['b', op([[null, pairs], ['k', pairs]])]]))).toEqual([]);
  });

  const listOfWords: Shape = { kind: 'list', separator: ',', element: { kind: 'word' } };

  it.each<[string, string[], Shape, Shape]>([
    ['values joined by commas beside a sentinel (`Pizza,Curry`, `none`)', ['Pizza,Curry', 'none'], int, listOfWords],
    ['values joined by commas beside single items (`50x2`, `50x1,20x1`)', ['50x2', '50x1,20x1'], int, listOfWords],
    ['whole numbers written as text (`2`, `0`) beside a sentinel', ['2', '0', 'none'], listOfWords, int],
  ])('a key compared only with %s has that reading, against another', (_, values, other, reading) => {
    expect(findKeyTypeConflicts(new Map([['here', comparedWith('k', values)], ['there', op([['k', other]])]])).map((c) => c.readings[0]!.shape)).toEqual([reading]);
  });

  it('times compared beside a sentinel word (`3:12:28`, `DNF`) are read as their pattern, against an integer reading', () => {
    const conflicts = findKeyTypeConflicts(new Map([['chip_time', comparedWith('chip_time', ['3:12:28', '2:35:04', 'DNF'])], ['split_pace', op([['chip_time', int]])]]));
    expect(conflicts.map((c) => c.readings.map((r) => r.shape.kind))).toEqual([['pattern', 'integer']]);
  });

  it.each<[string, string[], Shape]>([
    ['a sentinel and one value that joins nothing (`none`, `Pizza`)', ['none', 'Pizza'], int],
    ['numbers with their thousands grouped (`1,250`)', ['1,250', '12,400,000'], int],
    ['one whole number alone (`2`)', ['2'], listOfWords],
  ])('%s say no type', (_, values, other) => {
    expect(findKeyTypeConflicts(new Map([['here', comparedWith('k', values)], ['there', op([['k', other]])]]))).toEqual([]);
  });

  it('a JSON member read item by item (`rejected[]`) is an array: it conflicts with a count, not with a list', () => {
    const json = op([['rejected', undefined], ['rejected[]', undefined]]);
    json.layout = { value: { kind: 'json' }, evidence: [ev] };
    const conflicts = findKeyTypeConflicts(new Map([['cart_loading', json], ['rfid_tally', op([['rejected', int]])]]));
    expect(conflicts.map((c) => [c.key, c.readings.map((r) => r.shape)])).toEqual([['rejected', [{ kind: 'json', array: true }, int]]]);
    expect(findKeyTypeConflicts(new Map([['cart_loading', json], ['gate_log', op([['rejected', listOfWords]])]]))).toEqual([]);
  });

  it('a key compared only with zero-padded times (`08:00`) in one operation and read as an integer in another is a conflict', () => {
    const times = op([['peak', undefined]]);
    times.fields[0]!.vocabulary = [{ value: '08:00', evidence: [ev] }, { value: '23:00', evidence: [ev] }];
    const conflicts = findKeyTypeConflicts(new Map([['hourly_demand', times], ['station_occupancy', op([['peak', int]])]]));
    expect(conflicts.map((c) => [c.key, c.readings.map((r) => [r.operation, r.shape.kind === 'pattern' ? r.shape.source : r.shape.kind])])).toEqual([
      ['peak', [['hourly_demand', '^\\d{2}:\\d{2}$'], ['station_occupancy', 'integer']]],
    ]);
    // padded numbers alone (`'07'`) are integers written with a width: no conflict with an integer reading
    const padded = op([['day', undefined]]);
    padded.fields[0]!.vocabulary = [{ value: '07', evidence: [ev] }];
    expect(findKeyTypeConflicts(new Map([['a', padded], ['b', op([['day', int]])]]))).toEqual([]);
    // ... and a pattern the oracle writes itself (`/^\d+:\d{2}$/`) says too little to disagree with a number
    expect(findKeyTypeConflicts(new Map([['a', op([['total', { kind: 'pattern', source: '^\\d+:\\d{2}$', flags: '' }]])], ['b', op([['total', int]])]]))).toEqual([]);
  });

  it.each<[string, Shape, Shape, boolean]>([
    ['integer / integer', int, { kind: 'integer', signed: true }, true],
    ['integer / number', int, { kind: 'number' }, true],
    ['integer / decimal', int, { kind: 'decimal', places: 2 }, false],
    ['word / integer', { kind: 'word' }, int, false],
    ['text / anything', { kind: 'text' }, pairs, true],
    ['pattern / anything', { kind: 'pattern', source: '^a', flags: '' }, int, true],
    ['list on , / list on spaces (each statement may still show its own)', pairs, { ...pairs, separator: ' ' }, false],
    ['list on , / list on `, ` (the space after a comma is layout)', pairs, { ...pairs, separator: ', ' }, true],
    ['list on an unknown separator / list on spaces', { ...pairs, separator: '?' }, { ...pairs, separator: ' ' }, true],
    ['list of pairs / list of integers', pairs, { kind: 'list', separator: ',', element: int }, false],
    ['json / word', { kind: 'json' }, { kind: 'word' }, false],
  ])('%s: compatible is %s', (_name, a, b, expected) => {
    expect(compatibleShapes(a, b)).toBe(expected);
    expect(compatibleShapes(b, a)).toBe(expected);
  });
});
