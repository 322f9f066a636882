// Test helpers: analyse in-memory oracles (with in-memory `_lib` modules) and find items in the derived contract.
import { posix } from 'node:path';
import { expect } from 'vitest';
import { analyzeSource } from '../../src/oracle/analyze-source.js';
import type { Config } from '../../src/config/schema.js';
import type { Contract, Field } from '../../src/contract/types.js';

/** Analyses `source` as `op/<file>` of a suite whose other files are `files` (paths relative to the suite root). */
export function analyze(source: string, options: { file?: string; files?: Record<string, string>; helpers?: Config['helpers'] } = {}): Contract {
  const file = options.file ?? 'op/oracle.test.mjs';
  const files = options.files ?? {};
  return analyzeSource(source, file, {
    helpers: options.helpers,
    resolveModule(from, specifier) {
      const base = posix.normalize(posix.join(posix.dirname(from), specifier));
      for (const candidate of [base, `${base}.js`, `${base}.mjs`, `${base}.ts`, base.replace(/\.js$/, '.ts')]) {
        if (files[candidate] !== undefined) return { fileRel: candidate, source: files[candidate] };
      }
      return null;
    },
  });
}

/** The field with `key` (or the positional field at `position` when key is a number); fails the test when absent. */
export function field(c: Contract, key: string | number): Field {
  const f = typeof key === 'number' ? c.fields.find((x) => x.key === null && x.position?.value === key) : c.fields.find((x) => x.key === key);
  expect(f, `field ${key} in ${JSON.stringify(c.fields.map((x) => x.key ?? `#${x.position?.value}`))} (problems: ${JSON.stringify(c.problems)})`).toBeDefined();
  return f!;
}

export function vocabulary(f: Field): string[] {
  return f.vocabulary.map((v) => v.value).sort();
}

/** Lines of the field's presence evidence in `file` (default: any file outside `_lib/`). */
export function readLines(f: Field, file?: string): number[] {
  const inFile = (name: string) => (file === undefined ? !name.startsWith('_lib/') : name === file);
  return [...new Set(f.presence.filter((e) => inFile(e.loc.file)).map((e) => e.loc.line))].sort((a, b) => a - b);
}

/** 1-based line of the first line of `source` containing `needle`. */
export function lineOf(source: string, needle: string, nth = 1): number {
  const lines = source.split('\n');
  let seen = 0;
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].includes(needle) && ++seen === nth) return i + 1;
  }
  throw new Error(`${needle} not in source`);
}

/** The usual oracle header: node:test, assert, child_process, a spawnSync runner. */
export const HEADER = `import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync, execFileSync } from 'node:child_process';
const PROGRAM = process.env.ORACLE_PROGRAM;
const run = (input, args = []) => spawnSync(PROGRAM, args, { input, encoding: 'utf8' });
`;

/** `_lib/kv.mjs`: whitespace then first '=' (the shape every bundled oracle uses). */
export const KV_LIB = `// key=value parser
export function kv(stdout) {
  const fields = {};
  for (const token of stdout.trim().split(/\\s+/)) {
    const eq = token.indexOf('=');
    if (eq < 0) continue;
    fields[token.slice(0, eq)] = token.slice(eq + 1);
  }
  return fields;
}
`;
