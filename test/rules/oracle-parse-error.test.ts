import rule from '../../rules/oracle-parse-error.js';
import { ruleTester } from './rule-tester.js';
import { oracle, statement } from './build.js';

ruleTester(rule, {
  valid: [
    { name: 'parses', enforced: oracle(), published: statement() },
    { name: 'other problems are another rule', enforced: oracle({ problems: [{ kind: 'unreadable-helper', message: 'x', line: 3 }] }), published: statement() },
  ],
  invalid: [{ name: 'syntax error', enforced: oracle({ problems: [{ kind: 'parse-error', message: 'Unexpected token (7:12)', line: 7, column: 12 }] }), published: statement(), errors: [{ messageId: 'parseError', key: null, line: 7 }] }],
});
