// planPublish: the new statement text with the merged contract written into its `## Output` / `## Input` notation blocks.
import type { Contract, ContractProblem } from '../contract/types.js';
import type { KeyTypeConflict } from '../contract/conflicts.js';
import { renderInputSection, renderOutputSection } from '../contract/render.js';
import { locateSections, type StatementSection, type StatementStructure } from '../statement/sections.js';
import { mergeForPublish, type WithheldKey } from './merge.js';

export interface PublishInput {
  /** The statement's current text, exactly as read from disk. */
  text: string;
  operation: string;
  enforced: Contract;
  /** What the statement publishes now (`readStatementText(text, ...)`). */
  published: Contract;
  conflicts: readonly KeyTypeConflict[];
  resolve?: Readonly<Record<string, string>>;
}

export interface PublishPlan {
  newText: string;
  changed: boolean;
  /** Keys left unpublished because operations of the suite read them with different types. */
  conflicts: WithheldKey[];
  /** The contract that was rendered. */
  contract: Contract;
  /**
   * Set when an existing notation block does not parse: the statement is left untouched (the block may be the author's
   * prose misread as notation, and their sentences are not ours to replace) until the error is fixed.
   */
  blocked?: ContractProblem;
}

interface Edit {
  at: number;
  /** End of the replaced range (equal to `at` for an insertion). */
  end: number;
  text: string;
  /** Order among insertions at the same offset (lower first). */
  order: number;
}

/** End of the content of the last non-blank line before `end` (before its line ending), or `start` when all is blank. */
function contentEnd(text: string, start: number, end: number): number {
  let e = end;
  while (e > start && /[ \t\r\n]/.test(text[e - 1])) e--;
  return e;
}

function editSection(s: StatementStructure, section: StatementSection, notation: string, order: number): Edit {
  const { text, eol } = s;
  const body = notation.split('\n').join(eol);
  if (section.notation) {
    // Replace the block's lines; the line ending after its last line (or the missing final newline) stays as it was.
    return { at: section.notation.start, end: contentEnd(text, section.notation.start, section.notation.end), text: body, order };
  }
  // A prose section keeps its prose: the notation goes after its last line, a blank line apart.
  const last = contentEnd(text, section.bodyStart, section.end);
  if (last <= section.bodyStart) {
    // an empty section: write right under the heading
    const headingEnd = contentEnd(text, section.headingStart, section.bodyStart);
    return { at: headingEnd, end: headingEnd, text: `${eol}${eol}${body}`, order };
  }
  return { at: last, end: last, text: `${eol}${eol}${body}`, order };
}

/** Where a new section goes: before `before`'s heading when given, else before the first `##` after the description, else at the end. */
function newSectionEdit(s: StatementStructure, title: string, notation: string, at: number | null, order: number): Edit {
  const { text, eol } = s;
  const body = `## ${title}${eol}${eol}${notation.split('\n').join(eol)}`;
  if (at !== null) return { at, end: at, text: `${body}${eol}${eol}`, order };
  // At the end of the file: keep its final newline (or its lack of one) at the very end.
  const last = contentEnd(text, 0, text.length);
  return { at: last, end: last, text: `${last > 0 ? `${eol}${eol}` : ''}${body}`, order };
}

function firstSectionHeading(s: StatementStructure): number | null {
  const h = s.headings.find((x) => x.depth === 2);
  return h ? h.start : null;
}

/** Plans the rewrite of one statement (pure). Everything outside the notation blocks it owns stays byte-identical. */
export function planPublish(input: PublishInput): PublishPlan {
  const { contract, withheld } = mergeForPublish(input.enforced, input.published, {
    operation: input.operation,
    conflicts: input.conflicts,
    resolve: input.resolve ?? {},
  });
  const s = locateSections(input.text);
  const blocked = input.published.problems.find((p) => p.kind === 'notation-error');
  if (blocked) return { newText: input.text, changed: false, conflicts: withheld, contract, blocked };
  const edits: Edit[] = [];
  const outputSection = s.sections.find((x) => x.kind === 'output');
  const inputSection = s.sections.find((x) => x.kind === 'input');
  const outputNotation = renderOutputSection(contract);
  const inputNotation = renderInputSection(contract);

  if (outputSection) edits.push(editSection(s, outputSection, outputNotation, 1));
  else {
    const after = inputSection ? (inputSection.end < input.text.length ? inputSection.end : null) : firstSectionHeading(s);
    edits.push(newSectionEdit(s, 'Output', outputNotation, after, 1));
  }
  if (inputNotation !== '') {
    if (inputSection) edits.push(editSection(s, inputSection, inputNotation, 0));
    else {
      const before = outputSection ? outputSection.headingStart : firstSectionHeading(s);
      edits.push(newSectionEdit(s, 'Input', inputNotation, before, 0));
    }
  }

  edits.sort((a, b) => a.at - b.at || a.order - b.order);
  let newText = '';
  let cursor = 0;
  for (const e of edits) {
    newText += input.text.slice(cursor, e.at) + e.text;
    cursor = e.end;
  }
  newText += input.text.slice(cursor);
  return { newText, changed: newText !== input.text, conflicts: withheld, contract };
}
