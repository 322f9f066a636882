// A deterministic sample of real JavaScript and TypeScript files from node_modules, for robustness tests.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Up to `max` files ending in .js/.mjs/.cjs/.ts under `root`, at most `maxBytes` each, in a stable order spread across packages. */
export function corpus(root: string, max: number, maxBytes = 150_000, ext = /\.(js|mjs|cjs|ts|mts|cts)$/): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    let entries: string[];
    try {
      entries = readdirSync(dir).sort();
    } catch {
      return;
    }
    for (const name of entries) {
      const abs = join(dir, name);
      let st;
      try {
        st = statSync(abs);
      } catch {
        continue;
      }
      if (st.isDirectory()) {
        if (name !== '.bin' && name !== '.cache') walk(abs);
      } else if (ext.test(name) && st.size <= maxBytes) found.push(relative(root, abs));
    }
  };
  walk(root);
  if (found.length <= max) return found;
  // every k-th file, so every package is represented
  const step = found.length / max;
  return Array.from({ length: max }, (_, i) => found[Math.floor(i * step)]);
}
