// unpublished-key: the oracle requires an output key the statement never names.
import { defineRule } from '../src/lint/rule.js';
import { pickOwnLoc, listWords } from '../src/lint/locate.js';
import { fieldFix } from '../src/lint/fix-text.js';
import { containerOf, unnamedMembers } from '../src/lint/unnamed-members.js';
import { LINE_LABEL } from '../src/contract/types.js';

export default defineRule({
  id: 'unpublished-key',
  meta: {
    description: 'An output key the oracle requires is never named by the statement.',
    severity: 'error',
    messages: {
      silent: 'The oracle requires output key `{{key}}`; the statement never names it. Publish: {{fix}}',
      namesOthers: 'The oracle requires output key `{{key}}`; the statement names only {{published}}. Publish: {{fix}}',
    },
    docs: 'rules/docs/unpublished-key.md',
  },
  check(ctx) {
    const publishedKeys = ctx.published.fields.map((f) => f.key).filter((k): k is string => k !== null);
    const unpublished = ctx.diff.fields.filter((f) => f.keyStatus === 'unpublished' && f.key !== null && f.enforced.required).map((f) => f.key!);
    // `lines[]` and `lines.net` come with `lines`: the statement must name the array or object, and its parts with it
    // ... and the members of a value whose members the statement names none of are its shape (unpublished-shape)
    const shapeOnly = unnamedMembers(ctx.diff);
    const underAnother = (key: string): boolean =>
      unpublished.some((k) => k !== key && (key.startsWith(`${k}.`) || key.startsWith(`${k}[`))) || shapeOnly.has(containerOf(key) ?? '');
    // where every key the statement shows is a name the input gives (`NORTH:` for a route fed as `ROUTE NORTH ...`), the
    // keys are data: a line compared to carry another name (`MANUAL`) is demanded a value, not a key (unpublished-vocabulary)
    const dataKeys = publishedKeys.length > 0 && publishedKeys.every((k) => ctx.diff.fedWords.has(k.toLowerCase()));
    const labelOnly = (f: (typeof ctx.diff.fields)[number]) => f.enforced.presence.every((e) => e.via === LINE_LABEL);
    for (const f of ctx.diff.fields) {
      if (f.keyStatus !== 'unpublished' || f.key === null || !f.enforced.required || underAnother(f.key) || (dataKeys && labelOnly(f))) continue;
      const tokens = f.tokens.filter((t) => t.status !== 'input-bound').map((t) => t.token);
      const fix = fieldFix(f.key, { shape: f.enforced.shape?.value, tokens }, ctx.diff.layout.enforced?.value);
      ctx.report({
        messageId: publishedKeys.length ? 'namesOthers' : 'silent',
        data: { key: f.key, published: listWords(publishedKeys), fix },
        key: f.key,
        loc: pickOwnLoc(f.enforced.presence, ctx.enforced.fields.filter((o) => o.key !== null && o.key !== f.key).map((o) => o.presence), ctx.enforced.file),
        fix,
      });
    }
  },
});
