// incomplete-analysis: part of an oracle or statement could not be read (an unreadable helper, no program source), so lint may miss demands.
import { defineRule } from '../src/lint/rule.js';

export default defineRule({
  id: 'incomplete-analysis',
  meta: {
    description: 'Part of the oracle could not be analysed (a helper from a package, no recognisable program run, an unsupported construct), so demands made there are not linted.',
    severity: 'warning',
    messages: {
      oracle: 'Part of the oracle could not be analysed ({{kind}}): {{message}}. Declare the helper in the configuration\'s "helpers", or read this part by hand.',
      statement: 'Part of the statement could not be read ({{kind}}): {{message}}',
    },
    docs: 'rules/docs/incomplete-analysis.md',
  },
  check(ctx) {
    for (const [which, contract] of [['oracle', ctx.enforced], ['statement', ctx.published]] as const) {
      for (const p of contract.problems) {
        if (p.kind === 'parse-error' || p.kind === 'notation-error') continue;
        ctx.report({ messageId: which, data: { kind: p.kind, message: p.message }, key: null, loc: p.loc });
      }
    }
  },
});
