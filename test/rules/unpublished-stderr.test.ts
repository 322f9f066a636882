import rule from '../../rules/unpublished-stderr.js';
import { ruleTester } from './rule-tester.js';
import { oracle, statement } from './build.js';

ruleTester(rule, {
  valid: [
    { name: 'no stderr demand', enforced: oracle(), published: statement() },
    { name: 'nonempty published', enforced: oracle({ stderr: [{ expect: 'nonempty', line: 12 }] }), published: statement({ stderr: [{ expect: 'nonempty', line: 8 }] }) },
    { name: 'a published message satisfies nonempty', enforced: oracle({ stderr: [{ expect: 'nonempty', line: 12 }] }), published: statement({ stderr: [{ expect: 'matches', pattern: 'error', line: 8 }] }) },
  ],
  invalid: [
    {
      name: 'one stderr assertion in a loop over bad inputs is one finding',
      enforced: oracle({ stderr: [{ expect: 'matches', pattern: 'invalid', line: 63 }, { expect: 'matches', pattern: 'invalid', line: 63 }] }),
      published: statement(),
      errors: [{ messageId: 'matches', key: null, line: 63 }],
    },
    { name: 'error message demanded, never published', enforced: oracle({ stderr: [{ expect: 'nonempty', line: 33 }] }), published: statement(), errors: [{ messageId: 'nonempty', key: null, line: 33 }] },
    { name: 'pattern demanded', enforced: oracle({ stderr: [{ expect: 'matches', pattern: 'invalid', line: 34 }] }), published: statement({ stderr: [{ expect: 'empty', line: 3 }] }), errors: [{ messageId: 'matches', key: null, line: 34 }] },
    { name: 'empty stderr demanded', enforced: oracle({ stderr: [{ expect: 'empty', line: 35 }] }), published: statement(), errors: [{ messageId: 'empty', key: null, line: 35 }] },
  ],
});
