// The formatters on a fixed findings list: stylish, json (PROTOCOL.md), markdown and SARIF (structure and fingerprints).
import { describe, expect, it } from 'vitest';
import { formatStylish } from '../../src/report/stylish.js';
import { formatJson } from '../../src/report/json.js';
import { formatMarkdown } from '../../src/report/markdown.js';
import { formatSarif, lineHash } from '../../src/report/sarif.js';
import { rules } from '../../rules/index.js';
import { results, sources } from './fixture.js';

describe('stylish', () => {
  const text = formatStylish(results, { color: false });
  it('groups by operation, one aligned line per finding, and a summary', () => {
    expect(text.split('\n')).toEqual([
      'connected',
      "  connected/oracle.test.mjs:3:5  error    The oracle compares `connected` with `yes` or `no`.  unpublished-vocabulary",
      '  connected/task.md:7:2          warning  The statement publishes `odd` | nobody reads it.  unread-published-field',
      '',
      'mst',
      '  mst/oracle.test.mjs:2:1  error  The oracle requires `edges`.  unpublished-key',
      '  mst/oracle.test.mjs:4:1  error  The oracle requires `tree`.  unpublished-key',
      '',
      '✖ 4 problems (3 errors, 1 warning)',
      '',
    ]);
  });
  it('prints nothing for a clean suite and no escape codes without colour', () => {
    expect(formatStylish([results[1]!], { color: false })).toBe('');
    expect(text).not.toMatch(/\u001b\[/);
  });
  it('colours only when asked', () => {
    expect(formatStylish(results, { color: true })).toMatch(/\u001b\[31m/);
  });
});

describe('json', () => {
  const doc = JSON.parse(formatJson(results)) as { operations: { operation: string; statement: string; oracle: string; findings: Record<string, unknown>[] }[] };
  it('has the protocol fields for each operation and finding', () => {
    expect(doc.operations.map((o) => o.operation)).toEqual(['connected', 'reverse_string', 'mst']);
    expect(doc.operations[0]).toMatchObject({ statement: 'connected/task.md', oracle: 'connected/oracle.test.mjs' });
    expect(doc.operations[1]!.findings).toEqual([]);
    expect(doc.operations[0]!.findings[0]).toMatchObject({
      rule: 'unpublished-vocabulary',
      severity: 'error',
      operation: 'connected',
      key: 'connected',
      message: 'The oracle compares `connected` with `yes` or `no`.',
      location: { file: 'connected/oracle.test.mjs', line: 3, column: 5 },
    });
  });
});

describe('markdown', () => {
  const md = formatMarkdown(results);
  it('totals and a table per operation, pipes escaped', () => {
    expect(md).toContain('4 problems (3 errors, 1 warning) in 2 of 3 operations.');
    expect(md).toContain('| connected | 1 | 1 |');
    expect(md).toContain('## reverse_string\n\nStatement `reverse_string/task.md`, oracle `reverse_string/oracle.test.mjs`.\n\nNo findings.');
    expect(md).toContain('| `mst/oracle.test.mjs:4:1` | error | `unpublished-key` | `tree` | The oracle requires `tree`. |');
    expect(md).toContain('publishes `odd` \\| nobody');
  });
});

describe('sarif', () => {
  const render = () => JSON.parse(formatSarif(results, { rules, toolVersion: '9.9.9', sourceLines: (f) => sources[f], uriPrefix: 'oracles' }));
  const log = render();
  const run = log.runs[0];
  it('is a SARIF 2.1.0 log with rule metadata', () => {
    expect(log.version).toBe('2.1.0');
    expect(log.$schema).toMatch(/sarif-2\.1\.0/);
    expect(run.tool.driver.name).toBe('oraclint');
    expect(run.tool.driver.version).toBe('9.9.9');
    expect(run.tool.driver.rules.map((r: { id: string }) => r.id)).toEqual(rules.map((r) => r.id));
    for (const r of run.tool.driver.rules) {
      expect(r.shortDescription.text.length).toBeGreaterThan(0);
      expect(r.fullDescription.text.length).toBeGreaterThan(0);
      expect(r.help.text.length).toBeGreaterThan(0);
      expect(['error', 'warning']).toContain(r.defaultConfiguration.level);
    }
  });
  it('has one result per finding with relative URIs, regions and rule indices', () => {
    expect(run.results).toHaveLength(4);
    const first = run.results[0];
    expect(first).toMatchObject({ ruleId: 'unpublished-vocabulary', level: 'error', message: { text: 'The oracle compares `connected` with `yes` or `no`.' } });
    expect(run.tool.driver.rules[first.ruleIndex].id).toBe('unpublished-vocabulary');
    expect(first.locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'oracles/connected/oracle.test.mjs', uriBaseId: '%SRCROOT%' },
      region: { startLine: 3, startColumn: 5 },
    });
    for (const r of run.results) {
      const uri: string = r.locations[0].physicalLocation.artifactLocation.uri;
      expect(uri.startsWith('/')).toBe(false);
      expect(uri).not.toMatch(/^[a-z]+:/);
      expect(r.partialFingerprints.primaryLocationLineHash).toMatch(/^[0-9a-f]{16}:\d+$/);
    }
  });
  it('fingerprints are stable across runs and distinct across lines, even identical ones', () => {
    const again = render().runs[0].results.map((r: { partialFingerprints: unknown }) => r.partialFingerprints);
    expect(again).toEqual(run.results.map((r: { partialFingerprints: unknown }) => r.partialFingerprints));
    const hashes = run.results.map((r: { partialFingerprints: { primaryLocationLineHash: string } }) => r.partialFingerprints.primaryLocationLineHash);
    expect(new Set(hashes).size).toBe(hashes.length);
    // mst lines 2 and 4 have the same text: same digest, told apart by the occurrence counter
    expect(hashes[2]!.split(':')[0]).toBe(hashes[3]!.split(':')[0]);
    expect([hashes[2]!.split(':')[1], hashes[3]!.split(':')[1]]).toEqual(['0', '1']);
  });
  it('the line hash ignores whitespace but not content', () => {
    expect(lineHash('r', '  a = b ', 0)).toBe(lineHash('r', 'a=b', 0));
    expect(lineHash('r', 'a=b', 0)).not.toBe(lineHash('r', 'a=c', 0));
  });
});
