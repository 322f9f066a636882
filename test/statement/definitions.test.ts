import { describe, expect, it } from 'vitest';
import { readIntegerKeys, readKeyDefinitions } from '../../src/statement/definitions.js';
import { readStatementText } from '../../src/statement/read.js';
import { diffContracts } from '../../src/contract/diff.js';
import { emptyContract } from '../../src/contract/types.js';

const at = (offset: number) => ({ file: 't.md', line: 1, column: offset + 1 });
const keys = (text: string) => readKeyDefinitions(text, at).map((d) => d.key);

describe('readKeyDefinitions', () => {
  it.each([
    ['`total` \u2014 the number of log lines', ['total']],
    ['`low`: the SKUs with 1 to 4 units, comma-separated', ['low']],
    ['`error`, `warn`, `info` - how many lines have that level', ['info']],
    ['the sum as `total`; and `rejected`, the number of lines that did not parse.', ['rejected']],
    ['print `count`, then `mean`: the average', ['mean']],
    ['`stops=<n>`: the number of stops made, an integer', ['stops']],
    ['`avg=...` \u2014 the mean wait', ['avg']],
    ['The last line is `waitlist: ` followed by the ids of the waiting donors', ['waitlist']],
    ['then print a last line `overdrawn=` followed by the accounts in the red', ['overdrawn']],
  ])('%s defines %j', (text, expected) => {
    expect(keys(text)).toEqual(expected);
  });

  it.each([
    ['choose `k` items out of `n` \u2014 as `value`'],
    ['so `The` and `the` are the same word'],
    ['print `a`, `b` and `c` on one line'],
    ['`IN <sku> <qty>` \u2014 units arrive'],
    ['`a=1 b=2` \u2014 two fields on a line'],
    ['a line `laneI=` followed by the cars of lane I'],
    ['the word `none` followed by a full stop'],
  ])('%s defines no key', (text) => {
    expect(keys(text)).toEqual([]);
  });

  it('a count description publishes an integer, a separator in it is the key own', () => {
    const [count] = readKeyDefinitions('`skus` \u2014 how many SKUs are left', at);
    expect(count.integer).toBeDefined();
    expect(count.separators).toEqual([]);
    const [list] = readKeyDefinitions('`low` \u2014 the SKUs, comma-separated, in order', at);
    expect(list.integer).toBeUndefined();
    expect(list.separators.map((s) => s.value)).toEqual([',']);
    const [average] = readKeyDefinitions('`mean` \u2014 the average number of units', at);
    expect(average.integer).toBeUndefined();
    const [placeheld] = readKeyDefinitions('`stops=<n>`: the number of stops made, an integer', at);
    expect(placeheld.integer).toBeDefined();
  });
});

describe('key definitions in a statement', () => {
  const statement = [
    '# Ledger', '', 'Print one line of space-separated `key=value` fields:', '',
    '- `skus` \u2014 how many SKUs have units left', '- `low` \u2014 the SKUs with few units, comma-separated', '- `rejected` \u2014 the refused lines', '',
  ].join('\n');

  it('publishes each defined key, a count as an integer, a separator only for its own key', () => {
    const c = readStatementText(statement, 'op/task.md');
    expect(c.fields.map((f) => f.key)).toEqual(['skus', 'low', 'rejected']);
    expect(c.fields[0].shape?.value).toEqual({ kind: 'integer' });
    expect(c.fields[1].separators?.map((s) => s.value)).toEqual([',']);
    expect(c.fields[2].separators).toBeUndefined();
    expect(c.mentionedSeparators?.map((s) => s.value)).toEqual([' ']);
  });

  it('a key line "followed by" its values takes the separator its sentence gives ("each preceded by a single space" too)', () => {
    for (const sentence of ['The last line is `waitlist: ` followed by the ids of the waiting donors, separated by single spaces.', 'One last line: `orphans:` followed by the codes, in input order, each preceded by a single space.']) {
      const c = readStatementText(['# Q', '', '## Output', '', sentence, ''].join('\n'), 'op/task.md');
      expect(c.fields.map((f) => [f.key, f.separators?.map((x) => x.value)])).toEqual([[sentence.includes('waitlist') ? 'waitlist' : 'orphans', [' ']]]);
    }
  });

  it("a key line defined by its own sentence takes no separator another sentence gives", () => {
    const published = readStatementText(['# L', '', '## Output', '', 'Each trip line lists its stops, separated by commas.', '', 'If a parcel is too heavy, print `overweight=` followed by the references of the heavy parcels.', ''].join('\n'), 'op/task.md');
    const enforced = emptyContract('oracle', 'op/oracle.test.mjs');
    const ev = [{ loc: { file: 'op/oracle.test.mjs', line: 3, column: 1 } }];
    enforced.layout = { value: { kind: 'fields', assign: '=', separator: ' ' }, evidence: ev };
    enforced.fields.push({ key: 'overweight', presence: ev, required: true, vocabulary: [], shape: { value: { kind: 'list', separator: ',', element: { kind: 'word' } }, evidence: ev } });
    expect(diffContracts(enforced, published).fields.map((f) => [f.key, f.keyStatus, f.shape.status])).toEqual([['overweight', 'field', 'unpublished']]);
  });

  it('a list whose items name values an example line shows among its words (`2002 mastitis`) lists values; a key the line shows with its sign stays a key', () => {
    const reasons = ['# Cull', '', 'A ewe leaves for the first reason that applies:', '', '1. `mastitis`: her udder is lumpy;', '2. `draft`: she is 5 or older.', '', '## Output', '', 'One line per ewe that leaves: her tag and the reason.', '', '## Example', '', 'Output:', '', '```', '2002 mastitis', '2004 draft', '```', ''];
    expect(readStatementText(reasons.join('\n'), 'op/task.md').fields.map((f) => f.key).filter((k) => k !== null)).toEqual([]);
    const keyed = ['# Q', '', 'Print:', '', '- `waitlist`: the waiting donors;', '- `booked`: how many were booked.', '', '```', 'booked: 3', 'waitlist: D05', '```', ''];
    expect(readStatementText(keyed.join('\n'), 'op/task.md').fields.map((f) => f.key).sort()).toEqual(['booked', 'waitlist']);
  });

  it("a list whose items name values an example shows lists values, not keys", () => {
    const c = readStatementText(['# Cards', '', 'Which network issued it:', '', '- `Visa`: starts with 4;', '- `Discover`: starts with 6011.', '', '```', 'vendor=Visa', '```', ''].join('\n'), 'op/task.md');
    expect(c.fields.map((f) => f.key)).toEqual(['vendor']);
  });

  it("another key's separator does not publish a list's separator", () => {
    const published = readStatementText(statement, 'op/task.md');
    const enforced = emptyContract('oracle', 'op/oracle.test.mjs');
    const ev = [{ loc: { file: 'op/oracle.test.mjs', line: 3, column: 1 } }];
    enforced.layout = { value: { kind: 'fields', assign: '=', separator: ' ' }, evidence: ev };
    enforced.fields.push(
      { key: 'low', presence: ev, required: true, vocabulary: [], shape: { value: { kind: 'list', separator: ',', element: { kind: 'word' } }, evidence: ev } },
      { key: 'rejected', presence: ev, required: true, vocabulary: [], shape: { value: { kind: 'list', separator: ',', element: { kind: 'integer' } }, evidence: ev } },
    );
    const diff = diffContracts(enforced, published);
    expect(diff.fields.map((f) => [f.key, f.keyStatus, f.shape.status])).toEqual([
      ['low', 'field', 'agree'],
      ['rejected', 'field', 'unpublished'],
    ]);
    // `skus` is defined, never read, in a keyed layout: the statement publishes a field no check reads
    expect(diff.unreadPublished.map((f) => f.key)).toEqual(['skus']);
  });

  it('a word a prose sentence names (`class` ... one decimal place) is no unread key when the output is read by position', () => {
    const published = readStatementText(['# G', '', 'Print one more line: the word `class` and the mean, with one decimal place.', ''].join('\n'), 'op/task.md');
    expect(published.fields.map((f) => f.key)).toEqual(['class']);
    const enforced = emptyContract('oracle', 'op/oracle.test.mjs');
    const ev = [{ loc: { file: 'op/oracle.test.mjs', line: 3, column: 1 } }];
    enforced.layout = { value: { kind: 'lines' }, evidence: ev };
    enforced.fields.push({ key: null, presence: ev, required: true, vocabulary: [], position: { value: 0, evidence: ev } });
    expect(diffContracts(enforced, published).unreadPublished).toEqual([]);
    enforced.layout = { value: { kind: 'fields', assign: '=', separator: ' ' }, evidence: ev };
    expect(diffContracts(enforced, published).unreadPublished.map((f) => f.key)).toEqual(['class']);
  });
});

describe('placeholder definitions', () => {
  const statement = (where: string) =>
    ['# Tram', '', '## Output', '', 'Print exactly one line of the form', '', '```', 'stops=<s> minutes=<t>', '```', '', where, '', '```', 'stops=3 minutes=14', '```', ''].join('\n');
  const stops = (where: string) => readStatementText(statement(where), 'op/task.md').fields.find((f) => f.key === 'stops')?.shape;

  it('"where `s` is the number of ..." says of `stops=<s>` that it is a count, outright', () => {
    const shape = stops('where `s` is the number of stations the tram calls at, and `t` is the riding time in minutes (an integer).');
    expect(shape?.value).toEqual({ kind: 'integer' });
    expect(shape?.evidence.map((e) => [e.loc.line, e.via])).toEqual([[14, 'example output'], [11, 'statement prose']]);
    const t = readStatementText(statement('where `s` is the stations, and `t` is the riding time in minutes (an integer).'), 'op/task.md').fields.find((f) => f.key === 'minutes')?.shape;
    expect(t?.evidence.map((e) => e.via)).toEqual(['example output', 'statement prose']);
  });

  it('a placeholder two keys show (`records=<n>`, `buoys=<n>`) is said of the one its own paragraph shows before defining it', () => {
    const text = ['# Buoys', '', '## Output', '', '- `records=<n>` - the reports from that buoy;', '', 'Then one last line: `buoys=<n> skipped=<k>`, where `n` is how many', 'different buoys reported.', '', '```', 'records=3', 'buoys=2 skipped=1', '```', ''].join('\n');
    const c = readStatementText(text, 'op/task.md');
    expect(c.fields.find((f) => f.key === 'buoys')?.shape?.evidence.map((e) => e.via)).toEqual(['example output', 'statement prose']);
    expect(c.fields.find((f) => f.key === 'records')?.shape?.evidence.map((e) => e.via)).toEqual(['example output']);
  });

  it('a description that says no count, or a placeholder of no key, publishes nothing more than the example', () => {
    expect(stops('where `s` is the stations the tram calls at.')?.evidence.map((e) => e.via)).toEqual(['example output']);
    expect(stops('where `n` is the number of stations.')?.evidence.map((e) => e.via)).toEqual(['example output']);
  });
});

describe('capital-letter placeholders', () => {
  const read = (prose: string) =>
    readStatementText(['# Gears', '', '## Output', '', prose, '', '```', '50x11 122.7', 'range=3.74', '```', ''].join('\n'), 'op/task.md');

  it('what is said of `R` in "one last line `range=R`, where `R` is ..." is said of `range`', () => {
    const c = read('Then one last line `range=R`, where `R` is the largest value divided by the smallest, printed with exactly two digits after the decimal point.');
    expect(c.fields.find((f) => f.key === 'range')?.shape?.value).toEqual({ kind: 'decimal', places: 2 });
    expect(c.fields.some((f) => f.key === 'R')).toBe(false);
  });

  it('"where `N` is the number of ..." makes `sessions=N` a count, as `sessions=<n>` would', () => {
    const c = readStatementText(['# S', '', '## Output', '', 'A final line `sessions=N`, where `N` is the number of sessions.', '', '```', 'sessions=3', '```', ''].join('\n'), 'op/task.md');
    expect(c.fields.find((f) => f.key === 'sessions')?.shape?.evidence.map((e) => e.via)).toEqual(['example output', 'statement prose']);
  });

  it('a letter two keys show, or one also shown as a key of its own (`R=12.5`), stands for no key', () => {
    const two = read('A line `low=R high=R`, where `R` is printed with two digits after the decimal point.');
    expect(two.fields.find((f) => f.key === 'low')?.shape).toBeUndefined();
    const own = read('A line `range=R`, where `R` is printed with two digits after the decimal point. The line `R=12.5` follows.');
    expect(own.fields.find((f) => f.key === 'range')?.shape).toBeUndefined();
  });
});

describe('keys said to be whole numbers', () => {
  it.each([
    ['`stitches` and `rows` are whole numbers; `actual_width` has one decimal.', ['stitches', 'rows']],
    ['`n` is an integer', ['n']],
    ['`a`, `b` or `c` are always positive integers', ['a', 'b', 'c']],
    ['`width` is the number of stitches', []],
    ['`mean` is a decimal number', []],
  ])('%s', (text, expected) => {
    expect(readIntegerKeys(text, at).map((k) => k.key)).toEqual(expected);
  });

  it('publishes the integer outright beside the example, so a conflicting reading elsewhere is settled here', () => {
    const text = ['# Cast on', '', '## Output', '', 'One line: `stitches=<n> rows=<n>`. `stitches` and `rows` are', 'whole numbers.', '', '```', 'stitches=110 rows=112', '```', ''].join('\n');
    const c = readStatementText(text, 'op/task.md');
    expect(c.fields.find((f) => f.key === 'stitches')?.shape?.evidence.map((e) => [e.loc.line, e.via])).toEqual([[9, 'example output'], [5, 'statement prose']]);
  });
});
