// unpublished-case: the oracle compares letter case exactly where the statement shows another case or says case does not matter.
import { defineRule } from '../src/lint/rule.js';
import { pickLoc } from '../src/lint/locate.js';

export default defineRule({
  id: 'unpublished-case',
  meta: {
    description: 'The oracle compares a token case-sensitively while the statement shows it in another case, or says case does not matter.',
    severity: 'error',
    messages: {
      differentCase: 'The oracle compares `{{key}}` with `{{token}}` exactly; the statement writes `{{publishedAs}}`. Publish the exact case.',
      statementRelaxes: 'The statement says case does not matter, but the oracle compares `{{key}}` case-sensitively. Publish the exact case.',
    },
    docs: 'rules/docs/unpublished-case.md',
  },
  check(ctx) {
    for (const f of ctx.diff.fields) {
      const key = f.key ?? 'the value';
      const cased = f.tokens.filter((t) => t.status === 'case');
      if (cased.length > 0) {
        const t = cased[0]!;
        ctx.report({
          messageId: 'differentCase',
          data: { key, token: t.token, publishedAs: t.publishedAs ?? '' },
          key: f.key,
          loc: pickLoc(cased.flatMap((c) => c.evidence), ctx.enforced.file),
          statementLoc: f.keyStatementLoc ?? null,
        });
      } else if (f.caseRule === 'contradicts') {
        const tokens = f.tokens.filter((t) => t.status !== 'input-bound');
        ctx.report({
          messageId: 'statementRelaxes',
          data: { key },
          key: f.key,
          loc: pickLoc(tokens.flatMap((t) => t.evidence), ctx.enforced.file) ?? pickLoc(f.enforced.presence, ctx.enforced.file),
          statementLoc: f.caseStatementLoc ?? null,
        });
      }
    }
  },
});
