// Windowing long lists to the terminal, sharing the operation view's height, and wrapping messages.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { fitDiff } from '../../src/report/ink/ContractDiff.js';
import { operationLayout, windowList, wrapText } from '../../src/report/ink/window.js';
import type { DiffLine } from '../../src/report/model.js';

describe('windowList', () => {
  it('shows a list that fits whole', () => {
    expect(windowList(5, 4, 10)).toEqual({ start: 0, end: 5, above: 0, below: 0 });
  });

  it('starts at the top while the selection is in the first half', () => {
    expect(windowList(100, 3, 10)).toEqual({ start: 0, end: 10, above: 0, below: 90 });
  });

  it('keeps the selection near the middle once the list scrolls', () => {
    expect(windowList(100, 50, 10)).toEqual({ start: 46, end: 56, above: 46, below: 44 });
  });

  it('never runs past the end', () => {
    expect(windowList(100, 99, 10)).toEqual({ start: 90, end: 100, above: 90, below: 0 });
  });

  test.prop([fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 600 }), fc.integer({ min: 1, max: 60 })])(
    'always shows the (clamped) selection, within the list and the height',
    (total, selected, height) => {
      const w = windowList(total, selected, height);
      expect(w.end - w.start).toBe(Math.min(total, height));
      expect(w.start).toBeGreaterThanOrEqual(0);
      expect(w.end).toBeLessThanOrEqual(total);
      expect(w.above + (w.end - w.start) + w.below).toBe(total);
      if (total > 0) {
        const sel = Math.min(selected, total - 1);
        expect(sel).toBeGreaterThanOrEqual(w.start);
        expect(sel).toBeLessThan(w.end);
      }
    },
  );
});

describe('operationLayout', () => {
  it('fits a tall terminal without hiding findings that fit', () => {
    const l = operationLayout(40, { findings: 3, messageLines: 2, sourceLines: 13, statementLines: 13 });
    expect(l).toEqual({ findings: 3, more: false, message: 2, source: 7, statement: 3, contract: 20 });
  });

  it('keeps a row for the "more findings" line when the list is cut', () => {
    const l = operationLayout(40, { findings: 30, messageLines: 1, sourceLines: 13, statementLines: 1 });
    // a quarter of 40 rows: 10, of which one says how many are hidden
    expect([l.findings, l.more]).toEqual([9, true]);
    expect(5 + l.message + (l.findings + 1) + l.source + l.statement + l.contract).toBe(40);
  });

  test.prop([
    fc.integer({ min: 4, max: 120 }),
    fc.integer({ min: 0, max: 200 }),
    fc.integer({ min: 1, max: 4 }),
    fc.integer({ min: 1, max: 13 }),
    fc.integer({ min: 1, max: 13 }),
  ])('never gives out more rows than the height', (height, findings, messageLines, sourceLines, statementLines) => {
    const l = operationLayout(height, { findings, messageLines, sourceLines, statementLines });
    const more = l.more ? 1 : 0;
    // the five fixed rows (title, footer, three headings) are all a very short terminal gets
    expect(5 + l.message + l.findings + more + l.source + l.statement + l.contract).toBeLessThanOrEqual(Math.max(height, 5));
    expect(l.findings).toBeLessThanOrEqual(findings);
    if (l.more) expect(l.findings).toBeLessThan(findings);
    else expect(l.findings === findings || l.findings === 0).toBe(true);
  });
});

describe('wrapText', () => {
  it('wraps on spaces', () => {
    expect(wrapText('the oracle compares connected with yes', 15, 5)).toEqual(['the oracle', 'compares', 'connected with', 'yes']);
  });

  it('cuts a word longer than a line', () => {
    expect(wrapText('abcdefghij', 4, 5)).toEqual(['abcd', 'efgh', 'ij']);
  });

  it('ends text that does not fit with an ellipsis', () => {
    expect(wrapText('one two three four five', 9, 2)).toEqual(['one two', 'three…']);
    expect(wrapText('abcdefghij klm', 5, 2)).toEqual(['abcde', 'fghi…']);
  });
});

describe('fitDiff', () => {
  const same = (text: string): DiffLine => ({ kind: 'same', text });
  const added = (text: string): DiffLine => ({ kind: 'added', text });
  const lines = [same('a'), same('b'), same('c'), added('X'), same('d'), same('e'), same('f'), added('Y'), same('g')];

  it('shows a diff that fits whole', () => {
    expect(fitDiff(lines, 9)).toEqual({ shown: lines, hidden: 0 });
  });

  it('keeps changed lines with one line of context, a gap (null) for each run left out', () => {
    expect(fitDiff(lines, 8)).toEqual({ shown: [null, same('c'), added('X'), same('d'), null, same('f'), added('Y'), same('g')], hidden: 0 });
  });

  it('counts the changed lines that still do not fit', () => {
    expect(fitDiff(lines, 4)).toEqual({ shown: [null, same('c'), added('X')], hidden: 1 });
  });
});
