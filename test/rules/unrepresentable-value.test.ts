import rule from '../../rules/unrepresentable-value.js';
import { ASSIGNED_MENTION } from '../../src/contract/types.js';
import { ruleTester } from './rule-tester.js';
import { KV, oracle, statement, word } from './build.js';

const kegs = oracle({ layout: [KV, 4], fields: [{ key: 'beer', line: 30, tokens: [['Oat_Stout', 34], ['Pale', 35]] }] });
const withText = (text: string, extra: Parameters<typeof statement>[0] = {}) => ({ ...statement({ fields: [{ key: 'beer', line: 6 }], ...extra }), text });

// a model that respells its own names (`name.replace(/ /g, '_')`, line 12) compared with `busiest` (line 40)
const gates = (() => {
  const c = oracle({ layout: [KV, 4], fields: [{ key: 'busiest', line: 38 }] });
  c.fields[0]!.respelled = { value: '_', evidence: [{ loc: { file: 'op/oracle.test.mjs', line: 12, column: 5 }, via: 'spaces written as "_"' }, { loc: { file: 'op/oracle.test.mjs', line: 40, column: 3 }, via: 'compared' }] };
  return c;
})();
const gateText = (text: string, extra: Parameters<typeof statement>[0] = {}) => ({ ...statement({ fields: [{ key: 'busiest', line: 6 }], ...extra }), text });

const luhn = oracle({ layout: [KV, 4], fields: [{ key: 'vendor', line: 20, tokens: [['Visa', 21]] }] });

ruleTester(rule, {
  valid: [
    { name: 'names respelled by the oracle\'s model where the statement says spaces are written as underscores', enforced: gates, published: gateText('# Gates\n\nGate names are printed with their spaces replaced by underscores.\n') },
    { name: 'names respelled by the oracle\'s model where the statement says hyphens are used instead of spaces', enforced: gates, published: gateText('# Gates\n\nThe gate is one word (hyphens are used instead of spaces).\n') },
    { name: 'names respelled by the oracle\'s model where an example shows one so written', enforced: gates, published: gateText('# Gates\n\n`busiest=Main_Gate`\n', { fields: [{ key: 'busiest', line: 6, tokens: [['Main_Gate', 3]] }] }) },
    { name: 'a joined token (`Oat_Stout`) where the statement says spaces are written as underscores', enforced: kegs, published: withText('# Kegs\n\nBeer names such as Oat Stout are printed with their spaces replaced by underscores.\n') },
    { name: 'a joined token the statement shows as it is', enforced: kegs, published: withText('# Kegs\n\nFor Oat Stout print `beer=Oat_Stout`.\n', { mentions: [['beer=Oat_Stout', 4], ['Oat_Stout', 4]] }) },
    { name: 'a joined token that no name with spaces stands behind', enforced: kegs, published: withText('# Kegs\n\nPrint the beer with the most kegs.\n') },
    {
      name: 'a range of numbers (`2000-3500`) fed as `2000 3500 40` is no name with spaces',
      enforced: { ...oracle({ layout: [KV, 4], fields: [{ key: 'at', line: 49, tokens: [['2000-3500', 49]] }] }), input: [{ channel: 'stdin', lines: [{ parts: [{ kind: 'integer' }, { kind: 'integer' }, { kind: 'integer' }], separator: ' ', example: '2000 3500 40', evidence: [{ loc: { file: 'op/oracle.test.mjs', line: 46, column: 3 }, via: 'fed' }] }] }] },
      published: withText('# Restrictions\n\nPrint `at=<start>-<end>`.\n'),
    },
    {
      name: 'a name with spaces under one field per line (the value arrives whole)',
      enforced: oracle({ layout: [{ kind: 'fields', assign: '=', separator: '\n' }, 4], fields: [{ key: 'beer', line: 30, tokens: [['Oat_Stout', 34]] }] }),
      published: withText('# Kegs\n\nBeers: Oat Stout, Pale.\n'),
    },
    { name: 'one-word values', enforced: luhn, published: statement({ fields: [{ key: 'vendor', line: 6, tokens: [['Visa', 6], ['Mastercard', 6]] }] }) },
    { name: 'a spaced mention the oracle never ties to the key', enforced: luhn, published: statement({ mentions: [['American Express', 15]] }) },
    {
      name: 'the value of a backticked `key=value` (`filled=250`) does not run on from the word before it (`status=filled`)',
      enforced: oracle({ layout: [KV, 4], fields: [{ key: 'status', line: 37, tokens: [['filled', 37], ['partial', 45]] }, { key: 'filled', line: 38 }] }),
      published: {
        ...statement({ fields: [{ key: 'status', line: 19, tokens: [['filled', 19], ['partial', 19]] }] }),
        mentions: [
          { value: 'status', evidence: [{ loc: { file: 'op/task.md', line: 38, column: 17 }, via: 'backticked word' }] },
          { value: 'filled', evidence: [{ loc: { file: 'op/task.md', line: 38, column: 24 }, via: ASSIGNED_MENTION }, { loc: { file: 'op/task.md', line: 38, column: 33 }, via: 'backticked word' }] },
          { value: '250', evidence: [{ loc: { file: 'op/task.md', line: 38, column: 40 }, via: ASSIGNED_MENTION }] },
        ],
      },
    },
    { name: 'adjacent words that are not one name', enforced: luhn, published: statement({ mentions: [['Visa', 13, 4], ['card', 13, 9]] }) },
    { name: 'spaces are fine one field per line', enforced: oracle({ layout: [{ kind: 'fields', assign: '=', separator: '\n' }, 4], fields: [{ key: 'vendor', line: 20 }] }), published: statement({ fields: [{ key: 'vendor', line: 6, tokens: [['American Express', 6]] }] }) },
    {
      name: 'a token holding the separator of the list the value is split into (the value arrives whole, then is split)',
      enforced: oracle({ layout: [KV, 4], fields: [{ key: 'network', line: 20, shape: [{ kind: 'list', separator: '.', element: word }, 22], tokens: [['192.168.8.0', 21]] }] }),
      published: statement({ fields: [{ key: 'network', line: 6, tokens: [['10.0.0.0', 6]] }] }),
    },
    { name: 'free text under a whole-line layout', enforced: oracle({ layout: [{ kind: 'fields', assign: '=', separator: '\n' }, 4], fields: [{ key: 'name', line: 20 }] }), published: statement({ fields: [{ key: 'name', line: 6, shape: [{ kind: 'text' }, 6] }] }) },
  ],
  invalid: [
    {
      name: 'names respelled by the oracle\'s model (`replace(/ /g, \'_\')`) under a whitespace split, a spelling the statement never gives: at the comparison',
      enforced: gates,
      published: gateText('# Gates\n\nGate names may contain spaces. Print `busiest=<gate>`.\n'),
      errors: [{ messageId: 'respelledByRule', key: 'busiest', line: 40, message: /written as `_`/ }],
    },
    {
      name: 'names respelled by the oracle\'s model where the prose names a space and a hyphen only as a separator ("` - ` (space, hyphen, space)"), not as a respelling',
      enforced: gates,
      published: gateText('# Gates\n\nEach line is the gate, then ` - ` (space, hyphen, space) and the time. Print `busiest=<gate>`.\n'),
      errors: [{ messageId: 'respelledByRule', key: 'busiest', line: 40 }],
    },
    {
      name: 'the oracle expects `Oat_Stout` for a beer the statement writes `Oat Stout`, under a whitespace split',
      enforced: kegs,
      published: withText('# Kegs\n\nBeer names may contain spaces,\nfor example Oat Stout.\n'),
      errors: [{ messageId: 'respelled', key: 'beer', line: 34 }],
    },
    {
      name: 'the oracle feeds `Oat Stout 4` and expects `Oat_Stout` back; the statement is silent',
      enforced: { ...kegs, input: [{ channel: 'stdin', lines: [{ parts: [word, word, { kind: 'integer' }], separator: ' ', example: 'Oat Stout 4', evidence: [{ loc: { file: 'op/oracle.test.mjs', line: 12, column: 3 }, via: 'fed' }] }] }] },
      published: withText('# Kegs\n\nPrint the beer with the most kegs as `beer=<name>`.\n'),
      errors: [{ messageId: 'respelled', key: 'beer', line: 34 }],
    },
    {
      name: 'names joined by underscores whose parts are a number or carry punctuation (`Chain_11-speed`, `Brake_pads_(disc)`), fed with spaces',
      enforced: {
        ...oracle({ layout: [KV, 4], fields: [{ key: 'name', line: 60, tokens: [['Brake_pads_(disc)', 63], ['Chain_11-speed', 64]] }] }),
        input: [{ channel: 'stdin', lines: [{ parts: [word, word, word], separator: ' ', example: 'Brake pads (disc)', examples: ['Chain 11-speed'], evidence: [{ loc: { file: 'op/oracle.test.mjs', line: 58, column: 3 }, via: 'fed' }] }] }],
      },
      published: withText('# Parts\n\nPrint each part as `name=<name>`.\n'),
      errors: [{ messageId: 'respelled', key: 'name', line: 63 }],
    },
    { name: 'published value with a space under a whitespace split', enforced: luhn, published: statement({ fields: [{ key: 'vendor', line: 6, tokens: [['Visa', 6], ['American Express', 7]] }] }), errors: [{ messageId: 'published', key: 'vendor', line: 20 }] },
    {
      name: 'a backticked name with a space, compared run together by the oracle',
      enforced: oracle({ layout: [KV, 4], fields: [{ key: 'vendor', line: 20, tokens: [['Visa', 24], ['AmericanExpress', 36]] }] }),
      published: statement({ fields: [{ key: 'vendor', line: 20, tokens: [['Visa', 20]] }], mentions: [['Visa', 13], ['American Express', 15]] }),
      errors: [{ messageId: 'published', key: 'vendor', line: 36 }],
    },
    {
      name: 'a spaced name read as two adjacent words',
      enforced: oracle({ layout: [KV, 4], fields: [{ key: 'vendor', line: 20, tokens: [['Visa', 24], ['AmericanExpress', 36]] }] }),
      published: statement({ mentions: [['Visa', 13, 4], ['American', 15, 4], ['Express', 15, 13]] }),
      errors: [{ messageId: 'published', key: 'vendor', line: 36 }],
    },
    {
      name: 'a spaced example shown where the key is described, of which the oracle compares the first word',
      enforced: oracle({ layout: [KV, 4], fields: [{ key: 'last', line: 30, tokens: [['deposit', 31]] }] }),
      published: statement({ mentions: [['last', 21, 3], ['deposit', 22, 30], ['5', 22, 38]] }),
      errors: [{ messageId: 'published', key: 'last', line: 31 }],
    },
    { name: 'oracle expects a value its parser cuts', enforced: oracle({ layout: [KV, 4], fields: [{ key: 'vendor', line: 20, tokens: [['American Express', 33]] }] }), published: statement(), errors: [{ messageId: 'enforced', key: 'vendor', line: 33 }] },
    { name: 'published free text under a whitespace split', enforced: oracle({ layout: [KV, 4], fields: [{ key: 'vendor', line: 20, shape: [word, 20] }] }), published: statement({ fields: [{ key: 'vendor', line: 6, shape: [{ kind: 'text' }, 6] }] }), errors: [{ messageId: 'publishedShape', key: 'vendor', line: 20 }] },
  ],
});
