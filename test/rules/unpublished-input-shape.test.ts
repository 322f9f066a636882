import rule from '../../rules/unpublished-input-shape.js';
import { ruleTester } from './rule-tester.js';
import { int, oracle, statement, word } from './build.js';

const edge = { parts: [word, word], separator: ' ', example: 'A B' };
const weighted = { parts: [word, word, int], separator: ' ', example: 'A B 4' };

ruleTester(rule, {
  valid: [
    { name: 'same line shape published', enforced: oracle({ input: [{ lines: [{ ...edge, line: 10 }] }] }), published: statement({ input: [{ lines: [{ ...edge, example: 'X Y', line: 4 }] }] }) },
    { name: 'published word accepts a fed integer', enforced: oracle({ input: [{ lines: [{ parts: [word, int], separator: ' ', example: 'A 4', line: 10 }] }] }), published: statement({ input: [{ lines: [{ parts: [word, word], separator: ' ', example: 'A B', line: 4 }] }] }) },
    { name: 'refused line with a published grammar', enforced: oracle({ input: [{ lines: [{ parts: [word], separator: ' ', example: 'oops', refused: true, line: 10 }] }] }), published: statement({ input: [{ lines: [{ ...edge, line: 4 }] }] }) },
    { name: 'published free text accepts anything', enforced: oracle({ input: [{ lines: [{ ...weighted, line: 10 }] }] }), published: statement({ input: [{ lines: [{ parts: [{ kind: 'text' }], separator: ' ', example: 'a line', line: 4 }] }] }) },
  ],
  invalid: [
    { name: 'weighted line never shown', enforced: oracle({ input: [{ lines: [{ ...edge, line: 10 }, { ...weighted, line: 22 }] }] }), published: statement({ input: [{ lines: [{ ...edge, line: 4 }] }] }), errors: [{ messageId: 'unpublished', key: null, line: 22 }] },
    { name: 'refusal demanded with no grammar', enforced: oracle({ input: [{ lines: [{ parts: [word], separator: ' ', example: 'oops', refused: true, line: 30 }] }] }), published: statement(), errors: [{ messageId: 'noGrammar', key: null, line: 30 }] },
    { name: 'same shape reported once', enforced: oracle({ input: [{ lines: [{ ...weighted, line: 22 }, { ...weighted, example: 'C D 7', line: 25 }] }] }), published: statement({ input: [{ lines: [{ ...edge, line: 4 }] }] }), errors: [{ messageId: 'unpublished', key: null, line: 22 }] },
  ],
});
