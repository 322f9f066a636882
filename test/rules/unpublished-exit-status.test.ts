import rule from '../../rules/unpublished-exit-status.js';
import { ruleTester } from './rule-tester.js';
import { oracle, statement } from './build.js';

ruleTester(rule, {
  valid: [
    { name: 'exit 0 on accepted input is conventional', enforced: oracle({ exit: [{ status: 0, line: 12 }] }), published: statement() },
    { name: 'nonzero published', enforced: oracle({ exit: [{ status: 'nonzero', when: 'malformed line', line: 12 }] }), published: statement({ exit: [{ status: 'nonzero', line: 8 }] }) },
    { name: 'a specific nonzero status satisfies nonzero', enforced: oracle({ exit: [{ status: 'nonzero', line: 12 }] }), published: statement({ exit: [{ status: 1, line: 8 }] }) },
  ],
  invalid: [
    {
      name: 'one status demanded on many bad inputs, in a loop or in two checks, is one finding, at its first assertion',
      enforced: oracle({ exit: [{ status: 'nonzero', when: 'arguments "0"', line: 55 }, { status: 'nonzero', when: 'arguments "4000"', line: 55 }, { status: 'nonzero', when: 'arguments "IIII"', line: 61 }] }),
      published: statement(),
      errors: [{ messageId: 'unpublished', key: null, line: 55, message: /on arguments "0" and 2 more inputs/ }],
    },
    {
      name: 'two statuses never published are two findings',
      enforced: oracle({ exit: [{ status: 2, when: 'input "x"', line: 64 }, { status: 3, when: 'input "y"', line: 76 }] }),
      published: statement(),
      errors: [{ messageId: 'unpublished', key: null, line: 64 }, { messageId: 'unpublished', key: null, line: 76 }],
    },
    { name: 'refusal never published', enforced: oracle({ exit: [{ status: 'nonzero', when: 'malformed line', line: 40 }] }), published: statement(), errors: [{ messageId: 'unpublished', key: null, line: 40 }] },
    { name: 'specific status, statement says another', enforced: oracle({ exit: [{ status: 2, line: 40 }] }), published: statement({ exit: [{ status: 1, line: 8 }] }), errors: [{ messageId: 'contradicts', key: null, line: 40 }] },
    { name: 'specific status, statement says only nonzero', enforced: oracle({ exit: [{ status: 3, line: 41 }] }), published: statement({ exit: [{ status: 'nonzero', line: 8 }] }), errors: [{ messageId: 'contradicts', key: null, line: 41 }] },
  ],
});
