import rule from '../../rules/unpublished-case.js';
import { ruleTester } from './rule-tester.js';
import { oracle, statement } from './build.js';

ruleTester(rule, {
  valid: [
    { name: 'same case', enforced: oracle({ fields: [{ key: 'v', line: 10, tokens: [['YES', 12]] }] }), published: statement({ fields: [{ key: 'v', line: 4, tokens: [['YES', 4]] }] }) },
    { name: 'oracle ignores case', enforced: oracle({ fields: [{ key: 'v', line: 10, tokens: [['yes', 12]], caseInsensitive: 11 }] }), published: statement({ mentions: [['YES', 4]] }) },
    { name: 'statement relaxes case and the oracle does too', enforced: oracle({ fields: [{ key: 'v', line: 10, tokens: [['yes', 12]], caseInsensitive: 11 }] }), published: statement({ caseInsensitive: 3, mentions: [['yes', 4]] }) },
    { name: 'unpublished token is another rule', enforced: oracle({ fields: [{ key: 'v', line: 10, tokens: [['yes', 12]] }] }), published: statement() },
  ],
  invalid: [
    { name: 'statement writes another case', enforced: oracle({ fields: [{ key: 'v', line: 10, tokens: [['Yes', 12]] }] }), published: statement({ fields: [{ key: 'v', line: 4, tokens: [['yes', 4]] }] }), errors: [{ messageId: 'differentCase', key: 'v', line: 12 }] },
    { name: 'mention in another case', enforced: oracle({ fields: [{ key: 'roman', line: 10, tokens: [['MCM', 15]] }] }), published: statement({ mentions: [['mcm', 4]] }), errors: [{ messageId: 'differentCase', key: 'roman', line: 15 }] },
    { name: 'statement says case does not matter', enforced: oracle({ fields: [{ key: 'v', line: 10, tokens: [['yes', 12]] }] }), published: statement({ caseInsensitive: 3, mentions: [['yes', 4]] }), errors: [{ messageId: 'statementRelaxes', key: 'v', line: 12 }] },
  ],
});
