// Members of a JSON value the oracle reads (`unserved[].station`, `highest.name`) under a key the statement names
// without naming any of its members: what is unpublished is the value's shape, not a key of its own.
import type { ContractDiff, FieldDiff } from '../contract/diff.js';

/** `unserved[].short` -> `unserved`, `highest.name` -> `highest`; a member of a top-level array (`[].dose`) has none. */
export function containerOf(key: string): string | undefined {
  return /^([^.[\]]+)(?:\[\])*\./.exec(key)?.[1];
}

/**
 * The members the oracle requires under each key the statement names but whose members it names none of (`unserved`
 * published only as `"unserved": []`, read as objects `{station, short}`), by that key. A member named beside it
 * (`granted[].boat` published, `granted[].night` not) leaves the others keys of their own: unpublished-key reports them.
 */
export function unnamedMembers(diff: Readonly<ContractDiff>): Map<string, FieldDiff[]> {
  const named = (f: FieldDiff) => f.keyStatus === 'field' || f.keyStatus === 'mention';
  const containers = new Set(diff.fields.filter((f) => f.key !== null && named(f)).map((f) => f.key!));
  // (a member name the statement gives another value, `weight` of `sacks[]`, names nothing of this one: `rejected[].weight`
  // is a mention of that word only)
  const memberOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);
  const publishedMembers = diff.fields.filter((f) => f.key !== null && f.keyStatus === 'field' && containerOf(f.key) !== undefined).map((f) => ({ container: containerOf(f.key!)!, member: memberOf(f.key!) }));
  const elsewhere = (key: string) => publishedMembers.some((p) => p.member === memberOf(key) && p.container !== containerOf(key));
  const withNamedMember = new Set(diff.fields.filter((f) => f.key !== null && named(f) && !(f.keyStatus === 'mention' && elsewhere(f.key))).map((f) => containerOf(f.key!)));
  const out = new Map<string, FieldDiff[]>();
  for (const f of diff.fields) {
    if (f.key === null || !f.enforced.required) continue;
    if (f.keyStatus !== 'unpublished' && f.keyStatus !== 'input-bound' && !(f.keyStatus === 'mention' && elsewhere(f.key))) continue;
    const container = containerOf(f.key);
    if (container === undefined || !containers.has(container) || withNamedMember.has(container)) continue;
    out.set(container, [...(out.get(container) ?? []), f]);
  }
  // members that are all taken from the input (a map keyed by names fed to the program) are data, not a shape to name
  for (const [container, members] of out) if (members.every((m) => m.keyStatus === 'input-bound')) out.delete(container);
  return out;
}
