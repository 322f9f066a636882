// The suite on disk as oraclint sees it (PROTOCOL.md "A suite on disk").
import type { Config } from '../config/schema.js';

/** A program to run: a reference or a candidate. */
export interface Program {
  /** `reference`, or the candidate's file name without extension (`run1`). */
  name: string;
  role: 'reference' | 'candidate';
  /** Absolute path of the file (or of the folder's `main.*`). */
  path: string;
  /** Path relative to the suite root. */
  relPath: string;
}

/** Something wrong with one operation's files; the rest of the suite still loads. */
export interface SuiteProblem {
  operation: string | null;
  message: string;
  /** Relative to the suite root. */
  file?: string;
}

export interface Operation {
  name: string;
  /** Absolute path of the operation folder. */
  dir: string;
  /** Absolute paths; null when missing (see problems). */
  statement: string | null;
  oracle: string | null;
  reference: Program | null;
  candidates: Program[];
  problems: SuiteProblem[];
}

export interface Suite {
  /** Absolute path of the suite folder. */
  root: string;
  config: Config;
  /** Where the configuration came from, or null for defaults. */
  configFile: string | null;
  operations: Operation[];
  /**
   * The suite's other operations when `--operation` selected some: nothing is reported of them, but what holds across the
   * suite (a key two operations read with different types) is read over them too.
   */
  unselected?: Operation[];
  problems: SuiteProblem[];
}
