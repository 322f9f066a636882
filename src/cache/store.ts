// The on-disk cache of derived contracts (like ESLint's --cache): content-hashed entries, written atomically, read
// only when every input they were derived from is byte-identical. Any trouble with the cache is a miss, never an error.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the cache settings come from: `--no-cache`, the environment and the configuration's `cache`. */
export interface CacheSettingsInput {
  /** false for `--no-cache` (commander's negated option); undefined or true otherwise. */
  flag?: unknown;
  env: NodeJS.ProcessEnv;
  /** The configuration's `cache`: false disables, a string relocates (relative to the suite folder). */
  config?: boolean | string;
  suiteRoot: string;
}

/** oraclint's package root: the nearest folder above this module with a package.json (dist/src/cache or src/cache). */
const PACKAGE_ROOT = findPackageRoot(dirname(fileURLToPath(import.meta.url)));

function findPackageRoot(dir: string): string {
  for (let d = dir; ; d = dirname(d)) {
    if (existsSync(join(d, 'package.json'))) return d;
    if (dirname(d) === d) return dir;
  }
}

/**
 * The default cache folder: `node_modules/.cache/oraclint` beside oraclint's own dependencies (the `node_modules`
 * that holds oraclint when it is installed as a package, else the checkout's own `node_modules`). Never in the suite.
 */
export function defaultCacheDir(): string {
  const root = resolve(PACKAGE_ROOT);
  const parent = dirname(root);
  return join(basename(parent) === 'node_modules' ? parent : join(root, 'node_modules'), '.cache', 'oraclint');
}

function disabledByEnv(value: string | undefined): boolean {
  return value !== undefined && value !== '' && value !== '0' && value.toLowerCase() !== 'false';
}

/**
 * The cache folder to use, or null when caching is off (`--no-cache`, `ORACLINT_NO_CACHE=1`, or `"cache": false`).
 * The folder is `ORACLINT_CACHE_DIR`, else the configuration's `cache` path (relative to the suite folder), else
 * the default.
 */
export function resolveCacheDir(input: CacheSettingsInput): string | null {
  if (input.flag === false || disabledByEnv(input.env.ORACLINT_NO_CACHE) || input.config === false) return null;
  const fromEnv = input.env.ORACLINT_CACHE_DIR;
  if (fromEnv) return resolve(fromEnv);
  if (typeof input.config === 'string') return resolve(input.suiteRoot, input.config);
  return defaultCacheDir();
}

export function sha256(...parts: string[]): string {
  const h = createHash('sha256');
  for (const p of parts) {
    // length-prefixed, so that no two different part lists hash the same
    h.update(`${p.length}:`);
    h.update(p);
  }
  return h.digest('hex');
}

let codeFingerprints: Map<string, string> | undefined;

/**
 * A fingerprint of the code that derives one kind of contract: oraclint's version and pinned dependencies, and the
 * built modules of the folders given (relative to dist/src), so that a rebuilt analyzer never reads an old entry.
 */
export function codeFingerprint(kind: string, folders: readonly string[]): string {
  codeFingerprints ??= new Map();
  let fp = codeFingerprints.get(kind);
  if (fp === undefined) {
    const parts: string[] = [];
    const pkg = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string; dependencies?: Record<string, string> };
    parts.push(pkg.version, JSON.stringify(pkg.dependencies ?? {}), process.version);
    for (const folder of folders) {
      const dir = fileURLToPath(new URL(`../${folder}/`, import.meta.url));
      for (const name of readdirSync(dir).sort()) {
        if (name.endsWith('.map') || name.endsWith('.d.ts')) continue;
        parts.push(`${folder}/${name}`, readFileSync(join(dir, name), 'utf8'));
      }
    }
    fp = sha256(kind, ...parts);
    codeFingerprints.set(kind, fp);
  }
  return fp;
}

/** One stored entry: the dependencies it was derived from (checked on every read) and the value. */
interface Entry<D, V> {
  key: string;
  deps: D[];
  value: V;
}

/** A folder of content-hashed entries. */
export class CacheStore {
  constructor(readonly dir: string) {}

  private file(key: string): string {
    return join(this.dir, 'contracts', key.slice(0, 2), `${key}.json`);
  }

  /** The value stored under `key` when `valid(deps)` holds for its dependencies; null otherwise (missing, corrupt, stale). */
  get<D, V>(key: string, valid: (deps: D[]) => boolean): V | null {
    let entry: Entry<D, V>;
    try {
      entry = JSON.parse(readFileSync(this.file(key), 'utf8')) as Entry<D, V>;
    } catch {
      return null;
    }
    try {
      if (entry?.key !== key || !Array.isArray(entry.deps) || entry.value === undefined || !valid(entry.deps)) return null;
    } catch {
      return null;
    }
    return entry.value;
  }

  /** Stores a value atomically (a temporary file renamed over the entry); a folder that cannot be written is ignored. */
  set<D, V>(key: string, deps: D[], value: V): void {
    const file = this.file(key);
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(tmp, JSON.stringify({ key, deps, value } satisfies Entry<D, V>));
      renameSync(tmp, file);
    } catch {
      try {
        rmSync(tmp, { force: true });
      } catch {
        // nothing to clean up
      }
    }
  }
}
