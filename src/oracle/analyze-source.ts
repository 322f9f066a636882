// The synchronous core of oracle analysis: already-read sources in, enforced Contract out (for tests, the bench and analyze.ts).
import type { Config } from '../config/schema.js';
import type { Contract, ContractProblem, SourceLocation } from '../contract/types.js';
import { emptyContract } from '../contract/types.js';
import { assemble } from './assemble.js';
import { Interpreter, type ModuleHost } from './interpreter.js';
import { OracleParseError, parseOracle, type AstNode } from './parse.js';

/** A module the analyzer may read: its path relative to the suite root and its source. */
export interface ModuleSource {
  fileRel: string;
  source: string;
}

/** Parsed modules shared across the oracles of one suite (`_lib/kv.mjs` is parsed once). */
export type ModuleCache = Map<string, AstNode | OracleParseError>;

export interface AnalyzeSourceOptions {
  /** Finds a module imported with a relative specifier from `fromFileRel`; null when it does not exist. */
  resolveModule?: (fromFileRel: string, specifier: string) => ModuleSource | null;
  /** Helpers that cannot be read (config `helpers`). */
  helpers?: Config['helpers'];
  /** Parsed-module cache to share across calls. */
  cache?: ModuleCache;
}

function parseCached(cache: ModuleCache, fileRel: string, source: string): AstNode {
  let entry = cache.get(fileRel);
  if (!entry) {
    try {
      entry = parseOracle(source, fileRel);
    } catch (error) {
      entry = error instanceof OracleParseError ? error : new OracleParseError(String(error), 1, 1);
    }
    cache.set(fileRel, entry);
  }
  if (entry instanceof OracleParseError) throw entry;
  return entry;
}

/**
 * Derives the contract an oracle enforces from its source. Never throws: a parse error becomes a `parse-error`
 * problem with its line and column, and any failure inside the analysis an `unsupported` problem.
 */
export function analyzeSource(source: string, fileRel: string, options: AnalyzeSourceOptions = {}): Contract {
  const problems: ContractProblem[] = [];
  let program: AstNode;
  try {
    program = parseOracle(source, fileRel);
  } catch (error) {
    const e = error instanceof OracleParseError ? error : new OracleParseError(String(error), 1, 1);
    const contract = emptyContract('oracle', fileRel);
    contract.problems.push({ kind: 'parse-error', message: e.message, loc: { file: fileRel, line: e.line, column: e.column } });
    return contract;
  }
  const cache = options.cache ?? new Map();
  const host: ModuleHost = {
    helpers: options.helpers ?? {},
    load(from, specifier) {
      if (!specifier.startsWith('.') && !specifier.startsWith('/')) return null;
      const found = options.resolveModule?.(from, specifier);
      if (!found) return null;
      return { fileRel: found.fileRel, program: parseCached(cache, found.fileRel, found.source) };
    },
    problem(kind, message, loc: SourceLocation) {
      if (!problems.some((p) => p.message === message)) problems.push({ kind, message, loc });
    },
  };
  const interpreter = new Interpreter(host);
  let contract: Contract;
  try {
    interpreter.run(fileRel, program);
    contract = assemble(interpreter.collector, fileRel, source);
  } catch (error) {
    contract = emptyContract('oracle', fileRel);
    const message = error instanceof Error ? error.message : String(error);
    contract.problems.push({ kind: 'unsupported', message: `analysis stopped: ${message}`, loc: { file: fileRel, line: 1, column: 1 } });
  }
  contract.problems.push(...problems);
  if (!contract.problems.length && interpreter.collector.runs.length === 0 && interpreter.collector.checks.length > 0) {
    contract.problems.push({ kind: 'no-program-source', message: 'no check runs the program named by ORACLE_PROGRAM', loc: { file: fileRel, line: 1, column: 1 } });
  }
  return contract;
}
