// order-dependent-check: a check decided by the order of fields, or one that reads a field while ignoring a crash before it.
import { defineRule, type RuleContext } from '../src/lint/rule.js';
import { KEYED_LINE_POSITION, type CheckInfo, type Field, type SourceLocation } from '../src/contract/types.js';
import { pickLoc, pickOwnLoc } from '../src/lint/locate.js';
import { thousands } from '../src/lint/fix-text.js';

/** Earlier in the file first. */
const byPlace = (a: { loc: SourceLocation }, b: { loc: SourceLocation }): number => a.loc.line - b.loc.line || a.loc.column - b.loc.column;

const words = (name: string): string[] => name.toLowerCase().split(/[^\p{L}\p{N}^]+/u).filter((w) => w.length > 1);
const overlap = (name: string, set: Set<string>): number => words(name).filter((w) => set.has(w)).length;

/**
 * The one check that reads some of the keyed fields without asserting the exit status, in an oracle whose other checks
 * all assert it: the author judges crashes elsewhere, so here a crash after the fields read passes, or not, by the order printed.
 * A check reading every field has nothing printed after them to miss; keys already reported for a big value are left.
 */
function ignoringCrashUnlikeOthers(ctx: RuleContext, reported: Set<string>): void {
  const { checks } = ctx.enforced;
  const keys = keyedFields(ctx);
  const asserting = checks.filter((c) => c.assertsExit).length;
  // (only where every other check asserts it: a second check that ignores it too is the author's way of judging, and
  // over the held-out suites those were mostly no demand, 69 findings against 7)
  if (!keys || asserting < 2 || asserting !== checks.length - 1) return;
  for (const c of checks) {
    if (c.assertsExit || c.canFail === false) continue;
    const judged = partlyJudged(c, keys, reported);
    if (!judged) continue;
    const rest = keys.filter((k) => !judged.includes(k));
    // one finding per check, where it first reads one of its fields: the fields after it are what a crash would cut off
    const first = firstRead(ctx, c, judged);
    if (!first) continue;
    ctx.report({
      messageId: 'ignoresCrashUnlikeOthers',
      data: { check: c.name, key: first.key, asserting: String(asserting), total: String(checks.length), rest: rest.map((k) => `\`${k}\``).join(', ') },
      key: first.key,
      loc: first.loc,
    });
  }
}

/** The output lines among `keys` (`#3` -> 3). */
const lineIndices = (keys: readonly string[]): number[] => keys.filter((k) => /^#\d+$/.test(k)).map((k) => Number(k.slice(1)));

/**
 * The checks on input deeper than `recursionDepth` whose verdict the printing order decides: all but the first of them
 * (the first that asserts the exit status, if any does: there the depth itself is demanded, interpreter-limit, and a
 * crash fails it whatever the order), leaving out those that assert the exit status or cannot fail.
 */
function orderDecidedDeepChecks(checks: readonly CheckInfo[], recursionDepth: number): CheckInfo[] {
  const deep = checks.filter((c) => (c.fedDepth ?? 0) > recursionDepth);
  const probe = deep.find((c) => c.assertsExit) ?? deep[0];
  return deep.filter((c) => c !== probe && !c.assertsExit && c.canFail !== false);
}

/**
 * A check that feeds input deep enough to crash a recursive solution and reads some of the keyed fields without asserting
 * the exit status: a program that prints those fields and then crashes on the deep input passes, one that computes first fails.
 * The rest of the fields are what the crash cuts off; keys already reported for a big value are left.
 */
function ignoringCrashOnDeepInput(ctx: RuleContext, reported: Set<string>, recursionDepth: number): void {
  const { checks } = ctx.enforced;
  const keys = keyedFields(ctx);
  if (!keys) return;
  for (const c of orderDecidedDeepChecks(checks, recursionDepth)) {
    const judged = partlyJudged(c, keys, reported);
    if (!judged) continue;
    const first = firstRead(ctx, c, judged);
    if (!first) continue;
    for (const k of judged) reported.add(`${c.name}\0${k}`);
    ctx.report({
      messageId: 'ignoresCrashOnDeepInput',
      data: { check: c.name, key: first.key, depth: thousands(c.fedDepth!), limit: thousands(recursionDepth), rest: keys.filter((k) => !judged.includes(k)).map((k) => `\`${k}\``).join(', ') },
      key: first.key,
      loc: first.loc,
    });
  }
}

/**
 * A check that feeds input deep enough to crash a recursive solution and reads only output lines before the last one any
 * check reads, without asserting the exit status, in a layout of one value per line: a program that prints those first
 * lines (a count, a header row) and then crashes passes, one that computes before printing fails.
 */
function ignoringCrashOnDeepInputByLine(ctx: RuleContext, recursionDepth: number): void {
  if (ctx.diff.layout.enforced?.value.kind !== 'lines') return;
  const { checks, fields } = ctx.enforced;
  const linesRead = (c: CheckInfo) => lineIndices(c.judges ?? c.reads);
  const furthest = Math.max(-1, ...checks.flatMap(linesRead));
  for (const c of orderDecidedDeepChecks(checks, recursionDepth)) {
    if (c.reads.some((r) => !r.startsWith('#'))) continue;
    const read = linesRead(c);
    if (read.length === 0) continue;
    const last = Math.max(...read);
    if (last >= furthest) continue;
    const field = fields.find((f) => f.key === null && f.position?.value === last);
    const others = fields.filter((f) => f !== field).map((f) => f.presence);
    const loc = pickOwnLoc(field?.presence.filter((e) => e.check === c.name), others, ctx.enforced.file) ?? c.loc;
    const key = lineKey(ctx, last, field);
    ctx.report({
      messageId: 'ignoresCrashOnDeepInputByLine',
      data: { check: c.name, lines: key === null ? `output lines up to line ${last + 1}` : `\`${key}\` (output line ${last + 1})`, depth: thousands(c.fedDepth!), limit: thousands(recursionDepth) },
      key,
      loc,
    });
  }
}

/**
 * The key of output line `position` when the statement names one there (`relays=<n>` first), or when the oracle reads
 * the line as a word and a value and every example the statement shows there starts with the same word (`lots 5`).
 */
function lineKey(ctx: RuleContext, position: number, enforced: Field | undefined): string | null {
  const published = ctx.published.fields.filter((f) => f.position?.value === position);
  const named = published.find((f) => f.key !== null);
  if (named) return named.key;
  if (enforced?.shape?.value.kind !== 'pair') return null;
  const words = new Set(published.flatMap((f) => f.examples ?? []).map((e) => /^([A-Za-z_][\w-]*)[ =:]/.exec(e.value)?.[1]));
  const [word] = words;
  return words.size === 1 && word !== undefined ? word : null;
}

/**
 * The keys of a `key=value` layout with two or more of them; undefined otherwise (one JSON document is parsed whole: a
 * program that crashes part way prints no document the check can read).
 */
function keyedFields(ctx: RuleContext): string[] | undefined {
  if (ctx.diff.layout.enforced?.value.kind !== 'fields') return undefined;
  const keys = ctx.enforced.fields.flatMap((f) => (f.key === null ? [] : [f.key]));
  return keys.length >= 2 ? keys : undefined;
}

/**
 * The keys check `c` judges when it judges some but not all of `keys` (a check reading every field has nothing printed
 * after them to miss) and none already reported for it; undefined otherwise.
 */
function partlyJudged(c: CheckInfo, keys: readonly string[], reported: ReadonlySet<string>): string[] | undefined {
  if (c.judgesEveryLine) return undefined;
  const judged = (c.judges ?? c.reads).filter((k) => keys.includes(k));
  if (judged.length === 0 || keys.every((k) => judged.includes(k)) || judged.some((k) => reported.has(`${c.name}\0${k}`))) return undefined;
  return judged;
}

/** Where check `c` first reads one of `judged` itself (not a helper's line that reads every key). */
function firstRead(ctx: RuleContext, c: CheckInfo, judged: readonly string[]): { key: string; loc: SourceLocation } | undefined {
  const { fields } = ctx.enforced;
  return judged
    .map((key) => {
      const field = fields.find((f) => f.key === key)!;
      const others = fields.filter((f) => f !== field && f.key !== null).map((f) => f.presence);
      return { key, loc: pickOwnLoc(field.presence.filter((e) => e.check === c.name), others, ctx.enforced.file) ?? c.loc };
    })
    .sort(byPlace)[0];
}

export default defineRule({
  id: 'order-dependent-check',
  meta: {
    description: 'A check whose verdict depends on the order fields are printed in: it reads a field without asserting the exit status while another output may crash the program, or it reads fields by position in a keyed layout.',
    severity: 'error',
    messages: {
      ignoresCrash: 'Check "{{check}}" reads `{{key}}` without asserting the exit status, while `{{risky}}` ({{digits}} digits) may crash the program as it prints; the verdict depends on which field is printed first. Assert the exit status, or publish the order.',
      ignoresCrashOnInput: 'Check "{{check}}" reads only output lines before line {{line}} without asserting the exit status, while input line {{line}} ({{digits}} digits) may crash the program; a program that prints as it goes passes, one that prints at the end fails. Assert the exit status.',
      ignoresCrashOnDeepInput: 'Check "{{check}}" reads `{{key}}` without asserting the exit status, on input that links {{depth}} deep, past the default recursion depth ({{limit}}); a program that prints `{{key}}` and then crashes on {{rest}} passes it, one that prints `{{key}}` after the crash fails. Assert the exit status.',
      ignoresCrashOnDeepInputByLine: 'Check "{{check}}" reads only {{lines}} without asserting the exit status, on input that links {{depth}} deep, past the default recursion depth ({{limit}}); a program that prints that much and then crashes passes it, one that computes before printing fails. Assert the exit status.',
      ignoresCrashUnlikeOthers: 'Check "{{check}}" reads `{{key}}` without asserting the exit status, unlike {{asserting}} of the {{total}} checks; a program that prints `{{key}}` and then crashes on {{rest}} passes it, one that prints `{{key}}` after the crash fails. Assert the exit status.',
      position: 'The oracle reads `{{key}}` at position {{position}}; the statement never publishes the order of fields. Publish the order, or read by key.',
    },
    docs: 'rules/docs/order-dependent-check.md',
    defaultOptions: { pythonIntDigits: 4300, recursionDepth: 1000 },
  },
  check(ctx) {
    const limit = ctx.options.pythonIntDigits as number;
    const checks = ctx.enforced.checks;
    const reported = new Set<string>();
    const risky = ctx.diff.magnitudes.filter((m) => m.channel === 'output' && m.key !== null && m.digits > limit);
    for (const r of risky) {
      const riskyKey = r.key as string;
      const riskyChecks = new Set(r.evidence.map((e) => e.check).filter((c): c is string => c !== undefined));
      const riskyFeeds = new Set(checks.filter((c) => riskyChecks.has(c.name)).flatMap((c) => c.feeds ?? []));
      // exposed: the check runs the program on an input of the kind that produces the big value, with numbers of as many
      // digits (counts for fields of 12 to 999 runners do not reach the 5,080 digits a field of 1,800 does; two random
      // matrices of 150-digit entries are alike)
      const riskyFed = checks.filter((c) => riskyChecks.has(c.name)).map((c) => c.largestFedDigits);
      const fewestRiskyDigits = riskyFed.length > 0 && riskyFed.every((n) => n !== undefined) ? Math.min(...(riskyFed as number[])) : undefined;
      const fedLess = (c: CheckInfo) => fewestRiskyDigits !== undefined && c.largestFedDigits !== undefined && c.largestFedDigits < fewestRiskyDigits;
      // ... or on another shape of input with numbers at least as long (three ward sizes of 3,000 where two of 2,000 made it)
      const fedAsMuch = (c: CheckInfo) => fewestRiskyDigits !== undefined && fewestRiskyDigits > 1 && c.largestFedDigits !== undefined && c.largestFedDigits >= fewestRiskyDigits;
      const exposed = (c: CheckInfo) => riskyChecks.size === 0 || riskyChecks.has(c.name) || ((c.feeds ?? []).some((f) => riskyFeeds.has(f)) && !fedLess(c)) || fedAsMuch(c);
      const byKey = new Map<string, CheckInfo[]>();
      for (const c of checks) {
        // what the check judges, not what its helper scrapes: a check judging only `feedings` ignores a crash on `mass`
        const judges = c.judges ?? c.reads;
        if (c.assertsExit || judges.includes(riskyKey) || !exposed(c)) continue;
        for (const key of judges) if (!key.startsWith('#') && key !== riskyKey) byKey.set(key, [...(byKey.get(key) ?? []), c]);
      }
      const riskyWords = new Set([...riskyChecks].flatMap(words));
      // per key, the check most like the one that probes the big value (same input named in its title); then one finding
      // per check, where it first reads one of those keys (the keys after it are what a crash before them cuts off)
      const byCheck = new Map<CheckInfo, { key: string; loc: SourceLocation }[]>();
      for (const [key, candidates] of byKey) {
        const best = candidates.reduce((a, b) => (overlap(b.name, riskyWords) > overlap(a.name, riskyWords) ? b : a));
        const field = ctx.enforced.fields.find((f) => f.key === key);
        // where this check reads the key itself, not a helper's line that reads every key
        const others = ctx.enforced.fields.filter((f) => f !== field && f.key !== null).map((f) => f.presence);
        const loc = pickOwnLoc(field ? field.presence.filter((e) => e.check === best.name) : undefined, others, ctx.enforced.file) ?? best.loc;
        byCheck.set(best, [...(byCheck.get(best) ?? []), { key, loc }]);
        reported.add(`${best.name}\0${key}`);
      }
      for (const [check, reads] of byCheck) {
        const { key, loc } = [...reads].sort(byPlace)[0]!;
        ctx.report({ messageId: 'ignoresCrash', data: { check: check.name, key, risky: riskyKey, digits: thousands(r.digits) }, key, loc });
      }
    }
    ignoringCrashOnDeepInput(ctx, reported, ctx.options.recursionDepth as number);
    ignoringCrashOnDeepInputByLine(ctx, ctx.options.recursionDepth as number);
    ignoringCrashUnlikeOthers(ctx, reported);
    // one output line per input line: reading only the lines before a huge input's own line ignores a crash on it
    if (ctx.diff.layout.enforced?.value.kind === 'lines') {
      for (const c of checks) {
        const risky = c.inputLines?.digits.findIndex((d) => d > limit) ?? -1;
        const read = lineIndices(c.reads);
        if (risky <= 0 || c.assertsExit || read.length === 0 || read.some((r) => r >= risky)) continue;
        ctx.report({ messageId: 'ignoresCrashOnInput', data: { check: c.name, line: risky + 1, digits: thousands(c.inputLines!.digits[risky]) }, key: null, loc: c.inputLines!.loc });
      }
    }
    const keyed = ctx.diff.layout.enforced?.value.kind;
    if (keyed !== 'fields' && keyed !== 'json') return;
    let shownOrders: string[][] | undefined;
    for (const f of ctx.diff.fields) {
      const pos = f.enforced.position;
      // (`key=value` lines read by their place: the line order is the layout's, see unpublished-layout)
      if (!pos || f.key === null || f.published?.position || pos.evidence.every((e) => e.via === KEYED_LINE_POSITION)) continue;
      // (an example output printing the keys in that order shows it: a program copying the example prints them so)
      if (keyed === 'fields' && (shownOrders ??= keyOrdersShown(ctx)).some((keys) => keys[pos.value] === f.key)) continue;
      ctx.report({ messageId: 'position', data: { key: f.key, position: pos.value }, key: f.key, loc: pickLoc(pos.evidence, ctx.enforced.file) });
    }
  },
});

/** The keys each example output block of the statement prints, in order (`balance`, `average_burn` of `balance: 420` ...). */
function keyOrdersShown(ctx: RuleContext): string[][] {
  return (ctx.published.blocks ?? []).filter((b) => b.kind === 'output').map((b) =>
    [...b.lines.map((l) => l.text).join('\n').matchAll(/(?:^|\s)([A-Za-z_][\w-]*) ?[=:]/g)].map((m) => m[1]!));
}
