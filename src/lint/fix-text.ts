// What a finding suggests publishing, written in the contract notation (docs/notation.md) through the notation's own renderers.
import { describeLayout, describeShape } from '../contract/diff.js';
import { groupThousands, renderExitSentence, renderFieldBullet, renderLayoutLine, renderStderrSentence } from '../contract/render.js';
import type { ExitDemand, Field, Layout, Shape, StderrDemand } from '../contract/types.js';
import { listAlternatives } from './locate.js';

/** `31,269`; toLocaleString would load ICU data on a cold start for one comma. */
export const thousands = groupThousands;

/**
 * The notation's bullet for one output key (`- \`connected\`: \`yes\` or \`no\``). Falls back to a plain description when
 * the notation cannot carry it (a keyless value, a pattern).
 */
export function fieldFix(key: string | null, what: { shape?: Shape; tokens?: readonly string[]; digits?: number }, layout?: Layout): string {
  const field: Field = {
    key,
    presence: [],
    required: true,
    vocabulary: (what.tokens ?? []).map((value) => ({ value, evidence: [] })),
    ...(what.shape ? { shape: { value: what.shape, evidence: [] } } : {}),
    ...(what.digits !== undefined ? { magnitude: { value: what.digits, evidence: [] } } : {}),
  };
  const rendered = key === null ? undefined : renderFieldBullet(field, layout);
  if (rendered) return rendered;
  const name = key === null ? 'the value' : `\`${key}\``;
  const parts: string[] = [];
  if (what.tokens && what.tokens.length > 0) parts.push(listAlternatives(what.tokens));
  else if (what.shape) parts.push(describeShape(what.shape));
  else parts.push('a word');
  if (what.digits !== undefined) parts.push(`of up to ${thousands(what.digits)} digits`);
  return `- ${name}: ${parts.join(' ')}`;
}

/** The notation's opening line for a layout. */
export function layoutFix(layout: Layout): string {
  const rendered = renderLayoutLine(layout);
  if (rendered) return rendered;
  const text = describeLayout(layout);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** The notation's exit-status sentence. */
export function exitFix(exit: ExitDemand): string {
  return renderExitSentence(exit);
}

/** The notation's stderr sentence. */
export function stderrFix(stderr: StderrDemand): string {
  return renderStderrSentence(stderr);
}
