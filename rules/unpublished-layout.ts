// unpublished-layout: how stdout is laid out (key=value, JSON, lines, field separator) is demanded but not published.
import { defineRule } from '../src/lint/rule.js';
import { describeLayout } from '../src/contract/diff.js';
import { pickLoc } from '../src/lint/locate.js';
import { layoutFix } from '../src/lint/fix-text.js';

export default defineRule({
  id: 'unpublished-layout',
  meta: {
    description: 'The oracle parses stdout with a layout (key=value fields and their separator, JSON, one value per line) the statement never states or states differently.',
    severity: 'error',
    messages: {
      unpublished: 'The oracle parses stdout as {{demanded}}; the statement never shows the output layout. Publish: {{fix}}',
      weaker: 'The oracle parses stdout as {{demanded}}; the statement only says {{published}}. Publish: {{fix}}',
      contradicts: 'The oracle parses stdout as {{demanded}}; the statement shows {{published}}. Publish: {{fix}}',
    },
    docs: 'rules/docs/unpublished-layout.md',
  },
  check(ctx) {
    const l = ctx.diff.layout;
    if (!l.enforced || (l.status !== 'unpublished' && l.status !== 'weaker' && l.status !== 'contradicts')) return;
    const fix = layoutFix(l.enforced.value);
    ctx.report({
      messageId: l.status,
      data: { demanded: describeLayout(l.enforced.value), published: l.published ? describeLayout(l.published.value) : '', fix },
      key: null,
      loc: pickLoc(l.enforced.evidence),
      statementLoc: pickLoc(l.published?.evidence) ?? null,
      fix,
    });
  },
});
