// The question asked before `w` writes a statement file.
import { Box, Text } from 'ink';

export interface ConfirmDialogProps {
  readonly operation: string;
  /** The statement file publish would rewrite, relative to the suite. */
  readonly file: string;
  /** Lines added and removed in it. */
  readonly added: number;
  readonly removed: number;
}

/** Rows the dialog takes (border included), for the layout. */
export const CONFIRM_ROWS = 4;

/** A bordered yes/no question. */
export function ConfirmDialog({ operation, file, added, removed }: ConfirmDialogProps) {
  return (
    <Box flexDirection="column" borderStyle="round" borderColor="yellow" paddingX={1}>
      <Text wrap="truncate-end">
        {`Write the enforced contract of ${operation} into `}
        <Text bold>{file}</Text>
        {` (+${added} -${removed} lines)?`}
      </Text>
      <Text wrap="truncate-end">
        <Text color="green" bold>y</Text> writes it · <Text color="red" bold>n</Text> or esc cancels
      </Text>
    </Box>
  );
}
