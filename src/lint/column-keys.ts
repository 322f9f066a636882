// Names the column a keyless finding is about, the way the statement names it: `HIVE` for the first column of
// `HIVE LOAD ACTION`, where the oracle reads `line.split(' ')[0]` at the finding's line.
import type { Contract, SourceLocation } from '../contract/types.js';

/** Rules whose keyless findings are about one value of the output: a column of its rows when the oracle reads one there. */
export const COLUMN_KEYED_RULES = new Set(['unpublished-case', 'check-cannot-fail']);

/**
 * The statement's name of the one column of the output's rows the oracle reads at `loc`; null when it reads none there,
 * more than one, or the statement names none at that place.
 */
export function columnKeyAt(enforced: Contract, published: Contract, loc: SourceLocation): string | null {
  if (!enforced.columns || !published.columns) return null;
  const read = enforced.columns.filter((c) => c.evidence.some((e) => e.loc.file === loc.file && e.loc.line === loc.line));
  const indices = new Set(read.map((c) => c.index));
  if (indices.size !== 1) return null;
  const [index] = indices;
  return columnName(published, index!);
}

/** The name the statement gives column `index` of the output's rows (`HIVE` of `HIVE LOAD ACTION`); null when it gives none. */
export function columnName(published: Contract, index: number): string | null {
  return published.columns?.find((c) => c.index === index)?.name ?? null;
}
