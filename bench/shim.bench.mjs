// The shim's cost: time it adds to one program run over a direct run (goal: at most Node's own start-up; the filter's
// start-up overlaps the program's run, so the floor is about one Node start-up plus sh and mkfifo), and the
// repair harness's total time against `check --candidates` on the same suite (goal: at most 1.5x), both with
// --jobs at every core. Uses the built dist/. `node bench/shim.bench.mjs [suite]` (default: the repair fixture suite).
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(join(root, 'dist', 'shim-cjs', 'runtime.js'))) {
  process.stdout.write('building dist/ first\n');
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}
const { writeLauncher } = await import(join(root, 'dist', 'src', 'run', 'launcher.js'));
const { shimLaunch, runtimePath } = await import(join(root, 'dist', 'src', 'repair', 'launch.js'));

const work = mkdtempSync(join(tmpdir(), 'oraclint-shim-bench-'));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => `${x.toFixed(1)} ms`;

function time(argv, input) {
  const started = performance.now();
  const r = spawnSync(argv[0], argv.slice(1), { input, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${argv.join(' ')} failed: ${r.stderr}`);
  return performance.now() - started;
}

// 1. start-up: the same tiny program through a plain launcher, through the shim launcher, and node doing nothing
const program = { argv: ['/bin/sh', '-c', 'cat; echo connected=true components=1'] };
const spec = { transforms: [{ op: 'map-tokens', key: 'connected', table: { true: 'yes', false: 'no' } }] };
const direct = await writeLauncher(work, program, 'direct');
const shimmed = await writeLauncher(work, shimLaunch(program, spec), 'shimmed');
const out = spawnSync(shimmed, [], { input: 'x=1\n', encoding: 'utf8' }).stdout;
if (out !== 'x=1\nconnected=yes components=1\n') throw new Error(`the shim printed ${JSON.stringify(out)}`);
const rounds = 40;
const t = { direct: [], shim: [], node: [], filter: [] };
for (let i = 0; i < rounds; i++) {
  // interleaved so load from other processes falls on all of them alike
  t.direct.push(time([direct], 'x=1\n'));
  t.shim.push(time([shimmed], 'x=1\n'));
  t.node.push(time([process.execPath, '-e', '0']));
  t.filter.push(time([process.execPath, runtimePath(), JSON.stringify(spec)], 'connected=true\n'));
}
const added = median(t.shim) - median(t.direct);
process.stdout.write(
  `start-up (median of ${rounds}, load ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores):\n` +
    `  direct launcher ${ms(median(t.direct))}, shim launcher ${ms(median(t.shim))}: the shim adds ${ms(added)}\n` +
    `  node -e 0 ${ms(median(t.node))}: shim overhead / node start-up = ${(added / median(t.node)).toFixed(2)} (goal <= 1)\n` +
    `  the filter alone (node runtime.js, beside the program in the shim launcher) ${ms(median(t.filter))}\n`,
);

// 2. the harness against check --candidates on the same suite
const suiteArg = process.argv[2];
const suite = join(work, 'suite');
cpSync(suiteArg ? resolve(suiteArg) : join(root, 'test', 'fixtures', 'repair', 'suite'), suite, { recursive: true });
const jobs = String(availableParallelism());
function cli(args) {
  const started = performance.now();
  const r = spawnSync(process.execPath, [join(root, 'bin', 'oraclint.js'), ...args, '--jobs', jobs, '--format', 'json'], {
    cwd: work,
    encoding: 'utf8',
    env: { ...process.env, CI: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status === 2) throw new Error(`oraclint ${args.join(' ')} failed: ${r.stderr}`);
  return performance.now() - started;
}
const check = cli(['check', suite, '--candidates']);
const repair = cli(['repair', suite, '--dry-run']);
process.stdout.write(
  `harness (${suiteArg ?? 'test/fixtures/repair/suite'}, --jobs ${jobs}):\n` +
    `  check --candidates ${(check / 1000).toFixed(1)} s, repair ${(repair / 1000).toFixed(1)} s: ratio ${(repair / check).toFixed(2)} (goal <= 1.5)\n`,
);
rmSync(work, { recursive: true, force: true });
