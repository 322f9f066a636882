// Choosing which piece of evidence a finding points at.
import type { Evidence, SizeLiteral, SourceLocation } from '../contract/types.js';

/**
 * The location to report: the first evidence in `preferFile` (the oracle itself, where its author reads),
 * else the first evidence at all; undefined when there is none.
 */
export function pickLoc(evidence: readonly Evidence[] | undefined, preferFile?: string): SourceLocation | undefined {
  if (!evidence || evidence.length === 0) return undefined;
  const own = preferFile ? evidence.find((e) => e.loc.file === preferFile) : undefined;
  return (own ?? evidence[0])?.loc;
}

/**
 * Like pickLoc, but skipping lines that also read other keys (`field(out, name)`'s generic regex reads every key at one
 * line): the demand for one key is where that key is spelled out, its call site or comparison. Falls back to pickLoc.
 * `others` holds the presence of the other keys only: a line that also reads a position (`lines.at(-1).match(/^sets=/)`)
 * still spells this key out.
 */
export function pickOwnLoc(evidence: readonly Evidence[] | undefined, others: readonly (readonly Evidence[])[], preferFile?: string): SourceLocation | undefined {
  if (!evidence || evidence.length === 0) return undefined;
  // the lines of `evidence`, by file, then those of them the other keys read too (no string per line: a rule calls this
  // for every key of every operation)
  const mine = new Map<string, Set<number>>();
  for (const e of evidence) addLine(mine, e);
  const shared = new Map<string, Set<number>>();
  for (const o of others) for (const e of o) if (mine.get(e.loc.file)?.has(e.loc.line)) addLine(shared, e);
  if (shared.size === 0) return pickLoc(evidence, preferFile);
  const own = evidence.filter((e) => !shared.get(e.loc.file)?.has(e.loc.line));
  return pickLoc(own.length > 0 ? own : evidence, preferFile);
}

function addLine(lines: Map<string, Set<number>>, e: Evidence): void {
  const inFile = lines.get(e.loc.file);
  if (inFile) inFile.add(e.loc.line);
  else lines.set(e.loc.file, new Set([e.loc.line]));
}

/** The first evidence in `file` only; undefined when none is there. */
export function locIn(evidence: readonly Evidence[] | undefined, file: string): SourceLocation | undefined {
  return evidence?.find((e) => e.loc.file === file)?.loc;
}

/** The evidence of `evidence` that belongs to check `check`, falling back to all of it. */
export function inCheck(evidence: readonly Evidence[], check: string): readonly Evidence[] {
  const mine = evidence.filter((e) => e.check === check);
  return mine.length > 0 ? mine : evidence;
}

/** a, a and b, a, b and c. */
export function listPlain(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** `a`, `a` and `b`, `a`, `b` and `c` with backticks. */
export function listWords(words: readonly string[]): string {
  return listPlain(words.map((w) => `\`${w}\``));
}

/** `a`, `a` or `b`, ... with backticks. */
export function listAlternatives(words: readonly string[]): string {
  const q = words.map((w) => `\`${w}\``);
  if (q.length <= 1) return q.join('');
  return `${q.slice(0, -1).join(', ')} or ${q[q.length - 1]}`;
}

/** The largest of `literals` written at or before `loc` in its file (the first of equals); undefined when there is none. */
export function largestBefore(literals: readonly SizeLiteral[] | undefined, loc: SourceLocation): SourceLocation | undefined {
  let best: SizeLiteral | undefined;
  for (const l of literals ?? []) {
    if (l.loc.file !== loc.file || l.loc.line > loc.line) continue;
    if (!best || l.value > best.value) best = l;
  }
  return best?.loc;
}
