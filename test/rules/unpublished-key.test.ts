import rule from '../../rules/unpublished-key.js';
import { ruleTester } from './rule-tester.js';
import { KV, ev, ORACLE, oracle, statement, word } from './build.js';
import { INPUT_MENTION, LINE_LABEL, OUTPUT_MENTION } from '../../src/contract/types.js';

/** `field(out, name)` reads every key with one regex at line 12; `user` is spelled out at its call site, line 60. */
const helperRead = oracle({ fields: [{ key: 'host', line: 12 }, { key: 'user', line: 12 }] });
helperRead.fields[0].presence.push(ev(ORACLE, 20));
helperRead.fields[1].presence.push(ev(ORACLE, 60));

/** "The **syllables** of a word are counted ...": a term the prose defines in bold, and `words` named in backticks. */
const boldTerm = statement({ mentions: [['syllables', 12], ['words', 29]] });
boldTerm.mentions![0].evidence[0].via = 'word in bold';

/** A key some output line is compared to carry, whichever line it is (`tray === 'MANUAL'`, `last[0] === 'TOTAL'`), at `line`. */
function labelled(key: string, line: number) {
  const c = oracle({ layout: [{ kind: 'lines' }, 16], fields: [{ key, line }], input: [{ lines: [{ parts: [word, word, word], separator: ' ', example: 'ROUTE NORTH N1', line: 40 }] }] });
  c.fields[0]!.presence[0]!.via = LINE_LABEL;
  return c;
}

ruleTester(rule, {
  valid: [
    {
      name: 'a name backticked in the Input section that is no placeholder of its lines (`error` of "print a JSON object with the single key `error`") names the key',
      enforced: oracle({ layout: [{ kind: 'json' }, 10], fields: [{ key: 'purse', line: 47 }, { key: 'error', line: 48 }] }),
      published: {
        ...statement({ layout: [{ kind: 'json' }, 30], fields: [{ key: 'purse', line: 31 }], mentions: [['error', 12, 40, INPUT_MENTION]] }),
        text: '# Purse\n\n## Input\n\n- a line `purse AMOUNT`\n\nIf invalid, print a JSON object with the single key `error`.\n\n## Output\n\n- `purse`\n',
      },
    },
    {
      name: 'a value of a published key (`overdue` of `"status": "overdue"`) that the Output section\'s prose also backticks ("the report also carries `overdue`") names the key',
      enforced: oracle({ layout: [{ kind: 'json' }, 10], fields: [{ key: 'status', line: 15 }, { key: 'overdue', line: 86 }] }),
      published: statement({ layout: [{ kind: 'json' }, 40], fields: [{ key: 'status', line: 44, tokens: [['overdue', 44]] }], mentions: [['overdue', 12, 25, OUTPUT_MENTION]] }),
    },
    {
      name: 'a line compared to carry a name (`MANUAL`) where every key the statement shows is a name fed (`NORTH:` for `ROUTE NORTH ...`): a value, not a key',
      enforced: labelled('MANUAL', 92),
      published: statement({ fields: [{ key: 'NORTH', line: 54, via: 'example output' }] }),
    },
    {
      name: 'input words as keys where the statement writes the key as a placeholder (`<owner>: <wait>`), however many of them it shows',
      enforced: oracle({ fields: [{ key: 'HARRIS', line: 50 }, { key: 'OKAFOR', line: 51 }, { key: 'KHAN', line: 92 }], input: [{ lines: [{ parts: [word, word], separator: ' ', example: 'PAX HARRIS', examples: ['PAX OKAFOR', 'PAX KHAN'], line: 48 }] }] }),
      published: { ...statement({ mentions: [['HARRIS', 12], ['OKAFOR', 13]] }), text: '# Belt\n\n## Output\n\nOne line per passenger, `<owner>: <wait>`.\n' },
    },
    {
      name: 'the members of a value whose members the statement names none of (`unserved` shown as `[]`) are its shape: unpublished-shape reports them',
      enforced: oracle({ layout: [{ kind: 'json' }, 9], fields: [{ key: 'unserved', line: 20 }, { key: 'unserved[].station', line: 21 }, { key: 'unserved[].short', line: 22 }] }),
      published: statement({ layout: [{ kind: 'json' }, 5], fields: [{ key: 'unserved', line: 6 }] }),
    },
    {
      name: 'keys the oracle passes as whole arguments (`OUT OBJ`) are the names asked for, even where the statement shows others (`COMPILE`, `WARN`)',
      enforced: oracle({
        fields: [{ key: 'COMPILE', line: 39 }, { key: 'WARN', line: 40 }, { key: 'OUT', line: 46 }, { key: 'OBJ', line: 47 }],
        input: [
          { lines: [{ parts: [word, word, word], separator: ' ', example: 'OBJ = $(DIR)/$(NAME).o', examples: ['OUT=$(NAME)', 'CC = gcc', 'WARN = -Wall'], line: 45 }] },
          { channel: 'args', lines: [{ parts: [word, word], separator: ' ', example: 'OUT OBJ', examples: ['COMPILE WARN LDFLAGS'], line: 45 }] },
        ],
      }),
      published: statement({ mentions: [['COMPILE', 33], ['WARN', 33], ['LDFLAGS', 33]] }),
    },
    {
      name: 'keys a shown output line labels before their values (`sheet I front: L R back: L R`) are named, though the line is no key/value layout',
      enforced: oracle({ fields: [{ key: 'front', line: 14 }, { key: 'back', line: 14 }] }),
      published: statement({ blocks: [{ kind: 'output', line: 20, text: 'sheet I front: L R back: L R' }] }),
    },
    {
      name: 'a key filling a template the statement writes with a placeholder (`balance <guest>: <n>`): `balance cy` for a guest `cy` fed',
      enforced: oracle({
        fields: [{ key: 'balance cy', line: 74 }, { key: 'used', line: 72 }],
        input: [{ lines: [{ parts: [word, word, { kind: 'integer' }], separator: ' ', example: 'buy cy 1', examples: ['wash cy'], line: 71 }] }],
      }),
      published: statement({ fields: [{ key: 'used', line: 30 }], mentions: [['balance', 33], ['<guest>', 33]] }),
    },
    { name: 'key published as a field', enforced: oracle({ layout: [KV, 3], fields: [{ key: 'path', line: 12 }] }), published: statement({ fields: [{ key: 'path', line: 5 }] }) },
    {
      name: 'the elements of an array in a JSON value on each line (`o.bytes.slice(0, -1).forEach(...)`, key `bytes[]`) are of the array the statement names (`bytes`)',
      enforced: oracle({ layout: [{ kind: 'lines' }, 11], fields: [{ key: 'bytes[]', line: 63 }] }),
      published: statement({ mentions: [['bytes', 17]] }),
    },
    { name: 'key published as a backticked mention', enforced: oracle({ fields: [{ key: 'path', line: 12 }] }), published: statement({ mentions: [['path', 4]] }) },
    {
      name: 'a key the Input section alone backticks publishes it where the statement names no output key otherwise',
      enforced: oracle({ fields: [{ key: 'litres', line: 12 }] }),
      published: statement({ mentions: [['litres', 8, 3, INPUT_MENTION]] }),
    },
    { name: 'key published inside an example mention', enforced: oracle({ fields: [{ key: 'connected', line: 12 }] }), published: statement({ mentions: [['connected=yes', 4]] }) },
    {
      name: 'a key of a numbered series the statement names (`part3` after `part1`, `part2`, ...)',
      enforced: oracle({ layout: [KV, 3], fields: [{ key: 'part3', line: 12 }, { key: 'part6', line: 12 }] }),
      published: statement({ mentions: [['part1', 15], ['part2', 15]] }),
    },
    { name: 'optional key read with a fallback', enforced: oracle({ fields: [{ key: 'note', line: 12, required: false }] }), published: statement() },
    { name: 'a key joined from input words (`db.user` for `[db]` and `user = root`)', enforced: oracle({ fields: [{ key: 'db.user', line: 49 }], input: [{ lines: [{ parts: [word], separator: ' ', example: '[db]', examples: ['user = root'], line: 48 }] }] }), published: statement() },
    { name: 'a word-count key beside one word the prose happens to backtick (`the`) is still data', enforced: oracle({ fields: [{ key: 'the', line: 33 }, { key: 'cat', line: 34 }], input: [{ lines: [{ parts: [{ kind: 'text' }], separator: ' ', example: 'The cat saw the cat', line: 7 }] }] }), published: statement({ mentions: [['the', 4]] }) },
    {
      name: 'keys that are capitalised segments of a word fed (the elements `K`, `Fe`, `C`, `N` of the formula `K3Fe(CN)6`)',
      enforced: oracle({ layout: [{ kind: 'json' }, 3], fields: [{ key: 'K', line: 91 }, { key: 'Fe', line: 91 }, { key: 'C', line: 91 }, { key: 'N', line: 91 }], input: [{ lines: [{ parts: [word], separator: ' ', example: 'K3Fe(CN)6', line: 90 }] }] }),
      published: statement({ layout: [{ kind: 'json' }, 5] }),
    },
    { name: 'a key that is data from the input (word counts)', enforced: oracle({ fields: [{ key: 'cat', line: 34 }], input: [{ lines: [{ parts: [{ kind: 'text' }], separator: ' ', example: 'the cat sat', line: 7 }] }] }), published: statement() },
    { name: 'JSON: an element path of a published array (`merged[][]`) and the root `""` are named by it and the layout', enforced: oracle({ layout: [{ kind: 'json' }, 3], fields: [{ key: '', line: 10 }, { key: 'merged[][]', line: 12 }] }), published: statement({ layout: [{ kind: 'json' }, 5], fields: [{ key: 'merged', line: 5 }] }) },
    {
      name: 'JSON: members of array elements (`[].kind`, `[].isbn`) named by their own names in a definition or in prose',
      enforced: oracle({ layout: [{ kind: 'json' }, 11], fields: [{ key: '[].kind', line: 47 }, { key: '[].isbn', line: 40 }] }),
      published: statement({ fields: [{ key: 'kind', line: 16 }], mentions: [['isbn', 15]] }),
    },
    {
      name: 'keys of a numbered series of names fed (`S2`, `S5` where the examples kept show `S1`)',
      enforced: oracle({ layout: [{ kind: 'fields', assign: ' ', separator: '\n' }, 14], fields: [{ key: 'S2', line: 57 }, { key: 'S5', line: 57 }], input: [{ lines: [{ parts: [word, { kind: 'integer' }], separator: ' ', example: 'Avalon 52000', examples: ['S1 1445453'], line: 9 }] }] }),
      published: statement(),
    },
    {
      name: 'JSON: a member named after a word fed (`scores.Ferro` for a candidate) is data under its object',
      enforced: oracle({ layout: [{ kind: 'json' }, 18], fields: [{ key: 'scores', line: 42 }, { key: 'scores.Ferro', line: 81 }], input: [{ lines: [{ parts: [word, word], separator: ' ', example: 'Ngata Ferro', line: 15 }] }] }),
      published: statement({ layout: [{ kind: 'json' }, 30], fields: [{ key: 'scores', line: 30 }] }),
    },
    { name: 'positional values have no key', enforced: oracle({ fields: [{ key: null, line: 12, position: [0, 12] }] }), published: statement() },
    {
      name: 'input words as keys (exam codes `AB2`, `ZZ1` of a table keyed by code) where the input section names other fed words (`<A> before <B>`: exam `A`): placeholders of the input name no output key',
      enforced: oracle({
        fields: [{ key: 'A', line: 26 }, { key: 'B', line: 26 }, { key: 'AB2', line: 26 }, { key: 'ZZ1', line: 26 }],
        input: [{ lines: [{ parts: [word, word, word], separator: ' ', example: 'A before B', examples: ['AB2 before ZZ1'], line: 48 }] }],
      }),
      published: statement({ mentions: [['A', 17, 3, INPUT_MENTION], ['B', 17, 16, INPUT_MENTION]] }),
    },
  ],
  invalid: [
    {
      name: 'a name only the Input section backticks (`flowers_kg` of `<flowers_kg> <oil_ml> <label>`) is no output key where the Output section names its keys',
      enforced: oracle({ layout: [KV, 10], fields: [{ key: 'oil_ml', line: 47 }, { key: 'flowers_kg', line: 48 }] }),
      published: {
        ...statement({ layout: [KV, 30], fields: [{ key: 'oil_ml', line: 31 }, { key: 'batches', line: 30 }], mentions: [['flowers_kg', 23, 1, INPUT_MENTION], ['oil_ml', 23, 20, INPUT_MENTION]] }),
        text: '# Still yield\n\n## Input\n\n```\n<flowers_kg> <oil_ml> <label>\n```\n\n## Output\n\n- `batches`\n- `oil_ml`\n',
      },
      errors: [{ messageId: 'namesOthers', key: 'flowers_kg', line: 48 }],
    },
    {
      name: 'a word the statement backticks as a value of a published key (`steep` of `class=steep`) is no key of its own',
      enforced: oracle({ layout: [KV, 10], fields: [{ key: 'class', line: 15 }, { key: 'steep', line: 19 }] }),
      published: statement({ layout: [KV, 40], fields: [{ key: 'class', line: 44, tokens: [['steep', 44], ['gentle', 43]] }], mentions: [['steep', 10]] }),
      errors: [{ messageId: 'namesOthers', key: 'steep', line: 19 }],
    },
    {
      name: 'a line compared to carry a label (`TOTAL`) that the statement never names, beside keys that are not input names',
      enforced: labelled('TOTAL', 65),
      published: statement({ fields: [{ key: 'boxes', line: 30 }] }),
      errors: [{ messageId: 'namesOthers', key: 'TOTAL', line: 65 }],
    },
    {
      name: 'a member missing beside members the statement names (`granted[].night` beside `granted[].boat`) is a key of its own',
      enforced: oracle({ layout: [{ kind: 'json' }, 9], fields: [{ key: 'granted', line: 20 }, { key: 'granted[].boat', line: 21 }, { key: 'granted[].night', line: 22 }] }),
      published: statement({ layout: [{ kind: 'json' }, 5], fields: [{ key: 'granted', line: 6 }, { key: 'granted[].boat', line: 7 }] }),
      errors: [{ messageId: 'namesOthers', key: 'night', line: 22 }],
    },
    {
      name: 'a key of a published word and a fed one is no template filled where the statement writes no placeholder',
      enforced: oracle({
        fields: [{ key: 'balance cy', line: 74 }],
        input: [{ lines: [{ parts: [word, word, { kind: 'integer' }], separator: ' ', example: 'buy cy 1', line: 71 }] }],
      }),
      published: statement({ mentions: [['balance', 33]] }),
      errors: [{ messageId: 'silent', key: 'balance cy', line: 74 }],
    },
    {
      name: 'a word a shown output writes without a label mark (`sheet`), or a label shown only in the input (`side:`), names no key',
      enforced: oracle({ fields: [{ key: 'sheet', line: 14 }, { key: 'side', line: 15 }] }),
      published: statement({ blocks: [{ kind: 'output', line: 20, text: 'sheet I front: L R' }, { kind: 'input', line: 10, text: 'side: left' }] }),
      errors: [{ messageId: 'silent', key: 'sheet', line: 14 }, { messageId: 'silent', key: 'side', line: 15 }],
    },
    {
      name: 'a key the statement only sets in bold as a term of its prose (`**syllables**`) is unpublished; one it names in backticks is not',
      enforced: oracle({ layout: [KV, 9], fields: [{ key: 'syllables', line: 53 }, { key: 'words', line: 68 }] }),
      published: boldTerm,
      errors: [{ messageId: 'silent', key: 'syllables', line: 53 }],
    },
    {
      name: 'one key of a stem named is no series (`part1` alone does not publish `part2`)',
      enforced: oracle({ layout: [KV, 3], fields: [{ key: 'part2', line: 12 }] }),
      published: statement({ mentions: [['part1', 15]] }),
      errors: [{ messageId: 'silent', key: 'part2', line: 12 }],
    },
    {
      name: 'a numbered key whose letters no fed word has (`q2` where `S1` is fed) is not data',
      enforced: oracle({ layout: [KV, 14], fields: [{ key: 'q2', line: 57 }], input: [{ lines: [{ parts: [word, { kind: 'integer' }], separator: ' ', example: 'S1 1445453', line: 9 }] }] }),
      published: statement(),
      errors: [{ messageId: 'silent', key: 'q2', line: 57 }],
    },
    {
      name: 'a key read by a helper line that reads every key is located where the check spells it out',
      enforced: helperRead,
      published: statement({ fields: [{ key: 'host', line: 5 }] }),
      errors: [{ messageId: 'namesOthers', key: 'user', line: 60 }],
    },
    {
      name: 'JSON: an unpublished array (`lines`) is one finding, its elements (`lines[]`) come with it',
      enforced: oracle({ layout: [{ kind: 'json' }, 3], fields: [{ key: 'lines[]', line: 25 }, { key: 'lines', line: 99 }, { key: 'total', line: 30 }] }),
      published: statement({ layout: [{ kind: 'json' }, 5], fields: [{ key: 'total', line: 5 }] }),
      errors: [{ messageId: 'namesOthers', key: 'lines', line: 99 }],
    },
    {
      name: 'a key with only some of its words in the input (`db.owner` when only `db` is fed)',
      enforced: oracle({ fields: [{ key: 'db.owner', line: 49 }], input: [{ lines: [{ parts: [word], separator: ' ', example: '[db]', examples: ['user = root'], line: 48 }] }] }),
      published: statement(),
      errors: [{ messageId: 'silent', key: 'db.owner', line: 49 }],
    },
    {
      name: 'an input word as key (`debug` for DEBUG lines) where the prose lists other input-word keys the oracle reads (`error`, `warn`)',
      enforced: oracle({ fields: [{ key: 'error', line: 50 }, { key: 'warn', line: 51 }, { key: 'debug', line: 92 }], input: [{ lines: [{ parts: [word, word], separator: ' ', example: '[ERROR] a', examples: ['[WARN] b', '[DEBUG] c'], line: 48 }] }] }),
      published: statement({ mentions: [['error', 12], ['warn', 12]] }),
      errors: [{ messageId: 'silent', key: 'debug', line: 92 }],
    },
    {
      name: 'statement silent about the key',
      enforced: oracle({ layout: [KV, 3], fields: [{ key: 'mults', line: 20, shape: [word, 21] }] }),
      published: statement(),
      errors: [{ messageId: 'silent', key: 'mults', line: 20 }],
    },
    {
      name: 'JSON: a named property inside array elements (`items[].name`) still needs its own name',
      enforced: oracle({ layout: [{ kind: 'json' }, 3], fields: [{ key: 'items[].name', line: 12 }] }),
      published: statement({ layout: [{ kind: 'json' }, 5], fields: [{ key: 'items', line: 5 }] }),
      // the finding's key is the member's name, as an author names it
      errors: [{ messageId: 'namesOthers', key: 'name', line: 12, message: /`items\[\]\.name`/ }],
    },
    {
      name: 'JSON: a member of array elements the statement never names (`[].check`) is reported by its name, `check`',
      enforced: oracle({ layout: [{ kind: 'json' }, 11], fields: [{ key: '[].kind', line: 47 }, { key: '[].check', line: 94 }] }),
      published: statement({ fields: [{ key: 'kind', line: 16 }, { key: 'isbn', line: 15 }] }),
      errors: [{ messageId: 'namesOthers', key: 'check', line: 94 }],
    },
    {
      name: 'statement names other keys',
      enforced: oracle({ fields: [{ key: 'path', line: 14 }, { key: 'result', line: 30 }] }),
      published: statement({ fields: [{ key: 'odd_degree', line: 6 }, { key: 'result', line: 7 }] }),
      errors: [{ messageId: 'namesOthers', key: 'path', line: 14 }],
    },
  ],
});
