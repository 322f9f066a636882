import { describe, expect, it } from 'vitest';
import { blankWrittenAt, writtenAt } from '../../src/oracle/written-at.js';

const source = [
  "test('gaps', () => {",             // 1
  "  const text = `A 1",              // 2
  '2024-03-02 -',                     // 3
  "`;",                               // 4
  "  const more = 'B 2\\nC 3\\n';",   // 5
  "  const name = 'AB 12';",          // 6
  '  run(text + more);',              // 7
  '});',                              // 8
].join('\n');

describe('writtenAt', () => {
  it('finds a line of a template literal, with its column', () => {
    expect(writtenAt(source, 'op/o.mjs', '2024-03-02 -', 1, 7)).toEqual({ file: 'op/o.mjs', line: 3, column: 1 });
  });
  it('finds a line between escaped newlines of a quoted string', () => {
    expect(writtenAt(source, 'op/o.mjs', 'C 3', 1, 7)).toEqual({ file: 'op/o.mjs', line: 5, column: 22 });
  });
  it('does not take a text that only runs inside a longer one (`B 1` in `AB 12`)', () => {
    expect(writtenAt(source, 'op/o.mjs', 'B 1', 1, 7)).toBeNull();
  });
  it('finds a line whose words are written as consecutive strings of a row, joined before it is fed (`[\'2024-04-03\', \'-\', \'5.5\']`)', () => {
    const rows = ["test('dropout', () => {", "  summary([", "    ['2024-04-02', '-1.5', '7.0'],", "    ['2024-04-03', '-', '5.5'],", '  ]);', '});'].join('\n');
    expect(writtenAt(rows, 'op/o.mjs', '2024-04-03 - 5.5', 1, 5)).toEqual({ file: 'op/o.mjs', line: 4, column: 6 });
    // (not words of two rows, nor words written apart)
    expect(writtenAt(rows, 'op/o.mjs', '7.0 2024-04-03', 1, 5)).toBeNull();
    expect(writtenAt(rows, 'op/o.mjs', '2024-04-02 7.0', 1, 5)).toBeNull();
  });
  it('does not look for a long generated line (`+ 1 + 1 ...`, 40,000 words) as strings of a row', () => {
    const long = Array.from({ length: 20000 }, () => '+ 1').join(' ');
    expect(writtenAt(source, 'op/o.mjs', long, 1, 7)).toBeNull();
  });
  it('looks only before the feeding call, from the start of the check', () => {
    expect(writtenAt(source, 'op/o.mjs', 'C 3', 6, 7)).toBeNull();
    expect(writtenAt(source, 'op/o.mjs', 'A 1', 1, 2)).toBeNull();
  });
});

describe('blankWrittenAt', () => {
  const rows = [
    "test('gaps', () => {",                                  // 1
    "  const parts = ['a', 'b'].join('');",                  // 2
    "  const clean = text.replace(/x/g, '');",               // 3
    "  const rows = ['# drinks', 'A1 1.25', '', 'B1 0.95'];", // 4
    "  lines.push('');",                                     // 5
    "  const log = '3\\n\\nW1 6\\n';",                       // 6
    "  const crlf = 'A\\r\\n\\r\\nB';",                         // 7
    '  run(rows);',                                          // 8
    '});',                                                   // 9
  ].join('\n');
  it('finds an empty string among the items of an array, not one joined on or replaced with', () => {
    expect(blankWrittenAt(rows, 'op/o.mjs', 1, 8)).toEqual({ file: 'op/o.mjs', line: 4, column: 40 });
  });
  it('finds an empty string pushed, and two line breaks written in a string', () => {
    expect(blankWrittenAt(rows, 'op/o.mjs', 5, 8)?.line).toBe(5);
    expect(blankWrittenAt(rows, 'op/o.mjs', 6, 8)?.line).toBe(6);
    expect(blankWrittenAt(rows, 'op/o.mjs', 7, 8)?.line).toBe(7);
  });
  it('is null when no row in the range writes a blank line', () => {
    expect(blankWrittenAt(rows, 'op/o.mjs', 1, 3)).toBeNull();
    expect(blankWrittenAt(rows, 'op/o.mjs', 8, 9)).toBeNull();
  });
});
