// The shim launcher and filter as real processes: stdin, arguments, stderr, exit status and signals are the program's; stdout streams per line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shimLaunch } from '../../src/repair/launch.js';
import type { RuntimeSpec } from '../../src/shim/types.js';

const RUNTIME = fileURLToPath(new URL('../../dist/shim-cjs/runtime.js', import.meta.url));
const rename: RuntimeSpec = { transforms: [{ op: 'rename-key', from: 'a', to: 'b' }] };
let tmp: string;

function launcher(spec: RuntimeSpec, argv: string[]): string[] {
  return shimLaunch({ argv }, spec).argv;
}

function shim(spec: RuntimeSpec, argv: string[], input = '', timeout?: number) {
  const [command, ...args] = launcher(spec, argv);
  return spawnSync(command, args, { input, encoding: 'utf8', env: { ...process.env, TMPDIR: tmp }, ...(timeout ? { timeout } : {}) });
}

beforeAll(() => {
  if (!existsSync(RUNTIME)) throw new Error('build first: npm run build (the shim test runs dist/shim-cjs/runtime.js)');
  tmp = mkdtempSync(join(tmpdir(), 'oraclint-shim-test-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('shim launcher', () => {
  it('hands stdin to the program untouched and transforms its stdout', () => {
    const r = shim(rename, ['sh', '-c', 'cat'], 'a=1 c=2\nkeep a=3\n');
    expect(r.stdout).toBe('b=1 c=2\nkeep b=3\n');
    expect(r.status).toBe(0);
  });

  it('never gives the program stdin to the filter', () => {
    const r = shim(rename, ['sh', '-c', 'echo a=1'], 'a=from-stdin\n');
    expect(r.stdout).toBe('b=1\n');
  });

  it('passes arguments through, spaces included', () => {
    const r = shim(rename, ['sh', '-c', 'echo "a=$1|$2"', 'sh', 'x y', '']);
    expect(r.stdout).toBe('b=x y|\n');
  });

  it('passes stderr through untransformed', () => {
    const r = shim(rename, ['sh', '-c', 'echo a=err >&2; echo a=out']);
    expect(r.stderr).toBe('a=err\n');
    expect(r.stdout).toBe('b=out\n');
  });

  it('exits with the program exit status, 129-159 included', () => {
    const r = shim(rename, ['sh', '-c', 'echo a=1; exit 3']);
    expect(r.status).toBe(3);
    expect(r.stdout).toBe('b=1\n');
    // the launcher is the program: a status that looks like a signal stays a status
    expect(shim(rename, ['sh', '-c', 'exit 143'])).toMatchObject({ status: 143, signal: null });
  });

  it('dies by the signal that killed the program, after its stdout is written', () => {
    const r = shim(rename, ['sh', '-c', 'echo a=1; kill -TERM $$']);
    expect(r.signal).toBe('SIGTERM');
    expect(r.status).toBe(null);
    expect(r.stdout).toBe('b=1\n');
    expect(r.stderr).toBe('');
  });

  it('a SIGTERM to the launcher (an oracle timeout) ends the program, and the filter still flushes', () => {
    // spawnSync returns only once every holder of the stdout and stderr pipes is gone: the program and the filter
    const r = shim(rename, ['sh', '-c', 'echo a=1; exec sleep 30'], '', 1000);
    expect(r.signal).toBe('SIGTERM');
    expect(r.stdout).toBe('b=1\n');
  });

  it('reports a program that cannot start as sh does (127)', () => {
    const r = shim(rename, ['/nonexistent/program']);
    expect(r.status).toBe(127);
    expect(r.stderr).toMatch(/\/nonexistent\/program.*not found/);
  });

  it('leaves no pipe behind in TMPDIR', () => {
    shim(rename, ['sh', '-c', 'echo a=1']);
    shim(rename, ['sh', '-c', 'exit 2']);
    expect(readdirSync(tmp)).toEqual([]);
  });

  it('keeps a last line without newline as it is', () => {
    expect(shim(rename, ['printf', 'a=1\na=2']).stdout).toBe('b=1\nb=2');
  });

  it('keeps multi-byte characters split across reads', () => {
    const r = shim(rename, ['sh', '-c', "printf 'a=\\303'; sleep 0.1; printf '\\251t\\303\\251\\n'"]);
    expect(r.stdout).toBe('b=été\n');
  });

  it('streams: a line reaches the reader while the program still waits for input', async () => {
    // the program prints a line, then blocks reading stdin; the test answers only after it has seen the line
    const [command, ...args] = launcher(rename, ['sh', '-c', 'echo a=1; read x; echo a=$x']);
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, TMPDIR: tmp } });
    child.stdout.setEncoding('utf8');
    let seen = '';
    await new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: string) => {
        seen += chunk;
        if (seen === 'b=1\n') {
          child.stdin.end('2\n');
          resolve();
        }
      });
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(seen).toBe('b=1\nb=2\n');
    expect(code).toBe(0);
  });

  it('buffers whole-output conversions (JSON to fields)', () => {
    const spec: RuntimeSpec = {
      layout: { kind: 'json' },
      transforms: [
        { op: 'convert-layout', from: { kind: 'json' }, to: { kind: 'fields', assign: '=', separator: ' ' } },
        { op: 'map-tokens', key: 'connected', table: { true: 'yes' } },
      ],
    };
    expect(shim(spec, ['sh', '-c', 'echo \'{"connected":\'; echo \'true}\'']).stdout).toBe('connected=yes\n');
  });

  it('the filter alone: stdin to stdout, nothing else', () => {
    const r = spawnSync(process.execPath, [RUNTIME, JSON.stringify(rename)], { input: 'a=1\r\nx\n', encoding: 'utf8' });
    expect(r).toMatchObject({ stdout: 'b=1\r\nx\n', status: 0 });
  });

  it('the filter imports nothing but fs and the import-free transform module, and spawns and opens nothing', () => {
    const source = readFileSync(fileURLToPath(new URL('../../src/shim/runtime.ts', import.meta.url)), 'utf8');
    const imports = [...source.matchAll(/^import\s.*?from\s+'([^']+)'/gm)].map((m) => m[1]);
    expect(imports.sort()).toEqual(['./apply.js', './types.js', 'node:fs']);
    expect(source).toMatch(/import \{ readSync, writeSync \} from 'node:fs'/);
    const apply = readFileSync(fileURLToPath(new URL('../../src/shim/apply.ts', import.meta.url)), 'utf8');
    expect([...apply.matchAll(/^import\s+(?!type\b).*$/gm)]).toEqual([]);
    expect(source).not.toMatch(/child_process|openSync|readFile|process\.stdin/);
  });
});
