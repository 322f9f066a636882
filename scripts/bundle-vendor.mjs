// Replaces two built modules that only re-export third-party code with single-file bundles of that code, so a cold
// start loads one file instead of dozens: the Markdown parser (~60 micromark modules) and the generated grammar
// bundle with ohm-js (~45 modules). Our own modules stay one file each. Run by `npm run build` after tsc.
import { build } from 'esbuild';
import { existsSync, rmSync } from 'node:fs';

const DOORS = ['dist/src/vendor/markdown.js', 'dist/src/statement/contract.ohm-bundle.js'];

for (const file of DOORS) {
  rmSync(`${file}.map`, { force: true }); // tsc's map describes the re-export, not the bundle
  if (!existsSync(file)) throw new Error(`bundle-vendor: ${file} was not built`);
  await build({
    entryPoints: [file],
    outfile: file,
    allowOverwrite: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
}
