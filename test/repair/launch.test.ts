// The repair launchers: the recorder changes nothing the oracle can observe; the CPython launch lifts the limits.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_LIMIT, PYTHON_BOOTSTRAP, environmentLaunch, recordingLaunch, writeRecorder } from '../../src/repair/launch.js';

let dir: string;
let recorder: string;
let rec: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'oraclint-launch-'));
  rec = join(dir, 'rec');
  mkdirSync(rec);
  recorder = await writeRecorder(dir);
  writeFileSync(join(dir, 'prog.sh'), 'read x\necho "out=$x $1"\necho "err=$2" >&2\nexit "$3"\n');
  writeFileSync(join(dir, 'killed.sh'), 'echo partial\nkill -TERM $$\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function both(argv: string[], input: string) {
  const direct = spawnSync(argv[0], argv.slice(1), { input, encoding: 'utf8' });
  const launch = recordingLaunch({ argv }, recorder, rec);
  const recorded = spawnSync(launch.argv[0], launch.argv.slice(1), { input, encoding: 'utf8' });
  const pick = (r: typeof direct) => ({ stdout: r.stdout, stderr: r.stderr, status: r.status, signal: r.signal });
  return { direct: pick(direct), recorded: pick(recorded) };
}

describe('recording launcher', () => {
  it('passes stdin, arguments, stdout, stderr and the exit status through unchanged', () => {
    const { direct, recorded } = both(['sh', join(dir, 'prog.sh'), 'a  b', 'e', '3'], 'hello\n');
    expect(direct).toEqual({ stdout: 'out=hello a  b\n', stderr: 'err=e\n', status: 3, signal: null });
    expect(recorded).toEqual(direct);
  });

  it('dies by the same signal, without a shell notice on stderr', () => {
    const { direct, recorded } = both(['sh', join(dir, 'killed.sh')], '');
    expect(direct).toEqual({ stdout: 'partial\n', stderr: '', status: null, signal: 'SIGTERM' });
    expect(recorded).toEqual(direct);
  });

  it('keeps one stdout file per invocation', () => {
    rmSync(rec, { recursive: true });
    mkdirSync(rec);
    both(['sh', join(dir, 'prog.sh'), 'x', 'y', '0'], 'one\n');
    both(['sh', join(dir, 'prog.sh'), 'x', 'y', '0'], 'two\n');
    const outs = readdirSync(rec).filter((n) => !n.endsWith('.err')).map((n) => readFileSync(join(rec, n), 'utf8')).sort();
    expect(outs).toEqual(['out=one x\n', 'out=two x\n']);
  });
});

describe('environment launch', () => {
  it('runs a python3 program with the int printing limit and the recursion limit lifted', async () => {
    const launch = await environmentLaunch({ argv: ['python3', '/s/p.py', 'arg'] }, '/s/p.py');
    expect(launch).toEqual({
      argv: ['python3', '-X', 'int_max_str_digits=0', '-c', PYTHON_BOOTSTRAP, '/s/p.py', 'arg'],
      env: { PYTHONINTMAXSTRDIGITS: '0' },
    });
  });

  it('knows nothing to lift for other runtimes', async () => {
    expect(await environmentLaunch({ argv: [process.execPath, '/s/p.js'] }, '/s/p.js')).toBeNull();
  });

  it('really lifts both limits, and the program still sees its own argv and __main__', async () => {
    const prog = join(dir, 'deep.py');
    writeFileSync(prog, 'import sys\ndef d(n):\n    return 0 if n == 0 else 1 + d(n - 1)\nif __name__ == "__main__":\n    print(len(str(10 ** 5000)), d(int(sys.argv[1])), sys.argv[0] == __file__)\n');
    const plain = spawnSync('python3', [prog, '5000'], { encoding: 'utf8' });
    expect(plain.status).not.toBe(0);
    expect(plain.stderr).toMatch(KNOWN_LIMIT);
    const launch = (await environmentLaunch({ argv: ['python3', prog, '5000'] }, prog))!;
    const lifted = spawnSync(launch.argv[0], launch.argv.slice(1), { encoding: 'utf8', env: { ...process.env, ...launch.env } });
    expect(lifted.stdout).toBe('5001 5000 True\n');
  });
});
