// How an input line splits into its parts: at a record separator (`Barolo;2010;97`, `Mill Lane|ok`,
// `Mount Wellington,2024-03-01,4.5`) when the line is built of fields joined by one, else at whitespace. Oracle and
// statement read lines alike, so that `Russian River Valley;2012;94` and `Napa;2015;91` are one shape whatever spaces
// their fields hold.

/** Separators that join the fields of a record, in the order they are tried. */
const RECORD_SEPARATORS = [';', '|', ','] as const;

/** A field of a record: not empty, and no brackets (`<bw|color>` offers alternatives, `run();` is code). */
const FIELD = /^[^\s<>{}()[\]]([^<>{}()[\]]*[^\s<>{}()[\]])?$/;

/**
 * The separator of `line`'s fields: `;`, `|` or `,` when it joins two or more fields with no space beside it (`; ` ends a
 * clause of prose), and for `,` one field has a letter (`1,3` is a list of numbers); else a space.
 */
export function recordSeparator(line: string): string {
  for (const sep of RECORD_SEPARATORS) {
    if (!line.includes(sep)) continue;
    const parts = line.split(sep);
    // (numbers joined by commas, `1,3` or `2.5,-4`, are a list or a grouped number, not a record)
    if (sep === ',' && !parts.some((p) => /\p{L}/u.test(p))) continue;
    if (parts.length >= 2 && parts.every((p) => FIELD.test(p))) return sep;
  }
  return ' ';
}

/** The parts of a trimmed, non-empty line: its fields when a record separator joins them, else its words. */
export function recordParts(line: string, sep = recordSeparator(line)): string[] {
  return sep === ' ' ? line.split(/\s+/) : line.split(sep);
}
