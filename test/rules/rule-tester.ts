// A table-driven rule tester in the manner of ESLint's RuleTester: valid cases report nothing, invalid ones exactly the listed errors.
import { describe, expect, it } from 'vitest';
import type { Contract } from '../../src/contract/types.js';
import { lintContracts } from '../../src/lint/lint-contracts.js';
import type { Rule } from '../../src/lint/rule.js';

export interface OtherOperation {
  name: string;
  enforced: Contract;
  published: Contract;
}

export interface ValidCase {
  name: string;
  enforced: Contract;
  published: Contract;
  /** Other operations of the same suite (for suite-wide rules). */
  others?: OtherOperation[];
  options?: Record<string, unknown>;
}

export interface ExpectedError {
  messageId: string;
  key: string | null;
  line: number;
  /** Defaults to the oracle; reverse-direction rules point at the statement. */
  file?: string;
  /** What the rendered message must say, when the case is about its wording. */
  message?: RegExp;
}

export interface InvalidCase extends ValidCase {
  errors: ExpectedError[];
}

function run(rule: Rule, c: ValidCase) {
  const inputs = [{ operation: 'op', enforced: structuredClone(c.enforced), published: structuredClone(c.published) }, ...(c.others ?? []).map((o) => ({ operation: o.name, enforced: structuredClone(o.enforced), published: structuredClone(o.published) }))];
  const settings = { [rule.id]: c.options ? (['error', c.options] as ['error', Record<string, unknown>]) : ('error' as const) };
  return lintContracts(inputs, [rule], settings).get('op') ?? [];
}

const sortKey = (e: { messageId: string; key: string | null; line: number }) => `${String(e.line).padStart(6, '0')}|${e.messageId}|${e.key ?? ''}`;

/** Declares one vitest block per rule: every valid case reports nothing, every invalid case reports exactly its errors. */
export function ruleTester(rule: Rule, cases: { valid: ValidCase[]; invalid: InvalidCase[] }): void {
  const names = new Set<string>();
  for (const c of [...cases.valid, ...cases.invalid]) {
    if (names.has(c.name)) throw new Error(`${rule.id}: duplicate test case name "${c.name}"`);
    names.add(c.name);
  }
  describe(rule.id, () => {
    for (const c of cases.valid) {
      it(`valid: ${c.name}`, () => {
        const found = run(rule, c).map((f) => ({ messageId: f.messageId, key: f.key, line: f.location?.line ?? 0 }));
        expect(found, `case "${c.name}" should report nothing`).toEqual([]);
      });
    }
    for (const c of cases.invalid) {
      it(`invalid: ${c.name}`, () => {
        const findings = run(rule, c);
        for (const f of findings) {
          expect(rule.meta.messages[f.messageId], `case "${c.name}": unknown messageId`).toBeDefined();
          expect(f.message, `case "${c.name}": unfilled placeholder`).not.toMatch(/\{\{/);
        }
        const found = findings.map((f) => ({ messageId: f.messageId, key: f.key, line: f.location?.line ?? 0, file: f.location?.file })).sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
        const want = c.errors.map((e) => ({ messageId: e.messageId, key: e.key, line: e.line, file: e.file ?? 'op/oracle.test.mjs' })).sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
        expect(found, `case "${c.name}"`).toEqual(want);
        for (const e of c.errors) {
          if (!e.message) continue;
          const f = findings.find((x) => x.messageId === e.messageId && x.key === e.key && (x.location?.line ?? 0) === e.line);
          expect(f?.message, `case "${c.name}": message`).toMatch(e.message);
        }
      });
    }
  });
}
