import rule from '../../rules/unpublished-case.js';
import { ruleTester } from './rule-tester.js';
import { int, oracle, statement, word } from './build.js';

const UNITS = { lines: [{ parts: [int, word, word, word], separator: ' ', example: '12 km to mi', examples: ['5 KG to LB'], exampleLocs: [{ file: 'op/oracle.test.mjs', line: 17, column: 1 }, { file: 'op/oracle.test.mjs', line: 44, column: 1 }], line: 17 }] };

const PAPERS_AT = { file: 'op/oracle.test.mjs', line: 64, column: 1 };

const MERGED: [number, string, string] = [71, 'the same item written with different capitals is one entry', 'fed `Lemons` and `lemons`'];

ruleTester(rule, {
  valid: [
    {
      name: 'a letter fed as expected inside a longer word (`Z` of `Zürich`, percent-encoded) is not case folding, though `z` is fed elsewhere',
      enforced: oracle({ fields: [{ key: null, line: 46, tokens: [['city=Z%C3%BCrich', 46]] }], input: [{ lines: [{ parts: [{ kind: 'word' }], separator: ' ', example: '{"city":"Zürich"}', examples: ['{"keep":"A-z"}'], line: 40 }] }] }),
      published: statement(),
    },
    {
      name: 'an argument spelled as its stdin spells it',
      enforced: oracle({ input: [{ lines: [{ parts: [word], separator: ' ', example: 'ITEM,QTY', line: 5 }] }, { channel: 'args', lines: [{ parts: [word], separator: ' ', example: 'QTY', line: 47 }] }] }),
      published: statement(),
    },
    {
      name: 'input words in capitals are fine when the statement states a case rule',
      enforced: oracle({ input: [UNITS] }),
      published: statement({ mentions: [['kg', 5], ['lb', 5]], caseInsensitive: 6 }),
    },
    {
      name: 'input words in capitals are fine when the statement says the input may be in either case',
      enforced: oracle({ input: [UNITS] }),
      published: statement({ mentions: [['kg', 5], ['lb', 5]], inputCaseInsensitive: 6 }),
    },
    {
      name: 'a capitalised word of ordinary text (`Hello` for `hello`) is not a respelling',
      enforced: oracle({ input: [{ lines: [{ parts: [word], separator: ' ', example: 'Hello', line: 9 }] }] }),
      published: statement({ mentions: [['hello', 5]] }),
    },
    {
      name: 'capitals the statement itself shows in its example input (`[WARN]`) are fed as published',
      enforced: oracle({ input: [{ lines: [{ parts: [word, word, word], separator: ' ', example: '14:15 [WARN] disk', line: 25 }] }] }),
      published: statement({ mentions: [['warn', 16]], input: [{ lines: [{ parts: [word, word, word], separator: ' ', example: '14:15:09 [WARN] full', line: 8 }] }] }),
    },
    {
      name: 'capitals fed in a line the oracle expects refused demand nothing of case',
      enforced: oracle({ input: [{ lines: [{ parts: [int, word, word, word], separator: ' ', example: '5 KG to LB', refused: true, line: 44 }] }] }),
      published: statement({ mentions: [['kg', 5], ['lb', 5]] }),
    },
    {
      name: 'an answer token the statement writes in that spelling (`no`) is not input data folded, though the input says "No"',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], fields: [{ key: null, line: 25, position: [0, 25], tokens: [['no', 25]] }], input: [{ lines: [{ parts: [{ kind: 'text' }], separator: ' ', example: 'No lemon, no melon!', line: 24 }] }] }),
      published: statement({ mentions: [['yes', 3], ['no', 3]] }),
    },
    {
      name: 'a model that upper-cases ids its check feeds only in capitals folds nothing',
      enforced: oracle({
        fields: [{ key: 'rows', line: 21, folded: ['upper', 39, 82, ['r7']], check: 'random' }],
        input: [{ lines: [{ parts: [word, int], separator: ' ', example: 'R1 120', exampleLocs: [{ file: 'op/oracle.test.mjs', line: 81, column: 5 }], line: 81 }] }],
        checks: [{ name: 'example', line: 60 }, { name: 'random', line: 78 }],
      }),
      published: statement({ mentions: [['rows', 4]] }),
    },
    {
      name: 'a model folding to upper case where the statement says ids are printed in upper case',
      enforced: oracle({
        fields: [{ key: 'rows', line: 21, folded: ['upper', 39, 82, ['r1']], check: 'random' }],
        input: [{ lines: [{ parts: [word, int], separator: ' ', example: 'r1 120', exampleLocs: [{ file: 'op/oracle.test.mjs', line: 81, column: 5 }], line: 81 }] }],
        checks: [{ name: 'example', line: 60 }, { name: 'random', line: 78 }],
      }),
      published: statement({ mentions: [['rows', 4]], text: 'Ids may be typed in upper or lower case. Each id is printed in upper case.' }),
    },
    {
      name: 'a model folding output it compares after lower-casing the output too',
      enforced: oracle({
        fields: [{ key: 'rows', line: 21, folded: ['upper', 39, 82, ['r1']], caseInsensitive: 82, check: 'random' }],
        input: [{ lines: [{ parts: [word, int], separator: ' ', example: 'r1 120', exampleLocs: [{ file: 'op/oracle.test.mjs', line: 81, column: 5 }], line: 81 }] }],
        checks: [{ name: 'example', line: 60 }, { name: 'random', line: 78 }],
      }),
      published: statement({ mentions: [['rows', 4]] }),
    },
    {
      name: 'a column compared with a word the statement itself writes so (a header `SWARM` fed as `swarm` elsewhere)',
      enforced: oracle({
        input: [{ lines: [{ parts: [word, int], separator: ' ', example: 'swarm 3', line: 82 }] }],
        checks: [{ name: 'ids', line: 81 }],
        columns: [[0, [24], [['SWARM', 24]]]],
      }),
      published: statement({ text: 'The first row is the header `SWARM COLLECTOR DISTANCE`.' }),
    },
    {
      name: 'a column compared with one letter (`Q` where `q` is fed) is as likely a code of the answer',
      enforced: oracle({
        input: [{ lines: [{ parts: [word], separator: ' ', example: 'q', line: 82 }] }],
        checks: [{ name: 'ids', line: 81 }],
        columns: [[0, [58], [['Q', 58]]]],
      }),
      published: statement(),
    },
    {
      name: 'a column folded where the statement says the ids are converted to upper case',
      enforced: oracle({
        input: [{ lines: [{ parts: [word, int, int], separator: ' ', example: 'c-7 2 3', examples: ['k-12 1 2'], exampleLocs: [{ file: 'op/oracle.test.mjs', line: 82, column: 5 }, { file: 'op/oracle.test.mjs', line: 82, column: 5 }], line: 82 }] }],
        checks: [{ name: 'ids', line: 81 }],
        columns: [[0, [83, 84], [['K-12', 84], ['C-7', 84]]]],
      }),
      published: statement({ text: 'Each row starts with the id, lower-case letters converted to upper case.' }),
    },
    { name: 'same case', enforced: oracle({ fields: [{ key: 'v', line: 10, tokens: [['YES', 12]] }] }), published: statement({ fields: [{ key: 'v', line: 4, tokens: [['YES', 4]] }] }) },
    { name: 'oracle ignores case', enforced: oracle({ fields: [{ key: 'v', line: 10, tokens: [['yes', 12]], caseInsensitive: 11 }] }), published: statement({ mentions: [['YES', 4]] }) },
    { name: 'statement relaxes case and the oracle does too', enforced: oracle({ fields: [{ key: 'v', line: 10, tokens: [['yes', 12]], caseInsensitive: 11 }] }), published: statement({ caseInsensitive: 3, mentions: [['yes', 4]] }) },
    {
      name: 'input folded but the oracle lower-cases too',
      enforced: oracle({ fields: [{ key: 'the', line: 35, caseInsensitive: 34 }], input: [{ lines: [{ parts: [{ kind: 'text' }], separator: ' ', example: 'The cat saw the CAT', line: 7 }] }] }),
      published: statement(),
    },
    {
      name: 'input folded, statement states the case rule',
      enforced: oracle({ fields: [{ key: 'the', line: 35 }], input: [{ lines: [{ parts: [{ kind: 'text' }], separator: ' ', example: 'The cat saw the CAT', line: 7 }] }] }),
      published: statement({ caseInsensitive: 3 }),
    },
    {
      name: 'input fed in the same case',
      enforced: oracle({ fields: [{ key: 'cat', line: 35 }], input: [{ lines: [{ parts: [{ kind: 'text' }], separator: ' ', example: 'the cat', line: 7 }] }] }),
      published: statement(),
    },
    { name: 'a prose "ignoring case" about the input', enforced: oracle({ fields: [{ key: null, line: 10, tokens: [['yes', 12], ['yes', 20]] }] }), published: statement({ caseInsensitive: 3, mentions: [['yes', 4]] }) },
    { name: 'a day name for a key the statement never names is an unpublished key, not a case', enforced: oracle({ fields: [{ key: 'weekday', line: 10, tokens: [['friday', 37]] }] }), published: statement() },
    { name: 'a day name spelled as English does', enforced: oracle({ fields: [{ key: 'weekday', line: 10, tokens: [['Friday', 37]] }] }), published: statement({ mentions: [['weekday', 14]] }) },
    {
      name: 'a single capital inside an expected line (`ada 95.0 A`, a grade) where one-letter names are fed (`a,90`) is a code, not a word refolded',
      enforced: oracle({ layout: [{ kind: 'lines' }, 40], fields: [{ key: null, line: 40, position: [0, 40], tokens: [['ada 95.0 A', 40]] }], input: [{ lines: [{ parts: [word], separator: ' ', example: 'ada,90,95,100', examples: ['a,90', 'b,80,80'], line: 66 }] }] }),
      published: statement(),
    },
    {
      name: 'a phrase whose words are all fed in the expected spelling somewhere is not folded (`A man` beside `a plan`)',
      enforced: oracle({ fields: [{ key: null, line: 29, tokens: [['A man, a plan', 29]] }], input: [{ lines: [{ parts: [{ kind: 'text' }], separator: ' ', example: 'nalp a ,nam A', line: 28 }] }] }),
      published: statement(),
    },
    {
      name: 'a token fed as expected in its own input, and in another spelling only in another input (`B` here, `b` there), is not folded',
      enforced: oracle({ fields: [{ key: 'low', line: 37, tokens: [['B', 37]] }], input: [{ lines: [{ parts: [word, word, int], separator: ' ', example: 'IN B 3', examples: ['IN b 3'], line: 34 }] }] }),
      published: statement({ mentions: [['low', 4]] }),
    },
    {
      name: 'a lower-case word in another slot than the capitals the statement shows (`IN nut 3` beside `IN`, `OUT`) is data, not a case rule',
      enforced: oracle({ input: [{ lines: [{ parts: [word, word, int], separator: ' ', example: 'IN nut 3', examples: ['OUT nut 1'], line: 34 }] }] }),
      published: statement({ mentions: [['IN', 4], ['OUT', 5]] }),
    },
    {
      name: 'a lower-case numeral with a letter the statement never shows in capitals (`mcmlxxx`: no `L` shown) is not judged',
      enforced: oracle({ input: [{ channel: 'args', lines: [{ parts: [word], separator: ' ', example: 'MMXXIV', examples: ['mcmlxxx'], line: 31 }] }] }),
      published: statement({ mentions: [['MMXXIV', 7], ['MCMXCIV', 6]] }),
    },
    {
      name: 'input in mixed case (`HtTp`) where the statement says that part is printed in lower case: any case is expected',
      enforced: oracle({ input: [{ channel: 'args', lines: [{ parts: [word], separator: ' ', example: 'http://a.b/', examples: ['HtTp://A.b/'], line: 60 }] }] }),
      published: statement({ mentions: [['http', 7]], lowerCase: 25 }),
    },
    {
      name: 'words from the input expected in lower case where the statement says the output is lower-cased',
      enforced: oracle({ fields: [{ key: null, line: 25, tokens: [['first', 25]] }], input: [{ lines: [{ parts: [{ kind: 'text' }], separator: ' ', example: 'First', line: 24 }] }] }),
      published: statement({ lowerCase: 11 }),
    },
    {
      name: 'an item that is a lone letter (`b` beside `B`) is data, not a case rule, though the statement writes `B`',
      enforced: oracle({ input: [{ lines: [{ parts: [word], separator: ' ', example: 'B', examples: ['b'], exampleLocs: [{ file: 'op/oracle.test.mjs', line: 30, column: 1 }, { file: 'op/oracle.test.mjs', line: 38, column: 1 }], line: 30 }] }] }),
      published: statement({ mentions: [['B', 10]] }),
    },
    {
      name: 'a lone lower-case letter inside a token whose capital the oracle never feeds (`A` is a variable of the statement)',
      enforced: oracle({ input: [{ lines: [{ parts: [word], separator: ' ', example: 'a-b', line: 38 }] }] }),
      published: statement({ mentions: [['A', 6]] }),
    },
    {
      name: 'names said to match whatever their case, expected as the check first feeds them (`Waltzer` of `Waltzer`, `waltzer`)',
      enforced: oracle({
        input: [{ lines: [{ parts: [word, word, int], separator: ' ', example: 'a1 Waltzer 1', examples: ['a3 waltzer 1'], exampleLocs: [PAPERS_AT, PAPERS_AT], line: 64 }] }],
        checks: [{ name: 'example', line: 55 }, { name: 'names that differ only in case are one ride', line: 63 }],
        fields: [{ key: 'rides[]', line: 66, tokens: [['Waltzer', 66]], check: 'names that differ only in case are one ride' }],
      }),
      published: statement({ caseInsensitive: 11 }),
    },
    {
      name: 'names said to match whatever their case, where the statement also says they are printed in lower case',
      enforced: oracle({
        input: [{ lines: [{ parts: [word, word, int], separator: ' ', example: 'a1 MGIV 1', examples: ['a2 Fomabrom 2'], exampleLocs: [PAPERS_AT, PAPERS_AT], line: 64 }] }],
        checks: [{ name: 'example', line: 55 }, { name: 'names that differ only in case are one paper', line: 63 }],
        fields: [{ key: 'papers[]', line: 66, tokens: [['mgiv', 66], ['fomabrom', 66]], check: 'names that differ only in case are one paper' }],
      }),
      published: { ...statement({ caseInsensitive: 11 }), text: 'Paper names are case-insensitive. Each paper is printed in lower case.\n' },
    },
    {
      name: 'one word fed in two cases, where the statement says case does not matter',
      enforced: oracle({ caseVariants: [MERGED] }),
      published: statement({ inputCaseInsensitive: 6 }),
    },
    {
      name: 'one word fed in two cases, where the statement says names are case-sensitive',
      enforced: oracle({ caseVariants: [MERGED] }),
      published: statement({ caseVariants: [[6]] }),
    },
    {
      name: 'one word fed in two cases, where the statement prints everything in lower case',
      enforced: oracle({ caseVariants: [MERGED] }),
      published: statement({ lowerCase: 6 }),
    },
    {
      name: 'one word fed in two cases, where the statement\'s own example input spells a word two ways',
      enforced: oracle({ caseVariants: [MERGED] }),
      published: statement({ input: [{ lines: [{ parts: [int, word], separator: ' ', example: '2 Lemons', examples: ['1 lemons'], line: 9 }] }] }),
    },
    {
      name: 'a word fed in lower case where the statement says lower-case letters are not accepted: the rule it is judged by is published',
      enforced: oracle({ input: [UNITS], checks: [{ name: 'units in capitals', line: 44 }] }),
      published: { ...statement({ mentions: [['kg', 5], ['lb', 5]] }), caseVariants: [{ loc: { file: 'op/task.md', line: 7, column: 1 }, via: 'statement prose' }] },
    },
    { name: 'unpublished token is another rule', enforced: oracle({ fields: [{ key: 'v', line: 10, tokens: [['yes', 12]] }] }), published: statement() },
  ],
  invalid: [
    {
      name: 'one word fed in two cases by the check whose capitals the input-case finding reports: one finding, not two',
      enforced: oracle({ input: [UNITS], checks: [{ name: 'units in capitals', line: 44 }], caseVariants: [[44, 'units in capitals', 'fed `kg` and `KG`']] }),
      published: statement({ mentions: [['kg', 5], ['lb', 5]] }),
      errors: [{ messageId: 'inputCase', key: null, line: 44 }],
    },
    {
      name: 'the same check expects one of the two spellings in an output key (`card` equal to `1C0FFEE7`): the finding is that key\'s',
      enforced: oracle({
        caseVariants: [[87, 'card numbers typed in lower case', 'fed `1C0FFEE7` and `1c0ffee7`']],
        fields: [{ key: 'decision', line: 89, tokens: [['granted', 89]], check: 'card numbers typed in lower case' }, { key: 'card', line: 88, tokens: [['1C0FFEE7', 88]], check: 'card numbers typed in lower case' }],
      }),
      published: statement(),
      errors: [{ messageId: 'caseVariants', key: 'card', line: 87 }],
    },
    {
      name: 'the same check expects the word in a third case (`product` equal to `baguette` after `Baguette` and `BAGUETTE`): the finding is that key\'s',
      enforced: oracle({
        caseVariants: [[45, 'the same product written differently is one product', 'fed `Baguette` and `BAGUETTE`']],
        fields: [{ key: 'pieces', line: 47, tokens: [['30', 47]], check: 'the same product written differently is one product' }, { key: 'product', line: 47, tokens: [['baguette', 47]], check: 'the same product written differently is one product' }],
      }),
      published: statement(),
      errors: [{ messageId: 'caseVariants', key: 'product', line: 45 }],
    },
    {
      name: 'the same check expects one of the spellings in a column of the rows (`B07` after `B07` and `b07`): the finding is that column\'s, by the name the row template gives it',
      enforced: oracle({
        caseVariants: [[61, 'merges hand-typed barrel ids', 'fed `B07` and `b07`']],
        columns: [[0, [66], [['B07', 66, 'merges hand-typed barrel ids'], ['B03', 40, 'example']]], [4, [66], [['OK', 66, 'merges hand-typed barrel ids']]]],
      }),
      published: statement({ columns: [[0, 'barrel'], [1, 'toppings'], [4, 'state']] }),
      errors: [{ messageId: 'caseVariants', key: 'barrel', line: 61 }],
    },
    {
      name: 'names said to match whatever their case, expected in lower case by a check that feeds them only in other cases (`Fomabrom`, `MGIV`)',
      enforced: oracle({
        input: [{ lines: [{ parts: [word, word, int], separator: ' ', example: 'a1 MGIV 1', examples: ['a2 Fomabrom 2', 'a3 mgiv 1'], exampleLocs: [PAPERS_AT, PAPERS_AT, PAPERS_AT], line: 64 }] }],
        checks: [{ name: 'example', line: 55 }, { name: 'names that differ only in case are one paper', line: 63 }],
        fields: [{ key: 'papers[]', line: 66, tokens: [['mgiv', 66], ['fomabrom', 66]], check: 'names that differ only in case are one paper' }],
      }),
      published: statement({ caseInsensitive: 11 }),
      errors: [{ messageId: 'folding', key: 'papers', line: 66 }],
    },
    {
      name: 'a key expecting that spelling only in another check leaves the finding keyless',
      enforced: oracle({
        caseVariants: [[87, 'card numbers typed in lower case', 'fed `1C0FFEE7` and `1c0ffee7`']],
        fields: [{ key: 'card', line: 40, tokens: [['1C0FFEE7', 40]], check: 'statement example' }],
      }),
      published: statement(),
      errors: [{ messageId: 'caseVariants', key: null, line: 87 }],
    },
    {
      name: 'a check about case feeds one word in two cases and the statement states no case rule: located at that feed',
      enforced: oracle({ caseVariants: [MERGED] }),
      published: statement({ mentions: [['qty', 3]] }),
      errors: [{ messageId: 'caseVariants', key: null, line: 71, message: /fed `Lemons` and `lemons` in one check/ }],
    },
    {
      name: 'an argument in capitals (`PRICE`) naming a column its stdin spells `price`: matching regardless of case, never stated',
      enforced: oracle({ input: [{ lines: [{ parts: [word], separator: ' ', example: 'item,qty,price', line: 5 }] }, { channel: 'args', lines: [{ parts: [word], separator: ' ', example: 'PRICE', line: 47 }] }] }),
      published: statement({ mentions: [['qty', 12]] }),
      errors: [{ messageId: 'inputCaseData', key: null, line: 47 }],
    },
    {
      name: 'a unit fed in capitals (`KG`) and accepted, where the statement writes `kg` and no case rule: located at that feed',
      enforced: oracle({ input: [UNITS] }),
      published: statement({ mentions: [['kg', 5], ['lb', 5]] }),
      errors: [{ messageId: 'inputCase', key: null, line: 44 }],
    },
    {
      name: 'the feeding check expects the code respelt in an output key (`accession` equal to `2011.0406-X` after `2011.0406-x`): the folding, at that key',
      enforced: oracle({
        input: [{ lines: [{ parts: [word], separator: ' ', example: '1998.0230-X', examples: ['2011.0406-x'], exampleLocs: [{ file: 'op/oracle.test.mjs', line: 30, column: 1 }, { file: 'op/oracle.test.mjs', line: 84, column: 1 }], line: 30 }] }],
        checks: [{ name: 'example', line: 29 }, { name: 'a lower-case check character', line: 83 }],
        fields: [{ key: 'valid', line: 31, tokens: [['yes', 31]], check: 'example' }, { key: 'accession', line: 86, tokens: [['2011.0406-X', 86]], check: 'a lower-case check character' }],
      }),
      published: statement({ mentions: [['X', 5]] }),
      errors: [{ messageId: 'folding', key: 'accession', line: 86 }],
    },
    {
      name: 'an output key expecting a spelling the same check feeds too (`2011.0406-X`) echoes its input: the finding stays keyless',
      enforced: oracle({
        input: [{ lines: [{ parts: [word], separator: ' ', example: '1998.0230-X', examples: ['2011.0406-x', '2011.0406-X'], exampleLocs: [{ file: 'op/oracle.test.mjs', line: 30, column: 1 }, { file: 'op/oracle.test.mjs', line: 84, column: 1 }, { file: 'op/oracle.test.mjs', line: 84, column: 1 }], line: 30 }] }],
        checks: [{ name: 'example', line: 29 }, { name: 'whatever the case', line: 83 }],
        fields: [{ key: 'accession', line: 86, tokens: [['2011.0406-X', 86]], check: 'whatever the case' }],
      }),
      published: statement({ mentions: [['X', 5]] }),
      errors: [{ messageId: 'inputCase', key: null, line: 84 }],
    },
    {
      name: 'a unit written onto its number in lower case (`512mib`) where the statement writes `MiB`',
      enforced: oracle({ input: [{ lines: [{ parts: [word, word, word], separator: ' ', example: 'cache = 1.5KiB', examples: ['heap = 512mib'], exampleLocs: [{ file: 'op/oracle.test.mjs', line: 6, column: 1 }, { file: 'op/oracle.test.mjs', line: 47, column: 1 }], line: 6 }] }] }),
      published: statement({ mentions: [['KiB', 5], ['MiB', 5]] }),
      errors: [{ messageId: 'inputCase', key: null, line: 47 }],
    },
    {
      name: 'a square fed in capitals with a digit (`H8`) where the statement writes `h8`',
      enforced: oracle({ input: [{ lines: [{ parts: [word, word], separator: ' ', example: 'a1 c2', examples: ['H8 A1'], exampleLocs: [{ file: 'op/oracle.test.mjs', line: 6, column: 1 }, { file: 'op/oracle.test.mjs', line: 79, column: 1 }], line: 6 }] }] }),
      published: statement({ mentions: [['a1', 5], ['h8', 6]] }),
      errors: [{ messageId: 'inputCase', key: null, line: 79 }],
    },
    {
      name: 'a numeral fed in lower case (`xiv`) in the slot where the statement shows numerals only in capitals',
      enforced: oracle({ input: [{ channel: 'args', lines: [{ parts: [word], separator: ' ', example: 'MMXXIV', examples: ['xiv'], exampleLocs: [{ file: 'op/oracle.test.mjs', line: 31, column: 1 }, { file: 'op/oracle.test.mjs', line: 49, column: 1 }], line: 31 }] }] }),
      published: statement({ mentions: [['MMXXIV', 7], ['IV', 6]] }),
      errors: [{ messageId: 'inputCase', key: null, line: 49 }],
    },
    {
      name: 'a code fed in lower case (`usd`) in a slot where another line of the same channel shows it in capitals (`100 USD GBP`)',
      enforced: oracle({ input: [{ channel: 'args', lines: [
        { parts: [int, word, word], separator: ' ', example: '100 USD GBP', line: 26 },
        { parts: [{ kind: 'decimal' }, word, word], separator: ' ', example: '37.5 GBP JPY', examples: ['19.99 usd chf'], exampleLocs: [{ file: 'op/oracle.test.mjs', line: 31, column: 1 }, { file: 'op/oracle.test.mjs', line: 65, column: 1 }], line: 31 },
      ] }] }),
      published: statement({ mentions: [['USD', 21], ['GBP', 21], ['JPY', 12]] }),
      errors: [{ messageId: 'inputCase', key: null, line: 65 }],
    },
    {
      name: 'a lone lower-case letter among other values (`37 c f`, a unit) where the statement writes `C` and the oracle feeds `100 C F` too',
      enforced: oracle({ input: [{ lines: [{ parts: [int, word, word], separator: ' ', example: '100 C F', examples: ['37 c f'], exampleLocs: [{ file: 'op/oracle.test.mjs', line: 40, column: 1 }, { file: 'op/oracle.test.mjs', line: 64, column: 1 }], line: 40 }] }] }),
      published: statement({ mentions: [['C', 12], ['F', 12], ['K', 12]] }),
      errors: [{ messageId: 'inputCase', key: null, line: 64, message: /feeds `c`.*writes `C`/ }],
    },
    {
      name: 'a check character fed in lower case inside a code (`0-8044-2957-x`) where the statement writes `X` and feeds it so too',
      enforced: oracle({ input: [{ lines: [{ parts: [word], separator: ' ', example: '080442957X', examples: ['0-8044-2957-x'], exampleLocs: [{ file: 'op/oracle.test.mjs', line: 40, column: 1 }, { file: 'op/oracle.test.mjs', line: 87, column: 1 }], line: 40 }] }] }),
      published: statement({ mentions: [['X', 7]] }),
      errors: [{ messageId: 'inputCase', key: null, line: 87, message: /feeds `x`.*writes `X`/ }],
    },
    {
      name: 'a message fed in lower case (`attack at dawn`) where the statement\'s example input is in capitals (`ATTACK AT DAWN`)',
      enforced: oracle({ input: [{ lines: [{ parts: [word, word, word], separator: ' ', example: 'ATTACK AT DAWN', examples: ['attack at dawn'], exampleLocs: [{ file: 'op/oracle.test.mjs', line: 30, column: 1 }, { file: 'op/oracle.test.mjs', line: 61, column: 1 }], line: 30 }] }] }),
      published: statement({ input: [{ lines: [{ parts: [word, word, word], separator: ' ', example: 'ATTACK AT DAWN', line: 16 }] }] }),
      errors: [{ messageId: 'inputCase', key: null, line: 61, message: /feeds `attack`.*writes `ATTACK`/ }],
    },
    {
      name: 'a method passed in camel case (`ZScore`) where the statement writes `zscore`',
      enforced: oracle({ input: [{ channel: 'args', lines: [{ parts: [word], separator: ' ', example: 'minmax', examples: ['zscore', 'ZScore'], exampleLocs: [{ file: 'op/oracle.test.mjs', line: 30, column: 1 }, { file: 'op/oracle.test.mjs', line: 34, column: 1 }, { file: 'op/oracle.test.mjs', line: 50, column: 1 }], line: 30 }] }] }),
      published: statement({ mentions: [['minmax', 6], ['zscore', 7]] }),
      errors: [{ messageId: 'inputCase', key: null, line: 50, message: /feeds `ZScore`.*writes `zscore`/ }],
    },
    {
      name: 'a category compared in lower case (`straight`) that the prose names in title case ("..., Straight, Flush")',
      enforced: oracle({ layout: [{ kind: 'lines' }, 9], fields: [0, 1].map((i) => ({ key: null, line: 9, position: [i, 9] as [number, number], tokens: [['straight', 73]] as [string, number][] })) }),
      published: statement({ titleWords: [['High Card', 12], ['Straight', 13], ['Flush', 13]] }),
      errors: [{ messageId: 'differentCase', key: null, line: 73, message: /`straight`.*writes `Straight`/ }],
    },
    {
      name: 'a day name compared in lower case for a key the statement asks for by name, without a case rule',
      enforced: oracle({ fields: [{ key: 'weekday', line: 10, tokens: [['friday', 37], ['saturday', 38]] }] }),
      published: statement({ mentions: [['weekday', 14]] }),
      errors: [{ messageId: 'conventionalCase', key: 'weekday', line: 37 }],
    },
    {
      name: 'a token the prose writes as a plain word in another case (`GREEN` for "green, yellow or red")',
      enforced: oracle({ fields: [{ key: null, line: 37, tokens: [['GREEN', 63], ['GREEN', 68]] }] }),
      published: statement({ proseWords: [['green', 30]] }),
      errors: [{ messageId: 'differentCase', key: null, line: 63 }],
    },
    { name: 'statement writes another case', enforced: oracle({ fields: [{ key: 'v', line: 10, tokens: [['Yes', 12]] }] }), published: statement({ fields: [{ key: 'v', line: 4, tokens: [['yes', 4]] }] }), errors: [{ messageId: 'differentCase', key: 'v', line: 12 }] },
    { name: 'mention in another case', enforced: oracle({ fields: [{ key: 'roman', line: 10, tokens: [['MCM', 15]] }] }), published: statement({ mentions: [['mcm', 4]] }), errors: [{ messageId: 'differentCase', key: 'roman', line: 15 }] },
    {
      name: 'words from the input expected in lower case',
      enforced: oracle({ fields: [{ key: 'cat', line: 34 }, { key: 'the', line: 35 }], input: [{ lines: [{ parts: [{ kind: 'text' }], separator: ' ', example: 'The cat saw the other CAT. Cat!', line: 7 }] }] }),
      published: statement(),
      errors: [{ messageId: 'folding', key: null, line: 34 }],
    },
    {
      name: 'keys joined from input words (`server.port` for `[Server]` / `Port = 80`) expected in lower case',
      enforced: oracle({ layout: [{ kind: 'fields', assign: '=', separator: '\n' }, 23], fields: [{ key: 'server.port', line: 67 }], input: [{ lines: [{ parts: [{ kind: 'word' }], separator: ' ', example: '[Server]', examples: ['Port = 80'], line: 65 }] }] }),
      published: statement(),
      errors: [{ messageId: 'folding', key: null, line: 67 }],
    },
    {
      name: 'a check that feeds `HTTP://WWW.Example.COM` and expects `www.example.com`, where other checks feed lower case: one folding finding, not an input-case one',
      enforced: oracle({
        fields: [{ key: 'host', line: 12, tokens: [['www.example.com', 67]], check: 'case' }],
        input: [{ lines: [{ parts: [word], separator: ' ', example: 'http://www.example.org/', examples: ['HTTP://WWW.Example.COM/'], exampleLocs: [{ file: 'op/oracle.test.mjs', line: 18, column: 15 }, { file: 'op/oracle.test.mjs', line: 65, column: 15 }], line: 6 }] }],
        checks: [{ name: 'example', line: 17 }, { name: 'case', line: 64 }],
      }),
      published: statement({ mentions: [['http', 3], ['host', 4]] }),
      errors: [{ messageId: 'folding', key: 'host', line: 67 }],
    },
    {
      name: 'a token the statement shows (`RTS-03`) that one check feeds only in lower case (`rts-03`) and still expects as shown: folding, at that check',
      enforced: oracle({
        fields: [{ key: 'hottest', line: 12, tokens: [['RTS-03', 79]], check: 'lower' }],
        input: [{ lines: [{ parts: [word, word], separator: ' ', example: 'RTS-03 40.1', examples: ['rts-03 43.6'], exampleLocs: [{ file: 'op/oracle.test.mjs', line: 60, column: 5 }, { file: 'op/oracle.test.mjs', line: 78, column: 5 }], line: 6 }] }],
        checks: [{ name: 'example', line: 58 }, { name: 'lower', line: 77 }],
      }),
      published: statement({ fields: [{ key: 'hottest', line: 20, examples: [['RTS-03', 31]] }], mentions: [['RTS-03', 31]] }),
      errors: [{ messageId: 'folding', key: 'hottest', line: 79 }],
    },
    {
      name: 'output compared with a model that upper-cases ids the same check feeds in lower case (`r1`): folding, at the fold',
      enforced: oracle({
        fields: [{ key: 'rows', line: 21, folded: ['upper', 39, 82, ['r1', 'r2']], check: 'random' }],
        input: [{ lines: [{ parts: [word, int], separator: ' ', example: 'r1 120', exampleLocs: [{ file: 'op/oracle.test.mjs', line: 81, column: 5 }], line: 81 }] }],
        checks: [{ name: 'example', line: 60 }, { name: 'random', line: 78 }],
      }),
      published: statement({ mentions: [['rows', 4]] }),
      errors: [{ messageId: 'folding', key: 'rows', line: 39 }],
    },
    {
      name: 'a model folding texts it does not know as constants, where its check feeds a word of letters in another case',
      enforced: oracle({
        fields: [{ key: 'rows', line: 21, folded: ['upper', 39, 82], check: 'random' }],
        input: [{ lines: [{ parts: [word, int], separator: ' ', example: 'r1 120', exampleLocs: [{ file: 'op/oracle.test.mjs', line: 81, column: 5 }], line: 81 }] }],
        checks: [{ name: 'example', line: 60 }, { name: 'random', line: 78 }],
      }),
      published: statement({ mentions: [['rows', 4]], text: 'Row ids are matched whatever their case: R1 and r1 are one row.' }),
      errors: [{ messageId: 'folding', key: 'rows', line: 39 }],
    },
    {
      name: 'a model folding the first column of the rows, named by the row template `HIVE LOAD ACTION`',
      enforced: oracle({
        fields: [{ key: null, line: 21, position: [0, 21], folded: ['upper', 27, 82, ['h30']], check: 'random' }],
        input: [{ lines: [{ parts: [word, int], separator: ' ', example: 'h30 120', exampleLocs: [{ file: 'op/oracle.test.mjs', line: 81, column: 5 }], line: 81 }] }],
        checks: [{ name: 'example', line: 60 }, { name: 'random', line: 78 }],
        columns: [[0, [27, 82]], [1, [64]]],
      }),
      published: statement({ columns: [[0, 'HIVE'], [1, 'LOAD'], [2, 'ACTION']] }),
      errors: [{ messageId: 'folding', key: 'HIVE', line: 27 }],
    },
    {
      name: 'a code joined into one token fed in lower case (`card: p-77120`) and expected in capitals (`P-77120`)',
      enforced: oracle({ fields: [{ key: 'card', line: 20, tokens: [['P-77120', 51]] }], input: [{ lines: [{ parts: [word, word], separator: ' ', example: 'card: p-77120', line: 50 }] }] }),
      published: statement({ mentions: [['card', 2]] }),
      errors: [{ messageId: 'folding', key: 'card', line: 51 }],
    },
    {
      name: 'a column of the rows compared with codes the same check feeds in lower case (`k-12` fed, `K-12` expected): folding, at the literal, keyed by the row template',
      enforced: oracle({
        input: [{ lines: [{ parts: [word, int, int], separator: ' ', example: 'c-7 2 3', examples: ['k-12 1 2'], exampleLocs: [{ file: 'op/oracle.test.mjs', line: 82, column: 5 }, { file: 'op/oracle.test.mjs', line: 82, column: 5 }], line: 82 }] }],
        checks: [{ name: 'ids', line: 81 }],
        columns: [[0, [83, 84], [['K-12', 84], ['C-7', 84]]]],
      }),
      published: statement({ columns: [[0, 'ID'], [1, 'QTY']] }),
      errors: [{ messageId: 'folding', key: 'ID', line: 84 }],
    },
    {
      name: 'a keyed token from the input expected in another case',
      enforced: oracle({ fields: [{ key: 'first', line: 20, tokens: [['alice', 21]] }], input: [{ lines: [{ parts: [{ kind: 'word' }], separator: ' ', example: 'Alice Bob', line: 7 }] }] }),
      published: statement({ mentions: [['first', 2]] }),
      errors: [{ messageId: 'folding', key: 'first', line: 21 }],
    },
    {
      name: 'statement says case does not matter for the key',
      enforced: oracle({ fields: [{ key: 'v', line: 10, tokens: [['yes', 12]] }] }),
      published: statement({ fields: [{ key: 'v', line: 4, tokens: [['yes', 4]], caseInsensitive: 5 }] }),
      errors: [{ messageId: 'statementRelaxes', key: 'v', line: 12 }],
    },
  ],
});
