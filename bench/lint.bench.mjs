// Lint speed: a fresh `oraclint lint oracles` process, wall and CPU (min and median of several runs, with the load
// average), three ways: a first-ever run (an empty contract cache), a repeated run (the cache warm) and --no-cache;
// then lint vs contract derivation on a generated 1,000-oracle suite (--no-cache: derivation is what it measures).
// Run after a build: `node bench/lint.bench.mjs` (or `npm run bench lint`). The cache is a temporary folder.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(repo, 'bin/oraclint.js');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

/** CPU milliseconds of the children waited for so far (Linux /proc: user + system, 10 ms ticks); null elsewhere. */
function childrenCpuMs() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[13], fields[14]: cutime, cstime (the 16th and 17th of the whole line) in clock ticks of 10 ms
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return null;
  }
}

function measure(args, env = {}) {
  const cpuBefore = childrenCpuMs();
  const started = performance.now();
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: repo, encoding: 'utf8', maxBuffer: 256 << 20, env: { ...process.env, ...env } });
  const ms = performance.now() - started;
  const cpuAfter = childrenCpuMs();
  if (r.status !== 0 && r.status !== 1) throw new Error(`oraclint ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return { ms, cpu: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

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

// The three ways interleaved, so that a change in the machine's load falls on all of them alike.
const cacheRoot = mkdtempSync(join(tmpdir(), 'oraclint-bench-cache-'));
const ways = { 'first-ever run (empty cache)': [], 'repeated run (warm cache)': [], '--no-cache': [] };
const loadBefore = load();
try {
  const lint = ['lint', 'oracles', '--format', 'json'];
  for (let i = 0; i < RUNS; i++) {
    const dir = join(cacheRoot, `run${i}`);
    ways['first-ever run (empty cache)'].push(measure(lint, { ORACLINT_CACHE_DIR: dir }));
    ways['repeated run (warm cache)'].push(measure(lint, { ORACLINT_CACHE_DIR: dir }));
    ways['--no-cache'].push(measure([...lint, '--no-cache']));
  }
} finally {
  rmSync(cacheRoot, { recursive: true, force: true });
}
console.log(`lint oracles (21 operations, 2 TypeScript oracles), a fresh process each, ${RUNS} runs; load average ${loadBefore} before, ${load()} after:`);
for (const [way, runs] of Object.entries(ways)) {
  const wall = runs.map((r) => r.ms);
  const cpu = runs.map((r) => r.cpu);
  const cpuText = cpu.includes(null) ? 'CPU n/a' : `CPU min ${Math.min(...cpu).toFixed(0)} median ${median(cpu).toFixed(0)} ms`;
  console.log(`  ${way.padEnd(30)} wall min ${Math.min(...wall).toFixed(0)} median ${median(wall).toFixed(0)} ms; ${cpuText}`);
}

const dir = mkdtempSync(join(tmpdir(), 'oraclint-bench-lint-'));
try {
  await generateSuite(dir, 1000);
  const runs = Math.max(3, Math.floor(RUNS / 2));
  const lint = [];
  const contract = [];
  for (let i = 0; i < runs; i++) {
    lint.push(measure(['lint', dir, '--format', 'json', '--no-cache']));
    contract.push(measure(['contract', dir, '--format', 'json', '--no-cache']));
  }
  // wall time is what a user waits; CPU time (all threads: V8 compiles and collects garbage on others) is steadier on a shared machine
  const l = median(lint.map((r) => r.ms));
  const c = median(contract.map((r) => r.ms));
  const cpu = (rs) => (rs.some((r) => r.cpu === null) ? 'n/a' : `${median(rs.map((r) => r.cpu))} ms`);
  console.log(`generated suite of 1,000 oracles (${runs} runs each, medians; load average ${load()}):`);
  console.log(`  lint     ${l.toFixed(0)} ms wall (${(1000 / (l / 1000)).toFixed(0)} oracles/s), CPU ${cpu(lint)}`);
  console.log(`  contract ${c.toFixed(0)} ms wall (${(1000 / (c / 1000)).toFixed(0)} oracles/s), CPU ${cpu(contract)}`);
  console.log(`  lint/contract = ${(l / c).toFixed(2)} in wall time`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
