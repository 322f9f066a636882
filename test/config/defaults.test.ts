// An empty configuration gets its defaults without loading zod: they must be exactly what the zod schema gives.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configSchema, defaultConfig, zodSchemas } from '../../src/config/schema.js';
import { parseConfig } from '../../src/config/load.js';
import { ensureBuilt, repoRoot } from '../helpers/build.js';

describe('defaults without zod', () => {
  it('are the schema defaults, in the schema order', () => {
    const fromZod = zodSchemas().configSchema.parse({});
    expect(defaultConfig()).toStrictEqual(fromZod);
    expect(Object.keys(defaultConfig())).toEqual(Object.keys(fromZod));
    expect(configSchema.safeParse({})).toStrictEqual({ success: true, data: fromZod });
    expect(parseConfig({}, null)).toStrictEqual(fromZod);
  });

  it('anything else is validated by zod', () => {
    expect(configSchema.safeParse({ timeout: 5 })).toMatchObject({ success: true, data: { timeout: 5, statement: 'task.md' } });
    expect(configSchema.safeParse([]).success).toBe(false);
    expect(() => parseConfig({ timeout: -3 }, null)).toThrow('timeout must be a positive number of seconds, got -3');
    expect(Object.keys(configSchema.shape)).toContain('helpers');
  });

  it('a suite without a configuration is loaded without zod; one with a configuration loads it', () => {
    ensureBuilt();
    const load = pathToFileURL(join(repoRoot, 'dist/src/suite/load.js')).href;
    const zodModules = (suite: string) => {
      const script = `import { createRequire } from 'node:module';
const { loadSuite } = await import(${JSON.stringify(load)});
const suite = await loadSuite(${JSON.stringify(suite)});
const loaded = Object.keys(createRequire(import.meta.url).cache).filter((f) => f.includes('/node_modules/zod/'));
console.log(JSON.stringify({ jobs: suite.config.jobs, loaded: loaded.length }));`;
      const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8' });
      expect(r.stderr).toBe('');
      return JSON.parse(r.stdout) as { jobs: number; loaded: number };
    };
    expect(zodModules('oracles')).toEqual({ jobs: defaultConfig().jobs, loaded: 0 });
    expect(zodModules('test/fixtures/lint/bad-config').loaded).toBeGreaterThan(0);
  });
});
