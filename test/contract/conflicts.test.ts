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
  });

  it('ignores keyless values, fields without a shape, and a key read in only one operation', () => {
    expect(findKeyTypeConflicts(new Map([['a', op([[null, int], ['k', undefined]])], ['b', op([[null, pairs], ['k', pairs]])]]))).toEqual([]);
  });

  it('times compared beside a sentinel word (`3:12:28`, `DNF`), or values joined by commas (`Pizza,Curry`), against an integer reading are conflicts', () => {
    const times = op([['chip_time', undefined]]);
    times.fields[0]!.vocabulary = [{ value: '3:12:28', evidence: [ev] }, { value: '2:35:04', evidence: [ev] }, { value: 'DNF', evidence: [ev] }];
    expect(findKeyTypeConflicts(new Map([['chip_time', times], ['split_pace', op([['chip_time', int]])]])).map((c) => c.readings.map((r) => r.shape.kind))).toEqual([['pattern', 'integer']]);
    const joined = op([['voids', undefined]]);
    joined.fields[0]!.vocabulary = [{ value: 'Pizza,Curry', evidence: [ev] }, { value: 'none', evidence: [ev] }];
    expect(findKeyTypeConflicts(new Map([['daily_takings', joined], ['till_session', op([['voids', int]])]])).map((c) => c.readings[0]!.shape)).toEqual([{ kind: 'list', separator: ',', element: { kind: 'word' } }]);
    // a sentinel alone, or one value that joins nothing (`Pizza`), says no type
    const words = op([['voids', undefined]]);
    words.fields[0]!.vocabulary = [{ value: 'none', evidence: [ev] }, { value: 'Pizza', evidence: [ev] }];
    expect(findKeyTypeConflicts(new Map([['a', words], ['b', op([['voids', int]])]]))).toEqual([]);
  });

  it('values joined by commas beside single items (`50x2`, `50x1,20x1`) are a list; thousands grouped (`1,250`) are a number', () => {
    const notes = op([['notes', undefined]]);
    notes.fields[0]!.vocabulary = [{ value: '50x2', evidence: [ev] }, { value: '50x1,20x1', evidence: [ev] }];
    expect(findKeyTypeConflicts(new Map([['cash_up', notes], ['pension_payout', op([['notes', int]])]])).map((c) => c.readings[0]!.shape)).toEqual([{ kind: 'list', separator: ',', element: { kind: 'word' } }]);
    const grouped = op([['total', undefined]]);
    grouped.fields[0]!.vocabulary = [{ value: '1,250', evidence: [ev] }, { value: '12,400,000', evidence: [ev] }];
    expect(findKeyTypeConflicts(new Map([['a', grouped], ['b', op([['total', int]])]]))).toEqual([]);
  });

  it('a JSON member read item by item (`rejected[]`) is an array: it conflicts with a count, not with a list', () => {
    const json = op([['rejected', undefined], ['rejected[]', undefined]]);
    json.layout = { value: { kind: 'json' }, evidence: [ev] };
    const conflicts = findKeyTypeConflicts(new Map([['cart_loading', json], ['rfid_tally', op([['rejected', int]])]]));
    expect(conflicts.map((c) => [c.key, c.readings.map((r) => r.shape)])).toEqual([['rejected', [{ kind: 'json', array: true }, int]]]);
    const tags: Shape = { kind: 'list', separator: ',', element: { kind: 'word' } };
    expect(findKeyTypeConflicts(new Map([['cart_loading', json], ['gate_log', op([['rejected', tags]])]]))).toEqual([]);
  });

  it('a key compared only with whole numbers written as text (`2`, `0`) is a count, against a list reading; one number alone says nothing', () => {
    const counted = op([['unclaimed', undefined]]);
    counted.fields[0]!.vocabulary = [{ value: '2', evidence: [ev] }, { value: '0', evidence: [ev] }, { value: 'none', evidence: [ev] }];
    const tags: Shape = { kind: 'list', separator: ',', element: { kind: 'word' } };
    expect(findKeyTypeConflicts(new Map([['reclaim_wait', counted], ['claim_match', op([['unclaimed', tags]])]])).map((c) => c.readings.map((r) => r.shape.kind))).toEqual([['integer', 'list']]);
    const once = op([['unclaimed', undefined]]);
    once.fields[0]!.vocabulary = [{ value: '2', evidence: [ev] }];
    expect(findKeyTypeConflicts(new Map([['reclaim_wait', once], ['claim_match', op([['unclaimed', tags]])]]))).toEqual([]);
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
    ['list on , / list on spaces', pairs, { ...pairs, separator: ' ' }, true],
    ['list of pairs / list of integers', pairs, { kind: 'list', separator: ',', element: int }, false],
    ['json / word', { kind: 'json' }, { kind: 'word' }, false],
  ])('%s: compatible is %s', (_name, a, b, expected) => {
    expect(compatibleShapes(a, b)).toBe(expected);
    expect(compatibleShapes(b, a)).toBe(expected);
  });
});
