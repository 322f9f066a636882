import { describe, expect, it } from 'vitest';
import { normaliseSeparator } from '../../src/oracle/regex-info.js';

describe('normaliseSeparator', () => {
  it('reads a split pattern as the separator it stands for', () => {
    const table: [string, string][] = [
      ['\\s+', ' '],
      ['\\r?\\n', '\n'],
      ['\\s*,\\s*', ','],
      ['\\s*->\\s*', '->'],
      // an escaped control character is that character: a blank line, not the letters `nn`
      ['\\n\\s*\\n', '\n\n'],
      ['\\n\\n', '\n\n'],
      ['\\t', ' '],
      ['[;]', ';'],
      ['\\d+', '?'],
    ];
    for (const [source, want] of table) expect(normaliseSeparator({ regex: { source } }), source).toBe(want);
  });

  it('reads a split string as written, lines and blanks aside', () => {
    expect(normaliseSeparator({ text: '\r\n' })).toBe('\n');
    expect(normaliseSeparator({ text: '\t' })).toBe(' ');
    expect(normaliseSeparator({ text: ' | ' })).toBe(' | ');
  });
});
