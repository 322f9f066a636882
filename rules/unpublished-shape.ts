// unpublished-shape: a value's type, element shape, separator or decimal places that the statement never states (or states differently).
import { defineRule } from '../src/lint/rule.js';
import { describeShape } from '../src/contract/diff.js';
import { pickLoc } from '../src/lint/locate.js';
import { fieldFix } from '../src/lint/fix-text.js';
import { isLineStructure } from '../src/lint/line-structure.js';

export default defineRule({
  id: 'unpublished-shape',
  meta: {
    description: "The oracle demands a shape (list and separator, pair, decimal places, pattern, JSON) for a value that the statement never states, states more loosely, or contradicts.",
    severity: 'error',
    messages: {
      unpublished: 'The oracle reads `{{key}}` as {{demanded}}; the statement never says so. Publish: {{fix}}',
      weaker: 'The oracle reads `{{key}}` as {{demanded}}; the statement only shows {{published}}{{how}}. Publish: {{fix}}',
      contradicts: 'The oracle reads `{{key}}` as {{demanded}}; the statement says {{published}}{{how}}. Publish: {{fix}}',
    },
    docs: 'rules/docs/unpublished-shape.md',
  },
  check(ctx) {
    for (const f of ctx.diff.fields) {
      const s = f.shape;
      if (!s.enforced || (s.status !== 'unpublished' && s.status !== 'weaker' && s.status !== 'contradicts')) continue;
      // how a positional line splits into parts is reported once, by unpublished-layout
      if (isLineStructure(f.key, s.enforced.value, ctx.diff.layout.enforced?.value, f.published !== undefined)) continue;
      const fix = fieldFix(f.key, { shape: s.enforced.value }, ctx.diff.layout.enforced?.value);
      ctx.report({
        messageId: s.status,
        data: {
          key: f.key ?? 'the value',
          demanded: describeShape(s.enforced.value),
          published: s.published ? describeShape(s.published.value) : '',
          how: s.viaExample ? ' (in an example)' : '',
          fix,
        },
        key: f.key,
        loc: pickLoc(s.enforced.evidence, ctx.enforced.file),
        statementLoc: pickLoc(s.published?.evidence) ?? f.keyStatementLoc ?? null,
        fix,
      });
    }
  },
});
