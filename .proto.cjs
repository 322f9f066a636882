const vm = require('vm'), fs = require('fs'), path = require('path'), Module = require('module');
const mode = process.argv[2]; // none | after-load | after-parse
const cacheFile = '/tmp/ts.codecache.' + process.argv[3];
const t0 = performance.now();
const estreeReq = Module.createRequire(require.resolve('@typescript-eslint/typescript-estree'));
const file = estreeReq.resolve('typescript');
let script;
if (mode !== 'none') {
  const source = fs.readFileSync(file, 'utf8');
  let cachedData; try { cachedData = fs.readFileSync(cacheFile); } catch {}
  script = new vm.Script(Module.wrap(source), { filename: file, cachedData });
  if (cachedData && script.cachedDataRejected) console.error('rejected');
  const fn = script.runInThisContext();
  const mod = new Module(file, module);
  mod.filename = file; mod.paths = Module._nodeModulePaths(path.dirname(file));
  fn.call(mod.exports, mod.exports, Module.createRequire(file), mod, file, path.dirname(file));
  mod.loaded = true;
  require.cache[file] = mod;
  if (!cachedData && mode === 'after-load') fs.writeFileSync(cacheFile, script.createCachedData());
}
const t1 = performance.now();
const { parse } = require('@typescript-eslint/typescript-estree');
const t2 = performance.now();
const src = fs.readFileSync('oracles/' + fs.readdirSync('oracles').find(d => fs.existsSync(`oracles/${d}/oracle.test.ts`)) + '/oracle.test.ts', 'utf8');
parse(src, { loc: true, range: false, comment: false, jsx: false, errorOnUnknownASTType: false });
const t3 = performance.now();
if (mode === 'after-parse' && !fs.existsSync(cacheFile)) fs.writeFileSync(cacheFile, script.createCachedData());
const t4 = performance.now();
console.log(mode, 'ts', (t1-t0).toFixed(0), 'estree', (t2-t1).toFixed(0), 'parse', (t3-t2).toFixed(0), 'write', (t4-t3).toFixed(0), 'total', (t4-t0).toFixed(0));
