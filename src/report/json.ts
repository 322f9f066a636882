// The machine-readable report of PROTOCOL.md "Machine-readable findings": `{ operations: [{ operation, statement, oracle, findings }] }`.
import type { OperationFindings } from '../lint/finding.js';

/** One JSON document; every finding keeps the protocol's fields (rule, severity, operation, key, message, location) plus ours. */
export function formatJson(results: readonly OperationFindings[]): string {
  const doc = {
    operations: results.map((op) => ({
      operation: op.operation,
      statement: op.statement,
      oracle: op.oracle,
      findings: op.findings.map((f) => ({
        rule: f.rule,
        severity: f.severity,
        operation: f.operation,
        key: f.key,
        message: f.message,
        location: f.location,
        messageId: f.messageId,
        data: f.data,
        ...(f.statementLocation !== undefined ? { statementLocation: f.statementLocation } : {}),
        ...(f.fix !== undefined ? { fix: f.fix } : {}),
      })),
    })),
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}
