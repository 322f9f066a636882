// A small hand-made suite for the interactive report's tests: files, findings, contracts and a publish plan, built into a ReportModel.
import { emptyContract, type Contract } from '../../src/contract/types.js';
import type { Finding, OperationFindings } from '../../src/lint/finding.js';
import { buildReportModel, type ReportModel, type RepairCounts } from '../../src/report/model.js';

const oracleLines = Array.from({ length: 20 }, (_, i) => `// oracle line ${i + 1}`);
oracleLines[11] = "  assert.equal(f.connected, 'yes');";
oracleLines[14] = "  assert.ok(Number.isInteger(Number(f.components)));";
oracleLines[17] = "  assert.equal(typeof out, 'string');";

const statementLines = ['# Graph connectivity', '', '## Output', '', 'Print `connected` and `components`.', ''];

export const files: Record<string, string> = {
  'connected/oracle.test.mjs': oracleLines.join('\n'),
  'connected/task.md': statementLines.join('\n'),
  'luhn/oracle.test.mjs': "import assert from 'node:assert';\nassert.equal(out.trim(), 'valid');\n",
  'luhn/task.md': '# Luhn\n',
};

function finding(partial: Partial<Finding> & Pick<Finding, 'rule' | 'operation' | 'message'>): Finding {
  return { severity: 'error', key: null, messageId: 'm', data: {}, location: null, ...partial };
}

export const connectedFindings: Finding[] = [
  finding({
    rule: 'unpublished-vocabulary',
    operation: 'connected',
    key: 'connected',
    message: 'The oracle compares `connected` with `yes`; the statement names the key but never its values.',
    location: { file: 'connected/oracle.test.mjs', line: 12, column: 3 },
    statementLocation: { file: 'connected/task.md', line: 5, column: 8 },
  }),
  finding({
    rule: 'unpublished-shape',
    operation: 'connected',
    key: 'components',
    message: 'The oracle reads `components` as an integer; the statement never says so.',
    location: { file: 'connected/oracle.test.mjs', line: 15, column: 3 },
    statementLocation: null,
  }),
  finding({
    rule: 'check-cannot-fail',
    operation: 'connected',
    severity: 'warning',
    message: 'The check "output is text" cannot fail for a wrong answer.',
    location: { file: 'connected/oracle.test.mjs', line: 18, column: 3 },
  }),
];

/** connected (3 findings), luhn (1), then `extra` operations without findings, named op01, op02, ... */
export function findingsFixture(extra = 0): OperationFindings[] {
  const ops: OperationFindings[] = [
    { operation: 'connected', statement: 'connected/task.md', oracle: 'connected/oracle.test.mjs', findings: connectedFindings },
    {
      operation: 'luhn',
      statement: 'luhn/task.md',
      oracle: 'luhn/oracle.test.mjs',
      findings: [
        finding({
          rule: 'unpublished-key',
          operation: 'luhn',
          severity: 'warning',
          key: 'valid',
          message: 'The oracle expects the token `valid`, which the statement never shows.',
          location: { file: 'luhn/oracle.test.mjs', line: 2, column: 1 },
        }),
      ],
    },
  ];
  for (let i = 1; i <= extra; i++) {
    const name = `op${String(i).padStart(2, '0')}`;
    ops.push({ operation: name, statement: `${name}/task.md`, oracle: `${name}/oracle.test.mjs`, findings: [] });
  }
  return ops;
}

/** Renders the fake contracts by their file name (the real renderer is tested elsewhere). */
const rendered: Record<string, string> = {
  'connected/task.md': 'Output: key=value pairs separated by a space.\n- `connected`\n- `components`\n',
  'connected/oracle.test.mjs': 'Output: key=value pairs separated by a space.\n- `connected`: `yes` or `no`\n- `components`: an integer\n',
};
export const fakeRender = (c: Contract): string => rendered[c.file] ?? 'Output: the whole text.\n';

export const contractsFixture = [
  { operation: 'connected', enforced: emptyContract('oracle', 'connected/oracle.test.mjs'), published: emptyContract('statement', 'connected/task.md') },
  { operation: 'luhn', enforced: emptyContract('oracle', 'luhn/oracle.test.mjs'), published: emptyContract('statement', 'luhn/task.md') },
];

export const publishedConnected = `${statementLines.join('\n')}- \`connected\`: \`yes\` or \`no\`\n`;

/** The model of the fixture; `extra` adds operations without findings (for windowing). */
export function modelFixture(options: { extra?: number; repair?: Map<string, RepairCounts> | null; publish?: boolean } = {}): ReportModel {
  return buildReportModel({
    title: 'fixture',
    findings: findingsFixture(options.extra ?? 0),
    contracts: contractsFixture,
    render: fakeRender,
    repair: options.repair ?? null,
    publish:
      options.publish === false
        ? undefined
        : new Map([
            ['connected', { file: 'connected/task.md', before: files['connected/task.md'], after: publishedConnected }],
            ['luhn', { file: 'luhn/task.md', before: files['luhn/task.md'], after: files['luhn/task.md'] }],
          ]),
    readFile: (file) => files[file],
  });
}

/** Removes ANSI escape sequences. */
export function strip(text: string | undefined): string {
  return (text ?? '').replace(/\u001b\[[0-9;?]*[ -/]*[@-~]/g, '');
}
