// Builds dist/ for the end-to-end tests, at most once per test run (vitest's globalSetup calls it; tests may call ensureBuilt too).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The built CLI that end-to-end tests run with `node`. */
export const cliPath = join(repoRoot, 'bin', 'oraclint.js');

const BUILT_FLAG = 'ORACLINT_TEST_BUILT';
const lockDir = join(repoRoot, '.oraclint-tmp', 'build.lock');

/**
 * Compiles src/ and rules/ into dist/ (and the CommonJS shim filter into dist/shim-cjs), as `npm run build` does, and
 * copies the grammar assets, then bundles the CLI (scripts/bundle-cli.mjs) and
 * compiles TypeScript's V8 code cache (scripts/code-cache.mjs). Type errors do not stop the build (tsc still emits); a missing entry point afterwards does.
 */
export function build(): void {
  for (const project of ['tsconfig.json', 'tsconfig.shim.json']) {
    const tsc = spawnSync(process.execPath, [join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', project], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    if (tsc.status !== 0) {
      const errors = (tsc.stdout ?? '').split('\n').filter((l) => l.includes('error TS'));
      process.stderr.write(`[build] tsc -p ${project} reported ${errors.length} type error(s); dist/ was emitted anyway\n`);
    }
  }
  const copy = spawnSync(process.execPath, ['scripts/copy-assets.mjs'], { cwd: repoRoot, encoding: 'utf8' });
  if (copy.status !== 0) throw new Error(`copy-assets failed:\n${copy.stderr}`);
  if (!existsSync(join(repoRoot, 'dist', 'src', 'cli', 'main.js'))) throw new Error('the build produced no dist/src/cli/main.js');
  // bin/oraclint.js runs the bundle of the built modules
  const bundle = spawnSync(process.execPath, ['scripts/bundle-cli.mjs'], { cwd: repoRoot, encoding: 'utf8' });
  if (bundle.status !== 0) throw new Error(`bundle-cli failed:\n${bundle.stderr}`);
  const codeCache = spawnSync(process.execPath, ['scripts/code-cache.mjs'], { cwd: repoRoot, encoding: 'utf8' });
  if (codeCache.status !== 0) throw new Error(`code-cache failed:\n${codeCache.stderr}`);
  process.env[BUILT_FLAG] = '1';
}

/** Makes sure dist/ is fresh: a no-op when the global setup (or an earlier call) built it in this test run. */
export function ensureBuilt(): void {
  if (process.env[BUILT_FLAG] === '1') return;
  mkdirSync(dirname(lockDir), { recursive: true });
  // mkdir is atomic: whoever creates the lock builds; the others wait for it to go away.
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch {
      if (existsSync(lockDir) && Date.now() - statSync(lockDir).mtimeMs > 120_000) rmSync(lockDir, { recursive: true, force: true });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      if (!existsSync(lockDir)) return;
    }
  }
  try {
    build();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}
