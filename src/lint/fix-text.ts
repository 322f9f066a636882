// What a finding suggests publishing, written as a line of the contract notation (docs/notation.md).
import { describeLayout, describeShape } from '../contract/diff.js';
import type { Layout, Shape } from '../contract/types.js';
import { listAlternatives } from './locate.js';

/** `31,269`; toLocaleString would load ICU data on a cold start for one comma. */
export function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `- \`key\`: <shape or tokens>`, the notation's line for one output key. */
export function fieldFix(key: string | null, what: { shape?: Shape; tokens?: readonly string[]; digits?: number }): string {
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
  const text = describeLayout(layout);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
