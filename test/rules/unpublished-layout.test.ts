import rule from '../../rules/unpublished-layout.js';
import { OUTPUT_SECTION_PROSE, PROSE_BESIDE_OUTPUT_SECTION, type Shape } from '../../src/contract/types.js';
import { ruleTester } from './rule-tester.js';
import { KV, int, keyedLines, oracle, statement, word } from './build.js';

const PAIR = { kind: 'pair', separator: ' ', left: { kind: 'number' }, right: { kind: 'word' } } as const;
const PAIR_TAB = { kind: 'pair', separator: '\t', left: { kind: 'word' }, right: { kind: 'integer' } } as const;

/** A statement whose example output shows two `mac=` blocks with an empty line between them (lines 8-10). */
const blocksShown = () => {
  const c = statement({ layout: [KV, 8] });
  c.blocks = [{ kind: 'output', lines: [{ text: 'mac=00:1a', line: 8 }, { text: '', line: 9 }, { text: 'mac=00:1b', line: 10 }] }];
  return c;
};

/** Rows the oracle cuts at fixed positions: a name in characters 1-10 (line 11), a count after it (line 12). */
const fixedWidth = () => oracle({ layout: [{ kind: 'lines' }, 3], fixedColumns: [[0, 10, 11], [10, null, 12]] });

/** Two `key=value` lines the oracle reads by their place: `floors` first, `stops` second (lines 14 and 15). */
const placedLines = () =>
  keyedLines(oracle({ layout: [{ kind: 'fields', assign: '=', separator: '\n' }, 14], fields: [{ key: 'floors', line: 14, position: [0, 14] }, { key: 'stops', line: 15, position: [1, 15] }] }));

ruleTester(rule, {
  valid: [
    { name: 'blocks the statement says are separated by a blank line', enforced: oracle({ layout: [KV, 3], blankLines: 21 }), published: statement({ layout: [KV, 8], blankLines: 12 }) },
    { name: 'blocks an example output shows with an empty line between them', enforced: oracle({ layout: [KV, 3], blankLines: 21 }), published: blocksShown() },
    { name: 'fixed-width columns whose widths the prose gives', enforced: fixedWidth(), published: statement({ columnWidthsSaid: 6, blocks: [{ kind: 'output', line: 20, text: 'Ann       3\nBartholomew2' }] }) },
    { name: 'fixed-width columns the notation publishes', enforced: fixedWidth(), published: statement({ fixedColumns: [[0, 10, 7], [10, null, 7]] }) },
    {
      name: 'columns each example value fills exactly, single-spaced (`2024-02-26 Mon` cut at 10, 11 and 14)',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], fixedColumns: [[0, 10, 22], [11, 14, 22], [14, null, 22]] }),
      published: statement({ blocks: [{ kind: 'output', line: 20, text: '2024-02-26 Mon *\n2024-04-11 Thu' }] }),
    },
    { name: 'lines expected in an order of the oracle\'s own, where the prose says how lines are ordered ("heaviest first")', enforced: oracle({ layout: [{ kind: 'lines' }, 3], ownOrder: 46 }), published: statement({ separators: [['\n', 4]], orderSaid: 9 }) },
    { name: 'same layout', enforced: oracle({ layout: [KV, 3] }), published: statement({ layout: [KV, 8] }) },
    {
      name: '`key=value` lines read by their place, in the order the statement gives',
      enforced: placedLines(),
      published: statement({ layout: [{ kind: 'fields', assign: '=', separator: '\n' }, 8], fields: [{ key: 'floors', line: 8, position: [0, 5] }, { key: 'stops', line: 9, position: [1, 5] }] }),
    },
    {
      name: '`key=value` lines read by their place, shown in that order on consecutive lines of an example',
      enforced: placedLines(),
      published: statement({ layout: [{ kind: 'fields', assign: '=', separator: '\n' }, 8], fields: [{ key: 'floors', line: 8, via: 'example output' }, { key: 'stops', line: 9, via: 'example output' }] }),
    },
    {
      name: '`key=value` lines read by their place whose keys are names the oracle feeds (their order is the input\'s)',
      enforced: keyedLines(oracle({ layout: [{ kind: 'fields', assign: '=', separator: '\n' }, 14], fields: [{ key: 'ev', line: 14, position: [0, 14] }, { key: 'washer', line: 15, position: [1, 15] }], input: [{ lines: [{ parts: [word, int], separator: ' ', example: 'ev 4', line: 12 }, { parts: [word, int], separator: ' ', example: 'washer 1', line: 12 }] }] })),
      published: statement({ layout: [{ kind: 'fields', assign: '=', separator: '\n' }, 8], fields: [{ key: 'washer', line: 8 }, { key: 'ev', line: 9 }] }),
    },
    { name: 'one per line satisfies a whitespace split', enforced: oracle({ layout: [KV, 3] }), published: statement({ layout: [{ kind: 'fields', assign: '=', separator: '\n' }, 8] }) },
    { name: 'whole-text comparison needs no layout', enforced: oracle({ layout: [{ kind: 'text' }, 3] }), published: statement() },
    { name: 'a single line value', enforced: oracle({ layout: [{ kind: 'lines' }, 3], fields: [{ key: null, line: 4, position: [0, 4] }] }), published: statement() },
    { name: 'key: value and key:value', enforced: oracle({ layout: [{ kind: 'fields', assign: ': ', separator: '\n' }, 3] }), published: statement({ layout: [{ kind: 'fields', assign: ':', separator: '\n' }, 8] }) },
    { name: 'word-count lines shown as lines', enforced: oracle({ layout: [{ kind: 'fields', assign: ' ', separator: '\n' }, 3] }), published: statement({ layout: [{ kind: 'lines' }, 8] }) },
    {
      name: 'a line the statement names by position splits as that value (its shape, not the layout)',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], fields: [{ key: null, line: 4, position: [0, 4] }, { key: null, line: 5, position: [1, 5], shape: [{ kind: 'list', separator: ',', element: { kind: 'integer' } }, 5] }] }),
      published: statement({ layout: [{ kind: 'lines' }, 8], fields: [{ key: null, line: 8, position: [0, 8] }, { key: null, line: 9, position: [1, 9] }] }),
    },
    {
      name: 'one key read: the separator between fields never shows (`result=X` alone on its line)',
      enforced: oracle({ layout: [{ kind: 'fields', assign: '=', separator: '\n' }, 3], fields: [{ key: 'result', line: 4 }] }),
      published: statement({ layout: [KV, 8], fields: [{ key: 'result', line: 8 }] }),
    },
    {
      name: 'lines read by position where the statement shows `key: value` lines',
      enforced: oracle({ layout: [{ kind: 'lines' }, 36], fields: [{ key: null, line: 37, position: [0, 37] }, { key: null, line: 38, position: [1, 38] }] }),
      published: statement({ layout: [{ kind: 'fields', assign: ':', separator: '\n' }, 31] }),
    },
    {
      name: 'name,value lines where the prose says "One CSV line per employee"',
      enforced: oracle({ layout: [{ kind: 'fields', assign: ',', separator: '\n' }, 10], fields: [{ key: 'ana', line: 29 }, { key: 'ben', line: 29 }] }),
      published: statement({ separators: [['\n', 21], [',', 21]] }),
    },
    {
      name: 'name rating lines where the prose says "one per line, as the name, a space, and the rating"',
      enforced: oracle({ layout: [{ kind: 'fields', assign: ' ', separator: '\n' }, 15], fields: [{ key: 'alice', line: 40 }, { key: 'bob', line: 41 }] }),
      published: statement({ separators: [['\n', 27], [' ', 27]] }),
    },
    {
      name: 'each line split at `=` where the statement shows `name=value` lines: the line is the published fields layout',
      enforced: oracle({ layout: [{ kind: 'lines' }, 11], fields: [0, 1, 2].map((i) => ({ key: null, line: 28, position: [i, 28] as [number, number], shape: [{ kind: 'pair', separator: '=', left: { kind: 'word' }, right: { kind: 'word' } }, 28] as [Shape, number] })) }),
      published: statement({ layout: [{ kind: 'fields', assign: '=', separator: '\n' }, 22], fields: [{ key: 'range', line: 22 }] }),
    },
    {
      name: 'lines read by position where the statement shows a first line of fields and says "one line per input value" for the rest',
      enforced: oracle({ layout: [{ kind: 'lines' }, 14], fields: [0, 1, 2].map((i) => ({ key: null, line: 15, position: [i, 15] as [number, number] })) }),
      published: statement({ layout: [KV, 14], separators: [['\n', 15]] }),
    },
    { name: "lines compared in order with the oracle's own sorted list, where the statement says \"nearest first\"", enforced: oracle({ layout: [{ kind: 'lines' }, 3], modelOrder: [61, 62, false] }), published: statement({ separators: [['\n', 4]], orderSaid: 12 }) },
    { name: "lines compared in order with the oracle's own list sorted alphabetically, where the statement says they are sorted", enforced: oracle({ layout: [{ kind: 'lines' }, 3], modelOrder: [61, 62, true] }), published: statement({ separators: [['\n', 4]], sorted: 12 }) },
    { name: 'the first line dropped as a header, where the prose says "The first line is a header"', enforced: oracle({ layout: [{ kind: 'lines' }, 3], header: 17 }), published: statement({ separators: [['\n', 4]], header: 9 }) },
    {
      name: 'the first line dropped as a header, where the example output opens with a line of another make (`date occupied free` above dates and counts)',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], header: 17 }),
      published: statement({ separators: [['\n', 4]], blocks: [{ kind: 'output', line: 20, text: 'date occupied free\n2024-03-01 2 1\n2024-03-02 3 0' }] }),
    },
    { name: 'lines the oracle expects sorted, where the statement says so', enforced: oracle({ layout: [{ kind: 'lines' }, 3], sorted: 44 }), published: statement({ separators: [['\n', 4]], sorted: 21 }) },
    {
      name: 'lines the oracle expects in alphabetical order, where the Output section gives their order in other words ("in the order they are flown": `Ana, Cai, Eli` by time)',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], sorted: 44 }),
      published: { ...statement({ separators: [['\n', 4]] }), orderSaid: [{ loc: { file: 'op/task.md', line: 36, column: 1 }, via: OUTPUT_SECTION_PROSE }] },
    },
    {
      name: 'every line split on a tab where the example shows two such lines (`b<TAB>3`) and the oracle reads more',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], fields: [0, 1, 2].map((i) => ({ key: null, line: 10, position: [i, 10] as [number, number], shape: [PAIR_TAB, 10] as [typeof PAIR_TAB, number] })) }),
      published: statement({ layout: [{ kind: 'lines' }, 15], fields: [0, 1].map((i) => ({ key: null, line: 15 + i, position: [i, 15 + i] as [number, number], shape: [{ kind: 'text' }, 15 + i, 'example output'] as [{ kind: 'text' }, number, string] })) }),
    },
    {
      name: 'values split on "," where the statement shows one line of them (`10.0.0.5/32,10.0.0.6/31`)',
      enforced: oracle({ layout: [{ kind: 'tokens', separator: ',' }, 13] }),
      published: statement({ layout: [{ kind: 'lines' }, 19], fields: [{ key: null, line: 19, position: [0, 19], shape: [{ kind: 'list', separator: ',', element: { kind: 'word' } }, 19, 'example output'] }] }),
    },
    {
      name: 'lines each parsed as JSON where the statement says "one line per input number, each holding a JSON object"',
      enforced: oracle({ layout: [{ kind: 'lines' }, 11], fields: [{ key: null, line: 11, position: [0, 11], shape: [{ kind: 'json' }, 11] }, { key: null, line: 11, position: [1, 11], shape: [{ kind: 'json' }, 11] }, { key: 'len', line: 37 }] }),
      published: statement({ layout: [{ kind: 'json' }, 16], separators: [['\n', 16]] }),
    },
    {
      name: 'an example block nothing classified, parsed line by line as the oracle does, shows the lines it compares',
      enforced: oracle({ layout: [{ kind: 'lines' }, 10], fields: [{ key: null, line: 36, position: [0, 36], tokens: [['40°26\'N 79°58\'W', 36]] }, { key: null, line: 36, position: [1, 36], tokens: [['33°52\'S 151°12\'E', 36]] }] }),
      published: statement({ blocks: [{ line: 30, text: '40.446 -79.982\n-33.868 151.209' }, { line: 36, text: '40°26\'N 79°58\'W\n33°52\'S 151°12\'E' }] }),
    },
    {
      name: 'a JSON example with an elision (`{"checked": 4, ...}`) shows the JSON layout, whatever the reader took it for',
      enforced: oracle({ layout: [{ kind: 'json' }, 21], fields: [{ key: 'checked', line: 40 }, { key: 'unknown', line: 41 }] }),
      published: statement({ layout: [{ kind: 'lines' }, 19], blocks: [{ kind: 'output', line: 19, text: '{"checked": 4, "unknown": ["wrold"], ...}' }] }),
    },
    {
      name: 'lines of pairs shown by an example whose last line is a summary the oracle sets aside',
      enforced: oracle({ layout: [{ kind: 'lines' }, 16], fields: [0, 1, 2].map((i) => ({ key: null, line: 21, position: [i, 21] as [number, number], shape: [{ kind: 'pair', separator: ' ', left: word, right: { kind: 'decimal', places: 2 } }, 21] as [Shape, number] })) }),
      published: statement({ blocks: [{ kind: 'output', line: 30, text: 'alice 49.50\nbob 20.00\noverdrawn=' }] }),
    },
    {
      name: 'a block the prose seemed to give as input ("For an old file holding ...") that spells the keys the oracle reads is the output',
      enforced: oracle({ layout: [KV, 23], fields: [{ key: 'added', line: 30 }, { key: 'removed', line: 31 }] }),
      published: statement({ blocks: [{ kind: 'input', line: 24, text: '  apple\n- banana\n+ blueberry\n\nadded=1 removed=1 ...' }] }),
    },
    { name: 'a split on a pattern the analysis could not name (separator `?`) is no layout a statement could publish', enforced: oracle({ layout: [{ kind: 'tokens', separator: '?' }, 39], fields: [0, 1].map((i) => ({ key: null, line: 40, position: [i, 40] as [number, number] })) }), published: statement() },
    { name: 'tokens named in prose', enforced: oracle({ layout: [{ kind: 'tokens', separator: ' ' }, 3] }), published: statement({ separators: [[' ', 6]] }) },
    {
      name: 'every line a list (`1,4,7`), one per line published in prose: the list is a value\'s shape, not the layout',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], fields: [{ key: null, line: 15, position: [0, 15], shape: [{ kind: 'list', separator: ',', element: { kind: 'integer' } }, 15] }] }),
      published: statement({ separators: [['\n', 4]] }),
    },
    {
      name: 'every line split into parts where an example shows lines of parts, whatever shape prose gives their numbers ("two decimals"), lines past the example\'s included',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], fields: [0, 1, 2].map((i) => ({ key: null, line: 6, position: [i, 6] as [number, number], shape: [PAIR, 6] as [typeof PAIR, number] })) }),
      published: statement({
        layout: [{ kind: 'lines' }, 40],
        fields: [0, 1].map((i) => ({ key: null, line: 40 + i, position: [i, 40 + i] as [number, number], shape: [{ kind: 'decimal', places: 2 }, 29, 'statement prose'] as [Shape, number, string], examples: [[`${i + 1}     220.50     4.50`, 40 + i]] as [string, number][] })),
      }),
    },
  ],
  invalid: [
    {
      name: '`key=value` lines read by their place where the statement gives no order: one finding, where the first is read',
      enforced: placedLines(),
      published: statement({ layout: [{ kind: 'fields', assign: '=', separator: '\n' }, 8], fields: [{ key: 'floors', line: 8 }, { key: 'stops', line: 9 }] }),
      errors: [{ messageId: 'lineOrder', key: null, line: 14 }],
    },
    {
      name: '`key=value` lines read by their place in another order than the statement gives',
      enforced: placedLines(),
      published: statement({ layout: [{ kind: 'fields', assign: '=', separator: '\n' }, 8], fields: [{ key: 'stops', line: 8, position: [0, 5] }, { key: 'floors', line: 9, position: [1, 5] }] }),
      errors: [{ messageId: 'lineOrder', key: null, line: 14 }],
    },
    {
      name: '`key=value` lines read by their place, an example showing them in that order, where the prose says "in any order"',
      enforced: placedLines(),
      published: statement({ layout: [{ kind: 'fields', assign: '=', separator: '\n' }, 8], fields: [{ key: 'floors', line: 8, via: 'example output' }, { key: 'stops', line: 9, via: 'example output' }], text: 'Print these lines, in any order:' }),
      errors: [{ messageId: 'lineOrder', key: null, line: 14 }],
    },
    {
      name: '`key=value` lines read by their place, an example showing them apart (not as the lines of one output)',
      enforced: placedLines(),
      published: statement({ layout: [{ kind: 'fields', assign: '=', separator: '\n' }, 8], fields: [{ key: 'floors', line: 8, via: 'example output' }, { key: 'stops', line: 20, via: 'example output' }] }),
      errors: [{ messageId: 'lineOrder', key: null, line: 14 }],
    },
    { name: 'the output cut at blank lines where the statement shows one block', enforced: oracle({ layout: [KV, 3], blankLines: 21 }), published: statement({ layout: [KV, 8] }), errors: [{ messageId: 'blocks', key: null, line: 21 }] },
    {
      name: 'an example with one `key:value` field does not show the `;` the oracle splits two fields on',
      enforced: oracle({ layout: [{ kind: 'fields', assign: ':', separator: ';' }, 11], fields: [{ key: 'index', line: 17 }, { key: 'comparisons', line: 46 }] }),
      published: statement({ layout: [{ kind: 'fields', assign: ':', separator: '\n' }, 9], fields: [{ key: 'index', line: 9 }], blocks: [{ kind: 'output', line: 9, text: 'index:3' }] }),
      errors: [{ messageId: 'contradicts', key: null, line: 11 }],
    },
    {
      name: 'a block the statement shows as input does not publish the output layout, however well it parses',
      enforced: oracle({ layout: [{ kind: 'lines' }, 10], fields: [0, 1].map((i) => ({ key: null, line: 12, position: [i, 12] as [number, number], shape: [{ kind: 'pair', separator: ' ', left: word, right: int }, 12] as [Shape, number] })) }),
      published: statement({ blocks: [{ kind: 'input', line: 5, text: 'ana 3\nbob 4' }] }),
      errors: [{ messageId: 'unpublished', key: null, line: 10 }],
    },
    {
      name: 'an example whose lines mostly lack the shape the oracle splits them into shows another layout',
      enforced: oracle({ layout: [{ kind: 'lines' }, 10], fields: [0, 1].map((i) => ({ key: null, line: 12, position: [i, 12] as [number, number], shape: [{ kind: 'pair', separator: ' ', left: word, right: int }, 12] as [Shape, number] })) }),
      published: statement({ blocks: [{ kind: 'output', line: 5, text: 'ana,3\nbob,4' }] }),
      errors: [{ messageId: 'unpublished', key: null, line: 10 }],
    },
    {
      name: 'name rating lines where the prose says only "one per line": the space between name and rating is never said',
      enforced: oracle({ layout: [{ kind: 'fields', assign: ' ', separator: '\n' }, 15], fields: [{ key: 'alice', line: 40 }, { key: 'bob', line: 41 }] }),
      published: statement({ separators: [['\n', 27]] }),
      errors: [{ messageId: 'unpublished', key: null, line: 15 }],
    },
    {
      name: 'values split on "," where the statement shows several lines, none of them a list',
      enforced: oracle({ layout: [{ kind: 'tokens', separator: ',' }, 13] }),
      published: statement({ layout: [{ kind: 'lines' }, 19], fields: [{ key: null, line: 19, position: [0, 19] }, { key: null, line: 20, position: [1, 20] }] }),
      errors: [{ messageId: 'contradicts', key: null, line: 13 }],
    },
    {
      name: 'lines each parsed as JSON where the statement says one JSON document, never one per line',
      enforced: oracle({ layout: [{ kind: 'lines' }, 11], fields: [{ key: null, line: 11, position: [0, 11], shape: [{ kind: 'json' }, 11] }, { key: null, line: 11, position: [1, 11], shape: [{ kind: 'json' }, 11] }] }),
      published: statement({ layout: [{ kind: 'json' }, 16] }),
      errors: [{ messageId: 'contradicts', key: null, line: 11 }],
    },
    { name: 'JSON never published', enforced: oracle({ layout: [{ kind: 'json' }, 7] }), published: statement(), errors: [{ messageId: 'unpublished', key: null, line: 7 }] },
    { name: 'colon instead of equals', enforced: oracle({ layout: [KV, 3] }), published: statement({ layout: [{ kind: 'fields', assign: ':', separator: '\n' }, 8] }), errors: [{ messageId: 'contradicts', key: null, line: 3 }] },
    {
      name: 'several lines by position',
      enforced: oracle({ layout: [{ kind: 'lines' }, 5], fields: [{ key: null, line: 6, position: [0, 6] }, { key: null, line: 7, position: [1, 7] }] }),
      published: statement(),
      errors: [{ messageId: 'unpublished', key: null, line: 5 }],
    },
    {
      name: 'every line split into parts, one per line published in prose: one layout finding for the line',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], fields: [{ key: null, line: 6, position: [0, 6], shape: [PAIR, 6] }, { key: null, line: 9, position: [2, 9], shape: [PAIR, 9] }] }),
      published: statement({ separators: [['\n', 4]] }),
      errors: [{ messageId: 'line', key: null, line: 6 }],
    },
    {
      name: 'two keys read one per line where the statement shows them on one line',
      enforced: oracle({ layout: [{ kind: 'fields', assign: '=', separator: '\n' }, 3], fields: [{ key: 'result', line: 4 }, { key: 'moves', line: 5 }] }),
      published: statement({ layout: [KV, 8], fields: [{ key: 'result', line: 8 }, { key: 'moves', line: 8 }] }),
      errors: [{ messageId: 'contradicts', key: null, line: 3 }],
    },
    {
      name: 'name,value lines where the prose says only "one line per employee"',
      enforced: oracle({ layout: [{ kind: 'fields', assign: ',', separator: '\n' }, 10], fields: [{ key: 'ana', line: 29 }, { key: 'ben', line: 29 }] }),
      published: statement({ separators: [['\n', 21]] }),
      errors: [{ messageId: 'unpublished', key: null, line: 10 }],
    },
    {
      name: 'lines the oracle expects sorted, where only the description gives an order, of the work ("go through the huts in the order they are listed")',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], sorted: 44 }),
      published: statement({ separators: [['\n', 4]], orderSaid: 8 }),
      errors: [{ messageId: 'sorted', key: null, line: 44 }],
    },
    {
      name: 'lines the oracle expects sorted, where the statement never says how they are ordered',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], sorted: 44 }),
      published: statement({ separators: [['\n', 4]] }),
      errors: [{ messageId: 'sorted', key: null, line: 44, message: /\(it expects abe, mia, zoe in this order, where its input fed them in another order\)/ }],
    },
    { name: 'statement only says text', enforced: oracle({ layout: [{ kind: 'json' }, 7] }), published: statement({ layout: [{ kind: 'text' }, 4] }), errors: [{ messageId: 'weaker', key: null, line: 7 }] },
    {
      name: "lines compared in order with the oracle's own list sorted by a comparator, where the statement never says in which order they come",
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], modelOrder: [61, 62, false] }),
      published: statement({ separators: [['\n', 4]] }),
      errors: [{ messageId: 'modelOrder', key: null, line: 61, message: /sorted by its own comparator \(line 61\).*Publish: In which order the lines are printed/ }],
    },
    {
      name: "lines compared in order with the oracle's own sorted list, where only the story beside an Output section tells an order (\"engagements in the order the company plays them\")",
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], modelOrder: [41, 90, true] }),
      published: { ...statement({ separators: [['\n', 4]] }), orderSaid: [{ loc: { file: 'op/task.md', line: 4, column: 13 }, via: PROSE_BESIDE_OUTPUT_SECTION }] },
      errors: [{ messageId: 'modelOrder', key: null, line: 41 }],
    },
    {
      name: "lines compared in order with the oracle's own list sorted alphabetically: the fix is the sentence that says so",
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], modelOrder: [40, 45, true] }),
      published: statement({ separators: [['\n', 4]] }),
      errors: [{ messageId: 'modelOrder', key: null, line: 40, message: /sorted alphabetically \(line 40\).*Publish: Lines are sorted alphabetically\./ }],
    },
    {
      name: 'the first line dropped as a header, where the example output shows rows only',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], header: 17 }),
      published: statement({ separators: [['\n', 4]], blocks: [{ kind: 'output', line: 20, text: 'Cat 3 100%\nAnn 2 67%' }] }),
      errors: [{ messageId: 'header', key: null, line: 17, message: /drops the first line.*Publish: The first line of the output is a header line/ }],
    },
    {
      name: 'the first line dropped as a header, where the statement shows no output at all',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], header: 17 }),
      published: statement({}),
      errors: [{ messageId: 'header', key: null, line: 17 }],
    },
    {
      name: 'fixed-width columns where the statement shows padded rows but never gives the widths',
      enforced: fixedWidth(),
      published: statement({ blocks: [{ kind: 'output', line: 20, text: 'Ann       3\nBo        12' }] }),
      errors: [{ messageId: 'columns', key: null, line: 11, message: /fixed character positions \(characters 1-10 and 11 onwards\).*Publish: Fixed-width columns: characters 1-10, 11 onwards\./ }],
    },
    {
      name: 'fixed-width columns where the example separates the values by single spaces that fall inside a column (`10 40 15` cut at 6 and 12)',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], fixedColumns: [[0, 6, 17], [6, 12, 17], [12, 18, 17]] }),
      published: statement({ blocks: [{ kind: 'output', line: 20, text: '10 40 15' }] }),
      errors: [{ messageId: 'columns', key: null, line: 17 }],
    },
    {
      name: 'fixed-width columns: the finding points at a column no example value fills by itself, not at a time every row fills (`09:00`)',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], fixedColumns: [[0, 5, 10], [6, 16, 11], [16, null, 12]] }),
      published: statement({ blocks: [{ kind: 'output', line: 20, text: '09:00 Sam       bath\n10:30 Priya     clip' }] }),
      errors: [{ messageId: 'columns', key: null, line: 11 }],
    },
    {
      name: "lines expected in an order of the oracle's own (neither the input's nor alphabetical), where the statement never says how lines are ordered",
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], ownOrder: 46 }),
      published: statement({ separators: [['\n', 4]] }),
      errors: [{ messageId: 'ownOrder', key: null, line: 46, message: /an order of its own \(it expects Carr, Abbott, Beck in this order, where its input fed Beck, Abbott, Carr\).*Publish: In which order the lines are printed\./ }],
    },
    {
      name: 'an order of its own beside a sorted model: one order finding',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], ownOrder: 46, modelOrder: [61, 62, false] }),
      published: statement({ separators: [['\n', 4]] }),
      errors: [{ messageId: 'modelOrder', key: null, line: 61 }],
    },
    {
      name: 'both words expected sorted and a sorted model: one order finding',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], sorted: 44, modelOrder: [61, 62, true] }),
      published: statement({ separators: [['\n', 4]] }),
      errors: [{ messageId: 'sorted', key: null, line: 44 }],
    },
  ],
});
