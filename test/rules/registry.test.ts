// Parity of the rule registry: every rule file is registered, documented with the fixed headings and tested; doc examples run.
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rules } from '../../rules/index.js';
import { lintContracts } from '../../src/lint/lint-contracts.js';
import { analyzeOracle } from '../../src/oracle/analyze.js';
import { readStatement } from '../../src/statement/read.js';
import { int, oracle, statement } from './build.js';

const root = new URL('../../', import.meta.url).pathname;
const ruleFiles = readdirSync(join(root, 'rules')).filter((f) => f.endsWith('.ts') && f !== 'index.ts').map((f) => f.slice(0, -3)).sort();
const HEADINGS = ['## What it detects', '## Failing example', '## Passing example', '## Options', '## When not to use it'];

describe('rule registry', () => {
  it('lists every rule file exactly once, sorted by id', () => {
    expect(rules.map((r) => r.id)).toEqual(ruleFiles);
  });

  for (const id of ruleFiles) {
    it(`${id}: id, docs page with the fixed headings, test file`, () => {
      const rule = rules.find((r) => r.id === id);
      expect(rule?.meta.docs).toBe(`rules/docs/${id}.md`);
      const doc = readFileSync(join(root, 'rules/docs', `${id}.md`), 'utf8');
      const headings = doc.split('\n').filter((l) => l.startsWith('## '));
      expect(headings).toEqual(HEADINGS);
      expect(doc.startsWith(`# ${id}\n`)).toBe(true);
      expect(readdirSync(join(root, 'test/rules'))).toContain(`${id}.test.ts`);
      expect(Object.keys(rule?.meta.messages ?? {}).length).toBeGreaterThan(0);
      for (const name of Object.keys(rule?.meta.messages ?? {})) expect(name).toMatch(/^[a-z][a-zA-Z]*$/);
    });
  }
});

/** The oracle (```js) and statement (````markdown) of one example section, or null when the section has none. */
function example(doc: string, heading: string): { oracle: string; statement: string } | null {
  const start = doc.indexOf(`${heading}\n`);
  const end = doc.indexOf('\n## ', start + heading.length);
  const section = doc.slice(start, end < 0 ? undefined : end);
  const js = /```js\n([\s\S]*?)\n```\n/.exec(section);
  const md = /````markdown\n([\s\S]*?)\n````/.exec(section);
  return js && md ? { oracle: js[1] as string, statement: md[1] as string } : null;
}

const tmp = mkdtempSync(join(tmpdir(), 'oraclint-docs-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function lintExample(id: string, ex: { oracle: string; statement: string }, which: string) {
  const suite = join(tmp, `${id}-${which}`);
  mkdirSync(join(suite, 'op'), { recursive: true });
  writeFileSync(join(suite, 'op/oracle.test.mjs'), ex.oracle);
  writeFileSync(join(suite, 'op/task.md'), ex.statement);
  const enforced = await analyzeOracle(join(suite, 'op/oracle.test.mjs'), suite, {});
  const published = await readStatement(join(suite, 'op/task.md'), suite);
  const rule = rules.find((r) => r.id === id)!;
  // conflicting-key-type needs a second operation: one that reads `edges` as a count
  const others = id === 'conflicting-key-type' && which === 'failing' ? [{ operation: 'other', enforced: oracle({ fields: [{ key: 'edges', line: 3, shape: [int, 3] }] }), published: statement() }] : [];
  return lintContracts([{ operation: 'op', enforced, published }, ...others], [rule]).get('op') ?? [];
}

describe('rule docs examples', () => {
  for (const id of ruleFiles) {
    const doc = readFileSync(join(root, 'rules/docs', `${id}.md`), 'utf8');
    const failing = example(doc, '## Failing example');
    const passing = example(doc, '## Passing example');
    if (!failing || !passing) {
      it(`${id}: says why it has no runnable example`, () => {
        expect(doc).toMatch(/No runnable example/);
      });
      continue;
    }
    it(`${id}: the failing example is reported`, async () => {
      const findings = await lintExample(id, failing, 'failing');
      expect(findings.map((f) => f.rule)).toContain(id);
    });
    it(`${id}: the passing example is not`, async () => {
      const findings = await lintExample(id, passing, 'passing');
      expect(findings.map((f) => `${f.rule}: ${f.message}`)).toEqual([]);
    });
  }
});
