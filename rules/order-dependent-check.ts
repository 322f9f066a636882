// order-dependent-check: a check decided by the order of fields, or one that reads a field while ignoring a crash before it.
import { defineRule } from '../src/lint/rule.js';
import { pickLoc, inCheck } from '../src/lint/locate.js';

export default defineRule({
  id: 'order-dependent-check',
  meta: {
    description: 'A check whose verdict depends on the order fields are printed in: it reads a field without asserting the exit status while another output may crash the program, or it reads fields by position in a keyed layout.',
    severity: 'error',
    messages: {
      ignoresCrash: 'Check "{{check}}" reads `{{key}}` without asserting the exit status, while `{{risky}}` ({{digits}} digits) may crash the program as it prints; the verdict depends on which field is printed first. Assert the exit status, or publish the order.',
      position: 'The oracle reads `{{key}}` at position {{position}}; the statement never publishes the order of fields. Publish the order, or read by key.',
    },
    docs: 'rules/docs/order-dependent-check.md',
    defaultOptions: { pythonIntDigits: 4300 },
  },
  check(ctx) {
    const limit = ctx.options.pythonIntDigits as number;
    const risky = ctx.diff.magnitudes.filter((m) => m.channel === 'output' && m.key !== null && m.digits > limit);
    for (const check of ctx.enforced.checks) {
      if (check.assertsExit) continue;
      for (const r of risky) {
        const exposed = r.evidence.length === 0 || r.evidence.some((e) => e.check === undefined || e.check === check.name);
        if (!exposed || check.reads.includes(r.key as string)) continue;
        for (const key of check.reads) {
          const field = ctx.enforced.fields.find((f) => f.key === key);
          const loc = pickLoc(field ? inCheck(field.presence, check.name) : undefined, ctx.enforced.file) ?? check.loc;
          ctx.report({
            messageId: 'ignoresCrash',
            data: { check: check.name, key, risky: r.key as string, digits: r.digits },
            key,
            loc,
          });
        }
      }
    }
    const keyed = ctx.diff.layout.enforced?.value.kind;
    if (keyed !== 'fields' && keyed !== 'json') return;
    for (const f of ctx.diff.fields) {
      const pos = f.enforced.position;
      if (!pos || f.key === null || f.published?.position) continue;
      ctx.report({ messageId: 'position', data: { key: f.key, position: pos.value }, key: f.key, loc: pickLoc(pos.evidence, ctx.enforced.file) });
    }
  },
});
