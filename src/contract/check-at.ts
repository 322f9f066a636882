// Which check of an oracle a source location falls in: the last check that starts at or before it, in the same file.
import type { CheckInfo, SourceLocation } from './types.js';

export function checkAt(checks: readonly CheckInfo[], loc: SourceLocation): CheckInfo | undefined {
  let best: CheckInfo | undefined;
  for (const c of checks) {
    if (c.loc.file === loc.file && c.loc.line <= loc.line && (!best || c.loc.line >= best.loc.line)) best = c;
  }
  return best;
}
