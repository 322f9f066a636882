// `node mutant.js <kind> -- <program argv...>`: runs a reference program and prints its stdout with one deterministic
// wrong-answer mutation (honesty-guard apparatus). Stdin and stderr pass through; the exit status is kept.
import { spawn } from 'node:child_process';
import { mutate, type MutationKind } from './mutations.js';

const [kind, dashes, command, ...args] = process.argv.slice(2);
if (dashes !== '--' || command === undefined) {
  process.stderr.write('usage: mutant.js <number|token|drop> -- <program> [args...]\n');
  process.exitCode = 2;
} else {
  const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'inherit'] });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (c: Buffer) => chunks.push(c));
  child.on('error', (e) => {
    process.stderr.write(`mutant: cannot start ${command}: ${e.message}\n`);
    process.exitCode = 127;
  });
  child.on('close', (code, signal) => {
    process.stdout.write(mutate(kind as MutationKind, Buffer.concat(chunks).toString('utf8')));
    process.exitCode = code ?? (signal ? 1 : 0);
  });
}
