// The filter line: what is being typed after `/`, or the filter in force.
import { Text } from 'ink';

export interface FilterBarProps {
  /** The text being typed, or null when not typing. */
  readonly draft: string | null;
  /** The filter in force ('' for none). */
  readonly filter: string;
  /** How many operations the filter in force keeps. */
  readonly matches: number;
}

/** True when the bar takes a row. */
export function filterBarShown(draft: string | null, filter: string): boolean {
  return draft !== null || filter !== '';
}

/** One row; nothing when there is no filter and none is being typed. */
export function FilterBar({ draft, filter, matches }: FilterBarProps) {
  if (draft !== null) {
    return (
      <Text wrap="truncate-end">
        <Text color="cyan">/</Text>
        {draft}
        <Text inverse> </Text>
        <Text dimColor>{'  rule:<id>, key:<name> or any text · enter applies · esc cancels'}</Text>
      </Text>
    );
  }
  if (filter === '') return null;
  return (
    <Text wrap="truncate-end">
      <Text color="cyan">filter </Text>
      {filter}
      <Text dimColor>{`  (${matches} operation${matches === 1 ? '' : 's'}) · / edits · esc on the overview clears`}</Text>
    </Text>
  );
}
