// Parsing oracle sources into ESTree: acorn for JavaScript, typescript-estree (loaded on demand) for TypeScript.
import { parse as acornParse } from 'acorn';
import { createRequire } from 'node:module';
import { isTypeScriptFile } from './file-kinds.js';

/** A loosely typed ESTree node: the analyzer reads acorn and typescript-estree trees through the same shape. */
export interface AstNode {
  type: string;
  loc?: { start: { line: number; column: number }; end: { line: number; column: number } };
  // ESTree nodes carry many kinds of children; the analyzer checks `type` before reading them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  [key: string | symbol]: any;
}

/** A source that does not parse: message and 1-based line and column. */
export class OracleParseError extends Error {
  override readonly name = 'OracleParseError';
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
  }
}

type TsParse = (code: string, options: Record<string, unknown>) => AstNode;
let tsParse: TsParse | null = null;

export { isTypeScriptFile } from './file-kinds.js';

/**
 * Loads typescript-estree (it loads TypeScript, ~300 ms): call it before parsing TypeScript when an await is possible.
 * With `codeCacheDir`, TypeScript is compiled with a V8 code cache kept there, or else the one `npm run build` left in
 * dist/v8/ (a normal require when that fails).
 */
export async function loadTypeScriptParser(options: { codeCacheDir?: string } = {}): Promise<void> {
  if (tsParse) return;
  if (options.codeCacheDir !== undefined) {
    const { loadTypeScriptWithCodeCache, PREBUILT_CODE_CACHE_DIR } = await import('../cache/code-cache.js');
    loadTypeScriptWithCodeCache(options.codeCacheDir, undefined, PREBUILT_CODE_CACHE_DIR);
  }
  // Node gives a CommonJS module's exports as named exports too; the CLI's bundle (scripts/bundle-cli.mjs) as `default` only
  const mod = (await import('@typescript-eslint/typescript-estree')) as unknown as { parse?: TsParse; default?: { parse: TsParse } };
  tsParse = mod.parse ?? mod.default!.parse;
}

function typeScriptParser(): TsParse {
  if (!tsParse) {
    // Synchronous callers (tests, the bench) may parse TypeScript without loading it first.
    const require = createRequire(import.meta.url);
    tsParse = (require('@typescript-eslint/typescript-estree') as { parse: TsParse }).parse;
  }
  return tsParse;
}

/** The source a Program was parsed from, kept so that line and column are computed only for the nodes that need one. */
const SOURCE = Symbol('oraclint.source');
const LINE_STARTS = Symbol('oraclint.lineStarts');

/** Line terminators as acorn counts them. */
const LINE_BREAK = /\r\n?|[\n\u2028\u2029]/g;

function lineStarts(source: string): number[] {
  const starts = [0];
  // three indexOf scans cost less than one regex scan of the source for any of the three (~1% of the analysis)
  if (source.includes('\r') || source.includes('\u2028') || source.includes('\u2029')) {
    for (const m of source.matchAll(LINE_BREAK)) starts.push(m.index + m[0].length);
  } else {
    // only \n: indexOf finds them without a match object per line (~5 instead of ~10-18 ms per 1,000 bench oracles)
    for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
  }
  return starts;
}

/**
 * The 1-based line and 0-based column of a node of `program`: from `loc` when the parser gave one (typescript-estree),
 * otherwise from the node's offset (acorn runs without `locations`, which costs a fifth of its parse time). Null for a
 * node made by the analyzer itself.
 */
export function nodePosition(program: AstNode, node: AstNode): { line: number; column: number } | null {
  if (node.loc) return node.loc.start;
  if (typeof node.start !== 'number') return null;
  const source = program[SOURCE] as string | undefined;
  if (source === undefined) return null;
  const starts: number[] = (program[LINE_STARTS] as number[] | undefined) ?? (program[LINE_STARTS] = lineStarts(source));
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= node.start) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: node.start - starts[lo] };
}

function parseJavaScript(source: string, fileName: string): AstNode {
  const program = parseJavaScriptTree(source, fileName);
  program[SOURCE] = source;
  return program;
}

function parseJavaScriptTree(source: string, fileName: string): AstNode {
  const base = { ecmaVersion: 'latest' as const, allowHashBang: true };
  const asScript = () =>
    acornParse(source, { ...base, sourceType: 'script', allowReturnOutsideFunction: true }) as unknown as AstNode;
  if (/\.cjs$/i.test(fileName)) return asScript();
  try {
    return acornParse(source, { ...base, sourceType: 'module', allowAwaitOutsideFunction: true }) as unknown as AstNode;
  } catch (moduleError) {
    // a CommonJS `.js` file may use what modules forbid (`with`, octal escapes); keep the module error if it is no script either
    try {
      return asScript();
    } catch {
      throw moduleError;
    }
  }
}

/**
 * Parses an oracle or helper module into an ESTree Program with `loc`.
 * Throws OracleParseError (1-based line and column) when the source does not parse.
 */
export function parseOracle(source: string, fileName: string): AstNode {
  try {
    if (isTypeScriptFile(fileName)) {
      return typeScriptParser()(source, { loc: true, range: false, comment: false, jsx: /\.tsx$/i.test(fileName), errorOnUnknownASTType: false });
    }
    return parseJavaScript(source, fileName);
  } catch (error) {
    throw toParseError(error);
  }
}

/** Parsing alone, for the bench: the same work as parseOracle, result discarded. */
export function parseOnly(source: string, fileName: string): void {
  parseOracle(source, fileName);
}

function toParseError(error: unknown): OracleParseError {
  if (error instanceof OracleParseError) return error;
  const e = error as { message?: string; loc?: { line: number; column: number }; location?: { start: { line: number; column: number } } };
  const message = String(e?.message ?? error).replace(/\s*\(\d+:\d+\)$/, '');
  if (e?.loc) return new OracleParseError(message, e.loc.line, e.loc.column + 1);
  if (e?.location) return new OracleParseError(message, e.location.start.line, e.location.start.column + 1);
  return new OracleParseError(message, 1, 1);
}
