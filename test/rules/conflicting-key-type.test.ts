import rule from '../../rules/conflicting-key-type.js';
import { ruleTester } from './rule-tester.js';
import { int, oracle, pairList, statement } from './build.js';
import type { Shape } from '../../src/contract/types.js';

const mst = oracle({ fields: [{ key: 'edges', line: 15, shape: [pairList, 16] }] });
const countOp = { name: 'graph_from_links', enforced: oracle({ fields: [{ key: 'edges', line: 30, shape: [int, 31] }] }), published: statement() };
// the count's statement shows it by one example (`edges=2`): as open to doubt as a one-element list
const countShown = { ...countOp, published: statement({ fields: [{ key: 'edges', line: 5, shape: [int, 9, 'example'] }] }) };
// a count another statement publishes (`edges=4`) where its own oracle never judges the key
const publishedCount = { name: 'graph_stats', enforced: oracle(), published: statement({ fields: [{ key: 'edges', line: 5, shape: [int, 9, 'example'], examples: [['4', 9]] }] }) };

const commaWords: Shape = { kind: 'list', separator: ',', element: { kind: 'word' } };
const spacedWords: Shape = { kind: 'list', separator: ' ', element: { kind: 'word' } };
// a list on spaces another statement shows with two items (`path=A B C`)
const spacedPathShown = { name: 'eulerian', enforced: oracle({ fields: [{ key: 'path', line: 3, shape: [spacedWords, 4] }] }), published: statement({ fields: [{ key: 'path', line: 5, shape: [spacedWords, 9, 'example'], examples: [['A B C', 9]] }] }) };

ruleTester(rule, {
  valid: [
    {
      name: 'a decimal here, where another statement shows the key as a word whose examples are not all joined numbers (`12-3-14`, `heavy`)',
      enforced: oracle({ fields: [{ key: 'weight', line: 83, shape: [{ kind: 'decimal', places: 1 }, 83] }] }),
      published: statement({ fields: [{ key: 'weight', line: 5 }] }),
      others: [{ name: 'bell_weight', enforced: oracle(), published: statement({ fields: [{ key: 'weight', line: 24, shape: [{ kind: 'word' }, 36, 'example'], examples: [['12-3-14', 36], ['heavy', 37]] }] }) }],
    },
    { name: 'no other operation reads the key', enforced: mst, published: statement() },
    { name: 'other operation agrees', enforced: mst, published: statement(), others: [{ name: 'other', enforced: oracle({ fields: [{ key: 'edges', line: 3, shape: [pairList, 4] }] }), published: statement() }] },
    { name: 'this statement publishes its reading explicitly', enforced: mst, published: statement({ fields: [{ key: 'edges', line: 5, shape: [pairList, 5] }] }), others: [countOp] },
    {
      name: 'two lists with different separators, each statement showing its own with two items: each reader knows theirs',
      enforced: oracle({ fields: [{ key: 'path', line: 15, shape: [commaWords, 16] }] }),
      published: statement({ fields: [{ key: 'path', line: 5, shape: [commaWords, 9, 'example'], examples: [['A,B', 9]] }] }),
      others: [spacedPathShown],
    },
    {
      name: 'a list read only through the joined texts it is compared with (`A,B`), shown by an example of two items, against a list on spaces elsewhere',
      enforced: (() => { const c = oracle({ fields: [{ key: 'path', line: 33 }] }); c.fields[0]!.vocabulary = [{ value: 'Anna,Dana', evidence: [{ loc: { file: 'op/oracle.test.mjs', line: 33, column: 3 } }] }, { value: 'Boris,Clara', evidence: [{ loc: { file: 'op/oracle.test.mjs', line: 34, column: 3 } }] }]; return c; })(),
      published: statement({ fields: [{ key: 'path', line: 5, examples: [['Anna,Dana', 9]] }] }),
      others: [spacedPathShown],
    },
    { name: 'an example of two elements or more shows this operation\'s list beyond doubt', enforced: mst, published: statement({ fields: [{ key: 'edges', line: 5, shape: [pairList, 9, 'example'], examples: [['A-B,B-C', 9]] }] }), others: [countOp] },
    { name: 'a placeholder naming an amount (`<amount due in cents>`) shows a number beyond doubt too', enforced: countOp.enforced, published: statement({ fields: [{ key: 'edges', line: 5, shape: [int, 9, 'example'], examples: [['<amount of edges in cents>', 7], ['2', 9]] }] }), others: [{ name: 'mst', enforced: mst, published: statement() }] },
    { name: 'a placeholder describing an amount shows this operation\'s count beyond doubt', enforced: countOp.enforced, published: statement({ fields: [{ key: 'edges', line: 5, shape: [int, 9, 'example'], examples: [['<number of edges>', 7], ['2', 9]] }] }), others: [{ name: 'mst', enforced: mst, published: statement() }] },
    { name: 'count here shown by an example, list there never shown: the demand is the other operation\'s', enforced: countOp.enforced, published: statement({ fields: [{ key: 'edges', line: 5, shape: [int, 9, 'example'] }] }), others: [{ name: 'mst', enforced: mst, published: statement({ fields: [{ key: 'edges', line: 5 }] }) }] },
    { name: 'count here shown by an example, list there shown by an example it does not fit (`edges=3`)', enforced: countOp.enforced, published: statement({ fields: [{ key: 'edges', line: 5, shape: [int, 9, 'example'] }] }), others: [{ name: 'mst', enforced: mst, published: statement({ fields: [{ key: 'edges', line: 5, shape: [int, 9, 'example'], examples: [['3', 9]] }] }) }] },
    {
      name: 'a reading shown only through the literals compared (`3:12:28`), which this statement\'s example shows, against one the other statement never shows: the other\'s demand',
      enforced: (() => { const c = oracle({ fields: [{ key: 'chip_time', line: 33 }] }); c.fields[0]!.vocabulary = [{ value: '3:12:28', evidence: [{ loc: { file: 'op/oracle.test.mjs', line: 33, column: 3 } }] }, { value: '2:35:04', evidence: [{ loc: { file: 'op/oracle.test.mjs', line: 34, column: 3 } }] }]; return c; })(),
      published: statement({ fields: [{ key: 'chip_time', line: 5, examples: [['3:12:28', 9]] }] }),
      others: [{ name: 'split_pace', enforced: oracle({ fields: [{ key: 'chip_time', line: 99, shape: [int, 99] }] }), published: statement({ fields: [{ key: 'chip_time', line: 5 }] }) }],
    },
    { name: 'a count here shown by an example (`2`) beside a placeholder naming no amount: shown, whatever the list there', enforced: countOp.enforced, published: statement({ fields: [{ key: 'edges', line: 5, shape: [int, 9, 'example'], examples: [['<E>', 7], ['2', 9]] }] }), others: [{ name: 'mst', enforced: mst, published: statement({ fields: [{ key: 'edges', line: 5, shape: [pairList, 9, 'example'], examples: [['A-B', 9]] }] }) }] },
    { name: 'count here shown by an example, list there shown by a one-element example: the count is shown (the demand is the list\'s)', enforced: countOp.enforced, published: statement({ fields: [{ key: 'edges', line: 5, shape: [int, 9, 'example'] }] }), others: [{ name: 'mst', enforced: mst, published: statement({ fields: [{ key: 'edges', line: 5, shape: [pairList, 9, 'example'], examples: [['A-B', 9]] }] }) }] },
    { name: 'count here shown by an example, list there shown beyond doubt: each statement shows its own reading', enforced: countOp.enforced, published: statement({ fields: [{ key: 'edges', line: 5, shape: [int, 9, 'example'] }] }), others: [{ name: 'mst', enforced: mst, published: statement({ fields: [{ key: 'edges', line: 5, shape: [pairList, 9, 'example'], examples: [['A-B,B-C', 9]] }] }) }] },
    {
      name: 'lists that differ only in their separator, on a key this statement never names: no conflict for a reader who never meets the key (unpublished-shape)',
      enforced: oracle({ fields: [{ key: 'path', line: 15, shape: [spacedWords, 16] }] }),
      published: statement(),
      others: [{ ...spacedPathShown, name: 'shortest_path', enforced: oracle({ fields: [{ key: 'path', line: 3, shape: [commaWords, 4] }] }), published: statement({ fields: [{ key: 'path', line: 5, shape: [commaWords, 9, 'example'], examples: [['A,C,D', 9]] }] }) }],
    },
    { name: 'other operation reads another key', enforced: mst, published: statement(), others: [{ name: 'x', enforced: oracle({ fields: [{ key: 'nodes', line: 3, shape: [int, 4] }] }), published: statement() }] },
    { name: 'the statement publishing a list its oracle never judges is not where the demand is', enforced: oracle(), published: statement({ fields: [{ key: 'edges', line: 5, shape: [pairList, 6] }] }), others: [countOp] },
    { name: 'another statement\'s count is no reading of the suite\'s when its own oracle reads the key otherwise (that statement\'s demand)', enforced: mst, published: statement({ fields: [{ key: 'edges', line: 5 }] }), others: [{ ...publishedCount, enforced: oracle({ fields: [{ key: 'edges', line: 3, shape: [pairList, 4] }] }) }] },
    { name: 'one word another statement shows (`none`) may be a sentinel beside any type', enforced: mst, published: statement({ fields: [{ key: 'edges', line: 5 }] }), others: [{ name: 'graph_stats', enforced: oracle(), published: statement({ fields: [{ key: 'edges', line: 5, tokens: [['none', 9]] }] }) }] },
  ],
  invalid: [
    {
      name: 'a JSON array here, a count there: "a JSON array", located where its items are compared',
      enforced: oracle({ layout: [{ kind: 'json' }, 15], fields: [{ key: 'rejected', line: 99 }, { key: 'rejected[]', line: 97 }] }),
      published: statement({ fields: [{ key: 'rejected', line: 5 }] }),
      others: [{ name: 'rfid_tally', enforced: oracle({ fields: [{ key: 'rejected', line: 45, shape: [int, 45] }] }), published: statement({ fields: [{ key: 'rejected', line: 5, shape: [int, 9, 'example'] }] }) }],
      errors: [{ messageId: 'conflict', key: 'rejected', line: 97, message: /reads `rejected` as a JSON array, but operation rfid_tally reads it as an integer/ }],
    },
    { name: 'list here, count there: located at the split that makes it a list', enforced: mst, published: statement({ fields: [{ key: 'edges', line: 5 }] }), others: [countOp], errors: [{ messageId: 'conflict', key: 'edges', line: 16 }] },
    {
      name: 'a list split on `,` here, shown by a one-item example (`path=A`), where another statement shows its list on spaces: the separator is that of the other',
      enforced: oracle({ fields: [{ key: 'path', line: 15, shape: [commaWords, 16] }] }),
      published: statement({ fields: [{ key: 'path', line: 5, shape: [{ kind: 'word' }, 9, 'example'], examples: [['A', 9]] }] }),
      others: [spacedPathShown],
      errors: [{ messageId: 'conflict', key: 'path', line: 16, message: /as a list of words separated by `,`, but operation eulerian reads it as a list of words separated by spaces/ }],
    },
    {
      name: 'a list here, where another statement publishes a count its oracle never judges: that is the suite\'s meaning',
      enforced: mst,
      published: statement({ fields: [{ key: 'edges', line: 5 }] }),
      others: [publishedCount],
      errors: [{ messageId: 'conflict', key: 'edges', line: 16, message: /reads `edges` as a list .*, but operation graph_stats's statement publishes it as an integer/ }],
    },
    {
      name: 'a count here, where another statement names the words the key takes (`yes` or `no`)',
      enforced: countOp.enforced,
      published: statement({ fields: [{ key: 'edges', line: 5 }] }),
      others: [{ name: 'graph_check', enforced: oracle(), published: statement({ fields: [{ key: 'edges', line: 5, tokens: [['yes', 9], ['no', 9]] }] }) }],
      errors: [{ messageId: 'conflict', key: 'edges', line: 30, message: /operation graph_check's statement publishes it as a word/ }],
    },
    {
      name: 'a decimal here, where another statement shows the key only as numbers joined by hyphens (`weight=12-3-14`) and its oracle matches the line whole',
      enforced: oracle({ fields: [{ key: 'weight', line: 83, shape: [{ kind: 'decimal', places: 1 }, 83] }] }),
      published: statement({ fields: [{ key: 'weight', line: 5 }] }),
      others: [{ name: 'bell_weight', enforced: oracle(), published: statement({ fields: [{ key: 'weight', line: 24, shape: [{ kind: 'word' }, 36, 'example'], examples: [['12-3-14', 36], ['20-0-0', 37]] }] }) }],
      errors: [{ messageId: 'conflict', key: 'weight', line: 83, message: /operation bell_weight's statement publishes it as a word/ }],
    },
    { name: 'a list here shown by a one-element example, which a count fits too', enforced: mst, published: statement({ fields: [{ key: 'edges', line: 5, shape: [pairList, 9, 'example'], examples: [['A-B', 9]] }] }), others: [countShown], errors: [{ messageId: 'conflict', key: 'edges', line: 16 }] },
  ],
});
