import { describe, expect, it } from 'vitest';
import { isCommentLine, skippedLines } from '../../src/text/skipped-lines.js';

const of = (text: string) => skippedLines(text.split('\n').map((l) => l.trim()));

describe('skippedLines', () => {
  it.each([
    ['# line 2, morning shift', true],
    ['// exported by the tablet', true],
    ['#.#.', false],
    ['#12 4', false],
    ['//', false],
    ['#', false],
    ['paper 80 2', false],
  ])('isCommentLine(%j) is %s', (line, comment) => {
    expect(isCommentLine(line)).toBe(comment);
  });

  it('finds comment lines among records, and a blank line between two records', () => {
    expect(of('# line 2\npaper 80 2\n\n# after the jam\npet 30 0.6\n')).toEqual({ comments: ['# line 2', '# after the jam'], blank: true });
  });

  it('takes an input of comments alone for text to read (a Markdown heading), not lines to skip', () => {
    expect(of('# Title\n# Another\n')).toEqual({ comments: [], blank: false });
  });

  it('counts only blank lines between records: leading and trailing ones separate nothing', () => {
    expect(of('\n\npaper 80 2\npet 30 0.6\n\n\n').blank).toBe(false);
  });

  it('takes a blank line between lines of text for part of the text (a paragraph break)', () => {
    expect(of('The quick fox.\n\nIt jumped.').blank).toBe(false);
  });

  it.each([
    ['day ammonia nitrite nitrate\n1 2 0 0\n2 3 0.5 0', 'day ammonia nitrite nitrate'],
    ['plot,tenant,rods,band\n4,ali,10,standard', 'plot,tenant,rods,band'],
    // after a count of what follows
    ['2\nfeeder,start,end,customers\nF1,08:00,09:30,200\nF2,10:00,11:00,50', 'feeder,start,end,customers'],
  ])('finds the header row of %j', (text, header) => {
    expect(of(text).header).toBe(header);
  });

  it.each([
    // names and codes are data, not column names
    ['Rosa Li Tom\n1 2 3'],
    ['FWD START MID\n1 2 3'],
    // two columns are as likely a record of two words
    ['default isp\n10.0.0.0/8 a'],
    // no record of as many columns with a number below it
    ['alpha beta gamma\ndelta epsilon zeta'],
    ['alpha beta gamma\n1 2'],
    // the same line again further down is a record
    ['a b c\n1 2 3\na b c'],
  ])('finds no header row in %j', (text) => {
    expect(of(text).header).toBeUndefined();
  });
});
