// One operation: its findings, and for the selected one the demanding source line, what the statement says, and the contract diff.
import { Box, Text } from 'ink';
import type { FindingEntry, OperationEntry } from '../model.js';
import { ContractDiff } from './ContractDiff.js';
import { SourceExcerpt } from './SourceExcerpt.js';
import { operationLayout, windowList, wrapText } from './window.js';

export interface OperationViewProps {
  readonly operation: OperationEntry;
  /** The findings the filter keeps. */
  readonly findings: readonly FindingEntry[];
  readonly selected: number;
  /** Rows the view may take. */
  readonly height: number;
  readonly width: number;
}

function where(f: FindingEntry): string {
  const loc = f.finding.location;
  return loc ? `${loc.line}:${loc.column}` : '-';
}

function statementMissing(op: OperationEntry, entry: FindingEntry | undefined): string {
  if (op.statement === null) return 'This operation has no statement.';
  if (!entry) return 'Nothing selected.';
  const key = entry?.finding.key;
  return key ? `The statement says nothing about \`${key}\`.` : 'The statement says nothing about this.';
}

/** The whole view, fitted to `height` rows. */
export function OperationView({ operation, findings, selected, height, width }: OperationViewProps) {
  const entry = findings[selected];
  const message = entry ? wrapText(entry.finding.message, width - 2, 4) : ['No findings.'];
  const sourceLines = entry?.source?.lines.length ?? 1;
  const statementLines = entry?.statement?.lines.length ?? 1;
  const layout = operationLayout(height, { findings: findings.length, messageLines: message.length, sourceLines, statementLines });
  const win = windowList(findings.length, selected, layout.findings);
  const ruleWidth = Math.max(0, ...findings.map((f) => f.finding.rule.length));
  const whereWidth = Math.max(0, ...findings.map((f) => where(f).length));
  const sourceLabel = entry?.source && entry.source.file === operation.statement ? 'Statement' : 'Oracle';
  return (
    <Box flexDirection="column">
      <Text wrap="truncate-end">
        <Text bold underline>{operation.name}</Text>
        {'  '}
        <Text color={operation.errors > 0 ? 'red' : undefined}>{`${operation.errors} error${operation.errors === 1 ? '' : 's'}`}</Text>
        {', '}
        <Text color={operation.warnings > 0 ? 'yellow' : undefined}>{`${operation.warnings} warning${operation.warnings === 1 ? '' : 's'}`}</Text>
        <Text dimColor>{`  oracle ${operation.oracle ?? '(none)'} · statement ${operation.statement ?? '(none)'}`}</Text>
      </Text>
      {findings.slice(win.start, win.end).map((f, i) => {
        const index = win.start + i;
        const isSelected = index === selected;
        const sev = f.finding.severity;
        return (
          <Text key={index} inverse={isSelected} wrap="truncate-end">
            {isSelected ? '> ' : '  '}
            <Text color={sev === 'error' ? 'red' : 'yellow'}>{sev.padEnd(7)}</Text>
            {` ${where(f).padEnd(whereWidth)}  ${f.finding.rule.padEnd(ruleWidth)}  ${f.finding.key ?? ''}`}
          </Text>
        );
      })}
      {layout.more ? (
        <Text dimColor>{`  findings ${win.start + 1}-${win.end} of ${findings.length}`}</Text>
      ) : null}
      {message.slice(0, layout.message).map((line, i) => (
        <Text key={`m${i}`} bold={entry !== undefined} wrap="truncate-end">{` ${line}`}</Text>
      ))}
      <SourceExcerpt
        label={sourceLabel}
        excerpt={entry?.source ?? null}
        rows={layout.source}
        missing={entry ? 'This finding points at no line.' : 'Nothing selected.'}
      />
      <SourceExcerpt label="Statement" excerpt={entry?.statement ?? null} rows={layout.statement} missing={statementMissing(operation, entry)} />
      <ContractDiff lines={operation.contract} rows={layout.contract} />
    </Box>
  );
}
