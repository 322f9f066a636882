// The runner's cost: overhead of one runOracle() against a bare `node --test` of the same oracle, and the
// speed-up of `check --jobs 2` over `--jobs 1` on a generated 20-operation suite. Uses the built dist/.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(join(root, 'dist', 'src', 'run', 'oracle-runner.js'))) {
  process.stdout.write('building dist/ first\n');
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}
const { runOracle } = await import(join(root, 'dist', 'src', 'run', 'oracle-runner.js'));
const { launchSpecFor, writeLauncher } = await import(join(root, 'dist', 'src', 'run', 'launcher.js'));

const work = mkdtempSync(join(tmpdir(), 'oraclint-bench-'));
const ORACLE = `import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
const run = (input) => spawnSync(process.env.ORACLE_PROGRAM, [], { input, encoding: 'utf8' });
for (const word of ['abc', 'hello', 'x y z', '', 'MiXeD']) {
  test('upper-cases ' + JSON.stringify(word), () => assert.equal(run(word).stdout, word.toUpperCase()));
}
`;
const PROGRAM = '#!/bin/sh\ntr a-z A-Z\n';

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Runs argv to the end, reading its stdout as the runner would; resolves with the wall time in ms. */
function bare(argv, env, cwd) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(argv[0], argv.slice(1), { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.resume();
    child.stderr.resume();
    child.on('error', reject);
    child.on('close', () => resolve(performance.now() - started));
  });
}

async function overhead() {
  const dir = join(work, 'single');
  mkdirSync(dir);
  const oracle = join(dir, 'oracle.test.mjs');
  writeFileSync(oracle, ORACLE);
  const program = join(dir, 'program.sh');
  writeFileSync(program, PROGRAM);
  chmodSync(program, 0o755);
  const launch = await launchSpecFor(program, { runtimes: {} });
  const launcher = await writeLauncher(dir, launch, 'launcher');
  const config = { oracleCommand: ['node', '--test', '--test-reporter=tap'], timeout: 60, outputCap: 16 << 20 };
  const cwd = mkdtempSync(join(tmpdir(), 'oraclint-bench-cwd-'));
  const env = { ...process.env, ORACLE_PROGRAM: launcher };
  const rounds = 15;
  const bareMs = [];
  const runnerMs = [];
  // Warm both paths once, then alternate so drifting machine load hits both alike.
  await bare([process.execPath, '--test', '--test-reporter=tap', oracle], env, cwd);
  await runOracle({ oracle, launch, config });
  for (let i = 0; i < rounds; i++) {
    bareMs.push(await bare([process.execPath, '--test', '--test-reporter=tap', oracle], env, cwd));
    const started = performance.now();
    const run = await runOracle({ oracle, launch, config });
    runnerMs.push(performance.now() - started);
    if (run.status !== 'ok' || run.results.length !== 5 || run.results.some((r) => r.status !== 'pass')) {
      throw new Error(`unexpected run: ${JSON.stringify(run)}`);
    }
  }
  rmSync(cwd, { recursive: true, force: true });
  const b = median(bareMs);
  const r = median(runnerMs);
  process.stdout.write(
    `overhead per oracle run (${rounds} rounds, 5 checks, medians): bare node --test ${b.toFixed(0)} ms, runOracle ${r.toFixed(0)} ms, ` +
      `ratio ${(r / b).toFixed(3)}x (goal <= 1.1x), +${(r - b).toFixed(0)} ms\n`,
  );
}

function cliRun(suite, jobs) {
  const started = performance.now();
  const out = spawnSync(process.execPath, [join(root, 'bin', 'oraclint.js'), 'check', suite, '--jobs', String(jobs)], { encoding: 'utf8' });
  const ms = performance.now() - started;
  const lines = out.stdout.trim().split('\n');
  if (out.status !== 0 || lines.length !== 20 || !lines.every((l) => l.endsWith('5/5'))) {
    throw new Error(`check --jobs ${jobs} failed (exit ${out.status}):\n${out.stdout}\n${out.stderr}`);
  }
  return ms;
}

async function jobs() {
  const suite = join(work, 'suite20');
  for (let i = 1; i <= 20; i++) {
    const op = join(suite, `op${String(i).padStart(2, '0')}`);
    mkdirSync(op, { recursive: true });
    writeFileSync(join(op, 'task.md'), `# op${i}\n\nPrint stdin in upper case.\n`);
    writeFileSync(join(op, 'oracle.test.mjs'), ORACLE);
    writeFileSync(join(op, 'reference.sh'), 'tr a-z A-Z\n');
  }
  writeFileSync(join(suite, 'package.json'), '{"name":"bench-suite"}');
  const rounds = 3;
  const one = [];
  const two = [];
  for (let i = 0; i < rounds; i++) {
    one.push(cliRun(suite, 1));
    two.push(cliRun(suite, 2));
  }
  const a = median(one);
  const b = median(two);
  process.stdout.write(
    `check on 20 operations (${rounds} rounds, medians): --jobs 1 ${(a / 1000).toFixed(2)} s, --jobs 2 ${(b / 1000).toFixed(2)} s, ` +
      `speed-up ${(a / b).toFixed(2)}x on ${availableParallelism()} cores (goal: close to 2x)\n`,
  );
}

try {
  process.stdout.write(`machine: ${availableParallelism()} cores, load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}\n`);
  await overhead();
  await jobs();
  process.stdout.write(`load average after: ${loadavg().map((x) => x.toFixed(1)).join(' ')}\n`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
