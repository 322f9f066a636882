// unpublished-input-shape: the oracle feeds input lines of a shape the statement never shows.
import { defineRule } from '../src/lint/rule.js';
import { pickLoc, listPlain, listWords } from '../src/lint/locate.js';
import { LAUNCHER_VIA } from '../src/oracle/assemble.js';
import { SKIPPED_SENTENCES, type SkippedLineKind } from '../src/contract/render.js';
import { joinedOptions } from '../src/contract/option-forms.js';

/** How each kind of skipped line is named in a message, and the sentence that publishes it (the contract notation's). */
const SKIPPED_LINES: Record<SkippedLineKind, { lines: string; publish: string }> = {
  comments: { lines: 'comment lines', publish: SKIPPED_SENTENCES.comments },
  header: { lines: 'a header row', publish: SKIPPED_SENTENCES.header },
  blankLines: { lines: 'blank lines', publish: SKIPPED_SENTENCES.blankLines },
};

export default defineRule({
  id: 'unpublished-input-shape',
  meta: {
    description: 'The oracle feeds input lines of a shape the statement never shows, or with CRLF line endings or tabs between parts it never allows (when it shows no grammar at all, the shape fed most often is taken as the one its prose describes); refusals it demands make the grammar load-bearing.',
    severity: 'error',
    messages: {
      unpublished: 'The oracle feeds {{channel}} lines shaped {{signatures}} (e.g. `{{example}}`) and expects them accepted; the statement never shows that input shape. Publish the input grammar.',
      argsUnpublished: 'The oracle passes command-line arguments (e.g. `{{example}}`); the statement never says the program takes any. Publish the arguments (or feed the values where the statement says they are read).',
      crlf: 'The oracle feeds {{channel}} lines ending with CRLF (`\\r\\n`) and expects them read like any other; the statement never says lines may end that way. Publish: Lines may end with CRLF.',
      optionForm: 'The oracle passes {{options}} {{fed}} (arguments `{{example}}`), where the statement writes `{{shown}}`; a program parsing the form the statement writes does not recognise {{them}}. Publish both forms, or pass the one shown.',
      tabs: 'The oracle feeds {{channel}} lines whose parts a tab separates and expects them read like any other; the statement never says a tab may separate them. Publish: Parts of a line are separated by a space or a tab.',
      stampForm: 'The oracle feeds {{channel}} values written like `{{fed}}` (e.g. `{{example}}`) and expects them accepted; the statement writes them only as {{shown}}. A program reading the form the statement writes rejects or misreads them. Publish: both forms may be fed (or feed only the form shown).',
      skipped: 'The oracle feeds {{lines}} among the records on stdin (e.g. {{example}}) and expects them skipped; the statement never says the input may hold them. Publish: {{publish}}',
      unpublishedWithRefusal: 'The oracle feeds {{channel}} lines shaped {{signatures}} (e.g. `{{example}}`) and expects them accepted, while it demands that malformed lines such as `{{refused}}` be refused; the statement never publishes the grammar that tells them apart. Publish the input grammar.',
    },
    docs: 'rules/docs/unpublished-input-shape.md',
  },
  check(ctx) {
    if (ctx.diff.crlf) ctx.report({ messageId: 'crlf', data: { channel: 'stdin' }, key: null, loc: pickLoc(ctx.diff.crlf.evidence, ctx.enforced.file) });
    if (ctx.diff.tabs) ctx.report({ messageId: 'tabs', data: { channel: 'stdin' }, key: null, loc: pickLoc(ctx.diff.tabs.evidence, ctx.enforced.file) });
    for (const o of ctx.diff.optionForms ?? []) {
      ctx.report({
        messageId: 'optionForm',
        data: {
          options: listPlain(o.options.map((x) => `\`${x}\``)),
          fed: `${o.options.length > 1 ? 'each ' : ''}with its value ${o.fed === 'joined' ? 'in one argument' : 'as a second argument'}`,
          example: o.example,
          shown: o.shown,
          them: o.options.length > 1 ? 'them' : 'it',
        },
        key: null,
        loc: pickLoc(o.evidence, ctx.enforced.file),
      });
    }
    for (const s of ctx.diff.stampForms) {
      ctx.report({
        messageId: 'stampForm',
        data: { channel: s.channel === 'args' ? 'argument' : 'stdin', fed: s.fed, example: s.example, shown: listWords(s.shown) },
        key: null,
        loc: pickLoc(s.evidence, ctx.enforced.file),
      });
    }
    const skipped = ctx.diff.skipped;
    if (skipped) {
      const first = skipped.kinds[0]!;
      const examples = ctx.enforced.input.find((d) => d.channel === 'stdin')?.skippedExamples;
      ctx.report({
        messageId: 'skipped',
        data: {
          lines: listPlain(skipped.kinds.map((k) => SKIPPED_LINES[k].lines)),
          example: first === 'blankLines' ? 'an empty line' : `\`${examples?.[first] ?? ''}\``,
          publish: skipped.kinds.map((k) => SKIPPED_LINES[k].publish).join(' '),
        },
        key: null,
        loc: pickLoc(skipped.evidence, ctx.enforced.file),
      });
    }
    for (const channel of ['stdin', 'args'] as const) {
      const lines = ctx.diff.input.filter((d) => d.channel === channel);
      // (argument lines whose shape differs only by an option's form are that demand, reported above)
      const formOf = (d: (typeof lines)[number]) => {
        const joined = joinedOptions(d.line.example);
        return ctx.diff.optionForms?.some((o) => o.fed === 'joined' && o.options.some((x) => joined.includes(x)));
      };
      const unpublished = lines.filter((d) => d.status === 'unpublished' && !(channel === 'args' && formOf(d)));
      if (unpublished.length === 0) continue;
      const refused = lines.find((d) => d.status === 'refused');
      const first = unpublished[0]!;
      ctx.report({
        messageId: first.channelUnpublished ? 'argsUnpublished' : refused ? 'unpublishedWithRefusal' : 'unpublished',
        data: { channel, signatures: listWords(unpublished.map((d) => d.signature)), example: first.line.example, refused: refused?.line.example ?? '' },
        key: null,
        // arguments nobody announced: point at the launcher call that passes them
        loc: (first.channelUnpublished ? first.evidence.find((e) => e.via === LAUNCHER_VIA)?.loc : undefined) ?? pickLoc(first.evidence, ctx.enforced.file),
      });
    }
  },
});
