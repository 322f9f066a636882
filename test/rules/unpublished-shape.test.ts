import rule from '../../rules/unpublished-shape.js';
import type { Shape } from '../../src/contract/types.js';
import { ruleTester } from './rule-tester.js';
import { KV, int, oracle, pairList, statement, word } from './build.js';

/** `duration` compared with a model's `Math.ceil` (line 36) at line 64; the statement shows `duration: 280` in an example. */
const ceiled = oracle({ layout: [KV, 2], fields: [{ key: 'duration', line: 64, shape: [int, 64], rounded: [0, 'ceil', 36, 64] }] });
const durationSaid = (prose: string) => statement({
  text: `# Kiln\n\n## Output\n\n- \`duration\`: ${prose}\n\n## Example\n\n\`\`\`\nduration: 280\n\`\`\`\n`,
  fields: [{ key: 'duration', line: 5, shape: [int, 12, 'example output'] }],
});

const signedDiff = oracle({ layout: [KV, 2], fields: [{ key: 'diff', line: 52, shape: [{ kind: 'integer', signed: true, plus: true }, 52] }] });
const shownDiff = (value: string) => {
  const shape = value.startsWith('+') ? { kind: 'integer' as const, signed: true, plus: true as const } : { kind: 'integer' as const, signed: true };
  const c = statement({ fields: [{ key: 'diff', line: 42, shape: [shape, 42, 'example output'] }] });
  c.fields[0]!.examples = [{ value, evidence: [{ loc: { file: 'op/task.md', line: 42, column: 1 }, via: 'example output' }] }];
  return c;
};

const mst = oracle({ layout: [KV, 2], fields: [{ key: 'edges', line: 15, shape: [pairList, 16] }] });

/** `extras` split at `, ` (line 68); a statement whose example shows `extras` as these values (text to the reader). */
const extrasList = oracle({ layout: [{ kind: 'fields', assign: ': ', separator: '\n' }, 2], fields: [{ key: 'extras', line: 29, shape: [{ kind: 'list', separator: ', ', element: word }, 68] }] });
const shownExtras = (values: string[]) => {
  const c = statement({ fields: [{ key: 'extras', line: 40, shape: [{ kind: 'text' }, 40, 'example output'] }] });
  c.fields[0]!.examples = values.map((value) => ({ value, evidence: [{ loc: { file: 'op/task.md', line: 40, column: 1 }, via: 'example output' }] }));
  return c;
};

/** `V` compared with `12`, through `Number()` (`asNumber`) or as text. */
const comparedWithTwelve = (asNumber: boolean) => {
  const c = oracle({ layout: [{ kind: 'fields', assign: '=', separator: '\n' }, 16], fields: [{ key: 'V', line: 30, shape: [int, 30] }] });
  if (asNumber) c.fields[0].shape!.evidence = c.fields[0].shape!.evidence.map((e) => ({ ...e, asNumber: true as const }));
  return c;
};
const decimalExample = statement({ layout: [{ kind: 'fields', assign: '=', separator: '\n' }, 12], fields: [{ key: 'V', line: 12, shape: [{ kind: 'decimal', places: 3 }, 12, 'example output'] }] });

/** `rejected` split on `,` into integers here, read as a count (`Number(f.rejected)`) by another operation of the suite. */
const intList: Shape = { kind: 'list', separator: ',', element: int };
const rejectedList = oracle({ layout: [KV, 2], fields: [{ key: 'rejected', line: 67, shape: [intList, 67] }] });
const countsRejected = { name: 'vending_machine', enforced: oracle({ layout: [KV, 2], fields: [{ key: 'rejected', line: 20, shape: [int, 21] }] }), published: statement() };

const kvLine: Shape = { kind: 'list', separator: ' ', element: { kind: 'pair', separator: '=', left: word, right: word } };

/** `avg` read with `^\d+\.\d{2}$` (padded places), or compared only with roundings (`'6.51'`) when `rounding`. */
const twoPlaces = (rounding: boolean) => {
  const c = oracle({ layout: [KV, 3], fields: [{ key: 'avg', line: 74, shape: [{ kind: 'decimal', places: 2 } as Shape, 74] }] });
  if (rounding) c.fields[0].shape!.evidence = c.fields[0].shape!.evidence.map((e) => ({ ...e, rounding: true as const }));
  return c;
};
/** The statement's only word on `avg`: example values with two places. */
const shownAvg = (...values: string[]) =>
  statement({ layout: [KV, 30], fields: [{ key: 'avg', line: 30, shape: [{ kind: 'decimal', places: 2 } as Shape, 30, 'example output'], examples: values.map((v) => [v, 30] as [string, number]) }] });

/** `final_time` compared with `48:30` (line 44) and, for a run past the hour, `1:15:30` (line 79). */
const penalty = oracle({ layout: [{ kind: 'fields', assign: ': ', separator: '\n' }, 2], fields: [{ key: 'final_time', line: 40, shape: [{ kind: 'text' }, 40], tokens: [['48:30', 44], ['1:15:30', 79]] }] });
/** `slot` compared with `10:30` (line 60) and `08:30` (line 74). */
const slots = oracle({ layout: [KV, 2], fields: [{ key: 'slot', line: 58, tokens: [['10:30', 60], ['08:30', 74]] }] });
const clockText = (key: string, text: string) => ({ ...statement({ fields: [{ key, line: 6, shape: [{ kind: 'text' }, 6] }] }), text });

ruleTester(rule, {
  valid: [
    { name: 'a rounded value whose rounding the prose says ("rounded up to whole minutes")', enforced: ceiled, published: durationSaid('the total firing time, rounded up to whole minutes') },
    { name: 'a whole number the prose says counts something ("the number of segments")', enforced: ceiled, published: durationSaid('the number of minutes the firing takes') },
    {
      name: 'a rounded value compared where a sentence of the Output section says how all values are rounded',
      enforced: ceiled,
      published: statement({ text: '# Kiln\n\n## Output\n\nAll times are rounded up to whole minutes.\n\n- `duration`: the total firing time\n', roundingSaid: 5, fields: [{ key: 'duration', line: 7 }] }),
    },
    { name: 'a sign always written (`/^\\+\\d+$/`) shown by an example written with its plus (`diff=+207`)', enforced: signedDiff, published: shownDiff('+207') },
    {
      name: 'a JSON document on each line where the statement says JSON: the layout (JSON Lines) is the finding, not a shape per line',
      enforced: oracle({ layout: [{ kind: 'lines' }, 18], fields: [{ key: null, line: 18, position: [0, 18], shape: [{ kind: 'json' }, 18] }] }),
      published: statement({ layout: [{ kind: 'json' }, 9] }),
    },
    {
      name: 'JSON: places the prose gives a member by its own name (`area_sqft` "rounded to two decimals") hold for its path, which the example shows as a number only',
      enforced: oracle({ layout: [{ kind: 'json' }, 9], fields: [{ key: 'articles', line: 20 }, { key: 'articles[].area_sqft', line: 34, shape: [{ kind: 'decimal', places: 2 } as Shape, 34] }] }),
      published: statement({
        layout: [{ kind: 'json' }, 46],
        fields: [
          { key: 'articles', line: 21 },
          { key: 'articles[].area_sqft', line: 46, shape: [{ kind: 'number' } as Shape, 46, 'example output'], via: 'example output' },
          { key: 'area_sqft', line: 24, shape: [{ kind: 'decimal', places: 2 } as Shape, 24, 'statement prose'] },
        ],
      }),
    },
    { name: 'padded places shown by an example value that keeps a trailing zero (`avg=12.50`)', enforced: twoPlaces(false), published: shownAvg('16.25', '12.50') },
    { name: 'a rounding to two places (`=== \'6.51\'`) shown by an example value with two places', enforced: twoPlaces(true), published: shownAvg('16.25') },
    {
      name: 'padded places the prose gives every value ("All amounts are printed with two decimals"), which the example merely illustrates',
      enforced: twoPlaces(false),
      published: statement({ layout: [KV, 30], fields: [{ key: 'avg', line: 30, shape: [{ kind: 'decimal', places: 2 } as Shape, 30, 'example output'], examples: [['16.25', 30]] }, { key: null, line: 12, shape: [{ kind: 'decimal', places: 2 } as Shape, 12, 'statement prose'] }] }),
    },
    { name: 'a key another operation reads as another type: one demand, reported by conflicting-key-type', enforced: rejectedList, published: statement(), others: [countsRejected] },
    { name: 'an integer compared only as a number (`Number(v) === 12`) accepts the example\'s `12.000`', enforced: comparedWithTwelve(true), published: decimalExample },
    {
      name: 'a line holding a pair (`12.0000 mi`) is not contradicted by prose about a scalar ("rounded to 4 decimal places"): a layout demand, not a shape',
      enforced: oracle({ layout: [{ kind: 'lines' }, 14], fields: [1, 2].map((i) => ({ key: null, line: 38, position: [i, 38] as [number, number], shape: [{ kind: 'pair', separator: ' ', left: { kind: 'decimal', places: 4 }, right: word }, 38] as [Shape, number] })) }),
      published: statement({ fields: [{ key: null, line: 16, shape: [{ kind: 'decimal', places: 4 }, 16, 'statement prose'] }] }),
    },
    {
      name: 'lines read by position take what the prose says of every value ("each printed with exactly 4 decimal places")',
      enforced: oracle({ layout: [{ kind: 'lines' }, 14], fields: [1, 2].map((i) => ({ key: null, line: 31, position: [i, 31] as [number, number], shape: [{ kind: 'decimal', places: 4 }, 31] as [Shape, number] })) }),
      published: statement({ fields: [{ key: null, line: 16, shape: [{ kind: 'decimal', places: 4 }, 16, 'statement prose'] }] }),
    },
    {
      name: 'a line read by position that the fields parser splits into `key=value` pairs is the layout, not a shape of its own',
      enforced: oracle({ layout: [KV, 3], fields: [{ key: null, line: 11, position: [0, 11], shape: [kvLine, 3] }, { key: 'ones', line: 36 }] }),
      published: statement({ layout: [KV, 14], fields: [{ key: 'ones', line: 14 }] }),
    },
    {
      name: 'a one-element example (`intersection=3`) beside prose saying "a comma-separated list" publishes the list',
      enforced: oracle({ layout: [KV, 3], fields: [{ key: 'intersection', line: 17, shape: [{ kind: 'list', separator: ',', element: int }, 17] }] }),
      published: statement({ layout: [KV, 10], fields: [{ key: 'intersection', line: 27, shape: [int, 27, 'example output'] }], separators: [[',', 19]] }),
    },
    {
      name: '`line.split(\'=\')` of `key=value` fields is the layout itself',
      enforced: oracle({ layout: [KV, 3], fields: [{ key: null, line: 52, position: [0, 52], shape: [{ kind: 'pair', separator: '=', left: word, right: word }, 52] }] }),
      published: statement({ layout: [KV, 10] }),
    },
    {
      name: 'counts of input words where the statement gives each line as `a pair A B of a word and an integer` (the line, not the count)',
      enforced: oracle({
        fields: [{ key: 'cat', line: 34, shape: [int, 34] }],
        input: [{ lines: [{ parts: [word, word], separator: ' ', example: 'the CAT cat', line: 30 }] }],
      }),
      published: statement({ fields: [{ key: null, line: 8, position: [0, 8], shape: [{ kind: 'pair', separator: ' ', left: word, right: int }, 8] }] }),
    },
    {
      name: 'lines one comparison checks against a model (`got[i] !== model(t)`) are not zero-padded numbers when it expects words on other lines',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], fields: [
        { key: null, line: 65, position: [0, 65], tokens: [['1-y-a', 65]] },
        { key: null, line: 65, position: [1, 65], tokens: [['09', 65]] },
      ] }),
      published: statement({ layout: [{ kind: 'lines' }, 10] }),
    },
    {
      name: 'rows of cells (`0111` beside `*211`) and log lines with times are not zero-padded numbers',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], fields: [
        { key: null, line: 32, position: [0, 32], tokens: [['0111', 32], ['*211', 33]] },
        { key: null, line: 50, position: [1, 50], tokens: [['2024-01-01T00:00:05Z api started', 50]] },
      ] }),
      published: statement({ layout: [{ kind: 'lines' }, 10] }),
    },
    {
      name: 'a value also compared with `1.9.3` and `2.0-rc1` is a version, not a two-place decimal (`1.10`)',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], fields: [{ key: null, line: 46, position: [0, 46], shape: [{ kind: 'decimal', places: 2 }, 46], tokens: [['1.10', 46], ['1.9.3', 46], ['2.0-rc1', 46]] }] }),
      published: statement({ layout: [{ kind: 'lines' }, 10], fields: [{ key: null, line: 10, position: [0, 10], shape: [word, 10, 'example output'] }] }),
    },
    {
      name: 'a line past the example\'s last splits like the example\'s lines',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], fields: [0, 1, 2, 3].map((i) => ({ key: null, line: 12, position: [i, 12] as [number, number], shape: [{ kind: 'list', separator: ',', element: { kind: 'number' } }, 12] as [Shape, number] })) }),
      published: statement({ layout: [{ kind: 'lines' }, 21], fields: [0, 1].map((i) => ({ key: null, line: 21 + i, position: [i, 21 + i] as [number, number], shape: [{ kind: 'list', separator: ',', element: word }, 21 + i, 'example output'] as [Shape, number, string] })) }),
    },
    {
      name: 'values of keys named by the input, in the shape the statement gives the output\'s values ("with two decimals")',
      enforced: oracle({
        fields: [{ key: 'ana', line: 29, shape: [{ kind: 'decimal', places: 2 }, 29] }],
        input: [{ lines: [{ parts: [word], separator: ' ', example: 'ana,2024-03-04,09:00,17:30', line: 20 }] }],
      }),
      published: statement({ fields: [{ key: null, line: 22, shape: [{ kind: 'decimal', places: 2 }, 22] }] }),
    },
    {
      name: 'lines read as lists of numbers where the example shows names and amounts (`alice,760.00,0.00`)',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], fields: [{ key: null, line: 12, position: [0, 12], shape: [{ kind: 'list', separator: ',', element: { kind: 'number' } }, 12] }] }),
      published: statement({ layout: [{ kind: 'lines' }, 21], fields: [{ key: null, line: 21, position: [0, 21], shape: [{ kind: 'list', separator: ',', element: word }, 21, 'example output'] }] }),
    },
    {
      name: '`line.split(\':\')` of `key: value` lines is the fields layout itself, not a value\'s shape',
      enforced: oracle({ layout: [{ kind: 'fields', assign: ':', separator: '\n' }, 3], fields: [{ key: null, line: 9, position: [0, 9], shape: [{ kind: 'pair', separator: ':', left: word, right: word }, 9] }] }),
      published: statement(),
    },
    { name: 'a zero-padded value the statement shows padded (`07`)', enforced: oracle({ layout: [KV, 3], fields: [{ key: 'hour', line: 71, shape: [int, 62], tokens: [['07', 71], ['12', 62]] }] }), published: statement({ layout: [KV, 5], fields: [{ key: 'hour', line: 23, shape: [int, 23], tokens: [['09', 23]] }] }) },
    { name: 'zero padding the prose states ("two digits")', enforced: oracle({ layout: [KV, 3], fields: [{ key: 'hour', line: 71, tokens: [['07', 71]] }] }), published: statement({ layout: [KV, 5], fields: [{ key: 'hour', line: 23 }], padding: 12 }) },
    { name: 'a decimal below one (`0.5`) and a zero are not padded numbers', enforced: oracle({ layout: [KV, 3], fields: [{ key: 'ratio', line: 71, tokens: [['0.5', 71], ['0', 72]] }] }), published: statement({ layout: [KV, 5], fields: [{ key: 'ratio', line: 23 }] }) },
    {
      name: 'how every output line splits (no line named by the statement) is left to unpublished-layout',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], fields: [{ key: null, line: 6, position: [0, 6], shape: [{ kind: 'pair', separator: ' ', left: { kind: 'number' }, right: word }, 6] }] }),
      published: statement({ separators: [['\n', 4]] }),
    },
    { name: 'list shape published', enforced: mst, published: statement({ fields: [{ key: 'edges', line: 5, shape: [pairList, 5] }] }) },
    { name: 'list shape published by a two-element example', enforced: mst, published: statement({ fields: [{ key: 'edges', line: 5, shape: [pairList, 9, 'example'] }] }) },
    { name: 'weak shape left open', enforced: oracle({ fields: [{ key: 'count', line: 10, shape: [int, 11] }] }), published: statement({ mentions: [['count', 3]] }) },
    { name: 'separators named in prose', enforced: mst, published: statement({ fields: [{ key: 'edges', line: 5 }], separators: [[',', 6], ['-', 6]] }) },
    { name: 'a pattern every shown value matches', enforced: oracle({ fields: [{ key: null, line: 10, shape: [{ kind: 'pattern', source: '^[IVXLCDM]+$', flags: '' }, 11] }] }), published: statement({ fields: [{ key: null, line: 5, position: [0, 5], shape: [{ kind: 'word' }, 5, 'example'], tokens: [['MCMXCIV', 5]] }] }) },
    {
      name: 'a list split on "-" is a published pair',
      enforced: oracle({ fields: [{ key: 'edges', line: 15, shape: [{ kind: 'list', separator: ',', element: { kind: 'list', separator: '-', element: word } }, 16] }] }),
      published: statement({ fields: [{ key: 'edges', line: 5, shape: [pairList, 9, 'example output'] }] }),
    },
    { name: 'an example the reader could not structure', enforced: mst, published: statement({ fields: [{ key: 'edges', line: 5, shape: [{ kind: 'text' }, 9, 'example'] }] }) },
    {
      name: 'an example the reader could not structure that shows the separator the oracle splits at (`walk x3, bath x1`)',
      enforced: extrasList,
      published: shownExtras(['walk x3, bath x1']),
    },
    {
      name: 'a list split at a separator the analyzer could not read (`?`) beside an example shown as text: no separator to show',
      enforced: oracle({ layout: [{ kind: 'fields', assign: ': ', separator: '\n' }, 2], fields: [{ key: 'extras', line: 29, shape: [{ kind: 'list', separator: '?', element: word }, 68] }] }),
      published: shownExtras(['bath x1']),
    },
    { name: 'one extra shown, where the prose says the extras are separated by commas', enforced: extrasList, published: { ...shownExtras(['bath x1']), mentionedSeparators: [{ value: ', ', evidence: [{ loc: { file: 'op/task.md', line: 12, column: 1 } }] }] } },
    { name: 'a pattern the statement leaves to its prose', enforced: oracle({ fields: [{ key: null, line: 10, shape: [{ kind: 'pattern', source: '^[IVXLCDM]+$', flags: '' }, 11] }] }), published: statement({ mentions: [['MCMXCIV', 4]] }) },
    {
      name: 'an example value written in the enforced shape (`192.168.8.0`, a list split on "."), though read as a word',
      enforced: oracle({ fields: [{ key: 'network', line: 10, shape: [{ kind: 'list', separator: '.', element: word }, 22] }] }),
      published: statement({ fields: [{ key: 'network', line: 5, shape: [word, 5, 'example output'], examples: [['192.168.8.0', 5]] }] }),
    },
    { name: 'no digits after the point (a rounded integer) is how any integer is written', enforced: oracle({ fields: [{ key: 'midi', line: 10, shape: [{ kind: 'decimal', places: 0 }, 57] }] }), published: statement({ fields: [{ key: 'midi', line: 5 }] }) },
    { name: 'decimal places published', enforced: oracle({ fields: [{ key: 're', line: 10, shape: [{ kind: 'decimal', places: 3 }, 11] }] }), published: statement({ fields: [{ key: 're', line: 5, shape: [{ kind: 'decimal', places: 3 }, 5] }] }) },
    {
      name: 'a value an example block shows in the enforced shape, read the oracle\'s way (`total=12.50` under key=value fields)',
      enforced: oracle({ layout: [KV, 3], fields: [{ key: 'total', line: 10, shape: [{ kind: 'decimal', places: 2 }, 11] }] }),
      published: statement({ layout: [KV, 5], fields: [{ key: 'total', line: 5 }], blocks: [{ kind: 'output', line: 5, text: 'count=3 total=12.50' }] }),
    },
    {
      name: 'every line of an example block is a pair the oracle splits lines into, though prose said only "a balance"',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], fields: [0, 1, 2].map((i) => ({ key: null, line: 21, position: [i, 21] as [number, number], shape: [{ kind: 'pair', separator: ' ', left: word, right: { kind: 'decimal', places: 2 } }, 21] as [Shape, number] })) }),
      published: statement({ fields: [{ key: null, line: 8, position: [0, 8], shape: [{ kind: 'decimal', places: 2 }, 8] }], blocks: [{ kind: 'unknown', line: 30, text: 'alice 49.50\nbob 20.00' }] }),
    },
    {
      name: 'lines matching the pattern the oracle reads them with (`^(\\S+) (\\d+\\.\\d{2})$`), as an example block shows them',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], fields: [0, 1].map((i) => ({ key: null, line: 21, position: [i, 21] as [number, number], shape: [{ kind: 'pattern', source: '^(\\S+) (\\d+\\.\\d{2})$', flags: '' }, 21] as [Shape, number] })) }),
      published: statement({ fields: [{ key: null, line: 8, position: [0, 8], shape: [{ kind: 'decimal', places: 2 }, 8] }], blocks: [{ kind: 'output', line: 30, text: 'ana 12.50\nbob 7.25' }] }),
    },
    {
      name: 'values the oracle splits one line into (`20,0.25,2` on ","), where the statement reader took the line for one list of numbers',
      enforced: oracle({ layout: [{ kind: 'tokens', separator: ',' }, 8], fields: [0, 1, 2].map((i) => ({ key: null, line: 11, position: [i, 11] as [number, number], shape: [{ kind: 'number' } as Shape, 11] as [Shape, number] })) }),
      published: statement({ layout: [{ kind: 'lines' }, 22], fields: [{ key: null, line: 22, position: [0, 22], shape: [{ kind: 'list', separator: ',', element: { kind: 'number' } }, 22, 'example output'] }], blocks: [{ kind: 'output', line: 22, text: '20,0.25,2' }] }),
    },
    {
      name: 'zero padding (`^\\d{2}:\\d{2}$`) shown by an example value that has it (`planned=08:20`)',
      enforced: oracle({ layout: [{ kind: 'fields', assign: '=', separator: '\n' }, 3], fields: [{ key: 'planned', line: 51, shape: [{ kind: 'pattern', source: '^\\d{2}:\\d{2}$', flags: '' }, 51] }] }),
      published: statement({ layout: [{ kind: 'fields', assign: '=', separator: '\n' }, 40], fields: [{ key: 'planned', line: 40, shape: [{ kind: 'pair', separator: ':', left: int, right: int }, 40, 'example output'] }], blocks: [{ kind: 'output', line: 40, text: 'planned=08:20\nslack=2' }] }),
    },
    {
      name: 'a date and a clock time written as machines write them (`^\\d{4}-\\d{2}-\\d{2}$`, `^\\d{2}:\\d{2}$`) that the statement never shows otherwise: convention, not a demand',
      enforced: oracle({ layout: [KV, 3], fields: [{ key: 'peak_date', line: 36, shape: [{ kind: 'pattern', source: '^\\d{4}-\\d{2}-\\d{2}$', flags: '' }, 36] }, { key: 'finish', line: 54, shape: [{ kind: 'pattern', source: '^\\d{2}:\\d{2}$', flags: '' }, 54] }] }),
      published: statement({ layout: [KV, 20], fields: [{ key: 'peak_date', line: 21 }, { key: 'finish', line: 22, shape: [{ kind: 'pair', separator: ':', left: int, right: int }, 22, 'example output'], tokens: [['18:30', 22]] }] }),
    },
    {
      name: 'a line cut into its words (a row `H2 15 7 3.5`) read as a list of decimals, where the statement shows a decimal: the line layout, not a shape',
      enforced: oracle({ fields: [{ key: null, line: 9, position: [0, 9], shape: [{ kind: 'list', separator: ' ', element: { kind: 'decimal', places: 1 } }, 9] }] }),
      published: statement({ fields: [{ key: null, line: 30, position: [0, 30], shape: [{ kind: 'decimal', places: 1 }, 30, 'example output'] }] }),
    },
    {
      name: 'a line read as a pair `A B` of words where the statement shows one word per line',
      enforced: oracle({ fields: [{ key: null, line: 9, shape: [{ kind: 'pair', separator: ' ', left: word, right: word }, 9] }] }),
      published: statement({ fields: [{ key: null, line: 30, shape: [word, 30, 'example output'] }] }),
    },
    { name: 'whitespace list printed one per line', enforced: oracle({ fields: [{ key: 'xs', line: 10, shape: [{ kind: 'list', separator: ' ', element: int }, 11] }] }), published: statement({ fields: [{ key: 'xs', line: 5, shape: [{ kind: 'list', separator: '\n', element: int }, 5] }] }) },
    {
      name: 'places said of no key ("Money is printed with exactly two decimal places") publish the places of a defined key with no shape',
      enforced: oracle({ layout: [KV, 3], fields: [{ key: 'gross', line: 17, shape: [{ kind: 'decimal', places: 2 } as Shape, 17] }, { key: 'net', line: 18, shape: [{ kind: 'decimal', places: 2 } as Shape, 18] }] }),
      published: statement({ layout: [KV, 17], fields: [{ key: 'gross', line: 21 }, { key: 'net', line: 23 }, { key: null, line: 25, shape: [{ kind: 'decimal', places: 2 } as Shape, 25] }] }),
    },
    { name: 'a time past the hour where the statement writes hours too (`H:MM:SS`)', enforced: penalty, published: clockText('final_time', '# Penalty\n\nThe time is `MM:SS`, or `H:MM:SS` from an hour up.\n\n```\nfinal_time: 48:30\n```\n') },
    { name: 'a padded time where the statement writes `HH:MM`', enforced: slots, published: clockText('slot', '# Slots\n\nEach slot is `HH:MM`, for example `slot=10:30`.\n') },
    { name: 'a padded time where the statement shows one padded', enforced: slots, published: clockText('slot', '# Slots\n\n```\nslot=07:45\n```\n') },
    { name: 'a padded time where the prose says how times are padded', enforced: slots, published: clockText('slot', '# Slots\n\nTimes have two-digit hours: `slot=10:30`.\n') },
    { name: 'clock times where the statement writes none: nothing to compare with', enforced: penalty, published: clockText('final_time', '# Penalty\n\nPrint the final time.\n') },
    { name: 'a key the statement never names (unpublished-key reports it)', enforced: slots, published: clockText('start', '# Slots\n\n```\nstart=10:30\n```\n') },
  ],
  invalid: [
    {
      name: 'a value compared with a model that rounds it up, where the statement only shows a whole number in an example: at the rounding',
      enforced: ceiled,
      published: durationSaid('the total firing time in minutes'),
      errors: [{ messageId: 'rounding', key: 'duration', line: 36 }],
    },
    {
      name: 'a time past the hour written `1:15:30` where every clock the statement writes has two parts (`MM:SS`, `48:30`)',
      enforced: penalty,
      published: clockText('final_time', '# Penalty\n\nThe raw time is `MM:SS`.\n\n```\nfinal_time: 48:30\n```\n'),
      errors: [{ messageId: 'clockParts', key: 'final_time', line: 79, message: /`1:15:30`, with 3 parts.*`MM:SS` and `48:30`/ }],
    },
    {
      name: 'a time past the hour written `1:05:00`: its padded minutes (`^\\d{1}:\\d{2}:\\d{2}$`) are the same demand, one finding',
      enforced: oracle({ layout: [{ kind: 'fields', assign: ': ', separator: '\n' }, 2], fields: [{ key: 'final_time', line: 40, shape: [{ kind: 'text' }, 40], tokens: [['48:30', 44], ['1:05:00', 79]] }] }),
      published: clockText('final_time', '# Penalty\n\nThe raw time is `MM:SS`.\n\n```\nfinal_time: 48:30\n```\n'),
      errors: [{ messageId: 'clockParts', key: 'final_time', line: 79 }],
    },
    {
      name: 'a time written `08:30` where no clock the statement writes has a leading zero (`10:30`, `9:15`)',
      enforced: slots,
      published: clockText('slot', '# Slots\n\nThe first slot opens at 9:15.\n\n```\nslot=10:30\n```\n'),
      errors: [{ messageId: 'clockPadding', key: 'slot', line: 74 }],
    },
    {
      name: 'elements read as objects (`u.station`, `u.short`) of a list the statement names without any of their members: one finding, at the first member read',
      enforced: oracle({ layout: [{ kind: 'json' }, 9], fields: [{ key: 'unserved', line: 20 }, { key: 'unserved[].station', line: 21 }, { key: 'unserved[].short', line: 22, shape: [int, 22] }] }),
      published: statement({ layout: [{ kind: 'json' }, 5], fields: [{ key: 'unserved', line: 6 }] }),
      errors: [{ messageId: 'members', key: 'unserved', line: 21, message: /each element of `unserved` as an object with the members `station` and `short`/ }],
    },
    {
      name: 'a member whose name the statement gives only to another value (`weight` of `sacks[]`) names nothing of this one (`rejected[].weight`)',
      enforced: oracle({ layout: [{ kind: 'json' }, 9], fields: [{ key: 'sacks', line: 19 }, { key: 'sacks[].weight', line: 19 }, { key: 'rejected', line: 20 }, { key: 'rejected[].ref', line: 21 }, { key: 'rejected[].weight', line: 22, shape: [int, 22] }] }),
      published: statement({ layout: [{ kind: 'json' }, 5], fields: [{ key: 'sacks', line: 6 }, { key: 'sacks[].weight', line: 6, shape: [int, 6] }, { key: 'rejected', line: 7 }], mentions: [['weight', 6]] }),
      errors: [{ messageId: 'members', key: 'rejected', line: 21, message: /members `ref` and `weight`/ }],
    },
    {
      name: 'an object value read by its members (`highest.name`, `highest.elevation`) that the statement names only as a whole',
      enforced: oracle({ layout: [{ kind: 'json' }, 9], fields: [{ key: 'highest', line: 20 }, { key: 'highest.name', line: 30 }, { key: 'highest.elevation', line: 31, shape: [int, 31] }] }),
      published: statement({ layout: [{ kind: 'json' }, 5], fields: [{ key: 'highest', line: 6 }] }),
      errors: [{ messageId: 'members', key: 'highest', line: 30, message: /reads `highest` as an object/ }],
    },
    {
      name: 'a sign always written (`/^\\+\\d+$/`) where the only example is negative (`diff=-98`): the plus is published nowhere',
      enforced: signedDiff,
      published: shownDiff('-98'),
      errors: [{ messageId: 'weaker', key: 'diff', line: 52 }],
    },
    {
      name: 'a list split at `, ` where every value an example shows is one item (`bath x1`, `none`): the separator is never shown',
      enforced: extrasList,
      published: shownExtras(['bath x1', 'none']),
      errors: [{ messageId: 'weaker', key: 'extras', line: 68, message: /list of words separated by `, `; the statement only shows text/ }],
    },
    {
      name: 'a JSON document on each line where the statement shows plain lines',
      enforced: oracle({ layout: [{ kind: 'lines' }, 18], fields: [{ key: null, line: 18, position: [0, 18], shape: [{ kind: 'json' }, 18] }] }),
      published: statement({ layout: [{ kind: 'lines' }, 9] }),
      errors: [{ messageId: 'unpublished', key: null, line: 18 }],
    },
    {
      name: 'padded places (`^\\d+\\.\\d{2}$`) that example values show only without a trailing zero (`avg=16.25`): a program printing 12.5 fails',
      enforced: twoPlaces(false),
      published: shownAvg('16.25', '3.75'),
      errors: [{ messageId: 'weaker', key: 'avg', line: 74 }],
    },
    { name: 'the same list with no other operation reading the key', enforced: rejectedList, published: statement(), errors: [{ messageId: 'unpublished', key: 'rejected', line: 67 }] },
    {
      name: 'a list on `,` on a key the statement never names, where another operation splits it on spaces: its separator is this statement\'s silence, not the suite\'s conflict',
      enforced: rejectedList,
      published: statement(),
      others: [{ name: 'refunds', enforced: oracle({ layout: [KV, 2], fields: [{ key: 'rejected', line: 20, shape: [{ ...intList, separator: ' ' }, 21] }] }), published: statement() }],
      errors: [{ messageId: 'unpublished', key: 'rejected', line: 67 }],
    },
    {
      name: 'a list of pairs whose key another operation counts: the parts and their separator are a demand of their own',
      enforced: mst,
      published: statement(),
      others: [{ name: 'graph_from_links', enforced: oracle({ layout: [KV, 2], fields: [{ key: 'edges', line: 30, shape: [int, 31] }] }), published: statement() }],
      errors: [{ messageId: 'unpublished', key: 'edges', line: 16 }],
    },
    {
      name: 'every output line a list of integers split on "," that the statement never describes: the list\'s shape',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], fields: [{ key: null, line: 15, position: [0, 15], shape: [{ kind: 'list', separator: ',', element: int }, 15] }] }),
      published: statement({ separators: [['\n', 4]] }),
      errors: [{ messageId: 'unpublished', key: null, line: 15 }],
    },
    {
      name: 'a padded line (`07`) beside a word line compared elsewhere is still padding',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], fields: [
        { key: null, line: 40, position: [0, 40], tokens: [['error', 40]] },
        { key: null, line: 71, position: [1, 71], tokens: [['07', 71]] },
      ] }),
      published: statement({ layout: [{ kind: 'lines' }, 10] }),
      errors: [{ messageId: 'unpublished', key: null, line: 71 }],
    },
    {
      name: 'places said of no key do not publish a different number of places',
      enforced: oracle({ layout: [KV, 3], fields: [{ key: 'rate', line: 17, shape: [{ kind: 'decimal', places: 4 } as Shape, 17] }] }),
      published: statement({ layout: [KV, 17], fields: [{ key: 'rate', line: 21 }, { key: null, line: 25, shape: [{ kind: 'decimal', places: 2 } as Shape, 25] }] }),
      errors: [{ messageId: 'contradicts', key: 'rate', line: 17 }],
    },
    {
      name: 'a clock time padded (`^\\d{2}:\\d{2}$`) where the statement\'s example writes one unpadded (`9:05`)',
      enforced: oracle({ layout: [KV, 3], fields: [{ key: 'finish', line: 54, shape: [{ kind: 'pattern', source: '^\\d{2}:\\d{2}$', flags: '' }, 54] }] }),
      published: statement({ layout: [KV, 20], fields: [{ key: 'finish', line: 22, shape: [{ kind: 'pair', separator: ':', left: int, right: int }, 22, 'example output'], tokens: [['9:05', 22]] }] }),
      errors: [{ messageId: 'contradicts', key: 'finish', line: 54 }],
    },
    {
      name: 'zero padding (`^\\d{2}$`) is not shown by an example value that merely matches it (`14`)',
      enforced: oracle({ layout: [KV, 3], fields: [{ key: 'busiest_hour', line: 71, shape: [{ kind: 'pattern', source: '^\\d{2}$', flags: '' }, 71], tokens: [['07', 71]] }] }),
      published: statement({ layout: [KV, 23], fields: [{ key: 'busiest_hour', line: 23, shape: [int, 23, 'example output'] }], blocks: [{ kind: 'output', line: 23, text: 'total=3 busiest_hour=14' }] }),
      errors: [{ messageId: 'weaker', key: 'busiest_hour', line: 71 }],
    },
    {
      name: 'an example block whose value has another number of places (`12.5`) does not show two',
      enforced: oracle({ layout: [KV, 3], fields: [{ key: 'total', line: 10, shape: [{ kind: 'decimal', places: 2 }, 11] }] }),
      published: statement({ layout: [KV, 5], fields: [{ key: 'total', line: 5 }], blocks: [{ kind: 'output', line: 5, text: 'count=3 total=12.5' }] }),
      errors: [{ messageId: 'unpublished', key: 'total', line: 11 }],
    },
    {
      name: 'an input block in the enforced shape shows nothing of output read by position',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], fields: [{ key: null, line: 10, position: [0, 10], shape: [{ kind: 'decimal', places: 2 }, 11] }, { key: null, line: 10, position: [1, 10] }] }),
      published: statement({ fields: [{ key: null, line: 5, position: [0, 5] }], blocks: [{ kind: 'input', line: 5, text: '12.50\n3.25' }] }),
      errors: [{ messageId: 'unpublished', key: null, line: 11 }],
    },
    {
      name: 'a number the statement shows as a word, and no block shows it as a number: still contradicted',
      enforced: oracle({ layout: [{ kind: 'tokens', separator: ',' }, 8], fields: [0, 1].map((i) => ({ key: null, line: 11, position: [i, 11] as [number, number], shape: [{ kind: 'number' } as Shape, 11] as [Shape, number] })) }),
      published: statement({ layout: [{ kind: 'lines' }, 22], fields: [{ key: null, line: 22, position: [0, 22], shape: [{ kind: 'list', separator: ',', element: word }, 22, 'example output'] }], blocks: [{ kind: 'output', line: 22, text: 'twenty,half' }] }),
      errors: [{ messageId: 'contradicts', key: null, line: 11 }],
    },
    { name: 'an integer compared as text (`v === \'12\'`) contradicts the example\'s `12.000`', enforced: comparedWithTwelve(false), published: decimalExample, errors: [{ messageId: 'contradicts', key: 'V', line: 30 }] },

    {
      name: 'a line read by position as pairs the fields layout does not make (`a:b` pairs under `key=value` fields) is a shape',
      enforced: oracle({ layout: [KV, 3], fields: [{ key: null, line: 11, position: [0, 11], shape: [{ kind: 'list', separator: ' ', element: { kind: 'pair', separator: ':', left: word, right: word } }, 11] }] }),
      published: statement({ layout: [KV, 14] }),
      errors: [{ messageId: 'unpublished', key: null, line: 11 }],
    },
    {
      name: 'a one-element example with no prose about a separator leaves the list unpublished',
      enforced: oracle({ layout: [KV, 3], fields: [{ key: 'intersection', line: 17, shape: [{ kind: 'list', separator: ',', element: int }, 17] }] }),
      published: statement({ layout: [KV, 10], fields: [{ key: 'intersection', line: 27, shape: [int, 27, 'example output'] }] }),
      errors: [{ messageId: 'weaker', key: 'intersection', line: 17 }],
    },
    {
      name: 'values of keys named by the input (account names) in one shape at one place: one finding, keyless',
      enforced: oracle({
        layout: [{ kind: 'fields', assign: ':', separator: '\n' }, 3],
        fields: [{ key: 'alice', line: 60, shape: [{ kind: 'decimal', places: 2 }, 7] }, { key: 'bob', line: 61, shape: [{ kind: 'decimal', places: 2 }, 7] }],
        input: [{ lines: [{ parts: [word, word], separator: ' ', example: 'open alice', examples: ['open bob'], line: 58 }] }],
      }),
      published: statement({ layout: [{ kind: 'fields', assign: ':', separator: '\n' }, 5] }),
      errors: [{ messageId: 'inputKeys', key: null, line: 7 }],
    },
    {
      name: 'keys spelled like words the oracle feeds (`silica 27.3`), two read alike at one place, though an example shows them: one finding, keyless',
      enforced: oracle({
        layout: [KV, 3],
        fields: [{ key: 'silica', line: 60, shape: [{ kind: 'decimal', places: 1 }, 27] }, { key: 'whiting', line: 61, shape: [{ kind: 'decimal', places: 1 }, 27] }],
        input: [{ lines: [{ parts: [word, { kind: 'decimal', places: 1 }], separator: ' ', example: 'silica 27.3', examples: ['whiting 19.7'], line: 58 }] }],
      }),
      published: statement({ layout: [KV, 5], fields: [{ key: 'silica', line: 44, shape: [{ kind: 'number' }, 44, 'example output'] }, { key: 'whiting', line: 45, shape: [{ kind: 'number' }, 45, 'example output'] }] }),
      errors: [{ messageId: 'inputKeysWeaker', key: null, line: 27 }],
    },
    {
      name: 'one key spelled like a word the oracle feeds (`rate` of `rate 0.45`): its own finding',
      enforced: oracle({
        layout: [KV, 3],
        fields: [{ key: 'rate', line: 60, shape: [{ kind: 'decimal', places: 2 }, 39] }],
        input: [{ lines: [{ parts: [word, { kind: 'decimal', places: 2 }], separator: ' ', example: 'rate 0.45', line: 58 }] }],
      }),
      published: statement({ layout: [KV, 5], fields: [{ key: 'rate', line: 44 }] }),
      errors: [{ messageId: 'unpublished', key: 'rate', line: 39 }],
    },
    {
      name: 'a value compared with a zero-padded literal (`07`) where the statement only shows `14`',
      enforced: oracle({ layout: [KV, 3], fields: [{ key: 'busiest_hour', line: 62, shape: [int, 62], tokens: [['12', 62], ['07', 71]] }] }),
      published: statement({ layout: [KV, 5], fields: [{ key: 'busiest_hour', line: 23, shape: [int, 23], tokens: [['14', 23]] }] }),
      errors: [{ messageId: 'weaker', key: 'busiest_hour', line: 71 }],
    },
    {
      name: 'a pattern with two-digit groups (`H:MM:SS`) the statement never shows',
      enforced: oracle({ layout: [KV, 3], fields: [{ key: 'total', line: 33, shape: [{ kind: 'pattern', source: '^(\\d+):(\\d{2}):(\\d{2})$', flags: '' }, 47] }] }),
      published: statement({ layout: [KV, 5], mentions: [['total', 18]] }),
      errors: [{ messageId: 'unpublished', key: 'total', line: 47 }],
    },
    {
      name: 'a line the statement names by position, split on ",": that value\'s shape',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], fields: [{ key: null, line: 4, position: [0, 4] }, { key: null, line: 5, position: [1, 5], shape: [{ kind: 'list', separator: ',', element: int }, 5] }] }),
      published: statement({ layout: [{ kind: 'lines' }, 8], fields: [{ key: null, line: 8, position: [0, 8] }, { key: null, line: 9, position: [1, 9] }] }),
      errors: [{ messageId: 'unpublished', key: null, line: 5 }],
    },
    { name: 'key published without its type', enforced: mst, published: statement({ fields: [{ key: 'edges', line: 5 }] }), errors: [{ messageId: 'unpublished', key: 'edges', line: 16 }] },
    {
      name: 'an example value without the separator shows no list',
      enforced: oracle({ fields: [{ key: 'network', line: 10, shape: [{ kind: 'list', separator: '.', element: word }, 22] }] }),
      published: statement({ fields: [{ key: 'network', line: 5, shape: [word, 5, 'example output'], examples: [['localhost', 5]] }] }),
      errors: [{ messageId: 'weaker', key: 'network', line: 22 }],
    },
    { name: 'a one-element example shows no separator', enforced: mst, published: statement({ fields: [{ key: 'edges', line: 5, shape: [{ kind: 'pair', separator: '-', left: word, right: word }, 9, 'example'] }] }), errors: [{ messageId: 'weaker', key: 'edges', line: 16 }] },
    { name: 'published as a count', enforced: mst, published: statement({ fields: [{ key: 'edges', line: 5, shape: [int, 5] }] }), errors: [{ messageId: 'contradicts', key: 'edges', line: 16 }] },
    { name: 'different decimal places', enforced: oracle({ fields: [{ key: 're', line: 10, shape: [{ kind: 'decimal', places: 3 }, 11] }] }), published: statement({ fields: [{ key: 're', line: 5, shape: [{ kind: 'decimal', places: 2 }, 5] }] }), errors: [{ messageId: 'contradicts', key: 're', line: 11 }] },
    { name: 'decimal places never said', enforced: oracle({ fields: [{ key: 're', line: 10, shape: [{ kind: 'decimal', places: 3 }, 11] }] }), published: statement({ fields: [{ key: 're', line: 5, shape: [{ kind: 'decimal' }, 5] }] }), errors: [{ messageId: 'weaker', key: 're', line: 11 }] },
    { name: 'a pattern no shown value matches', enforced: oracle({ fields: [{ key: null, line: 10, shape: [{ kind: 'pattern', source: '^[IVXLCDM]+$', flags: '' }, 11] }] }), published: statement({ fields: [{ key: null, line: 5, position: [0, 5], shape: [{ kind: 'word' }, 5, 'example'], tokens: [['mcmxciv', 5]] }] }), errors: [{ messageId: 'contradicts', key: null, line: 11 }] },
    { name: 'wrong list separator', enforced: mst, published: statement({ fields: [{ key: 'edges', line: 5, shape: [{ ...pairList, separator: ';' }, 5] }] }), errors: [{ messageId: 'contradicts', key: 'edges', line: 16 }] },
  ],
});
