// TypeScript oracles derived in the worker thread (the built CLI's path): each case in a fresh node process, since
// whether TypeScript was loaded on the main thread is per process. The thread must give the contract this thread gives.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureBuilt, repoRoot } from '../helpers/build.js';

ensureBuilt();
const work = mkdtempSync(join(tmpdir(), 'oraclint-ts-thread-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const dist = (file: string) => JSON.stringify(pathToFileURL(join(repoRoot, 'dist/src', file)).href);

interface Outcome {
  contracts: unknown[];
  threadDerivations: number;
  typeScriptOnMainThread: boolean;
}

/** Derives the contracts of `oracles` (absolute paths) of the suite at `root` in a fresh node; what it saw. */
function deriveInFreshNode(root: string, oracles: string[], options: { thread: boolean; prelude?: string; analyzeOptions?: string }): Outcome {
  const script = `import { createRequire } from 'node:module';
const { analyzeOracle, createModuleCache } = await import(${dist('oracle/analyze.js')});
const { threadDerivations } = await import(${dist('oracle/typescript-thread.js')});
${options.prelude ?? ''}
const cache = createModuleCache();
const contracts = [];
for (const file of ${JSON.stringify(oracles)}) contracts.push(await analyzeOracle(file, ${JSON.stringify(root)}, { cache, ${options.analyzeOptions ?? ''} }));
const require = createRequire(${JSON.stringify(join(repoRoot, 'package.json'))});
const typeScriptOnMainThread = Object.keys(require.cache).some((f) => /[\\\\/]typescript[\\\\/]lib[\\\\/]typescript\\.js$/.test(f));
console.log(JSON.stringify({ contracts, threadDerivations: threadDerivations(), typeScriptOnMainThread }));`;
  const env = { ...process.env, ORACLINT_TYPESCRIPT_THREAD: options.thread ? '1' : '0' };
  // a thread left referenced would keep the process alive: the timeout turns that into a failure
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8', env, timeout: 60_000 });
  if (r.status !== 0) throw new Error(`exit ${r.status} ${r.signal ?? ''}: ${r.stderr}`);
  return JSON.parse(r.stdout) as Outcome;
}

/** The TypeScript oracles of a suite folder, absolute. */
function typeScriptOracles(root: string): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => readdirSync(join(root, d.name)).filter((f) => /^oracle\.test\.m?ts$/.test(f)).map((f) => join(root, d.name, f)));
}

describe('the TypeScript thread', () => {
  it.each(['oracles', 'test/fixtures/holdout2', 'test/fixtures/holdout8', 'test/fixtures/holdout13'])(
    'derives the TypeScript oracles of %s exactly as the main thread does, without loading TypeScript here',
    (suite) => {
      const root = join(repoRoot, suite);
      const oracles = typeScriptOracles(root);
      expect(oracles.length).toBeGreaterThanOrEqual(2);
      const threaded = deriveInFreshNode(root, oracles, { thread: true });
      const here = deriveInFreshNode(root, oracles, { thread: false });
      expect(threaded.threadDerivations).toBe(oracles.length);
      expect(threaded.typeScriptOnMainThread).toBe(false);
      expect(here.threadDerivations).toBe(0);
      expect(here.typeScriptOnMainThread).toBe(true);
      expect(threaded.contracts).toEqual(here.contracts);
      // the contracts are real ones, not empty failures
      for (const c of threaded.contracts as { problems: unknown[]; checks: unknown[] }[]) {
        expect(c.problems).toEqual([]);
        expect(c.checks.length).toBeGreaterThan(0);
      }
    },
  );

  it('a request that cannot be copied to the thread is derived here, and the process still exits', () => {
    const root = join(repoRoot, 'oracles');
    const oracles = typeScriptOracles(root);
    // a helper declaration holding a function (possible in a JavaScript configuration file) cannot be posted
    const analyzeOptions = `helpers: { opaque: { returns: 'stdout', note: () => 1 } }`;
    const fallback = deriveInFreshNode(root, oracles, { thread: true, analyzeOptions });
    expect(fallback.threadDerivations).toBe(0);
    expect(fallback.typeScriptOnMainThread).toBe(true);
    expect(fallback.contracts).toEqual(deriveInFreshNode(root, oracles, { thread: false, analyzeOptions }).contracts);
  });

  it('records the modules a threaded derivation read, so the contract cache notices a changed TypeScript helper', () => {
    const root = join(work, 'suite');
    mkdirSync(join(root, '_lib'), { recursive: true });
    mkdirSync(join(root, 'op'), { recursive: true });
    const oracle = join(root, 'op', 'oracle.test.ts');
    writeFileSync(
      oracle,
      `import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fields } from '../_lib/fields.js';
test('answer', () => {
  const f = fields(execFileSync(process.env.ORACLE_PROGRAM as string, { input: '3\\n', encoding: 'utf8' }));
  assert.equal(f.answer, 'yes');
});
`,
    );
    const lib = (separator: string) =>
      `export function fields(stdout: string): Record<string, string> {
  return Object.fromEntries(stdout.trim().split(/\\s+/).map((t: string) => t.split('${separator}') as [string, string]));
}
`;
    writeFileSync(join(root, '_lib', 'fields.ts'), lib('='));
    const cacheDir = join(work, 'cache');
    const prelude = `const { openContractCache } = await import(${dist('cache/contracts.js')});
const contractCache = openContractCache({ env: { ORACLINT_CACHE_DIR: ${JSON.stringify(cacheDir)} }, suiteRoot: ${JSON.stringify(root)} });`;
    const run = () => deriveInFreshNode(root, [oracle], { thread: true, prelude, analyzeOptions: 'contractCache' });
    const first = run();
    expect(first.threadDerivations).toBe(1);
    const again = run();
    expect(again.threadDerivations).toBe(0);
    expect(again.contracts).toEqual(first.contracts);
    writeFileSync(join(root, '_lib', 'fields.ts'), lib(':'));
    const changed = run();
    expect(changed.threadDerivations).toBe(1);
    const separators = (o: Outcome) => JSON.stringify((o.contracts[0] as { layout: unknown }).layout);
    expect(separators(first)).toContain('"="');
    expect(separators(changed)).toContain('":"');
  });
});
