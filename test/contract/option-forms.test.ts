// diffOptionForms: an option passed as `--age=70` where the statement writes `--age N`, or the reverse.
import { describe, expect, it } from 'vitest';
import { diffOptionForms } from '../../src/contract/option-forms.js';
import { emptyContract, type Contract, type InputLine } from '../../src/contract/types.js';

const at = (line: number) => ({ file: 'op/oracle.test.mjs', line, column: 3 });
function fed(...runs: [string, number][]): Contract {
  const c = emptyContract('oracle', 'op/oracle.test.mjs');
  const lines: InputLine[] = runs.map(([example, line]) => ({ parts: [], separator: ' ', example, evidence: [{ loc: at(line) }], exampleLocs: [at(line)] }));
  c.input = [{ channel: 'args', lines }];
  return c;
}
function statement(text: string): Contract {
  return { ...emptyContract('statement', 'op/task.md'), text };
}

describe('diffOptionForms', () => {
  it('finds options passed with their value in one argument where the statement writes them as two, once, at the first run', () => {
    const diff = diffOptionForms(fed(['--days 4 --age 8', 40], ['--age=70 --days 4', 72], ['--days=2 --age=9', 80]), statement('Options: `--age N` and `--days D`.\n\n```\n$ quote --age 34 --days 2\n```\n'));
    expect(diff).toEqual([{ options: ['--age', '--days'], fed: 'joined', example: '--age=70 --days 4', shown: '--age N', evidence: [{ loc: at(72) }] }]);
  });

  it('finds the reverse: a value passed as a second argument where the statement only writes `--max-km=N`', () => {
    const diff = diffOptionForms(fed(['--max-km 50', 30]), statement('Run it as `route --max-km=N`.\n'));
    expect(diff).toEqual([{ options: ['--max-km'], fed: 'separate', example: '--max-km 50', shown: '--max-km=N', evidence: [{ loc: at(30) }] }]);
  });

  it('is silent where the statement writes the form fed, writes the option in neither form, or the option is a flag', () => {
    expect(diffOptionForms(fed(['--age=70', 72]), statement('Pass `--age N` or `--age=N`.\n'))).toEqual([]);
    // prose outside backticks and code blocks is too loose to tell the forms apart
    expect(diffOptionForms(fed(['--age=70', 72]), statement('Pass --age followed by the age.\n'))).toEqual([]);
    // `--peak` followed by another option, or last, takes no value
    expect(diffOptionForms(fed(['--peak --age=70', 72], ['--days 4 --peak', 73]), statement('Flags: `--peak`. Options: `--age=N`, `--days D`.\n'))).toEqual([]);
  });
});
