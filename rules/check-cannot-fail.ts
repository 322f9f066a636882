// check-cannot-fail (reverse direction): a check whose assertions cannot fail for a wrong answer.
import { defineRule } from '../src/lint/rule.js';
import { pickLoc } from '../src/lint/locate.js';
import type { CheckInfo, Field } from '../src/contract/types.js';

/**
 * The key a check is about: the one key its assertions judge; none when they judge two or more (a loop over `depart` and
 * `arrive`); else the key its weak assertion is about (none when that value has no key: a row's column), else the first
 * key it reads.
 */
function keyOf(c: CheckInfo, fields: readonly Field[]): string | null {
  // (a JSON path holding another judged is only the way to it: `lorries` of `lorries[].kg`)
  const judged = (c.judges ?? []).filter((k) => !k.startsWith('#')).filter((k, _, all) => !all.some((o) => o !== k && (o.startsWith(`${k}.`) || o.startsWith(`${k}[`))));
  if (judged.length === 1) return judged[0]!;
  const weak = c.cannotFailLoc;
  if (!weak) return judged.length > 1 ? null : (c.reads.find((k) => !k.startsWith('#')) ?? null);
  // (the check's own reads there: a key every check reads in their shared helper is not what this assertion tests)
  const readOn = (lines: ReadonlySet<number>, among?: readonly string[]) =>
    fields.filter((f) => f.key !== null && (!among || among.includes(f.key)) && f.presence.some((e) => e.check === c.name && e.loc.file === weak.file && lines.has(e.loc.line)));
  if (judged.length > 1) {
    // several judged: the one key the check's own weak assertions read (`typeof moves` after `parseInt(r.moves)`; not
    // `left` and `right` each tested for a type)
    const tested = readOn(new Set((c.weakLocs ?? []).filter((l) => l.file === weak.file).map((l) => l.line)), judged);
    return tested.length === 1 ? tested[0]!.key : null;
  }
  return readOn(new Set([weak.line]))[0]?.key ?? null;
}

export default defineRule({
  id: 'check-cannot-fail',
  meta: {
    description: 'A check whose assertions cannot fail for a wrong answer (type-only, reached only on empty input, or no assertion on the output).',
    severity: 'warning',
    messages: {
      cannotFail: 'Check "{{check}}" cannot fail for a wrong answer: {{reason}}. Assert a property of the value.',
    },
    docs: 'rules/docs/check-cannot-fail.md',
  },
  check(ctx) {
    for (const c of ctx.diff.cannotFail) {
      ctx.report({
        messageId: 'cannotFail',
        data: { check: c.name, reason: c.cannotFailReason ?? 'no assertion depends on the answer' },
        key: keyOf(c, ctx.enforced.fields),
        // where the check reads the output (its assertion), else the test() call
        loc: c.cannotFailLoc ?? pickLoc(ctx.enforced.fields.flatMap((f) => f.presence.filter((e) => e.check === c.name)), ctx.enforced.file) ?? c.loc,
      });
    }
  },
});
