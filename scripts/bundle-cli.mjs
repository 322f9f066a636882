// Bundles the built CLI (dist/src/cli/main.js) and the TypeScript thread's entry (dist/src/oracle/typescript-thread-main.js)
// with our own modules and most dependencies into dist/src/bundle/, which bin/oraclint.js runs: a cold start then
// resolves and reads a few dozen files instead of ~250. Dynamic imports stay lazy (code splitting: the ink report,
// repair and publish code are chunks that `lint` never loads). The bundle sits two folders below the package root,
// as tsc's modules do, so the URLs our modules build from import.meta.url (package.json, dist/shim-cjs, the thread's
// entry beside them) resolve alike. Source maps chain to src/ through tsc's maps. Run by `npm run build` and the tests'
// build after tsc (and after bundle-vendor.mjs when there is one). dist/src/* stays as tsc wrote it, for the tests.
import { build } from 'esbuild';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const OUT = 'dist/src/bundle';
const ENTRIES = ['dist/src/cli/main.js', 'dist/src/oracle/typescript-thread-main.js'];
// typescript: 9 MB, loaded by typescript-estree's require (and compiled with the V8 code cache, src/cache/code-cache.ts);
// tsx: a loader that oracle runs import by path; ink and react: the report app only, and ink's optional devtools import
const EXTERNAL = ['typescript', 'tsx', 'ink', 'react'];

// typescript-estree's modules (compiled by tsc) each take `ts = __importStar(require("typescript"))`: a copy of the
// compiler's 2,244 exports as getters, made afresh in nineteen modules - about 40,000 property definitions, a third of
// the thread's start - and every `ts.X` read then goes through a getter. typescript.js is CommonJS without
// __esModule and typescript-estree never reads `ts.default`, the one thing the copy adds; so the bundle takes the
// module object itself. Counted, so that a typescript-estree that stops writing it this way fails the build.
const IMPORT_STAR_TYPESCRIPT = /__importStar\(require\("typescript"\)\)/g;
let typescriptImportsTaken = 0;
const typescriptModuleItself = {
  name: 'typescript-module-itself',
  setup(b) {
    b.onLoad({ filter: /[\\/]@typescript-eslint[\\/]typescript-estree[\\/]dist[\\/].*\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (/\bts\.default\b/.test(source)) throw new Error(`bundle-cli: ${args.path} reads ts.default; keep its __importStar`);
      const contents = source.replace(IMPORT_STAR_TYPESCRIPT, () => {
        typescriptImportsTaken++;
        return 'require("typescript")';
      });
      return { contents, loader: 'js' };
    });
  },
};

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
  plugins: [typescriptModuleItself],
});
if (typescriptImportsTaken === 0) throw new Error('bundle-cli: no __importStar(require("typescript")) found in typescript-estree; update the plugin');
