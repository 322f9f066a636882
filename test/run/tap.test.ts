// Reading check results from node's TAP: nested names, statuses, messages, the file-level failure, and a stream cut short.
import { describe, expect, it } from 'vitest';
import { TapReader, failureMessage } from '../../src/run/tap.js';

const ORACLE = '/suite/op/oracle.test.mjs';

function read(tap: string) {
  const reader = new TapReader(ORACLE);
  reader.write(tap);
  reader.end();
  return reader.reading();
}

// Written in the shape node 20's tap reporter prints (checked against `node --test --test-reporter=tap`).
const NESTED = `TAP version 13
# Subtest: top pass
ok 1 - top pass
  ---
  duration_ms: 1.5
  ...
# Subtest: group
    # Subtest: inner pass
    ok 1 - inner pass
      ---
      duration_ms: 0.2
      ...
    # Subtest: inner fail
    not ok 2 - inner fail
      ---
      duration_ms: 0.1
      failureType: 'testCodeFailure'
      error: |-
        boom
        second line
      code: 'ERR_TEST_FAILURE'
      ...
    # Subtest: deeper
        # Subtest: deep
        ok 1 - deep
          ---
          duration_ms: 0.8
          ...
        # Subtest: skipped
        ok 2 - skipped # SKIP
          ---
          duration_ms: 0.08
          ...
        # Subtest: todo one
        ok 3 - todo one # TODO
          ---
          duration_ms: 0.1
          ...
        1..3
    ok 3 - deeper
      ---
      duration_ms: 1.4
      type: 'suite'
      ...
    1..3
not ok 2 - group
  ---
  duration_ms: 2.1
  type: 'suite'
  failureType: 'subtestsFailed'
  error: '1 subtest failed'
  code: 'ERR_TEST_FAILURE'
  ...
# Subtest: name with \\# hash
ok 3 - name with \\# hash
  ---
  duration_ms: 0.3
  ...
1..3
# tests 7
# suites 2
# pass 4
# fail 1
# cancelled 0
# skipped 1
# todo 1
# duration_ms 104.4
`;

describe('TapReader', () => {
  it('reads leaf checks with full nested names, in stream order', () => {
    const tap = read(NESTED);
    expect(tap.results.map((r) => [r.check, r.status])).toEqual([
      ['top pass', 'pass'],
      ['group > inner pass', 'pass'],
      ['group > inner fail', 'fail'],
      ['group > deeper > deep', 'pass'],
      ['group > deeper > skipped', 'skip'],
      ['group > deeper > todo one', 'skip'],
      ['name with # hash', 'pass'],
    ]);
    expect(tap.complete).toBe(true);
    expect(tap.fileFailure).toBeNull();
  });

  it('keeps the failure message and durations', () => {
    const tap = read(NESTED);
    const fail = tap.results.find((r) => r.status === 'fail')!;
    expect(fail.message).toBe('boom');
    expect(tap.results[0].durationMs).toBe(1.5);
    expect(tap.results[0].message).toBeUndefined();
  });

  it('drops node summary comments and subtest headers from the diagnostics', () => {
    expect(read(NESTED).diagnostics).toEqual([]);
  });

  it('reports only finished checks when the stream stops mid-way', () => {
    const cut = NESTED.slice(0, NESTED.indexOf('# Subtest: deeper'));
    const reader = new TapReader(ORACLE);
    reader.write(cut);
    reader.end(); // the runner ends the reader once the killed process's pipes close
    const tap = reader.reading();
    expect(tap.results.map((r) => r.check)).toEqual(['top pass', 'group > inner pass', 'group > inner fail']);
    expect(tap.complete).toBe(false);
  });

  it('recognises the test point node prints for a file that did not run to the end', () => {
    const tap = read(`TAP version 13
# file://${ORACLE}:4
#   const = 3;
#         ^
# SyntaxError: Unexpected token '='
# Node.js v20.20.2
# Subtest: ${ORACLE}
not ok 1 - ${ORACLE}
  ---
  duration_ms: 79.1
  location: '${ORACLE}:1:1'
  failureType: 'testCodeFailure'
  exitCode: 1
  signal: ~
  error: 'test failed'
  code: 'ERR_TEST_FAILURE'
  ...
1..1
# tests 1
# pass 0
# fail 1
`);
    expect(tap.results).toEqual([]);
    expect(tap.fileFailure).toEqual({ name: ORACLE, exitCode: 1, signal: null });
    expect(tap.diagnostics).toContain("SyntaxError: Unexpected token '='");
  });

  it('keeps a parent that failed on its own account (a hook), not one whose children failed', () => {
    const tap = read(`TAP version 13
# Subtest: suite with hook
    # Subtest: inside
    ok 1 - inside
      ---
      duration_ms: 0.1
      ...
    1..1
not ok 1 - suite with hook
  ---
  duration_ms: 2
  type: 'suite'
  failureType: 'hookFailed'
  error: 'before hook broke'
  ...
1..1
`);
    expect(tap.results.map((r) => [r.check, r.status, r.message])).toEqual([
      ['suite with hook > inside', 'pass', undefined],
      ['suite with hook', 'fail', 'before hook broke'],
    ]);
  });

  it('counts a describe with no children as one check', () => {
    const tap = read(`TAP version 13
# Subtest: empty suite that threw
not ok 1 - empty suite that threw
  ---
  type: 'suite'
  failureType: 'testCodeFailure'
  error: 'describe body threw'
  ...
1..1
`);
    expect(tap.results).toEqual([{ check: 'empty suite that threw', status: 'fail', message: 'describe body threw' }]);
  });

  it('keeps a bounded tail of diagnostics from a flooding oracle', () => {
    const lines = Array.from({ length: 500 }, (_, i) => `# line ${i}`).join('\n');
    const tap = read(`TAP version 13\n${lines}\n1..0\n`);
    expect(tap.diagnostics.length).toBe(40);
    expect(tap.diagnostics[39]).toBe('line 499');
  });
});

describe('failureMessage', () => {
  it('takes the first line of the error', () => {
    expect(failureMessage({ diag: { error: 'one is not two\n\n1 !== 2\n' } })).toBe('one is not two');
  });

  it('adds actual and expected when the first line only introduces a diff', () => {
    expect(
      failureMessage({ diag: { error: 'Expected values to be strictly equal:\n\n1 !== 0\n', actual: 1, expected: 0, operator: 'strictEqual' } }),
    ).toBe('Expected values to be strictly equal: actual 1, expected 0');
    expect(failureMessage({ diag: { error: 'Expected values to be strictly equal:\n+ actual - expected\n\n+ true\n- yes', actual: 'true', expected: 'yes' } })).toBe(
      "Expected values to be strictly equal: actual 'true', expected 'yes'",
    );
  });

  it('takes the line after a header when there are no values', () => {
    expect(failureMessage({ diag: { error: 'Expected values to be strictly deep-equal:\n+ actual - expected\n\n  {\n+   a: 1' } })).toBe(
      'Expected values to be strictly deep-equal: {',
    );
  });

  it('clips long messages', () => {
    const message = failureMessage({ diag: { error: 'x'.repeat(1000) } });
    expect(message.length).toBe(300);
    expect(message.endsWith('...')).toBe(true);
  });

  it('falls back to the failure type, then to "failed"', () => {
    expect(failureMessage({ diag: { failureType: 'cancelledByParent' } })).toBe('cancelledByParent');
    expect(failureMessage({ diag: null })).toBe('failed');
  });
});

describe('TapReader on an empty or killed stream', () => {
  it('does not take the plan tap-parser invents at the end for a finished run', () => {
    const tap = read('TAP version 13\n# Subtest: started but never finished\n');
    expect(tap.results).toEqual([]);
    expect(tap.complete).toBe(false);
  });

  it('takes node\'s own plan for a file with no tests', () => {
    expect(read('TAP version 13\n1..0\n# tests 0\n').complete).toBe(true);
  });
});

describe('TapReader fed in pieces', () => {
  it('reads lines split across chunks, multi-byte characters included', () => {
    const tap = 'TAP version 13\n# Subtest: café ☕\nok 1 - café ☕\n  ---\n  duration_ms: 1\n  ...\n1..1\n';
    const bytes = Buffer.from(tap, 'utf8');
    const reader = new TapReader(ORACLE);
    for (let i = 0; i < bytes.length; i += 3) reader.write(bytes.subarray(i, i + 3));
    reader.end();
    expect(reader.reading().results.map((r) => [r.check, r.status])).toEqual([['café ☕', 'pass']]);
    expect(reader.reading().complete).toBe(true);
  });

  it('drops a last line cut by a kill instead of reading it as a test point', () => {
    const reader = new TapReader(ORACLE);
    reader.write('TAP version 13\n# Subtest: first\nok 1 - first\n  ---\n  duration_ms: 1\n  ...\n# Subtest: second check\nok 2 - sec');
    reader.end({ cut: true });
    expect(reader.reading().results.map((r) => r.check)).toEqual(['first']);
  });

  it('reads an unterminated last line when the stream ended normally', () => {
    const reader = new TapReader(ORACLE);
    reader.write('TAP version 13\nok 1 - only\n1..1');
    reader.end();
    expect(reader.reading().results.map((r) => r.check)).toEqual(['only']);
    expect(reader.reading().complete).toBe(true);
  });
});
