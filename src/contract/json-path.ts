// Field keys of a JSON layout are paths (`[].check`, `items[].name`, `start.design`); readers and authors name the member.

/** The member name a JSON path ends in: `[].check` → `check`, `order[]` → `order`, `a.b` → `b`; any other key as it is. */
export function memberName(key: string): string {
  const withoutArrays = key.replace(/\[\]/g, '');
  const member = withoutArrays.slice(withoutArrays.lastIndexOf('.') + 1);
  return member === '' ? key : member;
}

/**
 * True when a key is a path into parsed JSON: any key of a JSON layout, and one through an array (`bytes[]`, `[].id`)
 * whatever the layout (a JSON value on each line of the output). A dotted key of `key=value` lines is a key as written.
 */
export function isJsonPath(key: string, layoutKind: string | undefined): boolean {
  return layoutKind === 'json' || key.includes('[]');
}
