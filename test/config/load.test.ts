// Configuration: where it is found, what an explicit file does, and the one-line errors for invalid fields.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, parseConfig, formatPath } from '../../src/config/load.js';
import { UserError } from '../../src/errors.js';

const made: string[] = [];

/** A throwaway project: a package.json (which ends cosmiconfig's search) and the given files. */
function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'oraclint-config-test-'));
  made.push(dir);
  writeFileSync(join(dir, 'package.json'), files['package.json'] ?? '{"name":"p"}');
  for (const [name, text] of Object.entries(files)) {
    if (name === 'package.json') continue;
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

async function userErrorOf(promise: Promise<unknown>): Promise<UserError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UserError);
  return error as UserError;
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('finding the configuration', () => {
  it('uses the defaults when there is none', async () => {
    const dir = project({});
    const { config, file } = await loadConfig(dir);
    expect(file).toBeNull();
    expect(config.statement).toBe('task.md');
    expect(config.oracle).toBe('oracle.test.{js,mjs,cjs,ts,mts,cts}');
    expect(config.timeout).toBe(60);
    expect(config.oracleCommand).toEqual(['node', '--test', '--test-reporter=tap']);
  });

  it('reads oraclint.config.json in the suite folder', async () => {
    const dir = project({ 'oraclint.config.json': '{ "timeout": 5, "statement": "README.md" }' });
    const { config, file } = await loadConfig(dir);
    expect(file).toBe(join(dir, 'oraclint.config.json'));
    expect(config.timeout).toBe(5);
    expect(config.statement).toBe('README.md');
  });

  it('reads a YAML .oraclintrc', async () => {
    const dir = project({ '.oraclintrc': 'timeout: 7\nruntimes:\n  ".py": [python3, -X, int_max_str_digits=0]\n' });
    const { config } = await loadConfig(dir);
    expect(config.timeout).toBe(7);
    expect(config.runtimes['.py']).toEqual(['python3', '-X', 'int_max_str_digits=0']);
  });

  it('reads package.json#oraclint', async () => {
    const dir = project({ 'package.json': '{ "name": "p", "oraclint": { "jobs": 3 } }' });
    expect((await loadConfig(dir)).config.jobs).toBe(3);
  });

  it('reads an ES module config', async () => {
    const dir = project({ 'oraclint.config.mjs': 'export default { candidates: "solutions" };\n' });
    expect((await loadConfig(dir)).config.candidates).toBe('solutions');
  });

  it('searches up from the suite folder to the project root', async () => {
    const dir = project({ 'oraclint.config.json': '{ "outputCap": 1000 }', 'suites/one/.keep': '' });
    const { config, file } = await loadConfig(join(dir, 'suites', 'one'));
    expect(config.outputCap).toBe(1000);
    expect(file).toBe(join(dir, 'oraclint.config.json'));
  });

  it('lets an explicit file win over the one it would find', async () => {
    const dir = project({ 'oraclint.config.json': '{ "timeout": 5 }', 'other.json': '{ "timeout": 9 }' });
    const { config, file } = await loadConfig(dir, { configFile: 'other.json', cwd: dir });
    expect(config.timeout).toBe(9);
    expect(file).toBe(join(dir, 'other.json'));
  });

  it('reports an explicit file that does not exist', async () => {
    const dir = project({});
    const error = await userErrorOf(loadConfig(dir, { configFile: 'nope.json', cwd: dir }));
    expect(error.message).toBe('configuration file not found: nope.json');
    expect(error.hint).toMatch(/--config/);
  });

  it('reports a file that does not parse, in one line', async () => {
    const dir = project({ 'oraclint.config.json': '{ "timeout": ' });
    const error = await userErrorOf(loadConfig(dir));
    expect(error.message).toMatch(/^cannot read the configuration/);
    expect(error.message).not.toContain('\n');
  });
});

describe('invalid fields', () => {
  it('names the field and the value found', async () => {
    const dir = project({ 'oraclint.config.json': '{ "timeout": -3 }' });
    const error = await userErrorOf(loadConfig(dir));
    expect(error.message).toContain('timeout must be a positive number of seconds, got -3');
    expect(error.message).toContain('oraclint.config.json');
  });

  it('names a runtime by its extension', () => {
    expect(() => parseConfig({ runtimes: { '.py': [] } }, null)).toThrow(/^invalid configuration in configuration: runtimes\["\.py"\]: .*got \[\]$/);
  });

  it('rejects a runtime key that is not an extension', () => {
    expect(() => parseConfig({ runtimes: { py: ['python3'] } }, null)).toThrow(/runtimes: runtime keys are extensions starting with a dot, got "py"/);
  });

  it('rejects an unknown field and lists the known ones in the hint', () => {
    let error: unknown;
    try {
      parseConfig({ timeot: 3 }, null);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).message).toContain('unknown field "timeot"');
    expect((error as UserError).hint).toContain('timeout');
  });

  it('rejects a timeout that is not a number', () => {
    expect(() => parseConfig({ timeout: 'soon' }, null)).toThrow('timeout must be a positive number of seconds, got "soon"');
  });

  it('counts the other problems', () => {
    expect(() => parseConfig({ timeout: 0, jobs: -1, statement: '' }, null)).toThrow(/\(and 2 more problems\)$/);
  });

  it('fills defaults for fields not given', () => {
    const config = parseConfig({ timeout: 2 }, null);
    expect(config.timeout).toBe(2);
    expect(config.candidates).toBe('candidates');
    expect(config.reference).toBe('reference.*');
  });
});

describe('formatPath', () => {
  it('writes identifiers with dots and other keys in brackets', () => {
    expect(formatPath(['runtimes', '.py', 0])).toBe('runtimes[".py"][0]');
    expect(formatPath(['publish', 'resolve', 'edges'])).toBe('publish.resolve.edges');
  });
});

describe('messages refined in the schema', () => {
  it('says what a runtime is', () => {
    expect(() => parseConfig({ runtimes: { '.py': [] } }, null)).toThrow('runtimes[".py"]: a runtime is a command and its arguments, like ["python3"], got []');
  });

  it('says jobs is a whole number', () => {
    expect(() => parseConfig({ jobs: 1.5 }, null)).toThrow('jobs must be a positive whole number, got 1.5');
  });
});
