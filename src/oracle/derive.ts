// Deriving an oracle's contract from its source, here in this thread: the local modules it imports are found in the
// suite folder (once per suite with a shared module cache) and, for the contract cache, recorded as dependencies.
import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import type { Config } from '../config/schema.js';
import type { Contract } from '../contract/types.js';
import { recordingResolver, type ModuleDep } from '../cache/contracts.js';
import type { ModuleCache, ModuleSource } from './analyze-source.js';
import { needsTypeScript } from './file-kinds.js';

const resolutions = new WeakMap<ModuleCache, Map<string, ModuleSource | null>>();

const EXTENSIONS = ['', '.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '/index.js', '/index.mjs', '/index.ts'];

export function toRel(root: string, abs: string): string {
  return relative(root, abs).split(sep).join('/');
}

/** Resolves relative imports inside the suite folder; a module outside it is not read. */
export function moduleResolver(suiteRoot: string): (fromFileRel: string, specifier: string) => ModuleSource | null {
  return (fromFileRel, specifier) => {
    const base = resolve(suiteRoot, dirname(fromFileRel), specifier);
    const candidates = EXTENSIONS.map((ext) => base + ext);
    // TypeScript sources import `./kv.js` meaning `./kv.ts`
    if (/\.js$/.test(base)) candidates.push(base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.mts'));
    for (const abs of candidates) {
      try {
        if (!statSync(abs).isFile()) continue;
      } catch {
        continue;
      }
      const rel = toRel(suiteRoot, abs);
      if (rel.startsWith('..')) return null;
      return { fileRel: rel, source: readFileSync(abs, 'utf8') };
    }
    return null;
  };
}

export interface DeriveOptions {
  helpers?: Config['helpers'];
  /** The suite's parsed-module cache: each `_lib` module is found, read and parsed once. */
  cache?: ModuleCache;
  /** Where the V8 code cache of TypeScript is kept (none: TypeScript is compiled afresh). */
  codeCacheDir?: string;
  /** Record the modules read, for the contract cache. */
  recordDeps?: boolean;
}

/** An oracle's contract and the local modules its analysis read (empty unless `recordDeps`). */
export interface Derived {
  contract: Contract;
  deps: ModuleDep[];
}

/** Derives the contract of the oracle `fileRel` of the suite at `suiteRoot`, whose text is `source`. Never throws for a bad oracle. */
export async function deriveContract(source: string, fileRel: string, suiteRoot: string, options: DeriveOptions = {}): Promise<Derived> {
  // loaded only when a contract is derived: a cache hit needs neither the analyzer nor a parser
  const [{ analyzeSource }, { loadTypeScriptParser }] = await Promise.all([import('./analyze-source.js'), import('./parse.js')]);
  if (needsTypeScript(fileRel, source)) await loadTypeScriptParser({ codeCacheDir: options.codeCacheDir });
  let resolveModule = moduleResolver(suiteRoot);
  if (options.cache) {
    // with a shared cache, each `_lib` module is found and read once per suite
    let known = resolutions.get(options.cache);
    if (!known) resolutions.set(options.cache, (known = new Map()));
    const found = known;
    const uncached = resolveModule;
    resolveModule = (from, specifier) => {
      // by the path it names: `../_lib/kv.mjs` from every operation's folder is one module, found once
      const key = resolve(suiteRoot, dirname(from), specifier);
      if (!found.has(key)) found.set(key, uncached(from, specifier));
      return found.get(key) ?? null;
    };
  }
  // every module the analysis reads comes through resolveModule: recorded outermost, so each oracle lists all of its own
  const deps: ModuleDep[] = [];
  if (options.recordDeps) resolveModule = recordingResolver(resolveModule, deps);
  const contract = analyzeSource(source, fileRel, { resolveModule, helpers: options.helpers, cache: options.cache });
  return { contract, deps };
}
