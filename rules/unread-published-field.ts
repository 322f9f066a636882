// unread-published-field (reverse direction): the statement publishes an output key no check reads.
import { defineRule } from '../src/lint/rule.js';
import { pickLoc } from '../src/lint/locate.js';

export default defineRule({
  id: 'unread-published-field',
  meta: {
    description: 'The statement publishes an output key that no check of the oracle reads: either the oracle misses a property or the statement asks for needless output.',
    severity: 'warning',
    messages: {
      unread: 'The statement publishes `{{key}}`, but no check reads it. Check it, or drop it from the statement.',
    },
    docs: 'rules/docs/unread-published-field.md',
  },
  check(ctx) {
    for (const f of ctx.diff.unreadPublished) {
      if (f.key === null) continue;
      ctx.report({ messageId: 'unread', data: { key: f.key }, key: f.key, loc: pickLoc(f.presence), statementLoc: pickLoc(f.presence) ?? null });
    }
  },
});
