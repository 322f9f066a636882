// End-to-end: bin/oraclint.js runs the esbuild bundle of the built modules (scripts/bundle-cli.mjs): every command
// starts from it, lazy parts stay out of `lint`, and the TypeScript thread starts from the bundle's own entry.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureBuilt, repoRoot } from '../helpers/build.js';

ensureBuilt();
const tmp = mkdtempSync(join(tmpdir(), 'oraclint-bundle-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

// a preload that records the worker threads started and the modules the main thread loaded from node_modules
const preload = join(tmp, 'record.mjs');
writeFileSync(
  preload,
  `import { createRequire, syncBuiltinESMExports } from 'node:module';
import { appendFileSync } from 'node:fs';
const require = createRequire(import.meta.url);
const wt = require('node:worker_threads');
const Original = wt.Worker;
wt.Worker = class extends Original {
  constructor(file, options) {
    super(file, options);
    appendFileSync(process.env.RECORD, 'worker ' + String(file) + '\\n');
  }
};
syncBuiltinESMExports();
process.on('exit', () => {
  for (const f of Object.keys(require.cache)) appendFileSync(process.env.RECORD, 'cjs ' + f + '\\n');
});
`,
);

function oraclint(args: string[], env: Record<string, string> = {}, nodeArgs: string[] = []) {
  return spawnSync(process.execPath, [...nodeArgs, join(repoRoot, 'bin/oraclint.js'), ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...env },
  });
}

describe('the bundled CLI', () => {
  it('is what bin/oraclint.js runs', () => {
    expect(readFileSync(join(repoRoot, 'bin/oraclint.js'), 'utf8')).toContain("'../dist/src/bundle/main.js'");
    expect(readdirSync(join(repoRoot, 'dist/src/bundle'))).toEqual(expect.arrayContaining(['main.js', 'main.js.map', 'typescript-thread-main.js']));
  });

  it.each(['lint', 'check', 'publish', 'repair', 'report', 'contract'])('runs %s --help', (command) => {
    const r = oraclint([command, '--help']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`Usage: oraclint ${command}`);
  });

  it('starts the TypeScript thread from the bundle, with the contracts the main thread derives, and no dependency loaded apart', () => {
    const record = join(tmp, 'record.txt');
    writeFileSync(record, '');
    const args = ['lint', 'oracles', '--format', 'json', '--no-cache'];
    const threaded = oraclint(args, { RECORD: record }, ['--import', preload]);
    const inMain = oraclint(args, { ORACLINT_TYPESCRIPT_THREAD: '0' });
    expect(threaded.stderr).toBe('');
    expect(threaded.stdout).toBe(inMain.stdout);
    const lines = readFileSync(record, 'utf8').trim().split('\n');
    expect(lines.filter((l) => l.startsWith('worker '))).toEqual([`worker ${new URL('../../dist/src/bundle/typescript-thread-main.js', import.meta.url).href}`]);
    // commander, cosmiconfig and the rest are in the bundle; only the preload's own require is in require.cache
    expect(lines.filter((l) => l.startsWith('cjs ') && l.includes('node_modules'))).toEqual([]);
  });
});
