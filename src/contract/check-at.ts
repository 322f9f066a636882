// Which check of an oracle a source location falls in (the last check that starts at or before it, in the same file), and
// which checks expect their input refused.
import type { CheckInfo, Contract, SourceLocation } from './types.js';

export function checkAt(checks: readonly CheckInfo[], loc: SourceLocation): CheckInfo | undefined {
  let best: CheckInfo | undefined;
  for (const c of checks) {
    if (c.loc.file === loc.file && c.loc.line <= loc.line && (!best || c.loc.line >= best.loc.line)) best = c;
  }
  return best;
}

/** Words naming a check that expects its input refused ("arguments not shaped like YYYY-MM-DD are invalid"). */
const REFUSAL_CHECK = /\b(?:invalid|malformed|reject(?:s|ed)?|refuse[sd]?|bad|broken|not valid)\b/i;
/** Words of an error the output is expected to hold (`invalid`, `ERR bad-date`); not a verdict of the task (`rejected`). */
const ERROR_OUTPUT = /\b(?:invalid|malformed|bad|err(?:or)?)\b/i;

/** Checks that expect their input refused: by their name, or by an error token they expect in the output. */
function refusalChecks(enforced: Contract): Set<string> {
  const out = new Set(enforced.checks.filter((c) => REFUSAL_CHECK.test(c.name)).map((c) => c.name));
  for (const f of enforced.fields) for (const v of f.vocabulary) if (ERROR_OUTPUT.test(v.value)) for (const e of v.evidence) if (e.check) out.add(e.check);
  return out;
}

/** Whether a location falls in a check that expects its input refused (see refusalChecks, worked out on first use). */
export function inRefusalCheck(enforced: Contract): (loc: SourceLocation) => boolean {
  let refusing: Set<string> | undefined;
  return (loc) => {
    const check = checkAt(enforced.checks, loc)?.name;
    return check !== undefined && (refusing ??= refusalChecks(enforced)).has(check);
  };
}
