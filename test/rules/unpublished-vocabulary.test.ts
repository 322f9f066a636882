import rule from '../../rules/unpublished-vocabulary.js';
import { ruleTester } from './rule-tester.js';
import { KV, oracle, statement, word } from './build.js';
import type { Contract } from '../../src/contract/types.js';

/** The contract with every vocabulary evidence at `line` marked as a comparison that only steers the oracle. */
function steeringAt(c: Contract, line: number): Contract {
  for (const f of c.fields) for (const t of f.vocabulary) for (const e of t.evidence) if (e.loc.line === line) e.steers = true;
  return c;
}

/**
 * `beds` compared with every value of a model's row in a helper at line 38, and with `-` on its own where the check writes
 * it (line 59).
 */
function idlePicker(): Contract {
  const c = oracle({ layout: [KV, 14], fields: [{ key: 'beds', line: 38, tokens: [['B3,C12', 38], ['E1', 38], ['-', 38]] }] });
  c.fields[0]!.vocabulary.find((t) => t.value === '-')!.evidence.push({ loc: { file: 'op/oracle.test.mjs', line: 59, column: 7 }, check: 'idle' });
  return c;
}

const connected = oracle({ layout: [KV, 2], fields: [{ key: 'connected', line: 10, tokens: [['yes', 24], ['no', 31]] }] });

ruleTester(rule, {
  valid: [
    {
      name: 'a column of the output\'s rows compared with a word the statement writes in its prose (`*clear* when the count is zero`)',
      enforced: oracle({ columns: [[1, [34], [['clear', 34, 'empty'], ['clear', 60, 'random'], ['occupied', 40, 'busy'], ['occupied', 60, 'random']]]] }),
      published: { ...statement({}), text: '# Axles\n\nA section is *clear* when the count is zero and *occupied* when it is positive.\n' },
    },
    {
      name: 'the first part of `key=value` lines read by position and compared with the keys the statement names (`gamma`)',
      enforced: oracle({ columns: [[0, [13], [['gamma', 13, 'keys'], ['gamma', 40, 'random'], ['mismatch_loss_db', 13, 'keys'], ['mismatch_loss_db', 40, 'random']]]] }),
      published: statement({ fields: [{ key: 'gamma', line: 25 }, { key: 'swr', line: 26 }, { key: 'mismatch_loss_db', line: 28 }] }),
    },
    {
      name: 'a column compared with a phrase of the statement respelled with an underscore (`broken_mouth` for `broken mouth`) is unrepresentable-value\'s',
      enforced: oracle({ columns: [[1, [76], [['broken_mouth', 76, 'teeth'], ['broken_mouth', 80, 'random'], ['mastitis', 70, 'udder']]]] }),
      published: { ...statement({ mentions: [['mastitis', 9]] }), text: '# Cull\n\n1. `broken mouth`: she has lost a tooth;\n2. `mastitis`.\n' },
    },
    {
      name: 'names compared with a column beside names the statement shows (`Teal` beside `Kingfisher` and `Heron`) are the input\'s',
      enforced: oracle({ columns: [[0, [39], [['Kingfisher', 39, 'example'], ['Heron', 39, 'example'], ['Teal', 44, 'random'], ['Teal', 52, 'more'], ['Coot', 52, 'more']]]] }),
      published: { ...statement({}), text: '# Transit\n\n```\nKingfisher 3\nHeron 5\n```\n' },
    },
    {
      name: 'an empty JSON list or object compared (`[]`, `{}`) is a value with no members, not a token',
      enforced: oracle({ fields: [{ key: 'order', line: 30, tokens: [['[]', 34]] }, { key: 'assignments', line: 31, tokens: [['{}', 35]] }] }),
      published: statement({ fields: [{ key: 'order', line: 6 }, { key: 'assignments', line: 7 }] }),
    },
    {
      name: 'a name with spaces the oracle respells (`Oat_Stout` for the statement\'s `Oat Stout`) is unrepresentable-value\'s demand, not a token to publish',
      enforced: oracle({ layout: [KV, 9], fields: [{ key: 'beer', line: 30, tokens: [['Oat_Stout', 34]] }] }),
      published: { ...statement({ fields: [{ key: 'beer', line: 6 }] }), text: '# Kegs\n\nBeer names may contain spaces, for example Oat Stout.\n' },
    },
    {
      name: 'a value that is the input with its spaces taken out (`DELACRUZ/MARIAJOSE` for `DE LA CRUZ/MARIA JOSE`) is the input\'s',
      enforced: oracle({ layout: [KV, 9], fields: [{ key: 'name', line: 70, tokens: [['DELACRUZ/MARIAJOSE', 70]] }], input: [{ lines: [{ parts: [word], separator: ' ', example: '21A DE LA CRUZ/MARIA JOSE 13', line: 68 }] }] }),
      published: statement({ mentions: [['name', 4]] }),
    },
    {
      name: 'a word the percent-encoded input decodes to (`café` of `q=caf%C3%A9`) is the input\'s',
      enforced: oracle({ layout: [KV, 9], fields: [{ key: 'q', line: 22, tokens: [['café', 22]] }], input: [{ lines: [{ parts: [word], separator: ' ', example: 'q=caf%C3%A9&sym=%E2%82%AC', line: 21 }] }] }),
      published: statement({ mentions: [['q', 4]] }),
    },
    {
      name: 'under a key taken from the input (`C`), a value that is not a word (`y-x.xB`, `[]`) is that input\'s answer',
      enforced: oracle({ layout: [KV, 9], fields: [{ key: 'C', line: 33, tokens: [['y-x.xB', 33]] }, { key: 'FIRST', line: 38, tokens: [['[]', 38]] }], input: [{ lines: [{ parts: [word], separator: ' ', example: 'C=$AB-$A.${A}B', examples: ['FIRST=[${LATER}]'], line: 30 }] }] }),
      published: statement(),
    },
    {
      name: 'words fed apart and expected joined by `_` (`Cape_Grim` for `Cape Grim`) are the input\'s',
      enforced: oracle({ layout: [KV, 9], fields: [{ key: 'station', line: 82, tokens: [['Cape_Grim', 142], ['Cape_Grim', 150]] }], input: [{ lines: [{ parts: [word, word], separator: ' ', example: 'Cape Grim,2024-03-01T00:00,13.0', line: 136 }] }] }),
      published: statement({ layout: [KV, 9], fields: [{ key: 'station', line: 9 }] }),
    },
    {
      name: 'a name expected where the statement shows two other names as the key\'s values (`Stop`, `Tryptophan`) is one of that open class',
      enforced: oracle({ layout: [KV, 9], fields: [{ key: 'name', line: 24, tokens: [['Methionine', 24], ['Methionine', 69], ['Stop', 31], ['Tryptophan', 60]] }] }),
      published: statement({ layout: [KV, 9], fields: [{ key: 'name', line: 9 }], mentions: [['Stop', 14], ['Tryptophan', 12]] }),
    },
    {
      name: 'a word expected on one line only, once, is that input\'s answer',
      enforced: oracle({ layout: [{ kind: 'lines' }, 20], fields: [{ key: null, line: 21, position: [0, 21], tokens: [['banana', 66]] }, { key: null, line: 21, position: [1, 21], tokens: [['google', 66]] }] }),
      published: statement(),
    },
    {
      name: 'hex numbers with no decimal digit (`feff`) beside hex values with digits (`b861`) are data, not words',
      enforced: oracle({ layout: [KV, 4], fields: [{ key: 'checksum', line: 20, tokens: [['b861', 21], ['feff', 30], ['fffe', 31]] }] }),
      published: statement({ fields: [{ key: 'checksum', line: 5 }] }),
    },
    {
      name: 'a hex value (`ff:ff:ff:ff:ff:ff`) shaped like the example the statement shows (`00:1a:2b:3c:4d:5e`)',
      enforced: oracle({ layout: [KV, 4], fields: [{ key: 'mac', line: 20, tokens: [['ff:ff:ff:ff:ff:ff', 49]] }] }),
      published: statement({ fields: [{ key: 'mac', line: 5, examples: [['00:1a:2b:3c:4d:5e', 9]] }] }),
    },
    {
      name: 'a key never named whose values are only tokens (`symmetric`: `yes`/`no`): unpublished-key reports it with its tokens',
      enforced: oracle({ layout: [KV, 4], fields: [{ key: 'symmetric', line: 64, tokens: [['yes', 64], ['no', 65]] }] }),
      published: statement({ fields: [{ key: 'size', line: 5 }] }),
    },
    {
      name: 'a token padded to its column (`\'-\'.padStart(8)` of a fixed-width table) is the token the statement shows',
      enforced: oracle({ layout: [{ kind: 'lines' }, 9], fields: [{ key: null, line: 9, position: [2, 9], tokens: [['       -', 39], ['       -', 52]] }] }),
      published: statement({ mentions: [['-', 36]] }),
    },
    {
      name: 'a value the statement shows with a space (`very high`) that the oracle expects joined (`very_high`) is unrepresentable-value\'s demand',
      enforced: oracle({ layout: [KV, 9], fields: [{ key: 'rating', line: 40, tokens: [['very_high', 46], ['low', 47]] }] }),
      published: statement({ layout: [KV, 9], fields: [{ key: 'rating', line: 9, tokens: [['very high', 13], ['low', 12]] }] }),
    },
    { name: 'tokens published for the key', enforced: connected, published: statement({ fields: [{ key: 'connected', line: 5, tokens: [['yes', 5], ['no', 5]] }] }) },
    { name: 'tokens published as mentions', enforced: connected, published: statement({ mentions: [['connected', 4], ['yes', 4], ['no', 4]] }) },
    { name: 'tokens shown in an example mention', enforced: connected, published: statement({ mentions: [['connected=yes', 4], ['connected=no', 6]] }) },
    { name: 'tokens with digits are input-bound', enforced: oracle({ fields: [{ key: 'path', line: 10, tokens: [['A1', 12], ['3', 13]] }] }), published: statement({ mentions: [['path', 2]] }) },
    {
      name: 'tokens taken from the input are input-bound',
      enforced: oracle({ fields: [{ key: 'out', line: 10, tokens: [['olleh', 12], ['B-A', 14]] }], input: [{ lines: [{ parts: [{ kind: 'word' }], separator: ' ', example: 'hello A B', line: 9 }] }] }),
      published: statement({ mentions: [['out', 2]] }),
    },
    {
      name: '"say so" makes no word of a capitalised name expected once (an answer for its input)',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], fields: [{ key: null, line: 30, position: [0, 30], tokens: [['Tolkien', 76]], check: 'author' }] }),
      published: { ...statement(), saySo: [{ loc: { file: 'op/task.md', line: 19, column: 40 } }] },
    },
    { name: 'a whole-output literal expected once is the answer to that input', enforced: oracle({ layout: [{ kind: 'text' }, 3], fields: [{ key: null, line: 10, tokens: [['racecar', 12]], check: 'palindrome' }] }), published: statement() },
    {
      name: 'a cipher of the input is input-bound',
      enforced: oracle({ fields: [{ key: 'out', line: 10, tokens: [['Khoor, Zruog!', 12]] }], input: [{ lines: [{ parts: [{ kind: 'text' }], separator: ' ', example: 'Hello, World!', line: 9 }] }] }),
      published: statement({ mentions: [['out', 2]] }),
    },
    { name: 'a word expected once beside a recurring number is still an answer', enforced: oracle({ layout: [{ kind: 'text' }, 3], fields: [{ key: null, line: 10, tokens: [['olleh', 12], ['0', 20], ['0', 22]] }] }), published: statement() },
    {
      name: 'a word from any input line fed, not only the first example of its shape, is input-bound',
      enforced: oracle({ fields: [{ key: 'best', line: 10, tokens: [['c', 12]] }], input: [{ lines: [{ parts: [word, { kind: 'integer' }], separator: ' ', example: 'ann 70', examples: ['bob 45', 'c 11'], line: 7 }] }] }),
      published: statement({ mentions: [['best', 4]] }),
    },
    { name: 'ignored by option', enforced: connected, published: statement({ mentions: [['connected', 4]] }), options: { ignore: ['yes', 'no'] } },
    {
      name: 'a header line the statement writes with its columns aligned (`day from        to`), compared after the oracle squeezes the spaces',
      enforced: oracle({ layout: [{ kind: 'lines' }, 20], fields: [{ key: null, line: 22, position: [0, 22], tokens: [['day from to minutes stages', 22], ['day from to minutes stages', 40]] }] }),
      published: { ...statement(), text: '## Example\n\n```\nday from        to          minutes stages\n1   Hut A       Hut B       240     2\n```\n' },
    },
    {
      name: 'the published keys joined in the order the oracle checks (`minutes,trip_fuel`)',
      enforced: oracle({ layout: [{ kind: 'lines' }, 20], fields: [{ key: null, line: 29, position: [0, 29], tokens: [['minutes,trip_fuel', 29], ['minutes,trip_fuel', 45]] }] }),
      published: statement({ mentions: [['minutes', 5], ['trip_fuel', 6]] }),
    },
  ],
  invalid: [
    {
      name: 'located where the token is compared on its own (`beds !== \'-\'`), not at a helper comparing every value of the key',
      enforced: idlePicker(),
      published: statement({ fields: [{ key: 'beds', line: 20 }] }),
      errors: [{ messageId: 'unpublished', key: 'beds', line: 59 }],
    },
    {
      name: 'a column of the output\'s rows (`[pos, depth, verdict] = line.split(\' \')`) compared with a token never stated: keyed by the column\'s name',
      enforced: oracle({ columns: [[0, [49]], [2, [49, 52], [['ok', 49, 'limits'], ['illegal', 52, 'limits'], ['illegal', 66, 'gauge export']]]] }),
      published: statement({ mentions: [['ok', 20]], columns: [[0, 'POS'], [1, 'DEPTH'], [2, 'VERDICT']] }),
      errors: [{ messageId: 'column', key: 'VERDICT', line: 52, message: /compares the column `VERDICT` of the output's lines with `illegal`; the statement shows only `ok`/ }],
    },
    {
      name: 'a column the statement names nowhere compared with a token never stated: by its place in the line',
      enforced: oracle({ columns: [[2, [52], [['illegal', 52, 'limits'], ['illegal', 66, 'gauge export']]]] }),
      published: statement({}),
      errors: [{ messageId: 'column', key: null, line: 52, message: /compares value 3 of the output's lines with `illegal`; the statement never states these tokens/ }],
    },
    {
      name: 'keys taken from the input (a boat\'s name as the key of its outcome) compared with one unpublished token are one demand, of no key',
      enforced: oracle({
        layout: [KV, 12],
        fields: [{ key: 'Dunlin', line: 49, tokens: [['rejected', 49]] }, { key: 'Skua', line: 56, tokens: [['rejected', 56]] }],
        input: [{ lines: [{ parts: [word, word, word], separator: ' ', example: 'Dunlin 13 16', examples: ['Skua 8 9'], line: 47 }] }],
      }),
      published: statement({ fields: [{ key: 'accepted', line: 30 }] }),
      errors: [{ messageId: 'dataKeys', key: null, line: 49 }],
    },
    {
      name: 'a header line the statement never writes',
      enforced: oracle({ layout: [{ kind: 'lines' }, 20], fields: [{ key: null, line: 22, position: [0, 22], tokens: [['day from to minutes stages', 22], ['day from to minutes stages', 40]] }] }),
      published: { ...statement(), text: '## Output\n\nOne line per day: the day, where it starts and ends, the minutes walked and the stages.\n' },
      errors: [{ messageId: 'unpublished', key: null, line: 22 }],
    },
    {
      name: 'a token compared to steer the oracle (`if (lines[0] === \'unreachable\') continue`) and asserted elsewhere is one demand, where it is asserted',
      enforced: steeringAt(oracle({ layout: [{ kind: 'lines' }, 9], fields: [{ key: null, line: 9, position: [0, 9], tokens: [['unreachable', 67]] }, { key: null, line: 9, tokens: [['unreachable', 81]] }] }), 67),
      published: statement(),
      errors: [{ messageId: 'unpublished', key: null, line: 81 }],
    },
    {
      name: 'the same unpublished token compared with two keyless values at two places is one demand, at the first',
      enforced: oracle({ layout: [{ kind: 'lines' }, 9], fields: [{ key: null, line: 9, position: [0, 9], tokens: [['full', 46]] }, { key: null, line: 9, position: [1, 9], tokens: [['full', 82], ['empty', 82]] }] }),
      published: statement({ mentions: [['empty', 12]] }),
      errors: [{ messageId: 'unpublished', key: null, line: 46 }],
    },
    {
      name: 'a joined token no name with spaces stands behind (`Oat_Stout` where the statement never writes `Oat Stout`)',
      enforced: oracle({ layout: [KV, 9], fields: [{ key: 'beer', line: 30, tokens: [['Oat_Stout', 34]] }] }),
      published: { ...statement({ fields: [{ key: 'beer', line: 6 }] }), text: '# Kegs\n\nPrint the beer with the most kegs.\n' },
      errors: [{ messageId: 'unpublished', key: 'beer', line: 34 }],
    },
    {
      name: 'a value spelled only with letters the statement lists one by one (`RRRR` of `U`, `D`, `L`, `R`) is a string over them; a sentinel outside them (`-`) is an unpublished token',
      enforced: oracle({ layout: [KV, 9], fields: [{ key: 'path', line: 76, tokens: [['RRRR', 76], ['U', 82], ['-', 88]] }] }),
      published: statement({ fields: [{ key: 'path', line: 23 }], mentions: [['U', 24], ['D', 24], ['L', 24], ['R', 24]] }),
      errors: [{ messageId: 'unpublished', key: 'path', line: 88 }],
    },
    {
      name: 'under a key taken from the input, a word (`present`) is still a token of a vocabulary',
      enforced: oracle({ layout: [KV, 9], fields: [{ key: 'alice', line: 33, tokens: [['present', 33], ['absent', 34]] }], input: [{ lines: [{ parts: [word], separator: ' ', example: 'alice 09:00', line: 30 }] }] }),
      published: statement(),
      errors: [{ messageId: 'dataKeys', key: null, line: 33 }],
    },
    {
      name: 'keys of one numbered series with the same unpublished tokens are one demand, at the first of them',
      enforced: oracle({ layout: [KV, 3], fields: [{ key: 'part1', line: 12, tokens: [['pass', 22], ['fail', 22]] }, { key: 'part2', line: 12, tokens: [['fail', 22]] }, { key: 'part3', line: 12, tokens: [['pass', 27]] }] }),
      published: statement({ mentions: [['part1', 15], ['part2', 15]] }),
      errors: [{ messageId: 'unpublished', key: 'part1', line: 22 }],
    },
    {
      name: 'a lower-case sentinel (`none`) beside names the statement shows is still a token it left out',
      enforced: oracle({ layout: [KV, 9], fields: [{ key: 'winner', line: 24, tokens: [['none', 24], ['none', 40], ['Rosa', 31], ['Ines', 60]] }] }),
      published: statement({ layout: [KV, 9], fields: [{ key: 'winner', line: 9 }], mentions: [['Rosa', 14], ['Ines', 12]] }),
      errors: [{ messageId: 'unpublished', key: 'winner', line: 24 }],
    },
    {
      name: 'a sentinel token (`none`) of a key never named whose values are otherwise data (a list of nodes)',
      enforced: oracle({ layout: [KV, 4], fields: [{ key: 'path', line: 10, shape: [{ kind: 'list', separator: ' ', element: word }, 12], tokens: [['none', 11]] }] }),
      published: statement({ fields: [{ key: 'result', line: 5 }] }),
      errors: [{ messageId: 'unpublished', key: 'path', line: 11 }],
    },
    {
      name: 'hex-looking words with no sibling value that has digits stay words (`add`, `dead`)',
      enforced: oracle({ layout: [KV, 4], fields: [{ key: 'op', line: 20, tokens: [['add', 21], ['dead', 30]] }] }),
      published: statement({ fields: [{ key: 'op', line: 5 }] }),
      errors: [{ messageId: 'unpublished', key: 'op', line: 21 }],
    },
    {
      name: 'a word expected on two lines of one comparison that the input never fed (`empty` for each `next` on an empty queue)',
      enforced: oracle({
        layout: [{ kind: 'lines' }, 20],
        fields: [
          { key: null, line: 21, position: [0, 21], tokens: [['empty', 66]] },
          { key: null, line: 21, position: [1, 21], tokens: [['only', 66]] },
          { key: null, line: 21, position: [2, 21], tokens: [['empty', 66]] },
        ],
        input: [{ lines: [{ parts: [word, word, word], separator: ' ', example: 'add only 4', line: 65 }] }],
      }),
      published: statement(),
      errors: [{ messageId: 'unpublished', key: null, line: 66, message: /`empty`/ }],
    },
    {
      name: 'lines read by position and compared at one place: one finding with the tokens of every line',
      enforced: oracle({
        layout: [{ kind: 'lines' }, 36],
        fields: [
          { key: null, line: 37, position: [0, 37], tokens: [['GREEN', 63], ['YELLOW', 63], ['GREEN', 68]] },
          { key: null, line: 37, position: [1, 37], tokens: [['GREEN', 63], ['RED', 63], ['RED', 68]] },
        ],
      }),
      published: statement(),
      errors: [{ messageId: 'unpublished', key: null, line: 63, message: /`GREEN`, `YELLOW` or `RED`/ }],
    },
    { name: 'key named, vocabulary never given', enforced: connected, published: statement({ mentions: [['connected', 4]] }), errors: [{ messageId: 'unpublished', key: 'connected', line: 24 }] },
    {
      name: 'one of two tokens published',
      enforced: oracle({ fields: [{ key: 'result', line: 10, tokens: [['impossible', 12], ['none', 40]] }] }),
      published: statement({ fields: [{ key: 'result', line: 5, tokens: [['impossible', 5]] }] }),
      errors: [{ messageId: 'unpublished', key: 'result', line: 40 }],
    },
    {
      name: 'a line expected once as a lower-case word where the statement says only "say so" is that answer\'s unpublished word',
      enforced: oracle({ layout: [{ kind: 'lines' }, 3], fields: [{ key: null, line: 30, position: [0, 30], tokens: [['none', 76]], check: 'no match is reported' }] }),
      published: { ...statement(), saySo: [{ loc: { file: 'op/task.md', line: 19, column: 40 } }] },
      errors: [{ messageId: 'unpublished', key: null, line: 76 }],
    },
    {
      name: 'a whole-output word expected once beside a word of the same output expected twice is vocabulary too',
      enforced: oracle({ fields: [{ key: null, line: 4, tokens: [['true', 5], ['false', 6], ['false', 7]] }] }),
      published: statement(),
      errors: [{ messageId: 'unpublished', key: null, line: 5 }],
    },
    {
      name: 'a whole-output token expected in two checks is vocabulary',
      enforced: oracle({ fields: [{ key: null, line: 10, tokens: [['balanced', 12], ['balanced', 20]] }] }),
      published: statement(),
      errors: [{ messageId: 'unpublished', key: null, line: 12 }],
    },
    {
      name: 'token differing only in case is not this rule',
      enforced: oracle({ fields: [{ key: 'a', line: 10, tokens: [['Yes', 12]] }, { key: 'b', line: 20, tokens: [['maybe', 22]] }] }),
      published: statement({ mentions: [['yes', 3], ['a', 4], ['b', 4]] }),
      errors: [{ messageId: 'unpublished', key: 'b', line: 22 }],
    },
  ],
});
