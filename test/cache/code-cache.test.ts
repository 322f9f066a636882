// The V8 code cache of TypeScript, each case in a fresh node process (require.cache is per process): written when
// missing, read when valid, rewritten when rejected or stale, and a normal require whenever anything goes wrong.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureBuilt, repoRoot } from '../helpers/build.js';

ensureBuilt();
const work = mkdtempSync(join(tmpdir(), 'oraclint-code-cache-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const codeCache = pathToFileURL(join(repoRoot, 'dist/src/cache/code-cache.js')).href;
const parse = pathToFileURL(join(repoRoot, 'dist/src/oracle/parse.js')).href;

/** Runs `body` (an ES module with `load` and `require` in scope) in a fresh node; its JSON output. */
function inNode(body: string): unknown {
  const script = `import { createRequire } from 'node:module';
import { loadTypeScriptWithCodeCache as load } from ${JSON.stringify(codeCache)};
const require = createRequire(${JSON.stringify(join(repoRoot, 'package.json'))});
${body}`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout);
}

const binFiles = (dir: string) => (existsSync(join(dir, 'v8')) ? readdirSync(join(dir, 'v8')).filter((f) => f.endsWith('.bin')) : []);

describe('V8 code cache of TypeScript', () => {
  it('is written on the first load, accepted on the next, and typescript-estree uses the module it loaded', () => {
    const dir = join(work, 'real');
    // parseOracle's tree of a TypeScript oracle, loaded with and without the cache
    const tree = `const { parseOracle } = await import(${JSON.stringify(parse)});
const fs = await import('node:fs');
const ast = parseOracle(fs.readFileSync('oracles/caesar/oracle.test.ts', 'utf8'), 'caesar/oracle.test.ts');
const estree = createRequire(require.resolve('@typescript-eslint/typescript-estree'));`;
    const run = () =>
      inNode(`const outcome = load(${JSON.stringify(dir)});
${tree}
console.log(JSON.stringify({ outcome, same: estree('typescript') === require('typescript'), version: require('typescript').version, ast }));`) as { outcome: string; same: boolean; version: string; ast: unknown };
    const plain = inNode(`${tree}\nconsole.log(JSON.stringify({ ast }));`) as { ast: unknown };
    const first = run();
    expect(first.outcome).toBe('written');
    expect(binFiles(dir)).toHaveLength(1);
    const second = run();
    expect(second.outcome).toBe('hit');
    expect(second.same).toBe(true);
    expect(second.version).toBe((createRequire(import.meta.url)('typescript/package.json') as { version: string }).version);
    expect(second.ast).toEqual(plain.ast);
    expect(first.ast).toEqual(plain.ast);
  });

  it('bytes V8 rejects are replaced', () => {
    const dir = join(work, 'rejected');
    inNode(`console.log(JSON.stringify(load(${JSON.stringify(dir)})));`);
    const [bin] = binFiles(dir);
    writeFileSync(join(dir, 'v8', bin), Buffer.alloc(4096, 7));
    const again = inNode(`const o = load(${JSON.stringify(dir)}); console.log(JSON.stringify([o, typeof require('typescript').createSourceFile]));`);
    expect(again).toEqual(['written', 'function']);
    expect(inNode(`console.log(JSON.stringify(load(${JSON.stringify(dir)})));`)).toBe('hit');
  });

  it('an edited module is compiled afresh, even when its length is unchanged', () => {
    const pkg = join(work, 'fake', 'node_modules', 'fake');
    mkdirSync(join(pkg, 'lib'), { recursive: true });
    writeFileSync(join(pkg, 'package.json'), '{ "name": "fake", "version": "1.0.0" }');
    const file = join(pkg, 'lib', 'index.js');
    const dir = join(work, 'fake-cache');
    const loadFake = `const o = load(${JSON.stringify(dir)}, ${JSON.stringify(file)}); console.log(JSON.stringify([o, require(${JSON.stringify(file)}).answer()]));`;
    writeFileSync(file, 'exports.answer = () => "one";\n');
    expect(inNode(loadFake)).toEqual(['written', 'one']);
    expect(inNode(loadFake)).toEqual(['hit', 'one']);
    // same length, other bytes, another modification time
    writeFileSync(file, 'exports.answer = () => "two";\n');
    expect(inNode(loadFake)).toEqual(['written', 'two']);
    expect(inNode(loadFake)).toEqual(['hit', 'two']);
  });

  it('falls back to a normal require when the module throws or the folder cannot be written', () => {
    const pkg = join(work, 'throws');
    mkdirSync(pkg, { recursive: true });
    const file = join(pkg, 'index.js');
    writeFileSync(file, 'throw new Error("boom");\n');
    expect(inNode(`const o = load(${JSON.stringify(join(work, 'throws-cache'))}, ${JSON.stringify(file)}); console.log(JSON.stringify([o, Object.keys(require.cache).includes(${JSON.stringify(file)})]));`)).toEqual(['skipped', false]);
    writeFileSync(join(work, 'a-file'), '');
    const blocked = join(work, 'a-file', 'cache');
    expect(inNode(`const o = load(${JSON.stringify(blocked)}); console.log(JSON.stringify([o, typeof require('typescript').createSourceFile]));`)).toEqual(['written', 'function']);
    expect(inNode(`const o = load(${JSON.stringify(blocked)}); console.log(JSON.stringify(o));`)).toBe('written');
  });
});
