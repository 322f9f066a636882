// The fixed synonym tables inference may use: vocabulary tokens that mean the same answer, and key names that name the same value.
// Documented in docs/shims.md; changing them changes what `oraclint repair` proposes.

/**
 * Groups of tokens that state the same answer. A candidate token is mapped onto an enforced token only when the
 * groups holding the candidate token (compared case-insensitively) contain exactly one token of the enforced
 * vocabulary. `0`/`1` count only when every value printed under the key is `0` or `1`.
 */
export const TOKEN_GROUPS: readonly (readonly string[])[] = [
  ['yes', 'true', 'y', 't', 'ok', '1'],
  ['no', 'false', 'n', 'f', '0'],
  ['none', 'impossible', 'no', 'null', 'nil', 'nothing', 'n/a', 'na', '-', 'no_solution', 'unsolvable'],
  ['valid', 'true', 'yes', 'ok', 'pass'],
  ['invalid', 'false', 'no', 'fail'],
];

/** Tokens that only count as booleans when a key prints nothing else. */
export const NUMERIC_BOOLEANS: ReadonlySet<string> = new Set(['0', '1']);

/**
 * Groups of output key names that usually name the same value. Used only to break a tie between keys whose values
 * all have the enforced key's shape; never on its own.
 */
export const KEY_GROUPS: readonly (readonly string[])[] = [
  ['path', 'trail', 'route', 'tour', 'circuit', 'walk', 'cycle', 'euler_path', 'eulerian_path'],
  ['edges', 'tree', 'mst', 'mst_edges', 'tree_edges', 'spanning_tree'],
  ['mults', 'multiplications', 'steps', 'muls', 'ops', 'operations', 'multiplication_count'],
  ['result', 'answer', 'output', 'verdict', 'outcome'],
  ['components', 'num_components', 'component_count', 'n_components', 'count'],
  ['connected', 'is_connected'],
  ['valid', 'is_valid', 'luhn', 'checksum_ok'],
  ['value', 'result', 'power', 'answer'],
];

/**
 * How alike two key names are, from 0 (unrelated) to 1 (same group in KEY_GROUPS): one contained in the other as a
 * subsequence (`mults` in `multiplications`) scores 0.8, a shared prefix of three or more characters 0.5.
 */
export function keySimilarity(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x === y) return 1;
  if (KEY_GROUPS.some((g) => g.includes(x) && g.includes(y))) return 1;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (short.length >= 3 && isSubsequence(short, long) && short[0] === long[0]) return 0.8;
  let prefix = 0;
  while (prefix < short.length && short[prefix] === long[prefix]) prefix++;
  return prefix >= 3 ? 0.5 : 0;
}

function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (const ch of long) if (ch === short[i]) i++;
  return i === short.length;
}

/** The enforced tokens a candidate token may stand for, by TOKEN_GROUPS. */
export function synonymTargets(token: string, vocabulary: readonly string[]): string[] {
  const t = token.toLowerCase();
  const targets = new Set<string>();
  for (const group of TOKEN_GROUPS) {
    if (!group.includes(t)) continue;
    for (const v of vocabulary) if (group.includes(v.toLowerCase())) targets.add(v);
  }
  // the token itself in another case is the closest synonym of all
  const same = vocabulary.filter((v) => v.toLowerCase() === t);
  return same.length === 1 ? same : [...targets];
}
