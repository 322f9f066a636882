// Reading statements: examples, backticks, prose patterns, and the notation with its errors.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStatementText } from '../../src/statement/read.js';
import { renderInputSection } from '../../src/contract/render.js';
import { ASSIGNED_MENTION, EXAMPLE_COMMAND_LINE, INPUT_MENTION, OUTPUT_MENTION, OUTPUT_SECTION_PROSE, PROSE_BESIDE_OUTPUT_SECTION } from '../../src/contract/types.js';

const file = 'op/task.md';
const lines = (...l: string[]) => l.join('\n');

describe('examples in fenced blocks', () => {
  const text = lines(
    '# Connected', //                                            1
    '', //                                                       2
    'Decide whether the graph is connected.', //                 3
    '', //                                                       4
    '## Output', //                                              5
    '', //                                                       6
    'For example:', //                                           7
    '', //                                                       8
    '```', //                                                    9
    'connected=yes components=1 edges=A-B,B-C', //              10
    '```', //                                                   11
    '',
  );
  const c = readStatementText(text, file);

  it('publishes the layout, the keys and the token, each located in the block', () => {
    expect(c.layout?.value).toEqual({ kind: 'fields', assign: '=', separator: ' ' });
    expect(c.fields.map((f) => f.key)).toEqual(['connected', 'components', 'edges']);
    const connected = c.fields[0];
    expect(connected.presence[0].loc).toEqual({ file, line: 10, column: 1 });
    expect(connected.vocabulary.map((t) => t.value)).toEqual(['yes']);
    expect(c.fields[1].presence[0].loc).toEqual({ file, line: 10, column: 15 });
    expect(c.fields[2].presence[0].loc).toEqual({ file, line: 10, column: 28 });
  });

  it('records value shapes as weak evidence (via an example), never a digit as a token', () => {
    expect(c.fields[1].shape?.value).toEqual({ kind: 'integer' });
    expect(c.fields[1].shape?.evidence[0].via).toBe('example output');
    expect(c.fields[1].vocabulary).toEqual([]);
    expect(c.fields[2].shape?.value).toEqual({
      kind: 'list',
      separator: ',',
      element: { kind: 'pair', separator: '-', left: { kind: 'word' }, right: { kind: 'word' } },
    });
  });

  it('reads a JSON example as the json layout with property paths', () => {
    const j = readStatementText(lines('# T', '', '## Output', '', '```json', '{"re": 1.5, "im": -2, "meta": {"kind": "polar"}}', '```', ''), file);
    expect(j.layout?.value).toEqual({ kind: 'json' });
    expect(j.fields.map((f) => f.key)).toEqual(['re', 'im', 'meta.kind']);
    expect(j.fields[2].vocabulary.map((t) => t.value)).toEqual(['polar']);
  });

  it('a template line that starts with a clock form (`HH:MM-HH:MM <flow>`) shows a value, not a key `HH` and its value', () => {
    const t = readStatementText(lines('# T', '', '## Output', '', 'One line per segment:', '', '    HH:MM-HH:MM <flow>', '', 'then `volume=<V>`.', ''), file);
    expect(t.fields.map((f) => f.key)).not.toContain('HH');
    // (a key written with a colon is still one: `mm: 12` names `mm`)
    const k = readStatementText(lines('# T', '', '## Output', '', '```', 'mm: 12', 'total: 3', '```', ''), file);
    expect(k.fields.map((f) => f.key)).toEqual(['mm', 'total']);
  });

  it('reads bare values on lines as positional values, and a shell transcript as input then output', () => {
    const t = readStatementText(lines('# Fib', '', '```', '$ ./program 10', '55', '89', '```', ''), file);
    expect(t.layout?.value).toEqual({ kind: 'lines' });
    expect(t.fields.map((f) => [f.key, f.position?.value, f.shape?.value.kind])).toEqual([
      [null, 0, 'integer'],
      [null, 1, 'integer'],
    ]);
    expect(t.fields[0].presence[0].loc).toEqual({ file, line: 5, column: 1 });
  });

  it('splits a block labelled inline (`input:   93784`, `output:  {...}`) into its input and its output', () => {
    const c = readStatementText(lines('# D', '', 'For example:', '', '```', 'input:   93784', 'output:  {"days": 1, "hours": 2}', '```', ''), file);
    expect(c.layout?.value).toEqual({ kind: 'json' });
    expect(c.fields.map((f) => f.key)).toEqual(['days', 'hours']);
    expect(c.input[0]?.lines.map((l) => [l.example, l.evidence[0]?.loc.line])).toEqual([['93784', 6]]);
    // an output part that goes on under its label, indented to the label's text
    const multi = readStatementText(lines('# D', '', '```', 'input:  10 45', 'output: range=10.194', '        time=1.442', '```', ''), file);
    expect(multi.fields.map((f) => [f.key, f.shape?.value.kind])).toEqual([
      ['range', 'decimal'],
      ['time', 'decimal'],
    ]);
    expect(multi.input[0]?.lines.map((l) => l.example)).toEqual(['10 45']);
  });

  it('a lone inline `output: 5` (no input label beside it) is a field of the output, not a label', () => {
    const c = readStatementText(lines('# D', '', 'It prints:', '', '```', 'output: 5', 'errors: 0', '```', ''), file);
    expect(c.fields.map((f) => f.key)).toEqual(['output', 'errors']);
    expect(c.input).toEqual([]);
  });

  it('a keyed example does not give way to a block named output that turns out to be its input', () => {
    const c = readStatementText(lines('# R', '', 'Print one line, like this run on the sheet', '', '```', '3,,5', '```', '', 'with the argument `A2:C3`:', '', '```', 'sum=20 min=1', '```', ''), file);
    expect(c.blocks?.map((b) => b.kind)).toEqual(['input', 'output']);
    expect(c.fields.map((f) => f.key)).toEqual(['sum', 'min']);
  });

  it('a bare-value block that only its prose called output is the input when another example shows keyed output', () => {
    const text = lines(
      '# Cart', //                                                                        1
      '', //                                                                              2
      'A till receives a cart on standard input and prints the bill. Each line is an item:', // 3
      '', //                                                                              4
      '    apple 3 0.40', //                                                              5
      '    bread 1 2.15', //                                                              6
      '', //                                                                              7
      'The bill is one line:', //                                                         8
      '', //                                                                              9
      '```', //                                                                          10
      'subtotal=3.35 total=3.25', //                                                     11
      '```', //                                                                          12
      '',
    );
    const c = readStatementText(text, file);
    expect(c.layout?.value).toEqual({ kind: 'fields', assign: '=', separator: ' ' });
    expect(c.fields.map((f) => f.key)).toEqual(['subtotal', 'total']);
    expect(c.input[0]?.lines.map((l) => [l.example, l.evidence[0].loc.line])).toEqual([['apple 3 0.40', 5], ['bread 1 2.15', 6]]);
    // without the keyed example, the same block stays the output it was introduced as
    const alone = readStatementText(lines(...text.split('\n').slice(0, 7)), file);
    expect(alone.layout?.value.kind).toBe('lines');
    expect(alone.input).toEqual([]);
  });

  it('"For the input above:" and "For the example above:" in the Output section introduce output', () => {
    const after = readStatementText(lines('# P', '', 'Read `name,hours` lines.', '', '```', 'alice,38', '```', '', 'It prints one line per employee. For the', 'input above:', '', '```', 'alice,760.00', '```', ''), file);
    expect(after.layout?.evidence[0].loc.line).toBe(13);
    expect(after.input[0]?.lines.map((l) => l.example)).toEqual(['alice,38']);
    const section = readStatementText(lines('# L', '', '## Output', '', 'For the example above:', '', '```', '1,340.02', '```', ''), file);
    expect(section.layout?.value.kind).toBe('lines');
    expect(section.input).toEqual([]);
  });

  it('"For example, for the input" introduces the input; "for the input above:" its output', () => {
    const c = readStatementText(lines('# B', '', 'Print a JSON object with `days`.', '', 'For example, for the input', '', '```', '2024-12-23 2025-01-06', '2024-12-25', '```', '', 'the output is `{"days": 7}`.', ''), file);
    expect(c.layout?.value.kind).toBe('json');
    expect(c.input.flatMap((d) => d.lines.map((l) => l.example))).toEqual(['2024-12-23 2025-01-06', '2024-12-25']);
  });

  it('"For the input `192.168.10.77/22`:" gives the input inline, so the block after it is the output, with its values as shown', () => {
    const c = readStatementText(lines('# C', '', '## Output', '', 'One line of `key=value` pairs. For the input `192.168.10.77/22`:', '', '```', 'network=192.168.8.0 hosts=1022', '```', ''), file);
    expect(c.input).toEqual([]);
    expect(c.fields.map((f) => [f.key, f.examples?.map((x) => x.value)])).toEqual([['network', ['192.168.8.0']], ['hosts', ['1022']]]);
    // "for the input" with no value after it still introduces the input
    const input = readStatementText(lines('# C', '', 'For the input', '', '```', '10.0.0.1/8', '```', ''), file);
    expect(input.input.flatMap((d) => d.lines.map((l) => l.example))).toEqual(['10.0.0.1/8']);
  });

  it('a block called output only sentences before it gives way to one named output where it stands, when their layouts differ', () => {
    const text = lines(
      '# U', '', 'Read one URL from standard input and print its components. The URLs have the shape', '', '    scheme://host[:port]', '',
      'Print one line per component. For `http://a.example:81` the output is:', '', '    scheme: http', '    host: a.example', '    port: 81', '');
    const c = readStatementText(text, file);
    expect(c.layout?.value).toEqual({ kind: 'fields', assign: ':', separator: '\n' });
    expect(c.layout?.evidence[0].loc.line).toBe(9);
    expect(c.fields.find((f) => f.key === 'scheme')?.examples?.map((x) => x.value)).toEqual(['http']);
  });

  it('"Each following line gives one reactant" describes input lines: the block after it is the input, not an output', () => {
    const c = readStatementText(lines('# L', '', 'The first line of standard input is the equation. Each following line gives one reactant and its amount, e.g.', '', '```', '2H2 + O2 -> 2H2O', 'H2 3', '```', ''), file);
    expect(c.layout).toBeUndefined();
    expect(c.input.flatMap((d) => d.lines.map((l) => l.example))).toEqual(['2H2 + O2 -> 2H2O', 'H2 3']);
  });

  it('"flattens to" between two blocks: the first is the input, the second its output', () => {
    const c = readStatementText(lines('# F', '', 'Print every leaf with its path. For example', '', '```', '{"db": {"port": 5432}, "debug": false}', '```', '', 'flattens to', '', '```', 'db.port=5432', 'debug=false', '```', ''), file);
    expect(c.layout?.value).toEqual({ kind: 'fields', assign: '=', separator: '\n' });
    expect(c.input.flatMap((d) => d.lines.map((l) => l.example))).toEqual(['{"db": {"port": 5432}, "debug": false}']);
    expect(c.fields.map((f) => f.key).sort()).toEqual(['db.port', 'debug']);
  });

  it('"input" qualifying a noun ("per input number, in input order") does not make the block after it an input', () => {
    const text = lines('# L', '', 'Card numbers arrive on standard input, one per line.', '', 'Print one line per input number, in input order, with space-separated fields:', '', '```', 'number=... valid=...', '```', '');
    const c = readStatementText(text, file);
    expect(c.layout?.value).toEqual({ kind: 'fields', assign: '=', separator: ' ' });
    expect(c.fields.map((f) => f.key)).toEqual(['number', 'valid']);
    expect(c.input.flatMap((d) => d.lines.map((l) => l.example))).not.toContain('number=... valid=...');
    // the same block after prose that names the input itself is the input
    const input = readStatementText(lines('# L', '', 'The program reads its input:', '', '```', 'number=4 valid=1', '```', ''), file);
    expect(input.input.flatMap((d) => d.lines.map((l) => l.example))).toEqual(['number=4 valid=1']);
  });

  it('a block of column names beside example rows names the columns; "two decimals" said of no key reaches list elements', () => {
    const text = lines(
      '## Output', //                                                         1
      '', //                                                                  2
      'One comma-separated line per month, with three fields:', //           3
      '', //                                                                  4
      '    month,payment,balance', //                                         5
      '', //                                                                  6
      'All amounts are printed with two decimals.', //                        7
      '', //                                                                  8
      'For the example above:', //                                            9
      '', //                                                                 10
      '```', //                                                              11
      '1,340.02,669.98', //                                                  12
      '2,340.02,336.66', //                                                  13
      '```', //                                                              14
      '',
    );
    const c = readStatementText(text, file);
    expect(c.fields.map((f) => [f.position?.value, f.shape?.value])).toEqual([
      [0, { kind: 'list', separator: ',', element: { kind: 'decimal', places: 2 } }],
      [1, { kind: 'list', separator: ',', element: { kind: 'decimal', places: 2 } }],
    ]);
    expect(c.mentions?.filter((m) => m.evidence[0].via === 'column name').map((m) => [m.value, m.evidence[0].loc.line, m.evidence[0].loc.column])).toEqual([['month', 5, 5], ['payment', 5, 11], ['balance', 5, 19]]);
    // the same names opening the rows block are a header line of the output, and stay output
    const header = readStatementText(lines('## Output', '', '```', 'month,payment', '```', '', 'For the example above:', '', '```', 'month,payment', '1,340.02', '```', ''), file);
    expect(header.fields.some((f) => f.position?.value === 0 && f.presence.some((e) => e.loc.line === 4))).toBe(true);
  });

  it('places said in a definition of several keys at once (`- \`tmin\`, \`tmax\`, \`tmean\`: ..., one decimal`) are each key\'s', () => {
    const c = readStatementText(lines('# S', '', '## Output', '', "- `tmin`, `tmax`, `tmean`: lowest, highest and mean temperature of the day's records, one decimal.", '- `sky`: the cloud cover.', ''), file);
    expect(c.fields.filter((f) => f.shape).map((f) => [f.key, f.shape?.value])).toEqual([
      ['tmin', { kind: 'decimal', places: 1 }],
      ['tmax', { kind: 'decimal', places: 1 }],
      ['tmean', { kind: 'decimal', places: 1 }],
    ]);
  });

  it('"two decimals" in the parenthesis after one of several keys is that key\'s', () => {
    const c = readStatementText(lines('# S', '', 'It prints `zone` (as given), `cost` (in euros with two decimals) and `free` (whether it ships free).', ''), file);
    expect(c.fields.map((f) => [f.key, f.shape?.value])).toEqual([['cost', { kind: 'decimal', places: 2 }]]);
  });

  it('"If no record matches, say so" asks for an answer without its words; "say so" said of the input does not', () => {
    expect(readStatementText(lines('# S', '', 'Print the records. If no record matches, say so.', ''), file).saySo?.[0].loc.line).toBe(3);
    expect(readStatementText(lines('# S', '', 'Report this.', ''), file).saySo).toHaveLength(1);
    // the same words in a sentence about the input ask nothing of the output
    expect(readStatementText(lines('# S', '', 'The first line of output holds a flag; a 1 says so.', ''), file).saySo).toHaveLength(1);
    expect(readStatementText(lines('# S', '', 'The first line of standard input holds a flag; a 1 says so.', ''), file).saySo).toBeUndefined();
    expect(readStatementText(lines('# S', '', 'Report that the list is empty with the word `empty`.', ''), file).saySo).toBeUndefined();
  });

  it('prose saying numbers get large: a count of digits, or big-integer arithmetic without one', () => {
    const read = (text: string) => readStatementText(lines('# S', '', text, ''), file).largeNumbers?.map((n) => [n.digits ?? null, n.evidence[0].loc.line]);
    expect(read('The denominators grow very quickly (5/121 already needs a 25-digit one), so use big integers.')).toEqual([[25, 3], [null, 3]]);
    expect(read('Both numbers have at most 1,000 digits.')).toEqual([[1000, 3]]);
    expect(read('Use exact integer arithmetic (no floating point, no overflow).')).toEqual([[null, 3], [null, 3]]);
    expect(read('The sum can need far more digits than that, so use exact (arbitrary precision) arithmetic.')).toEqual([[null, 3]]);
    // a number "written out in full": every digit of it, however many
    expect(read('Print `ways=` followed by the number of possible lines, written out in full as a decimal integer.')).toEqual([[null, 3]]);
    expect(read('The number of arrangements is printed in full.')).toEqual([[null, 3]]);
    expect(read('Print the result as `value=<number>` in full decimal.')).toEqual([[null, 3]]);
    // ... not names spelled out in full, nor full precision of a decimal
    expect(read('Day names are written in full: `Monday`, `Tuesday`.')).toBeUndefined();
    expect(read('Print the numbers in full precision (at least six significant digits).')).toBeUndefined();
    // places, and digits without a count, say nothing of magnitude
    expect(read('Print the mean with 2 digits after the point and `digits`, the number of decimal digits.')).toBeUndefined();
  });

  it('"Upper-case letters become lower-case" says the output is folded; the same said of the input is not', () => {
    expect(readStatementText(lines('# S', '', '1. Upper-case letters become lower-case.', ''), file).lowerCase?.[0].loc.line).toBe(3);
    expect(readStatementText(lines('# S', '', 'The input is lower-cased by the caller.', ''), file).lowerCase).toBeUndefined();
    // an instruction: "1. **Case.** Lower-case the scheme and the host."
    expect(readStatementText(lines('# S', '', '1. **Case.** Lower-case the scheme and the host.', ''), file).lowerCase?.[0].loc.line).toBe(3);
  });

  it('"at most two digits after the decimal point" bounds a value and fixes no places', () => {
    const c = readStatementText(lines('# B', '', 'Amounts are positive and have at most two digits after the decimal point.', ''), file);
    expect(c.fields).toEqual([]);
    expect(readStatementText(lines('# B', '', 'Amounts have exactly two digits after the decimal point.', ''), file).fields[0]?.shape?.value).toEqual({ kind: 'decimal', places: 2 });
  });

  it('a placeholder value (`union=...`) shows the key, not a shape; a later example with a list shows the list; a described one says what it says (its places)', () => {
    const c = readStatementText(lines('# S', '', 'Print:', '', '```', 'union=...', 'size=<n>', 'note=<the sum, rounded to two decimals>', 'name=<the name of the winner>', '```', '', 'For example, it prints', '', '```', 'union=1,2,3', '```', ''), file);
    expect(c.fields.map((f) => [f.key, f.shape?.value.kind])).toEqual([['union', 'list'], ['size', undefined], ['note', 'decimal'], ['name', 'text']]);
  });

  it('a value shown as written (`date=2024-04-04`, `note=3.50`) gives its shape to a key a described placeholder showed as text; a value with a space keeps it text', () => {
    const c = readStatementText(lines('# S', '', 'Print:', '', '```', 'date=<the deadline as YYYY-MM-DD>', 'note=<the sum, rounded>', 'names=<the holidays passed over>', '```', '', 'For example:', '', '```', 'date=2024-04-04', 'note=3.50', 'names=Good Friday,Easter Monday', '```', ''), file);
    expect(c.fields.map((f) => [f.key, f.shape?.value.kind, f.shape?.evidence[0].loc.line])).toEqual([['date', 'word', 14], ['note', 'decimal', 15], ['names', 'text', 8]]);
  });

  it('an elision (`...`) in an example leaves out fields: the JSON still parses, a key=value line keeps its values', () => {
    const json = readStatementText(lines('# S', '', 'The output is one JSON object:', '', '```', '{"checked": 4, "unknown": ["wrold"], ...}', '```', ''), file);
    expect(json.layout?.value).toEqual({ kind: 'json' });
    expect(json.fields.map((f) => f.key)).toEqual(['checked', 'unknown[]', 'unknown']);
    const kv = readStatementText(lines('# S', '', 'It prints:', '', '```', 'added=1 removed=1 ...', '```', ''), file);
    expect(kv.fields.map((f) => [f.key, f.shape?.value])).toEqual([['added', { kind: 'integer' }], ['removed', { kind: 'integer' }]]);
  });

  it('keeps every example block as written, with what it was taken for: input, output, or unknown when nothing says', () => {
    const c = readStatementText(
      lines('# D', '', '## Example', '', '```', '40.44 -79.98', '```', '', 'or, with its minutes,', '', '```', '40°26\'N 79°58\'W', '```', '', 'Input:', '', '```', 'A B', '```', '', 'prints', '', '```', 'ok=1', '```', ''),
      file,
    );
    expect(c.blocks?.map((b) => [b.kind, b.lines.map((l) => [l.line, l.text])])).toEqual([
      ['unknown', [[6, '40.44 -79.98']]],
      ['unknown', [[12, "40°26'N 79°58'W"]]],
      ['input', [[18, 'A B']]],
      ['output', [[24, 'ok=1']]],
    ]);
  });

  it('lets a tab separate input parts when the prose says "tab" or "whitespace", or an example input holds one', () => {
    const stdinTabs = (text: string) => readStatementText(text, file).input.find((d) => d.channel === 'stdin')?.tabs?.map((e) => e.loc.line);
    expect(stdinTabs(lines('# S', '', 'Each line holds a name and a number separated by whitespace.', ''))).toEqual([3]);
    expect(stdinTabs(lines('# S', '', '## Input', '', '```', 'ana\t3', '```', ''))).toEqual([6]);
    expect(stdinTabs(lines('# S', '', 'Each line holds a name, a space and a number.', '', '## Input', '', '```', 'ana 3', '```', ''))).toBeUndefined();
  });

  it('reads an input example as line shapes, refused when the prose says the line is malformed', () => {
    const t = readStatementText(
      lines('# G', '', '## Input', '', 'Each line is an edge:', '', '```', 'A B 4', '```', '', 'A malformed line must be refused:', '', '```', 'A', '```', ''),
      file,
    );
    expect(t.input).toHaveLength(1);
    expect(t.input[0].channel).toBe('stdin');
    expect(t.input[0].lines.map((l) => [l.parts.map((p) => p.kind), l.example, Boolean(l.refused)])).toEqual([
      [['word', 'word', 'integer'], 'A B 4', false],
      [['word'], 'A', true],
    ]);
    expect(t.input[0].lines[1].evidence[0].loc).toEqual({ file, line: 14, column: 1 });
    // an input example publishes no output layout
    expect(t.layout).toBeUndefined();
  });
});

describe('backticks and prose patterns', () => {
  const text = lines(
    '# Luhn', //                                                                                   1
    '', //                                                                                         2
    'Print `valid` and `vendor`. `valid` is `yes` or `no`. The vendor is `Visa`, `Discover` or `unknown`.', // 3
    '', //                                                                                         4
    'The edges are comma-separated, one pair per line. Names are case-insensitive.', //            5
    '', //                                                                                         6
    'On a malformed line, print an error to stderr and exit with a non-zero status.', //           7
    '',
  );
  const c = readStatementText(text, file);

  it('a single word in bold is a mention, located at the word; a bold phrase is not', () => {
    const c = readStatementText(lines('# P', '', '- **Perfect**: the sum equals the number.', '- **very important note**: read it.', ''), file);
    expect(c.mentions?.map((m) => [m.value, m.evidence[0].loc.column, m.evidence[0].via])).toEqual([['Perfect', 5, 'word in bold']]);
  });

  it('backticked words are mentions, with their column', () => {
    const valid = c.mentions?.find((m) => m.value === 'valid');
    expect(valid?.evidence.map((e) => e.loc)).toEqual([
      { file, line: 3, column: 8 },
      { file, line: 3, column: 30 },
    ]);
    expect(c.mentions?.map((m) => m.value)).toEqual(['valid', 'vendor', 'yes', 'no', 'Visa', 'Discover', 'unknown']);
  });

  it('"`key` is `a` or `b`" gives the key its vocabulary; alternatives without a key stay mentions only', () => {
    expect(c.fields.map((f) => [f.key, f.vocabulary.map((t) => t.value)])).toEqual([['valid', ['yes', 'no']]]);
    expect(c.fields[0].vocabulary[1].evidence[0].loc).toEqual({ file, line: 3, column: 50 });
  });

  it('separators, case rules, exit status and stderr from fixed patterns, with the situation', () => {
    expect(c.mentionedSeparators?.map((s) => [s.value, s.evidence[0].loc.line, s.evidence[0].loc.column])).toEqual([
      [',', 5, 15],
      ['\n', 5, 32],
    ]);
    expect(c.caseInsensitive?.[0].loc).toEqual({ file, line: 5, column: 61 });
    expect(c.exit.map((e) => [e.status, e.when])).toEqual([['nonzero', 'a malformed line']]);
    expect(c.stderr.map((s) => [s.expect, s.when])).toEqual([['nonempty', 'a malformed line']]);
  });

  it('"a message starting with `error:` to standard error" says what stderr holds; "an error message to stderr" only that it is not empty', () => {
    const said = (text: string) => readStatementText(lines('# S', '', text, ''), file).stderr.map((d) => [d.expect, d.pattern]);
    expect(said('For a bad zone, print nothing on standard output, write a message starting with `error:` to\nstandard error and exit with status 2.')).toEqual([['matches', 'error:']]);
    expect(said('For a bad zone, write an error message to `stderr`.')).toEqual([['nonempty', undefined]]);
    expect(said('The machine stops: the message `stack underflow at L` (where `L` is the number of the failing instruction) is written to standard error.')).toEqual([['matches', 'stack underflow at L']]);
    expect(said('If there are no diners, print `no diners` on standard error and exit with status 2.')).toEqual([['matches', 'no diners']]);
    // a remark in brackets between the text and where it goes, across a line break
    expect(said('If a label is malformed, print\n`invalid seat: LABEL` (with the offending\nlabel) to standard error, print nothing to standard output.')).toEqual([['matches', 'invalid seat: LABEL']]);
    // the text after the verb, in a line or a message said in other words
    expect(said('If any argument is invalid, the program prints one line beginning with\n`error:` to standard error and exits with status 1.')).toEqual([['matches', 'error:']]);
    expect(said('If any argument is malformed, write the line\n`error: bad parcel <argument>` to standard error for the first bad argument.')).toEqual([['matches', 'error: bad parcel <argument>']]);
    expect(said('The program reports it on standard error\nwith the line `line N: refused`, where `N` is the number of the input line.')).toEqual([['matches', 'line N: refused']]);
    // ... of its own clause: the characters of an aside are no message
    expect(said('If the expression contains a character that cannot start any token (such as `$` or `#`), print nothing on standard output, report the problem on standard error and exit with status 1.')).toEqual([['nonempty', undefined]]);
  });

  it('"a message naming the offending argument to standard error" says the message holds what was fed', () => {
    const names = (text: string) => readStatementText(lines('# S', '', text, ''), file).stderr.map((d) => [d.expect, d.namesInput]);
    expect(names('If any argument is malformed, write a message naming the offending argument to standard error and exit with status 2.')).toEqual([['nonempty', true]]);
    expect(names('Write an error message quoting the bad line to stderr.')).toEqual([['nonempty', true]]);
    expect(names('If any argument is malformed, write an error message to standard error.')).toEqual([['nonempty', undefined]]);
    // naming anything in an aside; the number of the line fed
    expect(names('In that case, print nothing on standard output and report the problem, naming the cask, on standard error.')).toEqual([['nonempty', true]]);
    expect(names('Print nothing on standard output, write a message to standard error that includes the number of the offending line (counting from 1).')).toEqual([['nonempty', true]]);
  });

  it('"exit with status 2" is a numbered exit status', () => {
    const t = readStatementText('# T\n\nAn unknown operation is an error: print nothing and exit with status 2.\n', file);
    expect(t.exit.map((e) => e.status)).toEqual([2]);
  });

  it('numbered and non-zero exit statuses in other wordings', () => {
    const table: [string, (number | 'nonzero')[]][] = [
      ['If a line is not an integer, exit with a status of 3.', [3]],
      ['Bad input exits with code 4.', [4]],
      ['The exit code should be 5 for a bad date.', [5]],
      ['On bad input, exit with an error status.', ['nonzero']],
      ['Bad input gives a non-zero exit code.', ['nonzero']],
    ];
    for (const [sentence, want] of table) expect(readStatementText(`# T\n\n${sentence}\n`, file).exit.map((e) => e.status), sentence).toEqual(want);
  });

  it('case rules in other wordings; "print in upper case" is not one', () => {
    for (const sentence of ['Answers may be in either case.', 'Case doesn\'t matter.', 'The comparison is not case-sensitive.', 'Print it in upper case or lower case.', 'These spellings are recognised, in any mix of upper and lower case.']) {
      expect(readStatementText(`# T\n\n${sentence}\n`, file).caseInsensitive?.length, sentence).toBe(1);
    }
    expect(readStatementText('# T\n\nPrint the name in upper case.\n', file).caseInsensitive).toBeUndefined();
  });

  it('"ignore letter case", "without regard to letter case", "ignoring upper/lower case" relax case; "case-sensitive", "letter case included" say it matters', () => {
    for (const sentence of ['When deciding, ignore letter case.', 'Tags are compared without regard to letter case.', 'The name may appear inside it, ignoring upper/lower case.', 'Upper and lower case letters are treated alike.']) {
      expect(readStatementText(`# T\n\n${sentence}\n`, file).caseInsensitive?.length, sentence).toBe(1);
    }
    for (const sentence of ['Names are case-sensitive.', 'Genres that differ only in case are different genres.', 'Titles are compared the same way, letter case included.', 'Anything else is a format error; in particular lower-case letters are not accepted.', 'A number that does not fit is invalid, including a number typed with lowercase letters.']) {
      const c = readStatementText(`# T\n\n${sentence}\n`, file);
      expect(c.caseVariants?.map((e) => e.loc.line), sentence).toEqual([3]);
      expect(c.caseInsensitive, sentence).toBeUndefined();
    }
    expect(readStatementText('# T\n\nThe comparison is not case-sensitive.\n', file).caseInsensitive?.length).toBe(1);
    expect(readStatementText('# T\n\nPrint the name in upper case.\n', file).caseVariants).toBeUndefined();
  });

  it('"`category`: one of alkali metal, ..., halogen, noble gas" publishes those plain words as the key\'s tokens; a list said of no key publishes none', () => {
    const c = readStatementText('# E\n\n- `category`: one of alkali metal, alkaline earth metal, halogen, noble gas\n', file);
    expect(c.fields.find((f) => f.key === 'category')?.vocabulary.map((v) => v.value)).toEqual(['alkali metal', 'alkaline earth metal', 'halogen', 'noble gas']);
    const none = readStatementText('# E\n\nPick one of red, green or blue paint for the walls.\n', file);
    expect(none.fields).toEqual([]);
    const or = readStatementText('# E\n\n- `band`: one of low, high or very high.\n', file);
    expect(or.fields.find((f) => f.key === 'band')?.vocabulary.map((v) => v.value)).toEqual(['low', 'high', 'very high']);
  });

  it('a long sentence of clauses after "one of" is read at once (it used to backtrack for ever), with its stderr and exit demands', () => {
    const text = lines('# L', '', '## Output', '',
      'The register must be consistent. If a line is not one of the two event forms,',
      'a count is not a positive whole number, a loan is sent twice, a return names a',
      'loan that was never sent, or a return would bring back more specimens than are',
      'out on that loan, print `line <k>: ` followed by a short explanation to',
      'standard error, print nothing on standard output, and exit with status 3.', '');
    const c = readStatementText(text, file);
    expect(c.exit.map((e) => e.status)).toEqual([3]);
    expect(c.stderr.length).toBeGreaterThan(0);
  });

  it('"`category` is one of the following names, ...:" then a paragraph or list of backticked words publishes those words as its values, not the announcing phrase', () => {
    const para = readStatementText(lines('# P', '', '`category` is one of the following names, listed from the weakest to the strongest:', '', '`high-card`, `pair`, `two-pair` or `flush`', ''), file);
    expect(para.fields.find((f) => f.key === 'category')?.vocabulary.map((v) => [v.value, v.evidence[0].loc.line, v.evidence[0].loc.column])).toEqual([['high-card', 5, 2], ['pair', 5, 15], ['two-pair', 5, 23], ['flush', 5, 37]]);
    const list = readStatementText(lines('# P', '', '`verdict` is one of the following:', '', '- `allow` - let it through', '- `deny`', ''), file);
    expect(list.fields.find((f) => f.key === 'verdict')?.vocabulary.map((v) => v.value)).toEqual(['allow', 'deny']);
    const prose = readStatementText(lines('# P', '', '`verdict` is one of the following:', '', 'Some prose with `allow` in it.', ''), file);
    expect(prose.fields.find((f) => f.key === 'verdict')?.vocabulary ?? []).toEqual([]);
  });

  it('a table column headed by a key the statement names lists that key\'s values; other tables publish none', () => {
    const text = lines('# I', '', 'Print `semitones` and `name`, from this table:', '', '| semitones | name |', '|---|---|', '| 0 | unison |', '| 6 | tritone |', '| 12 | octave |', '');
    const c = readStatementText(text, file);
    const name = c.fields.find((f) => f.key === 'name');
    expect(name?.vocabulary.map((v) => [v.value, v.evidence[0].loc.line])).toEqual([['unison', 7], ['tritone', 8], ['octave', 9]]);
    // digits are bound to an input: the `semitones` column publishes no token
    expect(c.fields.find((f) => f.key === 'semitones')?.vocabulary ?? []).toEqual([]);
    const unnamed = readStatementText(lines('# I', '', 'Some colours:', '', '| colour |', '|---|', '| red |', ''), file);
    expect(unnamed.fields).toEqual([]);
    // a header in capitals names only itself
    const capitals = readStatementText(lines('# O', '', 'Name the opening from this table.', '', '| moves | ECO |', '|---|---|', '| `e4 e5` | C20 |', ''), file);
    expect(capitals.fields).toEqual([]);
    // a header that is a word of an input line shown in the Input section (`A-` of `MATH101 4 A-`) names no key
    const grades = readStatementText(lines('# G', '', '| Grade | A | A- |', '|---|---|---|', '| Points | 4.0 | 3.7 |', '', '## Input', '', 'One course per line, for example `MATH101 4 A-`.', ''), file);
    expect(grades.fields).toEqual([]);
    // a table whose first column is an output key charts that key's values: its other columns are no keys, even where a
    // definition names them as values (`bust`, `waist`)
    const chart = readStatementText(
      lines('# S', '', '| size | bust | waist |', '|---|---|---|', '| S | 83-87 | 65-69 |', '| M | 88-92 | 70-74 |', '', '## Output', '',
        '- `size`: the size to buy;', '- `take_in`: the measurements (`bust`, `waist`) that need taking in.', ''),
      file,
    );
    expect(chart.fields.map((f) => f.key)).toEqual(['size', 'take_in']);
    expect(chart.fields[0]?.vocabulary.map((v) => v.value)).toEqual(['S', 'M']);
  });

  it('places said beside a key shown with a placeholder (`ph=<value>`) are that key\'s, not the next key\'s', () => {
    const c = readStatementText('# P\n\nPrint `ph=<value>` with the pH rounded to two decimal places, and `acidic`, telling whether it is below 7.\n', file);
    expect(c.fields.find((f) => f.key === 'ph')?.shape?.value).toEqual({ kind: 'decimal', places: 2 });
    expect(c.fields.find((f) => f.key === 'acidic')?.shape).toBeUndefined();
  });

  it('"one line with three positive numbers" said of the input publishes a line of three numbers beside an example of integers; said of the output it publishes none', () => {
    const c = readStatementText(lines('# D', '', 'Standard input holds one line with three positive numbers separated by spaces.', '', '```', 'input:  80 5730 11460', 'output: 20', '```', ''), file);
    const shown = c.input.flatMap((d) => d.lines).map((l) => [l.parts.map((p) => p.kind).join(' '), l.evidence[0].via, l.evidence[0].loc.line]);
    expect(shown).toContainEqual(['number number number', 'statement prose', 3]);
    expect(shown).toContainEqual(['integer integer integer', 'example input', 6]);
    expect(readStatementText(lines('# D', '', 'Print one line with two integers.', ''), file).input).toEqual([]);
  });

  it('input prose listing values ("the round\'s matches separated by spaces", "a comma-separated list") says a line is a list; values said to be two are not', () => {
    const said = (text: string) => readStatementText(lines('# D', '', text, ''), file).inputListSeparators?.map((d) => [d.value, d.evidence[0].loc.line]);
    expect(said("The first line of standard input holds n. Each further line is one round, listing that round's matches separated by spaces.")).toEqual([[' ', 3]]);
    expect(said('Standard input holds a comma-separated list of prices.')).toEqual([[',', 3]]);
    expect(said('The input holds the readings, separated by commas.')).toEqual([[',', 3]]);
    expect(said('Standard input holds one line with three positive numbers separated by spaces.')).toBeUndefined();
    expect(said('The input holds two integers separated by a space.')).toBeUndefined();
    expect(said('## Output\n\nPrint the names separated by spaces.')).toBeUndefined();
  });

  it('"R is a non-negative decimal number" or "may carry a fractional part" lets input numbers have decimals; "print a decimal number" does not', () => {
    const c = readStatementText(lines('# D', '', 'A ratio R is a non-negative decimal number; a level L may be negative or carry a fractional part.', ''), file);
    expect(c.input.find((d) => d.channel === 'stdin')?.decimals?.map((e) => e.loc.line)).toEqual([3, 3]);
    expect(readStatementText(lines('# D', '', 'Print the level as a decimal number.', ''), file).input.some((d) => d.decimals)).toBe(false);
    // "Both may have decimals": said of the input's values
    expect(readStatementText(lines('# D', '', '## Input', '', 'The distance and the elevation. Both may have decimals.', ''), file).input.find((d) => d.channel === 'stdin')?.decimals?.length).toBe(1);
    // "at most two digits after the decimal point": a price that may have decimals
    expect(readStatementText(lines('# D', '', '## Input', '', '`PRICE` has at most two digits after the decimal point.', ''), file).input.find((d) => d.channel === 'stdin')?.decimals?.length).toBe(1);
  });

  it('a backticked span of two tokens or more in the Input section shows an input line; one with placeholders or an elision does not', () => {
    const c = readStatementText(lines('# W', '', '## Input', '', 'Some entries are two words, such as `ICE CREAM`. The input ends with `0 0`.', '', 'Each line is `<name> <score>` or `a b ...`.', ''), file);
    const shown = c.input.flatMap((d) => d.lines).map((l) => [l.example, l.parts.map((p) => p.kind).join(' '), l.evidence[0].via, l.evidence[0].loc.line]);
    expect(shown).toEqual([['ICE CREAM', 'word word', 'backticked input line', 5], ['0 0', 'integer integer', 'backticked input line', 5]]);
    expect(readStatementText(lines('# W', '', '## Output', '', 'Print `ICE CREAM`.', ''), file).input).toEqual([]);
  });

  it('a placeholder of several words in an input template (`<highest bid>`) is one part', () => {
    const c = readStatementText(lines('# R', '', '## Input', '', '```', '<lot> <reserve> <highest bid>', '```', '', '```', 'L0012 500 650', '```', ''), file);
    const shown = c.input.flatMap((d) => d.lines).map((l) => [l.example, l.parts.map((p) => p.kind).join(' ')]);
    expect(shown).toEqual([['<lot> <reserve> <highest_bid>', 'word word word'], ['L0012 500 650', 'word integer integer']]);
  });

  it("a transcript's command line publishes the arguments it passes and the lines it pipes in, as instances (not a grammar)", () => {
    const c = readStatementText(lines('# S', '', '## Example', '', '```', "$ printf '3 4\\n5 6\\n' | ./sum --base 10", '7', '11', '```', ''), file);
    const shown = c.input.map((d) => [d.channel, d.lines.map((l) => [l.example, l.parts.map((p) => p.kind).join(' '), l.evidence[0].via, l.evidence[0].loc.line])]);
    expect(shown).toEqual([
      ['args', [['--base 10', 'word integer', EXAMPLE_COMMAND_LINE, 6]]],
      ['stdin', [['3 4', 'integer integer', EXAMPLE_COMMAND_LINE, 6], ['5 6', 'integer integer', EXAMPLE_COMMAND_LINE, 6]]],
    ]);
    // the lines after the command line are still its output
    expect(c.blocks?.map((b) => [b.kind, b.lines.map((l) => l.text)])).toEqual([['output', ['7', '11']]]);
  });

  it('a here-document after a command line is the example input; the lines after its terminator are the output', () => {
    const c = readStatementText(lines('# G', '', '```', '$ ./gaps 2 <<EOF', '100 5.1', '110 5.3', 'EOF', 'gap=10', '```', ''), file);
    expect(c.input.find((d) => d.channel === 'stdin')?.lines.map((l) => [l.example, l.evidence[0].via, l.evidence[0].loc.line])).toEqual([['100 5.1', 'example input', 5], ['110 5.3', 'example input', 6]]);
    expect(c.input.find((d) => d.channel === 'args')?.lines.map((l) => l.example)).toEqual(['2']);
    expect(c.fields.map((f) => f.key)).toEqual(['gap']);
  });

  it('an Input section of command-line arguments and no stdin: what it shows with an option in it is the arguments', () => {
    const channels = (c: ReturnType<typeof readStatementText>) => c.input.map((d) => [d.channel, d.lines.map((l) => l.example), d.decimals?.length ?? 0]);
    const backticked = readStatementText(lines('# B', '', '## Input', '', 'Command-line arguments: the stem length, optionally followed by', '`--lengths` and a list, for example `30 --lengths 2,3`.', ''), file);
    expect(channels(backticked)).toEqual([['args', ['30 --lengths 2,3'], 0]]);
    expect(backticked.input[0]!.lines[0]!.parts.map((p) => p.kind)).toEqual(['integer', 'word', 'word']);
    // a word before the options is the program's name; "may be fractional" says the numbers may have decimals
    const block = readStatementText(lines('# T', '', '## Input', '', 'Command-line options. Doses may be fractional.', '', '```', 'taper --start 30 --step 10', '```', ''), file);
    expect(channels(block)).toEqual([['args', ['--start 30 --step 10'], 1]]);
    // with standard input named, or without an option, a line shown stays a line of stdin
    const both = readStatementText(lines('# S', '', '## Input', '', 'One argument, then the records on standard input, such as `A --x 3`.', ''), file);
    expect(channels(both).filter(([ch]) => ch === 'stdin')).toEqual([['stdin', ['A --x 3'], 0]]);
    const bare = readStatementText(lines('# R', '', '## Input', '', 'One command-line argument.', '', '```', 'bale-rows 5', '```', ''), file);
    expect(channels(bare).find(([ch]) => ch === 'stdin')?.[1]).toEqual(['bale-rows 5']);
  });

  it("an input line that starts with the operation's own name is its command line: it publishes the arguments after it", () => {
    const c = readStatementText(lines('# F', '', '## Input', '', 'Two command-line arguments: the limit and the speed.', '', '```', 'op 50 65', '```', ''), file);
    expect(c.input.map((d) => [d.channel, d.lines.map((l) => [l.example, l.parts.map((p) => p.kind).join(' '), l.evidence[0].via])])).toEqual([['args', [['50 65', 'integer integer', 'example input']]]]);
    // any other first word is a line of standard input
    const other = readStatementText(lines('# F', '', '## Input', '', '```', 'limit 50 65', '```', ''), file);
    expect(other.input.map((d) => [d.channel, d.lines.map((l) => l.example)])).toEqual([['stdin', ['limit 50 65']]]);
  });

  it('a case rule in a sentence about the input relaxes the input only', () => {
    const c = readStatementText('# T\n\nIn the input, letters may be given in upper or lower case. Print the digits in lower case.\n', file);
    expect(c.caseInsensitive).toBeUndefined();
    expect(c.inputCaseInsensitive?.map((e) => e.loc.column)).toEqual([39]);
    expect(readStatementText('# T\n\nHex digits may be upper or lower case.\n', file).caseInsensitive?.length).toBe(1);
  });

  it('stderr in other wordings, and "nothing to stderr" is not a message', () => {
    const table: [string, string[]][] = [
      ['On bad input, report the problem on stderr.', ['nonempty']],
      ['Write a diagnostic to standard error.', ['nonempty']],
      ['An error message goes to standard error.', ['nonempty']],
      ['Print nothing to stderr.', ['empty']],
      // in a verb of its own, and none twice for one sentence
      ['If the duty cannot be worked out, print nothing on standard output and explain the refusal on standard error.', ['nonempty']],
      ['Anything written on standard error is ignored.', []],
      ['The program does not write to standard error.', []],
      ['If a time cannot be read, print nothing on standard output and write an error message to standard error.', ['nonempty']],
      ['With no arguments at all the program prints a usage message on standard error.', ['nonempty']],
      ['A valid line produces no error output on standard error.', []],
    ];
    for (const [sentence, want] of table) expect(readStatementText(`# T\n\n${sentence}\n`, file).stderr.map((e) => e.expect), sentence).toEqual(want);
  });
});

describe('the contract notation', () => {
  const notation = lines(
    '# Connected', //                                                           1
    '', //                                                                      2
    '## Output', //                                                             3
    '', //                                                                      4
    'Print the answer as described here.', //                                   5
    '', //                                                                      6
    'One line of `key=value` fields, separated by spaces, in any order.', //   7
    '', //                                                                      8
    '- `connected`: `yes` or `no`', //                                          9
    '- `edges`: a list of pairs `A-B` of words separated by `,`', //           10
    '- `value` (optional): an integer, up to 31,269 digits', //               11
    '', //                                                                     12
    'Exit status non-zero when the input has a malformed line.', //           13
    '',
  );

  it('parses every line into the published contract, located', () => {
    const c = readStatementText(notation, file);
    expect(c.problems).toEqual([]);
    expect(c.layout).toEqual({ value: { kind: 'fields', assign: '=', separator: ' ' }, evidence: [{ loc: { file, line: 7, column: 1 }, via: 'contract notation' }] });
    expect(c.fields.map((f) => [f.key, f.required, f.presence[0].loc.line])).toEqual([
      ['connected', true, 9],
      ['edges', true, 10],
      ['value', false, 11],
    ]);
    expect(c.fields[0].vocabulary.map((t) => [t.value, t.evidence[0].loc.column])).toEqual([
      ['yes', 16],
      ['no', 25],
    ]);
    expect(c.fields[2].magnitude?.value).toBe(31269);
    expect(c.exit).toEqual([{ status: 'nonzero', when: 'the input has a malformed line', evidence: [{ loc: { file, line: 13, column: 1 }, via: 'contract notation' }] }]);
    // the prose before the block is still read as prose, the notation's backticks are not mentions
    expect(c.mentions).toBeUndefined();
  });

  it('reads the same with Windows line endings', () => {
    const crlf = readStatementText(notation.replace(/\n/g, '\r\n'), file);
    const lf = readStatementText(notation, file);
    expect(crlf).toEqual(lf);
  });

  it('an error gets a notation-error at its line and column with ohm\'s "Expected ..." message', () => {
    const broken = notation.replace('- `edges`: a list of pairs', '- `edges`: a lst of pairs');
    const c = readStatementText(broken, file);
    expect(c.problems).toHaveLength(1);
    const p = c.problems[0];
    expect(p.kind).toBe('notation-error');
    expect(p.loc).toEqual({ file, line: 10, column: 12 });
    expect(p.message).toMatch(/^Expected /);
    expect(p.message).toContain('"a list of"');
  });

  it('describes lexical rules, so a missing token reads "Expected a token in backticks"', () => {
    const c = readStatementText(notation.replace('`yes` or `no`', '`yes` or no'), file);
    expect(c.problems.map((p) => [p.loc.line, p.loc.column, p.message])).toEqual([[9, 25, 'Expected a token in backticks, like `yes`']]);
  });

  it('a layout line with an error, followed by bullets, is still the notation (its error is reported)', () => {
    const c = readStatementText(notation.replace('separated by spaces, in any order.', 'separated by tabs.'), file);
    expect(c.problems.map((p) => [p.kind, p.loc.line, p.loc.column])).toEqual([['notation-error', 7, 46]]);
    expect(c.problems[0].message).toMatch(/^Expected a separator/);
  });

  it('parses an ## Input notation block', () => {
    const c = readStatementText(
      lines('# G', '', '## Input', '', 'Lines on stdin:', '- a word, a word and an integer, separated by spaces, like `A B C`.', '- refused: a word, separated by spaces.', '', 'Numbers of up to 20 digits. Up to 1,000 lines.', ''),
      file,
    );
    expect(c.problems).toEqual([]);
    expect(c.input).toHaveLength(1);
    expect(c.input[0].lines.map((l) => [l.parts.map((p) => p.kind), l.example, Boolean(l.refused)])).toEqual([
      [['word', 'word', 'integer'], 'A B C', false],
      [['word'], '', true],
    ]);
    expect(c.input[0].magnitude?.value).toBe(20);
    expect(c.input[0].size?.value).toBe(1000);
  });
});

describe('prose sections', () => {
  it('a prose section that starts like the notation but is a sentence of prose is not notation', () => {
    const c = readStatementText(
      lines('# P', '', '## Output', '', 'One line of `key=value` fields separated by spaces:', '', '- `dist`: the total weight of the path;', '- `path`: the nodes, comma-separated;', ''),
      file,
    );
    expect(c.problems).toEqual([]);
    expect(c.mentions?.map((m) => m.value)).toEqual(['dist', 'path']); // `key=value` is the layout's placeholder, not two words
    // "comma-separated" is said in `path`'s own definition: it is that key's separator, not one for any list
    expect(c.mentionedSeparators?.map((s) => s.value)).toEqual([' ']);
    expect(c.fields.find((f) => f.key === 'path')?.separators?.map((s) => s.value)).toEqual([',']);
    expect(c.fields.find((f) => f.key === 'dist')?.separators).toBeUndefined();
  });

  const suite = new URL('../../oracles/', import.meta.url).pathname;
  const statements = existsSync(suite)
    ? readdirSync(suite, { withFileTypes: true })
        .filter((d) => d.isDirectory() && !d.name.startsWith('_') && existsSync(join(suite, d.name, 'task.md')))
        .map((d) => d.name)
    : [];

  it('the bundled suite has statements to read', () => {
    expect(statements.length).toBeGreaterThanOrEqual(10);
  });

  it.each(statements)('the bundled statement %s (written without the notation) reads without a problem', (name) => {
    const text = readFileSync(join(suite, name, 'task.md'), 'utf8');
    const c = readStatementText(text, `${name}/task.md`);
    expect(c.problems).toEqual([]);
  });
});

describe('layout shown in prose', () => {
  it('"`key=value` pairs separated by a space" publishes the fields layout, located at the backticks', () => {
    const c = readStatementText(
      lines('# C', '', '## Input', '', 'Edges, one per line, separated by spaces.', '', '## Output', '', 'Print two fields as `key=value` pairs separated by a space: `connected` and `components`.', ''),
      file,
    );
    expect(c.layout).toEqual({ value: { kind: 'fields', assign: '=', separator: ' ' }, evidence: [{ loc: { file, line: 9, column: 22 }, via: 'statement prose' }] });
    // the Input section's separators are about the input, not the output
    expect(c.mentionedSeparators?.map((s) => [s.value, s.evidence[0].loc.line])).toEqual([[' ', 9]]);
  });

  it('"printed as `name: value` lines" is one key:value field per line, and `name` is the placeholder, not a key', () => {
    const c = readStatementText(lines('# U', '', 'The answer is printed as `name: value` lines: a `value` line with the number,', 'and a `unit` line.', ''), file);
    expect(c.layout).toEqual({ value: { kind: 'fields', assign: ':', separator: '\n' }, evidence: [{ loc: { file, line: 3, column: 27 }, via: 'statement prose' }] });
    expect(c.mentions?.map((m) => m.value)).toEqual(['value', 'unit']);
  });

  it('"as two key=value fields" without backticks publishes the fields layout, separator unsaid (whitespace)', () => {
    const c = readStatementText(lines('# K', '', 'Print it as two key=value fields, `moves` and `steps`.', ''), file);
    expect(c.layout).toEqual({ value: { kind: 'fields', assign: '=', separator: ' ' }, evidence: [{ loc: { file, line: 3, column: 17 }, via: 'statement prose' }] });
    // "key=value" said of a value is not the layout
    expect(readStatementText(lines('# K', '', 'Print the number of keys.', ''), file).layout).toBeUndefined();
  });

  it('`key: V` placeholders publish key:value fields one to a line, in a list or a sentence', () => {
    const list = readStatementText(lines('# V', '', 'When the log ends, print four lines:', '', '- `dispensed: ...` - the names of the items', '- `change: ...` - the change, in cents', ''), file);
    expect(list.layout?.value).toEqual({ kind: 'fields', assign: ':', separator: '\n' });
    const sentence = readStatementText(lines('# B', '', 'Print one line per account in the form `NAME: BALANCE`, then a line `rejected: N`.', ''), file);
    expect(sentence.layout).toEqual({ value: { kind: 'fields', assign: ':', separator: '\n' }, evidence: [{ loc: { file, line: 3, column: 41 }, via: 'statement prose' }] });
  });

  it('prose saying the output is JSON names the layout, though a backticked example token looks like `key=value`', () => {
    const c = readStatementText(lines('# SAN', '', 'A move is written like `Nf3` or `e8=Q+`.', '', 'For each move, print one line holding a JSON object with `piece` and `to`.', ''), file);
    expect(c.layout?.value).toEqual({ kind: 'json' });
    // without the JSON sentence the token is the only hint there is
    const kv = readStatementText(lines('# T', '', 'Print `total=N`.', ''), file);
    expect(kv.layout?.value).toEqual({ kind: 'fields', assign: '=', separator: ' ' });
  });

  it('"separate words by ` / `" and "separate the codes by one space" said as instructions publish those separators', () => {
    const c = readStatementText(lines('## Output', '', 'Separate the codes of consecutive letters within a word by one space, and separate words by ` / `.', ''), file);
    expect(c.mentionedSeparators?.map((m) => [m.value, m.evidence[0].loc.column])).toEqual([[' ', 1], [' / ', 75]]);
  });

  it('"For every `query`, one line" and "One CSV line per employee" say the output is lines', () => {
    const every = readStatementText(lines('## Output', '', 'For every `query`, one line with the colour the light shows.', ''), file);
    expect(every.mentionedSeparators?.map((m) => m.value)).toEqual(['\n']);
    // a clause between ("For every input square, in the same order, print one line")
    const clause = readStatementText(lines('## Output', '', 'For every input square, in the same order, print one line holding the square and its colour.', ''), file);
    expect(clause.mentionedSeparators?.map((m) => m.value)).toEqual(['\n']);
    // ... and "print a line"
    const aLine = readStatementText(lines('## Output', '', "For each flag, in input order, print a line with the flag's name and its state.", ''), file);
    expect(aLine.mentionedSeparators?.map((m) => m.value)).toEqual(['\n']);
    const csv = readStatementText(lines('## Output', '', 'One CSV line per employee with three fields.', ''), file);
    expect(csv.mentionedSeparators?.map((m) => m.value).sort()).toEqual(['\n', ',']);
    // CSV said of the input is the input's
    expect(readStatementText(lines('## Input', '', 'CSV on standard input, one shift per line.', ''), file).mentionedSeparators).toBeUndefined();
  });

  it('any order rule the prose gives for the output lines publishes their order ("newest first; ... listed by id")', () => {
    const c = readStatementText(lines('# T', '', 'Print the matching records one per line, newest first; records from the same year are listed by id.', ''), file);
    expect(c.sortedLines?.map((e) => e.loc.line)).toEqual([3, 3]);
    expect(readStatementText(lines('# T', '', 'Print the scores in descending order.', ''), file).sortedLines).toHaveLength(1);
    expect(readStatementText(lines('# T', '', 'Print the scores, one per line.', ''), file).sortedLines).toBeUndefined();
    // a tie broken by an order: "print the one that is smallest in byte order"
    expect(readStatementText(lines('# T', '', 'Whenever several targets could come next, print the one that is smallest in byte order.', ''), file).sortedLines).toHaveLength(1);
  });

  it('"listed alphabetically" of the output publishes sorted lines; "sorted" in a sentence about the input does not', () => {
    const c = readStatementText(lines('# T', '', 'Print one line per employee, listed alphabetically by name.', ''), file);
    expect(c.sortedLines?.map((e) => [e.loc.line, e.loc.column])).toEqual([[3, 30]]);
    const input = readStatementText(lines('# T', '', 'Print the groups. The input words are sorted alphabetically.', ''), file);
    expect(input.sortedLines).toBeUndefined();
    // an order that refers to the input is still the output's
    const byInput = readStatementText(lines('# T', '', 'Print one line per pair. Pairs are ordered by the position of the first route in the input.', ''), file);
    expect(byInput.sortedLines).toHaveLength(1);
    // ... and so is one said after the input is named in a phrase of place, as where the items come from
    const placed = readStatementText(lines('# T', '', '## Output', '', '- `teachers`: one object per teacher who appears in the input, sorted by teacher code.', ''), file);
    expect(placed.sortedLines).toHaveLength(1);
    expect(placed.orderSaid).toHaveLength(1);
    const inputSorted = readStatementText(lines('# T', '', '## Output', '', 'Print the groups. Each input line is sorted by time.', ''), file);
    expect(inputSorted.orderSaid).toBeUndefined();
    const notation = readStatementText(lines('# T', '', '## Output', '', 'One value per line.', '', 'Lines are sorted alphabetically.', ''), file);
    expect(notation.problems).toEqual([]);
    expect(notation.sortedLines?.[0].loc.line).toBe(7);
  });

  it('blocks separated by a blank line are published by the notation, by prose about the output, or by an example output that shows one', () => {
    const notation = readStatementText(lines('# T', '', '## Output', '', 'One value per line.', '', 'Blocks are separated by a blank line.', ''), file);
    expect(notation.problems).toEqual([]);
    expect(notation.blankLineBlocks?.[0].loc.line).toBe(7);
    expect(readStatementText(lines('# T', '', 'Print one report per address, with an empty line between reports.', ''), file).blankLineBlocks?.[0].loc.line).toBe(3);
    // said of the input only, it publishes nothing about the output
    expect(readStatementText(lines('# T', '', '## Input', '', 'Blank lines in the input are ignored.', ''), file).blankLineBlocks).toBeUndefined();
    // an example shows it: the diff finds the empty line between two lines of an output block
    const shown = readStatementText(lines('# T', '', 'For example, the output is:', '', '```', 'a=1', '', 'a=2', '```', ''), file);
    expect(shown.blankLineBlocks).toBeUndefined();
    expect(shown.blocks?.find((b) => b.kind === 'output')?.lines.map((l) => l.text)).toEqual(['a=1', '', 'a=2']);
  });

  it('fixed-width columns are published by the notation sentence, or by prose that gives widths or places ("columns 1-10", "8 characters wide", "padded with spaces to 12", a `| 1-8 |` row); not by "lined up in columns"', () => {
    const notation = readStatementText(lines('# T', '', '## Output', '', 'One value per line.', '', 'Fixed-width columns: characters 1-10, 11-15, 16 onwards.', ''), file);
    expect(notation.problems).toEqual([]);
    expect(notation.fixedColumns?.columns).toEqual([{ start: 0, end: 10 }, { start: 10, end: 15 }, { start: 15 }]);
    expect(notation.fixedColumns?.evidence[0].loc.line).toBe(7);
    for (const sentence of [
      'A fixed-width table, one row per item.',
      'Columns 1-10 hold the name, left-aligned.',
      'The count is right-aligned in a column 6 characters wide.',
      'The name is padded with spaces on the right to 12 characters.',
      'The week number, right-aligned in a field of four.',
      'The id is right-aligned in the first three columns.',
    ]) {
      expect(readStatementText(lines('# T', '', '## Output', '', sentence, ''), file).columnWidthsSaid?.[0].loc.line, sentence).toBe(5);
    }
    expect(readStatementText(lines('# T', '', '## Output', '', '| columns | holds |', '|---|---|', '| 1-8 | patient id |', ''), file).columnWidthsSaid).toHaveLength(1);
    for (const sentence of ['The time, the groomer and the dog, lined up in columns so the sheet is easy to read.', 'A table with three aligned columns.', 'Print the two columns separated by a space.']) {
      expect(readStatementText(lines('# T', '', '## Output', '', sentence, ''), file).columnWidthsSaid, sentence).toBeUndefined();
    }
  });

  it('an imperative "Sort these lines the same way" or "sort the output by name" publishes sorted lines; "sort" without a manner does not', () => {
    for (const sentence of ['Ids are compared by character code. Sort these lines the same way: by the first id.', 'Then sort the output by name.']) {
      expect(readStatementText(lines('# T', '', sentence, ''), file).sortedLines?.length, sentence).toBe(1);
    }
    expect(readStatementText(lines('# T', '', 'You may sort the input first if it helps.', ''), file).sortedLines).toBeUndefined();
  });

  it('any words about the order of the output lines are an order said ("nearest first", "in the order they are seen", "from steepest to gentlest"); not said of the input, nor "sort it out"', () => {
    const said = (sentence: string) => readStatementText(lines('# T', '', sentence, ''), file).orderSaid?.length ?? 0;
    for (const sentence of [
      'Print the sites within reach, nearest site first.',
      'One line per turbine, earliest next service day first.',
      'Print the patients in the order they will be seen.',
      'The good nights, in date order.',
      'Runs are listed from the steepest to the gentlest.',
      'Commercial boats go in order of arrival time.',
      'Print the k most frequent items, most frequent first.',
    ]) expect(said(sentence), sentence).toBeGreaterThan(0);
    for (const sentence of ['Print one line per employee.', 'The first line holds the count.', 'The depot staff sort it out by hand.']) expect(said(sentence), sentence).toBe(0);
    expect(readStatementText(lines('# T', '', '## Input', '', 'Lines are in time order.', ''), file).orderSaid).toBeUndefined();
    // an order the Output section gives is marked as the output's; one of the description beside it may be the work's
    // (or the input's); with no Output section, the prose is all the statement says of the output
    const both = readStatementText(lines('# T', '', 'Go through the huts in the order they are listed.', '', '## Output', '', 'The granted slots in the order they are flown.', ''), file);
    expect(both.orderSaid?.map((e) => [e.loc.line, e.via])).toEqual([[3, PROSE_BESIDE_OUTPUT_SECTION], [7, OUTPUT_SECTION_PROSE]]);
    const storyOnly = readStatementText(lines('# T', '', 'Go through the huts in the order they are listed.', '', '## Example', '', 'text', ''), file);
    expect(storyOnly.orderSaid?.map((e) => [e.loc.line, e.via])).toEqual([[3, 'statement prose']]);
  });

  it('prose naming a first line of the output ("a header naming the columns", "The first line is `min=<min>`") is a header said; in the Input section it is not', () => {
    const said = (sentence: string) => readStatementText(lines('# T', '', '## Output', '', sentence, ''), file).headerSaid?.length ?? 0;
    expect(said('The first line is a header naming the columns `C1`, `C2`, ...')).toBeGreaterThan(0);
    expect(said('The first line is `min=<min> max=<max>`.')).toBe(1);
    expect(said('One row per pound, in the order of the input.')).toBe(0);
    expect(readStatementText(lines('# T', '', '## Input', '', 'The first line holds the count.', ''), file).headerSaid).toBeUndefined();
  });

  it('an example block wins over prose', () => {
    const c = readStatementText(lines('# C', '', 'Print `value=<number>`.', '', '```', 'value: 3', '```', ''), file);
    expect(c.layout?.value).toEqual({ kind: 'fields', assign: ':', separator: '\n' });
    expect(c.layout?.evidence[0].via).toBe('example output');
  });
});

describe('where a notation block ends', () => {
  it('prose after the notation stays prose: an exact layout line followed by a sentence is not an error', () => {
    const c = readStatementText(lines('# H', '', '## Output', '', 'One value per line.', '', 'The first line is the count, the second the `sum`.', ''), file);
    expect(c.problems).toEqual([]);
    expect(c.layout?.value).toEqual({ kind: 'lines' });
    expect(c.layout?.evidence[0].via).toBe('contract notation');
    expect(c.mentions?.map((m) => m.value)).toEqual(['sum']);
  });

  it('a broken bullet inside the block is still reported', () => {
    const c = readStatementText(lines('# H', '', '## Output', '', 'One value per line.', '- line 1: an integr', 'Then prose.', ''), file);
    expect(c.problems.map((p) => [p.loc.line, p.loc.column])).toEqual([[6, 11]]);
  });
});

describe('prose that opens like the notation', () => {
  it('a paragraph counting the output lines ("Two lines. The first is `overlap=` ...") publishes one key=value field per line', () => {
    const layout = (text: string) => readStatementText(lines('# P', '', '## Output', '', text, ''), file).layout?.value;
    expect(layout('Two lines. The first is `overlap=` followed by whether the stays share a night. The second gives `shared=` and the count.'))
      .toEqual({ kind: 'fields', assign: '=', separator: '\n' });
    // without a count of lines nothing says how the fields are separated
    expect(layout('Print `overlap=` followed by whether the stays share a night, and `shared=` with the count.')).toMatchObject({ kind: 'fields', assign: '=' });
    expect(layout('Print `overlap=` followed by whether the stays share a night, and `shared=` with the count.')).not.toMatchObject({ separator: '\n' });
  });

  it('the value of a backticked `key=value` is marked as a value (`250` of `filled=250`), its key as a word', () => {
    const c = readStatementText(lines('# P', '', 'So `status=filled` and `filled=250`.', ''), file);
    const vias = (w: string) => c.mentions?.find((m) => m.value === w)?.evidence.map((e) => e.via);
    expect(vias('status')).toEqual(['backticked word']);
    expect(vias('250')).toEqual([ASSIGNED_MENTION]);
    expect(vias('filled')).toEqual([ASSIGNED_MENTION, 'backticked word']);
  });

  it('"Print one `key=value` pair per line" publishes fields separated by newlines', () => {
    const c = readStatementText(lines('# P', '', '## Output', '', 'Print one `key=value` pair per line:', '', '- `makespan`: when the last job ends;', '- `jobs`: the critical path.', ''), file);
    expect(c.layout?.value).toEqual({ kind: 'fields', assign: '=', separator: '\n' });
    expect(readStatementText(lines('# P', '', '## Output', '', 'Print the `key=value` pairs:', '', '- `makespan`: when the last job ends.', ''), file).layout?.value).not.toMatchObject({ separator: '\n' });
  });

  it('"One line of `key=value` fields separated by spaces." with prose bullets is prose, not an error', () => {
    const c = readStatementText(
      lines('# P', '', '## Output', '', 'One line of `key=value` fields separated by spaces.', '', '- `dist`: the total weight of the path;', '- `hops`: the number of edges.', ''),
      file,
    );
    expect(c.problems).toEqual([]);
  });

  it('"`failed` - the number of ..." says outright the integer an example also shows (the shape is not only by example)', () => {
    const c = readStatementText(
      lines('# P', '', '## Output', '', '- `failed` - the number of rules the password breaks;', '- `verdict` - how strong it is.', '', '```', 'failed=3 verdict=weak', '```', ''),
      file,
    );
    const failed = c.fields.find((f) => f.key === 'failed');
    expect(failed?.shape?.value).toEqual({ kind: 'integer' });
    expect(failed?.shape?.evidence.map((e) => [e.loc.line, /example/.test(e.via ?? '')])).toEqual([[9, true], [5, false]]);
    // an example alone still publishes only by example
    const shown = readStatementText(lines('# P', '', '```', 'failed=3 verdict=weak', '```', ''), file).fields.find((f) => f.key === 'failed');
    expect(shown?.shape?.evidence.every((e) => /example/.test(e.via ?? ''))).toBe(true);
  });

  it('backticked names in the Input section name parts of the input: marked as such, and "`result` is `ok` or `fail`" there makes no output key', () => {
    const text = lines(
      '# L', '',
      '## Input', '',
      'One attempt per line, `timestamp,user,result`: `timestamp` is a number of seconds and `result` is `ok` or `fail`.', '',
      '## Output', '',
      'One line per user; `state` is `open` or `locked`.', '',
    );
    const c = readStatementText(text, file);
    expect(c.fields.map((f) => [f.key, f.vocabulary.map((v) => v.value)])).toEqual([['state', ['open', 'locked']]]);
    const via = (word: string) => c.mentions?.find((m) => m.value === word)?.evidence.map((e) => e.via);
    expect(via('timestamp')).toEqual([INPUT_MENTION]);
    expect(via('state')).toEqual([OUTPUT_MENTION]);
  });

  it('the same line with notation bullets is the notation, and its error is reported', () => {
    const c = readStatementText(
      lines('# P', '', '## Output', '', 'One line of `key=value` fields separated by spaces.', '', '- `dist`: a decimal number', ''),
      file,
    );
    expect(c.problems.map((p) => [p.kind, p.loc.line, p.loc.column, p.message])).toEqual([['notation-error', 5, 32, 'Expected ","']]);
  });
});

describe('generalising readers (prose across line wraps, colon fields, JSON arrays)', () => {
  it('prose patterns match across a line wrap, with adjectives before "error message", located at their first word', () => {
    const c = readStatementText(lines('# T', '', 'If the input is bad, print a short error message', 'on standard error and exit with a', 'non-zero status.', ''), file);
    expect(c.stderr.map((s) => s.expect)).toEqual(['nonempty']);
    expect(c.stderr[0].evidence[0].loc).toEqual({ file, line: 3, column: 22 });
    expect(c.exit.map((e) => e.status)).toEqual(['nonzero']);
    expect(c.exit[0].evidence[0].loc.line).toBe(4);
  });

  it('a transcript output `index:3` is a key:value field, not a bare value', () => {
    const c = readStatementText(lines('# T', '', '```', '$ prog 7 1 3 5 7', 'index:3', '```', ''), file);
    expect(c.layout?.value).toEqual({ kind: 'fields', assign: ':', separator: ' ' });
    expect(c.fields.map((f) => [f.key, f.shape?.value.kind])).toEqual([['index', 'integer']]);
  });

  it('a JSON example publishes the paths of array elements, nested arrays and objects in arrays', () => {
    const c = readStatementText(lines('# T', '', 'Output:', '', '```json', '{"merged": [[1, 6], [8, 10]], "items": [{"name": "a"}], "count": 2}', '```', ''), file);
    expect(c.fields.map((f) => f.key).sort()).toEqual(['count', 'items', 'items[].name', 'merged', 'merged[]', 'merged[][]']);
    expect(c.fields.find((f) => f.key === 'merged[][]')?.shape?.value).toEqual({ kind: 'integer' });
  });

  it('a top-level JSON array publishes its elements\' paths', () => {
    const c = readStatementText(lines('# T', '', 'Output:', '', '```json', '[{"item": "apple", "quantity": 3}]', '```', ''), file);
    expect(c.layout?.value).toEqual({ kind: 'json' });
    expect(c.fields.map((f) => f.key).sort()).toEqual(['[].item', '[].quantity']);
  });
});

describe('output lines named in prose', () => {
  it('"print X on the first line ... and Y on the second line" publishes one value per line, by position', () => {
    const c = readStatementText(lines('# T', '', 'The first line of standard input is the capacity.', '', 'Print the best value on the first line of output and the items on the', 'second line.', ''), file);
    expect(c.layout?.value).toEqual({ kind: 'lines' });
    expect(c.fields.map((f) => [f.key, f.position?.value, f.presence[0].loc.line])).toEqual([[null, 0, 5], [null, 1, 6]]);
  });
  it('lines named only about the input publish no output layout', () => {
    const c = readStatementText(lines('# T', '', 'The first line of standard input is the capacity; the second line holds the items.', ''), file);
    expect(c.layout).toBeUndefined();
  });
});

describe('literals shown in plain prose', () => {
  it('a word in quotes or in capitals is a mention, located at the word', () => {
    const c = readStatementText(lines('# T', '', 'Print YES if the graph is connected and NO otherwise; print "none" when it is empty.', ''), file);
    const at = (w: string) => c.mentions?.find((m) => m.value === w)?.evidence[0].loc;
    expect(at('YES')).toEqual({ file, line: 3, column: 7 });
    expect(at('NO')).toEqual({ file, line: 3, column: 41 });
    expect(at('none')).toEqual({ file, line: 3, column: 62 });
    expect(c.mentions?.map((m) => m.value)).not.toContain('Print');
  });
});

describe('which blocks show output', () => {
  it('"one line per feed" names no feeding of the program; "For the input above the X are:" introduces that input\'s answer', () => {
    const c = readStatementText(lines('# T', '', '## Input', '', '```', 'stores=14', 'target=20', '```', '', '## Output', '', 'One line per feed, in order:', '', '```', 'day=<day> litres=<litres>', '```', '', 'For the input above the shortfall is 6 kg, which needs 5 litres:', '', '```', 'day=3 litres=2.5', 'day=8 litres=2.5', '```', ''), file);
    expect(c.blocks?.map((b) => b.kind)).toEqual(['input', 'output', 'output']);
    expect(c.fields.map((f) => f.key)).toEqual(['day', 'litres']);
  });
  it('"`aisle`: `yes` if ..., otherwise `no`" offers both values of the key', () => {
    const c = readStatementText(lines('# T', '', '## Output', '', '- `aisle`: `yes` if the block starts at seat 1 or ends at the last seat of its row,', '  otherwise `no`.', '- `feasible` — `yes` when at least one way exists, otherwise `no`', ''), file);
    expect(c.fields.map((f) => [f.key, f.vocabulary.map((v) => v.value)])).toEqual([['aisle', ['yes', 'no']], ['feasible', ['yes', 'no']]]);
    expect(c.fields[0].vocabulary[1].evidence[0].loc.line).toBe(6);
  });
  it('prose saying an input number may have one decimal ("a number with one decimal such as `5.5`") allows decimals in the input', () => {
    const c = readStatementText(lines('# T', '', '## Input', '', 'Each line holds an amount in cents and a rate in percent (a whole number, or a number with one decimal such as `5.5`).', ''), file);
    expect(c.input.find((d) => d.channel === 'stdin')?.decimals?.length).toBe(1);
  });
});

describe('decimal places stated in prose', () => {
  it('"rounded to two decimal places" gives the value its places; a backticked key in the sentence gets them', () => {
    const whole = readStatementText(lines('# T', '', 'Print their average rounded to two decimal places.', ''), file);
    expect(whole.fields.map((f) => [f.key, f.shape?.value])).toEqual([[null, { kind: 'decimal', places: 2 }]]);
    expect(whole.fields[0].shape?.evidence[0].loc).toEqual({ file, line: 3, column: 32 });
    const keyed = readStatementText(lines('# T', '', '`mean` is the average with 1 digits after the point. `count` is an integer.', ''), file);
    expect(keyed.fields.map((f) => [f.key, f.shape?.value])).toEqual([['mean', { kind: 'decimal', places: 1 }]]);
  });
  it('one place, in the singular', () => {
    const c = readStatementText(lines('# T', '', 'Print the mean rounded to one decimal place.', ''), file);
    expect(c.fields.map((f) => f.shape?.value)).toEqual([{ kind: 'decimal', places: 1 }]);
  });
  it('places said of the input publish nothing', () => {
    const c = readStatementText(lines('# T', '', 'The input numbers have two decimal places.', ''), file);
    expect(c.fields).toEqual([]);
  });
  it('a key defined by its list item gets the places, not another key its description names', () => {
    const c = readStatementText(lines('# T', '', '## Output', '', '- `force` — the peak force `F` in kilonewtons, rounded to one decimal;', '- `spread`: `best_ask` minus `best_bid`, with two decimals', '- `pct` (number): the mass minus `vgm`, as a share of `vgm`, rounded to one decimal place.', ''), file);
    const shapes = Object.fromEntries(c.fields.filter((f) => f.shape).map((f) => [f.key, f.shape!.value]));
    expect(shapes).toEqual({ force: { kind: 'decimal', places: 1 }, spread: { kind: 'decimal', places: 2 }, pct: { kind: 'decimal', places: 1 } });
  });
  it('a key written with its assign and no value (`litres=`) gets the places its item gives', () => {
    const c = readStatementText(lines('# T', '', '## Output', '', '- `litres=` followed by the volume in litres, rounded to one decimal place;', '- `gallons=` followed by the volume in gallons, rounded to two decimal places.', ''), file);
    expect(c.fields.filter((f) => f.shape).map((f) => [f.key, f.shape!.value])).toEqual([['litres', { kind: 'decimal', places: 1 }], ['gallons', { kind: 'decimal', places: 2 }]]);
  });
  it('a key named only in a later clause of the sentence is not what the places are said of', () => {
    const c = readStatementText(lines('# T', '', 'Third, the share, with exactly one digit after the decimal point; `0.0` when the second line is `none`.', ''), file);
    expect(c.fields.filter((f) => f.shape).map((f) => [f.key, f.shape!.value])).toEqual([[null, { kind: 'decimal', places: 1 }]]);
  });
  it('a placeholder that states the places (`share=<..., rounded to two decimals>`) publishes them; the example values after it do not replace them', () => {
    const c = readStatementText(lines('# T', '', '```', 'share=<the percentage, rounded to two decimals>', '```', '', 'Example:', '', '```', 'share=84.03', '```', ''), file);
    const share = c.fields.find((f) => f.key === 'share')!;
    expect(share.shape?.value).toEqual({ kind: 'decimal', places: 2 });
    expect(share.shape?.evidence.map((e) => [e.loc.line, e.via])).toEqual([[4, 'placeholder']]);
  });
});

describe('second generalisation pass (joined fields, asides, answer sentences)', () => {
  it('an example of fields joined by ";" with no space publishes every key and the ";" separator', () => {
    const c = readStatementText(lines('# T', '', 'Print it in this form:', '', '```', 'length:4;lcs:BCBA', '```', ''), file);
    expect(c.layout?.value).toEqual({ kind: 'fields', assign: ':', separator: ';' });
    expect(c.fields.map((f) => f.key)).toEqual(['length', 'lcs']);
    expect(c.fields[1].presence[0].loc).toEqual({ file, line: 6, column: 10 });
  });

  it('a parenthetical naming the input does not make the following block an input', () => {
    const c = readStatementText(
      lines('# T', '', 'Print one JSON object with `product` (same shape as the input matrices):', '', '```', '{"product": [[1]], "rows": 1}', '```', ''),
      file,
    );
    expect(c.layout?.value).toEqual({ kind: 'json' });
    expect(c.fields.map((f) => f.key)).toContain('rows');
    expect(c.input).toEqual([]);
  });

  it('"answer every query on its own line, in input order" publishes one per line for the output', () => {
    const c = readStatementText(lines('# T', '', 'Answer every query on its own line, in input order.', ''), file);
    expect(c.mentionedSeparators?.map((s) => s.value)).toEqual(['\n']);
    const d = readStatementText(lines('# T', '', 'The input has one query on its own line.', ''), file);
    expect(d.mentionedSeparators).toBeUndefined();
  });

  it('prose saying the program is called with arguments publishes the args channel; stdin-only prose does not', () => {
    const c = readStatementText(lines('# T', '', 'The program is called with an operation name followed by two numbers.', ''), file);
    expect(c.input.map((d) => [d.channel, d.lines.length])).toEqual([['args', 0]]);
    const d = readStatementText(lines('# T', '', 'The first line of standard input is the capacity.', ''), file);
    expect(d.input.some((x) => x.channel === 'args')).toBe(false);
    // a command line shown with its operands
    const e = readStatementText(lines('# T', '', 'The program is run as `diff OLD NEW`, where OLD and NEW are paths.', ''), file);
    expect(e.input.map((x) => x.channel)).toEqual(['args']);
    // ... but not a program name alone
    const f = readStatementText(lines('# T', '', 'It is used as `sort` would be, reading standard input.', ''), file);
    expect(f.input.some((x) => x.channel === 'args')).toBe(false);
    // a sentence ending "invoked as" before the command line shown in a code block, and a usage line
    const g = readStatementText(lines('# T', '', 'Write a program invoked as', '', '    bump <version> <part>', '', 'It prints the version.', ''), file);
    expect(g.input.map((x) => x.channel)).toEqual(['args']);
    const h = readStatementText(lines('# T', '', 'Usage: `bump VERSION PART`.', ''), file);
    expect(h.input.map((x) => x.channel)).toEqual(['args']);
  });

  it('"two words of letters, one per line" about the input publishes a one-word stdin line; output prose does not', () => {
    const c = readStatementText(lines('# T', '', 'Standard input holds two words of letters, one per line.', ''), file);
    expect(c.input.map((d) => [d.channel, d.lines.map((l) => l.parts)])).toEqual([['stdin', [[{ kind: 'word' }]]]]);
    expect(c.input[0].lines[0].evidence[0].loc.line).toBe(3);
    const d = readStatementText(lines('# T', '', 'Print the numbers, one per line.', ''), file);
    expect(d.input).toEqual([]);
  });

  it('in the Output section, "one line per input value, in input order, ... exactly 4 decimal places" is said of the output', () => {
    const c = readStatementText(lines('# N', '', '## Output', '', 'It is followed by one line per input value, in input order, holding its value printed with exactly 4 decimal places.', ''), file);
    expect(c.fields.map((f) => [f.key, f.shape?.value])).toEqual([[null, { kind: 'decimal', places: 4 }]]);
    expect(c.mentionedSeparators?.map((m) => m.value)).toContain('\n');
    expect(c.input).toEqual([]);
  });

  it('a displayed formula (`r = Σ(x − x̄)(y − ȳ) / sqrt(...)`) is neither input nor output; a block of values is', () => {
    const formula = readStatementText(lines('# P', '', 'Each line of standard input holds an x value and a y value. Compute', '', '    r = Σ(x − x̄)(y − ȳ) / sqrt(Σ(x − x̄)² · Σ(y − ȳ)²)', ''), file);
    expect(formula.input).toEqual([]);
    expect(formula.layout).toBeUndefined();
    const values = readStatementText(lines('# P', '', 'Each line of standard input holds an x value and a y value, for example', '', '    1 2', ''), file);
    expect(values.input.flatMap((d) => d.lines.map((l) => l.example))).toEqual(['1 2']);
  });

  it('places said of a key are not given to a key named in an aside ("`avg_price`: the cost (divided by `filled`), rounded to four decimals")', () => {
    const c = readStatementText(lines('# P', '', '## Output', '', '- `filled`: the number of shares executed', '- `avg_price`: the average price (total cost divided by `filled`), rounded to four', '  decimals', ''), file);
    expect(Object.fromEntries(c.fields.map((f) => [f.key, f.shape?.value]))).toEqual({ filled: { kind: 'integer' }, avg_price: { kind: 'decimal', places: 4 } });
  });

  it('places attached to one of several keys ("Report `r`, rounded to three decimal places, and `strong`") are that key\'s', () => {
    const c = readStatementText(lines('# P', '', 'Report `r`, rounded to three decimal places, and `strong`, whether it is strong.', ''), file);
    const shapes = (contract: typeof c) => Object.fromEntries(contract.fields.map((f) => [String(f.key), f.shape?.value]));
    expect(shapes(c)).toEqual({ r: { kind: 'decimal', places: 3 }, strong: undefined });
    const unattached = readStatementText(lines('# P', '', 'Report `r` and `strong`; numbers have three decimal places.', ''), file);
    expect(shapes(unattached)).toEqual({ null: { kind: 'decimal', places: 3 }, strong: undefined });
    // the last key of the clause, however long its description; not when the phrase is said of each of them
    const described = readStatementText(lines('# L', '', 'Print the field `balanced` and the field `torque`, the net torque in N·m, positive when the right side goes down, rounded to two decimal places.', ''), file);
    expect(shapes(described).torque).toEqual({ kind: 'decimal', places: 2 });
    const each = readStatementText(lines('# L', '', 'Print `low` and `high`, each rounded to two decimal places.', ''), file);
    expect(shapes(each)).toMatchObject({ null: { kind: 'decimal', places: 2 } });
    expect(shapes(each).high).toBeUndefined();
  });

  it('places said of a list of keys together ("`fspl_db`, `cn0_dbhz` and `margin_db` as numbers rounded to two decimal places") are each one\'s', () => {
    const c = readStatementText(lines('# L', '', '## Output', '', 'A JSON object with four fields: `fspl_db`, `cn0_dbhz` and `margin_db` as numbers rounded to two decimal places, and `closes` as a JSON boolean.', ''), file);
    const shapes = Object.fromEntries(c.fields.map((f) => [String(f.key), f.shape?.value]));
    const two = { kind: 'decimal', places: 2 };
    expect(shapes).toMatchObject({ fspl_db: two, cn0_dbhz: two, margin_db: two });
    expect(shapes.closes).toBeUndefined();
    expect(shapes.null).toBeUndefined();
    const are = readStatementText(lines('# L', '', 'The fields `min` and `max` are written with one decimal place.', ''), file);
    expect(Object.fromEntries(are.fields.map((f) => [String(f.key), f.shape?.value]))).toMatchObject({ min: { kind: 'decimal', places: 1 }, max: { kind: 'decimal', places: 1 } });
  });

  it('"Two lines: the timestamp ..., and below it the day" says the output is lines; said of the input, it is not the output\'s', () => {
    const out = readStatementText(lines('# D', '', '## Output', '', 'Two lines: the resulting timestamp, and below it the day of the week.', ''), file);
    expect(out.mentionedSeparators?.map((m) => m.value)).toEqual(['\n']);
    const input = readStatementText(lines('# D', '', '## Input', '', 'Standard input holds two lines.', ''), file);
    expect(input.mentionedSeparators ?? []).toEqual([]);
  });

  it('"one per line, as the name, a space, and the rating" says both separators', () => {
    const c = readStatementText(lines('# E', '', "Print every player, one per line, as the name, a space, and the player's final rating.", ''), file);
    expect(c.mentionedSeparators?.map((m) => m.value).sort()).toEqual(['\n', ' ']);
  });

  it('names in title case inside a sentence are kept as written; a capital that starts a sentence is not a name', () => {
    const c = readStatementText(lines('# P', '', 'Hands rank, from lowest to highest: High Card, Three of a Kind, Straight. Flush hands are rare.', ''), file);
    expect(c.titleWords?.map((w) => w.value)).toEqual(['High Card', 'Three of a Kind', 'Straight']);
    // "or" between names offers two of them; "and" may be inside one (`Romeo and Juliet`)
    const alt = readStatementText(lines('# T', '', 'The turnstile is either Locked or Unlocked, like Romeo and Juliet.', ''), file);
    expect(alt.titleWords?.map((w) => w.value)).toEqual(['Locked', 'Unlocked', 'Romeo and Juliet']);
  });

  it('prose showing `years=Y months=M days=D` publishes the fields layout with its space; the letters stand for values', () => {
    const c = readStatementText(lines('# A', '', 'Print the result as `years=Y months=M days=D` on one line.', ''), file);
    expect(c.layout?.value).toEqual({ kind: 'fields', assign: '=', separator: ' ' });
    expect(c.fields.map((f) => [f.key, f.shape, f.vocabulary.length])).toEqual([['years', undefined, 0], ['months', undefined, 0], ['days', undefined, 0]]);
    // one field with a capital is a token (`grade=A`)
    const grade = readStatementText(lines('# G', '', 'Print `grade=A` for the best.', ''), file);
    expect(grade.fields.find((f) => f.key === 'grade')?.vocabulary.map((t) => t.value) ?? grade.mentions?.map((m) => m.value)).toContain('A');
  });

  it('"integers written in hexadecimal, one per line" publishes a word line (`ff`), not a decimal integer', () => {
    const hex = readStatementText(lines('# B', '', 'Standard input holds non-negative integers written in hexadecimal, one per line.', ''), file);
    expect(hex.input.map((d) => d.lines.map((l) => l.parts))).toEqual([[[{ kind: 'word' }]]]);
    const decimal = readStatementText(lines('# B', '', 'Standard input holds non-negative integers, one per line.', ''), file);
    expect(decimal.input.map((d) => d.lines.map((l) => l.parts))).toEqual([[[{ kind: 'integer' }]]]);
  });

  it('a definition with a dash gives its key the tokens it lists ("`parity` — `even` or `odd`")', () => {
    const c = readStatementText(lines('# B', '', 'Print `key=value` fields:', '', '- `parity` \u2014 `even` or `odd`, the parity of `ones`', '- `sign` - `plus` or `minus`', ''), file);
    const vocabulary = (key: string) => c.fields.find((f) => f.key === key)?.vocabulary.map((t) => t.value);
    expect(vocabulary('parity')).toEqual(['even', 'odd']);
    expect(vocabulary('sign')).toEqual(['plus', 'minus']);
  });
});

describe('what a block shows, from the prose around it', () => {
  it('"a service writes" introduces what the program reads; "Read such a log on standard input" after it makes it input', () => {
    const c = readStatementText(
      lines('# Logs', '', 'A service writes one line per event:', '', '```', '2024-05-01 14:15:02 [WARN] disk full', '```', '',
        'Read such a log on standard input. Print a single line of `key=value` fields:', '', '```', 'total=1 warn=1', '```', ''),
      file,
    );
    expect(c.layout?.value).toEqual({ kind: 'fields', assign: '=', separator: ' ' });
    expect(c.input[0]?.lines.map((l) => l.example)).toEqual(['2024-05-01 14:15:02 [WARN] disk full']);
    expect(c.fields.map((f) => f.key)).toEqual(['total', 'warn']);
  });

  it('"the program writes" still introduces output', () => {
    const c = readStatementText(lines('# W', '', 'The program writes:', '', '```', 'a', 'b', '```', ''), file);
    expect(c.layout?.value.kind).toBe('lines');
    expect(c.input).toEqual([]);
  });
});

  it('a block nothing introduced is the input when the paragraph after it goes on to its answer ("the output is:", "the answer is `trips=1`")', () => {
    const inputOf = (after: string) =>
      readStatementText(lines('# T', '', '## Example', '', 'A 500 kg truck on a round with these bins:', '', '```', '500', '120 200 90 60', '```', '', after, ''), file).input[0]?.lines.map((l) => l.example);
    expect(inputOf('It never breaks off, so the answer is `trips=1` and `loads=470`.')).toEqual(['500', '120 200 90 60']);
    expect(inputOf('For these bins the output is:')).toEqual(['500', '120 200 90 60']);
    // prose that only explains the block says nothing of what it was
    expect(inputOf('It never has to break off.')).toBeUndefined();
    expect(inputOf('Bins are lifted in this order, so `trips=1`.')).toBeUndefined();
  });

  it('a word leading a line of fields (`<donor id> generation=<g>`, `economy vehicles=1 peak=...`) leaves the fields published', () => {
    const keys = (block: string[]) => readStatementText(lines('# R', '', '## Output', '', 'One line per donor:', '', '```', ...block, '```', ''), file).fields.map((f) => [f.key, f.examples?.map((e) => e.value) ?? []]);
    expect(keys(['<donor id> generation=<generation> recruits=<recruits>'])).toEqual([['generation', []], ['recruits', []]]);
    expect(keys(['economy vehicles=1 peak=2024-06-02', 'suv vehicles=2 peak=2024-06-03'])).toEqual([['vehicles', ['1', '2']], ['peak', ['2024-06-02', '2024-06-03']]]);
    // words with no field after them are a line of text
    expect(keys(['the total is 5'])).toEqual([[null, ['the total is 5']]]);
    // each such line is a record: the output is lines of records, not one line of fields
    const layout = readStatementText(lines('# R', '', '## Output', '', '```', '<isbn> copies=<n> shelves=<marks>', '```', ''), file).layout?.value;
    expect(layout).toEqual({ kind: 'lines' });
  });

  it('an input line of fields joined by `;` is read field by field, whatever spaces a field holds', () => {
    const c = readStatementText(lines('# W', '', '## Input', '', '```', 'Napa Valley;2015;91', 'Barolo;2010;97', '```', ''), file);
    expect(c.input[0]?.lines.map((l) => [l.separator, l.parts.map((p) => p.kind).join(' ')])).toEqual([[';', 'word integer integer'], [';', 'word integer integer']]);
  });

  it('a formula, or a file the introduction names, before "the output is:" is no input', () => {
    const formula = readStatementText(lines('# P', '', 'The cell temperature is', '', '```', 'T_cell = T_ambient + (NOCT - 20) / 800 * G', '```', '', 'and the output is:', ''), file);
    expect(formula.input).toEqual([]);
    const named = readStatementText(lines('# D', '', '`new.txt`:', '', '```', 'apple', 'cherry', '```', '', 'Output:', ''), file);
    expect(named.input).toEqual([]);
  });

describe('an example introduced by what it produces', () => {
  it('a block followed by "produces" and a second block: the first is input, the second output', () => {
    const c = readStatementText(lines('# G', '', '## Example', '', '```', 'ada,90,95', 'bob,70', '```', '', 'produces', '', '```', 'ada 92.5 A', 'bob 70.0 C', '```', ''), file);
    expect(c.input[0]?.lines.map((l) => l.example)).toEqual(['ada,90,95', 'bob,70']);
    expect(c.layout?.value.kind).toBe('lines');
  });
});

describe('examples as a two-column table, numbers with grouped thousands, input prose inside an output sentence', () => {
  const c = readStatementText(
    lines('# T', '', 'Read integers from standard input, one per line, and print each with commas.', '', '```', 'input      output', '1234567    1,234,567', '-1000      -1,000', '```', ''),
    file,
  );

  it('the left column is input, the right column output', () => {
    expect(c.input[0]?.lines.map((l) => l.example)).toEqual(['1234567', '-1000']);
    expect(c.fields.filter((f) => f.key === null).length).toBe(2);
  });

  it('`1,234,567` is one number written with grouped thousands, not a list of integers', () => {
    expect(c.fields.map((f) => f.shape?.value.kind)).toEqual(['word', 'word']);
  });

  it('"Read integers from standard input, one per line, and print ..." gives each input line as one integer', () => {
    const prose = readStatementText(lines('# T', '', 'Read integers from standard input, one per line, and print each with commas.', ''), file);
    expect(prose.input[0]?.lines.map((l) => l.parts.map((p) => p.kind))).toEqual([['integer']]);
  });
});

describe('CRLF line endings', () => {
  it('prose that allows Windows line endings publishes them for stdin', () => {
    const c = readStatementText(lines('# C', '', 'Lines may end with Windows line endings (`\\r\\n`).', ''), file);
    expect(c.input.find((d) => d.channel === 'stdin')?.crlf?.[0]?.loc.line).toBe(3);
  });

  it('the notation sentence "Lines may end with CRLF." is read in ## Input', () => {
    const c = readStatementText(lines('# C', '', '## Input', '', 'Lines on stdin:', '- a word, separated by spaces.', '', 'Lines may end with CRLF.', ''), file);
    expect(c.problems).toEqual([]);
    expect(c.input[0].crlf).toHaveLength(1);
  });

  it('a statement that says nothing of line endings publishes none', () => {
    const c = readStatementText(lines('# C', '', 'Read one word per line from standard input.', ''), file);
    expect(c.input.every((d) => !d.crlf)).toBe(true);
  });
});

describe('"Example input and output:" then two blocks', () => {
  it('reads the first block as the input and the second as the output', () => {
    const c = readStatementText(lines('# T', '', 'Print each IBAN and `valid` or `invalid`.', '', 'Example input and output:', '', '```', 'GB82WEST12345698765432', '```', '', '```', 'GB82WEST12345698765432 valid', '```', ''), file);
    expect(c.input.find((d) => d.channel === 'stdin')?.lines.map((l) => l.example)).toEqual(['GB82WEST12345698765432']);
    expect(c.blocks?.map((b) => b.kind)).toEqual(['input', 'output']);
  });
});

describe('two unlabelled blocks in a row in the example', () => {
  const statement = (first: string, intro = 'A 225-litre barrique losing 2% a year, over six years:', input = true) =>
    readStatementText(lines('# T', '', ...(input ? ['## Input', '', 'One line on standard input with three numbers separated by spaces.', ''] : []),
      '## Output', '', 'One row per year.', '', '## Example', '', intro, '', '```', first, '```', '', '```', '   1     220.50     4.50', '   2     216.09     4.41', '```', ''), file);

  it('are the input, then its output, where the statement reads input and the prose says neither', () => {
    const c = statement('225 2 6');
    expect(c.input.find((d) => d.channel === 'stdin')?.lines.filter((l) => l.evidence.some((e) => e.via === 'example input')).map((l) => l.example)).toEqual(['225 2 6']);
    expect(c.blocks?.map((b) => b.kind)).toEqual(['input', 'output']);
  });

  it('are left as they were where the prose says which (an output the second) or the statement reads no input', () => {
    expect(statement('225 2 6', 'The program prints:').blocks?.map((b) => b.kind)).not.toEqual(['input', 'output']);
    expect(statement('225 2 6', undefined, false).input.find((d) => d.channel === 'stdin')?.lines.some((l) => l.example === '225 2 6')).not.toBe(true);
  });

  it('a first block that is a command line without a prompt (`op 225 2 6`) is not taken for the input of the pair', () => {
    // (read so, it would publish arguments from one example only; the pair rule leaves such a block as it was)
    const c = statement('op 225 2 6');
    expect(c.input.some((d) => d.channel === 'args')).toBe(false);
    expect(c.input.find((d) => d.channel === 'stdin')?.lines.some((l) => l.example === 'op 225 2 6')).not.toBe(true);
  });

  it('"One line on standard input with three numbers" publishes a line of three numbers beside the example', () => {
    const c = statement('225 2 6');
    expect(c.input.find((d) => d.channel === 'stdin')?.lines.some((l) => l.example === '' && l.parts.length === 3 && l.parts.every((p) => p.kind === 'number'))).toBe(true);
  });
});

describe('rounding said of values in general', () => {
  it('a sentence of the Output section naming no key ("All amounts are rounded to two decimals") is kept, where it is', () => {
    const c = readStatementText(lines('# T', '', '## Output', '', 'Print `total` and `fee`. All amounts are rounded to two decimals.', ''), file);
    expect(c.roundingSaid?.map((e) => e.loc.line)).toEqual([5]);
  });

  it('not one naming a key (that is the key\'s own), nor one outside the Output section', () => {
    const c = readStatementText(lines('# T', '', 'Amounts in the ledger are rounded to whole euros.', '', '## Output', '', '`fee` is rounded to two decimals.', ''), file);
    expect(c.roundingSaid).toBeUndefined();
  });
});

describe('a notation header over prose bullets', () => {
  it('"Command-line arguments:" then bullets naming options in backticks is prose: no notation error, and the arguments are published', () => {
    const c = readStatementText(lines('# T', '', '## Input', '', 'Command-line arguments:', '', '- `--due TIME`: when the bike was due back;', '- `--deposit EUROS`: the deposit held.', ''), file);
    expect(c.problems).toEqual([]);
    expect(c.input.some((d) => d.channel === 'args')).toBe(true);
  });

  it('the same header over a notation bullet with a mistake is still a notation block with its error', () => {
    const c = readStatementText(lines('# T', '', '## Input', '', 'Command-line arguments:', '', '- an integr, separated by spaces.', ''), file);
    expect(c.problems.map((p) => p.kind)).toEqual(['notation-error']);
  });
});

describe('lines the program skips: comments, a header row, blank lines', () => {
  const stdin = (c: ReturnType<typeof readStatementText>) => c.input.find((d) => d.channel === 'stdin');

  it.each([
    ['Lines starting with `#` are comments and are ignored.', 'comments'],
    ['A line whose first character is a `#` is skipped.', 'comments'],
    ['The first line is a header with the column names.', 'header'],
    ['Blank lines are ignored.', 'blankLines'],
    ['Values are separated by whitespace (spaces and newlines).', 'blankLines'],
  ] as const)('prose %j publishes %s', (sentence, kind) => {
    const c = readStatementText(lines('# T', '', '## Input', '', sentence, ''), file);
    expect(stdin(c)?.[kind]?.[0]?.loc.line).toBe(5);
  });

  it('prose about the output publishes nothing of the input ("print a header line")', () => {
    const c = readStatementText(lines('# T', '', '## Input', '', 'One sample per line.', '', '## Output', '', 'Print a header line, then one line per sample; blank lines separate groups.', ''), file);
    expect(stdin(c)?.header).toBeUndefined();
    expect(stdin(c)?.blankLines).toBeUndefined();
  });

  it('an example input shows its comment line, header row and blank line, and they are no line shapes of the records', () => {
    const c = readStatementText(lines('# T', '', '## Input', '', '```', 'day ammonia nitrite', '# first week', '1 2 0', '', '2 3 0.5', '```', ''), file);
    const d = stdin(c);
    expect([d?.header?.[0]?.loc.line, d?.comments?.[0]?.loc.line, d?.blankLines?.[0]?.loc.line]).toEqual([6, 7, 9]);
    expect(d?.lines.map((l) => l.example)).toEqual(['1 2 0', '2 3 0.5']);
  });

  it('the notation sentences are read in ## Input and round-trip through the renderer', () => {
    const text = lines('# T', '', '## Input', '', 'Lines on stdin:', '- a word, separated by spaces.', '', 'Lines starting with `#` are comments. A header line naming the columns comes before the records. Blank lines may stand between lines.', '');
    const c = readStatementText(text, file);
    expect(c.problems).toEqual([]);
    expect([stdin(c)?.comments?.length, stdin(c)?.header?.length, stdin(c)?.blankLines?.length]).toEqual([1, 1, 1]);
    expect(renderInputSection(c)).toContain('Lines starting with `#` are comments. A header line naming the columns comes before the records. Blank lines may stand between lines.');
  });

  it('a statement that says nothing of them publishes none', () => {
    const c = readStatementText(lines('# T', '', '## Input', '', 'One sample per line: a name and two weights.', '', '```', 'paper 80 2', '```', ''), file);
    expect([stdin(c)?.comments, stdin(c)?.header, stdin(c)?.blankLines]).toEqual([undefined, undefined, undefined]);
  });
});

describe('zero padding in prose', () => {
  it.each([
    ['Print the hour as two digits.', true],
    ['Times are written HH:MM.', true],
    ['Pad each number with leading zeros to width 3.', true],
    ['Print the hour of the day.', false],
  ])('%s -> %s', (sentence, said) => {
    const c = readStatementText(lines('# P', '', sentence, ''), file);
    expect(Boolean(c.padding?.length)).toBe(said);
  });
});

describe('key:value fields', () => {
  it('an unintroduced block starting `count:4;first:11` is an example output; `name:value` in prose shows the assign sign', () => {
    const c = readStatementText(lines('# P', '', 'Print one line with four fields, `name:value`, separated by semicolons.', '', 'For `10 20`:', '', '```', 'count:4;first:11', '```', ''), file);
    expect(c.layout?.value).toEqual({ kind: 'fields', assign: ':', separator: ';' });
    expect(c.fields.map((f) => f.key)).toEqual(['count', 'first']);
  });

  it('a block starting with a URL is not read as fields', () => {
    const c = readStatementText(lines('# U', '', 'For example:', '', '```', 'http://x.test/a', '```', ''), file);
    expect(c.layout).toBeUndefined();
  });
});

describe('an inline line of example output', () => {
  it('`column=qty count=3` in prose publishes the fields and their values, not the words `qty count` for `column`', () => {
    const c = readStatementText(lines('# S', '', 'With a `qty` column the line starts with `column=qty count=3` and the mean is 4.', ''), file);
    expect(c.fields.map((f) => [f.key, f.vocabulary.map((v) => v.value)])).toEqual([['column', ['qty']], ['count', []]]);
  });
});

describe('a block introduced by "For the ..."', () => {
  it('is the input of the example (an indented block too)', () => {
    const c = readStatementText(lines('# M', '', 'For the matrix', '', '    1 2 3', '    4 5 6', '', 'the spiral order is 1 2 3 6 5 4.', ''), file);
    expect(c.input[0]?.lines.map((l) => l.example)).toEqual(['1 2 3', '4 5 6']);
  });
});

describe('"gives" between two blocks', () => {
  it('makes the first block the input even when the paragraph before it says "print"', () => {
    const c = readStatementText(lines('# I', '', 'Print every setting as `section.key=value`. For example', '', '```ini', '[server]', 'port=8080', '```', '', 'gives', '', '```', 'server.port=8080', 'server.host=x', '```', ''), file);
    expect(c.input[0]?.lines.map((l) => l.example)).toEqual(['[server]', 'port=8080']);
    expect(c.layout?.value).toEqual({ kind: 'fields', assign: '=', separator: '\n' });
  });
});

describe('the output layout said in prose', () => {
  it.each([
    ['Print `q` lines, one per query.', '\n'],
    ['Print two lines. The first holds the count.', '\n'],
  ])('%s publishes one value per line', (sentence, sep) => {
    const c = readStatementText(lines('# L', '', sentence, ''), file);
    expect(c.mentionedSeparators?.map((s) => s.value)).toContain(sep);
  });

  it('"The output on standard output is a JSON object" publishes the JSON layout', () => {
    const c = readStatementText(lines('# J', '', 'The output on standard output is a JSON object with two members.', ''), file);
    expect(c.layout?.value).toEqual({ kind: 'json' });
  });

  it('"It starts with `cyclic=`" shows key=value fields', () => {
    const c = readStatementText(lines('# C', '', 'Print a single line. It starts with `cyclic=` followed by the answer.', ''), file);
    expect(c.layout?.value).toEqual({ kind: 'fields', assign: '=', separator: ' ' });
  });

  it('JSON mentioned of the input only publishes no output layout', () => {
    const c = readStatementText(lines('# J', '', 'The input on standard input is a JSON array of intervals.', ''), file);
    expect(c.layout).toBeUndefined();
  });
});

describe('the order of keys', () => {
  const statement = (sentence: string) =>
    lines('# Trip', '', '## Output', '', sentence, '', '- `floors=<n>`: the floors travelled;', '- `stops=<n>`: the stops made;', '- `seconds=<n>`: the time taken.', '', '```', 'floors=12', 'stops=3', 'seconds=66', '```', '');

  it('"in this order" publishes each key\'s position, as the keys are defined after it', () => {
    const c = readStatementText(statement('Three lines, in this order:'), file);
    expect(c.fields.map((f) => [f.key, f.position?.value])).toEqual([['floors', 0], ['stops', 1], ['seconds', 2]]);
    expect(c.fields[1].position?.evidence[0].loc).toEqual({ file, line: 5, column: 14 });
  });

  it('"in any order", or no word of order, publishes none', () => {
    for (const sentence of ['Three lines, in any order:', 'Three lines:']) {
      const c = readStatementText(statement(sentence), file);
      expect(c.fields.map((f) => f.position)).toEqual([undefined, undefined, undefined]);
    }
  });

  it('"in the order above" publishes each key\'s position, as the keys are defined before it', () => {
    const text = lines('# Trip', '', '## Output', '', '- `floors=<n>`: the floors travelled;', '- `stops=<n>`: the stops made.', '', 'Both lines come first, in the order above.', '', '```', 'floors=12', 'stops=3', '```', '');
    const c = readStatementText(text, file);
    expect(c.fields.map((f) => [f.key, f.position?.value])).toEqual([['floors', 0], ['stops', 1]]);
    expect(c.fields[0].position?.evidence[0].loc.line).toBe(8);
  });

  it('an order said of the input ("two arguments, in this order") publishes no output order', () => {
    const c = readStatementText(lines('# Trip', '', '## Input', '', 'Two arguments, in this order: the start and the end.', '', '## Output', '', '```', 'floors=12', 'stops=3', '```', ''), file);
    expect(c.fields.map((f) => f.position)).toEqual([undefined, undefined]);
  });
});
