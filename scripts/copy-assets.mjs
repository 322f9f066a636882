// Copies the files tsc does not emit (grammar sources and generated grammar bundles) from src/ into dist/src/,
// and marks the CommonJS build of the shim filter as CommonJS.
import { cpSync, existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ASSET = /\.(ohm|ohm-bundle\.js|ohm-bundle\.d\.ts)$/;

function copyAssets(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) copyAssets(path);
    else if (ASSET.test(name)) cpSync(path, join('dist', relative('.', path)));
  }
}

copyAssets('src');

// dist/shim-cjs holds the CommonJS build of the shim filter (tsconfig.shim.json); the package itself is ESM.
if (existsSync('dist/shim-cjs')) writeFileSync('dist/shim-cjs/package.json', '{ "type": "commonjs" }\n');
