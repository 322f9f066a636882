// unpublished-vocabulary: the oracle compares a value with tokens (`yes`, `none`) the statement never states.
import { defineRule } from '../src/lint/rule.js';
import { pickLoc, pickOwnLoc, listAlternatives } from '../src/lint/locate.js';
import { fieldFix } from '../src/lint/fix-text.js';
import type { SourceLocation } from '../src/contract/types.js';
import { seriesStem } from '../src/contract/diff.js';

export default defineRule({
  id: 'unpublished-vocabulary',
  meta: {
    description: 'The oracle compares a value with literal tokens the statement never states (tokens with a digit are input-bound and exempt).',
    severity: 'error',
    messages: {
      unpublished: 'The oracle compares `{{key}}` with {{tokens}}; the statement {{statement}}. Publish: {{fix}}',
      dataKeys: 'The oracle compares the values of keys taken from the input (such as `{{key}}`) with {{tokens}}; the statement {{statement}}. Publish: {{fix}}',
      column: 'The oracle compares {{column}} of the output\'s lines with {{tokens}}; the statement {{statement}}. Publish: {{fix}}',
    },
    docs: 'rules/docs/unpublished-vocabulary.md',
    defaultOptions: { ignore: [] as string[] },
  },
  check(ctx) {
    const ignore = new Set(ctx.options.ignore as string[]);
    // values read by position and compared at one place (`deepStrictEqual(lines, [...])`) are one finding, their tokens merged
    const keyless = new Map<string, { missing: string[]; shown: string[]; all: string[]; loc: SourceLocation | undefined; steers: boolean; dataKey?: string; column?: number; columnName?: string }>();
    const reportedSeries = new Set<string>();
    const stems = new Map<string, number>();
    for (const f of ctx.diff.fields) {
      const stem = f.key === null ? undefined : seriesStem(f.key);
      if (stem !== undefined) stems.set(stem, (stems.get(stem) ?? 0) + 1);
    }
    for (const f of ctx.diff.fields) {
      // a name with spaces the oracle respells (`Oat_Stout` for `Oat Stout`) is unrepresentable-value's demand
      // (or a value the statement shows with whitespace, `very high`, that the oracle expects joined: `very_high`)
      const respelled = new Set(f.unrepresentable.flatMap((u) => (u.respelling ? [u.respelling] : [u.value.trim().replace(/\s+/g, '_'), u.value.trim().replace(/\s+/g, '-')])));
      // (an empty JSON list or object compared, `[]` or `{}`, is a value with no members, not a word of a vocabulary)
      const missing = f.tokens.filter((t) => t.status === 'unpublished' && !ignore.has(t.token) && !respelled.has(t.token) && t.token !== '[]' && t.token !== '{}');
      if (missing.length === 0) continue;
      const shown = f.tokens.filter((t) => t.status === 'published').map((t) => t.token);
      const all = f.tokens.filter((t) => t.status !== 'input-bound').map((t) => t.token);
      // where a token is asserted, rather than compared to steer the oracle (`if (lines[0] === 'none') continue`)
      const evidence = missing.flatMap((t) => t.evidence);
      const asserted = evidence.filter((e) => !e.steers);
      const loc = pickLoc(asserted.length ? asserted : evidence, ctx.enforced.file);
      // (keys that are data from the input, a boat's name as the key of its outcome, are one set of values: one finding)
      if (f.key === null || f.keyStatus === 'input-bound') {
        const at = f.key !== null ? 'input-bound' : loc ? `${loc.file}:${loc.line}:${loc.column}` : '';
        const group = keyless.get(at);
        if (!group) keyless.set(at, { missing: missing.map((t) => t.token), shown, all, loc, steers: !asserted.length, ...(f.key !== null ? { dataKey: f.key } : {}) });
        else for (const [list, more] of [[group.missing, missing.map((t) => t.token)], [group.shown, shown], [group.all, all]] as const) {
          for (const t of more) if (!list.includes(t)) list.push(t);
        }
        continue;
      }
      // a key the statement never names whose values are only these tokens (`symmetric`: `yes` or `no`) is one demand,
      // reported by unpublished-key with its tokens in the fix; a sentinel among data values (`path=none` beside a list
      // of nodes) is a demand of its own
      const valueIsData = f.enforced.shape !== undefined && f.enforced.shape.value.kind !== 'word' && f.enforced.shape.value.kind !== 'text';
      if (f.keyStatus === 'unpublished' && f.enforced.required && !valueIsData && !shown.length) continue;
      const statement = f.keyStatus === 'unpublished'
        ? (shown.length ? `shows only ${listAlternatives(shown)}` : 'never states these tokens')
        : shown.length
          ? `names the key but shows only ${listAlternatives(shown)}`
          : 'names the key but never its values';
      // keys of one numbered series (`part1`, `part2`, ... one per measurement) make one demand, at the first of them
      const stem = seriesStem(f.key);
      if (stem !== undefined && (stems.get(stem) ?? 0) >= 2) {
        if (reportedSeries.has(stem)) continue;
        reportedSeries.add(stem);
      }
      const fix = fieldFix(f.key, { tokens: all }, ctx.diff.layout.enforced?.value);
      ctx.report({
        messageId: 'unpublished',
        data: { key: f.key, tokens: listAlternatives(missing.map((t) => t.token)), statement, fix },
        key: f.key,
        // (not at a line also comparing the key with values from the input, a helper checking every value against a model's)
        loc: pickOwnLoc(asserted.length ? asserted : evidence, f.tokens.filter((t) => t.status === 'input-bound').map((t) => t.evidence), ctx.enforced.file) ?? loc,
        statementLoc: f.keyStatementLoc ?? null,
        fix,
      });
    }
    // a column of the output's rows (`verdict` of `[pos, depth, verdict]`) is a value read by position
    for (const col of ctx.diff.columnTokens ?? []) {
      const missing = col.tokens.filter((t) => t.status === 'unpublished' && !ignore.has(t.token));
      if (missing.length === 0) continue;
      const evidence = missing.flatMap((t) => t.evidence);
      const asserted = evidence.filter((e) => !e.steers);
      const loc = pickLoc(asserted.length ? asserted : evidence, ctx.enforced.file);
      keyless.set(`column ${col.index}`, {
        missing: missing.map((t) => t.token),
        shown: col.tokens.filter((t) => t.status === 'published').map((t) => t.token),
        all: col.tokens.filter((t) => t.status !== 'input-bound').map((t) => t.token),
        loc,
        steers: !asserted.length,
        column: col.index,
        columnName: ctx.published.columns?.find((c) => c.index === col.index)?.name,
      });
    }
    // the same unpublished tokens compared at a second place (a worked example, then a model's random runs) are one demand
    // (where it is asserted first: a steering comparison is reported only for tokens no assertion compares)
    const reportedTokens = new Set<string>();
    const groups = [...keyless.values()].sort((a, b) => Number(a.steers) - Number(b.steers));
    for (const { missing, shown, all, loc, dataKey, column, columnName } of groups) {
      if (missing.every((t) => reportedTokens.has(t))) continue;
      for (const t of missing) reportedTokens.add(t);
      const fix = fieldFix(columnName ?? null, { tokens: all }, ctx.diff.layout.enforced?.value);
      ctx.report({
        messageId: dataKey !== undefined ? 'dataKeys' : column !== undefined ? 'column' : 'unpublished',
        data: {
          key: dataKey ?? 'the output',
          column: columnName !== undefined ? `the column \`${columnName}\`` : `value ${(column ?? 0) + 1}`,
          tokens: listAlternatives(missing),
          statement: shown.length ? `shows only ${listAlternatives(shown)}` : 'never states these tokens',
          fix,
        },
        key: columnName ?? null,
        loc,
        statementLoc: null,
        fix,
      });
    }
  },
});
