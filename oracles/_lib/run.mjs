// Run the program under test (ORACLE_PROGRAM) once.
import { spawnSync } from 'node:child_process';

const PROGRAM = process.env.ORACLE_PROGRAM;

/**
 * Run the program with `input` on stdin and `args` as arguments.
 * @param {string} [input]
 * @param {string[]} [args]
 * @returns {{ stdout: string, stderr: string, status: number | null }}
 */
export function run(input = '', args = []) {
  if (!PROGRAM) throw new Error('ORACLE_PROGRAM is not set');
  const r = spawnSync(PROGRAM, args, { input, encoding: 'utf8', timeout: 20000, maxBuffer: 16 * 1024 * 1024 });
  if (r.error) throw r.error;
  return { stdout: r.stdout, stderr: r.stderr, status: r.status };
}
