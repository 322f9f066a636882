// A fixed findings list for the formatter tests.
import type { OperationFindings } from '../../src/lint/finding.js';

export const results: OperationFindings[] = [
  {
    operation: 'connected',
    statement: 'connected/task.md',
    oracle: 'connected/oracle.test.mjs',
    findings: [
      {
        rule: 'unpublished-vocabulary',
        severity: 'error',
        operation: 'connected',
        key: 'connected',
        message: 'The oracle compares `connected` with `yes` or `no`.',
        messageId: 'unpublished',
        data: { key: 'connected' },
        location: { file: 'connected/oracle.test.mjs', line: 3, column: 5 },
        statementLocation: { file: 'connected/task.md', line: 4, column: 1 },
        fix: '- `connected`: `yes` or `no`',
      },
      {
        rule: 'unread-published-field',
        severity: 'warning',
        operation: 'connected',
        key: 'odd',
        message: 'The statement publishes `odd` | nobody reads it.',
        messageId: 'unread',
        data: { key: 'odd' },
        location: { file: 'connected/task.md', line: 7, column: 2 },
      },
    ],
  },
  { operation: 'reverse_string', statement: 'reverse_string/task.md', oracle: 'reverse_string/oracle.test.mjs', findings: [] },
  {
    operation: 'mst',
    statement: 'mst/task.md',
    oracle: 'mst/oracle.test.mjs',
    findings: [
      {
        rule: 'unpublished-key',
        severity: 'error',
        operation: 'mst',
        key: 'edges',
        message: 'The oracle requires `edges`.',
        messageId: 'silent',
        data: { key: 'edges' },
        location: { file: 'mst/oracle.test.mjs', line: 2, column: 1 },
      },
      {
        rule: 'unpublished-key',
        severity: 'error',
        operation: 'mst',
        key: 'tree',
        message: 'The oracle requires `tree`.',
        messageId: 'silent',
        data: { key: 'tree' },
        location: { file: 'mst/oracle.test.mjs', line: 4, column: 1 },
      },
    ],
  },
];

/** Source lines of the files the fixture points at; lines 2 and 4 of the mst oracle are identical on purpose. */
export const sources: Record<string, string[]> = {
  'connected/oracle.test.mjs': ['import x;', '', "    assert.equal(f.connected, 'yes');"],
  'connected/task.md': ['# c', '', '', 'Print `connected`.', '', '', ' `odd` too.'],
  'mst/oracle.test.mjs': ['// mst', 'assert.ok(f.edges);', '', 'assert.ok(f.edges);'],
};
