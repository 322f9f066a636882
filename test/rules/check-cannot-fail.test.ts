import rule from '../../rules/check-cannot-fail.js';
import { ruleTester } from './rule-tester.js';
import { oracle, statement } from './build.js';

ruleTester(rule, {
  valid: [
    { name: 'checks that can fail', enforced: oracle({ checks: [{ name: 'a', line: 5, canFail: true, reads: ['x'] }] }), published: statement() },
    {
      name: 'a check judging the exit status can fail',
      enforced: { ...oracle({ checks: [{ name: 'refused', line: 13, canFail: false }] }), exit: [{ status: 2, evidence: [{ loc: { file: 'op/oracle.test.mjs', line: 15, column: 3 }, check: 'refused' }] }] },
      published: statement(),
    },
  ],
  invalid: [
    {
      name: 'type-only assertion',
      enforced: oracle({ checks: [{ name: 'ok', line: 5 }, { name: 'prints a string', line: 20, canFail: false, cannotFailReason: 'only asserts typeof', reads: ['roman'] }] }),
      published: statement(),
      errors: [{ messageId: 'cannotFail', key: 'roman', line: 20 }],
    },
    {
      name: 'located at the read inside the check',
      enforced: oracle({ fields: [{ key: null, line: 29, check: 'every line is a number' }], checks: [{ name: 'every line is a number', line: 28, canFail: false, reads: ['#0'] }] }),
      published: statement(),
      errors: [{ messageId: 'cannotFail', key: null, line: 29 }],
    },
    {
      name: 'a type-only assertion on one column of the rows is keyed by the name the statement\'s row template gives it',
      enforced: oracle({ checks: [{ name: 'every load is a number', line: 64, canFail: false, cannotFailLoc: { file: 'op/oracle.test.mjs', line: 67, column: 5 } }], columns: [[0, [66]], [1, [67]]] }),
      published: statement({ columns: [[0, 'HIVE'], [1, 'LOAD'], [2, 'ACTION']] }),
      errors: [{ messageId: 'cannotFail', key: 'LOAD', line: 67 }],
    },
    {
      name: 'a line reading two columns names neither',
      enforced: oracle({ checks: [{ name: 'every load is a number', line: 64, canFail: false, cannotFailLoc: { file: 'op/oracle.test.mjs', line: 67, column: 5 } }], columns: [[0, [67]], [1, [67]]] }),
      published: statement({ columns: [[0, 'HIVE'], [1, 'LOAD']] }),
      errors: [{ messageId: 'cannotFail', key: null, line: 67 }],
    },
    {
      name: 'a column the statement gives no name stays keyless',
      enforced: oracle({ checks: [{ name: 'every load is a number', line: 64, canFail: false, cannotFailLoc: { file: 'op/oracle.test.mjs', line: 67, column: 5 } }], columns: [[2, [67]]] }),
      published: statement({ columns: [[0, 'HIVE'], [1, 'LOAD']] }),
      errors: [{ messageId: 'cannotFail', key: null, line: 67 }],
    },
    { name: 'located where the analyzer says the assertion is', enforced: oracle({ checks: [{ name: 'typeof', line: 28, canFail: false, cannotFailLoc: { file: 'op/oracle.test.mjs', line: 29, column: 5 } }] }), published: statement(), errors: [{ messageId: 'cannotFail', key: null, line: 29 }] },
    {
      name: 'exit 0 demanded by the launcher (execFileSync) only catches a crash, not a wrong answer',
      enforced: { ...oracle({ fields: [{ key: 'max', line: 46, check: 'max is a number' }], checks: [{ name: 'max is a number', line: 44, canFail: false, reads: ['max'], cannotFailLoc: { file: 'op/oracle.test.mjs', line: 46, column: 3 } }] }), exit: [{ status: 0, evidence: [{ loc: { file: 'op/oracle.test.mjs', line: 10, column: 3 }, check: 'max is a number' }] }] },
      published: statement(),
      errors: [{ messageId: 'cannotFail', key: 'max', line: 46 }],
    },
    {
      name: 'a type-only assertion on a keyless value (a row\'s column) is about no key, though the shared parse helper reads one',
      enforced: oracle({ fields: [{ key: 'median', line: 18, check: 'percentages are numbers' }], checks: [{ name: 'percentages are numbers', line: 76, canFail: false, reads: ['median'], cannotFailLoc: { file: 'op/oracle.test.mjs', line: 78, column: 22 } }] }),
      published: statement(),
      errors: [{ messageId: 'cannotFail', key: null, line: 78 }],
    },
    { name: 'no reads', enforced: oracle({ checks: [{ name: 'runs', line: 30, canFail: false }] }), published: statement(), errors: [{ messageId: 'cannotFail', key: null, line: 30 }] },
    {
      name: 'a check judging two keys (a loop over `depart` and `arrive`) is about neither alone: key null',
      enforced: oracle({ checks: [{ name: 'clock times', line: 87, canFail: false, reads: ['depart', 'arrive'], judges: ['depart', 'arrive'], cannotFailLoc: { file: 'op/oracle.test.mjs', line: 91, column: 5 } }] }),
      published: statement(),
      errors: [{ messageId: 'cannotFail', key: null, line: 91 }],
    },
    {
      name: 'a check judging two keys whose own weak assertions test each of them (`typeof out.left`, `typeof out.right`) is about neither',
      enforced: oracle({
        fields: [{ key: 'left', line: 34, check: 'lengths are numbers' }, { key: 'right', line: 35, check: 'lengths are numbers' }],
        checks: [{ name: 'lengths are numbers', line: 32, canFail: false, reads: ['left', 'right'], judges: ['left', 'right'], cannotFailLoc: { file: 'op/oracle.test.mjs', line: 34, column: 3 }, weakLocs: [34, 35].map((line) => ({ file: 'op/oracle.test.mjs', line, column: 3 })) }],
      }),
      published: statement(),
      errors: [{ messageId: 'cannotFail', key: null, line: 34 }],
    },
    {
      name: 'a check judging two keys whose own weak assertions all test one (`typeof moves` of `parseInt(r.moves)`) is about that one',
      enforced: oracle({
        fields: [{ key: 'route', line: 33, check: 'moves is a number' }, { key: 'moves', line: 36, check: 'moves is a number' }],
        checks: [{ name: 'moves is a number', line: 32, canFail: false, reads: ['moves', 'route'], judges: ['moves', 'route'], cannotFailLoc: { file: 'op/oracle.test.mjs', line: 36, column: 3 }, weakLocs: [{ file: 'op/oracle.test.mjs', line: 36, column: 3 }] }],
      }),
      published: statement(),
      errors: [{ messageId: 'cannotFail', key: 'moves', line: 36 }],
    },
    {
      name: 'a JSON list judged only on the way to a member of its items (`lorries` of `lorries[].kg`): about the member',
      enforced: oracle({
        layout: [{ kind: 'json' }, 2],
        fields: [{ key: 'lorries', line: 79, check: 'weights are whole' }, { key: 'lorries[].kg', line: 79, check: 'weights are whole' }],
        checks: [{ name: 'weights are whole', line: 77, canFail: false, reads: ['lorries', 'lorries[].kg'], judges: ['lorries', 'lorries[].kg'], cannotFailLoc: { file: 'op/oracle.test.mjs', line: 79, column: 3 } }],
      }),
      published: statement(),
      errors: [{ messageId: 'cannotFail', key: 'kg', line: 79 }],
    },
    {
      name: 'a check judging one key, while a helper scraping every field reads others, is about that key',
      enforced: oracle({ checks: [{ name: 'kinship is a number', line: 30, canFail: false, reads: ['pairs', 'kinship'], judges: ['kinship'], cannotFailLoc: { file: 'op/oracle.test.mjs', line: 33, column: 3 } }] }),
      published: statement(),
      errors: [{ messageId: 'cannotFail', key: 'kinship', line: 33 }],
    },

  ],
});
