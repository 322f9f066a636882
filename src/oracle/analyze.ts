// Reading an oracle from disk and deriving the contract it enforces: from the contract cache when it holds one, in the
// TypeScript thread for TypeScript oracles when there is one, otherwise here.
import { readFileSync } from 'node:fs';
import type { Config } from '../config/schema.js';
import type { Contract } from '../contract/types.js';
import { emptyContract } from '../contract/types.js';
import type { ModuleCache } from './analyze-source.js';
import type { ContractCache } from '../cache/contracts.js';
import { deriveContract, moduleResolver, toRel, type Derived, type DeriveOptions } from './derive.js';
import { needsTypeScript } from './file-kinds.js';
import { deriveInThread, typeScriptThreadAvailable } from './typescript-thread.js';

export type { ModuleCache } from './analyze-source.js';

/** A parsed-module cache to share across the operations of one suite. */
export function createModuleCache(): ModuleCache {
  return new Map();
}

/** TypeScript oracles in the thread when there is one (the same code runs there: the contract is the same). */
async function derive(source: string, fileRel: string, suiteRoot: string, options: DeriveOptions): Promise<Derived> {
  if (needsTypeScript(fileRel, source) && typeScriptThreadAvailable()) {
    try {
      return await deriveInThread(source, fileRel, suiteRoot, options);
    } catch {
      // a thread that failed is not used again; this oracle is derived here
    }
  }
  return deriveContract(source, fileRel, suiteRoot, options);
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
    // read directly: fs/promises' readFile is four thread-pool round trips (open, fstat, read, close) per oracle
    source = readFileSync(oracleAbsPath, 'utf8');
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
  const { contract, deps } = await derive(source, fileRel, suiteRoot, {
    helpers: options.helpers,
    cache: options.cache,
    codeCacheDir: contractCache?.dir,
    recordDeps: Boolean(contractCache && cacheKey),
  });
  if (contractCache && cacheKey) contractCache.setOracle(cacheKey, deps, contract);
  return contract;
}
