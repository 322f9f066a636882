// TypeScript-only syntax around the stdout flow: annotations, generics, `as`/`satisfies`/`!`, interfaces, enums, typed helpers in _lib.
import { describe, expect, it } from 'vitest';
import { analyze, field, vocabulary } from './helpers.js';

const LIB_TS = `// typed key=value parser
export type Fields = Record<string, string>;
export function fields<T extends string>(text: string, sep: T): Fields {
  const out: Fields = {};
  for (const token of text.trim().split(sep) as string[]) {
    const at: number = token.indexOf('=');
    if (at > 0) out[token.slice(0, at)] = token.slice(at + 1);
  }
  return out;
}
`;

describe('TypeScript oracles', () => {
  it('follows output through typed helpers, casts, non-null assertions and enums', () => {
    const src = `import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { fields, type Fields } from '../_lib/fields.js';

interface Result { out: string; code: number | null }
enum Verdict { Yes = 'yes', No = 'no' }
const PROGRAM: string = process.env.ORACLE_PROGRAM!;

function run(input: string): Result {
  const r: SpawnSyncReturns<string> = spawnSync(PROGRAM, [], { input, encoding: 'utf8' });
  return { out: r.stdout as string, code: r.status };
}

test('typed', () => {
  const r = run('A B\\n');
  assert.equal(r.code!, 0);
  const f = fields(r.out, ' ') satisfies Fields;
  assert.equal(f['connected'] as string, 'yes');
  assert.ok(<number>Number(f.components!) === 1);
});
`;
    const c = analyze(src, { file: 'op/oracle.test.ts', files: { '_lib/fields.ts': LIB_TS } });
    expect(c.problems).toEqual([]);
    expect(vocabulary(field(c, 'connected'))).toEqual(['yes']);
    expect(field(c, 'components').shape?.value.kind).toBe('integer');
    expect(c.layout?.value).toEqual({ kind: 'fields', assign: '=', separator: ' ' });
    expect(c.layout?.evidence.some((e) => e.loc.file === '_lib/fields.ts' && e.loc.line === 5)).toBe(true);
    expect(c.exit.map((e) => e.status)).toEqual([0]);
    expect(c.checks[0]).toMatchObject({ name: 'typed', assertsExit: true, canFail: true });
  });
});
