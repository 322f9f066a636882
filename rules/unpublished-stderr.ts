// unpublished-stderr: the oracle asserts something about stderr the statement never states.
import { defineRule } from '../src/lint/rule.js';
import { pickLoc } from '../src/lint/locate.js';
import { stderrFix } from '../src/lint/fix-text.js';

export default defineRule({
  id: 'unpublished-stderr',
  meta: {
    description: 'The oracle asserts that stderr is empty, non-empty, or matches a pattern, and the statement never says so.',
    severity: 'error',
    messages: {
      empty: 'The oracle demands an empty stderr{{when}}; the statement never says so. Publish: {{fix}}',
      nonempty: 'The oracle demands a message on stderr{{when}}; the statement never says so. Publish: {{fix}}',
      matches: 'The oracle demands stderr matching `{{pattern}}`{{when}}; the statement never says so. Publish: {{fix}}',
    },
    docs: 'rules/docs/unpublished-stderr.md',
  },
  check(ctx) {
    // one assertion in a loop over bad inputs is one demand, however many inputs (and texts naming them) it is made on
    const reported = new Set<string>();
    for (const d of ctx.diff.stderr) {
      if (d.status !== 'unpublished') continue;
      const at = pickLoc(d.demand.evidence, ctx.enforced.file);
      const id = `${d.demand.expect}@${at?.file}:${at?.line}`;
      if (reported.has(id)) continue;
      reported.add(id);
      const fix = stderrFix(d.demand);
      ctx.report({
        messageId: d.demand.expect,
        data: { when: d.demand.when ? ` on ${d.demand.when}` : '', pattern: d.demand.pattern ?? '', fix },
        fix,
        key: null,
        loc: at,
      });
    }
  },
});
