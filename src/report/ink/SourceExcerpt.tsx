// Lines of a suite file around a located line, numbered, the located line highlighted.
import { Box, Text } from 'ink';
import type { Excerpt } from '../model.js';
import { windowList } from './window.js';

export interface SourceExcerptProps {
  /** Heading word: `Oracle`, `Statement`. */
  readonly label: string;
  readonly excerpt: Excerpt | null;
  /** Lines of source to show (the heading comes on top). */
  readonly rows: number;
  /** Shown under the heading when there is no excerpt. */
  readonly missing: string;
}

/** A heading with the location, then up to `rows` lines centred on the located one. */
export function SourceExcerpt({ label, excerpt, rows, missing }: SourceExcerptProps) {
  if (!excerpt) {
    return (
      <Box flexDirection="column">
        <Text bold>{label}</Text>
        {rows > 0 ? <Text dimColor wrap="truncate-end">{`  ${missing}`}</Text> : null}
      </Box>
    );
  }
  const focus = Math.max(0, excerpt.lines.findIndex((l) => l.focus));
  const win = windowList(excerpt.lines.length, focus, rows);
  const shown = excerpt.lines.slice(win.start, win.end);
  const width = String(shown.length ? shown[shown.length - 1].number : excerpt.line).length;
  return (
    <Box flexDirection="column">
      <Text wrap="truncate-end">
        <Text bold>{label}</Text> <Text color="cyan">{`${excerpt.file}:${excerpt.line}:${excerpt.column}`}</Text>
      </Text>
      {shown.map((l) =>
        l.focus ? (
          <Text key={l.number} color="yellow" bold wrap="truncate-end">
            {`> ${String(l.number).padStart(width)} │ ${l.text}`}
          </Text>
        ) : (
          <Text key={l.number} dimColor wrap="truncate-end">
            {`  ${String(l.number).padStart(width)} │ ${l.text}`}
          </Text>
        ),
      )}
    </Box>
  );
}
