import { describe, expect, it } from 'vitest';
import { readCommandLine } from '../../src/statement/command-line.js';

describe('readCommandLine', () => {
  const cases: [string, { args: (string | null)[]; stdin: string[] | null; heredoc: string | null } | null][] = [
    ['$ ./prog 7 1 3', { args: ['7', '1', '3'], stdin: null, heredoc: null }],
    ['$ speeding_fine 50 65', { args: ['50', '65'], stdin: null, heredoc: null }],
    ['$ python3 -u solve.py --limit 5', { args: ['--limit', '5'], stdin: null, heredoc: null }],
    ['$ LANG=C node prog.mjs "two words" x', { args: ['two words', 'x'], stdin: null, heredoc: null }],
    ["$ printf '1 2\\n3 4\\n' | ./sum", { args: [], stdin: ['1 2', '3 4'], heredoc: null }],
    ["$ printf '%s\\n' '-5 20' '12 30' | ./windchill", { args: [], stdin: ['-5 20', '12 30'], heredoc: null }],
    ["$ echo 'AAABBBAA' | ./tennis", { args: [], stdin: ['AAABBBAA'], heredoc: null }],
    ["$ echo -e 'a\\tb' | ./x 2", { args: ['2'], stdin: ['a\tb'], heredoc: null }],
    ['$ ./rotate 1 < grid.txt > out.txt', { args: ['1'], stdin: null, heredoc: null }],
    ['$ ./prog 3 2>/dev/null', { args: ['3'], stdin: null, heredoc: null }],
    ['$ ./prog 3 2>&1 | sort', { args: ['3'], stdin: null, heredoc: null }],
    ['$ ./gaps 10 <<EOF', { args: ['10'], stdin: null, heredoc: 'EOF' }],
    ['$ ./gaps <<-END', { args: [], stdin: null, heredoc: 'END' }],
    ['parcel_rate <weight_kg> <zone>', { args: [null, null], stdin: null, heredoc: null }],
    ['$ cat in.txt', null],
    ['$', null],
  ];
  for (const [line, expected] of cases) {
    it(line, () => {
      expect(readCommandLine(line)).toEqual(expected);
    });
  }
});
