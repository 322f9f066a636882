import rule from '../../rules/unpublished-input-shape.js';
import { ruleTester } from './rule-tester.js';
import { BACKTICKED_INPUT_LINE, EXAMPLE_COMMAND_LINE, INPUT_MENTION } from '../../src/contract/types.js';
import { int, oracle, statement, word } from './build.js';

const edge = { parts: [word, word], separator: ' ', example: 'A B' };
const weighted = { parts: [word, word, int], separator: ' ', example: 'A B 4' };
const malformed = { parts: [word], separator: ' ', example: 'A', refused: true };

const joined = { parts: [word], separator: ' ', example: '1,3', examples: ['2.5,-4'], line: 29 };

const dec = { kind: 'decimal' as const, places: 1 };
const num = { kind: 'number' as const };
const at = (line: number) => ({ file: 'op/oracle.test.mjs', line, column: 1 });
/** A stay fed as `entry exit` (`07:05 09:40`), first at line 38, then the other instances at the lines given. */
const stays = (examples: string[], lines: number[], more: object = {}) => ({
  parts: [word, word], separator: ' ', example: '07:05 09:40', examples, exampleLocs: [at(38), ...lines.map(at)], line: 38, ...more,
});
const clockInput = (text: string) => ({ ...statement({ input: [{ lines: [{ parts: [word, word], separator: ' ', example: '07:05 09:40', line: 30 }] }] }), text });

ruleTester(rule, {
  valid: [
    {
      name: "a round of one match or three (`1-2`, `1-6 2-5 3-4`) where the example shows two and the prose says \"the round's matches separated by spaces\"",
      enforced: oracle({ input: [{ lines: [{ parts: [word], separator: ' ', example: '1-2', line: 28 }, { parts: [word, word, word], separator: ' ', example: '1-6 2-5 3-4', line: 28 }] }] }),
      published: (() => {
        const c = statement({ input: [{ lines: [{ parts: [int], separator: ' ', example: '4', line: 12 }, { parts: [word, word], separator: ' ', example: '1-2 3-4', line: 13 }] }] });
        c.inputListSeparators = [{ value: ' ', evidence: [{ loc: { file: 'op/task.md', line: 8, column: 1 }, via: 'statement prose' }] }];
        return c;
      })(),
    },
    {
      name: 'sizes fed in the joined form the statement shows (`8x7` beside `6x4`)',
      enforced: oracle({ input: [{ lines: [{ parts: [word, word, word, int], separator: ' ', example: 'design rose 6x4 2', examples: ['design star 8x7 1'], exampleLocs: [at(56), at(61)], line: 56 }] }] }),
      published: statement({ input: [{ lines: [{ parts: [word, word, word, int], separator: ' ', example: 'design rose 6x4 2', line: 20 }] }] }),
    },
    {
      name: 'a time (`13:30`) in the place where the statement shows a range of times (`11:15-12:00`): another kind of value, not another form',
      enforced: oracle({ input: [{ lines: [{ parts: [word, int], separator: ' ', example: '13:30 60', line: 32 }] }] }),
      published: statement({ input: [{ lines: [{ parts: [word, int], separator: ' ', example: '11:15-12:00 45', line: 20 }] }] }),
    },
    {
      name: 'an address joined by colons (`02:50:56:00:00:01`) beside one joined by hyphens, where the prose writes the colon form (`00:1A:2B:3C:4D:5E`)',
      enforced: oracle({ input: [{ lines: [{ parts: [word], separator: ' ', example: '00-50-56-12-34-56', examples: ['02:50:56:00:00:01'], exampleLocs: [at(40), at(92)], line: 40 }] }] }),
      published: { ...statement({ input: [{ lines: [{ parts: [word], separator: ' ', example: '00-50-56-12-34-56', line: 44 }] }] }), text: 'Addresses come as `00:1A:2B:3C:4D:5E` or `00-1A-2B-3C-4D-5E`.\n' },
    },
    {
      name: 'a size with a fraction (`12.5x9`) where the prose says sizes may have a fractional part',
      enforced: oracle({ input: [{ lines: [{ parts: [word, word, word, int], separator: ' ', example: 'design rose 6x4 2', examples: ['design moth 12.5x9 2'], exampleLocs: [at(56), at(69)], line: 56 }] }] }),
      published: (() => {
        const c = statement({ input: [{ lines: [{ parts: [word, word, word, int], separator: ' ', example: 'design rose 6x4 2', line: 20 }] }] });
        c.input[0]!.decimals = [{ loc: { file: 'op/task.md', line: 14, column: 1 }, via: 'statement prose' }];
        return c;
      })(),
    },
    {
      name: 'a decimal fed where the example shows a whole number, when the prose says the numbers may have a fractional part',
      enforced: oracle({ input: [{ lines: [{ parts: [word, { kind: 'decimal' }], separator: ' ', example: 'amp 0.1', line: 29 }] }] }),
      published: (() => {
        const c = statement({ input: [{ lines: [{ parts: [word, int], separator: ' ', example: 'amp 2', line: 18 }] }] });
        c.input[0]!.decimals = [{ loc: { file: 'op/task.md', line: 14, column: 1 }, via: 'statement prose' }];
        return c;
      })(),
    },
    {
      name: 'a line of two words shown in a backticked span of the Input section (`ICE CREAM`) publishes that shape; prose describes the rest',
      enforced: oracle({ input: [{ lines: [{ parts: [word], separator: ' ', example: 'CATS', line: 10 }, { parts: [word, word], separator: ' ', example: 'HOT DOG', line: 102 }] }] }),
      published: statement({ input: [{ lines: [{ parts: [word, word], separator: ' ', example: 'ICE CREAM', line: 11, via: BACKTICKED_INPUT_LINE }] }] }),
    },
    {
      name: "a transcript's piped line (`echo 'stressed' | ./program`) is one instance: a line of two words fed beside it is the same free text its prose describes",
      enforced: oracle({ input: [{ lines: [{ parts: [word, word], separator: ' ', example: 'plain text', line: 31 }] }] }),
      published: statement({ input: [{ lines: [{ parts: [word], separator: ' ', example: 'stressed', line: 11, via: EXAMPLE_COMMAND_LINE }] }] }),
    },
    {
      name: "a transcript's arguments (`$ ./pace 10 50:00`) are instances: a decimal distance fed beside them is what the prose describes",
      enforced: oracle({ input: [{ channel: 'args', lines: [{ parts: [{ kind: 'decimal' }, word], separator: ' ', example: '42.195 51:09', line: 28 }] }] }),
      published: statement({ input: [{ channel: 'args', lines: [{ parts: [int, word], separator: ' ', example: '10 50:00', line: 14, via: EXAMPLE_COMMAND_LINE }] }] }),
    },
    {
      name: 'a refused line shaped like an accepted one (`0.5 2 100` beside `2.5 0.1 75`) is refused for its values: no grammar needed',
      enforced: oracle({ input: [{ channel: 'args', lines: [
        { parts: [{ kind: 'decimal' }, { kind: 'decimal' }, int], separator: ' ', example: '2.5 0.1 75', line: 24 },
        { parts: [int, int, int], separator: ' ', example: '12 3 250', line: 30 },
        { parts: [{ kind: 'decimal' }, int, int], separator: ' ', example: '0.5 2 100', refused: true, line: 60 },
      ] }] }),
      published: statement({ input: [{ channel: 'args' }] }),
    },
    {
      name: 'arguments whose values the analysis could not work out, where the statement publishes arguments',
      enforced: oracle({ input: [{ channel: 'args', lines: [{ parts: [{ kind: 'text' }], separator: ' ', example: '\u2026', unknown: true, line: 22 }] }] }),
      published: statement({ input: [{ channel: 'args', lines: [{ parts: [int], separator: ' ', example: '3', line: 5 }] }] }),
    },
    {
      name: 'a template line (`HH:MM:SS TYPE DURATION TITLE`) beside values with more parts stays: its last placeholder runs on',
      enforced: oracle({ input: [{ lines: [{ parts: [word, word, int, word, int, word], separator: ' ', example: '06:00:00 music 65 Item 0', line: 58 }] }] }),
      published: statement({ input: [{ lines: [
        { parts: [word, word, word, word], separator: ' ', example: 'HH:MM:SS TYPE DURATION TITLE', line: 12 },
        { parts: [word, word, int, word, word], separator: ' ', example: '06:00:38 music 215 Blue Monday', line: 17 },
        { parts: [word, word, int, word], separator: ' ', example: '06:04:13 speech 120 News', line: 18 },
      ] }] }),
    },
    {
      name: 'a line of capitals alone (`AZ`) is a value, not a template: it shows words of one part',
      enforced: oracle({ input: [{ lines: [{ parts: [word], separator: ' ', example: 'XFD', line: 23 }] }] }),
      published: statement({ input: [{ lines: [{ parts: [int], separator: ' ', example: '28', line: 14 }, { parts: [word], separator: ' ', example: 'AZ', line: 15 }] }] }),
    },
    {
      name: 'numbers joined by a comma (`1,3`) where the prose says the values are comma-separated',
      enforced: oracle({ input: [{ lines: [joined] }] }),
      published: statement({ separators: [[',', 4]] }),
    },
    {
      name: 'with no published grammar, a line of ordinary tokens (`A B 4`) is what the prose describes',
      enforced: oracle({ input: [{ lines: [{ ...weighted, line: 12 }] }] }),
      published: statement(),
    },
    {
      name: 'a decimal amount where one example shows an integer and another a decimal amount',
      enforced: oracle({ input: [{ lines: [{ parts: [word, word, word, { kind: 'decimal', places: 2 }], separator: ' ', example: 'transfer x y 0.01', line: 84 }] }] }),
      published: statement({ input: [{ lines: [{ parts: [word, word, word, int], separator: ' ', example: 'transfer a b 20', line: 9 }, { parts: [word, word, { kind: 'decimal', places: 2 }], separator: ' ', example: 'deposit a 120.50', line: 7 }] }] }),
    },
    { name: 'tabs between parts the statement allows (it says "tab" or "whitespace", or its example input has one)', enforced: oracle({ input: [{ lines: [{ parts: [word, int], separator: ' ', example: 'a 1', line: 9 }], tabs: 44 }] }), published: statement({ input: [{ lines: [{ parts: [word, int], separator: ' ', example: 'b 2', line: 5 }], tabs: 7 }] }) },
    {
      name: 'lines the statement shows as token sequences of three lengths, numbers and words interleaved (`3 4 + 2 *`, `1 +`, `4 0 /`): any line of those tokens',
      enforced: oracle({ input: [{ lines: [{ parts: [int, int, int, word, word], separator: ' ', example: '2 3 4 * +', line: 43 }] }] }),
      published: statement({ input: [{ lines: [{ parts: [int, int, word, int, word], separator: ' ', example: '3 4 + 2 *', line: 14 }, { parts: [int, word], separator: ' ', example: '1 +', line: 16 }, { parts: [int, int, word], separator: ' ', example: '4 0 /', line: 17 }] }] }),
    },
    {
      name: 'a head then a run of one kind whose length the examples vary (`9 08:10 07:40`, `N1 07:55`): a longer run is published',
      enforced: oracle({ input: [{ lines: [{ parts: [int, word, word, word, word], separator: ' ', example: '5 09:30 06:05 12:45 06:50', line: 73 }] }] }),
      published: statement({ input: [{ lines: [{ parts: [int, word, word], separator: ' ', example: '9 08:10 07:40', line: 18 }, { parts: [word, word], separator: ' ', example: 'N1 07:55', line: 19 }] }] }),
    },
    {
      name: 'a head of two parts then a run whose length the examples vary (`4A7C01E0 2025-12-31 4 1 3`, `90B3D2F5 2024-06-30 2`): a line with no run is published',
      enforced: oracle({ input: [{ lines: [{ parts: [word, word], separator: ' ', example: '7E11A056 2027-01-01', line: 61 }] }] }),
      published: statement({ input: [{ lines: [{ parts: [word, word, int, int, int], separator: ' ', example: '4A7C01E0 2025-12-31 4 1 3', line: 45 }, { parts: [word, word, int], separator: ' ', example: '90B3D2F5 2024-06-30 2', line: 46 }] }] }),
    },
    {
      name: 'a name alone where the examples show a name then a varying run of numbers (`Mere 2 4`, `Tom 4`: the weekends, if any)',
      enforced: oracle({ input: [{ lines: [{ parts: [word], separator: ' ', example: 'Mere', line: 74 }] }] }),
      published: statement({ input: [{ lines: [{ parts: [int], separator: ' ', example: '5', line: 33 }, { parts: [word, int, int], separator: ' ', example: 'Mere 2 4', line: 34 }, { parts: [word, int], separator: ' ', example: 'Tom 4', line: 35 }] }] }),
    },
    {
      name: 'a line of a shape never shown, fed only by a check that expects it refused (named for invalid lines), even with exit status 0',
      enforced: oracle({
        input: [{ lines: [{ parts: [word, int], separator: ' ', example: 'SB 42', line: 19 }, { parts: [word, word], separator: ' ', example: 'SB 4a', fedAt: [[34, 'invalid lines are flagged in place']] }] }],
        checks: [{ name: 'the worked example', line: 17 }, { name: 'invalid lines are flagged in place', line: 33 }],
      }),
      published: statement({ input: [{ lines: [{ parts: [word, int], separator: ' ', example: 'SB 42', line: 31 }] }] }),
    },
    { name: 'comment lines the statement allows (its prose, notation or example input)', enforced: oracle({ input: [{ lines: [{ ...weighted, line: 9 }], comments: 44 }] }), published: statement({ input: [{ lines: [{ ...weighted, line: 5 }], comments: 7 }] }) },
    {
      name: 'a line of words the statement writes out (the header `name,ra,dec,mag` above records made at random) is shown',
      enforced: oracle({ input: [{ lines: [{ ...weighted, line: 9 }, { parts: [word, word, word, word], separator: ',', example: 'name,ra,dec,mag', line: 88 }] }] }),
      published: { ...statement({ input: [{ lines: [{ ...weighted, line: 5 }] }] }), text: '## Input\n\nThe first line is always the header `name,ra,dec,mag`.\n' },
    },
    { name: 'a header row and blank lines the statement allows', enforced: oracle({ input: [{ lines: [{ ...weighted, line: 9 }], header: 40, blank: 41 }] }), published: statement({ input: [{ lines: [{ ...weighted, line: 5 }], header: 3, blank: 4 }] }) },
    {
      name: 'arguments of two shapes beside a refused one, where the statement describes its arguments in prose only: prose describes arguments, refusals included',
      enforced: oracle({ input: [{ channel: 'args', lines: [{ ...edge, line: 10 }, { ...edge, line: 11 }, { ...weighted, line: 42 }, { ...malformed, line: 48 }] }] }),
      published: statement({ input: [{ channel: 'args', lines: [] }] }),
    },
    {
      name: 'a value of several words fed where the statement writes that phrase (`jump rope` in its table) or says names may contain spaces',
      enforced: oracle({ input: [{ lines: [{ parts: [word, word, int], separator: ' ', example: 'jump rope 15', line: 49 }, { parts: [word, word, word, int], separator: ' ', example: 'Mary Ellen Ward 91', line: 50 }] }] }),
      published: { ...statement({ input: [{ lines: [{ parts: [word, int], separator: ' ', example: 'running 30', line: 12 }] }] }), text: '| activity | kcal |\n| jump rope | 12 |\n\nNames may contain spaces.\n' },
    },
    { name: 'CRLF line endings the statement allows', enforced: oracle({ input: [{ lines: [{ parts: [word], separator: ' ', example: 'a', line: 9 }], crlf: 44 }] }), published: statement({ input: [{ lines: [{ parts: [word], separator: ' ', example: 'b', line: 5 }], crlf: 7 }] }) },
    { name: 'same line shape published', enforced: oracle({ input: [{ lines: [{ ...edge, line: 10 }] }] }), published: statement({ input: [{ lines: [{ ...edge, example: 'X Y', line: 4 }] }] }) },
    { name: 'published word accepts a fed integer', enforced: oracle({ input: [{ lines: [{ parts: [word, int], separator: ' ', example: 'A 4', line: 10 }] }] }), published: statement({ input: [{ lines: [{ parts: [word, word], separator: ' ', example: 'A B', line: 4 }] }] }) },
    { name: 'one shape fed, no grammar shown: the prose is taken to describe it', enforced: oracle({ input: [{ lines: [{ ...edge, line: 10 }, { ...edge, line: 12 }] }] }), published: statement() },
    { name: 'several shapes fed, no grammar shown, no refusal demanded', enforced: oracle({ input: [{ lines: [{ parts: [word, word, word], separator: ' ', example: 'A B C', line: 9 }, { ...edge, line: 10 }, { ...edge, line: 12 }] }] }), published: statement() },
    { name: 'refusal alone is about exit status, not input shape', enforced: oracle({ input: [{ lines: [{ ...edge, line: 10 }, { ...malformed, line: 30 }] }] }), published: statement() },
    { name: 'published free text accepts anything', enforced: oracle({ input: [{ lines: [{ ...weighted, line: 10 }] }] }), published: statement({ input: [{ lines: [{ parts: [{ kind: 'text' }], separator: ' ', example: 'a line', line: 4 }] }] }) },
    {
      name: 'a published list line (three integers) shows lines of any number of integers',
      enforced: oracle({ input: [{ lines: [{ parts: [int, int, int, int, int, int, int], separator: ' ', example: '1 2 3 4 5 6 7', line: 10 }, { parts: [int], separator: ' ', example: '7', line: 12 }] }] }),
      published: statement({ input: [{ lines: [{ parts: [int, int, int], separator: ' ', example: '3 7 12', line: 4 }] }] }),
    },
    {
      name: 'arguments fed where the statement says the program takes arguments (no shapes shown) are assumed described',
      enforced: oracle({ input: [{ channel: 'args', lines: [{ parts: [int], separator: ' ', example: '3', line: 22 }] }] }),
      published: statement({ input: [{ channel: 'args', lines: [] }] }),
    },
    {
      name: 'a duration wider than the form the statement writes (`100:00` where it writes `M:SS`) is that form',
      enforced: oracle({ input: [{ lines: [stays(['100:00 5:00'], [60])] }] }),
      published: clockInput('## Input\n\nThe entry time `HH:MM` and a duration `M:SS`.\n'),
    },
    {
      name: 'a padded date where the statement writes dates unpadded (`1901/02/03` beside `2003/7/15`)',
      enforced: oracle({ input: [{ lines: [{ parts: [word], separator: ' ', example: '1901/02/03', line: 56 }] }] }),
      published: statement({ input: [{ lines: [{ parts: [word], separator: ' ', example: '2003/7/15', line: 20 }] }] }),
    },
    {
      name: 'an hour without a leading zero where the statement writes one too (`9:05` beside `13:00`)',
      enforced: oracle({ input: [{ lines: [stays(['7:45 8:00'], [60])] }] }),
      published: { ...statement(), text: '## Input\n\nTwo times such as `9:05` or `13:00`.\n' },
    },
    {
      name: 'an unpadded time fed only where the oracle demands a refusal',
      enforced: oracle({ input: [{ lines: [stays(['7:05 23:00'], [47], { refusedInstances: ['7:05 23:00'] })] }] }),
      published: clockInput('## Input\n\nTimes are written `HH:MM`.\n'),
    },
    {
      name: 'an unpadded time fed by a check whose output is an error token (`invalid`)',
      enforced: oracle({
        input: [{ lines: [{ ...stays(['7:05 9:00'], [66]), fedAt: [[38, 'a stay'], [66, 'odd times']] }] }],
        fields: [{ key: null, line: 67, tokens: [['invalid', 67]], check: 'odd times' }],
        checks: [{ name: 'a stay', line: 36 }, { name: 'odd times', line: 64 }],
      }),
      published: clockInput('## Input\n\nTimes are written `HH:MM`.\n'),
    },
    {
      name: 'a time without the tenths of a second the statement shows (`12:00:00` beside `06:45:08.9`)',
      enforced: oracle({ input: [{ lines: [{ parts: [word, word], separator: ' ', example: '12:00:00 -00:30:00', line: 58 }] }] }),
      published: statement({ input: [{ lines: [{ parts: [word, word], separator: ' ', example: '06:45:08.9 -16:42:58', line: 38 }] }] }),
    },
    {
      name: 'prose saying the leading zero may be left out',
      enforced: oracle({ input: [{ lines: [stays(['6:05 9:40'], [57])] }] }),
      published: clockInput('## Input\n\nTimes are written `HH:MM`; the leading zero of the hour may be omitted.\n'),
    },
    {
      name: 'a backticked template of placeholders (`NAME GT DAYS`, "followed by zero or more surcharge names") still shows a line of any parts',
      enforced: oracle({ input: [{ lines: [{ parts: [word, int, int, word, word], separator: ' ', example: 'TANKER 12345 3 night hazmat', line: 65 }] }] }),
      published: statement({ input: [{ lines: [
        { parts: [word, int, int], separator: ' ', example: 'SWIFT 800 1', line: 30 },
        { parts: [word, word, word], separator: ' ', example: 'NAME GT DAYS', line: 19, via: BACKTICKED_INPUT_LINE },
        { parts: [word, int, int, word], separator: ' ', example: 'ORCA 45000 2 night', line: 20, via: BACKTICKED_INPUT_LINE },
      ] }] }),
    },
    {
      name: 'a word the Input section backticks (`P`, "a whole number of years or the letter `P`") is shown in the place of the number',
      enforced: oracle({ input: [{ lines: [{ parts: [word, word, word], separator: ',', example: 'CHARTERS,1450-06-01,P', line: 51 }] }] }),
      published: {
        ...statement({ input: [{ lines: [{ parts: [word, word, int], separator: ',', example: 'FIN/2,2015-03-14,7', line: 40 }] }], mentions: [['P', 12, 5, INPUT_MENTION]] }),
        text: '`retention` is either a whole number\nof years or the letter `P` for a series kept permanently.\n',
      },
    },
    {
      name: 'a last value that is "the rest of the line" may hold numbers (`Flat 2 Mill Court` after `x y`)',
      enforced: oracle({ input: [{ lines: [{ parts: [int, int, word, int, word, word], separator: ' ', example: '2 2 Flat 2 Mill Court', line: 100 }] }] }),
      published: {
        ...statement({ input: [{ lines: [{ parts: [int, int, word], separator: ' ', example: '2 3 Hughes', line: 40 }] }] }),
        text: 'where `x` and `y` are integers and `name` is the rest\nof the line: the customer\'s name or address.\n',
      },
    },
  ],
  invalid: [
    {
      name: 'a name then readings with a unit (`FL 3.2mm 2.9mm`) where the examples show a name then a varying run of decimals: no token sequence, since no word follows a number',
      enforced: oracle({ input: [{ lines: [{ parts: [word, word, word, word], separator: ' ', example: 'FL 3.2mm 2.9mm 3.0mm', line: 62 }] }] }),
      published: statement({ input: [{ lines: [{ parts: [word, dec, dec, dec], separator: ' ', example: 'FL 3.4 3.1 3.6', line: 38 }, { parts: [word, dec, dec], separator: ' ', example: 'RL 4.1 4.0', line: 40 }, { parts: [word, dec, dec, dec, dec], separator: ' ', example: 'RR 3.0 3.3 3.1 3.5', line: 41 }] }] }),
      errors: [{ messageId: 'unpublished', key: null, line: 62 }],
    },
    {
      name: 'a line shape fed by a check that expects it accepted as well as by one named for invalid input: at the accepted one, with its instance',
      enforced: oracle({
        input: [{ lines: [{ parts: [word, int], separator: ' ', example: 'SB 42', line: 19 }, { parts: [word], separator: ' ', example: 'SB', examples: ['SB-0042'], exampleLocs: [at(34), at(47)], fedAt: [[34, 'invalid lines are flagged in place'], [47, 'codes already hyphenated']] }] }],
        checks: [{ name: 'the worked example', line: 17 }, { name: 'invalid lines are flagged in place', line: 33 }, { name: 'codes already hyphenated', line: 46 }],
      }),
      published: statement({ input: [{ lines: [{ parts: [word, int], separator: ' ', example: 'SB 42', line: 31 }] }] }),
      errors: [{ messageId: 'unpublished', key: null, line: 47, message: /\(e\.g\. `SB-0042`\)/ }],
    },
    {
      name: 'an hour without its leading zero (`6:05`) where the statement writes times `HH:MM`: at the input that feeds it',
      enforced: oracle({ input: [{ lines: [stays(['6:05 9:40'], [57])] }] }),
      published: clockInput('## Input\n\nTimes are on the 24-hour clock, written `HH:MM`.\n'),
      errors: [{ messageId: 'stampForm', key: null, line: 57, message: /feeds stdin values written like `6:05` \(e\.g\. `6:05 9:40`\).*only as `HH:MM`/ }],
    },
    {
      name: 'a time without seconds (`08:14`) where every time the statement shows has them',
      enforced: oracle({ input: [{ lines: [{ parts: [word, word, word], separator: ' ', example: 'C2041 14:02:10 14:06:40', examples: ['C501 08:14 08:19'], exampleLocs: [at(40), at(112)], line: 40 }] }] }),
      published: statement({ input: [{ lines: [{ parts: [word, word, word], separator: ' ', example: 'C2041 14:02:10 14:06:40', line: 53 }] }] }),
      errors: [{ messageId: 'stampForm', key: null, line: 112 }],
    },
    {
      name: 'a time with hours (`1:25:30.0`) where every time shown is minutes and seconds with tenths (`7:00.0`)',
      enforced: oracle({ input: [{ lines: [{ parts: [int, word], separator: ' ', example: '2000 7:00.0', examples: ['21097 1:25:30.0'], exampleLocs: [at(30), at(49)], line: 30 }] }] }),
      published: statement({ input: [{ lines: [{ parts: [int, word], separator: ' ', example: '2000 7:00.0', line: 20 }] }] }),
      errors: [{ messageId: 'stampForm', key: null, line: 49 }],
    },
    {
      name: 'a date without zero padding passed as an argument (`--born 1984-4-21`) where the example command writes `1984-06-02`',
      enforced: oracle({ input: [{ channel: 'args', lines: [{ parts: [word, word], separator: ' ', example: '--born 1984-4-21', line: 26 }] }] }),
      published: statement({ input: [{ channel: 'args', lines: [{ parts: [word, word], separator: ' ', example: '--born 1984-06-02', line: 34, via: EXAMPLE_COMMAND_LINE }] }] }),
      errors: [{ messageId: 'stampForm', key: null, line: 26, message: /argument values written like `1984-4-21`.*only as `1984-06-02`/ }],
    },
    {
      name: 'a size with a fraction (`12.5x9`) where every size the statement shows is whole (`6x4`): at the input that feeds it',
      enforced: oracle({ input: [{ lines: [{ parts: [word, word, word, int], separator: ' ', example: 'design rose 6x4 2', examples: ['design moth 12.5x9 2'], exampleLocs: [at(56), at(69)], line: 56 }] }] }),
      published: statement({ input: [{ lines: [{ parts: [word, word, word, int], separator: ' ', example: 'design rose 6x4 2', line: 20 }] }] }),
      errors: [{ messageId: 'stampForm', key: null, line: 69, message: /stdin values written like `12\.5x9` \(e\.g\. `design moth 12\.5x9 2`\).*only as `6x4`/ }],
    },
    {
      name: 'a dilution joined by another sign (`1:31`) where the example command writes `1+9`',
      enforced: oracle({ input: [{ channel: 'args', lines: [{ parts: [word, int], separator: ' ', example: '1+9 500', examples: ['1:31 500'], exampleLocs: [at(41), at(47)], line: 41 }] }] }),
      published: statement({ input: [{ channel: 'args', lines: [{ parts: [word, int], separator: ' ', example: '1+31 500', line: 12, via: EXAMPLE_COMMAND_LINE }] }] }),
      errors: [{ messageId: 'stampForm', key: null, line: 47, message: /argument values written like `1:31`.*only as `1\+31`/ }],
    },
    {
      name: 'the form the Output section gives a printed duration (`H:MM`, `1:40`) is not a form of the input',
      enforced: oracle({ input: [{ channel: 'args', lines: [{ parts: [word, int], separator: ' ', example: '06:00 5', examples: ['5:30 3'], exampleLocs: [at(70), at(88)], line: 70 }] }] }),
      published: { ...statement({ input: [{ channel: 'args', lines: [] }] }), text: '## Input\n\nThe start time as `HH:MM`.\n\n## Output\n\n`duration: H:MM`.\n\n## Example\n\n```\nduration: 1:40\n```\n\nThe run takes 1:40.\n', blocks: [{ kind: 'output', lines: [{ text: 'duration: 1:40', line: 12 }] }] },
      errors: [{ messageId: 'stampForm', key: null, line: 88, message: /written like `5:30`.*only as `HH:MM`\./ }],
    },
    {
      name: 'a round of one match or three (`1-2`, `1-6 2-5 3-4`) where the example shows two and the prose never says the matches are a list',
      enforced: oracle({ input: [{ lines: [{ parts: [word], separator: ' ', example: '1-2', line: 28 }, { parts: [word, word, word], separator: ' ', example: '1-6 2-5 3-4', line: 28 }] }] }),
      published: statement({ input: [{ lines: [{ parts: [int], separator: ' ', example: '4', line: 12 }, { parts: [word, word], separator: ' ', example: '1-2 3-4', line: 13 }] }] }),
      errors: [{ messageId: 'unpublished', key: null, line: 28 }],
    },
    {
      name: 'prose listing values separated by spaces makes a shown pair of integers a list of integers, not of words (`3 7 x`)',
      enforced: oracle({ input: [{ lines: [{ parts: [int, int, word], separator: ' ', example: '3 7 x', line: 28 }] }] }),
      published: (() => {
        const c = statement({ input: [{ lines: [{ parts: [int, int], separator: ' ', example: '3 7', line: 13 }] }] });
        c.inputListSeparators = [{ value: ' ', evidence: [{ loc: { file: 'op/task.md', line: 8, column: 1 }, via: 'statement prose' }] }];
        return c;
      })(),
      errors: [{ messageId: 'unpublished', key: null, line: 28 }],
    },
    {
      name: 'arguments of a decimal fed where the Input section shows the command line `speeding_fine 50 65` (its own grammar) and never a fraction',
      enforced: oracle({ input: [{ channel: 'args', lines: [{ parts: [int, int], separator: ' ', example: '50 65', line: 24 }, { parts: [int, { kind: 'decimal' }], separator: ' ', example: '90 97.4', line: 69 }] }] }),
      published: statement({ input: [{ channel: 'args', lines: [{ parts: [int, int], separator: ' ', example: '50 65', line: 24 }] }] }),
      errors: [{ messageId: 'unpublished', key: null, line: 69 }],
    },
    {
      name: 'a decimal fed where the example shows a whole number and the prose never says numbers may have a fractional part',
      enforced: oracle({ input: [{ lines: [{ parts: [word, { kind: 'decimal' }], separator: ' ', example: 'amp 0.1', line: 29 }] }] }),
      published: statement({ input: [{ lines: [{ parts: [word, int], separator: ' ', example: 'amp 2', line: 18 }] }] }),
      errors: [{ messageId: 'unpublished', key: null, line: 29 }],
    },
    {
      name: 'beside an example input, a backticked line of the Input section publishes its own shape only: a line of three parts is unpublished',
      enforced: oracle({ input: [{ lines: [{ parts: [word], separator: ' ', example: 'CATS', line: 10 }, { parts: [word, word], separator: ' ', example: 'HOT DOG', line: 102 }, { parts: [word, word, int], separator: ' ', example: 'HOT DOG 3', line: 104 }] }] }),
      published: statement({ input: [{ lines: [{ parts: [word], separator: ' ', example: 'DOGS', line: 30 }, { parts: [word, word], separator: ' ', example: 'ICE CREAM', line: 11, via: BACKTICKED_INPUT_LINE }] }] }),
      errors: [{ messageId: 'unpublished', key: null, line: 104 }],
    },
    {
      name: 'a head then a run of integers (`A 1 2`, `B 3`) does not publish a run of words, nor the head alone',
      enforced: oracle({ input: [{ lines: [{ parts: [word, word, word], separator: ' ', example: 'A x y', line: 40 }, { parts: [word], separator: ' ', example: 'C', line: 41 }] }] }),
      published: statement({ input: [{ lines: [{ parts: [word, int, int], separator: ' ', example: 'A 1 2', line: 18 }, { parts: [word, int], separator: ' ', example: 'B 3', line: 19 }] }] }),
      errors: [{ messageId: 'unpublished', key: null, line: 40 }],
    },
    {
      name: 'records of a quantity then a name of any number of words (`2 cup plain flour`, `3 whole eggs`) keep the quantity first: `1/2 cup sugar` is another shape',
      enforced: oracle({ input: [{ lines: [{ parts: [word, word, word], separator: ' ', example: '1/2 cup sugar', line: 50 }] }] }),
      published: statement({ input: [{ lines: [{ parts: [int, int], separator: ' ', example: '4 6', line: 10 }, { parts: [int, word, word, word], separator: ' ', example: '2 cup plain flour', line: 11 }, { parts: [int, word, word], separator: ' ', example: '3 whole eggs', line: 12 }] }] }),
      errors: [{ messageId: 'unpublished', key: null, line: 50 }],
    },
    {
      name: 'a template line (`YYYY-MM-DD DEPTH`) names its parts; the example lines with as many parts (`2024-01-10 38`) show their kinds',
      enforced: oracle({ input: [{ lines: [{ parts: [word, int], separator: ' ', example: '2024-03-01 140', line: 76 }, { parts: [word, word], separator: ' ', example: '2024-03-02 -', line: 76 }] }] }),
      published: statement({ input: [{ lines: [
        { parts: [word, word], separator: ' ', example: 'YYYY-MM-DD DEPTH', line: 12 },
        { parts: [word, int], separator: ' ', example: '2024-01-10 38', line: 31 },
      ] }] }),
      errors: [{ messageId: 'unpublished', key: null, line: 76 }],
    },
    {
      name: 'a template that opens with its command word (`rider NAME WEIGHT`) gives way to example lines of as many parts (`rider Amy 62`): a half kilogram fed is unpublished',
      enforced: oracle({ input: [{ lines: [{ parts: [word, word, { kind: 'number' }], separator: ' ', example: 'rider R0 36.5', line: 88 }] }] }),
      published: statement({ input: [{ lines: [
        { parts: [word, word, word], separator: ' ', example: 'rider NAME WEIGHT', line: 20 },
        { parts: [word, word, int], separator: ' ', example: 'rider Amy 62', line: 42 },
      ] }] }),
      errors: [{ messageId: 'unpublished', key: null, line: 88 }],
    },
    {
      name: 'a template of placeholders in angle brackets (`<hive> <weight>`) gives way to example lines of as many parts too',
      enforced: oracle({ input: [{ lines: [{ parts: [word, word], separator: ' ', example: 'H1 heavy', line: 40 }] }] }),
      published: statement({ input: [{ lines: [
        { parts: [word, word], separator: ' ', example: '<hive> <weight>', line: 12 },
        { parts: [word, { kind: 'decimal' }], separator: ' ', example: 'H1 12.5', line: 20 },
      ] }] }),
      errors: [{ messageId: 'unpublished', key: null, line: 40 }],
    },
    {
      name: 'numbers joined by a comma (`1,3`) that the statement never mentions: "an x value followed by a y value" does not say the comma',
      enforced: oracle({ input: [{ lines: [joined] }] }),
      published: statement(),
      errors: [{ messageId: 'unpublished', key: null, line: 29 }],
    },
    {
      name: 'a decimal amount where every example shows whole numbers',
      enforced: oracle({ input: [{ lines: [{ parts: [word, word, word, { kind: 'decimal', places: 2 }], separator: ' ', example: 'transfer x y 0.01', line: 84 }] }] }),
      published: statement({ input: [{ lines: [{ parts: [word, word, word, int], separator: ' ', example: 'transfer a b 20', line: 9 }] }] }),
      errors: [{ messageId: 'unpublished', key: null, line: 84 }],
    },
    {
      name: 'comment lines fed among the records and expected skipped, where the statement never mentions them: located where the comment is written',
      enforced: oracle({ input: [{ lines: [{ ...weighted, line: 9 }], comments: 81, blank: 89, skippedExamples: { comments: '# morning shift' } }] }),
      published: statement({ input: [{ lines: [{ ...weighted, line: 5 }] }] }),
      errors: [{ messageId: 'skipped', key: null, line: 81, message: /feeds comment lines and blank lines among the records on stdin \(e\.g\. `# morning shift`\).*Publish: Lines starting with `#` are comments\. Blank lines may stand between lines\./ }],
    },
    {
      name: 'options passed with their value in one argument (`--age=70`) where the statement writes `--age N`: one finding',
      enforced: oracle({ input: [{ channel: 'args', lines: [{ parts: [word, word, int], separator: ' ', example: '--age=70 --days 4', line: 72 }, { parts: [word, word], separator: ' ', example: '--age=9 --days=2', line: 80 }] }] }),
      published: { ...statement({ input: [{ channel: 'args', lines: [{ parts: [word, int, word, int], separator: ' ', example: '--age 34 --days 2', line: 9 }] }] }), text: '## Input\n\nArguments: `--age N` and `--days D`.\n' },
      errors: [{ messageId: 'optionForm', key: null, line: 72, message: /passes `--age` and `--days` each with its value in one argument \(arguments `--age=70 --days 4`\), where the statement writes `--age N`/ }],
    },
    {
      name: 'a line of words the statement does not write out is still a shape to publish',
      enforced: oracle({ input: [{ lines: [{ ...weighted, line: 9 }, { parts: [word, word, word, word], separator: ',', example: 'name,ra,dec,mag', line: 88 }] }] }),
      published: { ...statement({ input: [{ lines: [{ ...weighted, line: 5 }] }] }), text: '## Input\n\nThe first line is always a header naming the columns `name`, `ra`.\n' },
      errors: [{ messageId: 'unpublished', key: null, line: 88 }],
    },
    {
      name: 'a header row fed above the records, where the statement allows comments but never a header',
      enforced: oracle({ input: [{ lines: [{ ...weighted, line: 9 }], header: 12, comments: 30, skippedExamples: { header: 'day ammonia nitrite', comments: '# x' } }] }),
      published: statement({ input: [{ lines: [{ ...weighted, line: 5 }], comments: 6 }] }),
      errors: [{ messageId: 'skipped', key: null, line: 12, message: /a header row among the records on stdin \(e\.g\. `day ammonia nitrite`\).*Publish: A header line naming the columns comes before the records\.$/ }],
    },
    {
      name: 'blank lines alone: one finding, at the run that feeds them',
      enforced: oracle({ input: [{ lines: [{ ...weighted, line: 9 }], blank: 58 }] }),
      published: statement(),
      errors: [{ messageId: 'skipped', key: null, line: 58, message: /feeds blank lines among the records on stdin \(e\.g\. an empty line\)/ }],
    },
    {
      name: 'CRLF line endings fed and expected read, where the statement never allows them: located where the \\r is written',
      enforced: oracle({ input: [{ lines: [{ parts: [word], separator: ' ', example: 'a', line: 9 }], crlf: 44 }] }),
      published: statement({ input: [{ lines: [{ parts: [word], separator: ' ', example: 'b', line: 5 }] }] }),
      errors: [{ messageId: 'crlf', key: null, line: 44 }],
    },
    {
      name: 'records fed with a tab between their parts, where the statement shows them separated by a space: located where the tab is written',
      enforced: oracle({ input: [{ lines: [{ parts: [word, int], separator: ' ', example: 'Avalon 52000', line: 9 }], tabs: 93 }] }),
      published: statement({ input: [{ lines: [{ parts: [word, int], separator: ' ', example: 'Brisk 31000', line: 5 }] }] }),
      errors: [{ messageId: 'tabs', key: null, line: 93 }],
    },
    {
      name: 'arguments passed while the statement never says the program takes any',
      enforced: oracle({ input: [{ channel: 'args', lines: [{ parts: [int], separator: ' ', example: '3', line: 22 }] }, { lines: [{ ...edge, line: 22 }] }] }),
      published: statement(),
      errors: [{ messageId: 'argsUnpublished', key: null, line: 22 }],
    },
    {
      name: 'arguments whose values the analysis could not work out, where the statement never says the program takes any',
      enforced: oracle({ input: [{ channel: 'args', lines: [{ parts: [{ kind: 'text' }], separator: ' ', example: '\u2026', unknown: true, line: 22 }] }] }),
      published: statement({ input: [{ lines: [{ ...edge, line: 5 }] }] }),
      errors: [{ messageId: 'argsUnpublished', key: null, line: 22 }],
    },
    {
      name: 'words backticked in the prose (`lamb and rice`) show a value of several words, not a line of any parts: a decimal weight is still unshown',
      enforced: oracle({ input: [{ lines: [
        { parts: [word, int, int, word], separator: ' ', example: 'Rex 30 2 chicken', line: 38 },
        { parts: [word, dec, int, word], separator: ' ', example: 'Pip 7.5 2 kibble', line: 85 },
      ] }] }),
      published: statement({ input: [{ lines: [
        { parts: [word, int, int, word], separator: ' ', example: 'Rex 30 2 chicken', line: 41 },
        { parts: [word, word, word], separator: ' ', example: 'lamb and rice', line: 24, via: BACKTICKED_INPUT_LINE },
      ] }] }),
      errors: [{ messageId: 'unpublished', key: null, line: 85 }],
    },
    {
      name: 'a line of lower-case placeholders the Input section defines (`minutes speed direction`) gives way to the example lines of as many parts',
      enforced: oracle({ input: [{ lines: [
        { parts: [int, int, int], separator: ' ', example: '30 12 270', line: 78 },
        { parts: [int, dec, int], separator: ' ', example: '32 25.6 46', line: 100 },
      ] }] }),
      published: {
        ...statement({
          input: [{ lines: [{ parts: [word, word, word], separator: ' ', example: 'minutes speed direction', line: 19 }, { parts: [int, int, int], separator: ' ', example: '30 12 270', line: 40 }] }],
          mentions: [['minutes', 22, 3, INPUT_MENTION], ['speed', 23, 3, INPUT_MENTION], ['direction', 24, 3, INPUT_MENTION]],
        }),
        text: '- `minutes`: time spent in the layer;\n- `speed`: wind speed in km/h;\n- `direction`: where the wind blows from.\n',
      },
      errors: [{ messageId: 'unpublished', key: null, line: 100 }],
    },
    {
      name: 'a command and a letter the Input section defines (`stock N`, "`N` is the weight in kilograms") give way to the example lines of as many parts (`stock 600`)',
      enforced: oracle({ input: [{ lines: [
        { parts: [word, int], separator: ' ', example: 'stock 200', line: 46 },
        { parts: [word, dec], separator: ' ', example: 'stock 167.5', line: 85 },
      ] }] }),
      published: {
        ...statement({
          input: [{ lines: [{ parts: [word, int], separator: ' ', example: 'stock 600', line: 20 }, { parts: [word, word], separator: ' ', example: 'stock N', line: 25, via: BACKTICKED_INPUT_LINE }] }],
          mentions: [['N', 27, 3, INPUT_MENTION]],
        }),
        text: 'The first line is `stock N`, the opening stock. `N`\nis the weight in kilograms.\n',
      },
      errors: [{ messageId: 'unpublished', key: null, line: 85 }],
    },
    {
      name: 'a keyed line is read by what its key shows (`miles: 12`), not by another key\'s line of two words (`piano: upright`)',
      enforced: oracle({ input: [{ lines: [
        { parts: [word, int], separator: ' ', example: 'miles: 12', line: 35 },
        { parts: [word, dec], separator: ' ', example: 'miles: 14.4', line: 64 },
      ] }] }),
      published: statement({ input: [{ lines: [
        { parts: [word, word], separator: ' ', example: 'piano: upright', line: 30 },
        { parts: [word, int], separator: ' ', example: 'miles: 12', line: 31 },
      ] }] }),
      errors: [{ messageId: 'unpublished', key: null, line: 64 }],
    },
    {
      name: 'a list line of words is not shown by a list of integers, and is named as one shape',
      enforced: oracle({ input: [{ lines: [{ parts: [word, word, word, word], separator: ' ', example: 'a b c d', line: 10 }, { parts: [word, word, word, word, word], separator: ' ', example: 'a b c d e', line: 12 }] }] }),
      published: statement({ input: [{ lines: [{ parts: [int, int, int], separator: ' ', example: '3 7 12', line: 4 }] }] }),
      errors: [{ messageId: 'unpublished', key: null, line: 10 }],
    },
    {
      name: 'a value of several words fed where the statement never writes that phrase nor says values may hold spaces',
      enforced: oracle({ input: [{ lines: [{ parts: [word, word, int], separator: ' ', example: 'jump rope 15', line: 49 }] }] }),
      published: { ...statement({ input: [{ lines: [{ parts: [word, int], separator: ' ', example: 'running 30', line: 12 }] }] }), text: '| activity | kcal |\n| running | 10 |\n' },
      errors: [{ messageId: 'unpublished', key: null, line: 49 }],
    },
    { name: 'weighted line never shown', enforced: oracle({ input: [{ lines: [{ ...edge, line: 10 }, { ...weighted, line: 22 }] }] }), published: statement({ input: [{ lines: [{ ...edge, line: 4 }] }] }), errors: [{ messageId: 'unpublished', key: null, line: 22 }] },
    {
      name: 'a second accepted shape beside the usual one, with a refusal',
      enforced: oracle({ input: [{ lines: [{ ...edge, line: 10 }, { ...edge, line: 11 }, { ...weighted, line: 42 }, { ...malformed, line: 48 }] }] }),
      published: statement(),
      errors: [{ messageId: 'unpublishedWithRefusal', key: null, line: 42 }],
    },
    { name: 'one finding per channel', enforced: oracle({ input: [{ lines: [{ ...weighted, line: 22 }, { parts: [int], separator: ' ', example: '7', line: 25 }] }] }), published: statement({ input: [{ lines: [{ ...edge, line: 4 }] }] }), errors: [{ messageId: 'unpublished', key: null, line: 22 }] },
  ],
});
