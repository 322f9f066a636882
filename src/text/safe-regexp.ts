/**
 * A regular expression from a source an oracle or statement wrote, for testing single values: `g` and `y` dropped (they
 * make `test` stateful), null when the source does not compile.
 */
export function safeRegExp(source: string, flags = ''): RegExp | null {
  try {
    return new RegExp(source, flags.replace(/[gy]/g, ''));
  } catch {
    return null;
  }
}
