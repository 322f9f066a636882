// The contract cache through the built CLI: outputs with a cold cache, a warm one and --no-cache are byte-identical;
// every way to turn it off writes nothing; it never writes into the suite; a rebuilt or re-versioned oraclint misses.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliPath, ensureBuilt, repoRoot } from '../helpers/build.js';

ensureBuilt();
const work = mkdtempSync(join(tmpdir(), 'oraclint-cache-e2e-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function oraclint(args: string[], env: Record<string, string | undefined> = {}, cli = cliPath) {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 << 20, env: { ...process.env, NO_COLOR: '1', ...env } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Every file under `dir` with its modification time (empty when the folder does not exist). */
function entries(dir: string): Map<string, number> {
  const out = new Map<string, number>();
  if (!existsSync(dir)) return out;
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.set(p, statSync(p).mtimeMs);
    }
  };
  walk(dir);
  return out;
}

/** A copy of a suite folder (with its `_lib`) to edit. */
function copySuite(from: string, name: string): string {
  const to = join(work, name);
  cpSync(join(repoRoot, from), to, { recursive: true });
  return to;
}

const RUNS: string[][] = [
  ['lint', '--format', 'json'],
  ['lint', '--format', 'stylish'],
  ['lint', '--format', 'sarif'],
  ['lint', '--format', 'markdown'],
  ['contract', '--format', 'json'],
  ['contract', '--format', 'text'],
  ['report'],
];

describe('contract cache (built CLI)', () => {
  it('the test run has a cache folder of its own', () => {
    expect(process.env.ORACLINT_CACHE_DIR).toContain('oraclint-test-cache-');
  });

  it('cold, warm and --no-cache print the same bytes and exit the same way, in every format', () => {
    for (const suite of ['oracles', 'test/fixtures/holdout3']) {
      const cache = join(work, `same-${suite.replace(/\W/g, '_')}`);
      for (const [command, ...rest] of suite === 'oracles' ? RUNS : RUNS.filter((r) => r.includes('json'))) {
        const args = [command, suite, ...rest];
        const fresh = oraclint([...args, '--no-cache']);
        const cold = oraclint(args, { ORACLINT_CACHE_DIR: cache });
        const before = entries(cache);
        const warm = oraclint(args, { ORACLINT_CACHE_DIR: cache });
        expect(fresh.stdout.length).toBeGreaterThan(0);
        expect(cold).toEqual(fresh);
        expect(warm).toEqual(fresh);
        // a warm run reads every entry and writes none
        expect(before.size).toBeGreaterThan(0);
        expect(entries(cache)).toEqual(before);
      }
    }
    // 27 CLI runs: on a loaded two-core machine they took two minutes (a limit on runaways, not on speed)
  }, 300_000);

  it('--no-cache, ORACLINT_NO_CACHE and "cache": false write nothing', () => {
    const suite = copySuite('test/fixtures/lint/styles', 'off');
    const cache = join(work, 'off-cache');
    oraclint(['lint', suite, '--no-cache'], { ORACLINT_CACHE_DIR: cache });
    oraclint(['contract', suite, '--no-cache'], { ORACLINT_CACHE_DIR: cache });
    oraclint(['lint', suite], { ORACLINT_CACHE_DIR: cache, ORACLINT_NO_CACHE: '1' });
    writeFileSync(join(suite, 'oraclint.config.json'), '{ "cache": false }\n');
    oraclint(['lint', suite], { ORACLINT_CACHE_DIR: cache });
    expect(entries(cache).size).toBe(0);
    // ORACLINT_NO_CACHE=0 does not turn it off
    rmSync(join(suite, 'oraclint.config.json'));
    oraclint(['lint', suite], { ORACLINT_CACHE_DIR: cache, ORACLINT_NO_CACHE: '0' });
    expect(entries(cache).size).toBeGreaterThan(0);
  });

  it('"cache": "<folder>" moves it (relative to the suite); ORACLINT_CACHE_DIR wins over it', () => {
    const suite = copySuite('test/fixtures/lint/styles', 'moved');
    writeFileSync(join(suite, 'oraclint.config.json'), '{ "cache": "../moved-cache" }\n');
    const env = { ORACLINT_CACHE_DIR: undefined };
    const fresh = oraclint(['lint', suite, '--format', 'json', '--no-cache'], env);
    expect(oraclint(['lint', suite, '--format', 'json'], env)).toEqual(fresh);
    expect(entries(join(work, 'moved-cache')).size).toBeGreaterThan(0);
    const elsewhere = join(work, 'moved-env');
    expect(oraclint(['lint', suite, '--format', 'json'], { ORACLINT_CACHE_DIR: elsewhere })).toEqual(fresh);
    expect(entries(elsewhere).size).toBeGreaterThan(0);
  });

  it('a wrong "cache" value is a configuration error', () => {
    const suite = copySuite('test/fixtures/lint/styles', 'wrong');
    writeFileSync(join(suite, 'oraclint.config.json'), '{ "cache": 3 }\n');
    const r = oraclint(['lint', suite]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('cache must be true, false or a folder, got 3');
  });

  it('an edited _lib helper changes the output exactly as a fresh derivation does', () => {
    const suite = copySuite('oracles', 'edited');
    const cache = join(work, 'edited-cache');
    const args = ['lint', suite, '--format', 'json'];
    const before = oraclint(args, { ORACLINT_CACHE_DIR: cache });
    expect(oraclint(args, { ORACLINT_CACHE_DIR: cache })).toEqual(before);
    const kv = join(suite, '_lib', 'kv.mjs');
    const text = readFileSync(kv, 'utf8');
    expect(text).toMatch(/split\(\/\\s\+\/\)/);
    writeFileSync(kv, text.replace(/split\(\/\\s\+\/\)/g, "split(',')"));
    const after = oraclint(args, { ORACLINT_CACHE_DIR: cache });
    expect(after.stdout).not.toBe(before.stdout);
    expect(after).toEqual(oraclint([...args, '--no-cache']));
  });

  describe('an installed copy of oraclint', () => {
    // bin/, dist/ and package.json copied; node_modules a folder of links to the real packages
    const pkg = join(work, 'pkg');
    mkdirSync(join(pkg, 'node_modules'), { recursive: true });
    for (const part of ['bin', 'dist', 'package.json']) cpSync(join(repoRoot, part), join(pkg, part), { recursive: true });
    for (const name of readdirSync(join(repoRoot, 'node_modules'))) {
      if (name !== '.cache') symlinkSync(join(repoRoot, 'node_modules', name), join(pkg, 'node_modules', name));
    }
    const cli = join(pkg, 'bin', 'oraclint.js');

    it('caches in its own node_modules/.cache/oraclint by default, nothing in the suite', () => {
      const suite = copySuite('test/fixtures/lint/styles', 'default');
      const inSuite = entries(suite);
      const fresh = oraclint(['lint', suite, '--format', 'json', '--no-cache'], {}, cli);
      expect(oraclint(['lint', suite, '--format', 'json'], { ORACLINT_CACHE_DIR: undefined }, cli)).toEqual(fresh);
      expect(entries(join(pkg, 'node_modules', '.cache', 'oraclint')).size).toBeGreaterThan(0);
      expect(entries(suite)).toEqual(inSuite);
    });

    it('another version or another build of the analyzer misses every entry', () => {
      const suite = copySuite('test/fixtures/lint/styles', 'versions');
      const cache = join(work, 'versions-cache');
      const args = ['lint', suite, '--format', 'json'];
      const first = oraclint(args, { ORACLINT_CACHE_DIR: cache }, cli);
      // the contract entries (the V8 code cache of TypeScript is keyed by typescript and Node, not oraclint; the copy's
      // dist/v8, from the build, serves this typescript, so the cache folder gets no bytes of its own)
      const contracts = () => entries(join(cache, 'contracts'));
      const one = contracts();
      expect(one.size).toBe(10);
      expect(entries(join(cache, 'v8')).size).toBe(0);
      expect(oraclint(args, { ORACLINT_CACHE_DIR: cache }, cli)).toEqual(first);
      expect(contracts()).toEqual(one);

      const manifest = join(pkg, 'package.json');
      const original = readFileSync(manifest, 'utf8');
      writeFileSync(manifest, original.replace(/"version": "[^"]+"/, '"version": "99.0.0"'));
      try {
        expect(oraclint(args, { ORACLINT_CACHE_DIR: cache }, cli)).toEqual(first);
      } finally {
        writeFileSync(manifest, original);
      }
      const two = contracts();
      expect(two.size).toBe(one.size * 2);

      // a rebuilt analyzer (any byte of dist/src/oracle) is another build
      const assemble = join(pkg, 'dist', 'src', 'oracle', 'assemble.js');
      writeFileSync(assemble, `${readFileSync(assemble, 'utf8')}\n// rebuilt\n`);
      expect(oraclint(args, { ORACLINT_CACHE_DIR: cache }, cli)).toEqual(first);
      const three = contracts();
      // the statements' entries are still good; each oracle is derived again
      const oracles = readdirSync(suite).filter((d) => existsSync(join(suite, d, 'oracle.test.mjs')) || existsSync(join(suite, d, 'oracle.test.ts'))).length;
      expect(three.size).toBe(two.size + oracles);
    });
  });
});
