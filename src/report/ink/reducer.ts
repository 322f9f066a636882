// Key handling of the interactive report as a pure function: (state, key, model) -> (state, effect). No ink here.
import type { OperationEntry, ReportModel } from '../model.js';
import { parseFilter, visibleFindings, visibleOperations } from './filter.js';

export type Overlay = 'help' | 'preview' | 'confirm';

export interface ReportState {
  screen: 'overview' | 'operation';
  /** Selected operation, an index into the visible (filtered) operations. */
  operation: number;
  /** Selected finding of the open operation, an index into its visible findings. */
  finding: number;
  /** The applied filter text, as typed after `/`. */
  filter: string;
  /** The filter being typed, or null when not typing. */
  draft: string | null;
  overlay: Overlay | null;
  /** First line shown of a scrolled overlay (the publish preview). */
  scroll: number;
  /** A one-line message for the status bar. */
  status: string | null;
}

/** A key press, in the terms of ink's `useInput` (only what the report reads). */
export interface KeyPress {
  input: string;
  upArrow?: boolean;
  downArrow?: boolean;
  pageUp?: boolean;
  pageDown?: boolean;
  home?: boolean;
  end?: boolean;
  return?: boolean;
  escape?: boolean;
  backspace?: boolean;
  /** ink reports the Backspace key of most terminals (0x7f) as `delete`: both mean "back". */
  delete?: boolean;
  ctrl?: boolean;
  meta?: boolean;
}

const CHAR_KEYS: Record<string, KeyPress> = {
  '\r': { input: '', return: true },
  '\n': { input: '', return: true },
  '\u007f': { input: '', delete: true },
  '\b': { input: '', backspace: true },
  '\u001b': { input: '', escape: true },
};

/**
 * Splits what ink delivers as one event into key presses. Keys that arrive together in one read (typed fast, sent by
 * tmux, or pasted) come as one multi-character `input`, and Esc followed at once by a letter comes as meta+letter;
 * the report has no paste or Alt bindings, so each character is one key. While a filter is being typed (`typing`),
 * runs of printable text stay whole (a paste), and only Enter, Backspace and Esc inside them are keys.
 */
export function splitKeys(key: KeyPress, typing = false): KeyPress[] {
  const special = key.upArrow || key.downArrow || key.pageUp || key.pageDown || key.home || key.end || key.ctrl;
  if (special) return [key];
  if (key.meta && !key.escape && key.input.length === 1) return [{ input: '', escape: true }, { input: key.input }];
  if (key.input.length <= 1) return [key];
  if (!typing) return [...key.input].map((ch) => CHAR_KEYS[ch] ?? { input: ch });
  const out: KeyPress[] = [];
  let run = '';
  for (const ch of key.input) {
    const named = CHAR_KEYS[ch];
    if (!named) {
      run += ch;
      continue;
    }
    if (run) out.push({ input: run });
    run = '';
    out.push(named);
  }
  if (run) out.push({ input: run });
  return out;
}

/** What the App must do besides showing the new state. */
export type Effect = { kind: 'quit' } | { kind: 'write'; operation: string };

export interface Step {
  state: ReportState;
  effect?: Effect;
}

export const initialState: ReportState = {
  screen: 'overview',
  operation: 0,
  finding: 0,
  filter: '',
  draft: null,
  overlay: null,
  scroll: 0,
  status: null,
};

/** The operation the selection points at, if any. */
export function selectedOperation(state: ReportState, model: ReportModel): OperationEntry | undefined {
  return visibleOperations(model, parseFilter(state.filter))[state.operation];
}

/** The state with its selections inside the model's (filtered) lists, after the model changed under it (a write re-reads the suite). */
export function clampState(state: ReportState, model: ReportModel): ReportState {
  const filter = parseFilter(state.filter);
  const ops = visibleOperations(model, filter);
  const operation = clamp(state.operation, ops.length);
  const op = ops[operation];
  if (!op) return { ...state, screen: 'overview', operation: 0, finding: 0 };
  return { ...state, operation, finding: clamp(state.finding, Math.max(1, visibleFindings(op, filter).length)) };
}

function clamp(n: number, count: number): number {
  return Math.max(0, Math.min(n, count - 1));
}

/** How a key moves a selection among `count` items; null when the key is not a movement. */
function move(key: KeyPress, index: number, count: number, page: number): number | null {
  if (key.upArrow || key.input === 'k') return clamp(index - 1, count);
  if (key.downArrow || key.input === 'j') return clamp(index + 1, count);
  if (key.pageUp) return clamp(index - page, count);
  if (key.pageDown) return clamp(index + page, count);
  if (key.home || key.input === 'g') return 0;
  if (key.end || key.input === 'G') return clamp(count - 1, count);
  return null;
}

const isBack = (key: KeyPress): boolean => Boolean(key.escape || key.backspace || key.delete);

/**
 * Applies one key press. `page` is the height of the visible list (and of the preview): how far a page key moves,
 * and how far the preview scrolls before its last line is in view.
 */
export function reduce(state: ReportState, key: KeyPress, model: ReportModel, page = 10): Step {
  if (key.ctrl && key.input === 'c') return { state, effect: { kind: 'quit' } };
  if (state.draft !== null) return typing(state, key, model);
  if (state.overlay === 'confirm') return confirming(state, key, model);
  if (state.overlay !== null) {
    if (key.input === 'q') return { state, effect: { kind: 'quit' } };
    if (isBack(key) || key.return || key.input === '?' || (state.overlay === 'preview' && key.input === 'p')) {
      return { state: { ...state, overlay: null, scroll: 0 } };
    }
    if (state.overlay === 'preview') {
      const lines = selectedOperation(state, model)?.publish?.lines.length ?? 0;
      // scrolling stops once the last line is in view
      const scroll = move(key, state.scroll, Math.max(1, lines - page + 1), page);
      if (scroll !== null) return { state: { ...state, scroll } };
      if (key.input === 'w') return startWrite(state, model);
    }
    return { state };
  }

  const status = null; // any handled key clears the last message
  if (key.input === 'q') return { state, effect: { kind: 'quit' } };
  if (key.input === '?') return { state: { ...state, overlay: 'help', status } };
  if (key.input === '/') return { state: { ...state, draft: state.filter, status } };
  if (key.input === 'p') {
    const op = selectedOperation(state, model);
    if (!op) return { state };
    if (!op.publish) return { state: { ...state, status: `publish preview is not available for ${op.name}` } };
    return { state: { ...state, overlay: 'preview', scroll: 0, status } };
  }
  if (key.input === 'w') return startWrite(state, model);

  const filter = parseFilter(state.filter);
  if (state.screen === 'overview') {
    const ops = visibleOperations(model, filter);
    const next = move(key, state.operation, ops.length, page);
    if (next !== null) return { state: { ...state, operation: next, status } };
    if (key.return && ops[state.operation]) return { state: { ...state, screen: 'operation', finding: 0, status } };
    // Esc on the overview clears an applied filter; there is nothing further back.
    if (isBack(key) && state.filter !== '') return { state: { ...state, filter: '', operation: 0, status } };
    return { state };
  }

  const op = selectedOperation(state, model);
  const findings = op ? visibleFindings(op, filter) : [];
  const next = move(key, state.finding, findings.length, page);
  if (next !== null) return { state: { ...state, finding: next, status } };
  if (isBack(key)) return { state: { ...state, screen: 'overview', finding: 0, status } };
  return { state };
}

function typing(state: ReportState, key: KeyPress, model: ReportModel): Step {
  const draft = state.draft ?? '';
  if (key.escape) return { state: { ...state, draft: null } };
  if (key.return) {
    // A new filter changes the lists under the selection: keep the open operation if it is still shown, else start over.
    const filter = draft.trim();
    const open = state.screen === 'operation' ? selectedOperation(state, model) : undefined;
    const index = open ? visibleOperations(model, parseFilter(filter)).indexOf(open) : -1;
    if (index >= 0) return { state: { ...state, draft: null, filter, operation: index, finding: 0 } };
    return { state: { ...state, draft: null, filter, screen: 'overview', operation: 0, finding: 0 } };
  }
  if (key.backspace || key.delete) return { state: { ...state, draft: draft.slice(0, -1) } };
  if (key.ctrl || key.upArrow || key.downArrow || key.pageUp || key.pageDown) return { state };
  // Printable text only (a paste arrives as one string).
  const text = key.input.replace(/[\u0000-\u001f\u007f]/g, '');
  return { state: { ...state, draft: draft + text } };
}

function startWrite(state: ReportState, model: ReportModel): Step {
  const op = selectedOperation(state, model);
  if (!op) return { state };
  if (!op.publish) return { state: { ...state, overlay: null, status: `publish is not available for ${op.name}` } };
  if (op.publish.blocked) return { state: { ...state, overlay: null, status: `publish leaves ${op.publish.file} alone: ${op.publish.blocked}` } };
  if (!op.publish.changed) return { state: { ...state, overlay: null, status: `${op.publish.file} already publishes the enforced contract` } };
  return { state: { ...state, overlay: 'confirm', status: null } };
}

function confirming(state: ReportState, key: KeyPress, model: ReportModel): Step {
  const op = selectedOperation(state, model);
  if (key.input === 'y' || key.input === 'Y') {
    if (!op) return { state: { ...state, overlay: null } };
    return { state: { ...state, overlay: null, status: `writing ${op.publish?.file ?? op.name}…` }, effect: { kind: 'write', operation: op.name } };
  }
  if (key.input === 'n' || key.input === 'N' || key.input === 'q' || isBack(key)) {
    return { state: { ...state, overlay: null, status: 'nothing written' } };
  }
  return { state };
}
