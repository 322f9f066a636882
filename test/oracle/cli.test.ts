// The `contract` command of the built CLI on the bundled suite: text and JSON, narrowed with --operation (build first: npm run build).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

function oraclint(...args: string[]): { code: number | null; out: string; err: string } {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin/oraclint.js'), ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

beforeAll(() => {
  if (!existsSync(join(ROOT, 'dist/src/cli/contract.js'))) throw new Error('build first: npm run build');
});

describe('oraclint contract', () => {
  it('prints JSON for the chosen operations only', () => {
    const r = oraclint('contract', 'oracles', '--format', 'json', '--operation', 'connected', '--operation', 'mst');
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out) as { operations: { operation: string; oracle: string; contract: { fields: { key: string; vocabulary: { value: string }[] }[] } }[] };
    expect(doc.operations.map((o) => o.operation).sort()).toEqual(['connected', 'mst']);
    const connected = doc.operations.find((o) => o.operation === 'connected')!;
    expect(connected.oracle).toBe('connected/oracle.test.mjs');
    expect(connected.contract.fields.find((f) => f.key === 'connected')?.vocabulary.map((v) => v.value).sort()).toEqual(['no', 'yes']);
  });

  it('prints a readable block per operation with file:line evidence', () => {
    const r = oraclint('contract', 'oracles', '--operation', 'fast_expt');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^fast_expt \(fast_expt\/oracle\.test\.mjs\)$/m);
    expect(r.out).toContain('layout: key=value fields separated by whitespace  [_lib/kv.mjs:11, fast_expt/oracle.test.mjs:7]');
    expect(r.out).toMatch(/value: integer, .*required, up to 31,269 digits/);
    expect(r.out).toMatch(/ignores the exit status: complexity > 3\^65536 takes O\(lg b\) multiplications \(reads mults\)/);
  });

  it('shows rows read at fixed character positions as fixed-width columns, counted from 1, with where they are cut', () => {
    // holdout274 day_sheet cuts each row at slice(0, 5), slice(6, 16), slice(16, 28) and slice(28), lines 10-13
    const r = oraclint('contract', 'test/fixtures/holdout274', '--operation', 'day_sheet');
    expect(r.code).toBe(0);
    expect(r.out).toContain('columns: fixed-width, characters 1-5, 7-16, 17-28, 29 onwards  [day_sheet/oracle.test.mjs:10, day_sheet/oracle.test.mjs:11, day_sheet/oracle.test.mjs:12 (+1 more)]');
  });

  it('shows a check that feeds one word in two letter cases as an input case rule it judges', () => {
    const r = oraclint('contract', 'oracles', '--operation', 'word_freq');
    expect(r.code).toBe(0);
    expect(r.out).toContain('input case rule judged: fed `The` and `the` (known values > capitalised words are the same word)  [word_freq/oracle.test.mjs:33]');
  });

  it('rejects an unknown format', () => {
    expect(oraclint('contract', 'oracles', '--format', 'sarif').code).toBe(2);
  });
});
