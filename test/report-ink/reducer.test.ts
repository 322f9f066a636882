// Key handling without ink: movement, opening and going back, the filter, overlays, and confirming before a write.
import { describe, expect, it } from 'vitest';
import { parseFilter, visibleFindings, visibleOperations } from '../../src/report/ink/filter.js';
import { clampState, initialState, reduce, splitKeys, type KeyPress, type ReportState, type Step } from '../../src/report/ink/reducer.js';
import { modelFixture } from './fixture.js';

const model = modelFixture({ extra: 12 });

/** Applies keys in turn, collecting effects. A string is typed character by character. */
function press(keys: (KeyPress | string)[], from: ReportState = initialState, page = 5): { state: ReportState; effects: Step['effect'][] } {
  let state = from;
  const effects: Step['effect'][] = [];
  for (const k of keys) {
    const list: KeyPress[] = typeof k === 'string' ? [...k].map((input) => ({ input })) : [k];
    for (const key of list) {
      const step = reduce(state, key, model, page);
      state = step.state;
      if (step.effect) effects.push(step.effect);
    }
  }
  return { state, effects };
}

const down: KeyPress = { input: '', downArrow: true };
const up: KeyPress = { input: '', upArrow: true };
const enter: KeyPress = { input: '\r', return: true };
const esc: KeyPress = { input: '', escape: true };
const backspace: KeyPress = { input: '', delete: true };

describe('moving', () => {
  it('moves with arrows and j/k, stopping at both ends', () => {
    expect(press([down, 'j', 'j']).state.operation).toBe(3);
    expect(press([down, up, 'k', 'k']).state.operation).toBe(0);
    expect(press(['G']).state.operation).toBe(13);
    expect(press(['G', 'j']).state.operation).toBe(13);
    expect(press(['G', 'g']).state.operation).toBe(0);
  });

  it('moves a page with PgDn and PgUp', () => {
    expect(press([{ input: '', pageDown: true }]).state.operation).toBe(5);
    expect(press([{ input: '', pageDown: true }, { input: '', pageDown: true }, { input: '', pageUp: true }]).state.operation).toBe(5);
  });
});

describe('opening and going back', () => {
  it('opens the selected operation with enter and moves among its findings', () => {
    const { state } = press([enter, 'j', 'j', 'j']);
    expect(state.screen).toBe('operation');
    expect(state.operation).toBe(0);
    expect(state.finding).toBe(2);
  });

  it('goes back with esc, and with backspace (which ink reports as delete)', () => {
    expect(press([down, enter, esc]).state).toMatchObject({ screen: 'overview', operation: 1 });
    expect(press([down, enter, backspace]).state).toMatchObject({ screen: 'overview', operation: 1 });
    expect(press([down, enter, { input: '', backspace: true }]).state.screen).toBe('overview');
  });

  it('quits with q and ctrl-c', () => {
    expect(press(['q']).effects).toEqual([{ kind: 'quit' }]);
    expect(press([enter, { input: 'c', ctrl: true }]).effects).toEqual([{ kind: 'quit' }]);
  });
});

describe('filter', () => {
  it('parses rule:, key: and plain text', () => {
    expect(parseFilter('rule: Unpublished-Key')).toEqual({ field: 'rule', text: 'unpublished-key' });
    expect(parseFilter('key:components')).toEqual({ field: 'key', text: 'components' });
    expect(parseFilter('  Yes ')).toEqual({ field: 'any', text: 'yes' });
  });

  it('keeps operations with a matching finding, and only those findings', () => {
    const byRule = parseFilter('rule:unpublished-shape');
    expect(visibleOperations(model, byRule).map((o) => o.name)).toEqual(['connected']);
    expect(visibleFindings(model.operations[0], byRule).map((f) => f.finding.key)).toEqual(['components']);
    const byKey = parseFilter('key:valid');
    expect(visibleOperations(model, byKey).map((o) => o.name)).toEqual(['luhn']);
    // plain text matches messages too; `rule:` does not look at them
    expect(visibleOperations(model, parseFilter('integer')).map((o) => o.name)).toEqual(['connected']);
    expect(visibleOperations(model, parseFilter('rule:integer'))).toEqual([]);
  });

  it('plain text naming an operation keeps it with all its findings', () => {
    const f = parseFilter('op1');
    expect(visibleOperations(model, f).map((o) => o.name)).toEqual(['op10', 'op11', 'op12']);
    expect(visibleFindings(model.operations[0], parseFilter('connected')).length).toBe(3);
  });

  it('is typed after /, applied with enter, and the selection restarts at the top', () => {
    const { state } = press([down, down, '/', 'key:val', enter]);
    expect(state).toMatchObject({ filter: 'key:val', draft: null, operation: 0 });
    expect(visibleOperations(model, parseFilter(state.filter))[state.operation].name).toBe('luhn');
  });

  it('reads q, j and k as text while typing', () => {
    const { state, effects } = press(['/', 'qjk']);
    expect(state.draft).toBe('qjk');
    expect(effects).toEqual([]);
  });

  it('deletes with backspace and cancels with esc, keeping the filter in force', () => {
    expect(press(['/', 'abc', backspace]).state.draft).toBe('ab');
    const { state } = press(['/', 'rule:shape', enter, '/', 'zzz', esc]);
    expect(state).toMatchObject({ filter: 'rule:shape', draft: null });
  });

  it('esc on the overview clears the filter', () => {
    expect(press(['/', 'luhn', enter, esc]).state.filter).toBe('');
  });

  it('keeps the open operation when a new filter still shows it, and goes back when it does not', () => {
    const kept = press([enter, '/', 'rule:check', enter]).state;
    expect(kept).toMatchObject({ screen: 'operation', operation: 0, finding: 0 });
    const gone = press([enter, '/', 'key:valid', enter]).state;
    expect(gone).toMatchObject({ screen: 'overview', operation: 0 });
  });
});

describe('overlays', () => {
  it('? opens the help and esc or ? closes it', () => {
    expect(press(['?']).state.overlay).toBe('help');
    expect(press(['?', esc]).state.overlay).toBeNull();
    expect(press(['?', '?']).state.overlay).toBeNull();
    // keys do not move the list under the help
    expect(press(['?', 'j', esc]).state.operation).toBe(0);
  });

  it('p previews publish for the selected operation and scrolls it', () => {
    const { state } = press(['p', 'j']);
    expect(state).toMatchObject({ overlay: 'preview', scroll: 1, operation: 0 });
  });

  it('stops scrolling the preview once its last line is in view', () => {
    // connected's preview has 6 lines; with 5 rows the last is in view from line 2 on
    expect(model.operations[0].publish?.lines.length).toBe(6);
    expect(press(['p', 'j', 'j', 'j']).state.scroll).toBe(1);
    expect(press(['p', 'j', 'j', 'j', 'k']).state.scroll).toBe(0);
  });

  it('says when there is nothing to preview', () => {
    const { state } = press(['G', 'p']);
    expect(state.overlay).toBeNull();
    expect(state.status).toBe('publish preview is not available for op12');
  });
});

describe('writing', () => {
  it('asks before writing, and writes only on y', () => {
    const asked = press(['w']);
    expect(asked.state.overlay).toBe('confirm');
    expect(asked.effects).toEqual([]);
    const yes = press(['w', 'y']);
    expect(yes.effects).toEqual([{ kind: 'write', operation: 'connected' }]);
    expect(yes.state.overlay).toBeNull();
  });

  it('n, esc and q cancel without writing or quitting', () => {
    for (const key of ['n', esc, 'q'] as const) {
      const { state, effects } = press(['w', key]);
      expect(effects).toEqual([]);
      expect(state).toMatchObject({ overlay: null, status: 'nothing written' });
    }
  });

  it('ignores other keys while asking', () => {
    const { state, effects } = press(['w', 'j', 'x', enter]);
    expect(state.overlay).toBe('confirm');
    expect(state.operation).toBe(0);
    expect(effects).toEqual([]);
  });

  it('does not ask when publishing would change nothing', () => {
    const { state } = press(['j', 'w']);
    expect(state.overlay).toBeNull();
    expect(state.status).toBe('luhn/task.md already publishes the enforced contract');
  });

  it('does not ask when publish would leave the statement alone because its notation does not parse', () => {
    const blocked = structuredClone(model);
    blocked.operations[0].publish!.blocked = 'Expected an output key';
    const { state } = reduce(initialState, { input: 'w' }, blocked);
    expect(state.overlay).toBeNull();
    expect(state.status).toBe('publish leaves connected/task.md alone: Expected an output key');
  });

  it('can write from the preview', () => {
    expect(press(['p', 'w', 'y']).effects).toEqual([{ kind: 'write', operation: 'connected' }]);
  });
});

describe('splitKeys', () => {
  it('makes one key of each character that arrived together', () => {
    expect(splitKeys({ input: 'jj\r' })).toEqual([{ input: 'j' }, { input: 'j' }, { input: '', return: true }]);
    expect(splitKeys({ input: '/ab\u007f' })).toEqual([{ input: '/' }, { input: 'a' }, { input: 'b' }, { input: '', delete: true }]);
  });

  it('reads Esc followed at once by a letter (meta+letter) as the two keys', () => {
    expect(splitKeys({ input: 'j', meta: true })).toEqual([{ input: '', escape: true }, { input: 'j' }]);
    expect(splitKeys({ input: '', escape: true, meta: true })).toEqual([{ input: '', escape: true, meta: true }]);
  });

  it('keeps pasted text whole while typing a filter, splitting out Enter', () => {
    expect(splitKeys({ input: 'key:valid\r' }, true)).toEqual([{ input: 'key:valid' }, { input: '', return: true }]);
  });

  it('leaves single keys and arrows alone', () => {
    expect(splitKeys({ input: 'q' })).toEqual([{ input: 'q' }]);
    expect(splitKeys({ input: '', downArrow: true })).toEqual([{ input: '', downArrow: true }]);
  });

  it('keys that arrive together act as if typed one by one', () => {
    const typed = press(['/', 'key:val', enter, 'j']).state;
    let state = initialState;
    for (const k of splitKeys({ input: '/' })) state = reduce(state, k, model).state;
    for (const k of splitKeys({ input: 'key:val\rj' }, true)) state = reduce(state, k, model).state;
    expect(state).toEqual(typed);
  });
});

describe('clampState', () => {
  it('keeps selections inside a model that changed under them', () => {
    const smaller = modelFixture();
    const open = press(['G']).state;
    expect(clampState(open, smaller)).toMatchObject({ screen: 'overview', operation: 1 });
    const inOperation = press([enter, 'j', 'j']).state;
    const fewer = structuredClone(smaller);
    fewer.operations[0].findings = fewer.operations[0].findings.slice(0, 1);
    expect(clampState(inOperation, fewer)).toMatchObject({ screen: 'operation', operation: 0, finding: 0 });
  });

  it('goes back to the overview when the filter now keeps nothing', () => {
    const filtered = press(['/', 'key:components', enter, enter]).state;
    const none = structuredClone(model);
    none.operations[0].findings = none.operations[0].findings.filter((f) => f.finding.key !== 'components');
    expect(clampState(filtered, none)).toMatchObject({ screen: 'overview', operation: 0, finding: 0 });
  });
});
