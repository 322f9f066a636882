// A V8 code cache for the TypeScript compiler (Node 20 has no module.enableCompileCache): typescript.js (9 MB) is
// compiled through vm.Script with the bytes V8 produced the first time, and put in require.cache, so that
// typescript-estree's require('typescript') finds it loaded. Any trouble falls back, silently, to a normal require.
// `npm run build` leaves bytes for this installation in dist/v8/ (scripts/code-cache.mjs), read when the cache folder
// has none yet; they are never written at run time (the folder may be read-only), and bytes V8 rejects are ignored.
import { isAscii } from 'node:buffer';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

/** The bytes `npm run build` produced: dist/v8/, from dist/src/cache and from the CLI's bundle in dist/src/bundle alike. */
export const PREBUILT_CODE_CACHE_DIR = fileURLToPath(new URL('../../v8/', import.meta.url));

interface CjsModule {
  exports: unknown;
  filename: string;
  paths: string[];
  loaded: boolean;
}

type ModuleStatics = typeof Module & {
  new (id: string, parent?: unknown): CjsModule;
  wrap(source: string): string;
  _nodeModulePaths(dir: string): string[];
  _cache: Record<string, CjsModule | undefined>;
};

/** The file typescript-estree's require('typescript') loads, or null when it cannot be found. */
function typeScriptFile(): string | null {
  try {
    const require = createRequire(import.meta.url);
    return createRequire(require.resolve('@typescript-eslint/typescript-estree')).resolve('typescript');
  } catch {
    return null;
  }
}

/**
 * The cache file for `file` as it is now: its path, size and modification time, the typescript version beside it,
 * and the Node, V8 and architecture that will read the bytes (V8 also refuses bytes of another build or flags).
 */
function cacheFileFor(file: string, cacheDir: string): string {
  const st = statSync(file);
  let version = '';
  try {
    version = (JSON.parse(readFileSync(join(dirname(file), '..', 'package.json'), 'utf8')) as { version?: string }).version ?? '';
  } catch {
    // a typescript without its package.json still has a path, size and time
  }
  const key = createHash('sha256')
    .update(JSON.stringify([file, st.size, st.mtimeMs, st.ino, version, process.version, process.versions.v8, process.arch]))
    .digest('hex')
    .slice(0, 32);
  return join(cacheDir, 'v8', `typescript-${key}.bin`);
}

/**
 * The text of `file`. typescript.js is ASCII throughout (9 MB): read as bytes and taken as Latin-1 when every byte is
 * ASCII, the same string, made in a few milliseconds instead of the ~100 Node 20's UTF-8 decoding takes.
 */
export function readSourceText(file: string): string {
  const bytes = readFileSync(file);
  return isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
}

function writeAtomically(file: string, data: Buffer): void {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(tmp, data);
    renameSync(tmp, file);
  } catch {
    rmSync(tmp, { force: true });
  }
}

/**
 * What happened, for tests: `hit` (the cache folder's bytes were accepted), `prebuilt` (the build's bytes were),
 * `written` (compiled afresh and stored in the cache folder, if it can be written), or `skipped`.
 */
export type CodeCacheOutcome = 'hit' | 'prebuilt' | 'written' | 'skipped';

/**
 * Loads the typescript module typescript-estree will require (or the CommonJS `file` given), compiled with the V8 code
 * cache in `cacheDir` (creating it when missing, stale or rejected). Returns `skipped`, having loaded nothing, whenever
 * anything goes wrong, so that the caller's normal require loads it. With `prebuiltDir`, bytes found there under the
 * same name are used when the cache folder has none (never written there; rejected ones are replaced in `cacheDir`).
 */
export function loadTypeScriptWithCodeCache(cacheDir: string, file: string | null = typeScriptFile(), prebuiltDir: string | null = null): CodeCacheOutcome {
  const M = Module as ModuleStatics;
  if (!file || M._cache[file]) return 'skipped';
  let cacheFile: string;
  let script: vm.Script;
  let cachedData: Buffer | undefined;
  let prebuilt = false;
  try {
    cacheFile = cacheFileFor(file, cacheDir);
    const source = readSourceText(file);
    try {
      cachedData = readFileSync(cacheFile);
    } catch {
      cachedData = undefined;
    }
    if (cachedData === undefined && prebuiltDir !== null) {
      try {
        cachedData = readFileSync(join(prebuiltDir, basename(cacheFile)));
        prebuilt = true;
      } catch {
        cachedData = undefined;
      }
    }
    const importModuleDynamically = (vm.constants as unknown as { USE_MAIN_CONTEXT_DEFAULT_LOADER?: symbol } | undefined)?.USE_MAIN_CONTEXT_DEFAULT_LOADER;
    script = new vm.Script(M.wrap(source), {
      filename: file,
      ...(cachedData ? { cachedData } : {}),
      ...(importModuleDynamically ? { importModuleDynamically: importModuleDynamically as never } : {}),
    });
  } catch {
    return 'skipped';
  }
  const mod = new M(file, null);
  mod.filename = file;
  mod.paths = M._nodeModulePaths(dirname(file));
  // in the cache before it runs, as Node's own loader does
  M._cache[file] = mod;
  try {
    const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
    wrapper.call(mod.exports, mod.exports, createRequire(file), mod, file, dirname(file));
    mod.loaded = true;
  } catch {
    delete M._cache[file];
    return 'skipped';
  }
  const accepted = cachedData !== undefined && !script.cachedDataRejected;
  if (!accepted) {
    try {
      writeAtomically(cacheFile, script.createCachedData());
    } catch {
      // no bytes to write: the next run compiles afresh again
    }
    return 'written';
  }
  return prebuilt ? 'prebuilt' : 'hit';
}
