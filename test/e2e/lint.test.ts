// End-to-end: the built CLI (`npm run build` first) linting fixture suites and the bundled suite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = new URL('../../', import.meta.url).pathname;
const fixtures = join(repo, 'test/fixtures/lint');

function oraclint(...args: string[]) {
  const r = spawnSync(process.execPath, [join(repo, 'bin/oraclint.js'), ...args], { cwd: repo, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

interface JsonFinding {
  rule: string;
  severity: string;
  operation: string;
  key: string | null;
  message: string;
  location: { file: string; line: number; column: number } | null;
}
interface JsonReport {
  operations: { operation: string; statement: string | null; oracle: string | null; findings: JsonFinding[] }[];
}

const tmp = mkdtempSync(join(tmpdir(), 'oraclint-e2e-'));
beforeAll(() => {
  if (!existsSync(join(repo, 'dist/src/cli/lint.js'))) throw new Error('build first: npm run build');
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('oraclint lint', () => {
  it('a clean suite exits 0 and prints nothing', () => {
    const r = oraclint('lint', join(fixtures, 'clean'));
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('');
    expect(r.status).toBe(0);
  });

  it('a defective suite exits 1 with the right findings in JSON; a syntax error does not stop the other operation', () => {
    const r = oraclint('lint', join(fixtures, 'defective'), '--format', 'json');
    expect(r.status).toBe(1);
    const doc = JSON.parse(r.stdout) as JsonReport;
    expect(doc.operations.map((o) => o.operation).sort()).toEqual(['broken', 'connected']);
    const connected = doc.operations.find((o) => o.operation === 'connected')!;
    expect(connected.statement).toBe('connected/task.md');
    expect(connected.oracle).toBe('connected/oracle.test.mjs');
    expect(connected.findings.map((f) => [f.rule, f.key, f.location?.file, f.location?.line])).toEqual([
      ['unpublished-vocabulary', 'connected', 'connected/oracle.test.mjs', 11],
    ]);
    expect(connected.findings[0]!.severity).toBe('error');
    const broken = doc.operations.find((o) => o.operation === 'broken')!;
    expect(broken.findings.map((f) => [f.rule, f.key, f.location?.file, f.location?.line])).toEqual([['oracle-parse-error', null, 'broken/oracle.test.mjs', 8]]);
  });

  it('stylish output groups by operation with file:line:col, severity, message, rule and a summary', () => {
    const r = oraclint('lint', join(fixtures, 'defective'));
    expect(r.status).toBe(1);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toContain('connected');
    expect(lines.some((l) => /^ {2}connected\/oracle\.test\.mjs:11:\d+ {2}error {2}.+ {2}unpublished-vocabulary$/.test(l))).toBe(true);
    expect(lines[lines.length - 1]).toBe('✖ 2 problems (2 errors, 0 warnings)');
  });

  it('--max-warnings: warnings alone exit 0, more than the maximum exits 1', () => {
    const plain = oraclint('lint', join(fixtures, 'warnings'), '--format', 'json');
    const doc = JSON.parse(plain.stdout) as JsonReport;
    const all = doc.operations.flatMap((o) => o.findings);
    // at the type-only assertion (line 11), inside the check that starts on line 9
    expect(all.map((f) => [f.rule, f.severity, f.location?.line])).toEqual([['check-cannot-fail', 'warning', 11]]);
    expect(plain.status).toBe(0);
    expect(oraclint('lint', join(fixtures, 'warnings'), '--max-warnings', '1').status).toBe(0);
    const over = oraclint('lint', join(fixtures, 'warnings'), '--max-warnings', '0');
    expect(over.status).toBe(1);
    expect(over.stderr).toMatch(/too many warnings/);
  });

  it('a configuration naming an unknown rule exits 2 with one line and a hint', () => {
    const r = oraclint('lint', join(fixtures, 'bad-config'));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^oraclint: unknown rule "no-such-rule"/);
    expect(r.stdout).toBe('');
  });

  it('--output writes the report to a file; SARIF paths are relative', () => {
    const out = join(tmp, 'lint.sarif');
    const r = oraclint('lint', 'test/fixtures/lint/defective', '--format', 'sarif', '--output', out);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    const log = JSON.parse(readFileSync(out, 'utf8'));
    const uris = log.runs[0].results.map((x: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }) => x.locations[0]!.physicalLocation.artifactLocation.uri).sort();
    expect(uris).toEqual(['test/fixtures/lint/defective/broken/oracle.test.mjs', 'test/fixtures/lint/defective/connected/oracle.test.mjs']);
  });
});

describe('suites in other styles', () => {
  it('JSON, lines, `key: value` by regex, a TypeScript oracle, exit status and stderr: only the real gaps', () => {
    // stats: `spread` and its tokens (`high`, `low`) are never shown: one demand, the key, whose fix gives the tokens;
    // bank: the stderr message is never promised (exit status 2 is). sorted, grade and palin publish everything their
    // oracles demand.
    const r = oraclint('lint', join(fixtures, 'styles'), '--format', 'json');
    expect(r.status).toBe(1);
    const doc = JSON.parse(r.stdout) as JsonReport;
    const found = doc.operations.flatMap((o) => o.findings.map((f) => [f.operation, f.rule, f.key, f.location?.file, f.location?.line]));
    expect(found).toEqual([
      ['bank', 'unpublished-stderr', null, 'bank/oracle.test.mjs', 16],
      ['stats', 'unpublished-key', 'spread', 'stats/oracle.test.mjs', 18],
    ]);
    const spread = doc.operations.flatMap((o) => o.findings).find((f) => f.key === 'spread');
    expect(spread?.message).toMatch(/Publish: - `spread`: `high` or `low`/);
  });
});

interface Truth {
  operations: Record<string, { defective: boolean; demands: { class: string; key: string | null; file: string; lines: number[] }[] }>;
}

describe('the bundled suite', () => {
  const truth = JSON.parse(readFileSync(join(repo, 'oracles/truth.json'), 'utf8')) as Truth;
  let doc: JsonReport;
  beforeAll(() => {
    const r = oraclint('lint', 'oracles', '--format', 'json');
    expect(r.status).toBe(1);
    doc = JSON.parse(r.stdout) as JsonReport;
  });

  it('reports every truth demand at one of its lines', () => {
    const findings = doc.operations.flatMap((o) => o.findings);
    const missed = Object.entries(truth.operations).flatMap(([op, v]) =>
      v.demands
        .filter((d) => !findings.some((f) => f.operation === op && f.rule === d.class && f.key === d.key && f.location?.file === d.file && d.lines.includes(f.location.line)))
        .map((d) => `${op}: ${d.class} ${d.key} ${d.file}:${d.lines.join(',')}`),
    );
    expect(missed).toEqual([]);
  });

  it('--operation reports one operation, with what holds across the suite (a key another operation reads as a count)', () => {
    const r = oraclint('lint', join(repo, 'oracles'), '--operation', 'mst', '--format', 'json', '--no-cache');
    const one = JSON.parse(r.stdout) as JsonReport;
    expect(one.operations.map((o) => o.operation)).toEqual(['mst']);
    const whole = doc.operations.find((o) => o.operation === 'mst')!;
    expect(one.operations[0]!.findings).toEqual(whole.findings);
    expect(whole.findings.some((f) => f.rule === 'conflicting-key-type' && f.key === 'edges')).toBe(true);
  });

  it('reports nothing on operations without defects', () => {
    const clean = Object.entries(truth.operations).filter(([, v]) => !v.defective).map(([k]) => k);
    const spurious = doc.operations.filter((o) => clean.includes(o.operation)).flatMap((o) => o.findings.map((f) => `${o.operation}: ${f.rule} ${f.key} ${f.location?.file}:${f.location?.line}`));
    expect(spurious).toEqual([]);
  });
});
