// conflicting-key-type: one output key read with incompatible shapes by the oracles of two operations in the suite.
import { defineRule, type SuiteView } from '../src/lint/rule.js';
import { describeShape } from '../src/contract/diff.js';
import { pickLoc } from '../src/lint/locate.js';
import { fieldFix } from '../src/lint/fix-text.js';
import type { Field, Shape } from '../src/contract/types.js';
import type { KeyTypeConflict } from '../src/contract/diff.js';
import { fits } from '../src/contract/fits.js';
import { sameSeparator, showsTwoItems } from '../src/contract/conflicts.js';
import { separatorSilence } from '../src/lint/separator-conflicts.js';

/** Words of a placeholder that describe an amount (`<number of items>`, `<total consumption over all readings>`). */
const AMOUNT_PLACEHOLDER = /^<[^<>]*\b(?:number|count|how many|total|sum|amount)\b[^<>]*>$/i;

/**
 * True when the statement's examples of the key show this operation's reading beyond doubt: a list read here and an
 * example of two elements or more (`spots=1,2,4`), or a number read here and a placeholder that describes an amount
 * (`items=<number of items>`, `fine=<amount due in cents>`). A single value (`spots=1`, `sheets=15`) fits a count and a one-element list alike.
 */
function examplesSettle(published: Readonly<Field> | undefined, reading: Shape): boolean {
  if (reading.kind === 'list') return showsTwoItems(published?.examples, reading.separator);
  const examples = published?.examples?.map((e) => e.value.trim()) ?? [];
  if (reading.kind === 'integer' || reading.kind === 'decimal' || reading.kind === 'number') return examples.some((x) => AMOUNT_PLACEHOLDER.test(x));
  return false;
}

/**
 * True when the operation's statement publishes its own reading of the key, explicitly or by an example that fits it. (A
 * reading the oracle shows only through the literals it compares, `'3:12:28'`, is shown by an example of that form; an
 * array read item by item, by an example that writes the value as an array.)
 */
function showsItsReading(suite: SuiteView, reading: KeyTypeConflict['operations'][number], key: string): boolean {
  const view = suite.operations.find((o) => o.name === reading.operation);
  const field = view?.diff.fields.find((f) => f.key === key);
  if (field?.shape.status === 'agree') return true;
  if (!view || view.enforced.fields.find((f) => f.key === key)?.shape) return false;
  const published = view.published.fields.find((f) => f.key === key);
  if (reading.shape.value.kind === 'json' && reading.shape.value.array) return (published?.examples ?? []).some((v) => v.value.trim().startsWith('['));
  // a list read only through the joined texts it is compared with (`'Anna,Dana'`): shown by two items so joined, or by
  // prose naming its separator ("comma-separated")
  if (reading.shape.value.kind === 'list') {
    const { separator } = reading.shape.value;
    const said = published?.shape?.value.kind === 'list' && sameSeparator(published.shape.value.separator, separator) && published.shape.evidence.some((e) => e.via !== 'example output');
    if (said || examplesSettle(published, reading.shape.value)) return true;
  }
  return [...(published?.examples ?? []), ...(published?.vocabulary ?? [])].some((v) => /\d/.test(v.value) && fits(v.value, reading.shape.value));
}

export default defineRule({
  id: 'conflicting-key-type',
  meta: {
    description: "One output key is read with incompatible shapes by two operations' oracles (or read here as another type than another operation's statement publishes, where that operation's oracle never judges it), and this operation's statement does not settle its reading.",
    severity: 'error',
    messages: {
      conflict: 'The oracle reads `{{key}}` as {{demanded}}, but {{others}}; the statement does not say which. Publish: {{fix}}',
    },
    docs: 'rules/docs/conflicting-key-type.md',
  },
  check(ctx) {
    for (const conflict of ctx.suite.keyTypeConflicts) {
      // (a statement's own reading of a key its oracle never judges is the suite's meaning, not a demand here)
      const mine = conflict.operations.find((o) => o.operation === ctx.operation);
      if (!mine || mine.published) continue;
      const field = ctx.diff.fields.find((f) => f.key === conflict.key);
      const published = ctx.published.fields.find((f) => f.key === conflict.key);
      if (separatorSilence(ctx, conflict)) continue;
      const settled = examplesSettle(published, mine.shape.value);
      // a statement that publishes this operation's reading explicitly (not by example) settles it here, and so does an
      // example that could show no other reading (see examplesSettle)
      if (field && field.shape.status === 'agree' && (!field.shape.viaExample || settled)) continue;
      // an example that shows this reading is not beyond doubt, but it is where the suite is clearest: when another
      // operation's statement shows its own reading less well (not at all, or by an example its reading does not fit),
      // that operation is where a solver cannot know, and the demand is reported there
      // (and where every statement shows its own reading, each reader knows theirs; a list shown by a one-element example
      // is shown no better than a count)
      const doubtfulList = (mine.shape.value.kind === 'list' || mine.shape.value.kind === 'pair') && !settled;
      if (showsItsReading(ctx.suite, mine, conflict.key) && (!doubtfulList || conflict.operations.some((o) => o.operation !== ctx.operation && !showsItsReading(ctx.suite, o, conflict.key)))) continue;
      const others = conflict.operations
        .filter((o) => o.operation !== ctx.operation)
        .map((o) => `operation ${o.operation}${o.published ? "'s statement publishes" : ' reads'} it as ${describeShape(o.shape.value)}`);
      const fix = fieldFix(conflict.key, { shape: mine.shape.value }, ctx.diff.layout.enforced?.value);
      const structural = mine.shape.value.kind === 'list' || mine.shape.value.kind === 'pair' || (mine.shape.value.kind === 'json' && mine.shape.value.array === true);
      ctx.report({
        messageId: 'conflict',
        data: { key: conflict.key, demanded: describeShape(mine.shape.value), others: others.join('; '), fix },
        key: conflict.key,
        // where the type is fixed here: the split of a list or pair, an array's items; for a scalar, the read (`Number(f.edges)`)
        loc: (structural ? pickLoc(mine.shape.evidence, ctx.enforced.file) : undefined) ?? pickLoc(field?.enforced.presence, ctx.enforced.file) ?? pickLoc(mine.shape.evidence, ctx.enforced.file),
        statementLoc: field?.keyStatementLoc ?? null,
        fix,
      });
    }
  },
});
