// Lint speed: cold-start `oraclint lint oracles` wall time (median of several runs), and lint vs contract derivation on a
// generated 1,000-oracle suite. Run after a build: `node bench/lint.bench.mjs` (or `npm run bench lint`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(repo, 'bin/oraclint.js');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

function time(args) {
  const started = performance.now();
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: repo, encoding: 'utf8', maxBuffer: 256 << 20 });
  const ms = performance.now() - started;
  if (r.status !== 0 && r.status !== 1) throw new Error(`oraclint ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return ms;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A realistic oracle: a kv() helper in _lib, several checks, vocabulary, shapes, an exit-status check. */
function oracleSource(i) {
  const keys = [`k${i % 7}`, 'status', 'items', 'total'];
  const checks = [];
  for (let c = 0; c < 8; c++) {
    checks.push(`
  test('case ${c} of ${i}', () => {
    const r = run('A B ${c}\\nB C ${c + 1}\\nC D ${c + 2}\\n');
    const f = kv(r.stdout);
    assert.equal(r.status, 0);
    assert.equal(f.${keys[1]}, ${c % 2 ? "'ok'" : "'failed'"});
    const items = f.${keys[2]}.split(',').map((p) => p.split('-'));
    assert.equal(items.length, ${c + 2});
    assert.ok(Number(f.${keys[3]}) >= ${c});
    assert.match(f.${keys[0]}, /^[a-z]+$/);
  });`);
  }
  return `// Generated oracle ${i}.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../_lib/run.mjs';
import { kv } from '../_lib/kv.mjs';

describe('operation ${i}', () => {${checks.join('\n')}

  test('malformed input is refused', () => {
    const r = run('A\\n');
    assert.notEqual(r.status, 0);
    assert.match(r.stderr, /malformed/);
  });
});
`;
}

async function generateSuite(dir, n) {
  const shared = join(repo, 'bench/lib/generate-suite.mjs');
  if (existsSync(shared)) {
    const mod = await import(pathToFileURL(shared).href);
    if (typeof mod.generateSuite === 'function') return mod.generateSuite(dir, n);
  }
  mkdirSync(join(dir, '_lib'), { recursive: true });
  writeFileSync(join(dir, '_lib/kv.mjs'), "export function kv(s) {\n  const f = {};\n  for (const t of s.trim().split(/\\s+/)) {\n    const i = t.indexOf('=');\n    if (i > 0) f[t.slice(0, i)] = t.slice(i + 1);\n  }\n  return f;\n}\n");
  writeFileSync(join(dir, '_lib/run.mjs'), "import { spawnSync } from 'node:child_process';\nexport function run(input, args = []) {\n  const r = spawnSync(process.env.ORACLE_PROGRAM, args, { input, encoding: 'utf8' });\n  return { stdout: r.stdout, stderr: r.stderr, status: r.status };\n}\n");
  for (let i = 0; i < n; i++) {
    const op = join(dir, `op${String(i).padStart(4, '0')}`);
    mkdirSync(op);
    writeFileSync(join(op, 'oracle.test.mjs'), oracleSource(i));
    writeFileSync(join(op, 'task.md'), `# Operation ${i}\n\nRead edges \`A B w\` on stdin, one per line.\n\n\`\`\`\nstatus=ok items=A-B,B-C total=3\n\`\`\`\n`);
  }
}

const cold = [];
for (let i = 0; i < RUNS; i++) cold.push(time(['lint', 'oracles', '--format', 'json']));
console.log(`lint oracles (21 operations), cold start: median ${median(cold).toFixed(0)} ms over ${RUNS} runs (min ${Math.min(...cold).toFixed(0)}, max ${Math.max(...cold).toFixed(0)})`);

const dir = mkdtempSync(join(tmpdir(), 'oraclint-bench-lint-'));
try {
  await generateSuite(dir, 1000);
  const runs = Math.max(3, Math.floor(RUNS / 2));
  const lint = [];
  const contract = [];
  for (let i = 0; i < runs; i++) {
    lint.push(time(['lint', dir, '--format', 'json']));
    contract.push(time(['contract', dir, '--format', 'json']));
  }
  const l = median(lint);
  const c = median(contract);
  console.log(`generated suite of 1,000 oracles: lint ${l.toFixed(0)} ms (${(1000 / (l / 1000)).toFixed(0)} oracles/s), contract ${c.toFixed(0)} ms; lint/contract = ${(l / c).toFixed(2)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
