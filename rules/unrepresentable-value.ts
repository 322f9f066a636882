// unrepresentable-value: a correct value that the oracle's own parsing cannot carry (a space under a whitespace split).
import { defineRule } from '../src/lint/rule.js';
import { describeSeparator } from '../src/contract/diff.js';
import { pickLoc } from '../src/lint/locate.js';

export default defineRule({
  id: 'unrepresentable-value',
  meta: {
    description: 'A value the statement allows (or the oracle expects) contains the separator the oracle splits on, so no program can print it in a way the oracle reads back.',
    severity: 'error',
    messages: {
      published: 'The statement shows `{{key}}` as `{{value}}`, but the oracle splits on {{separator}}, so it reads only part of it. Publish a spelling without {{separator}} (and map it), or change the parser.',
      enforced: 'The oracle expects `{{key}}` to be `{{value}}`, but it splits the output on {{separator}}, so the value can never arrive whole. Change the parser or the token.',
      publishedShape: 'The statement lets `{{key}}` be free text, but the oracle splits the output on {{separator}}: any value with a space is cut. Publish a one-word spelling.',
      respelled: 'The oracle expects `{{key}}` to be `{{respelling}}` where the natural value is `{{value}}`, which its split on {{separator}} cuts; the statement never publishes that spelling. Publish it (how spaces are written in `{{key}}`), or change the parser.',
      respelledByRule: 'The oracle expects `{{key}}` with the spaces of a name written as `{{respelling}}` (its own model respells them), since its split on {{separator}} would cut them; the statement never publishes that spelling. Publish it (how spaces are written in `{{key}}`), or change the parser.',
    },
    docs: 'rules/docs/unrepresentable-value.md',
  },
  check(ctx) {
    for (const f of ctx.diff.fields) {
      const first = f.unrepresentable[0];
      if (!first) continue;
      const messageId = first.source === 'published-shape' ? 'publishedShape' : first.source;
      const layoutLoc = pickLoc(ctx.diff.layout.enforced?.evidence);
      // the demand is in the oracle: where it compares the value, or else where it splits
      const loc = first.source === 'enforced'
        ? pickLoc(first.evidence, ctx.enforced.file)
        : (pickLoc(first.enforcedEvidence, ctx.enforced.file) ?? pickLoc(f.enforced.presence, ctx.enforced.file) ?? layoutLoc);
      ctx.report({
        messageId,
        data: { key: f.key ?? 'the value', value: first.value, separator: describeSeparator(first.separator), respelling: first.respelling ?? '' },
        key: f.key,
        loc,
        statementLoc: first.source === 'enforced' ? (f.keyStatementLoc ?? null) : (pickLoc(first.evidence) ?? null),
      });
    }
  },
});
