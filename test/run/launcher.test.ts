// Launch specs (shebang, runtime by extension, configuration) and the generated /bin/sh launcher, with awkward paths.
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchSpecFor, launcherScript, shellQuote, tsxImport, writeLauncher } from '../../src/run/launcher.js';
import { UserError } from '../../src/errors.js';

const dir = mkdtempSync(join(tmpdir(), `oraclint-launcher test 'q' "d" $x-`));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string, mode = 0o644): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  chmodSync(path, mode);
  return path;
}

const noRuntimes = { runtimes: {} };

describe('launchSpecFor', () => {
  it('runs an executable with a shebang directly', async () => {
    const path = file('tool.py', '#!/usr/bin/env python3\nprint(1)\n', 0o755);
    expect(await launchSpecFor(path, noRuntimes)).toEqual({ argv: [path] });
  });

  it('uses the extension when the file is not executable, even with a shebang', async () => {
    const path = file('plain.py', '#!/usr/bin/env python3\nprint(1)\n');
    const python = spawnSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' }).stdout.trim();
    expect(await launchSpecFor(path, noRuntimes)).toEqual({ argv: [python, path] });
  });

  it('starts the interpreter behind a version-manager shim on PATH, asked once, not the shim on every launch', async () => {
    const real = spawnSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' }).stdout.trim();
    const shims = join(dir, 'shims');
    mkdirSync(shims);
    const calls = join(dir, 'shim-calls');
    file('shims/python3', `#!/bin/sh\necho called >> ${shellQuote(calls)}\nexec ${shellQuote(real)} "$@"\n`, 0o755);
    const broken = join(dir, 'broken');
    mkdirSync(broken);
    file('broken/python3', '#!/bin/sh\nexit 3\n', 0o755);
    const path = file('shimmed.py', 'print(1)\n');
    const saved = process.env.PATH;
    try {
      process.env.PATH = `${shims}:${saved}`;
      expect((await launchSpecFor(path, noRuntimes)).argv).toEqual([real, path]);
      expect((await launchSpecFor(path, noRuntimes)).argv).toEqual([real, path]);
      expect(readFileSync(calls, 'utf8')).toBe('called\n');
      // a python3 that cannot answer is launched as it is
      process.env.PATH = `${broken}:${saved}`;
      expect((await launchSpecFor(path, noRuntimes)).argv).toEqual(['python3', path]);
    } finally {
      process.env.PATH = saved;
    }
  });

  it('has defaults for node, TypeScript and sh programs', async () => {
    const js = file('p.mjs', '');
    const ts = file('p.ts', '');
    const sh = file('p.sh', '');
    expect((await launchSpecFor(js, noRuntimes)).argv).toEqual([process.execPath, js]);
    expect((await launchSpecFor(ts, noRuntimes)).argv).toEqual([process.execPath, '--import', tsxImport(), ts]);
    expect((await launchSpecFor(sh, noRuntimes)).argv).toEqual(['sh', sh]);
  });

  it('resolves tsx from oraclint, as a file URL', () => {
    expect(tsxImport()).toMatch(/^file:\/\/.*\/node_modules\/tsx\/dist\/loader\.mjs$/);
  });

  it('lets the configuration override and extend the runtimes', async () => {
    const py = file('big.py', '');
    const rb = file('x.rb', '');
    const config = { runtimes: { '.py': ['python3', '-X', 'int_max_str_digits=0'], '.rb': ['ruby'] } };
    expect((await launchSpecFor(py, config)).argv).toEqual(['python3', '-X', 'int_max_str_digits=0', py]);
    expect((await launchSpecFor(rb, config)).argv).toEqual(['ruby', rb]);
  });

  it('runs an executable without a shebang or known extension directly (a binary)', async () => {
    const path = file('binary', '\x7fELF', 0o755);
    expect(await launchSpecFor(path, noRuntimes)).toEqual({ argv: [path] });
  });

  it('refuses a program it cannot run, naming the setting to add', async () => {
    const path = file('prog.xyz', '');
    const error = await launchSpecFor(path, noRuntimes).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).message).toContain('no runtime is set for ".xyz"');
    expect((error as UserError).hint).toContain('"runtimes": { ".xyz"');
  });
});

describe('the launcher script', () => {
  it('quotes words so the shell takes them literally', () => {
    expect(shellQuote(`it's`)).toBe(`'it'\\''s'`);
    expect(shellQuote('$HOME `x` "y"')).toBe(`'$HOME \`x\` "y"'`);
  });

  it('rejects an environment name the shell cannot export', () => {
    expect(() => launcherScript({ argv: ['x'], env: { 'A-B': '1' } })).toThrow(/A-B/);
  });

  it('is an executable file that passes arguments, stdin and the environment through', async () => {
    const program = file(`echo "args" it's.py`, [
      'import json, os, sys',
      'print(json.dumps({"argv": sys.argv[1:], "stdin": sys.stdin.read(), "env": os.environ.get("ORACLINT_T"), "cwd": os.getcwd()}))',
      'sys.exit(3)',
    ].join('\n'));
    const binDir = join(dir, 'bin dir');
    mkdirSync(binDir, { recursive: true });
    const spec = await launchSpecFor(program, noRuntimes);
    const launcher = await writeLauncher(binDir, { ...spec, env: { ORACLINT_T: `va'l"ue $PATH` } });
    expect(launcher).toBe(join(binDir, 'program'));
    expect(statSync(launcher).mode & 0o111).toBe(0o111);
    const r = spawnSync(launcher, ['a b', `c'd`, '$e', ''], { input: 'in\nput', encoding: 'utf8', cwd: dir });
    expect(r.status).toBe(3);
    expect(JSON.parse(r.stdout)).toEqual({ argv: ['a b', `c'd`, '$e', ''], stdin: 'in\nput', env: `va'l"ue $PATH`, cwd: dir });
  });

  it('runs a TypeScript program through tsx', async () => {
    const program = file('typed.ts', 'const n: number = 6 * 7;\nconsole.log(`n=${n}`);\n');
    const launcher = await writeLauncher(dir, await launchSpecFor(program, noRuntimes), 'ts-launcher');
    const r = spawnSync(launcher, [], { encoding: 'utf8', cwd: tmpdir() });
    expect(r.stdout).toBe('n=42\n');
  });
});
