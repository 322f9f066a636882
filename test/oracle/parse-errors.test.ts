// A file that does not parse becomes a problem with its line and column; the analysis never throws.
import { describe, expect, it } from 'vitest';
import { analyze, HEADER, KV_LIB } from './helpers.js';

describe('parse errors', () => {
  it('JavaScript: the line and column of the error', () => {
    const src = `import assert from 'node:assert';\nconst a = 1;\nconst b = (;\n`;
    const c = analyze(src);
    expect(c.problems).toHaveLength(1);
    expect(c.problems[0]).toMatchObject({ kind: 'parse-error', loc: { file: 'op/oracle.test.mjs', line: 3, column: 12 } });
    expect(c.fields).toEqual([]);
  });

  it('TypeScript: the line and column of the error', () => {
    const src = `const ok: number = 1;\n\nfunction f(x: string {\n}\n`;
    const c = analyze(src, { file: 'op/oracle.test.ts' });
    expect(c.problems[0]).toMatchObject({ kind: 'parse-error', loc: { line: 3, column: 22 } });
  });

  it('JavaScript that only TypeScript accepts is still an error under acorn', () => {
    const c = analyze(`const x: number = 1;\n`);
    expect(c.problems[0]).toMatchObject({ kind: 'parse-error', loc: { line: 1, column: 8 } });
  });

  it('a helper module that does not parse is an unreadable-helper problem; the oracle is still analysed', () => {
    const src = `${HEADER}import { kv } from '../_lib/kv.mjs';\nimport { broken } from '../_lib/broken.mjs';\ntest('t', () => {\n  assert.equal(run('1').stdout.trim(), 'ok');\n});\n`;
    const c = analyze(src, { files: { '_lib/kv.mjs': KV_LIB, '_lib/broken.mjs': 'export function broken( {\n' } });
    expect(c.problems.map((p) => p.kind)).toEqual(['unreadable-helper']);
    expect(c.problems[0].loc.line).toBe(HEADER.split('\n').length + 1);
    expect(c.fields.find((f) => f.key === null)?.vocabulary.map((v) => v.value)).toEqual(['ok']);
  });

  it('CommonJS oracles parse as scripts', () => {
    const src = `const { spawnSync } = require('child_process');\nconst assert = require('assert');\nwith (Math) {}\ntest('t', () => {\n  const r = spawnSync(process.env.ORACLE_PROGRAM, [], { input: '1' });\n  assert.strictEqual(r.stdout.toString().trim(), 'one');\n});\n`;
    const c = analyze(src, { file: 'op/oracle.test.cjs' });
    expect(c.problems).toEqual([]);
    expect(c.fields.find((f) => f.key === null)?.vocabulary.map((v) => v.value)).toEqual(['one']);
  });
});
