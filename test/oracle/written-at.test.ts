import { describe, expect, it } from 'vitest';
import { writtenAt } from '../../src/oracle/written-at.js';

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
  it('looks only before the feeding call, from the start of the check', () => {
    expect(writtenAt(source, 'op/o.mjs', 'C 3', 6, 7)).toBeNull();
    expect(writtenAt(source, 'op/o.mjs', 'A 1', 1, 2)).toBeNull();
  });
});
