/** A word: letters and digits with at least one letter and two characters (`Q050`, `mug`; not the `x` of `3x`). */
const WORD = /[\p{L}\p{N}]*\p{L}[\p{L}\p{N}]*/gu;

/**
 * The first word of `text` spelled otherwise than an earlier word that differs from it only in letter case, with that
 * earlier spelling (`['Lemons', 'lemons']`); `spellings` (lower case -> first spelling) carries what earlier texts held.
 */
export function caseVariantIn(text: string, spellings: Map<string, string>): [string, string] | undefined {
  for (const [word] of text.matchAll(WORD)) {
    if (word.length < 2) continue;
    const folded = word.toLowerCase();
    const first = spellings.get(folded);
    if (first === undefined) spellings.set(folded, word);
    else if (first !== word) return [first, word];
  }
  return undefined;
}

/** The words of `text` (as caseVariantIn reads them: two characters or more, one a letter). */
export function wordsOf(text: string): string[] {
  return [...text.matchAll(WORD)].map((m) => m[0]).filter((w) => w.length >= 2);
}
