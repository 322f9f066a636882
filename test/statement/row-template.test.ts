import { describe, expect, it } from 'vitest';
import { readStatementText } from '../../src/statement/read.js';

const output = (...body: string[]) => readStatementText(['# Task', '', 'Prose with `<x> <y>` before the output.', '', '## Output', '', ...body, '', '## Example', '', '```', 'B1 2 3', '```', ''].join('\n'), 'op/task.md');
const names = (...body: string[]) => output(...body).columns?.map((c) => [c.index, c.name, c.separator]);

describe('row templates name the columns of the output rows', () => {
  it.each([
    ['placeholders in a block', ['One line per barrel:', '', '```', '<barrel> <toppings> <litres>', '```'], [[0, 'barrel', ' '], [1, 'toppings', ' '], [2, 'litres', ' ']]],
    ['capitals in a block', ['```', 'HIVE LOAD ACTION', '```'], [[0, 'HIVE', ' '], [1, 'LOAD', ' '], [2, 'ACTION', ' ']]],
    ['a format beside placeholders, in backticks', ['Each line is `HH:MM <drug> <dose>`.'], [[0, 'HH:MM', ' '], [1, 'drug', ' '], [2, 'dose', ' ']]],
    ['comma-separated placeholders', ['Each line is `<id>,<mark>,<grade>`.'], [[0, 'id', ','], [1, 'mark', ','], [2, 'grade', ',']]],
    ['a header row the prose names', ['A table with a header row `name tier concerts fee`, then one row per subscriber.'], [[0, 'name', ' '], [1, 'tier', ' '], [2, 'concerts', ' '], [3, 'fee', ' ']]],
  ])('%s', (_name, body, expected) => {
    expect(names(...body)).toEqual(expected);
  });

  it.each([
    ['lower-case words not named a header row', ['Print `yes no` or `maybe later`.']],
    ['key=value fields', ['```', 'total=<n> best=<name>', '```']],
    ['a block of several lines', ['```', '<a> <b>', '<c> <d>', '```']],
    ['formats alone', ['Dates are `YYYY-MM-DD HH:MM`.']],
    ['one placeholder', ['Print `<count>`.']],
  ])('not %s', (_name, body) => {
    expect(output(...body).columns).toBeUndefined();
  });

  it('reads the output section only, and locates the template', () => {
    const c = output('Rows are written', '', '```', 'ID QTY', '```');
    expect(c.columns?.[0]?.evidence[0]?.loc).toEqual({ file: 'op/task.md', line: 10, column: 1 });
  });
});
