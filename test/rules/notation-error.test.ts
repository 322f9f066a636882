import rule from '../../rules/notation-error.js';
import { ruleTester } from './rule-tester.js';
import { oracle, statement } from './build.js';

ruleTester(rule, {
  valid: [
    { name: 'notation parses', enforced: oracle(), published: statement() },
    { name: 'oracle problems are not notation errors', enforced: oracle({ problems: [{ kind: 'parse-error', message: 'x', line: 2 }] }), published: statement() },
  ],
  invalid: [{ name: 'bad notation line', enforced: oracle(), published: statement({ problems: [{ kind: 'notation-error', message: 'Expected an output key', line: 14, column: 3 }] }), errors: [{ messageId: 'notationError', key: null, line: 14, file: 'op/task.md' }] }],
});
