// Compiles the TypeScript compiler once with V8 and keeps the bytes in dist/v8/ (src/cache/code-cache.ts), so that the
// first run that derives a TypeScript oracle (an empty contract cache) does not compile 9 MB of JavaScript itself. The
// bytes are valid only for this installation (the path, size, time and inode of typescript.js), this Node and V8; any
// other run misses them or V8 rejects them, and compiles as before. Run by `npm run build` after bundle-cli.mjs.
import { rmSync } from 'node:fs';
import { loadTypeScriptWithCodeCache } from '../dist/src/cache/code-cache.js';

rmSync('dist/v8', { recursive: true, force: true });
const outcome = loadTypeScriptWithCodeCache('dist');
if (outcome !== 'written') console.warn(`code-cache: no V8 code cache for TypeScript in dist/v8 (${outcome})`);
