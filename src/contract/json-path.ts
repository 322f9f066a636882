// Field keys of a JSON layout are paths (`[].check`, `items[].name`, `start.design`); readers and authors name the member.

/** The member name a JSON path ends in: `[].check` → `check`, `order[]` → `order`, `a.b` → `b`; any other key as it is. */
export function memberName(key: string): string {
  const withoutArrays = key.replace(/\[\]/g, '');
  const member = withoutArrays.slice(withoutArrays.lastIndexOf('.') + 1);
  return member === '' ? key : member;
}
