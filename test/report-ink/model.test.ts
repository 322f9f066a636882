// The report's model: excerpts, severities, repair counts, contract and publish diffs, built from hand-made data.
import { describe, expect, it } from 'vitest';
import { buildReportModel, excerptOf, lineDiff, parseRepairResults } from '../../src/report/model.js';
import { connectedFindings, files, modelFixture } from './fixture.js';

describe('buildReportModel', () => {
  const model = modelFixture({ extra: 2 });
  const connected = model.operations[0];

  it('keeps the suite order and counts findings by severity', () => {
    expect(model.operations.map((o) => o.name)).toEqual(['connected', 'luhn', 'op01', 'op02']);
    expect([connected.errors, connected.warnings]).toEqual([2, 1]);
    expect([model.operations[1].errors, model.operations[1].warnings]).toEqual([0, 1]);
  });

  it('cuts the source around the demanding line, marking it', () => {
    const source = connected.findings[0].source;
    expect(source?.file).toBe('connected/oracle.test.mjs');
    expect(source?.lines.map((l) => l.number)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(source?.lines.filter((l) => l.focus)).toEqual([{ number: 12, text: "  assert.equal(f.connected, 'yes');", focus: true }]);
  });

  it('shows the statement where it says something, and nothing where it does not', () => {
    expect(connected.findings[0].statement?.lines.find((l) => l.focus)?.text).toBe('Print `connected` and `components`.');
    expect(connected.findings[1].statement).toBeNull();
    expect(connected.findings[2].statement).toBeNull();
  });

  it('diffs the published contract (old) against the enforced one (new)', () => {
    expect(connected.contract).toEqual([
      { kind: 'same', text: 'Output: key=value pairs separated by a space.' },
      { kind: 'removed', text: '- `connected`' },
      { kind: 'removed', text: '- `components`' },
      { kind: 'added', text: '- `connected`: `yes` or `no`' },
      { kind: 'added', text: '- `components`: an integer' },
    ]);
    expect(model.operations[2].contract).toBeNull();
  });

  it('marks a publish plan that changes nothing as unchanged', () => {
    expect(connected.publish?.changed).toBe(true);
    expect(connected.publish?.lines.filter((l) => l.kind === 'added')).toEqual([{ kind: 'added', text: '- `connected`: `yes` or `no`' }]);
    expect(model.operations[1].publish?.changed).toBe(false);
    expect(model.operations[2].publish).toBeNull();
  });

  it('has no repair column without repair results', () => {
    expect(model.hasRepair).toBe(false);
    expect(connected.repair).toBeNull();
    const withRepair = modelFixture({ repair: new Map([['luhn', { programs: 1, checks: 5, before: 2, after: 5 }]]) });
    expect(withRepair.hasRepair).toBe(true);
    expect(withRepair.operations[1].repair).toEqual({ programs: 1, checks: 5, before: 2, after: 5 });
    expect(withRepair.operations[0].repair).toBeNull();
  });

  it('gives no excerpt for an unreadable file or a line past its end', () => {
    const m = buildReportModel({
      title: 't',
      findings: [
        {
          operation: 'connected',
          statement: null,
          oracle: 'connected/oracle.test.mjs',
          findings: [
            { ...connectedFindings[0], location: { file: 'missing.mjs', line: 1, column: 1 } },
            { ...connectedFindings[1], location: { file: 'connected/oracle.test.mjs', line: 99, column: 1 } },
          ],
        },
      ],
      readFile: (f) => files[f],
    });
    expect(m.operations[0].findings.map((f) => f.source)).toEqual([null, null]);
  });
});

describe('excerptOf', () => {
  it('stops at the ends of the file', () => {
    const e = excerptOf(['a', 'b', 'c'], { file: 'f', line: 1, column: 1 }, 5);
    expect(e.lines).toEqual([
      { number: 1, text: 'a', focus: true },
      { number: 2, text: 'b', focus: false },
      { number: 3, text: 'c', focus: false },
    ]);
  });
});

describe('lineDiff', () => {
  it('does not turn a final newline into a line', () => {
    expect(lineDiff('a\nb\n', 'a\nc\n')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'c' },
    ]);
  });
});

describe('parseRepairResults', () => {
  it('sums checks over each operation\'s programs', () => {
    const text = JSON.stringify({
      operations: [
        {
          operation: 'connected',
          programs: [
            { program: 'connected/candidates/run1.py', checks: 7, before: 2, after: 7, results: [] },
            { program: 'connected/candidates/run2.py', checks: 7, before: 5, after: 6, results: [] },
          ],
        },
        { operation: 'luhn', programs: [] },
      ],
      totals: { checks: 14 },
    });
    const counts = parseRepairResults(text);
    expect(counts.get('connected')).toEqual({ programs: 2, checks: 14, before: 7, after: 13 });
    expect(counts.get('luhn')).toEqual({ programs: 0, checks: 0, before: 0, after: 0 });
  });

  it('names what is wrong with a document that is not repair results', () => {
    expect(() => parseRepairResults('{')).toThrow(/not JSON/);
    expect(() => parseRepairResults('{"operations":[{"operation":"x","programs":[{"program":"p","checks":"7"}]}]}')).toThrow(
      /not repair results: operations\.0\.programs\.0\.checks/,
    );
  });
});
