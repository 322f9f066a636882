// The bundled suite oracles/: truth.json agrees with the files, every reference passes its oracle, every wrong candidate fails it.
import { describe, expect, it, beforeAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { cliPath, ensureBuilt, repoRoot } from '../helpers/build.js';

const suiteDir = join(repoRoot, 'oracles');

interface Demand {
  class: string;
  key: string | null;
  file: string;
  lines: number[];
  description: string;
}

interface TruthEntry {
  defective: boolean;
  demands: Demand[];
  wrong: { program: string; bug: string }[];
}

interface Truth {
  operations: Record<string, TruthEntry>;
}

interface CheckDoc {
  operations: {
    operation: string;
    programs: { program: string; role: string; checks: number; passed: number; status: string; results: { check: string; status: string }[] }[];
  }[];
}

const RULE_IDS = new Set([
  'unpublished-key',
  'unpublished-vocabulary',
  'unpublished-shape',
  'unpublished-layout',
  'conflicting-key-type',
  'unrepresentable-value',
  'interpreter-limit',
  'order-dependent-check',
  'unpublished-input-shape',
  'unpublished-exit-status',
  'unpublished-stderr',
  'unpublished-case',
  'unread-published-field',
  'check-cannot-fail',
]);

const truth = JSON.parse(readFileSync(join(suiteDir, 'truth.json'), 'utf8')) as Truth;

/** Operation folders as PROTOCOL.md defines them: subfolders holding a task.md, not starting with `_` or `.`. */
const operationDirs = readdirSync(suiteDir)
  .filter((name) => !name.startsWith('_') && !name.startsWith('.'))
  .filter((name) => statSync(join(suiteDir, name)).isDirectory() && existsSync(join(suiteDir, name, 'task.md')))
  .sort();

const oracleFiles = (op: string): string[] => readdirSync(join(suiteDir, op)).filter((f) => /^oracle\.test\.(mjs|ts)$/.test(f));

function runCli(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [cliPath, ...args], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('oracles/truth.json', () => {
  it('has exactly one entry per operation folder, and there are 21', () => {
    expect(operationDirs).toHaveLength(21);
    expect(Object.keys(truth.operations).sort()).toEqual(operationDirs);
  });

  it('every operation has one oracle, a reference, and snake_case name', () => {
    for (const op of operationDirs) {
      expect(op, op).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(oracleFiles(op), op).toHaveLength(1);
      expect(readdirSync(join(suiteDir, op)).filter((f) => /^reference\.(py|mjs)$/.test(f)), op).toHaveLength(1);
    }
  });

  it('at least two oracles are TypeScript', () => {
    const ts = operationDirs.filter((op) => oracleFiles(op)[0]?.endsWith('.ts'));
    expect(ts.length).toBeGreaterThanOrEqual(2);
  });

  it('defective is true exactly when demands are listed', () => {
    for (const [op, entry] of Object.entries(truth.operations)) {
      expect(entry.defective, op).toBe(entry.demands.length > 0);
    }
  });

  it('five or more operations are free of defects, and the report operations are defective', () => {
    const clean = Object.values(truth.operations).filter((e) => !e.defective);
    expect(clean.length).toBeGreaterThanOrEqual(5);
    for (const op of ['connected', 'eulerian', 'mst', 'fast_expt', 'luhn', 'graph_from_links', 'complex_algebra']) {
      expect(truth.operations[op]?.defective, op).toBe(true);
    }
  });

  it('every demand uses a rule id, and (class, key) is unique within an operation', () => {
    for (const [op, entry] of Object.entries(truth.operations)) {
      const seen = new Set<string>();
      for (const d of entry.demands) {
        expect(RULE_IDS.has(d.class), `${op}: ${d.class}`).toBe(true);
        const id = `${d.class}/${d.key}`;
        expect(seen.has(id), `${op}: duplicate ${id}`).toBe(false);
        seen.add(id);
        expect(d.description.length, `${op}: ${id} needs a description`).toBeGreaterThan(10);
      }
    }
  });

  it('every listed line exists in the named file and is not blank', () => {
    for (const [op, entry] of Object.entries(truth.operations)) {
      for (const d of entry.demands) {
        const path = join(suiteDir, d.file);
        expect(existsSync(path), `${op}: ${d.file}`).toBe(true);
        const lines = readFileSync(path, 'utf8').split('\n');
        expect(d.lines.length, `${op}: ${d.class} lists no line`).toBeGreaterThan(0);
        for (const n of d.lines) {
          expect(n >= 1 && n <= lines.length, `${op}: ${d.file}:${n} is past the end`).toBe(true);
          expect(lines[n - 1]!.trim(), `${op}: ${d.file}:${n} is blank`).not.toBe('');
        }
      }
    }
  });

  it('reverse-direction demands point at the statement, the others at oracle code', () => {
    for (const [op, entry] of Object.entries(truth.operations)) {
      for (const d of entry.demands) {
        if (d.class === 'unread-published-field') expect(d.file, op).toBe(`${op}/task.md`);
        else expect(d.file, `${op}: ${d.class}`).toMatch(/(^_lib\/|\/oracle\.test\.(mjs|ts)$)/);
      }
    }
  });

  it('a key named by a demand appears on one of its lines', () => {
    for (const [op, entry] of Object.entries(truth.operations)) {
      for (const d of entry.demands) {
        if (d.key === null || d.class === 'interpreter-limit') continue;
        const lines = readFileSync(join(suiteDir, d.file), 'utf8').split('\n');
        const onLines = d.lines.some((n) => lines[n - 1]!.includes(d.key!));
        expect(onLines, `${op}: ${d.class} ${d.key} not on lines ${d.lines.join(',')}`).toBe(true);
      }
    }
  });

  it('every wrong program exists, sits in candidates/ and is named wrong_*', () => {
    let count = 0;
    const ops = new Set<string>();
    for (const [op, entry] of Object.entries(truth.operations)) {
      for (const w of entry.wrong) {
        expect(w.program, op).toMatch(new RegExp(`^${op}/candidates/wrong_[a-z_]+\\.py$`));
        expect(existsSync(join(suiteDir, w.program)), w.program).toBe(true);
        count++;
        ops.add(op);
      }
    }
    expect(count).toBeGreaterThanOrEqual(4);
    expect(ops.size).toBeGreaterThanOrEqual(4);
  });

  it('every wrong_* file on disk is listed', () => {
    const listed = new Set(Object.values(truth.operations).flatMap((e) => e.wrong.map((w) => w.program)));
    for (const op of operationDirs) {
      const dir = join(suiteDir, op, 'candidates');
      if (!existsSync(dir)) continue;
      for (const f of readdirSync(dir).filter((n) => n.startsWith('wrong_'))) expect(listed.has(`${op}/candidates/${f}`), f).toBe(true);
    }
  });

  it('each wrong program is its reference with one small planted change', () => {
    for (const [op, entry] of Object.entries(truth.operations)) {
      if (entry.wrong.length === 0) continue;
      const reference = readFileSync(join(suiteDir, op, 'reference.py'), 'utf8').split('\n');
      for (const w of entry.wrong) {
        const wrong = readFileSync(join(suiteDir, w.program), 'utf8').split('\n');
        const refSet = new Set(reference);
        const wrongSet = new Set(wrong);
        // Lines changed either way, the docstring excluded.
        const changed = [...wrong.filter((l) => !refSet.has(l)), ...reference.filter((l) => !wrongSet.has(l))].filter((l) => !l.startsWith('"""'));
        expect(changed.length, `${w.program}: ${changed.join(' | ')}`).toBeGreaterThan(0);
        expect(changed.length, `${w.program}: ${changed.join(' | ')}`).toBeLessThanOrEqual(4);
      }
    }
  });
});

describe('running the suite with the built CLI', () => {
  beforeAll(() => {
    ensureBuilt();
  }, 180_000);

  it('every reference passes every check of its oracle, 5 to 12 checks each', () => {
    const r = runCli(['check', 'oracles', '--format', 'json']);
    expect(r.status, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout) as CheckDoc;
    expect(doc.operations.map((o) => o.operation).sort()).toEqual(operationDirs);
    for (const op of doc.operations) {
      const refs = op.programs.filter((p) => p.role === 'reference');
      expect(refs, op.operation).toHaveLength(1);
      const ref = refs[0]!;
      expect(ref.status, op.operation).toBe('ok');
      expect(ref.checks, op.operation).toBeGreaterThanOrEqual(5);
      expect(ref.checks, op.operation).toBeLessThanOrEqual(12);
      expect(ref.passed, `${op.operation}: ${ref.results.filter((c) => c.status !== 'pass').map((c) => c.check).join('; ')}`).toBe(ref.checks);
    }
  }, 300_000);

  const wrongPrograms = Object.entries(truth.operations).flatMap(([op, e]) => e.wrong.map((w) => ({ op, program: w.program })));

  it.each(wrongPrograms)('$program fails at least one check of its oracle, and runs to the end', ({ op, program }) => {
    const r = runCli(['check', 'oracles', '--operation', op, '--program', join('oracles', program), '--format', 'json']);
    const doc = JSON.parse(r.stdout) as CheckDoc;
    const run = doc.operations[0]!.programs[0]!;
    expect(run.status).toBe('ok');
    expect(run.checks).toBeGreaterThanOrEqual(5);
    expect(run.passed).toBeLessThan(run.checks);
    // A planted bug, not a notation slip: some checks still pass, so the output was read.
    expect(run.passed).toBeGreaterThan(0);
    expect(r.status).toBe(1);
  }, 120_000);
});
