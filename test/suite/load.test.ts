// Suite loading: operations, helpers folders, oracles, references, candidates, per-operation problems and the layout settings.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSuite } from '../../src/suite/load.js';
import { UserError } from '../../src/errors.js';

const fixture = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'run', 'suite');
const made: string[] = [];

function suiteOf(files: Record<string, string | null>): string {
  const dir = mkdtempSync(join(tmpdir(), 'oraclint-suite-test-'));
  made.push(dir);
  writeFileSync(join(dir, 'package.json'), '{"name":"s"}');
  for (const [name, text] of Object.entries(files)) {
    const path = join(dir, name);
    if (text === null) mkdirSync(path, { recursive: true });
    else {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    }
  }
  return dir;
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the fixture suite', () => {
  it('finds the operations, skipping _ folders and folders without a statement or oracle', async () => {
    const suite = await loadSuite(fixture);
    expect(suite.root).toBe(fixture);
    expect(suite.operations.map((o) => o.name)).toEqual(['broken', 'limits', 'nooracle', 'twooracles', 'typed', 'upper']);
    expect(suite.configFile).toBe(join(fixture, 'oraclint.config.json'));
    expect(suite.config.outputCap).toBe(1048576);
  });

  it('reads an operation whole', async () => {
    const suite = await loadSuite(fixture);
    const upper = suite.operations.find((o) => o.name === 'upper')!;
    expect(upper.statement).toBe(join(fixture, 'upper', 'task.md'));
    expect(upper.oracle).toBe(join(fixture, 'upper', 'oracle.test.mjs'));
    expect(upper.reference).toEqual({ name: 'reference', role: 'reference', path: join(fixture, 'upper', 'reference.py'), relPath: 'upper/reference.py' });
    expect(upper.candidates.map((c) => [c.name, c.relPath])).toEqual([
      ['crasher', 'upper/candidates/crasher.py'],
      ['good', 'upper/candidates/good.mjs'],
      ['pkg', 'upper/candidates/pkg/main.js'],
      ['wrong', 'upper/candidates/wrong.sh'],
    ]);
    expect(upper.candidates.every((c) => c.role === 'candidate')).toBe(true);
    expect(upper.problems).toEqual([]);
  });

  it('finds a TypeScript oracle', async () => {
    const typed = (await loadSuite(fixture)).operations.find((o) => o.name === 'typed')!;
    expect(typed.oracle).toBe(join(fixture, 'typed', 'oracle.test.mts'));
    expect(typed.reference?.relPath).toBe('typed/reference.ts');
  });

  it('records a missing oracle and two oracles as problems of those operations only', async () => {
    const suite = await loadSuite(fixture);
    const byName = new Map(suite.operations.map((o) => [o.name, o]));
    expect(byName.get('nooracle')!.oracle).toBeNull();
    expect(byName.get('nooracle')!.problems.map((p) => p.message)).toEqual(['no oracle: no file matches oracle.test.{js,mjs,cjs,ts,mts,cts}']);
    expect(byName.get('twooracles')!.oracle).toBeNull();
    expect(byName.get('twooracles')!.problems[0].message).toContain('twooracles/oracle.test.js, twooracles/oracle.test.mjs');
    expect(byName.get('twooracles')!.problems[0].operation).toBe('twooracles');
    expect(byName.get('upper')!.problems).toEqual([]);
  });
});

describe('selecting operations', () => {
  it('keeps only the named operations, in suite order', async () => {
    const suite = await loadSuite(fixture, { operations: ['upper', 'typed'] });
    expect(suite.operations.map((o) => o.name)).toEqual(['typed', 'upper']);
  });

  it('rejects an unknown operation and lists the real ones', async () => {
    const error = await loadSuite(fixture, { operations: ['uper'] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).message).toBe('unknown operation: uper');
    expect((error as UserError).hint).toBe("the suite's operations are: broken, limits, nooracle, twooracles, typed, upper");
  });
});

describe('problems and layouts', () => {
  it('rejects a suite folder that does not exist', async () => {
    const error = await loadSuite('/nonexistent/suite/folder').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).message).toBe('suite folder not found: /nonexistent/suite/folder');
  });

  it('resolves a relative suite folder against cwd', async () => {
    const suite = await loadSuite('suite', { cwd: dirname(fixture) });
    expect(suite.root).toBe(fixture);
  });

  it('reports an unreadable statement and still loads the rest', async () => {
    const dir = suiteOf({
      'a/task.md': null, // a folder where the statement should be
      'a/oracle.test.mjs': '',
      'b/task.md': '# b',
      'b/oracle.test.js': '',
    });
    const suite = await loadSuite(dir);
    const [a, b] = suite.operations;
    expect(a.name).toBe('a');
    expect(a.statement).toBeNull();
    expect(a.oracle).toBe(join(dir, 'a', 'oracle.test.mjs'));
    expect(a.problems.map((p) => p.message)).toEqual(['cannot read the statement a/task.md']);
    expect(b.statement).toBe(join(dir, 'b', 'task.md'));
    expect(b.problems).toEqual([]);
  });

  it('treats an oracle without a statement as an operation with a problem', async () => {
    const dir = suiteOf({ 'x/oracle.test.ts': '', 'docs/readme.txt': 'no operation here' });
    const suite = await loadSuite(dir);
    expect(suite.operations.map((o) => o.name)).toEqual(['x']);
    expect(suite.operations[0].statement).toBeNull();
    expect(suite.operations[0].problems[0].message).toBe('no task.md: an oracle without a published statement');
  });

  it('records a suite with no operations', async () => {
    const dir = suiteOf({ 'x/readme.txt': '' });
    const suite = await loadSuite(dir);
    expect(suite.operations).toEqual([]);
    expect(suite.problems.map((p) => p.message)).toEqual(['no operations: no subfolder holds a task.md']);
  });

  it('follows the layout settings of the configuration', async () => {
    const dir = suiteOf({
      'oraclint.config.json': JSON.stringify({ statement: 'README.md', oracle: 'check.{js,mjs}', reference: 'model.*', candidates: 'solutions' }),
      'op/README.md': '# op',
      'op/check.mjs': '',
      'op/oracle.test.mjs': 'not the oracle under this layout',
      'op/model.py': '',
      'op/solutions/s1.py': '',
      'op/solutions/.hidden.py': '',
      'op/candidates/ignored.py': '',
    });
    const [op] = (await loadSuite(dir)).operations;
    expect(op.statement).toBe(join(dir, 'op', 'README.md'));
    expect(op.oracle).toBe(join(dir, 'op', 'check.mjs'));
    expect(op.reference?.path).toBe(join(dir, 'op', 'model.py'));
    expect(op.candidates.map((c) => c.name)).toEqual(['s1']);
  });

  it('takes an explicit configuration file over the suite one', async () => {
    const dir = suiteOf({
      'oraclint.config.json': '{ "statement": "README.md" }',
      'elsewhere/conf.json': '{ "statement": "task.md" }',
      'op/task.md': '',
      'op/oracle.test.js': '',
    });
    const suite = await loadSuite(dir, { configFile: 'elsewhere/conf.json', cwd: dir });
    expect(suite.operations.map((o) => o.name)).toEqual(['op']);
    expect(suite.configFile).toBe(join(dir, 'elsewhere', 'conf.json'));
  });

  it('reports candidate folders without one main.* and name clashes', async () => {
    const dir = suiteOf({
      'op/task.md': '',
      'op/oracle.test.js': '',
      'op/candidates/empty/notes.txt': '',
      'op/candidates/two/main.py': '',
      'op/candidates/two/main.js': '',
      'op/candidates/run1.py': '',
      'op/candidates/run1.sh': '',
    });
    const [op] = (await loadSuite(dir)).operations;
    expect(op.candidates.map((c) => c.relPath)).toEqual(['op/candidates/run1.py']);
    expect(op.problems.map((p) => p.message)).toEqual([
      'candidate folder op/candidates/empty has no main.* file',
      'two candidates are both named run1: op/candidates/run1.py and op/candidates/run1.sh; the second is skipped',
      'candidate folder op/candidates/two has more than one main.* file',
    ]);
  });

  it('reports two reference programs', async () => {
    const dir = suiteOf({ 'op/task.md': '', 'op/oracle.test.js': '', 'op/reference.py': '', 'op/reference.js': '' });
    const [op] = (await loadSuite(dir)).operations;
    expect(op.reference).toBeNull();
    expect(op.problems[0].message).toBe('more than one reference program: op/reference.js, op/reference.py');
  });
});
