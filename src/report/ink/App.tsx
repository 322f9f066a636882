// The interactive report's stateful container: holds the screen, selection, filter and dialogs, and turns keys into them through the pure reducer.
import { useEffect, useRef, useState } from 'react';
import { Box, Text, useApp, useInput, useStdin, useStdout, type Key } from 'ink';
import type { ReportModel } from '../model.js';
import { ConfirmDialog, CONFIRM_ROWS } from './ConfirmDialog.js';
import { FilterBar, filterBarShown } from './FilterBar.js';
import { parseFilter, visibleFindings, visibleOperations } from './filter.js';
import { HelpOverlay } from './HelpOverlay.js';
import { OperationView } from './OperationView.js';
import { Overview } from './Overview.js';
import { PublishPreview } from './PublishPreview.js';
import { clampState, initialState, reduce, selectedOperation, splitKeys, type KeyPress, type ReportState } from './reducer.js';

/** The result of writing a statement: a message for the status line and, when the suite was read again, the new model. */
export interface WriteOutcome {
  message: string;
  model?: ReportModel;
}

export interface AppProps {
  readonly model: ReportModel;
  /** Terminal size; defaults to the size of ink's stdout (24x80 when it has none). */
  readonly rows?: number;
  readonly columns?: number;
  /** Writes what publish plans for one operation; absent when writing is not possible. */
  readonly onWrite?: (operation: string) => Promise<WriteOutcome>;
  /** Where the reducer starts (tests). */
  readonly initial?: ReportState;
}

function toKeyPress(input: string, key: Key): KeyPress {
  return {
    input,
    upArrow: key.upArrow,
    downArrow: key.downArrow,
    pageUp: key.pageUp,
    pageDown: key.pageDown,
    home: key.home,
    end: key.end,
    return: key.return,
    escape: key.escape,
    backspace: key.backspace,
    delete: key.delete,
    ctrl: key.ctrl,
    meta: key.meta,
  };
}

/** Follows the terminal's size, re-rendering on resize; fixed `rows`/`columns` win (tests). */
function useTerminalSize(rows: number | undefined, columns: number | undefined): { rows: number; columns: number } {
  const { stdout } = useStdout();
  const [size, setSize] = useState(() => ({ rows: stdout.rows ?? 24, columns: stdout.columns ?? 80 }));
  useEffect(() => {
    const onResize = () => setSize({ rows: stdout.rows ?? 24, columns: stdout.columns ?? 80 });
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
  }, [stdout]);
  return { rows: rows ?? size.rows, columns: columns ?? size.columns };
}

/** The report. Keys are read only when stdin supports raw mode (ink's `useInput` throws otherwise). */
export function App({ model: initialModel, rows, columns, onWrite, initial }: AppProps) {
  const { exit } = useApp();
  const { isRawModeSupported } = useStdin();
  const size = useTerminalSize(rows, columns);
  const [model, setModel] = useState(initialModel);
  const [state, setState] = useState<ReportState>(initial ?? initialState);
  // Keys can arrive faster than React re-renders: reduce from the latest state, not the rendered one.
  const latest = useRef({ state, model });
  latest.current.model = model;

  // One row is left free: ink clears the whole screen on every frame that fills the terminal.
  const height = Math.max(4, size.rows - 1);
  const width = Math.max(20, size.columns);
  const filter = parseFilter(state.filter);
  const operations = visibleOperations(model, filter);
  const op = selectedOperation(state, model);
  const barRows = filterBarShown(state.draft, state.filter) ? 1 : 0;
  const confirmRows = state.overlay === 'confirm' ? CONFIRM_ROWS : 0;
  const bodyHeight = Math.max(1, height - 2 - barRows - confirmRows);
  const listHeight = Math.max(1, bodyHeight - 2);

  useInput(
    (input, key) => {
      for (const p of splitKeys(toKeyPress(input, key), latest.current.state.draft !== null)) {
        const step = reduce(latest.current.state, p, latest.current.model, listHeight);
        latest.current.state = step.state;
        setState(step.state);
        if (step.effect?.kind === 'quit') {
          exit();
          return;
        }
        if (step.effect?.kind === 'write') write(step.effect.operation);
      }
    },
    { isActive: isRawModeSupported === true },
  );

  function write(name: string) {
    if (!onWrite) {
      setStatus('writing is not available here');
      return;
    }
    onWrite(name).then(
      (outcome) => {
        if (outcome.model) {
          latest.current.model = outcome.model;
          latest.current.state = clampState(latest.current.state, outcome.model);
          setModel(outcome.model);
        }
        setStatus(outcome.message);
      },
      (error: unknown) => setStatus(`could not write: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  function setStatus(status: string) {
    latest.current.state = { ...latest.current.state, status };
    setState(latest.current.state);
  }

  let body;
  if (state.overlay === 'help') {
    body = <HelpOverlay screen={state.screen} />;
  } else if (state.overlay === 'preview' && op?.publish) {
    body = <PublishPreview operation={op.name} preview={op.publish} scroll={state.scroll} rows={Math.max(1, bodyHeight - 2)} />;
  } else if (state.screen === 'operation' && op) {
    body = <OperationView operation={op} findings={visibleFindings(op, filter)} selected={state.finding} height={bodyHeight} width={width} />;
  } else {
    const rowsData = operations.map((o) => {
      const kept = visibleFindings(o, filter);
      return { operation: o, errors: kept.filter((f) => f.finding.severity === 'error').length, warnings: kept.filter((f) => f.finding.severity !== 'error').length };
    });
    body = <Overview rows={rowsData} selected={state.operation} height={listHeight} showRepair={model.hasRepair} />;
  }

  const totals = operations.reduce((t, o) => t + visibleFindings(o, filter).length, 0);
  const hints =
    state.screen === 'overview'
      ? '↑↓/jk move · enter open · / filter · p preview · w write · ? help · q quit'
      : '↑↓/jk move · esc back · / filter · p preview · w write · ? help · q quit';
  return (
    <Box flexDirection="column" width={width}>
      <Text wrap="truncate-end">
        <Text bold color="cyan">oraclint report</Text>
        {` ${model.title} · ${operations.length} operation${operations.length === 1 ? '' : 's'} · ${totals} finding${totals === 1 ? '' : 's'}`}
      </Text>
      <FilterBar draft={state.draft} filter={state.filter} matches={operations.length} />
      <Box flexDirection="column" height={bodyHeight} overflow="hidden">
        {body}
      </Box>
      {state.overlay === 'confirm' && op?.publish ? (
        <ConfirmDialog
          operation={op.name}
          file={op.publish.file}
          added={op.publish.lines.filter((l) => l.kind === 'added').length}
          removed={op.publish.lines.filter((l) => l.kind === 'removed').length}
        />
      ) : null}
      <Text dimColor={!state.status} color={state.status ? 'cyan' : undefined} wrap="truncate-end">
        {state.status ?? hints}
      </Text>
    </Box>
  );
}
