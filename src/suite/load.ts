// Reads a suite folder into a Suite (PROTOCOL.md "A suite on disk"): operations, statements, oracles, references, candidates.
// The folders are listed with synchronous calls: a suite of 1,000 operations costs ~7,000 of them, 0.5-1.2 s of CPU
// (0.7-2.6 s wall on a loaded machine) as fs/promises' thread-pool round trips, 0.07-0.2 s directly.
import { accessSync, constants, readdirSync, statSync, type Dirent } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, extname, join, relative, resolve, sep } from 'node:path';
import type { Config } from '../config/schema.js';
import { loadConfig } from '../config/load.js';
import { UserError } from '../errors.js';
import { matchesGlob } from './glob.js';
import type { Operation, Program, Suite, SuiteProblem } from './types.js';

export interface LoadSuiteOptions {
  /** An explicit configuration file (`--config`), relative to `cwd`. */
  configFile?: string;
  /** Only these operations (`--operation`); an unknown name is a UserError. */
  operations?: readonly string[];
  /** Folder that relative paths are resolved against (default: the process's). */
  cwd?: string;
}

/**
 * Loads the suite in `dir`. A problem in one operation (no oracle, two oracles, an unreadable statement) is recorded
 * in that operation's `problems` and the rest of the suite still loads.
 * @throws UserError when the folder does not exist, the configuration is invalid, or `operations` names an unknown one.
 */
export async function loadSuite(dir: string, options: LoadSuiteOptions = {}): Promise<Suite> {
  const cwd = options.cwd ?? process.cwd();
  const root = resolve(cwd, dir);
  const rootStat = await stat(root).catch(() => null);
  if (!rootStat?.isDirectory()) {
    throw new UserError(
      `suite folder not found: ${dir}`,
      'pass the folder that holds the operations (one subfolder per operation, each with its task statement)',
    );
  }
  const { config, file } = await loadConfig(root, { configFile: options.configFile, cwd });

  const operations: Operation[] = [];
  for (const name of subfolders(root)) {
    const op = loadOperation(root, name, config);
    if (op) operations.push(op);
  }

  const suite: Suite = { root, config, configFile: file, operations, problems: [] };
  if (operations.length === 0) {
    suite.problems.push({ operation: null, message: `no operations: no subfolder holds a ${config.statement}` });
  }
  if (options.operations?.length) {
    suite.operations = selectOperations(operations, options.operations);
    suite.unselected = operations.filter((op) => !suite.operations.includes(op));
  }
  return suite;
}

function selectOperations(all: Operation[], wanted: readonly string[]): Operation[] {
  const names = new Set(all.map((op) => op.name));
  const unknown = wanted.filter((w) => !names.has(w));
  if (unknown.length > 0) {
    const list = all.map((op) => op.name).join(', ') || '(none)';
    throw new UserError(
      `unknown operation${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`,
      `the suite's operations are: ${list}`,
    );
  }
  const set = new Set(wanted);
  return all.filter((op) => set.has(op.name));
}

/** Names of the subfolders of `dir` that may be operations (not `_helpers` or `.hidden`), sorted. */
function subfolders(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('_') || entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    if (isDirectory(join(dir, entry.name))) out.push(entry.name);
  }
  return out.sort(compareNames);
}

/** Reads one operation folder, or returns null when it is not one (neither a statement nor an oracle in it). */
function loadOperation(root: string, name: string, config: Config): Operation | null {
  const dir = join(root, name);
  const entries = readdirSync(dir, { withFileTypes: true });
  const files = regularFiles(dir, entries);
  const rel = (p: string) => relative(root, p).split(sep).join('/');
  const problems: SuiteProblem[] = [];
  const problem = (message: string, file?: string) => problems.push({ operation: name, message, ...(file ? { file } : {}) });

  const oracles = files.filter((f) => matchesGlob(f, config.oracle));
  const hasStatementEntry = entries.some((e) => e.name === config.statement);
  if (!hasStatementEntry && oracles.length === 0) return null;

  let statement: string | null = null;
  if (!hasStatementEntry) {
    problem(`no ${config.statement}: an oracle without a published statement`);
  } else {
    const path = join(dir, config.statement);
    if (isReadableFile(path)) statement = path;
    else problem(`cannot read the statement ${rel(path)}`, rel(path));
  }

  let oracle: string | null = null;
  if (oracles.length === 0) problem(`no oracle: no file matches ${config.oracle}`);
  else if (oracles.length > 1) problem(`more than one oracle: ${oracles.map((o) => rel(join(dir, o))).join(', ')}; keep one`);
  else oracle = join(dir, oracles[0]);

  let reference: Program | null = null;
  const references = files.filter((f) => matchesGlob(f, config.reference));
  if (references.length > 1) problem(`more than one reference program: ${references.map((r) => rel(join(dir, r))).join(', ')}`);
  else if (references.length === 1) {
    const path = join(dir, references[0]);
    reference = { name: 'reference', role: 'reference', path, relPath: rel(path) };
  }

  const candidates = loadCandidates(join(dir, config.candidates), rel, problem);
  return { name, dir, statement, oracle, reference, candidates, problems };
}

/** Candidate programs: each file, or each folder holding one `main.*`, sorted by name; the name drops the extension. */
function loadCandidates(dir: string, rel: (p: string) => string, problem: (message: string, file?: string) => void): Program[] {
  if (!isDirectory(dir)) return [];
  const programs: Program[] = [];
  const seen = new Map<string, string>();
  const entries = readdirSync(dir).filter((n) => !n.startsWith('.')).sort(compareNames);
  for (const entry of entries) {
    const full = join(dir, entry);
    let path: string;
    let name: string;
    if (isDirectory(full)) {
      const mains = regularFiles(full, readdirSync(full, { withFileTypes: true })).filter((f) => basename(f, extname(f)) === 'main');
      if (mains.length !== 1) {
        problem(
          mains.length === 0 ? `candidate folder ${rel(full)} has no main.* file` : `candidate folder ${rel(full)} has more than one main.* file`,
          rel(full),
        );
        continue;
      }
      path = join(full, mains[0]);
      name = entry;
    } else {
      path = full;
      name = basename(entry, extname(entry)) || entry;
    }
    const clash = seen.get(name);
    if (clash !== undefined) {
      problem(`two candidates are both named ${name}: ${clash} and ${rel(path)}; the second is skipped`, rel(path));
      continue;
    }
    seen.set(name, rel(path));
    programs.push({ name, role: 'candidate', path, relPath: rel(path) });
  }
  return programs;
}

/** Names of the regular files (symlinks followed) among `entries`, the listing of `dir`, sorted. */
function regularFiles(dir: string, entries: Dirent[]): string[] {
  const out: string[] = [];
  for (const entry of entries) {
    // a plain file or folder is known from the listing; a link (or a file system that does not say) is followed
    const isFile = entry.isFile() || ((entry.isSymbolicLink() || !entry.isDirectory()) && statOrNull(join(dir, entry.name))?.isFile() === true);
    if (isFile) out.push(entry.name);
  }
  return out.sort(compareNames);
}

function statOrNull(path: string): ReturnType<typeof statSync> | null {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}

function isDirectory(path: string): boolean {
  return statOrNull(path)?.isDirectory() ?? false;
}

function isReadableFile(path: string): boolean {
  if (!statOrNull(path)?.isFile()) return false;
  try {
    accessSync(path, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

/** Code-point order, so the order never depends on the locale. */
function compareNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
