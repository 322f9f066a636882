// unpublished-case: the oracle compares letter case exactly where the statement shows another case or says case does not matter.
import { checkAt } from '../src/contract/check-at.js';
import { defineRule, type RuleContext } from '../src/lint/rule.js';
import { pickLoc } from '../src/lint/locate.js';
import { caseVariantSpellings } from '../src/oracle/case-variants.js';
import { columnName } from '../src/lint/column-keys.js';

export default defineRule({
  id: 'unpublished-case',
  meta: {
    description: 'The oracle compares a token case-sensitively while the statement shows it in another case or says case does not matter, or it expects data from the input folded to one case without the statement saying so.',
    severity: 'error',
    messages: {
      differentCase: 'The oracle compares `{{key}}` with `{{token}}` exactly; the statement writes `{{publishedAs}}`. Publish the exact case.',
      conventionalCase: 'The oracle compares `{{key}}` with `{{token}}` exactly; the statement asks for the name without a case rule, and English writes it `{{publishedAs}}`. Publish the exact case.',
      statementRelaxes: 'The statement says case does not matter, but the oracle compares `{{key}}` case-sensitively. Publish the exact case.',
      inputCase: 'The oracle feeds `{{fed}}` and expects it accepted, where the statement writes `{{published}}`: it demands that input be read regardless of case, which the statement never says. Publish the case rule (e.g. "unit names are case-insensitive").',
      inputCaseData: 'The oracle passes `{{fed}}` as an argument and expects it to match `{{published}}` in the input it feeds: it demands that names be matched regardless of case, which the statement never says. Publish the case rule (e.g. "column names are matched case-insensitively").',
      caseVariants: 'The oracle {{fed}} in one check and judges how the program takes them, but the statement never says whether letter case matters in the input. Publish the case rule (e.g. "item names are compared ignoring case" or "names are case-sensitive").',
      folding: 'The oracle expects `{{expected}}` where the input spells it `{{fed}}`: it demands case folding the statement never states. Publish the case rule (e.g. "words are counted in lower case").',
    },
    docs: 'rules/docs/unpublished-case.md',
  },
  check(ctx) {
    // one finding for the input: the first word fed in capitals that the statement writes in lower case
    const ic = ctx.diff.inputCase[0];
    // ... unless the check that feeds it expects that input folded in the output: one case rule, reported as the folding
    const icLoc = ic ? pickLoc(ic.evidence, ctx.enforced.file) : undefined;
    const feedingCheck = icLoc && checkAt(ctx.enforced.checks, icLoc)?.name;
    const foldedIn = (check: string | undefined) => check !== undefined && ctx.diff.fields.some((f) => f.caseFolding?.evidence.some((e) => e.check === check));
    const foldedThere = foldedIn(feedingCheck);
    if (ic && !foldedThere) {
      // the output key the feeding check expects the word in, spelt otherwise (`accession` equal to `2011.0406-X` after
      // `2011.0406-x` was fed), shows the rule
      // (a token that check feeds as it is, `Hd-Ab-123` echoed back, is a copy of its input, not a spelling the program chose)
      const fed = new Set<string>();
      for (const l of ctx.enforced.input.flatMap((d) => d.lines)) {
        [l.example, ...(l.examples ?? [])].forEach((x, i) => {
          const at = l.exampleLocs?.[i];
          if (at && checkAt(ctx.enforced.checks, at)?.name === feedingCheck) for (const w of x.split(/\s+/)) fed.add(w);
        });
      }
      const respelt = (token: string) => !fed.has(token) && token.split(/[^\p{L}\p{N}]+/u).some((w) => w !== ic.fed && w.toLowerCase() === ic.fed.toLowerCase());
      ctx.report({ messageId: ic.inData ? 'inputCaseData' : 'inputCase', data: { fed: ic.fed, published: ic.published }, key: keyExpecting(ctx, feedingCheck, respelt), loc: pickLoc(ic.evidence, ctx.enforced.file), statementLoc: ic.statementLoc ?? null });
    }
    // a check feeding one word in two cases judges a case rule: reported where nothing above reports that check's input
    const variants = ctx.diff.caseVariants?.evidence[0];
    const variantsCheck = variants?.check;
    const sameAsInputCase = ic !== undefined && !foldedThere && feedingCheck === variantsCheck;
    if (variants && !sameAsInputCase && !foldedIn(variantsCheck)) {
      // the output key that same check expects the word in, in whichever case (`o.card` equal to `1C0FFEE7`, `product`
      // equal to `baguette` after `Baguette` and `BAGUETTE`), shows the rule
      const spellings = new Set(caseVariantSpellings(variants).map((w) => w.toLowerCase()));
      ctx.report({ messageId: 'caseVariants', data: { fed: variants.via ?? 'feeds one word in two cases' }, key: keyExpecting(ctx, variantsCheck, (t) => spellings.has(t.toLowerCase())), loc: pickLoc([variants], ctx.enforced.file) });
    }
    const folded = new Set<string>();
    for (const f of ctx.diff.fields) {
      if (f.caseFolding) {
        // when the key itself is data from the input, the finding is about the output as a whole
        const key = f.keyStatus === 'input-bound' ? null : f.key;
        if (!folded.has(key ?? '')) {
          folded.add(key ?? '');
          ctx.report({ messageId: 'folding', data: { expected: f.caseFolding.expected, fed: f.caseFolding.fed }, key, loc: pickLoc(f.caseFolding.evidence, ctx.enforced.file) });
        }
      }
      const key = f.key ?? 'the value';
      const cased = f.tokens.filter((t) => t.status === 'case');
      if (cased.length > 0) {
        const t = cased[0]!;
        ctx.report({
          messageId: t.conventional ? 'conventionalCase' : 'differentCase',
          data: { key, token: t.token, publishedAs: t.publishedAs ?? '' },
          key: f.key,
          loc: pickLoc(cased.flatMap((c) => c.evidence), ctx.enforced.file),
          statementLoc: f.keyStatementLoc ?? null,
        });
      } else if (f.caseRule === 'contradicts') {
        const tokens = f.tokens.filter((t) => t.status !== 'input-bound');
        ctx.report({
          messageId: 'statementRelaxes',
          data: { key },
          key: f.key,
          loc: pickLoc(tokens.flatMap((t) => t.evidence), ctx.enforced.file) ?? pickLoc(f.enforced.presence, ctx.enforced.file),
          statementLoc: f.caseStatementLoc ?? null,
        });
      }
    }
    // a column of the output's rows compared with a token the input spells in another case (`K-12` for `k-12`)
    const column = ctx.diff.columnFolding;
    if (column && folded.size === 0 && !ic && !variants) ctx.report({ messageId: 'folding', data: { expected: column.expected, fed: column.fed }, key: null, loc: pickLoc(column.evidence, ctx.enforced.file) });
  },
});

/**
 * The output key that check `check` compares with a token `shows` accepts (the key whose value shows the case rule), or
 * else the column of the rows it compares so, by the name the statement gives it; null when there is none.
 */
function keyExpecting(ctx: RuleContext, check: string | undefined, shows: (token: string) => boolean): string | null {
  if (check === undefined) return null;
  const inCheck = (t: { value: string; evidence: readonly { check?: string }[] }) => shows(t.value) && t.evidence.some((e) => e.check === check);
  const field = ctx.enforced.fields.find((f) => f.key !== null && f.vocabulary.some(inCheck));
  if (field) return field.key;
  // (`B07 2 2.0 2024-01-20 OK` after `B07` and `b07`: the first column of the rows)
  const columns = new Set((ctx.enforced.columns ?? []).filter((c) => c.tokens?.some(inCheck)).map((c) => c.index));
  if (columns.size !== 1) return null;
  const [index] = columns;
  return columnName(ctx.published, index!);
}
