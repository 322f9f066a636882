// The report's filter: `rule:<text>`, `key:<text>` or plain text, and which operations and findings it keeps.
import type { FindingEntry, OperationEntry, ReportModel } from '../model.js';

/** A parsed filter; `text` is lower-cased. An empty text keeps everything. */
export interface Filter {
  field: 'rule' | 'key' | 'any';
  text: string;
}

/** Parses what the user typed after `/`. `rule:` and `key:` restrict the match to that field; anything else matches rule, key, message or operation name. */
export function parseFilter(input: string): Filter {
  const m = /^\s*(rule|key):\s*(.*)$/i.exec(input);
  if (m) return { field: m[1].toLowerCase() as 'rule' | 'key', text: m[2].trim().toLowerCase() };
  return { field: 'any', text: input.trim().toLowerCase() };
}

function has(value: string | null | undefined, text: string): boolean {
  return (value ?? '').toLowerCase().includes(text);
}

/** True when the finding matches the filter. */
export function matchesFinding(entry: FindingEntry, filter: Filter): boolean {
  if (filter.text === '') return true;
  const f = entry.finding;
  if (filter.field === 'rule') return has(f.rule, filter.text);
  if (filter.field === 'key') return has(f.key, filter.text);
  return has(f.rule, filter.text) || has(f.key, filter.text) || has(f.message, filter.text);
}

/** The findings of an operation the filter keeps: all of them when plain text names the operation itself. */
export function visibleFindings(op: OperationEntry, filter: Filter): FindingEntry[] {
  if (filter.text === '' || (filter.field === 'any' && has(op.name, filter.text))) return op.findings;
  return op.findings.filter((f) => matchesFinding(f, filter));
}

/** The operations the filter keeps: every one without a filter, otherwise those named by it or with a matching finding. */
export function visibleOperations(model: ReportModel, filter: Filter): OperationEntry[] {
  if (filter.text === '') return model.operations;
  return model.operations.filter((op) => visibleFindings(op, filter).length > 0 || (filter.field === 'any' && has(op.name, filter.text)));
}
