// The key help, shown over the current screen by `?`.
import { Box, Text } from 'ink';

/** The keys and what they do, in the order the help lists them. */
export const HELP_KEYS: readonly (readonly [string, string])[] = [
  ['↑ ↓  j k', 'move the selection (PgUp PgDn g G jump)'],
  ['enter', 'open the selected operation'],
  ['esc  backspace', 'go back (on the overview: clear the filter)'],
  ['/', 'filter by rule (rule:<id>), key (key:<name>) or any text'],
  ['p', 'preview what publish would write for this operation'],
  ['w', 'write it to the statement, after a confirmation'],
  ['?', 'show or hide this help'],
  ['q', 'quit'],
];

export interface HelpOverlayProps {
  /** Where the help was opened (only worded differently). */
  readonly screen: 'overview' | 'operation';
}

/** A bordered box listing the keys. */
export function HelpOverlay({ screen }: HelpOverlayProps) {
  const width = Math.max(...HELP_KEYS.map(([k]) => k.length));
  return (
    <Box flexDirection="column" borderStyle="round" paddingX={1}>
      <Text bold>{`Keys (${screen === 'overview' ? 'overview' : 'operation view'})`}</Text>
      {HELP_KEYS.map(([k, what]) => (
        <Text key={k} wrap="truncate-end">
          <Text color="cyan">{k.padEnd(width)}</Text>
          {`  ${what}`}
        </Text>
      ))}
      <Text dimColor>esc or ? closes this help</Text>
    </Box>
  );
}
