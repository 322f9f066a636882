import rule from '../../rules/unread-published-field.js';
import { ruleTester } from './rule-tester.js';
import { KV, oracle, statement } from './build.js';

ruleTester(rule, {
  valid: [
    { name: 'every published key is read', enforced: oracle({ layout: [KV, 2], fields: [{ key: 'a', line: 9 }] }), published: statement({ fields: [{ key: 'a', line: 4 }] }) },
    { name: 'read by a check only', enforced: oracle({ layout: [KV, 2], fields: [{ key: 'a', line: 9 }], checks: [{ name: 'c', line: 8, reads: ['b'] }] }), published: statement({ fields: [{ key: 'b', line: 4 }] }) },
    { name: 'oracle reads nothing known', enforced: oracle(), published: statement({ fields: [{ key: 'b', line: 4 }] }) },
    { name: 'whole text compared', enforced: oracle({ layout: [{ kind: 'text' }, 2], fields: [{ key: 'x', line: 3 }] }), published: statement({ fields: [{ key: 'b', line: 4 }] }) },
    { name: 'oracle does not parse', enforced: oracle({ fields: [{ key: 'a', line: 3 }], problems: [{ kind: 'parse-error', message: 'x', line: 2 }] }), published: statement({ fields: [{ key: 'b', line: 4 }] }) },
  ],
  invalid: [
    { name: 'published key never read', enforced: oracle({ layout: [KV, 2], fields: [{ key: 'path', line: 9 }] }), published: statement({ fields: [{ key: 'odd_degree', line: 6 }, { key: 'path', line: 7 }] }), errors: [{ messageId: 'unread', key: 'odd_degree', line: 6, file: 'op/task.md' }] },
  ],
});
