// Pure: turns the before, after (shimmed) and environment runs of one program into per-check causes and totals.
import type { CheckInfo } from '../contract/types.js';
import type { CheckResult, CheckStatus } from '../run/types.js';
import { describeTransform, transformKeys } from '../shim/spec.js';
import type { Transform } from '../shim/types.js';
import type { CheckRepair, OperationRepair, ProgramRepair, RepairTotals } from './types.js';

function statusMap(results: readonly CheckResult[] | null): Map<string, CheckStatus> | null {
  return results ? new Map(results.map((r) => [r.check, r.status])) : null;
}

/**
 * Classifies each check. A check missing from a run (cut short by a limit) counts as failing in it; skipped checks
 * are left out, as `check` leaves them out of its counts.
 * @param after the shimmed run, or null when the spec is empty (the shim would be the identity: after = before)
 * @param environment the re-run with interpreter limits lifted, or null when there was none
 * @param attribute the transforms (described) behind a repaired or broken check
 */
export function classify(
  before: readonly CheckResult[],
  after: readonly CheckResult[] | null,
  environment: readonly CheckResult[] | null,
  attribute: (check: string, cause: CheckRepair['cause']) => string[],
): CheckRepair[] {
  const names = [...new Set([...before, ...(after ?? []), ...(environment ?? [])].map((r) => r.check))];
  const b = statusMap(before)!;
  const a = statusMap(after) ?? b;
  const e = statusMap(environment);
  const out: CheckRepair[] = [];
  for (const check of names) {
    const was = b.get(check) ?? 'fail';
    if (was === 'skip') continue;
    const shimmed = a.get(check) ?? 'fail';
    let cause: CheckRepair['cause'];
    let now: CheckStatus = shimmed === 'skip' ? 'fail' : shimmed;
    if (was === 'pass') cause = now === 'pass' ? 'pass' : 'broken';
    else if (now === 'pass') cause = 'notation';
    else if (e?.get(check) === 'pass') {
      cause = 'environment';
      now = 'pass';
    } else cause = 'unrepaired';
    out.push({ check, before: was, after: now, cause, transforms: cause === 'pass' || cause === 'unrepaired' ? [] : attribute(check, cause) });
  }
  return out;
}

/**
 * The transforms behind a check: those touching a key the check reads (by the enforced contract's check list), or
 * every transform when the contract does not say what the check reads. Layout conversions touch every key.
 */
export function attributeTransforms(transforms: readonly Transform[], checks: readonly CheckInfo[], check: string): string[] {
  const info = checks.find((c) => c.name === check);
  const reads = new Set(info?.reads ?? []);
  const touching = transforms.filter((t) => t.op === 'convert-layout' || transformKeys(t).some((k) => reads.has(k)));
  return (info && touching.length > 0 ? touching : transforms).map(describeTransform);
}

/** Sums the per-check causes of every program. */
export function totalsOf(operations: readonly OperationRepair[]): RepairTotals {
  const t: RepairTotals = { checks: 0, before: 0, after: 0, notation: 0, environment: 0, unrepaired: 0, broken: 0 };
  for (const p of operations.flatMap((o) => o.programs)) {
    t.checks += p.checks;
    t.before += p.before;
    t.after += p.after;
    for (const r of p.results) if (r.cause !== 'pass') t[r.cause] += 1;
  }
  return t;
}

/** Counts of one program from its results. */
export function counts(results: readonly CheckRepair[]): Pick<ProgramRepair, 'checks' | 'before' | 'after'> {
  return {
    checks: results.length,
    before: results.filter((r) => r.before === 'pass').length,
    after: results.filter((r) => r.after === 'pass').length,
  };
}
