import rule from '../../rules/incomplete-analysis.js';
import { ruleTester } from './rule-tester.js';
import { oracle, statement } from './build.js';

ruleTester(rule, {
  valid: [
    { name: 'fully analysed', enforced: oracle(), published: statement() },
    { name: 'parse errors are another rule', enforced: oracle({ problems: [{ kind: 'parse-error', message: 'x', line: 2 }] }), published: statement({ problems: [{ kind: 'notation-error', message: 'y', line: 2 }] }) },
  ],
  invalid: [
    { name: 'helper from a package', enforced: oracle({ problems: [{ kind: 'unreadable-helper', message: 'kv from "some-pkg"', line: 3 }] }), published: statement(), errors: [{ messageId: 'oracle', key: null, line: 3 }] },
    { name: 'statement unreadable', enforced: oracle(), published: statement({ problems: [{ kind: 'unsupported', message: 'could not be read', line: 1 }] }), errors: [{ messageId: 'statement', key: null, line: 1, file: 'op/task.md' }] },
  ],
});
