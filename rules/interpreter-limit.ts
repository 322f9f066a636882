// interpreter-limit: a magnitude or input size past a limit common interpreters enforce by default.
import { defineRule } from '../src/lint/rule.js';
import { largestBefore, locIn, pickLoc } from '../src/lint/locate.js';
import { fieldFix, thousands } from '../src/lint/fix-text.js';
import type { MagnitudeDiff } from '../src/contract/diff.js';
import type { Evidence, SourceLocation } from '../src/contract/types.js';

export default defineRule({
  id: 'interpreter-limit',
  meta: {
    description: "A value or input past a default interpreter limit: CPython's 4,300-digit int/str conversion, JavaScript's 2^53 for numbers compared exactly, recursion depth implied by the input size.",
    severity: 'error',
    messages: {
      pythonOutput: 'The oracle expects `{{key}}` to reach {{digits}} digits; CPython refuses to print an int past {{limit}} digits by default, and the statement never says how large it gets. Publish: {{fix}}',
      pythonInput: 'The oracle feeds a number of {{digits}} digits on {{channel}}; CPython refuses to parse an int past {{limit}} digits by default, and the statement never says how large input gets.',
      jsOutput: 'The oracle compares `{{key}}` exactly at {{digits}} digits, past JavaScript\'s 2^53 ({{limit}} digits); the statement never says it needs arbitrary precision. Publish: {{fix}}',
      recursion: 'The oracle feeds input on {{channel}} that links or nests {{depth}} deep in one run ({{lines}}), past the default recursion depth ({{limit}}) of a recursive solution; the statement never says how large input gets.',
    },
    docs: 'rules/docs/interpreter-limit.md',
    defaultOptions: { pythonIntDigits: 4300, jsSafeDigits: 15, recursionDepth: 1000 },
  },
  check(ctx) {
    const py = ctx.options.pythonIntDigits as number;
    const js = ctx.options.jsSafeDigits as number;
    const depth = ctx.options.recursionDepth as number;
    // keys taken from the input (`volume` for a fed `volume = 8EiB`) are data, not fields of the contract: what they
    // demand is one demand of the output's values, reported once, at the first of them
    const dataKeys = new Set(ctx.diff.fields.filter((f) => f.keyStatus === 'input-bound').map((f) => f.key));
    const reportedData = new Set<boolean>();
    // the limit a magnitude is past that the statement does not publish: CPython's (true), JavaScript's (false), or none
    const pastLimit = (m: MagnitudeDiff): boolean | undefined => {
      if (m.publishedDigits !== undefined && m.publishedDigits >= m.digits) return undefined;
      if (m.digits > py) return true;
      return m.digits > js && m.exact && m.channel === 'output' && !m.bigIntegersPublished && !m.withinDouble ? false : undefined;
    };
    // a large input is best shown where its check writes its size (`const n = 2500`), the number a reader would change,
    // rather than at the call that feeds it
    const sizeAt = (evidence: readonly Evidence[]): SourceLocation | undefined => {
      for (const e of evidence) {
        if (e.check === undefined || e.loc.file !== ctx.enforced.file) continue;
        const at = largestBefore(ctx.enforced.checks.find((k) => k.name === e.check)?.sizeLiterals, e.loc);
        if (at) return at;
      }
      return undefined;
    };
    const isData = (m: MagnitudeDiff): boolean => m.channel === 'output' && m.key !== null && dataKeys.has(m.key);
    for (const m of ctx.diff.magnitudes) {
      const output = m.channel === 'output';
      // most magnitudes are past neither limit: decide that before looking for where to point
      const pastPython = pastLimit(m);
      if (pastPython === undefined) continue;
      const dataKey = isData(m);
      if (dataKey) {
        if (reportedData.has(pastPython)) continue;
        reportedData.add(pastPython);
      }
      // an output magnitude is probed by feeding an input: point at that feed in the check that expects the value (where
      // the oracle compares one past the limit digit for digit, rather than counting the digits of a larger one)
      const located = m.compared && (pastPython ? m.compared.digits > py : m.compared.digits > js) ? m.compared.evidence : m.evidence;
      const checks = new Set(located.map((e) => e.check).filter((c) => c !== undefined));
      const feeds = ctx.enforced.input.flatMap((d) => d.lines.flatMap((l) => l.evidence.filter((e) => e.check !== undefined && checks.has(e.check))));
      // a huge number fed is best shown where a check reads the output line that answers it
      const answered = output ? undefined : ctx.enforced.checks.find((c) => {
        const i = c.inputLines?.digits.findIndex((d) => d > py) ?? -1;
        return i >= 0 && (c.reads.includes(`#${i}`) || (c.inputLines!.digits.length === 1 && c.reads.length > 0));
      });
      const fed = output ? feeds : answered?.inputLines ? [{ loc: answered.inputLines.loc, check: answered.name }] : located;
      // (with no size written, where the check compares the value: the feed may be a helper's call shared by checks)
      const loc = sizeAt(fed) ?? (output ? locIn(located, ctx.enforced.file) ?? locIn(feeds, ctx.enforced.file) : answered?.inputLines?.loc) ?? pickLoc(located, ctx.enforced.file);
      // (for data keys, the largest of their values past the same limit)
      const digits = dataKey ? Math.max(...ctx.diff.magnitudes.filter((o) => isData(o) && pastLimit(o) === pastPython).map((o) => o.digits)) : m.digits;
      const fix = fieldFix(dataKey ? null : m.key, { shape: { kind: 'integer' }, digits }, ctx.diff.layout.enforced?.value);
      if (pastPython) {
        ctx.report({
          messageId: output ? 'pythonOutput' : 'pythonInput',
          data: { key: (dataKey ? null : m.key) ?? 'the value', digits: thousands(digits), limit: thousands(py), channel: m.channel, fix },
          key: dataKey ? null : m.key,
          loc,
          ...(output ? { fix } : {}),
        });
      } else {
        // input past 2^53 is not reported: digit strings fed (card numbers) are usually handled as text
        ctx.report({
          messageId: 'jsOutput',
          data: { key: (dataKey ? null : m.key) ?? 'the value', digits: thousands(digits), limit: thousands(js), channel: m.channel, fix },
          key: dataKey ? null : m.key,
          // exactness is demanded where the value is compared, whatever input provokes it
          loc: locIn(located, ctx.enforced.file) ?? loc,
          fix,
        });
      }
    }
    // a recursive solution's crash fails a check that asserts the exit status; one that ignores it may still pass (the
    // demand of that check is its field order), so the depth is shown where a check asserts the status, if one does
    const assertsExit = new Set(ctx.enforced.checks.filter((c) => c.assertsExit).map((c) => c.name));
    const crashFirst = (evidence: readonly Evidence[]): Evidence[] =>
      [...evidence].sort((a, b) => Number(!assertsExit.has(a.check ?? '')) - Number(!assertsExit.has(b.check ?? '')));
    for (const s of ctx.diff.inputSizes) {
      if (!s.depth || s.depth.value <= depth || (s.publishedSize !== undefined && s.publishedSize >= s.size)) continue;
      const evidence = crashFirst(s.depth.evidence);
      ctx.report({
        messageId: 'recursion',
        data: { lines: s.size === 1 ? 'one line' : `${thousands(s.size)} lines`, depth: thousands(s.depth.value), limit: thousands(depth), channel: s.channel },
        key: null,
        loc: sizeAt(evidence) ?? pickLoc(evidence, ctx.enforced.file),
      });
    }
  },
});
