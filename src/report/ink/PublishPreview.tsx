// What `publish` would write for one operation: the statement file as a scrollable line diff.
import { Box, Text } from 'ink';
import type { PublishPreview as Preview } from '../model.js';

export interface PublishPreviewProps {
  readonly operation: string;
  readonly preview: Preview;
  /** First diff line shown. */
  readonly scroll: number;
  /** Lines available for the diff (the heading and the hint line come on top). */
  readonly rows: number;
}

const mark = { added: '+ ', removed: '- ', same: '  ' } as const;
const colour = { added: 'green', removed: 'red', same: undefined } as const;

/** A heading, the diff lines from `scroll`, and the keys. */
export function PublishPreview({ operation, preview, scroll, rows: available }: PublishPreviewProps) {
  const rows = preview.blocked ? available - 1 : available;
  const start = Math.max(0, Math.min(scroll, preview.lines.length - rows));
  const shown = preview.lines.slice(start, start + Math.max(0, rows));
  return (
    <Box flexDirection="column">
      <Text wrap="truncate-end">
        <Text bold>{`Publish preview: ${operation}`}</Text> <Text color="cyan">{preview.file}</Text>
        {preview.changed ? '' : ' (unchanged)'}
      </Text>
      {preview.blocked ? <Text color="yellow" wrap="truncate-end">{`publish leaves this file alone: ${preview.blocked}`}</Text> : null}
      {shown.map((l, i) => (
        <Text key={start + i} color={colour[l.kind]} dimColor={l.kind === 'same'} wrap="truncate-end">
          {`${mark[l.kind]}${l.text}`}
        </Text>
      ))}
      <Text dimColor wrap="truncate-end">
        {`lines ${preview.lines.length === 0 ? 0 : start + 1}-${start + shown.length} of ${preview.lines.length} · j/k scroll · w write · esc back`}
      </Text>
    </Box>
  );
}
