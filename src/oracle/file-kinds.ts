// Which sources need the TypeScript parser: told apart without loading any parser.

/** True for the file names parsed as TypeScript. */
export function isTypeScriptFile(fileName: string): boolean {
  return /\.(ts|mts|cts|tsx)$/i.test(fileName);
}

/** True when deriving the contract of `source` (at `fileName`) parses TypeScript: it is TypeScript or imports a `.ts` module. */
export function needsTypeScript(fileName: string, source: string): boolean {
  return isTypeScriptFile(fileName) || /from\s+['"][^'"]+\.(m|c)?ts['"]/.test(source);
}
