// unpublished-exit-status: the oracle asserts an exit status the statement never states.
import { defineRule } from '../src/lint/rule.js';
import { pickLoc } from '../src/lint/locate.js';

export default defineRule({
  id: 'unpublished-exit-status',
  meta: {
    description: 'The oracle asserts an exit status (other than 0 for accepted input) that the statement never states, or states differently.',
    severity: 'error',
    messages: {
      unpublished: 'The oracle demands exit status {{status}}{{when}}; the statement never says so. Publish: Exit status {{status}}{{when}}.',
      contradicts: 'The oracle demands exit status {{status}}{{when}}; the statement says otherwise. Publish: Exit status {{status}}{{when}}.',
    },
    docs: 'rules/docs/unpublished-exit-status.md',
  },
  check(ctx) {
    for (const d of ctx.diff.exit) {
      if (d.status !== 'unpublished' && d.status !== 'contradicts') continue;
      const status = d.demand.status === 'nonzero' ? 'non-zero' : String(d.demand.status);
      const when = d.demand.when ? ` on ${d.demand.when}` : '';
      ctx.report({
        messageId: d.status,
        data: { status, when },
        key: null,
        loc: pickLoc(d.demand.evidence, ctx.enforced.file),
        statementLoc: d.statementLoc ?? null,
        fix: `Exit status ${status}${when}.`,
      });
    }
  },
});
