// unpublished-exit-status: the oracle asserts an exit status the statement never states.
import { defineRule } from '../src/lint/rule.js';
import { pickLoc } from '../src/lint/locate.js';
import { exitFix } from '../src/lint/fix-text.js';

export default defineRule({
  id: 'unpublished-exit-status',
  meta: {
    description: 'The oracle asserts an exit status (other than 0 for accepted input) that the statement never states, or states differently.',
    severity: 'error',
    messages: {
      unpublished: 'The oracle demands exit status {{status}}{{when}}; the statement never says so. Publish: {{fix}}',
      contradicts: 'The oracle demands exit status {{status}}{{when}}; the statement says otherwise. Publish: {{fix}}',
    },
    docs: 'rules/docs/unpublished-exit-status.md',
  },
  check(ctx) {
    // one status demanded on several bad inputs (in a loop, or in several checks) is one demand
    const reported = new Set<string>();
    const reportable = ctx.diff.exit.filter((d) => d.status === 'unpublished' || d.status === 'contradicts');
    for (const d of reportable) {
      const at = pickLoc(d.demand.evidence, ctx.enforced.file);
      // one status the statement never gives is one thing to publish, however many inputs demand it
      const id = String(d.demand.status);
      if (reported.has(id)) continue;
      reported.add(id);
      const status = d.demand.status === 'nonzero' ? 'non-zero' : String(d.demand.status);
      const others = reportable.filter((x) => x !== d && String(x.demand.status) === id).length;
      const when = d.demand.when ? ` on ${d.demand.when}${others ? ` and ${others} more input${others > 1 ? 's' : ''}` : ''}` : '';
      const fix = exitFix(d.demand);
      ctx.report({
        messageId: d.status,
        data: { status, when, fix },
        key: null,
        loc: at,
        statementLoc: d.statementLoc ?? null,
        fix,
      });
    }
  },
});
