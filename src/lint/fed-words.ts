// The words an oracle feeds the program: a key spelled like one of them is data (an account name), not a published name.
import type { Contract } from '../contract/types.js';

/** The words the oracle feeds the program, lower-cased. */
export function fedWords(enforced: Contract): Set<string> {
  const words = new Set<string>();
  for (const d of enforced.input) {
    for (const w of d.words ?? []) words.add(w.toLowerCase());
    for (const l of d.lines) for (const e of [l.example, ...(l.examples ?? [])]) for (const w of e.split(/[^\p{L}\p{N}_-]+/u)) if (w) words.add(w.toLowerCase());
  }
  return words;
}
