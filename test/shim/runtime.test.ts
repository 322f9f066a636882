// The shim runtime as a real child process: stdin, arguments, stderr, exit status and signals pass through; stdout streams per line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RuntimeSpec } from '../../src/shim/types.js';

const RUNTIME = fileURLToPath(new URL('../../dist/src/shim/runtime.js', import.meta.url));
const rename: RuntimeSpec = { transforms: [{ op: 'rename-key', from: 'a', to: 'b' }] };

function shim(spec: RuntimeSpec, argv: string[], input = '') {
  return spawnSync(process.execPath, [RUNTIME, JSON.stringify(spec), '--', ...argv], { input, encoding: 'utf8' });
}

beforeAll(() => {
  if (!existsSync(RUNTIME)) throw new Error('build first: npm run build (the runtime test runs dist/src/shim/runtime.js)');
});

describe('shim runtime', () => {
  it('hands stdin to the program untouched and transforms its stdout', () => {
    const r = shim(rename, ['sh', '-c', 'cat'], 'a=1 c=2\nkeep a=3\n');
    expect(r.stdout).toBe('b=1 c=2\nkeep b=3\n');
    expect(r.status).toBe(0);
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

  it('exits with the program exit status', () => {
    const r = shim(rename, ['sh', '-c', 'echo a=1; exit 3']);
    expect(r.status).toBe(3);
    expect(r.stdout).toBe('b=1\n');
  });

  it('dies by the signal that killed the program, after writing its stdout', () => {
    const r = shim(rename, ['sh', '-c', 'echo a=1; kill -TERM $$']);
    expect(r.signal).toBe('SIGTERM');
    expect(r.status).toBe(null);
    expect(r.stdout).toBe('b=1\n');
  });

  it('reports a program that cannot start as sh does (127)', () => {
    const r = shim(rename, ['/nonexistent/program']);
    expect(r.status).toBe(127);
    expect(r.stderr).toMatch(/cannot start/);
  });

  it('keeps a last line without newline as it is', () => {
    expect(shim(rename, ['printf', 'a=1\na=2']).stdout).toBe('b=1\nb=2');
  });

  it('streams: a line reaches the reader while the program still waits for input', async () => {
    // the program prints a line, then blocks reading stdin; the test answers only after it has seen the line
    const child = spawn(process.execPath, [RUNTIME, JSON.stringify(rename), '--', 'sh', '-c', 'echo a=1; read x; echo a=$x'], { stdio: ['pipe', 'pipe', 'inherit'] });
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

  it('imports nothing but child_process, os and the import-free transform module', () => {
    const source = readFileSync(fileURLToPath(new URL('../../src/shim/runtime.ts', import.meta.url)), 'utf8');
    const imports = [...source.matchAll(/^import\s.*?from\s+'([^']+)'/gm)].map((m) => m[1]);
    expect(imports.sort()).toEqual(['./apply.js', './types.js', 'node:child_process', 'node:os']);
    const apply = readFileSync(fileURLToPath(new URL('../../src/shim/apply.ts', import.meta.url)), 'utf8');
    expect([...apply.matchAll(/^import\s+(?!type\b).*$/gm)]).toEqual([]);
    expect(source).not.toMatch(/node:fs|readFile|openSync|process\.stdin/);
  });
});
