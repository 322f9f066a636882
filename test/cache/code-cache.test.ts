// The V8 code cache of TypeScript, each case in a fresh node process (require.cache is per process): written when
// missing, read when valid, rewritten when rejected or stale, and a normal require whenever anything goes wrong.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

  it('uses the build\'s bytes (a prebuilt folder) when the cache folder has none, and never writes there', () => {
    const produced = join(work, 'produced');
    expect(inNode(`console.log(JSON.stringify(load(${JSON.stringify(produced)})));`)).toBe('written');
    const prebuilt = join(produced, 'v8');
    const [bin] = binFiles(produced);
    const before = readFileSync(join(prebuilt, bin));
    const dir = join(work, 'fresh-with-prebuilt');
    const loadWith = (d: string) =>
      inNode(`const o = load(${JSON.stringify(d)}, undefined, ${JSON.stringify(prebuilt)}); console.log(JSON.stringify([o, typeof require('typescript').createSourceFile]));`);
    expect(loadWith(dir)).toEqual(['prebuilt', 'function']);
    expect(binFiles(dir)).toEqual([]);
    // a cache folder that cannot be written (a path under a regular file) takes the build's bytes just the same
    writeFileSync(join(work, 'another-file'), '');
    expect(loadWith(join(work, 'another-file', 'cache'))).toEqual(['prebuilt', 'function']);
    // the cache folder's own bytes come first
    expect(inNode(`console.log(JSON.stringify(load(${JSON.stringify(dir)})));`)).toBe('written');
    expect(loadWith(dir)).toEqual(['hit', 'function']);
    expect(readFileSync(join(prebuilt, bin))).toEqual(before);
  });

  it('build bytes V8 rejects (corrupt, or another build\'s) fall back to compiling, stored in the cache folder only', () => {
    const produced = join(work, 'produced-corrupt');
    inNode(`console.log(JSON.stringify(load(${JSON.stringify(produced)})));`);
    const prebuilt = join(produced, 'v8');
    const [bin] = binFiles(produced);
    writeFileSync(join(prebuilt, bin), Buffer.alloc(4096, 7));
    const dir = join(work, 'fresh-with-corrupt-prebuilt');
    const loadWith = () =>
      inNode(`const o = load(${JSON.stringify(dir)}, undefined, ${JSON.stringify(prebuilt)}); console.log(JSON.stringify([o, typeof require('typescript').createSourceFile]));`);
    expect(loadWith()).toEqual(['written', 'function']);
    expect(binFiles(dir)).toEqual([bin]);
    expect(readFileSync(join(prebuilt, bin))).toEqual(Buffer.alloc(4096, 7));
    expect(loadWith()).toEqual(['hit', 'function']);
  });

  it('npm run build leaves bytes in dist/v8 that the CLI\'s first run with an empty cache uses instead of writing its own', () => {
    expect(readdirSync(join(repoRoot, 'dist/v8')).filter((f) => f.endsWith('.bin'))).toHaveLength(1);
    const dir = join(work, 'cli-first-run');
    const r = spawnSync(process.execPath, [join(repoRoot, 'bin/oraclint.js'), 'lint', 'oracles', '--format', 'json'], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, ORACLINT_CACHE_DIR: dir },
    });
    expect(r.stderr).toBe('');
    expect(existsSync(join(dir, 'contracts'))).toBe(true);
    expect(binFiles(dir)).toEqual([]);
  });

  it('reads an ASCII source and a UTF-8 one as the same text readFileSync gives', () => {
    const ascii = join(work, 'ascii.js');
    const utf8 = join(work, 'utf8.js');
    writeFileSync(ascii, 'module.exports = "plain";\n');
    // two-, three- and four-byte sequences: taken as Latin-1 they would come out as other, more characters
    writeFileSync(utf8, 'module.exports = "caf\u00e9 \u2713 \u{1F600}";\n');
    const read = inNode(`const { readSourceText } = await import(${JSON.stringify(codeCache)});
const fs = await import('node:fs');
console.log(JSON.stringify([${JSON.stringify(ascii)}, ${JSON.stringify(utf8)}].map((f) => [readSourceText(f), fs.readFileSync(f, 'utf8')])));`) as [string, string][];
    for (const [ours, node] of read) expect(ours).toBe(node);
    expect(read[1]![0]).toContain('\u{1F600}');
  });
});

describe('the bundle of the TypeScript thread', () => {
  it('gives typescript-estree the typescript module itself, not a copy of its exports per module', () => {
    const bundle = join(repoRoot, 'dist/src/bundle');
    const sources = readdirSync(bundle)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(bundle, f), 'utf8'));
    const estree = sources.filter((s) => s.includes('node_modules/@typescript-eslint/typescript-estree/dist/convert.js'));
    expect(estree).toHaveLength(1);
    expect(estree[0]).not.toContain('__importStar(__require("typescript"))');
    expect(estree[0]!.match(/= __require\("typescript"\)/g)?.length ?? 0).toBeGreaterThan(10);
  });
});

