// The ink app through ink-testing-library (ANSI stripped): navigation, filter, windowing, help, preview and confirm-before-write.
import { render } from 'ink-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App, type AppProps } from '../../src/report/ink/App.js';
import { modelFixture, strip } from './fixture.js';

const DOWN = '\u001b[B';
const ENTER = '\r';
const ESC = '\u001b';
const BACKSPACE = '\u007f';

/** ink-testing-library needs a moment after each write (DEPENDENCIES.md). */
const tick = (ms = 30) => new Promise((r) => setTimeout(r, ms));

let instance: ReturnType<typeof render> | undefined;
afterEach(() => instance?.unmount());

async function start(props: Partial<AppProps> = {}) {
  instance = render(<App model={props.model ?? modelFixture()} rows={props.rows ?? 40} columns={props.columns ?? 120} {...props} />);
  await tick();
  const r = instance;
  return {
    frame: () => strip(r.lastFrame()),
    async keys(...keys: string[]) {
      for (const k of keys) {
        r.stdin.write(k);
        await tick(k === ESC ? 60 : 30);
      }
    },
  };
}

describe('overview', () => {
  it('lists every operation with its errors and warnings, the first selected', async () => {
    const ui = await start({ model: modelFixture({ extra: 2 }) });
    const lines = ui.frame().split('\n');
    expect(lines[0]).toContain('4 operations · 4 findings');
    expect(lines.find((l) => l.includes('connected'))).toMatch(/^> connected\s+2\s+1\s*$/);
    expect(lines.find((l) => l.includes('luhn'))).toMatch(/^ {2}luhn\s+0\s+1\s*$/);
    expect(ui.frame()).not.toContain('repair');
  });

  it('shows checks passing before and after repair when there are repair results', async () => {
    const ui = await start({ model: modelFixture({ repair: new Map([['connected', { programs: 2, checks: 14, before: 4, after: 13 }]]) }) });
    expect(ui.frame()).toContain('checks passing before → after repair');
    expect(ui.frame()).toMatch(/> connected\s+2\s+1\s+4\/14 → 13\/14/);
    expect(ui.frame()).toMatch(/ {2}luhn\s+0\s+1\s+-/);
  });

  it('moves with arrows and j/k', async () => {
    const ui = await start({ model: modelFixture({ extra: 3 }) });
    await ui.keys(DOWN, 'j', 'j', 'k');
    // down, j, j, k: 0 -> 1 -> 2 -> 3 -> 2, the third row
    expect(ui.frame()).toMatch(/^> op01/m);
    expect(ui.frame()).toMatch(/^ {2}connected/m);
  });

  it('counts each of several keys that arrive in one read (fast typing, tmux, a paste)', async () => {
    const ui = await start({ model: modelFixture({ extra: 3 }) });
    await ui.keys('jjj');
    expect(ui.frame()).toMatch(/^> op02/m);
    await ui.keys('k\r');
    expect(ui.frame()).toMatch(/^op01 {2}0 errors, 0 warnings/m);
  });

  it('windows a long list to the terminal height, following the selection', async () => {
    const ui = await start({ model: modelFixture({ extra: 40 }), rows: 15 });
    const first = ui.frame();
    expect(first.split('\n').length).toBeLessThanOrEqual(14);
    expect(first).toContain('op01');
    expect(first).not.toContain('op30');
    expect(first).toMatch(/operations 1-\d+ of 42, \d+ more below/);
    await ui.keys('G');
    const last = ui.frame();
    expect(last.split('\n').length).toBeLessThanOrEqual(14);
    expect(last).toMatch(/^> op40/m);
    expect(last).not.toContain('connected');
    expect(last).toMatch(/operations \d+-42 of 42$/m);
  });
});

describe('operation view', () => {
  it('opens with enter: findings, the highlighted oracle line, the statement and the contract diff', async () => {
    const ui = await start();
    await ui.keys(ENTER);
    const f = ui.frame();
    expect(f).toMatch(/^connected {2}2 errors, 1 warning/m);
    expect(f).toMatch(/^> error\s+12:3\s+unpublished-vocabulary\s+connected/m);
    expect(f).toMatch(/^ {2}warning 18:3\s+check-cannot-fail/m);
    expect(f).toContain('The oracle compares `connected` with `yes`');
    expect(f).toContain('Oracle connected/oracle.test.mjs:12:3');
    expect(f).toMatch(/^> 12 │ {3}assert\.equal\(f\.connected, 'yes'\);/m);
    expect(f).toMatch(/^ {2}11 │ \/\/ oracle line 11/m);
    expect(f).toContain('Statement connected/task.md:5:8');
    expect(f).toMatch(/^> 5 │ Print `connected` and `components`\./m);
    expect(f).toMatch(/^- - `connected`$/m);
    expect(f).toMatch(/^\+ - `connected`: `yes` or `no`$/m);
  });

  it('follows the selected finding, and says when the statement says nothing', async () => {
    const ui = await start();
    await ui.keys(ENTER, 'j');
    const f = ui.frame();
    expect(f).toMatch(/^> error\s+15:3\s+unpublished-shape\s+components/m);
    expect(f).toMatch(/^> 15 │ .*Number\.isInteger/m);
    expect(f).toContain('The statement says nothing about `components`.');
  });

  it('goes back with esc and with backspace', async () => {
    const ui = await start();
    await ui.keys(DOWN, ENTER);
    expect(ui.frame()).toMatch(/^luhn {2}0 errors, 1 warning/m);
    await ui.keys(ESC);
    expect(ui.frame()).toMatch(/^> luhn/m);
    await ui.keys(ENTER, BACKSPACE);
    expect(ui.frame()).toMatch(/^> luhn/m);
    expect(ui.frame()).not.toContain('0 errors, 1 warning');
  });
});

describe('filter', () => {
  it('filters by rule while typing after /, and esc clears it on the overview', async () => {
    const ui = await start({ model: modelFixture({ extra: 3 }) });
    await ui.keys('/', 'rule:unpublished-key');
    expect(ui.frame()).toContain('/rule:unpublished-key');
    await ui.keys(ENTER);
    const f = ui.frame();
    expect(f).toContain('filter rule:unpublished-key  (1 operation)');
    expect(f).toMatch(/^> luhn\s+0\s+1/m);
    expect(f).not.toContain('connected');
    expect(f).not.toContain('op01');
    await ui.keys(ESC);
    expect(ui.frame()).toContain('connected');
    expect(ui.frame()).not.toContain('filter rule:');
  });

  it('keeps only matching findings in the operation view', async () => {
    const ui = await start();
    await ui.keys('/', 'key:components', ENTER, ENTER);
    const f = ui.frame();
    expect(f).toMatch(/^> error\s+15:3\s+unpublished-shape\s+components/m);
    expect(f).not.toContain('unpublished-vocabulary');
  });
});

describe('help', () => {
  it('? shows the keys and esc hides them', async () => {
    const ui = await start();
    await ui.keys('?');
    expect(ui.frame()).toContain('filter by rule (rule:<id>), key (key:<name>) or any text');
    expect(ui.frame()).toMatch(/q\s+quit/);
    await ui.keys(ESC);
    expect(ui.frame()).not.toContain('filter by rule');
    expect(ui.frame()).toMatch(/^> connected/m);
  });
});

describe('publish preview and write', () => {
  it('p shows what publish would write', async () => {
    const ui = await start();
    await ui.keys('p');
    const f = ui.frame();
    expect(f).toContain('Publish preview: connected connected/task.md');
    expect(f).toMatch(/^\+ - `connected`: `yes` or `no`$/m);
    expect(f).toMatch(/^ {2}# Graph connectivity$/m);
  });

  it('w asks first; n cancels without writing', async () => {
    const onWrite = vi.fn(async () => ({ message: 'wrote connected/task.md' }));
    const ui = await start({ onWrite });
    await ui.keys('w');
    expect(ui.frame()).toContain('Write the enforced contract of connected into connected/task.md (+1 -0 lines)?');
    await ui.keys('n');
    expect(onWrite).not.toHaveBeenCalled();
    expect(ui.frame()).toContain('nothing written');
    expect(ui.frame()).not.toContain('Write the enforced contract');
  });

  it('y writes, shows the outcome and takes the model read again', async () => {
    const after = modelFixture({ extra: 1 });
    const onWrite = vi.fn(async () => ({ message: 'wrote connected/task.md', model: after }));
    const ui = await start({ onWrite });
    await ui.keys('w', 'y');
    await ui.keys();
    expect(onWrite).toHaveBeenCalledTimes(1);
    expect(onWrite).toHaveBeenCalledWith('connected');
    expect(ui.frame()).toContain('wrote connected/task.md');
    expect(ui.frame()).toContain('op01');
  });

  it('shows a failed write instead of crashing', async () => {
    const ui = await start({ onWrite: async () => Promise.reject(new Error('EACCES: permission denied')) });
    await ui.keys('w', 'y');
    await ui.keys();
    expect(ui.frame()).toContain('could not write: EACCES: permission denied');
  });
});
