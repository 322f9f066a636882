// Against the bundled suite: every demand of oracles/truth.json that is about an oracle has a matching item in the derived contract.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeOracle, createModuleCache } from '../../src/oracle/analyze.js';
import type { Contract, Evidence } from '../../src/contract/types.js';

const ROOT = join(import.meta.dirname, '../../oracles');

interface TruthDemand {
  class: string;
  key: string | null;
  file: string;
  lines: number[];
  description: string;
}

const truth = JSON.parse(readFileSync(join(ROOT, 'truth.json'), 'utf8')) as { operations: Record<string, { demands: TruthDemand[] }> };

const at = (evidence: readonly Evidence[] | undefined, d: TruthDemand) =>
  (evidence ?? []).some((e) => e.loc.file === d.file && d.lines.includes(e.loc.line));

/** All evidence about a key (or, for null, about every field and the layout). */
function keyEvidence(c: Contract, key: string | null): Evidence[] {
  const fields = c.fields.filter((f) => key === null || f.key === key);
  return fields.flatMap((f) => [
    ...f.presence, ...(f.shape?.evidence ?? []), ...f.vocabulary.flatMap((v) => v.evidence), ...(f.magnitude?.evidence ?? []), ...(f.position?.evidence ?? []),
  ]);
}

/** Whether the derived contract holds an item matching the truth demand. */
function matches(c: Contract, d: TruthDemand): boolean {
  const field = d.key === null ? undefined : c.fields.find((f) => f.key === d.key);
  switch (d.class) {
    case 'unpublished-layout':
      return at(c.layout?.evidence, d);
    case 'unpublished-key':
    case 'conflicting-key-type':
      return Boolean(field) && at(keyEvidence(c, d.key), d);
    case 'unpublished-vocabulary':
      return Boolean(field?.vocabulary.some((v) => at(v.evidence, d)));
    case 'unpublished-shape':
      return Boolean(field?.shape) && (at(field!.shape!.evidence, d) || at(field!.presence, d));
    case 'unrepresentable-value':
      return Boolean(field) && at(field!.presence, d) && c.layout?.value.kind === 'fields' && c.layout.value.separator === ' ';
    case 'interpreter-limit': {
      const output = c.fields.filter((f) => d.key === null || f.key === d.key).some((f) => f.magnitude && at(f.magnitude.evidence, d) && f.magnitude.value > 15);
      const input = c.input.some((i) => (i.size && i.size.value > 1000 && at(i.size.evidence, d)) || (i.magnitude && i.magnitude.value > 15 && at(i.magnitude.evidence, d)));
      return output || input;
    }
    case 'order-dependent-check':
      return c.checks.some((k) => !k.assertsExit && d.key !== null && k.reads.includes(d.key)) && at(field?.presence, d);
    case 'unpublished-input-shape':
      return c.input.some((i) => i.lines.some((l) => at(l.evidence, d))) && c.input.some((i) => i.lines.some((l) => l.refused));
    case 'check-cannot-fail': {
      const sorted = [...c.checks].sort((a, b) => a.loc.line - b.loc.line);
      return d.lines.some((line) => {
        const enclosing = sorted.filter((k) => k.loc.line <= line).pop();
        return enclosing !== undefined && !enclosing.canFail;
      });
    }
    case 'unpublished-exit-status':
      return c.exit.some((e) => e.status !== 0 && at(e.evidence, d));
    case 'unpublished-stderr':
      return c.stderr.some((s) => at(s.evidence, d));
    case 'unpublished-case': {
      const fed = c.input.flatMap((i) => i.lines.map((l) => l.example)).join(' ').split(/[^\p{L}]+/u);
      return c.fields.some((f) => {
        const literals = [...(f.key ? [f.key] : []), ...f.vocabulary.map((v) => v.value)];
        return at(keyEvidence(c, f.key), d) && literals.some((w) => fed.some((x) => x !== w && x.toLowerCase() === w));
      });
    }
    default:
      throw new Error(`no matcher for truth class ${d.class}`);
  }
}

describe('bundled suite (oracles/)', () => {
  const cache = createModuleCache();
  const ops = Object.entries(truth.operations);

  it('covers all 21 operations', () => {
    expect(ops.length).toBe(21);
  });

  for (const [op, { demands }] of ops) {
    const oracleDemands = demands.filter((d) => d.class !== 'unread-published-field');
    it(`${op}: analyses without problems${oracleDemands.length ? ` and finds ${oracleDemands.map((d) => d.class).join(', ')}` : ''}`, async () => {
      const file = readdirSync(join(ROOT, op)).find((f) => f.startsWith('oracle.test.'))!;
      const c = await analyzeOracle(join(ROOT, op, file), ROOT, { cache });
      expect(c.problems).toEqual([]);
      expect(c.checks.length).toBeGreaterThan(0);
      for (const d of oracleDemands) expect(matches(c, d), `${d.class} ${d.key ?? ''} at ${d.file}:${d.lines.join(',')}: ${d.description}`).toBe(true);
    });
  }
});
