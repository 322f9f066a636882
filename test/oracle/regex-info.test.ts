import { describe, expect, it } from 'vitest';
import { normaliseSeparator, keyAtLineStart, keyValueRegex } from '../../src/oracle/regex-info.js';

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

describe('keyValueRegex', () => {
  it('reads a key group, the assign between and a value group', () => {
    expect(keyValueRegex(String.raw`^(\w+)=(\S+)$`)).toEqual({ assign: '=', separator: expect.any(String), keyGroup: 1, valueGroup: 2 });
  });
  it('allows spaces around the line (`^\\s*(\\w+):\\s*(\\S+)\\s*$`): a key: value line, not key=value', () => {
    expect(keyValueRegex(String.raw`^\s*(\w+):\s*(\S+)\s*$`)?.assign).toBe(':');
    expect(keyValueRegex(String.raw`^[ \t]*(\w+)=(\d+)[ \t]*$`)?.assign).toBe('=');
  });
  it('takes blanks after the sign written as a class (`:[ \\t]*`) as optional blanks, not part of the sign', () => {
    expect(keyValueRegex(String.raw`^([a-z_]+):[ \t]*(.*?)\s*$`)?.assign).toBe(':');
  });
  it('is null for a regex with a literal key or more groups', () => {
    expect(keyValueRegex(String.raw`^total=(\d+)$`)).toBeNull();
    expect(keyValueRegex(String.raw`^(\w+) (\d+) (\d+)$`)).toBeNull();
  });
});

describe('keyAtLineStart', () => {
  it('reads the literal key a pattern anchors at a line start and the sign after it, blanks allowed before the sign left out', () => {
    const table: [string, { key: string; assign: string } | undefined][] = [
      ['^deepest:\\s*\\d+$', { key: 'deepest', assign: ':' }],
      ['^total\\s*=\\s*\\d+$', { key: 'total', assign: '=' }],
      ['^load[ \\t]*:', { key: 'load', assign: ':' }],
      ['^key = (\\w+)$', { key: 'key', assign: '=' }],
      // no sign after the word, or no anchor, or no literal key: no key
      ['^total \\d+$', undefined],
      ['deepest:\\s*\\d+', undefined],
      ['^(\\d+) cells$', undefined],
    ];
    for (const [source, want] of table) expect(keyAtLineStart(source), source).toEqual(want);
  });
});
