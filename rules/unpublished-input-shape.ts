// unpublished-input-shape: the oracle feeds input lines of a shape the statement never shows (or refuses lines with no published grammar).
import { defineRule } from '../src/lint/rule.js';
import { pickLoc } from '../src/lint/locate.js';

export default defineRule({
  id: 'unpublished-input-shape',
  meta: {
    description: 'The oracle feeds input of a shape the statement never shows, or demands refusal of malformed input while no input grammar is published.',
    severity: 'error',
    messages: {
      unpublished: 'The oracle feeds {{channel}} lines shaped `{{signature}}` (e.g. `{{example}}`); the statement never shows that input shape. Publish the input grammar.',
      noGrammar: 'The oracle demands that `{{example}}` on {{channel}} be refused, but the statement publishes no input grammar for it to be the complement of. Publish the input grammar.',
    },
    docs: 'rules/docs/unpublished-input-shape.md',
  },
  check(ctx) {
    for (const d of ctx.diff.input) {
      if (d.status === 'published') continue;
      ctx.report({
        messageId: d.status === 'no-grammar' ? 'noGrammar' : 'unpublished',
        data: { channel: d.channel, signature: d.signature, example: d.line.example },
        key: null,
        loc: pickLoc(d.line.evidence, ctx.enforced.file),
      });
    }
  },
});
