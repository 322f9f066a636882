// conflicting-key-type: one output key read with incompatible shapes by the oracles of two operations in the suite.
import { defineRule } from '../src/lint/rule.js';
import { describeShape } from '../src/contract/diff.js';
import { pickLoc } from '../src/lint/locate.js';
import { fieldFix } from '../src/lint/fix-text.js';

export default defineRule({
  id: 'conflicting-key-type',
  meta: {
    description: "One output key is read with incompatible shapes by two operations' oracles, and this operation's statement does not settle its reading.",
    severity: 'error',
    messages: {
      conflict: 'The oracle reads `{{key}}` as {{demanded}}, but {{others}}; the statement does not say which. Publish: {{fix}}',
    },
    docs: 'rules/docs/conflicting-key-type.md',
  },
  check(ctx) {
    for (const conflict of ctx.suite.keyTypeConflicts) {
      const mine = conflict.operations.find((o) => o.operation === ctx.operation);
      if (!mine) continue;
      const field = ctx.diff.fields.find((f) => f.key === conflict.key);
      // a statement that publishes this operation's reading explicitly (not by example) settles it here
      if (field && field.shape.status === 'agree' && !field.shape.viaExample) continue;
      const others = conflict.operations
        .filter((o) => o.operation !== ctx.operation)
        .map((o) => `operation ${o.operation} reads it as ${describeShape(o.shape.value)}`);
      const fix = fieldFix(conflict.key, { shape: mine.shape.value }, ctx.diff.layout.enforced?.value);
      const structural = mine.shape.value.kind === 'list' || mine.shape.value.kind === 'pair';
      ctx.report({
        messageId: 'conflict',
        data: { key: conflict.key, demanded: describeShape(mine.shape.value), others: others.join('; '), fix },
        key: conflict.key,
        // where the type is fixed here: the split of a list or pair; for a scalar, the read (`Number(f.edges)`)
        loc: (structural ? pickLoc(mine.shape.evidence, ctx.enforced.file) : undefined) ?? pickLoc(field?.enforced.presence, ctx.enforced.file) ?? pickLoc(mine.shape.evidence, ctx.enforced.file),
        statementLoc: field?.keyStatementLoc ?? null,
        fix,
      });
    }
  },
});
