// lintSuite: analyse every operation's oracle and statement, then run the rules; one operation's trouble never stops the others.
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { emptyContract, type Contract, type ContractProblem } from '../contract/types.js';
import type { Suite } from '../suite/types.js';
import { analyzeOracle, createModuleCache } from '../oracle/analyze.js';
import type { ContractCache } from '../cache/contracts.js';
import { rules as bundledRules } from '../../rules/index.js';
import type { OperationFindings } from './finding.js';
import type { Rule } from './rule.js';
import type { OperationInput } from './run-rules.js';
import { lintContracts } from './lint-contracts.js';
import { resolveRuleSettings } from './settings.js';

function rel(root: string, abs: string): string {
  return relative(root, abs).split(sep).join('/');
}

function failedContract(origin: Contract['origin'], file: string, error: unknown): Contract {
  const c = emptyContract(origin, file);
  const problem: ContractProblem = {
    kind: 'unsupported',
    message: `could not be read: ${error instanceof Error ? error.message : String(error)}`,
    loc: { file, line: 1, column: 1 },
  };
  c.problems.push(problem);
  return c;
}

/** A statement's published contract; with a contract cache, the statement reader is loaded only when the text is new. */
async function readStatementCached(absPath: string, root: string, contractCache: ContractCache | undefined): Promise<Contract> {
  if (!contractCache) return (await import('../statement/read.js')).readStatement(absPath, root);
  const text = readFileSync(absPath, 'utf8');
  return contractCache.statement(rel(root, absPath), text, async () => (await import('../statement/read.js')).readStatementText(text, rel(root, absPath)));
}

/**
 * Reads the enforced and published contracts of every operation (in parallel; each failure stays inside its operation),
 * the unselected ones included: suite-wide facts are read over them all. `contractCache` (the commands' on-disk cache)
 * reuses contracts derived before from identical inputs.
 */
export async function readContracts(suite: Suite, options: { contractCache?: ContractCache } = {}): Promise<OperationInput[]> {
  const contractCache = options.contractCache;
  const helpers = suite.config.helpers;
  // one module cache for the suite, so `_lib` helpers are read, parsed and summarised once
  const cache = createModuleCache();
  return Promise.all(
    [...suite.operations, ...(suite.unselected ?? [])].map(async (op): Promise<OperationInput> => {
      const oracleRel = op.oracle ? rel(suite.root, op.oracle) : '';
      const statementRel = op.statement ? rel(suite.root, op.statement) : '';
      const [enforced, published] = await Promise.all([
        op.oracle
          ? analyzeOracle(op.oracle, suite.root, { helpers, cache, contractCache }).catch((e: unknown) => failedContract('oracle', oracleRel, e))
          : Promise.resolve(emptyContract('oracle', '')),
        op.statement
          ? readStatementCached(op.statement, suite.root, contractCache).catch((e: unknown) => failedContract('statement', statementRel, e))
          : Promise.resolve(emptyContract('statement', '')),
      ]);
      return { operation: op.name, enforced, published };
    }),
  );
}

/**
 * Lints a loaded suite: every operation's findings, in the suite's operation order.
 * Throws a UserError (before reading anything) when the configuration names an unknown rule or option.
 */
export async function lintSuite(suite: Suite, options: { rules?: readonly Rule[]; contractCache?: ContractCache } = {}): Promise<OperationFindings[]> {
  const rules = options.rules ?? bundledRules;
  resolveRuleSettings(rules, suite.config.rules);
  const inputs = await readContracts(suite, { contractCache: options.contractCache });
  const findings = lintContracts(inputs, rules, suite.config.rules);
  return suite.operations.map((op) => ({
    operation: op.name,
    statement: op.statement ? rel(suite.root, op.statement) : null,
    oracle: op.oracle ? rel(suite.root, op.oracle) : null,
    findings: findings.get(op.name) ?? [],
  }));
}
