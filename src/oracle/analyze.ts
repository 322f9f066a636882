// Reading an oracle and its local modules from disk, then deriving the contract it enforces.
import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import type { Config } from '../config/schema.js';
import type { Contract } from '../contract/types.js';
import { emptyContract } from '../contract/types.js';
import type { ModuleCache, ModuleSource } from './analyze-source.js';
import { recordingResolver, type ContractCache, type ModuleDep } from '../cache/contracts.js';

export type { ModuleCache } from './analyze-source.js';

/** A parsed-module cache to share across the operations of one suite. */
export function createModuleCache(): ModuleCache {
  return new Map();
}

const resolutions = new WeakMap<ModuleCache, Map<string, ModuleSource | null>>();

const EXTENSIONS = ['', '.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '/index.js', '/index.mjs', '/index.ts'];

function toRel(root: string, abs: string): string {
  return relative(root, abs).split(sep).join('/');
}

/** Resolves relative imports inside the suite folder; a module outside it is not read. */
function moduleResolver(suiteRoot: string): (fromFileRel: string, specifier: string) => ModuleSource | null {
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

/**
 * Derives the contract the oracle at `oracleAbsPath` enforces. Reads the relative modules it imports (through
 * `options.cache` when given, so a suite's `_lib` is parsed once). With `options.contractCache`, a contract derived
 * before from the same oracle, modules and helpers is read back instead, without parsing anything. Never throws for
 * a bad oracle: parse errors and analysis failures become problems of the returned contract.
 */
export async function analyzeOracle(
  oracleAbsPath: string,
  suiteRoot: string,
  options: { helpers?: Config['helpers']; cache?: ModuleCache; contractCache?: ContractCache } = {},
): Promise<Contract> {
  const fileRel = toRel(suiteRoot, oracleAbsPath);
  let source: string;
  try {
    source = await readFile(oracleAbsPath, 'utf8');
  } catch (error) {
    const contract = emptyContract('oracle', fileRel);
    contract.problems.push({ kind: 'unsupported', message: `cannot read the oracle: ${(error as Error).message}`, loc: { file: fileRel, line: 1, column: 1 } });
    return contract;
  }
  const contractCache = options.contractCache;
  const cacheKey = contractCache?.oracleKey(fileRel, source, options.helpers);
  if (contractCache && cacheKey) {
    const cached = contractCache.getOracle(cacheKey, moduleResolver(suiteRoot));
    if (cached) return cached;
  }
  // loaded only when a contract is derived: a cache hit needs neither the analyzer nor a parser
  const [{ analyzeSource }, { isTypeScriptFile, loadTypeScriptParser }] = await Promise.all([import('./analyze-source.js'), import('./parse.js')]);
  if (isTypeScriptFile(oracleAbsPath) || /from\s+['"][^'"]+\.(m|c)?ts['"]/.test(source)) await loadTypeScriptParser({ codeCacheDir: contractCache?.dir });
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
  if (contractCache) resolveModule = recordingResolver(resolveModule, deps);
  const contract = analyzeSource(source, fileRel, { resolveModule, helpers: options.helpers, cache: options.cache });
  if (contractCache && cacheKey) contractCache.setOracle(cacheKey, deps, contract);
  return contract;
}
