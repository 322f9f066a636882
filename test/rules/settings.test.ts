// Severity overrides and rule options from `config.rules`, and the runner's guarantees (frozen inputs, sorted findings).
import { describe, expect, it } from 'vitest';
import { UserError } from '../../src/errors.js';
import { lintContracts } from '../../src/lint/lint-contracts.js';
import { defineRule, renderMessage } from '../../src/lint/rule.js';
import { resolveRuleSettings } from '../../src/lint/settings.js';
import { rules } from '../../rules/index.js';
import { KV, oracle, statement } from './build.js';

const connected = () => ({
  operation: 'op',
  enforced: oracle({ layout: [KV, 2], fields: [{ key: 'connected', line: 10, tokens: [['yes', 24], ['no', 31]] }, { key: 'mults', line: 40 }] }),
  published: statement({ layout: [KV, 3], mentions: [['connected', 4]] }),
});

describe('rule settings', () => {
  it('defaults to each rule\'s severity and options', () => {
    const s = resolveRuleSettings(rules, {});
    expect(s.find((x) => x.rule.id === 'unread-published-field')?.severity).toBe('warning');
    expect(s.find((x) => x.rule.id === 'interpreter-limit')?.options).toEqual({ pythonIntDigits: 4300, jsSafeDigits: 15, recursionDepth: 1000 });
  });

  it('overrides severity, turns rules off, and merges options over defaults', () => {
    const found = lintContracts([connected()], rules, {
      'unpublished-key': 'warning',
      'unpublished-vocabulary': ['error', { ignore: ['yes'] }],
    }).get('op')!;
    // with `yes` ignored, the vocabulary finding points at the comparison with `no` (line 31), not `yes` (line 24)
    expect(found.map((f) => [f.rule, f.severity, f.location?.line])).toEqual([
      ['unpublished-vocabulary', 'error', 31],
      ['unpublished-key', 'warning', 40],
    ]);
    const off = lintContracts([connected()], rules, { 'unpublished-key': 'off', 'unpublished-vocabulary': 'off' }).get('op')!;
    expect(off).toEqual([]);
  });

  it('rejects an unknown rule, an unknown option and an option of the wrong type as user errors', () => {
    expect(() => resolveRuleSettings(rules, { 'no-such-rule': 'error' })).toThrow(UserError);
    expect(() => resolveRuleSettings(rules, { 'no-such-rule': 'error' })).toThrow(/unknown rule "no-such-rule"/);
    expect(() => resolveRuleSettings(rules, { 'interpreter-limit': ['error', { depth: 3 }] })).toThrow(/has no option "depth"/);
    expect(() => resolveRuleSettings(rules, { 'interpreter-limit': ['error', { recursionDepth: 'deep' }] })).toThrow(/must be a number/);
    expect(() => resolveRuleSettings(rules, { 'unpublished-vocabulary': ['error', { ignore: 'yes' }] })).toThrow(/must be a list/);
  });
});

describe('the runner', () => {
  it('hands rules frozen contracts and diff: a rule that mutates throws', () => {
    const mutating = defineRule({
      id: 'mutates',
      meta: { description: 'x', severity: 'error', messages: { m: 'x' }, docs: 'rules/docs/mutates.md' },
      check(ctx) {
        (ctx.enforced.fields as unknown[]).push({});
      },
    });
    expect(() => lintContracts([connected()], [mutating])).toThrow(TypeError);
  });

  it('hands every operation the same frozen options: the defaults overlaid with the configuration', () => {
    const seen: Readonly<Record<string, unknown>>[] = [];
    const reading = defineRule({
      id: 'reads-options',
      meta: { description: 'x', severity: 'error', messages: { m: 'x' }, docs: 'rules/docs/reads-options.md', defaultOptions: { limit: 3, words: ['a'] } },
      check(ctx) {
        seen.push(ctx.options);
        expect(() => {
          (ctx.options as Record<string, unknown>).limit = 4;
        }).toThrow(TypeError);
        expect(() => (ctx.options.words as string[]).push('b')).toThrow(TypeError);
      },
    });
    const second = { ...connected(), operation: 'other' };
    lintContracts([connected(), second], [reading], { 'reads-options': ['warn', { limit: 7 }] });
    expect(seen).toHaveLength(2);
    expect(seen[0]).toEqual({ limit: 7, words: ['a'] });
    expect(seen[1]).toEqual(seen[0]);
    expect(Object.isFrozen(seen[0])).toBe(true);
    // the rule's own defaults are untouched by the freezing of the copy it reads
    expect(Object.isFrozen(reading.meta.defaultOptions)).toBe(false);
  });

  it('a rule reporting an unknown messageId is a bug, not a finding', () => {
    const wrong = defineRule({
      id: 'wrong-message',
      meta: { description: 'x', severity: 'error', messages: { m: 'x' }, docs: 'rules/docs/wrong-message.md' },
      check(ctx) {
        ctx.report({ messageId: 'nope', key: null, loc: null });
      },
    });
    expect(() => lintContracts([connected()], [wrong])).toThrow(/unknown messageId "nope"/);
  });

  it('rejects rule ids that are not kebab-case', () => {
    expect(() => defineRule({ id: 'NotKebab', meta: { description: '', severity: 'error', messages: {}, docs: '' }, check() {} })).toThrow(/kebab-case/);
  });

  it('fills message placeholders and leaves unknown ones visible', () => {
    expect(renderMessage('key `{{key}}` at {{ line }}', { key: 'a', line: 3 })).toBe('key `a` at 3');
    expect(renderMessage('{{missing}}', {})).toBe('{{missing}}');
  });

  it('renders a template the same way the second time (its parts are kept) as String.replace would', () => {
    const byReplace = (template: string, data: Record<string, string | number>) =>
      template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in data ? String(data[name]) : whole));
    const cases: [string, Record<string, string | number>][] = [
      ['plain text, no placeholder', { key: 'a' }],
      ['{{a}}{{b}}', { a: '$&', b: 0 }],
      ['`{{ key }}` then {{key}} and {{gone}} at the end {{n}}', { key: '$1 $$', n: 12 }],
      ['{{a}} {{ a}} {{a }} {a} {{{a}}}', { a: 'x' }],
      ['', {}],
    ];
    for (const [template, data] of cases) {
      const first = renderMessage(template, data);
      expect(first).toBe(byReplace(template, data));
      expect(renderMessage(template, data)).toBe(first);
    }
  });
});
