import rule from '../../rules/unpublished-stderr.js';
import { ruleTester } from './rule-tester.js';
import { oracle, statement } from './build.js';

ruleTester(rule, {
  valid: [
    { name: 'no stderr demand', enforced: oracle(), published: statement() },
    { name: 'nonempty published', enforced: oracle({ stderr: [{ expect: 'nonempty', line: 12 }] }), published: statement({ stderr: [{ expect: 'nonempty', line: 8 }] }) },
    { name: 'a published message satisfies nonempty', enforced: oracle({ stderr: [{ expect: 'nonempty', line: 12 }] }), published: statement({ stderr: [{ expect: 'matches', pattern: 'error', line: 8 }] }) },
    {
      name: 'a message "naming the offending argument" holds the argument fed',
      enforced: oracle({ stderr: [{ expect: 'matches', pattern: '12\\.5miles', when: 'arguments "12.5miles"', line: 96 }] }),
      published: statement({ stderr: [{ expect: 'nonempty', namesInput: true, line: 30 }] }),
    },
    {
      name: 'a message naming what was fed, matched as a word (`\\bLongmoor\\b`)',
      enforced: oracle({ stderr: [{ expect: 'matches', pattern: '\\bLongmoor\\b', when: 'input "Ashcombe 3\\nLongmoor 8.5"', line: 103 }] }),
      published: statement({ stderr: [{ expect: 'nonempty', namesInput: true, line: 15 }] }),
    },
    {
      name: 'a message holding the number of the offending line (`\\b3\\b`)',
      enforced: oracle({ stderr: [{ expect: 'matches', pattern: '\\b3\\b', when: 'input "3B standard 15\\n4C veg 2\\n4C vegan 3"', line: 101 }] }),
      published: statement({ stderr: [{ expect: 'nonempty', namesInput: true, line: 37 }] }),
    },
  ],
  invalid: [
    {
      name: 'one assertion in a loop over bad inputs, each message naming its input, is one demand',
      enforced: oracle({ stderr: [
        { expect: 'matches', pattern: 'invalid seat: D1', when: 'input "3 8\\nA1 D1"', line: 98 },
        { expect: 'matches', pattern: 'invalid seat: A9', when: 'input "3 8\\nA1 A9"', line: 98 },
        { expect: 'matches', pattern: 'invalid seat: 7B', when: 'input "3 8\\nA1 7B"', line: 98 },
      ] }),
      published: statement(),
      errors: [{ messageId: 'matches', key: null, line: 98 }],
    },
    {
      name: 'a message naming the argument does not publish other text',
      enforced: oracle({ stderr: [{ expect: 'matches', pattern: 'bad mileage', when: 'arguments "12.5miles"', line: 96 }] }),
      published: statement({ stderr: [{ expect: 'nonempty', namesInput: true, line: 30 }] }),
      errors: [{ messageId: 'matches', key: null, line: 96 }],
    },
    {
      name: 'a number in the message, where the statement only says a message is written',
      enforced: oracle({ stderr: [{ expect: 'matches', pattern: '\\b3\\b', when: 'input "3B standard 15\\n4C veg 2\\n4C vegan 3"', line: 101 }] }),
      published: statement({ stderr: [{ expect: 'nonempty', line: 37 }] }),
      errors: [{ messageId: 'matches', key: null, line: 101 }],
    },
    {
      name: 'the argument in the message, where the statement only says a message is written',
      enforced: oracle({ stderr: [{ expect: 'matches', pattern: '12\\.5miles', when: 'arguments "12.5miles"', line: 96 }] }),
      published: statement({ stderr: [{ expect: 'nonempty', line: 30 }] }),
      errors: [{ messageId: 'matches', key: null, line: 96 }],
    },
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
