// The overview screen: one row per operation with its findings by severity and, when repair results exist, checks passing before and after.
import { Box, Text } from 'ink';
import type { OperationEntry } from '../model.js';
import { windowList } from './window.js';

/** One row's numbers: the findings the filter keeps. */
export interface OverviewRow {
  operation: OperationEntry;
  errors: number;
  warnings: number;
}

export interface OverviewProps {
  readonly rows: readonly OverviewRow[];
  readonly selected: number;
  /** Rows available for the list itself (the header and the "more" line come on top). */
  readonly height: number;
  readonly showRepair: boolean;
}

function repairText(op: OperationEntry): string {
  if (!op.repair) return '-';
  const r = op.repair;
  return `${r.before}/${r.checks} → ${r.after}/${r.checks}`;
}

/** The list of operations, windowed to `height`. */
export function Overview({ rows, selected, height, showRepair }: OverviewProps) {
  const nameWidth = Math.max(9, ...rows.map((r) => r.operation.name.length));
  const win = windowList(rows.length, selected, height);
  const header = `  ${'operation'.padEnd(nameWidth)}  ${'errors'.padStart(6)}  ${'warnings'.padStart(8)}${showRepair ? '  checks passing before → after repair' : ''}`;
  return (
    <Box flexDirection="column">
      <Text bold wrap="truncate-end">
        {header}
      </Text>
      {rows.length === 0 ? <Text dimColor>  No operation matches the filter.</Text> : null}
      {rows.slice(win.start, win.end).map((row, i) => {
        const index = win.start + i;
        const isSelected = index === selected;
        return (
          <Text key={row.operation.name} inverse={isSelected} wrap="truncate-end">
            {isSelected ? '> ' : '  '}
            {row.operation.name.padEnd(nameWidth)}
            {'  '}
            <Text color={row.errors > 0 ? 'red' : undefined} dimColor={row.errors === 0}>
              {String(row.errors).padStart(6)}
            </Text>
            {'  '}
            <Text color={row.warnings > 0 ? 'yellow' : undefined} dimColor={row.warnings === 0}>
              {String(row.warnings).padStart(8)}
            </Text>
            {showRepair ? `  ${repairText(row.operation)}` : ''}
          </Text>
        );
      })}
      {win.above + win.below > 0 ? (
        <Text dimColor>
          {`  operations ${win.start + 1}-${win.end} of ${rows.length}${win.below > 0 ? `, ${win.below} more below` : ''}`}
        </Text>
      ) : null}
    </Box>
  );
}
