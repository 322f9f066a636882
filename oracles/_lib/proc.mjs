// A second runner some oracles use: arguments first, stdin optional, stdout only.
import { execFileSync } from 'node:child_process';

/**
 * Run ORACLE_PROGRAM with `args` and return its stdout; throws when it exits nonzero.
 * @param {string[]} args
 * @param {string} [stdin]
 * @returns {string}
 */
export function sh(args, stdin = '') {
  return execFileSync(process.env.ORACLE_PROGRAM, args, { input: stdin, encoding: 'utf8', timeout: 20000 });
}
