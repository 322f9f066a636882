// Robustness: thousands of real JavaScript and TypeScript files from node_modules analysed as if they were oracles — problems, never exceptions.
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeSource } from '../../src/oracle/analyze-source.js';
import { corpus } from './corpus.js';

const ROOT = join(import.meta.dirname, '../../node_modules');
const KINDS = new Set(['parse-error', 'unreadable-helper', 'no-program-source', 'notation-error', 'unsupported']);

function analyseAll(files: string[]) {
  const problems = new Map<string, number>();
  const internal: string[] = [];
  for (const f of files) {
    const source = readFileSync(join(ROOT, f), 'utf8');
    const c = analyzeSource(source, f, {
      resolveModule(from, spec) {
        const base = posix.normalize(posix.join(posix.dirname(from), spec));
        for (const cand of [base, `${base}.js`]) {
          if (!cand.startsWith('..') && existsSync(join(ROOT, cand)) && !cand.endsWith('/')) {
            try {
              return { fileRel: cand, source: readFileSync(join(ROOT, cand), 'utf8') };
            } catch {
              return null;
            }
          }
        }
        return null;
      },
    });
    expect(c.origin).toBe('oracle');
    expect(c.file).toBe(f);
    for (const p of c.problems) {
      expect(KINDS.has(p.kind)).toBe(true);
      expect(p.loc.line).toBeGreaterThanOrEqual(1);
      problems.set(p.kind, (problems.get(p.kind) ?? 0) + 1);
      if (p.kind === 'unsupported') internal.push(`${f}: ${p.message}`);
    }
  }
  return { problems, internal };
}

describe('robustness over node_modules', () => {
  it('3,000 JavaScript files: no exception, no internal failure', () => {
    const files = corpus(ROOT, 3000, 150_000, /\.(js|mjs|cjs)$/);
    expect(files.length).toBe(3000);
    const { internal } = analyseAll(files);
    expect(internal).toEqual([]);
  }, 300_000);

  it('400 TypeScript files: no exception, no internal failure', () => {
    const files = corpus(ROOT, 400, 60_000, /\.(ts|mts|cts)$/);
    expect(files.length).toBe(400);
    const { internal } = analyseAll(files);
    expect(internal).toEqual([]);
  }, 300_000);
});
