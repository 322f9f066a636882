import { describe, expect, it } from 'vitest';
import { recordParts, recordSeparator } from '../../src/text/record-parts.js';

describe('recordSeparator / recordParts', () => {
  it.each([
    ['Russian River Valley;2012;94', ';', ['Russian River Valley', '2012', '94']],
    ['Barolo;2010;97', ';', ['Barolo', '2010', '97']],
    ['Mill Lane|ok', '|', ['Mill Lane', 'ok']],
    ['A B 4', ' ', ['A', 'B', '4']],
    ['Mount Wellington,2024-03-01T00:00,4.5', ',', ['Mount Wellington', '2024-03-01T00:00', '4.5']],
  ])('%s is split at %j', (line, sep, parts) => {
    expect(recordSeparator(line)).toBe(sep);
    expect(recordParts(line)).toEqual(parts);
  });

  it.each([
    ['Rivers carve canyons; rivers feed deltas'],
    ['<pages> <copies> <bw|color>'],
    ['if (x[0] == 1) { run(); }'],
    ['a;;b'],
    ['ends with;'],
    // numbers joined by commas are a list (or one grouped number), not a record
    ['1,3'],
    ['2.5,-4,7'],
    ['1,234,567'],
    // a comma followed by a space is prose punctuation
    ['Smith, John'],
  ])('%s is no record: its words are its parts', (line) => {
    expect(recordSeparator(line)).toBe(' ');
    expect(recordParts(line)).toEqual(line.split(/\s+/));
  });
});
