// `npm run bench`: runs every bench/*.bench.mjs in turn (sorted), each in its own node process, and prints their results.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((name) => name.endsWith('.bench.mjs'))
  .filter((name) => only.length === 0 || only.some((o) => name.includes(o)))
  .sort();

let failed = 0;
for (const name of files) {
  process.stdout.write(`\n== ${name}\n`);
  const started = performance.now();
  const result = spawnSync(process.execPath, [join(here, name)], { stdio: 'inherit', cwd: join(here, '..') });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    failed++;
    process.stdout.write(`== ${name} FAILED (exit ${result.status ?? result.signal}) after ${seconds} s\n`);
  } else process.stdout.write(`== ${name} done in ${seconds} s\n`);
}
process.stdout.write(`\n${files.length} benchmark file(s), ${failed} failed\n`);
process.exitCode = failed ? 1 : 0;
