// unpublished-vocabulary: the oracle compares a value with tokens (`yes`, `none`) the statement never states.
import { defineRule } from '../src/lint/rule.js';
import { pickLoc, listAlternatives } from '../src/lint/locate.js';
import { fieldFix } from '../src/lint/fix-text.js';

export default defineRule({
  id: 'unpublished-vocabulary',
  meta: {
    description: 'The oracle compares a value with literal tokens the statement never states (tokens with a digit are input-bound and exempt).',
    severity: 'error',
    messages: {
      unpublished: 'The oracle compares `{{key}}` with {{tokens}}; the statement {{statement}}. Publish: {{fix}}',
    },
    docs: 'rules/docs/unpublished-vocabulary.md',
    defaultOptions: { ignore: [] as string[] },
  },
  check(ctx) {
    const ignore = new Set(ctx.options.ignore as string[]);
    for (const f of ctx.diff.fields) {
      const missing = f.tokens.filter((t) => t.status === 'unpublished' && !ignore.has(t.token));
      if (missing.length === 0) continue;
      const shown = f.tokens.filter((t) => t.status === 'published').map((t) => t.token);
      const statement = f.keyStatus === 'unpublished' || f.keyStatus === 'positional'
        ? (shown.length ? `shows only ${listAlternatives(shown)}` : 'never states these tokens')
        : shown.length
          ? `names the key but shows only ${listAlternatives(shown)}`
          : 'names the key but never its values';
      const all = f.tokens.filter((t) => t.status !== 'input-bound').map((t) => t.token);
      const fix = fieldFix(f.key, { tokens: all }, ctx.diff.layout.enforced?.value);
      ctx.report({
        messageId: 'unpublished',
        data: { key: f.key ?? 'the output', tokens: listAlternatives(missing.map((t) => t.token)), statement, fix },
        key: f.key,
        loc: pickLoc(missing.flatMap((t) => t.evidence), ctx.enforced.file),
        statementLoc: f.keyStatementLoc ?? null,
        fix,
      });
    }
  },
});
