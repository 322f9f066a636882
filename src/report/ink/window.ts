// Pure fitting of the report to the terminal: which rows of a long list show, how the operation view shares its height, word wrapping.

/** The slice `[start, end)` of a list that is shown, and how many items are hidden above and below it. */
export interface ListWindow {
  start: number;
  end: number;
  above: number;
  below: number;
}

/**
 * The rows of a `total`-item list to show in `height` rows so that `selected` is visible.
 * The selection stays near the middle once the list scrolls; the window never runs past either end.
 */
export function windowList(total: number, selected: number, height: number): ListWindow {
  const h = Math.max(0, Math.floor(height));
  if (total <= h) return { start: 0, end: total, above: 0, below: 0 };
  if (h === 0) return { start: 0, end: 0, above: 0, below: total };
  const sel = Math.max(0, Math.min(selected, total - 1));
  const start = Math.max(0, Math.min(sel - Math.floor((h - 1) / 2), total - h));
  return { start, end: start + h, above: start, below: total - start - h };
}

/** Rows given to each part of the operation view. */
export interface OperationLayout {
  /** Finding rows shown. */
  findings: number;
  /** True when a further row (counted here) says how many findings are hidden. */
  more: boolean;
  /** Rows of the selected finding's message. */
  message: number;
  /** Source excerpt lines. */
  source: number;
  /** Statement excerpt lines. */
  statement: number;
  /** Contract diff lines (0 hides them). */
  contract: number;
}

/**
 * Shares `height` rows among the parts of the operation view. Fixed rows: the title, the footer and three
 * section headings. The rest goes to the findings list (about a quarter of the height), the source excerpt
 * (7 lines on tall terminals, 3 on short ones), the statement excerpt (up to 3), and the contract diff (what remains).
 */
export function operationLayout(
  height: number,
  counts: { findings: number; messageLines: number; sourceLines: number; statementLines: number },
): OperationLayout {
  let rest = Math.max(0, height - 5);
  const take = (want: number): number => {
    const n = Math.max(0, Math.min(want, rest));
    rest -= n;
    return n;
  };
  const message = take(counts.messageLines);
  const wanted = Math.min(counts.findings, Math.max(2, Math.floor(height / 4)));
  // When the list does not fit, one of its rows says how many findings are hidden.
  const listRows = take(wanted);
  const more = listRows > 0 && listRows < counts.findings;
  const findings = more ? listRows - 1 : listRows;
  const source = take(Math.min(counts.sourceLines, height >= 30 ? 7 : 3));
  const statement = take(Math.min(counts.statementLines, height >= 30 ? 3 : 1));
  const contract = take(rest);
  return { findings, more, message, source, statement, contract };
}

/**
 * Word-wraps `text` into at most `maxLines` lines of at most `width` characters; words longer than a line are cut,
 * and text that does not fit ends with `…`.
 */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const w = Math.max(1, Math.floor(width));
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter((x) => x !== '')) {
    let rest = word;
    while (rest.length > 0) {
      const sep = current === '' ? '' : ' ';
      if (current.length + sep.length + rest.length <= w) {
        current += sep + rest;
        rest = '';
      } else if (current === '') {
        lines.push(rest.slice(0, w));
        rest = rest.slice(w);
      } else {
        lines.push(current);
        current = '';
      }
    }
  }
  if (current !== '') lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, Math.max(0, maxLines));
  if (kept.length > 0) {
    const last = kept[kept.length - 1];
    kept[kept.length - 1] = last.length >= w ? `${last.slice(0, w - 1)}…` : `${last}…`;
  }
  return kept;
}
