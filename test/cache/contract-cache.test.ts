// The contract cache in-process: a hit gives back the contract derivation gives (as data: JSON drops undefined), and every input of the
// derivation (the oracle, a `_lib` module it imports, which file an import finds, `helpers`) invalidates an entry.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ContractCache, ORACLE_CODE, STATEMENT_CODE } from '../../src/cache/contracts.js';
import { CacheStore } from '../../src/cache/store.js';
import { analyzeOracle, createModuleCache } from '../../src/oracle/analyze.js';
import { readContracts } from '../../src/lint/lint-suite.js';
import { loadSuite } from '../../src/suite/load.js';
import type { Config } from '../../src/config/schema.js';

const repo = join(import.meta.dirname, '..', '..');
const work = mkdtempSync(join(tmpdir(), 'oraclint-cache-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const KV = `export function kv(s) {
  const f = {};
  for (const t of s.trim().split(/\\s+/)) {
    const i = t.indexOf('=');
    if (i > 0) f[t.slice(0, i)] = t.slice(i + 1);
  }
  return f;
}
`;
// the same helper splitting fields on commas: the contract's layout changes with it
const KV_COMMAS = KV.replace('split(/\\s+/)', "split(',')");

const oracle = (key: string, token: string) => `import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { kv } from '../_lib/kv';

test('answers', () => {
  const out = execFileSync(process.env.ORACLE_PROGRAM, { input: 'A B\\n' }).toString();
  const f = kv(out);
  assert.equal(f.${key}, '${token}');
});
`;

let suite: string;
let cacheDir: string;
let n = 0;

beforeEach(() => {
  n++;
  suite = join(work, `suite${n}`);
  cacheDir = join(work, `cache${n}`);
  mkdirSync(join(suite, '_lib'), { recursive: true });
  mkdirSync(join(suite, 'one'));
  mkdirSync(join(suite, 'two'));
  writeFileSync(join(suite, '_lib', 'kv.mjs'), KV);
  writeFileSync(join(suite, 'one', 'oracle.test.mjs'), oracle('connected', 'yes'));
  writeFileSync(join(suite, 'two', 'oracle.test.mjs'), oracle('sorted', 'true'));
});

/** A fresh cache object over the folder, as a new process would open it. */
const open = () => new ContractCache(new CacheStore(cacheDir));

async function derive(op: string, cache?: ContractCache, helpers?: Config['helpers']) {
  return analyzeOracle(join(suite, op, 'oracle.test.mjs'), suite, { cache: createModuleCache(), contractCache: cache, helpers });
}

describe('contract cache', () => {
  it('a second process reads back exactly what derivation gave, without deriving', async () => {
    const first = open();
    const fresh = await derive('one', first);
    expect([first.hits, first.misses]).toEqual([0, 1]);
    const second = open();
    const cached = await derive('one', second);
    expect([second.hits, second.misses]).toEqual([1, 0]);
    expect(cached).toEqual(fresh);
    expect(cached).toEqual(await derive('one'));
    expect(cached.fields.map((f) => f.key)).toContain('connected');
  });

  it('an edited oracle is derived again', async () => {
    await derive('one', open());
    writeFileSync(join(suite, 'one', 'oracle.test.mjs'), oracle('reachable', 'yes'));
    const c = open();
    const after = await derive('one', c);
    expect(c.misses).toBe(1);
    expect(after).toEqual(await derive('one'));
    expect(after.fields.map((f) => f.key)).toContain('reachable');
  });

  it('an edited _lib helper invalidates every oracle that imports it', async () => {
    const before = await derive('one', open());
    await derive('two', open());
    writeFileSync(join(suite, '_lib', 'kv.mjs'), KV_COMMAS);
    const c = open();
    const one = await derive('one', c);
    const two = await derive('two', c);
    expect([c.hits, c.misses]).toEqual([0, 2]);
    expect(one).toEqual(await derive('one'));
    expect(two).toEqual(await derive('two'));
    expect(one.layout?.value).not.toEqual(before.layout?.value);
  });

  it('a new file that an import now finds first invalidates the entry', async () => {
    // `../_lib/kv` found kv.mjs; a kv.js beside it is tried first from now on
    await derive('one', open());
    writeFileSync(join(suite, '_lib', 'kv.js'), KV_COMMAS);
    const c = open();
    expect(await derive('one', c)).toEqual(await derive('one'));
    expect(c.misses).toBe(1);
  });

  it('a module that was missing and now exists invalidates the entry', async () => {
    rmSync(join(suite, '_lib', 'kv.mjs'));
    const missing = await derive('one', open());
    expect(missing.problems.some((p) => p.kind === 'unreadable-helper')).toBe(true);
    writeFileSync(join(suite, '_lib', 'kv.mjs'), KV);
    const c = open();
    const found = await derive('one', c);
    expect(c.misses).toBe(1);
    expect(found.problems.some((p) => p.kind === 'unreadable-helper')).toBe(false);
  });

  it('another helpers configuration is another entry', async () => {
    writeFileSync(join(suite, 'one', 'oracle.test.mjs'), oracle('connected', 'yes').replace("import { kv } from '../_lib/kv';", "import { kv } from 'kv-package';"));
    const helpers: Config['helpers'] = { kv: { returns: 'fields', assign: ':', separator: ' ' } };
    const plain = await derive('one', open());
    const c = open();
    const declared = await derive('one', c, helpers);
    expect(c.misses).toBe(1);
    expect(declared).toEqual(await derive('one', undefined, helpers));
    expect(declared.layout?.value).not.toEqual(plain.layout?.value);
    const again = open();
    await derive('one', again, { kv: { returns: 'fields', assign: '=', separator: ' ' } });
    expect(again.misses).toBe(1);
  });

  it('a corrupt or foreign entry is a miss and is replaced', async () => {
    await derive('one', open());
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
    const [entry] = files(cacheDir);
    writeFileSync(entry, '{"key": "not this one", "deps": [], "value": {}}');
    const c = open();
    expect(await derive('one', c)).toEqual(await derive('one'));
    expect(c.misses).toBe(1);
    writeFileSync(entry, '{ truncated');
    const d = open();
    expect(await derive('one', d)).toEqual(await derive('one'));
    expect(d.misses).toBe(1);
    const e = open();
    await derive('one', e);
    expect(e.hits).toBe(1);
  });

  it('a cache folder that cannot be written changes nothing but speed', async () => {
    writeFileSync(join(work, `file${n}`), 'not a folder');
    const c = new ContractCache(new CacheStore(join(work, `file${n}`, 'cache')));
    expect(await derive('one', c)).toEqual(await derive('one'));
    expect(await derive('one', c)).toEqual(await derive('one'));
    expect(c.hits).toBe(0);
  });

  it('every contract of the bundled and hold-out suites survives the cache unchanged', async () => {
    for (const dir of ['oracles', 'test/fixtures/holdout', 'test/fixtures/holdout2', 'test/fixtures/holdout3', 'test/fixtures/lint/styles']) {
      const s = await loadSuite(join(repo, dir));
      const fresh = await readContracts(s);
      const store = join(work, `bundled${n}-${dir.replace(/\W/g, '_')}`);
      await readContracts(s, { contractCache: new ContractCache(new CacheStore(store)) });
      const c = new ContractCache(new CacheStore(store));
      const cached = await readContracts(s, { contractCache: c });
      const withStatement = s.operations.filter((op) => op.statement).length;
      const withOracle = s.operations.filter((op) => op.oracle).length;
      expect([c.hits, c.misses]).toEqual([withStatement + withOracle, 0]);
      // equal as data (a property holding undefined is no property once stored) and in the order JSON prints it
      expect(cached).toEqual(fresh);
      expect(JSON.stringify(cached)).toBe(JSON.stringify(fresh));
    }
  });
});

describe('the code fingerprint of cache entries', () => {
  // an entry is keyed by the built code of the folders listed: a folder the deriving or reading code imports from but
  // the list leaves out (a shared helper in src/text/) could change without invalidating old entries
  it.each([['oracle', ORACLE_CODE], ['statement', STATEMENT_CODE]] as const)('covers every folder the %s code imports from', (_kind, folders) => {
    const missing = new Set<string>();
    for (const folder of folders) {
      for (const name of readdirSync(join(repo, 'src', folder)).filter((n) => n.endsWith('.ts'))) {
        const source = readFileSync(join(repo, 'src', folder, name), 'utf8');
        // (a type-only import is erased from the built code)
        for (const m of source.matchAll(/^(?!import type\b).*(?:from|import\()\s*'\.\.\/([\w-]+)\//gm)) if (!folders.includes(m[1]!)) missing.add(`${folder}/${name} -> ${m[1]}`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
