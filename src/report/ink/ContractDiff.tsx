// The published contract against the enforced one, as a coloured line diff in the contract notation.
import { Box, Text } from 'ink';
import type { DiffLine } from '../model.js';

export interface ContractDiffProps {
  /** Null when the operation has no oracle to derive a contract from. */
  readonly lines: readonly DiffLine[] | null;
  /** Lines available under the heading. */
  readonly rows: number;
}

/** Which lines to show in `rows`: all when they fit, else the changed ones with one line of context, then a count of the rest. */
export function fitDiff(lines: readonly DiffLine[], rows: number): { shown: (DiffLine | null)[]; hidden: number } {
  if (lines.length <= rows) return { shown: [...lines], hidden: 0 };
  const changedAt = (i: number): boolean => i >= 0 && i < lines.length && lines[i].kind !== 'same';
  const keep = lines.map((_, i) => changedAt(i) || changedAt(i - 1) || changedAt(i + 1));
  // null stands for a run of unchanged lines left out
  const picked: (DiffLine | null)[] = [];
  lines.forEach((l, i) => {
    if (keep[i]) picked.push(l);
    else if (picked[picked.length - 1] !== null) picked.push(null);
  });
  if (picked.length <= rows) return { shown: picked, hidden: 0 };
  const room = Math.max(0, rows - 1);
  const shown = picked.slice(0, room);
  const hidden = picked.slice(room).filter((l) => l !== null && l.kind !== 'same').length;
  return { shown, hidden };
}

const mark = { added: '+ ', removed: '- ', same: '  ' } as const;
const colour = { added: 'green', removed: 'red', same: undefined } as const;

/** The heading, then the diff fitted to `rows`. */
export function ContractDiff({ lines, rows }: ContractDiffProps) {
  const heading = (
    <Text wrap="truncate-end">
      <Text bold>Contract</Text> <Text color="red">- published by the statement</Text> <Text color="green">+ enforced by the oracle</Text>
    </Text>
  );
  if (lines === null) {
    return (
      <Box flexDirection="column">
        {heading}
        {rows > 0 ? <Text dimColor>  No oracle, so no enforced contract.</Text> : null}
      </Box>
    );
  }
  const changed = lines.filter((l) => l.kind !== 'same').length;
  const { shown, hidden } = fitDiff(lines, rows);
  return (
    <Box flexDirection="column">
      {heading}
      {changed === 0 && rows > 0 ? <Text dimColor>  The statement publishes what the oracle enforces.</Text> : null}
      {changed > 0
        ? shown.map((l, i) =>
            l === null ? (
              <Text key={i} dimColor>
                {'  ⋯'}
              </Text>
            ) : (
              <Text key={i} color={colour[l.kind]} dimColor={l.kind === 'same'} wrap="truncate-end">
                {`${mark[l.kind]}${l.text}`}
              </Text>
            ),
          )
        : null}
      {changed > 0 && shown.length < lines.length && hidden > 0 ? <Text dimColor>{`  … ${hidden} more changed lines (a taller terminal shows them)`}</Text> : null}
    </Box>
  );
}
