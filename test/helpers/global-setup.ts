// vitest global setup: build dist/ once before any test file runs, so every end-to-end test sees a fresh CLI; and give
// the run a contract cache of its own (removed after), so that no test reads what an earlier run cached.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from './build.js';

export default function setup(): () => void {
  build();
  const cacheDir = mkdtempSync(join(tmpdir(), 'oraclint-test-cache-'));
  process.env.ORACLINT_CACHE_DIR = cacheDir;
  return () => rmSync(cacheDir, { recursive: true, force: true });
}
