// End-to-end: the built `oraclint report` in a real terminal (a detached tmux session of fixed size) on the bundled suite,
// the plain lint report when not on a terminal or under CI, and ink/react loaded by no other command.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliPath, ensureBuilt, repoRoot } from '../helpers/build.js';

// A private tmux server: its own socket, so nothing here touches anyone else's sessions.
const socket = `oraclint-report-e2e-${process.pid}`;
const COLS = 120;
const ROWS = 40;
const tmp = mkdtempSync(join(tmpdir(), 'oraclint-report-e2e-'));

function tmux(...args: string[]): string {
  const r = spawnSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`tmux ${args.join(' ')} failed: ${r.stderr}`);
  return r.stdout;
}

/** Starts `command` in a new detached session of COLS x ROWS, in `cwd` (the repository), without CI in its environment. */
function startSession(name: string, command: string, cwd = repoRoot): void {
  tmux('new-session', '-d', '-s', name, '-x', String(COLS), '-y', String(ROWS), '-c', cwd, `env -u CI ${command}; echo EXIT=$?; sleep 120`);
}

function capture(name: string, escapes = false): string {
  return tmux('capture-pane', '-p', ...(escapes ? ['-e'] : []), '-t', name);
}

/** Polls the pane until `ready` holds (the CLI needs a few seconds to lint the suite on a busy machine). */
async function waitFor(name: string, ready: (screen: string) => boolean, what: string, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let screen = '';
  while (Date.now() < deadline) {
    screen = capture(name);
    if (ready(screen)) return screen;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}; the screen was:\n${screen}`);
}

function oraclint(args: string[], env: NodeJS.ProcessEnv = {}) {
  const r = spawnSync(process.execPath, [cliPath, ...args], { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, ...env } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

interface LintJson {
  operations: { operation: string; findings: { rule: string; severity: string; key: string | null; location: { file: string; line: number; column: number } | null }[] }[];
}

let lint: LintJson;
beforeAll(() => {
  ensureBuilt();
  const r = oraclint(['lint', 'oracles', '--format', 'json']);
  lint = JSON.parse(r.stdout) as LintJson;
});

afterAll(() => {
  spawnSync('tmux', ['-L', socket, 'kill-server'], { encoding: 'utf8' });
  // kill-server leaves the socket file behind
  rmSync(join(process.env.TMUX_TMPDIR ?? '/tmp', `tmux-${process.getuid?.() ?? 0}`, socket), { force: true });
  rmSync(tmp, { recursive: true, force: true });
});

describe('oraclint report in a terminal', () => {
  it('opens an operation and shows its findings, the demanding oracle line and the contract diff', async () => {
    const ops = lint.operations.map((o) => o.operation);
    const index = ops.indexOf('connected');
    const connected = lint.operations[index];
    expect(index).toBeGreaterThan(0);
    expect(connected.findings.length).toBeGreaterThan(0);

    const repair = join(tmp, 'repair.json');
    const program = { program: 'connected/candidates/run1.py', checks: 7, before: 2, after: 7, results: [] };
    writeFileSync(repair, JSON.stringify({ operations: [{ operation: 'connected', programs: [program, { ...program, before: 3, after: 6 }] }] }));
    startSession('report', `node bin/oraclint.js report oracles --repair ${repair}`);
    const overview = await waitFor('report', (s) => s.includes('oraclint report oracles') && s.includes('↑↓/jk move'), 'the overview');
    expect(overview).toContain(`${ops.length} operations`);
    expect(overview).toMatch(new RegExp(`^> ${ops[0]}\\s`, 'm'));
    expect(overview).toContain('checks passing before → after repair');
    // summed over the two programs; operations without repair results show a dash
    expect(overview).toMatch(/^ {2}connected\s+\d+\s+\d+\s+5\/14 → 13\/14\s*$/m);
    expect(overview).toMatch(new RegExp(`^> ${ops[0]}\\s+\\d+\\s+\\d+\\s+-\\s*$`, 'm'));
    expect(overview).not.toContain('EXIT=');

    for (let i = 0; i < index; i++) tmux('send-keys', '-t', 'report', 'Down');
    await waitFor('report', (s) => new RegExp('^> connected\\s', 'm').test(s), 'connected selected');
    tmux('send-keys', '-t', 'report', 'Enter');
    const errors = connected.findings.filter((f) => f.severity === 'error').length;
    let screen = await waitFor('report', (s) => /^connected {2}\d+ errors?/m.test(s), 'the operation view');
    expect(screen).toMatch(new RegExp(`^connected {2}${errors} errors?, `, 'm'));

    // Each finding, selected in turn: its row is marked, and the line it points at is shown, numbered and marked.
    for (const [i, f] of connected.findings.entries()) {
      if (i > 0) {
        tmux('send-keys', '-t', 'report', 'j');
        screen = await waitFor('report', (s) => new RegExp(`^> ${f.severity}\\s+${f.location?.line}:${f.location?.column}\\s`, 'm').test(s), `finding ${i + 1}`);
      }
      expect(screen).toMatch(new RegExp(`^> ${f.severity}\\s+${f.location?.line}:${f.location?.column}\\s+${f.rule}`, 'm'));
      const loc = f.location!;
      const text = readFileSync(join(repoRoot, 'oracles', loc.file), 'utf8').split('\n')[loc.line - 1];
      const marked = screen.split('\n').find((l) => l.startsWith(`> ${loc.line} │ `));
      expect(marked, `marked line ${loc.line} of ${loc.file}`).toBeDefined();
      // lines longer than the pane end in an ellipsis; compare what fits
      expect(text.startsWith(marked!.slice(`> ${loc.line} │ `.length).replace(/…$/, '').trimEnd())).toBe(true);
      expect(screen).toContain(`${loc.file}:${loc.line}:${loc.column}`);
    }
    expect(screen).toContain('Contract - published by the statement + enforced by the oracle');
    expect(screen).toMatch(/^\+ .*`connected`/m);

    tmux('send-keys', '-t', 'report', 'Escape');
    await waitFor('report', (s) => /^> connected\s/m.test(s) && s.includes('enter open'), 'back on the overview');
    tmux('send-keys', '-t', 'report', 'q');
    const done = await waitFor('report', (s) => s.includes('EXIT='), 'the exit');
    // lint's exit code: the bundled suite has findings at error severity
    expect(done).toContain('EXIT=1');
    // the alternate screen is left: the report is gone from the terminal
    expect(done).not.toContain('oraclint report oracles');
  });

  it('prints the plain lint report under CI, without terminal codes, even on a terminal', async () => {
    startSession('ci2', 'env CI=1 node bin/oraclint.js report oracles --operation connected');
    const screen = await waitFor('ci2', (s) => s.includes('EXIT='), 'the exit');
    expect(screen, screen).toMatch(/^connected$/m);
    expect(screen, screen).toContain('EXIT=1');
    expect(capture('ci2', true)).not.toMatch(/\u001b\[[0-9;]*m/);
  });

  it('prints the plain lint report when stdin is not a terminal, even with stdout on one', async () => {
    startSession('no-stdin', 'node bin/oraclint.js report oracles --operation connected < /dev/null');
    const screen = await waitFor('no-stdin', (s) => s.includes('EXIT='), 'the exit');
    expect(screen, screen).toMatch(/^connected$/m);
    expect(screen, screen).not.toContain('oraclint report');
    expect(screen, screen).toContain('EXIT=1');
    expect(capture('no-stdin', true)).not.toMatch(/\u001b\[[0-9;]*m/);
  });
});

describe('oraclint report follows the terminal size', () => {
  it('windows the overview to a terminal made shorter, keeping the selection in view', async () => {
    const ops = lint.operations.map((o) => o.operation);
    startSession('resize', 'node bin/oraclint.js report oracles');
    await waitFor('resize', (s) => s.includes('↑↓/jk move'), 'the overview');
    tmux('send-keys', '-t', 'resize', 'G');
    await waitFor('resize', (s) => new RegExp(`^> ${ops[ops.length - 1]}\\s`, 'm').test(s), 'the last operation selected');
    tmux('resize-window', '-t', 'resize', '-x', '100', '-y', '12');
    // 12 rows: one left free, the title, the column header, the "operations" line and the footer leave 7 list rows
    const screen = await waitFor('resize', (s) => s.includes(`operations ${ops.length - 6}-${ops.length} of ${ops.length}`), 'the windowed list');
    const lines = screen.split('\n');
    expect(lines.length).toBeLessThanOrEqual(13);
    expect(screen).toMatch(new RegExp(`^> ${ops[ops.length - 1]}\\s`, 'm'));
    expect(screen).not.toMatch(new RegExp(`^  ${ops[0]}\\s`, 'm'));
    expect(screen).toContain('↑↓/jk move');
    tmux('send-keys', '-t', 'resize', 'q');
    await waitFor('resize', (s) => s.includes('EXIT='), 'the exit');
  });
});

describe('oraclint report writes what publish writes', () => {
  it('w then y writes the statement, byte for byte what `publish --write` writes, and the report is read again', async () => {
    cpSync(join(repoRoot, 'oracles'), join(tmp, 'by-report'), { recursive: true });
    cpSync(join(repoRoot, 'oracles'), join(tmp, 'by-publish'), { recursive: true });
    const original = readFileSync(join(tmp, 'by-report', 'connected', 'task.md'), 'utf8');
    startSession('write', `node ${cliPath} report by-report --operation connected`, tmp);
    await waitFor('write', (s) => /^> connected\s+[1-9]/m.test(s), 'the overview with connected and its errors');
    tmux('send-keys', '-t', 'write', 'w');
    await waitFor('write', (s) => s.includes('Write the enforced contract of connected into connected/task.md'), 'the confirmation');
    // nothing is written before the answer
    expect(readFileSync(join(tmp, 'by-report', 'connected', 'task.md'), 'utf8')).toBe(original);
    tmux('send-keys', '-t', 'write', 'y');
    const screen = await waitFor('write', (s) => s.includes('wrote connected/task.md'), 'the write');
    const published = oraclint(['publish', join(tmp, 'by-publish'), '--operation', 'connected', '--write']);
    expect(published.status).toBe(0);
    const written = readFileSync(join(tmp, 'by-report', 'connected', 'task.md'), 'utf8');
    expect(written).not.toBe(original);
    expect(written).toBe(readFileSync(join(tmp, 'by-publish', 'connected', 'task.md'), 'utf8'));
    // the model was rebuilt from the new statement: lint of the written copy agrees with what the screen counts
    const after = JSON.parse(oraclint(['lint', join(tmp, 'by-report'), '--operation', 'connected', '--format', 'json']).stdout) as LintJson;
    const errors = after.operations[0].findings.filter((f) => f.severity === 'error').length;
    expect(screen).toMatch(new RegExp(`^> connected\\s+${errors}\\s`, 'm'));
    expect(screen).toContain(`· ${after.operations[0].findings.length} finding`);
    tmux('send-keys', '-t', 'write', 'q');
    await waitFor('write', (s) => s.includes('EXIT='), 'the exit');
  });
});

describe('oraclint report off a terminal', () => {
  it('prints exactly what lint prints, with no escape codes, and exits like lint', () => {
    // lint runs before and after: dist/ is shared, and a rebuild by a parallel test run may land between two runs
    const before = oraclint(['lint', 'oracles']);
    const report = oraclint(['report', 'oracles'], { CI: '' });
    const after = oraclint(['lint', 'oracles']);
    const plain = report.stdout === before.stdout ? before : after;
    expect(report.stdout).not.toContain('\u001b');
    expect(report.stdout).toBe(plain.stdout);
    expect(report.stdout).toMatch(/^connected$/m);
    expect(report.status).toBe(plain.status);
    expect(report.status).toBe(1);
  });

});

describe('oraclint report --repair', () => {
  it('a file that is not repair results is a usage error (exit 2) before anything is drawn', async () => {
    const file = join(tmp, 'not-repair.json');
    writeFileSync(file, '{"operations": 3}');
    startSession('bad-repair', `node bin/oraclint.js report oracles --operation connected --repair ${file}`);
    const screen = await waitFor('bad-repair', (s) => s.includes('EXIT='), 'the exit');
    expect(screen).toContain(`oraclint: ${file}: not repair results: operations:`);
    expect(screen).toContain('EXIT=2');
  });
});

describe('loading', () => {
  it('ink and react are imported by the interactive report only', () => {
    const hook = join(tmp, 'hook.mjs');
    writeFileSync(
      hook,
      `export async function resolve(specifier, context, next) {
  const r = await next(specifier, context);
  if (/\\/node_modules\\/(ink|react)\\//.test(r.url)) process.stderr.write('LOADED ' + specifier + '\\n');
  return r;
}
`,
    );
    const run = (code: string) =>
      spawnSync(process.execPath, ['--input-type=module', '-e', `import { register } from 'node:module';\nregister(${JSON.stringify(`file://${hook}`)});\n${code}`], {
        cwd: repoRoot,
        encoding: 'utf8',
        env: { ...process.env, CI: '' },
      });
    const main = JSON.stringify(`file://${join(repoRoot, 'dist/src/cli/main.js')}`);
    for (const args of [['lint', 'test/fixtures/lint/clean'], ['report', 'test/fixtures/lint/clean'], ['--help']]) {
      const r = run(`const { main } = await import(${main});\nawait main(${JSON.stringify(args)});`);
      expect(r.stderr, args.join(' ')).not.toContain('LOADED');
    }
    // the hook does see them when the ink app is imported
    const app = run(`await import(${JSON.stringify(`file://${join(repoRoot, 'dist/src/report/ink/App.js')}`)});`);
    expect(app.stderr).toContain('LOADED ink');
    expect(app.stderr).toContain('LOADED react');
  });
});
