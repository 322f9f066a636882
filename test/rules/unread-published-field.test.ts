import rule from '../../rules/unread-published-field.js';
import { ASSIGNED_MENTION, INPUT_MENTION, KEY_DEFINITION, LINE_LABEL, type Shape } from '../../src/contract/types.js';
import { ruleTester } from './rule-tester.js';
import { KV, oracle, statement, word } from './build.js';

/** "The **syllables** of a word are counted ... if the word ends in `e` but not in `le`": a bold term, then letters. */
const spelling = statement({ fields: [{ key: 'words', line: 29 }], mentions: [['syllables', 12], ['le', 13, 75]] });
spelling.mentions![0].evidence[0].via = 'word in bold';

/** A statement whose line 3 is `line`, with each backticked word of it a mention at the column just past its backtick. */
function proseLine(line: string, keys: string[]) {
  const c = statement({ fields: keys.map((key) => ({ key, line: 3 })) });
  c.text = `# T\n\n${line}\n`;
  c.mentions = [...line.matchAll(/`([^`]+)`/g)].map((m) => ({ value: m[1]!, evidence: [{ loc: { file: 'op/task.md', line: 3, column: m.index! + 2 } }] }));
  return c;
}

/** Mentions of `value` at each [line, column], as one mention read from the statement (`via` per place). */
function mentionAt(value: string, places: [number, number, string?][]) {
  return { value, evidence: places.map(([line, column, via]) => ({ loc: { file: 'op/task.md', line, column }, ...(via ? { via } : {}) })) };
}

/** A statement of the given lines, each backticked word a mention at the column just past its backtick; `tokens` are values an example shows. */
function proseLines(lines: string[], keys: [string, number][], tokens: [string, number][] = []) {
  const c = statement({ fields: [...keys.map(([key, line]) => ({ key, line })), ...tokens.map(([token, line]) => ({ key: null, line, tokens: [[token, line]] as [string, number][] }))] });
  c.text = lines.join('\n');
  c.mentions = lines.flatMap((line, i) => [...line.matchAll(/`([^`]+)`/g)].map((m) => mentionAt(m[1]!, [[i + 1, m.index! + 2]])));
  return c;
}

ruleTester(rule, {
  valid: [
    {
      name: 'a key the oracle reads under a longer or shorter name (`idle` for the published `idle_time`): the unpublished key is the finding',
      enforced: oracle({ layout: [KV, 2], fields: [{ key: 'makespan', line: 13 }, { key: 'idle', line: 14 }] }),
      published: statement({ fields: [{ key: 'makespan', line: 30 }, { key: 'idle_time', line: 31 }] }),
    },
    {
      name: 'no layout found and no field beyond a line compared to carry a key: the analysis did not follow the parse, so nothing is called unread',
      enforced: (() => {
        const c = oracle({ fields: [{ key: 'stock_ml', line: 31 }] });
        c.fields[0]!.presence[0]!.via = LINE_LABEL;
        return c;
      })(),
      published: statement({ fields: [{ key: 'stock_ml', line: 25 }, { key: 'water_ml', line: 26 }] }),
    },
    {
      name: 'a key written after another in a line the oracle compares whole (`passed=1 rejected=2`) is read',
      enforced: oracle({ layout: [{ kind: 'lines' }, 25], fields: [{ key: null, line: 39, position: [3, 39], tokens: [['passed=1 rejected=2', 39]] }] }),
      published: statement({ fields: [{ key: 'passed', line: 26 }, { key: 'rejected', line: 26 }] }),
    },
    {
      name: 'a word the Input section names (`seasons`), which the Output section refers to ("after `seasons` seasons"), is the input\'s',
      enforced: oracle({ layout: [KV, 2], fields: [{ key: 'plants', line: 9 }, { key: 'reached', line: 10 }] }),
      published: (() => {
        const c = statement({ fields: [{ key: 'plants', line: 24 }, { key: 'reached', line: 25 }] });
        c.mentions = [mentionAt('plants', [[24, 4]]), mentionAt('seasons', [[18, 30, INPUT_MENTION], [24, 40]])];
        return c;
      })(),
    },
    {
      name: 'values listed a comma apart where the list wraps onto the next line (`ok`,\n`low` or `high`), one of them a value, are values',
      enforced: oracle({ layout: [{ kind: 'fields', assign: ':', separator: '\n' }, 20], fields: [{ key: 'strings', line: 30 }] }),
      published: proseLines(['## Output', '- one line per string: its name, then `ok`,', '  `low` or `high`;', '- `strings`: the strings out of spec.'], [['strings', 4]], [['ok', 60]]),
    },
    {
      name: 'values listed under a column the oracle compares (`ok`, `none` of a NOTE column) beside a read key are values',
      enforced: oracle({ layout: [KV, 2], fields: [{ key: 'used', line: 9 }], columns: [[4, [40], [['ok', 40], ['none', 41]]]] }),
      published: statement({ mentions: [['used', 30, 3], ['ok', 32, 4], ['none', 33, 4]] }),
    },
    {
      name: 'a key the statement writes on stderr (`error: <reason>`) that the oracle matches there (`assert.match(r.stderr, /^error:/)`)',
      enforced: oracle({ layout: [KV, 2], fields: [{ key: 'total', line: 9 }], stderr: [{ expect: 'matches', pattern: '^error:', line: 40 }] }),
      published: statement({ layout: [KV, 20], fields: [{ key: 'total', line: 21 }, { key: 'error', line: 25 }] }),
    },
    {
      name: 'a key of a template (`balance <guest>: <n>`) is read where the oracle reads the template filled (`balance cy`)',
      enforced: oracle({ layout: [{ kind: 'fields', assign: ': ', separator: '\n' }, 20], fields: [{ key: 'balance cy', line: 74 }, { key: 'used', line: 72 }] }),
      published: statement({ fields: [{ key: 'used', line: 30 }, { key: 'balance', line: 33 }] }),
    },
    {
      name: 'a key the example output spells as a code the oracle feeds joined in one token (`EN-220: ok` for `EN-220 0 12`) is data, not a published key',
      enforced: oracle({ layout: [{ kind: 'fields', assign: ':', separator: '\n' }, 20], fields: [{ key: 'DK-104', line: 70 }], input: [{ lines: [{ parts: [word, { kind: 'integer' }, { kind: 'integer' }], separator: ' ', example: 'EN-220 0 12', line: 56 }] }] }),
      published: statement({ fields: [{ key: 'EN-220', line: 51, via: 'example output' }] }),
    },
    {
      name: 'a word written only after a key and its sign (`total: amount`) stands for the value, not a key',
      enforced: oracle({ layout: [{ kind: 'fields', assign: ':', separator: '\n' }, 20], fields: [{ key: 'total', line: 30 }] }),
      published: statement({ fields: [{ key: 'total', line: 26 }], mentions: [['total', 26, 7], ['amount', 26, 14, ASSIGNED_MENTION]] }),
    },
    {
      name: 'keys the statement gives as values of a placeholder key (`DAY` is `Mon`, `Tue`, ... beside example lines `Mon: ...`) are data, and the placeholder no key',
      enforced: oracle({ layout: [{ kind: 'fields', assign: ':', separator: '\n' }, 20], fields: [{ key: 'overflow', line: 22 }] }),
      published: statement({
        fields: [
          { key: 'DAY', line: 26, tokens: [['Mon', 28], ['Tue', 28], ['Wed', 28], ['Sat', 28]], via: 'example output' },
          { key: 'Mon', line: 56, via: 'example output' }, { key: 'Tue', line: 57, via: 'example output' }, { key: 'Wed', line: 58, via: 'example output' },
          { key: 'overflow', line: 34, via: 'example output' },
        ],
      }),
    },
    {
      name: 'a table column (`| YDS | French |`) where the output is lines of bare values names no output key',
      enforced: oracle({ layout: [{ kind: 'lines' }, 20], fields: [{ key: null, line: 30, position: [0, 30] }] }),
      published: (() => {
        const c = statement({ fields: [{ key: 'YDS', line: 7, tokens: [['5.7', 9]] }] });
        c.fields[0]!.presence[0]!.via = 'table column';
        return c;
      })(),
    },
    {
      name: 'backticked words listed a comma apart with a value the oracle compares among them (`pair`, `flush`, `straight`) are values, not keys',
      enforced: oracle({ layout: [KV, 2], fields: [{ key: 'category', line: 20, tokens: [['straight', 51]] }] }),
      published: statement({ fields: [{ key: 'category', line: 16 }], mentions: [['category', 18, 1], ['pair', 20, 16], ['flush', 20, 24], ['straight', 20, 33]] }),
    },
    {
      name: 'a backticked word beside a term the prose sets in bold (`le` after **syllables**) is not beside a read key',
      enforced: oracle({ layout: [KV, 2], fields: [{ key: 'syllables', line: 53 }, { key: 'words', line: 60 }] }),
      published: spelling,
    },
    { name: 'every published key is read', enforced: oracle({ layout: [KV, 2], fields: [{ key: 'a', line: 9 }] }), published: statement({ fields: [{ key: 'a', line: 4 }] }) },
    { name: 'read by a check only', enforced: oracle({ layout: [KV, 2], fields: [{ key: 'a', line: 9 }], checks: [{ name: 'c', line: 8, reads: ['b'] }] }), published: statement({ fields: [{ key: 'b', line: 4 }] }) },
    {
      name: 'JSON: a member the statement names on its own (`plate`) is read where a path ending in it is (`plates[].plate`)',
      enforced: oracle({ layout: [{ kind: 'json' }, 2], fields: [{ key: 'plates', line: 9 }, { key: 'plates[].plate', line: 9 }] }),
      published: statement({ layout: [{ kind: 'json' }, 4], fields: [{ key: 'plates', line: 19 }, { key: 'plate', line: 19 }] }),
    },
    { name: 'JSON: element paths are read when their array is compared whole', enforced: oracle({ layout: [{ kind: 'json' }, 2], fields: [{ key: 'merged', line: 9 }] }), published: statement({ layout: [{ kind: 'json' }, 4], fields: [{ key: 'merged', line: 4 }, { key: 'merged[]', line: 4 }, { key: 'merged[][]', line: 4 }] }) },
    {
      name: 'a published key that is a word of the example input (`Rosa: 3` after ballots for Rosa) is data the output repeats',
      enforced: oracle({ layout: [{ kind: 'fields', assign: ': ', separator: '\n' }, 16], fields: [{ key: 'winner', line: 13 }] }),
      published: statement({ layout: [{ kind: 'fields', assign: ':', separator: '\n' }, 32], fields: [{ key: 'Rosa', line: 32 }, { key: 'winner', line: 35 }], input: [{ lines: [{ parts: [word], separator: ' ', example: 'Rosa', line: 20 }] }] }),
    },
    {
      name: 'lines matched whole by patterns that spell their keys (`^slope=(\\S+)$`) read those keys',
      enforced: oracle({ layout: [{ kind: 'lines' }, 13], fields: ['slope', 'r2'].map((k, i) => ({ key: null, line: 16, position: [i, 16] as [number, number], shape: [{ kind: 'pattern', source: `^${k}=(\\S+)$`, flags: '' }, 16] as [Shape, number] })) }),
      published: statement({ layout: [{ kind: 'fields', assign: '=', separator: '\n' }, 24], fields: [{ key: 'slope', line: 25 }, { key: 'r2', line: 27 }] }),
    },
    {
      name: 'lines compared whole with `name=value` literals (`range=10.194`) read those names',
      enforced: oracle({ layout: [{ kind: 'lines' }, 11], fields: [{ key: null, line: 23, position: [0, 23], tokens: [['range=10.194', 23]] }, { key: null, line: 23, position: [1, 23], tokens: [['height=2.548', 23]] }] }),
      published: statement({ layout: [{ kind: 'fields', assign: '=', separator: '\n' }, 22], fields: [{ key: 'range', line: 22 }, { key: 'height', line: 23 }] }),
    },
    {
      name: 'a line pattern naming its keys as alternatives (`^(kg|tonnes|t_per_ha): (\\S+)$`) reads each of them',
      enforced: oracle({ layout: [{ kind: 'lines' }, 13], fields: [0, 1, 2].map((i) => ({ key: null, line: 26, position: [i, 26] as [number, number], shape: [{ kind: 'pattern', source: '^(kg|tonnes|t_per_ha): (\\S+)$', flags: '' }, 26] as [Shape, number] })) }),
      published: statement({ layout: [{ kind: 'fields', assign: ':', separator: '\n' }, 34], fields: [{ key: 'kg', line: 34 }, { key: 'tonnes', line: 35 }, { key: 't_per_ha', line: 36 }] }),
    },
    {
      name: 'the whole output compared with a text of `key: value` lines reads the key of every line, not only the first',
      enforced: oracle({ layout: [{ kind: 'lines' }, 11], fields: [{ key: null, line: 41, tokens: [['kg: 8640.0\ntonnes: 8.64', 41]] }] }),
      published: statement({ layout: [{ kind: 'fields', assign: ':', separator: '\n' }, 34], fields: [{ key: 'kg', line: 34 }, { key: 'tonnes', line: 35 }] }),
    },
    { name: 'oracle reads nothing known', enforced: oracle(), published: statement({ fields: [{ key: 'b', line: 4 }] }) },
    {
      name: 'a backticked word where a value goes ("both `longest` and `busiest` are `none`") is a value, not a key',
      enforced: oracle({ layout: [KV, 2], fields: [{ key: 'longest', line: 9 }, { key: 'busiest', line: 10 }] }),
      published: proseLine('On a quiet day both `longest` and `busiest` are `none`.', ['longest', 'busiest']),
    },
    {
      name: 'a backticked value the oracle compares in another case (`positive` beside `Positive`) is a token, not a key',
      enforced: oracle({ layout: [KV, 2], fields: [{ key: 'verdict', line: 9, tokens: [['Negative', 43], ['Positive', 49], ['Even', 55]] }] }),
      published: statement({ fields: [{ key: 'verdict', line: 20 }], mentions: [['negative', 20, 16], ['positive', 20, 60], ['even', 21, 16]] }),
    },
    {
      name: 'a backticked name in the Input section (`timestamp` of `timestamp,user,result`) beside a key the oracle reads names a part of the input',
      enforced: oracle({ layout: [KV, 2], fields: [{ key: 'user', line: 9 }] }),
      published: { ...statement(), mentions: [{ value: 'timestamp', evidence: [{ loc: { file: 'op/task.md', line: 28, column: 2 }, via: INPUT_MENTION }] }, { value: 'user', evidence: [{ loc: { file: 'op/task.md', line: 28, column: 40 }, via: INPUT_MENTION }] }] },
    },
    { name: 'whole text compared', enforced: oracle({ layout: [{ kind: 'text' }, 2], fields: [{ key: 'x', line: 3 }] }), published: statement({ fields: [{ key: 'b', line: 4 }] }) },
    { name: 'oracle does not parse', enforced: oracle({ fields: [{ key: 'a', line: 3 }], problems: [{ kind: 'parse-error', message: 'x', line: 2 }] }), published: statement({ fields: [{ key: 'b', line: 4 }] }) },
    {
      name: 'words of one backticked span such as key=value',
      enforced: oracle({ layout: [KV, 2], fields: [{ key: 'connected', line: 9 }] }),
      published: statement({ mentions: [['key', 13, 22], ['value', 13, 26], ['connected', 13, 62]] }),
    },
    {
      name: 'a unit the input writes onto its numbers (`EiB` of a fed `8EiB`) is a word of the input, not a key',
      enforced: oracle({ layout: [KV, 2], fields: [{ key: 'volume', line: 55 }], input: [{ lines: [{ parts: [word], separator: ' ', example: 'volume = 8EiB', line: 54 }] }] }),
      // "- binary units `KiB`, ..., `EiB`: powers of 1024" reads as a definition of `EiB`
      published: (() => {
        const c = statement({ layout: [KV, 20], fields: [{ key: 'EiB', line: 12 }] });
        c.fields[0]!.presence[0]!.via = KEY_DEFINITION;
        return c;
      })(),
    },
    {
      name: 'backticked words that are not keys',
      enforced: oracle({ layout: [KV, 2], fields: [{ key: 'connected', line: 9, tokens: [['yes', 10]] }], input: [{ lines: [{ parts: [word], separator: ' ', example: 'add 1 2', line: 5 }] }] }),
      published: statement({
        mentions: [['connected', 13], ['yes', 13], ['add', 14], ['Visa', 13], ['a', 13], ['far_away', 40]],
      }),
    },
    {
      name: 'JSON literals beside a read key (`promotion`: the letter, or `null`) are values shown, not fields',
      enforced: oracle({ layout: [{ kind: 'json' }, 2], fields: [{ key: 'promotion', line: 9 }] }),
      published: statement({ layout: [{ kind: 'json' }, 3], mentions: [['promotion', 17, 4], ['null', 17, 65], ['true', 18, 20], ['false', 18, 30]] }),
    },
    {
      name: 'a term in bold beside a read key is a word shown, not a field',
      enforced: oracle({ layout: [KV, 2], fields: [{ key: 'class', line: 9 }] }),
      published: { ...statement({ mentions: [['class', 13]] }), mentions: [{ value: 'class', evidence: [{ loc: { file: 'op/task.md', line: 13, column: 1 } }] }, { value: 'deficient', evidence: [{ loc: { file: 'op/task.md', line: 12, column: 5 }, via: 'word in bold' }] }] },
    },
    {
      name: 'JSON: names the statement\'s own example input holds (`tax_rate`) are the input\'s',
      enforced: oracle({ layout: [{ kind: 'json' }, 2], fields: [{ key: 'total', line: 9 }] }),
      published: statement({
        layout: [{ kind: 'json' }, 3],
        mentions: [['tax_rate', 6], ['items', 6], ['total', 7]],
        input: [{ lines: [{ parts: [word, word], separator: ' ', example: '"tax_rate": 20,', line: 12 }, { parts: [word, word], separator: ' ', example: '"items": [', line: 13 }] }],
      }),
    },
  ],
  invalid: [
    {
      name: 'a key the statement puts on stdout (`error=<reason>`) where the stderr pattern of the oracle (`^usage`) does not spell it: still unread',
      enforced: oracle({ layout: [KV, 2], fields: [{ key: 'total', line: 9 }], stderr: [{ expect: 'matches', pattern: '^usage', line: 40 }] }),
      published: statement({ layout: [KV, 20], fields: [{ key: 'total', line: 21 }, { key: 'error', line: 25 }] }),
      errors: [{ messageId: 'unread', key: 'error', line: 25, file: 'op/task.md' }],
    },
    {
      name: 'a backticked word where a key goes, beside read keys ("print `longest`, `busiest` and `tally`"), that no check reads',
      enforced: oracle({ layout: [KV, 2], fields: [{ key: 'longest', line: 9 }, { key: 'busiest', line: 10 }] }),
      published: proseLine('Print `longest`, `busiest` and `tally`.', ['longest', 'busiest']),
      errors: [{ messageId: 'unread', key: 'tally', line: 3, file: 'op/task.md' }],
    },
    {
      name: 'a key with one value that is also a key (`heaviest` is `c`, beside a key `c`) is no placeholder: unread, it is reported',
      enforced: oracle({ layout: [KV, 20], fields: [{ key: 'c', line: 30 }] }),
      published: statement({ fields: [{ key: 'heaviest', line: 33, tokens: [['c', 34]] }, { key: 'c', line: 30 }] }),
      errors: [{ messageId: 'unread', key: 'heaviest', line: 33, file: 'op/task.md' }],
    },
    {
      name: 'the same table column where the output is key=value fields names a key no check reads',
      enforced: oracle({ layout: [KV, 20], fields: [{ key: 'French', line: 30 }] }),
      published: (() => {
        const c = statement({ fields: [{ key: 'YDS', line: 7, tokens: [['5.7', 9]] }, { key: 'French', line: 7 }] });
        c.fields[0]!.presence[0]!.via = 'table column';
        return c;
      })(),
      errors: [{ messageId: 'unread', key: 'YDS', line: 7, file: 'op/task.md' }],
    },
    {
      name: 'backticked words a comma apart none of which is a value of either contract are still names: an unread one is reported',
      enforced: oracle({ layout: [KV, 2], fields: [{ key: 'category', line: 20 }] }),
      published: statement({ fields: [{ key: 'category', line: 16 }], mentions: [['category', 18, 1], ['pair', 18, 16], ['flush', 18, 24], ['level', 18, 32]] }),
      errors: [{ messageId: 'unread', key: 'pair', line: 18, file: 'op/task.md' }, { messageId: 'unread', key: 'flush', line: 18, file: 'op/task.md' }, { messageId: 'unread', key: 'level', line: 18, file: 'op/task.md' }],
    },
    {
      name: 'located where the statement first publishes the key: its `key=<...>` in prose before the example that shows it',
      enforced: oracle({ layout: [{ kind: 'fields', assign: '=', separator: '\n' }, 2], fields: [{ key: 'V', line: 9 }] }),
      published: statement({ layout: [{ kind: 'fields', assign: '=', separator: '\n' }, 27], fields: [{ key: 'V', line: 27 }, { key: 'unit', line: 28 }], mentions: [['unit=<unit>', 24]] }),
      errors: [{ messageId: 'unread', key: 'unit', line: 24, file: 'op/task.md' }],
    },
    {
      name: 'a backticked key listed beside a read one',
      enforced: oracle({ layout: [KV, 2], fields: [{ key: 'odd_degree', line: 9 }, { key: 'path', line: 10 }] }),
      published: statement({ mentions: [['odd_degree', 11], ['result', 12]] }),
      errors: [{ messageId: 'unread', key: 'result', line: 12, file: 'op/task.md' }],
    },
    {
      name: 'JSON Lines: a member the statement names (`length`) beside read ones (`value`) that no check reads',
      enforced: oracle({ layout: [{ kind: 'lines' }, 11], fields: [{ key: null, line: 11, position: [0, 11], shape: [{ kind: 'json' }, 11] }, { key: 'value', line: 81 }, { key: 'len', line: 37 }] }),
      published: statement({ layout: [{ kind: 'json' }, 16], separators: [['\n', 16]], mentions: [['value', 17, 16], ['bytes', 17, 40], ['length', 17, 67]] }),
      errors: [{ messageId: 'unread', key: 'bytes', line: 17, file: 'op/task.md' }, { messageId: 'unread', key: 'length', line: 17, file: 'op/task.md' }],
    },
    {
      name: 'a key shown with a placeholder value (`avg_turnaround=...`) beside a read one (`avg_waiting=...`)',
      enforced: oracle({ layout: [{ kind: 'fields', assign: '=', separator: '\n' }, 2], fields: [{ key: 'avg_waiting', line: 9 }] }),
      published: statement({ mentions: [['avg_waiting', 26, 20], ['...', 26, 32], ['avg_turnaround', 26, 55], ['...', 26, 70]] }),
      errors: [{ messageId: 'unread', key: 'avg_turnaround', line: 26, file: 'op/task.md' }],
    },
    {
      name: 'a key no line pattern spells is still unread: `intercept` inside a longer name (`^xintercept=`) does not count',
      enforced: oracle({ layout: [{ kind: 'lines' }, 13], fields: [{ key: null, line: 16, position: [0, 16], shape: [{ kind: 'pattern', source: '^xintercept=(\\S+)$', flags: '' }, 16] }, { key: null, line: 16, position: [1, 16], shape: [{ kind: 'pattern', source: '^slope=(\\S+)$', flags: '' }, 16] }] }),
      published: statement({ layout: [{ kind: 'fields', assign: '=', separator: '\n' }, 24], fields: [{ key: 'slope', line: 25 }, { key: 'intercept', line: 26 }] }),
      errors: [{ messageId: 'unread', key: 'intercept', line: 26, file: 'op/task.md' }],
    },
    { name: 'published key never read', enforced: oracle({ layout: [KV, 2], fields: [{ key: 'path', line: 9 }] }), published: statement({ fields: [{ key: 'odd_degree', line: 6 }, { key: 'path', line: 7 }] }), errors: [{ messageId: 'unread', key: 'odd_degree', line: 6, file: 'op/task.md' }] },
  ],
});
