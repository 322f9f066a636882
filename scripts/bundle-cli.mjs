// Bundles the built CLI (dist/src/cli/main.js) and the TypeScript thread's entry (dist/src/oracle/typescript-thread-main.js)
// with our own modules and most dependencies into dist/src/bundle/, which bin/oraclint.js runs: a cold start then
// resolves and reads a few dozen files instead of ~250. Dynamic imports stay lazy (code splitting: the ink report,
// repair and publish code are chunks that `lint` never loads). The bundle sits two folders below the package root,
// as tsc's modules do, so the URLs our modules build from import.meta.url (package.json, dist/shim-cjs, the thread's
// entry beside them) resolve alike. Source maps chain to src/ through tsc's maps. Run by `npm run build` and the tests'
// build after tsc (and after bundle-vendor.mjs when there is one). dist/src/* stays as tsc wrote it, for the tests.
import { build } from 'esbuild';
import { existsSync, rmSync } from 'node:fs';

const OUT = 'dist/src/bundle';
const ENTRIES = ['dist/src/cli/main.js', 'dist/src/oracle/typescript-thread-main.js'];
// typescript: 9 MB, loaded by typescript-estree's require (and compiled with the V8 code cache, src/cache/code-cache.ts);
// tsx: a loader that oracle runs import by path; ink and react: the report app only, and ink's optional devtools import
const EXTERNAL = ['typescript', 'tsx', 'ink', 'react'];

for (const file of ENTRIES) if (!existsSync(file)) throw new Error(`bundle-cli: ${file} was not built`);
rmSync(OUT, { recursive: true, force: true });
await build({
  entryPoints: ENTRIES,
  outdir: OUT,
  entryNames: '[name]',
  chunkNames: '[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL,
  sourcemap: true,
  // CommonJS dependencies (commander, cosmiconfig, typescript-estree) call require; an ES module has none of its own
  banner: { js: "import { createRequire as __oraclintCreateRequire } from 'node:module'; const require = __oraclintCreateRequire(import.meta.url);" },
  logLevel: 'warning',
});
