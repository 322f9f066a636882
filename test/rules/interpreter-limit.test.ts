import rule from '../../rules/interpreter-limit.js';
import { ruleTester } from './rule-tester.js';
import { KV, ORACLE, ev, int, oracle, statement } from './build.js';

ruleTester(rule, {
  valid: [
    {
      name: 'many lines that link into no deep chain (a command and its argument, `push 3`): no recursion depth',
      enforced: oracle({ input: [{ size: [3000, 71], lines: [{ parts: [{ kind: 'word' }, int], separator: ' ', example: 'push 3', line: 71 }, { parts: [{ kind: 'word' }], separator: ' ', example: 'pop', line: 71 }] }] }),
      published: statement(),
    },
    {
      name: 'a chain deeper than the limit, where the statement publishes how many lines come',
      enforced: oracle({ input: [{ size: [3000, 9], depth: [3000, 9], lines: [{ parts: [{ kind: 'word' }, { kind: 'word' }], separator: ' ', example: 'a b', line: 9 }] }] }),
      published: statement({ input: [{ size: [5000, 4] }] }),
    },
    { name: 'small magnitudes', enforced: oracle({ fields: [{ key: 'value', line: 10, magnitude: [12, 12] }] }), published: statement() },
    { name: 'magnitude published', enforced: oracle({ fields: [{ key: 'value', line: 10, magnitude: [31269, 12] }] }), published: statement({ fields: [{ key: 'value', line: 5, magnitude: [31269, 5] }] }) },
    {
      name: 'whole-output magnitude published on a keyless value beside the example',
      enforced: oracle({ fields: [{ key: null, line: 10, shape: [int, 11], magnitude: [19, 35] }] }),
      published: statement({ fields: [{ key: null, line: 20, shape: [int, 20], magnitude: [19, 20] }, { key: null, line: 8, position: [0, 8], shape: [int, 8] }] }),
    },
    {
      name: 'past 2^53, where the prose says to use big integers',
      enforced: oracle({ fields: [{ key: 'value', line: 10, shape: [int, 11], magnitude: [49, 12] }] }),
      published: { ...statement(), largeNumbers: [{ evidence: [{ loc: { file: 'op/task.md', line: 3, column: 1 } }] }] },
    },
    {
      name: 'a count of digits in the prose, said of another value, publishes how large numbers get',
      enforced: oracle({ fields: [{ key: 'mixed', line: 10, shape: [int, 11], magnitude: [18, 12] }] }),
      published: { ...statement(), largeNumbers: [{ digits: 18, evidence: [{ loc: { file: 'op/task.md', line: 21, column: 1 } }] }] },
    },
    { name: 'a 16-digit value at most 2^53 (3 * 10^15) is exact in a double', enforced: oracle({ fields: [{ key: 's_PB', line: 10, shape: [int, 11], magnitude: [16, 12], magnitudeWithinDouble: true }] }), published: statement() },
    { name: 'big number compared through Number() is not exact', enforced: oracle({ fields: [{ key: 'f', line: 10, shape: [{ kind: 'number' }, 11], magnitude: [19, 12] }] }), published: statement() },
    { name: 'input digits past 2^53 are usually text (card numbers)', enforced: oracle({ input: [{ channel: 'args', magnitude: [16, 8] }] }), published: statement() },
    { name: 'many single numbers imply no depth', enforced: oracle({ input: [{ size: [100000, 9], lines: [{ parts: [int], separator: ' ', example: '7', line: 9 }] }] }), published: statement() },
    { name: 'input size under the depth', enforced: oracle({ input: [{ size: [900, 7] }] }), published: statement() },
    { name: 'limit raised by option', enforced: oracle({ fields: [{ key: 'value', line: 10, shape: [int, 11], magnitude: [5000, 12] }] }), published: statement(), options: { pythonIntDigits: 100000, jsSafeDigits: 100000 } },
  ],
  invalid: [
    {
      name: 'a huge input number is located where a check reads the output line that answers it',
      enforced: oracle({
        layout: [{ kind: 'lines' }, 12],
        input: [{ magnitude: [5001, 72] }],
        checks: [
          { name: 'a mixed batch', line: 71, reads: ['#0'], inputLines: { digits: [7, 5001], loc: { file: 'op/oracle.test.mjs', line: 72, column: 1 } } },
          { name: 'a very long number', line: 78, reads: ['#0'], inputLines: { digits: [5001], loc: { file: 'op/oracle.test.mjs', line: 79, column: 1 } } },
        ],
      }),
      published: statement(),
      errors: [{ messageId: 'pythonInput', key: null, line: 79 }],
    },
    {
      name: 'a digit count past the limit of a value also compared digit for digit past it: located at that comparison',
      enforced: oracle({ layout: [KV, 2], fields: [{ key: 'ways', line: 10, shape: [int, 11], magnitude: [6021, 40], comparedMagnitude: [4500, 30] }] }),
      published: statement({ fields: [{ key: 'ways', line: 5 }] }),
      errors: [{ messageId: 'pythonOutput', key: 'ways', line: 30 }],
    },
    {
      name: 'a digit count past the limit of a value compared digit for digit only below it: located at the count',
      enforced: oracle({ layout: [KV, 2], fields: [{ key: 'ways', line: 10, shape: [int, 11], magnitude: [6021, 40], comparedMagnitude: [397, 30] }] }),
      published: statement({ fields: [{ key: 'ways', line: 5 }] }),
      errors: [{ messageId: 'pythonOutput', key: 'ways', line: 40 }],
    },
    { name: 'CPython int printing limit', enforced: oracle({ layout: [KV, 2], fields: [{ key: 'value', line: 10, shape: [int, 11], magnitude: [31269, 12] }] }), published: statement({ fields: [{ key: 'value', line: 5 }] }), errors: [{ messageId: 'pythonOutput', key: 'value', line: 12 }] },
    {
      name: 'located where the check that expects the big value compares it, not at the feed (a helper call the checks share), when it writes no size',
      enforced: oracle({
        fields: [{ key: 'value', line: 34, shape: [int, 35], magnitude: [31269, 35, 'big'], check: 'big' }],
        input: [{ channel: 'args', lines: [{ parts: [int, int], separator: ' ', example: '3 65536', line: 0, fedAt: [[12, 'small'], [33, 'big'], [46, 'other']] }] }],
      }),
      published: statement(),
      errors: [{ messageId: 'pythonOutput', key: 'value', line: 35 }],
    },
    {
      name: 'JavaScript 2^53 is located where the value is compared exactly, not at the feed that provokes it',
      enforced: oracle({
        fields: [{ key: 'matches', line: 14, shape: [int, 49], magnitude: [19, 49, 'very large fields'], check: 'very large fields' }],
        input: [{ lines: [{ parts: [int], separator: ' ', example: '1152921504606846981', line: 0, fedAt: [[48, 'very large fields']] }] }],
      }),
      published: statement(),
      errors: [{ messageId: 'jsOutput', key: 'matches', line: 49 }],
    },
    {
      name: 'JavaScript 2^53 for the entries of a line compared exactly as digit strings (a matrix product)',
      enforced: oracle({ layout: [{ kind: 'lines' }, 11], fields: [{ key: null, line: 11, position: [0, 11], shape: [{ kind: 'list', separator: ' ', element: int }, 11], magnitude: [23, 67] }] }),
      published: statement(),
      errors: [{ messageId: 'jsOutput', key: null, line: 67 }],
    },
    {
      name: 'big integers said without a count of digits do not publish CPython\'s printing limit',
      enforced: oracle({ layout: [KV, 2], fields: [{ key: 'value', line: 10, shape: [int, 11], magnitude: [4800, 12] }] }),
      published: { ...statement({ fields: [{ key: 'value', line: 5 }] }), largeNumbers: [{ evidence: [{ loc: { file: 'op/task.md', line: 3, column: 1 } }] }] },
      errors: [{ messageId: 'pythonOutput', key: 'value', line: 12 }],
    },
    {
      name: 'values under keys taken from the input (`volume = 8EiB` fed) past 2^53: one demand of the values, keyless, at the first',
      enforced: oracle({
        layout: [KV, 2],
        fields: [{ key: 'volume', line: 55, shape: [int, 55], magnitude: [19, 55] }, { key: 'archive', line: 56, shape: [int, 56], magnitude: [20, 56] }],
        input: [{ lines: [{ parts: [{ kind: 'word' }], separator: ' ', example: 'volume = 8EiB', examples: ['archive = 18.5EB'], line: 54 }] }],
      }),
      published: statement(),
      errors: [{ messageId: 'jsOutput', key: null, line: 55 }],
    },
    { name: 'JavaScript 2^53 for exact comparison', enforced: oracle({ fields: [{ key: 'fib', line: 10, shape: [int, 11], magnitude: [19, 14] }] }), published: statement(), errors: [{ messageId: 'jsOutput', key: 'fib', line: 14 }] },
    { name: 'huge input number', enforced: oracle({ input: [{ magnitude: [5000, 8] }] }), published: statement(), errors: [{ messageId: 'pythonInput', key: null, line: 8 }] },
    {
      name: 'recursion depth implied by a long chain of edges, pointed at the run that feeds the deepest',
      enforced: oracle({ input: [{ size: [5000, 9], depth: [4999, 12], lines: [{ parts: [{ kind: 'word' }, { kind: 'word' }], separator: ' ', example: 'a b', line: 9 }] }] }),
      published: statement(),
      errors: [{ messageId: 'recursion', key: null, line: 12 }],
    },
    {
      name: 'recursion depth fed to two checks: shown at the one asserting the exit status, where a crash fails (the other, reading one field, is order-dependent)',
      enforced: (() => {
        const c = oracle({
          input: [{ size: [5000, 101], depth: [5000, 101, 'a long chain is ordered'], lines: [{ parts: [{ kind: 'word' }, { kind: 'word' }], separator: ' ', example: 'step-1: step-0', line: 96 }] }],
          checks: [{ name: 'a long chain is ordered', line: 100, assertsExit: false }, { name: 'a long chain has the full depth', line: 107 }],
        });
        c.input[0]!.depth!.evidence.push(ev(ORACLE, 108, 'a long chain has the full depth'));
        return c;
      })(),
      published: statement(),
      errors: [{ messageId: 'recursion', key: null, line: 108 }],
    },
    {
      name: 'one line nesting brackets 1,500 deep',
      enforced: oracle({ input: [{ size: [1, 30], depth: [1500, 30], lines: [{ parts: [{ kind: 'word' }], separator: ' ', example: '{"a":{"a":', line: 30 }] }] }),
      published: statement(),
      errors: [{ messageId: 'recursion', key: null, line: 30 }],
    },
    {
      name: 'recursion depth located where the check writes the size of its input (`const n = 2500`), not at the call that feeds it',
      enforced: oracle({
        input: [{ size: [2500, 87], depth: [2500, 87, 'a long valley chain'], lines: [{ parts: [{ kind: 'word' }, { kind: 'word' }], separator: ' ', example: 'S1 S2', line: 87 }] }],
        checks: [{ name: 'a long valley chain', line: 83, sizeLiterals: [{ value: 2500, loc: { file: 'op/oracle.test.mjs', line: 84, column: 13 } }] }],
      }),
      published: statement(),
      errors: [{ messageId: 'recursion', key: null, line: 84 }],
    },
    {
      name: 'a big output value located at the largest size the check writes before the feed (`const n = 2850` over `const k = 40`); one written after the feed is not its size',
      enforced: oracle({
        fields: [{ key: 'plans', line: 111, shape: [int, 111], magnitude: [4566, 111, 'a career of plans'], check: 'a career of plans' }],
        input: [{ lines: [{ parts: [int, int], separator: ' ', example: '40 2850', line: 0, fedAt: [[110, 'a career of plans']] }] }],
        checks: [{
          name: 'a career of plans',
          line: 107,
          sizeLiterals: [
            { value: 1000, loc: { file: 'op/oracle.test.mjs', line: 108, column: 13 } },
            { value: 2850, loc: { file: 'op/oracle.test.mjs', line: 109, column: 13 } },
            { value: 9000, loc: { file: 'op/oracle.test.mjs', line: 112, column: 13 } },
          ],
        }],
      }),
      published: statement(),
      errors: [{ messageId: 'pythonOutput', key: 'plans', line: 109 }],
    },
    { name: 'published magnitude too small', enforced: oracle({ fields: [{ key: 'value', line: 10, magnitude: [31269, 12] }] }), published: statement({ fields: [{ key: 'value', line: 5, magnitude: [100, 5] }] }), errors: [{ messageId: 'pythonOutput', key: 'value', line: 12 }] },
  ],
});
