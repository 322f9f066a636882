// File-name globs for the layout settings: `*`, `?` and `{a,b}` (nested allowed), matched against one file name.
// node's path.matchesGlob is still experimental on Node 20 (it prints a warning), so this small matcher stands in.

const cache = new Map<string, RegExp>();

/** Turns a file-name glob into an anchored regular expression. `*` and `?` never match `/`. */
export function globToRegExp(glob: string): RegExp {
  const hit = cache.get(glob);
  if (hit) return hit;
  let depth = 0;
  let out = '';
  for (const ch of glob) {
    if (ch === '*') out += '[^/]*';
    else if (ch === '?') out += '[^/]';
    else if (ch === '{') {
      depth++;
      out += '(?:';
    } else if (ch === '}' && depth > 0) {
      depth--;
      out += ')';
    } else if (ch === ',' && depth > 0) out += '|';
    else out += ch.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
  }
  // An unclosed brace runs to the end of the glob: close its groups so the pattern stays valid.
  out += ')'.repeat(depth);
  const re = new RegExp(`^${out}$`);
  cache.set(glob, re);
  return re;
}

/** True when the file name `name` matches `glob`. */
export function matchesGlob(name: string, glob: string): boolean {
  return globToRegExp(glob).test(name);
}
