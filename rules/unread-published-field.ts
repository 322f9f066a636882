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
    const mentions = ctx.published.mentions ?? [];
    for (const f of ctx.diff.unreadPublished) {
      if (f.key === null) continue;
      // where the statement first publishes it: a definition or a backticked `key=<...>` usually comes before the example
      const spelled = mentions.filter((m) => m.value === f.key || m.value.startsWith(`${f.key}=`) || m.value.startsWith(`${f.key}:`)).flatMap((m) => m.evidence);
      const first = [...f.presence, ...spelled].filter((e) => e.loc.file === ctx.published.file).sort((a, b) => a.loc.line - b.loc.line || a.loc.column - b.loc.column)[0];
      const loc = first?.loc ?? pickLoc(f.presence);
      ctx.report({ messageId: 'unread', data: { key: f.key }, key: f.key, loc, statementLoc: loc ?? null });
    }
  },
});
