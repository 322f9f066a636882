// Codes written as one token of words and numbers joined (`p-77120`, `sk-1042`, `lhm-1907-013`): fed whole, as data.

const JOINED_CODE = /(?<![^\s,;:"'(\[{])[\p{L}\p{N}]+(?:[-_./][\p{L}\p{N}]+)+(?![^\s,;:"')\]}])/gu;

/** The joined codes of `text` that have a letter, as written. */
export function joinedCodesIn(text: string): string[] {
  return (text.match(JOINED_CODE) ?? []).filter((t) => /\p{L}/u.test(t));
}
