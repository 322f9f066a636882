// Cached contract derivation: an oracle's contract is reused when the oracle, every local module it read (found the
// same way again, byte-identical) and the `helpers` configuration are unchanged, under the same oraclint build.
import type { Config } from '../config/schema.js';
import type { Contract } from '../contract/types.js';
import { CacheStore, codeFingerprint, resolveCacheDir, sha256, type CacheSettingsInput } from './store.js';

/** One relative import the analysis resolved: from which module, the specifier, and what it found (null: nothing). */
export interface ModuleDep {
  from: string;
  specifier: string;
  /** The module found, relative to the suite root, or null when none was. */
  file: string | null;
  /** sha256 of its source, or null. */
  hash: string | null;
}

/** Finds a module the way the analysis does: its path relative to the suite root and its source, or null. */
export type Resolve = (from: string, specifier: string) => { fileRel: string; source: string } | null;

/**
 * The built modules whose code decides an enforced or a published contract (folders of dist/src): every folder the
 * deriving or reading code imports from (test/cache/contract-cache.test.ts checks the lists are closed under imports).
 */
export const ORACLE_CODE: readonly string[] = ['oracle', 'contract', 'config', 'cache', 'text'];
export const STATEMENT_CODE: readonly string[] = ['statement', 'contract', 'cache', 'text', 'vendor'];

export class ContractCache {
  /** Lookups answered from the cache and lookups that derived the contract, for tests and diagnostics. */
  hits = 0;
  misses = 0;

  constructor(private readonly store: CacheStore) {}

  /** The cache folder (also where the V8 code cache of TypeScript is kept). */
  get dir(): string {
    return this.store.dir;
  }

  /**
   * The key of an oracle's entry: the build, the oracle's path and source, and the `helpers` configuration; null (no
   * caching) when the build cannot be fingerprinted.
   */
  oracleKey(fileRel: string, source: string, helpers: Config['helpers'] | undefined): string | null {
    try {
      return sha256('oracle', codeFingerprint('oracle', ORACLE_CODE), fileRel, source, JSON.stringify(helpers ?? {}));
    } catch {
      return null;
    }
  }

  /** The cached contract for `key` when every module dependency still resolves to the same bytes; null otherwise. */
  getOracle(key: string, resolveModule: Resolve): Contract | null {
    const value = this.store.get<ModuleDep, Contract>(key, (deps) => deps.every((d) => sameDependency(d, resolveModule)));
    if (value) this.hits++;
    else this.misses++;
    return value;
  }

  setOracle(key: string, deps: ModuleDep[], contract: Contract): void {
    this.store.set(key, deps, contract);
  }

  /** A statement's published contract, from the cache when its path and text are unchanged, else `derive()`d and stored. */
  async statement(fileRel: string, text: string, derive: () => Contract | Promise<Contract>): Promise<Contract> {
    let key: string;
    try {
      key = sha256('statement', codeFingerprint('statement', STATEMENT_CODE), fileRel, text);
    } catch {
      return derive();
    }
    const cached = this.store.get<never, Contract>(key, (deps) => deps.length === 0);
    if (cached) {
      this.hits++;
      return cached;
    }
    this.misses++;
    const contract = await derive();
    this.store.set(key, [], contract);
    return contract;
  }
}

/** Records what `resolveModule` finds, as the dependencies of one analysis. */
export function recordingResolver(resolveModule: Resolve, deps: ModuleDep[]): Resolve {
  return (from, specifier) => {
    const found = resolveModule(from, specifier);
    if (!deps.some((d) => d.from === from && d.specifier === specifier)) {
      deps.push({ from, specifier, file: found?.fileRel ?? null, hash: found ? sha256(found.source) : null });
    }
    return found;
  };
}

function sameDependency(dep: ModuleDep, resolveModule: Resolve): boolean {
  const found = resolveModule(dep.from, dep.specifier);
  return (found?.fileRel ?? null) === dep.file && (found ? sha256(found.source) : null) === dep.hash;
}

/** The contract cache to use for a command, or undefined when caching is off. */
export function openContractCache(input: CacheSettingsInput): ContractCache | undefined {
  const dir = resolveCacheDir(input);
  return dir === null ? undefined : new ContractCache(new CacheStore(dir));
}
