// End-to-end: the built CLI publishing into a copy of the bundled suite, then lint and a second publish on the result.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { diffLines } from 'diff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = new URL('../../', import.meta.url).pathname;
const bundled = join(repo, 'oracles');
const tmp = mkdtempSync(join(tmpdir(), 'oraclint-publish-'));
const suite = join(tmp, 'suite');

function oraclint(...args: string[]) {
  const r = spawnSync(process.execPath, [join(repo, 'bin/oraclint.js'), ...args], { cwd: repo, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

function statements(root: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const d of readdirSync(root, { withFileTypes: true })) {
    const path = join(root, d.name, 'task.md');
    if (d.isDirectory() && !d.name.startsWith('_') && existsSync(path)) out.set(d.name, readFileSync(path, 'utf8'));
  }
  return out;
}

/** Unpublished demands of a class the notation can express (a case folding the oracle demands of the output is not one). */
const EXPRESSIBLE = [
  'unpublished-key',
  'unpublished-vocabulary',
  'unpublished-layout',
  'unpublished-shape',
  'unpublished-exit-status',
  'unpublished-stderr',
  'unpublished-input-shape',
  'notation-error',
];

interface PublishReport {
  statements: { operation: string; statement: string; changed: boolean; withheld: { key: string; resolvedBy: string | null }[] }[];
}

beforeAll(() => {
  if (!existsSync(join(repo, 'dist/src/cli/publish.js'))) throw new Error('build first: npm run build');
  cpSync(bundled, suite, { recursive: true });
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe.skipIf(!existsSync(bundled))('oraclint publish on a copy of the bundled suite', () => {
  const before = existsSync(bundled) ? statements(bundled) : new Map<string, string>();

  it('--check exits 1 while statements lack the contract; the dry run prints diffs and writes nothing', () => {
    const check = oraclint('publish', suite, '--check');
    expect(check.status).toBe(1);
    const dry = oraclint('publish', suite);
    expect(dry.status).toBe(0);
    expect(dry.stdout).toContain('--- a/connected/task.md');
    expect(dry.stdout).toContain('+- `connected`: `yes` or `no`');
    expect(statements(suite)).toEqual(before);
  });

  it('reports the key the suite reads with two types and publishes it for neither operation', () => {
    const r = oraclint('publish', suite, '--format', 'json');
    const doc = JSON.parse(r.stdout) as PublishReport;
    const withheld = doc.statements.flatMap((s) => s.withheld.map((w) => [s.operation, w.key, w.resolvedBy]));
    expect(withheld).toEqual([
      ['graph_from_links', 'edges', null],
      ['mst', 'edges', null],
    ]);
  });

  it('with --operation, still withholds a key another operation reads with another type', () => {
    const r = oraclint('publish', suite, '--operation', 'mst', '--format', 'json');
    const doc = JSON.parse(r.stdout) as PublishReport;
    expect(doc.statements.map((s) => s.operation)).toEqual(['mst']);
    expect(doc.statements.flatMap((s) => s.withheld.map((w) => [s.operation, w.key, w.resolvedBy]))).toEqual([['mst', 'edges', null]]);
  });

  it('--write only adds lines to the bundled statements, then a second publish changes nothing', () => {
    writeFileSync(join(suite, 'oraclint.config.json'), JSON.stringify({ publish: { resolve: { edges: 'mst' } } }));
    const w = oraclint('publish', suite, '--write');
    expect(w.stderr).toBe('');
    expect(w.status).toBe(0);
    const after = statements(suite);
    let changed = 0;
    for (const [name, text] of before) {
      const now = after.get(name)!;
      if (now !== text) changed++;
      // the bundled statements are prose: publishing adds the notation and removes nothing of the author's
      expect(diffLines(text, now).filter((p) => p.removed), name).toEqual([]);
    }
    expect(changed).toBeGreaterThanOrEqual(15);
    expect(after.get('mst')).toContain('- `edges`: a list of pairs `A-B` of words separated by `,`');
    expect(after.get('graph_from_links')).not.toMatch(/- `edges`/);
    const again = oraclint('publish', suite, '--check');
    expect(again.stdout).toContain('0 of 21 statements would change');
    expect(again.status).toBe(0);
  });

  it('after publishing, lint reports no unpublished demand the notation can express (except the withheld key)', () => {
    const r = oraclint('lint', suite, '--format', 'json');
    const doc = JSON.parse(r.stdout) as { operations: { operation: string; findings: { rule: string; key: string | null }[] }[] };
    const left = doc.operations.flatMap((o) => o.findings.filter((f) => EXPRESSIBLE.includes(f.rule)).map((f) => [o.operation, f.rule, f.key]));
    expect(left.filter(([op, , key]) => !(op === 'graph_from_links' && key === 'edges'))).toEqual([]);
  });
});
