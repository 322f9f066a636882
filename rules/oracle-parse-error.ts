// oracle-parse-error: an oracle (or a helper it imports) that does not parse; nothing it demands can be derived.
import { defineRule } from '../src/lint/rule.js';

export default defineRule({
  id: 'oracle-parse-error',
  meta: {
    description: 'The oracle or a helper it imports does not parse, so its contract cannot be derived.',
    severity: 'error',
    messages: {
      parseError: 'The oracle does not parse: {{message}}',
    },
    docs: 'rules/docs/oracle-parse-error.md',
  },
  check(ctx) {
    for (const p of ctx.enforced.problems) {
      if (p.kind !== 'parse-error') continue;
      ctx.report({ messageId: 'parseError', data: { message: p.message }, key: null, loc: p.loc });
    }
  },
});
