// Property: whatever the statement around it, publish changes only its own section and a second publish changes nothing.
import { describe, expect } from 'vitest';
import { fc, test as fcTest } from '@fast-check/vitest';
import { planPublish } from '../../src/publish/plan.js';
import { findKeyTypeConflicts } from '../../src/contract/conflicts.js';
import { emptyContract, type Contract, type Evidence } from '../../src/contract/types.js';
import { readStatementText } from '../../src/statement/read.js';
import { locateSections } from '../../src/statement/sections.js';

const ev: Evidence = { loc: { file: 'op/oracle.test.mjs', line: 1, column: 1 } };

function enforced(): Contract {
  const c = emptyContract('oracle', 'op/oracle.test.mjs');
  c.layout = { value: { kind: 'fields', assign: '=', separator: ' ' }, evidence: [ev] };
  c.fields = [{ key: 'connected', presence: [ev], required: true, vocabulary: [{ value: 'yes', evidence: [ev] }], shape: { value: { kind: 'word' }, evidence: [ev] } }];
  c.exit = [{ status: 0, evidence: [ev] }];
  return c;
}

function plan(text: string) {
  const e = enforced();
  return planPublish({ text, operation: 'op', enforced: e, published: readStatementText(text, 'op/task.md'), conflicts: findKeyTypeConflicts(new Map([['op', e]])) });
}

// prose lines: letters, accents, emoji, punctuation; never a heading, fence or list marker at the start of a line
const word = fc.string({ unit: fc.constantFrom('a', 'Z', 'é', 'ß', '連', '🙂', ' ', ',', '.', '—', '’', '`', '*', '_', '=', '1'), minLength: 1, maxLength: 12 });
const proseLine = word.map((w) => `x${w}`.trimEnd());
const paragraph = fc.array(proseLine, { minLength: 1, maxLength: 3 });

const statementArb = fc
  .record({
    eol: fc.constantFrom('\n', '\r\n'),
    desc: paragraph,
    outputProse: fc.option(paragraph, { nil: undefined }),
    hasOutput: fc.boolean(),
    tail: fc.option(paragraph, { nil: undefined }),
    finalNewline: fc.boolean(),
    bom: fc.boolean(),
  })
  .map((r) => {
    const parts = [`# Title`, '', ...r.desc];
    if (r.hasOutput) parts.push('', '## Output', ...(r.outputProse ? ['', ...r.outputProse] : []));
    if (r.tail) parts.push('', '## Notes', '', ...r.tail);
    return (r.bom ? '\uFEFF' : '') + parts.join(r.eol) + (r.finalNewline ? r.eol : '');
  });

describe('planPublish over generated statements', () => {
  fcTest.prop([statementArb], { numRuns: 150 })('keeps every byte outside the section it owns, and is idempotent', (text) => {
    const p = plan(text);
    expect(p.changed).toBe(true);
    const before = locateSections(text).sections.find((s) => s.kind === 'output');
    const after = locateSections(p.newText).sections.find((s) => s.kind === 'output')!;
    expect(after).toBeDefined();
    if (before) {
      // an existing section: the text before its body and after its end is unchanged, and its prose is kept in front
      expect(p.newText.slice(0, after.headingStart)).toBe(text.slice(0, before.headingStart));
      expect(p.newText.slice(after.end)).toBe(text.slice(before.end));
      const prose = text.slice(before.bodyStart, before.end).replace(/[\r\n]+$/, '');
      expect(p.newText.slice(after.bodyStart, after.end).startsWith(prose)).toBe(true);
    }
    // the bundled-like statements here have no notation yet: publishing only inserts, so the old text is a prefix
    // and a suffix of the new one that together cover all of it
    let pre = 0;
    while (pre < text.length && text[pre] === p.newText[pre]) pre++;
    let suf = 0;
    while (suf < text.length - pre && text[text.length - 1 - suf] === p.newText[p.newText.length - 1 - suf]) suf++;
    expect(pre + suf).toBe(text.length);
    expect(p.newText.slice(pre, p.newText.length - suf)).toContain('- `connected`: a word: `yes`');
    expect(/\r\n/.test(text) ? p.newText.replace(/\r\n/g, '').includes('\n') : p.newText.includes('\r')).toBe(false);
    expect(p.newText.endsWith('\n')).toBe(text.endsWith('\n'));
    const again = plan(p.newText);
    expect(again.newText).toBe(p.newText);
  });
});
