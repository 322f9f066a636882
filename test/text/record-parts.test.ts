import { describe, expect, it } from 'vitest';
import { recordParts, recordSeparator } from '../../src/text/record-parts.js';

describe('recordSeparator / recordParts', () => {
  it.each([
    ['Russian River Valley;2012;94', ';', ['Russian River Valley', '2012', '94']],
    ['Barolo;2010;97', ';', ['Barolo', '2010', '97']],
    ['Mill Lane|ok', '|', ['Mill Lane', 'ok']],
    ['A B 4', ' ', ['A', 'B', '4']],
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
  ])('%s is no record: its words are its parts', (line) => {
    expect(recordSeparator(line)).toBe(' ');
    expect(recordParts(line)).toEqual(line.split(/\s+/));
  });
});
