// notation-error: a contract section of the statement that the notation grammar cannot parse.
import { defineRule } from '../src/lint/rule.js';

export default defineRule({
  id: 'notation-error',
  meta: {
    description: "A statement's contract section (`## Input`/`## Output` in the contract notation) does not parse, so what it publishes is unknown.",
    severity: 'error',
    messages: {
      notationError: 'The contract section does not parse: {{message}}',
    },
    docs: 'rules/docs/notation-error.md',
  },
  check(ctx) {
    for (const p of ctx.published.problems) {
      if (p.kind !== 'notation-error') continue;
      ctx.report({ messageId: 'notationError', data: { message: p.message }, key: null, loc: p.loc, statementLoc: p.loc });
    }
  },
});
