// The publish command in-process on a tiny suite (options as commander hands them over): modes, exit codes, colour on a TTY, errors.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { publishCommand } from '../../src/cli/publish.js';
import { UserError } from '../../src/errors.js';
import type { CliIO } from '../../src/cli/io.js';

const root = mkdtempSync(join(tmpdir(), 'oraclint-publish-cli-'));
const suite = join(root, 'suite');
const statement = join(suite, 'connected', 'task.md');
// CRLF, non-ASCII, no final newline: all of it must survive outside the Output section
const ORIGINAL = '# Connected\r\n\r\nDecide whether the graph is connected — vraiment.\r\n\r\n## Output\r\n\r\nPrint `connected`.';
const ORACLE = `import { test } from 'node:test';
import assert from 'node:assert';
import { execFileSync } from 'node:child_process';

test('a path is connected', () => {
  const out = execFileSync(process.env.ORACLE_PROGRAM, { input: 'A B\\nB C\\n' }).toString();
  const f = Object.fromEntries(out.trim().split(/\\s+/).map((kv) => kv.split('=')));
  assert.equal(f.connected, 'yes');
  assert.equal(Number(f.components), 1);
});
`;

beforeEach(() => {
  rmSync(suite, { recursive: true, force: true });
  mkdirSync(join(suite, 'connected'), { recursive: true });
  writeFileSync(join(suite, 'connected', 'oracle.test.mjs'), ORACLE);
  writeFileSync(statement, ORIGINAL);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function run(args: string[], tty = false) {
  const options: Record<string, unknown> = { format: 'text' };
  const positional = args.filter((a, i) => !a.startsWith('--') && !(args[i - 1] === '--format'));
  for (const [i, a] of args.entries()) {
    if (a === '--write') options.write = true;
    if (a === '--check') options.check = true;
    if (a === '--format') options.format = args[i + 1];
  }
  let stdout = '';
  let stderr = '';
  const io: CliIO = {
    stdout: { write: (s: string) => (stdout += s), isTTY: tty },
    stderr: { write: (s: string) => (stderr += s) },
    env: {},
    cwd: root,
  };
  const code = await publishCommand.run(positional, options, io);
  return { code, stdout, stderr };
}

describe('oraclint publish', () => {
  it('a dry run prints a plain diff off a TTY and writes nothing', async () => {
    const r = await run(['suite']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('+- `connected`: `yes`');
    expect(r.stdout).not.toContain('\u001b[');
    expect(readFileSync(statement, 'utf8')).toBe(ORIGINAL);
  });

  it('colours the diff on a TTY', async () => {
    const r = await run(['suite'], true);
    expect(r.stdout).toContain('\u001b[32m+- `connected`: `yes`');
  });

  it('--check exits 1 before --write and 0 after; --write keeps the bytes outside the section', async () => {
    expect((await run(['suite', '--check'])).code).toBe(1);
    const w = await run(['suite', '--write']);
    expect(w.code).toBe(0);
    expect(w.stdout).toContain('1 of 1 statements written');
    const text = readFileSync(statement, 'utf8');
    expect(text).toBe(
      [
        '# Connected',
        '',
        'Decide whether the graph is connected — vraiment.',
        '',
        '## Input',
        '',
        'Lines on stdin:',
        '- a word and a word, separated by spaces, like `A B`.',
        '',
        '## Output',
        '',
        'Print `connected`.',
        '',
        'One line of `key=value` fields, separated by spaces, in any order.',
        '',
        '- `connected`: `yes`',
        '- `components`: an integer',
        '',
        'Exit status 0.',
      ].join('\r\n'),
    );
    expect(readdirSync(join(suite, 'connected')).sort()).toEqual(['oracle.test.mjs', 'task.md']);
    expect((await run(['suite', '--check'])).code).toBe(0);
  });

  it('--format json reports each statement', async () => {
    const r = await run(['suite', '--format', 'json']);
    const doc = JSON.parse(r.stdout) as { statements: { operation: string; statement: string; changed: boolean; written: boolean; withheld: unknown[]; blocked: unknown }[] };
    expect(doc.statements.map((s) => [s.operation, s.statement, s.changed, s.written, s.withheld, s.blocked])).toEqual([['connected', 'connected/task.md', true, false, [], null]]);
  });

  it('--write with --check, and publish.resolve naming an unknown operation, are user errors (main turns them into exit 2)', async () => {
    await expect(run(['suite', '--write', '--check'])).rejects.toThrow(UserError);
    await expect(run(['suite', '--write', '--check'])).rejects.toThrow(/--write and --check cannot be used together/);
    writeFileSync(join(suite, 'oraclint.config.json'), JSON.stringify({ publish: { resolve: { edges: 'nope' } } }));
    await expect(run(['suite'])).rejects.toThrow(/publish\.resolve names operation "nope"/);
  });

  it('a statement whose notation does not parse is left alone and exits 1', async () => {
    const broken = '# C\n\n## Output\n\nOne value per line.\n\n- line 1: an integr\n';
    writeFileSync(statement, broken);
    const r = await run(['suite', '--write']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('connected/task.md:7:11: not published');
    expect(readFileSync(statement, 'utf8')).toBe(broken);
  });
});
