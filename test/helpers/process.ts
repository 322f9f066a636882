// Process helpers for tests: is a pid still a running process (a zombie nobody reaped counts as gone)?
import { readFileSync } from 'node:fs';

/** True when `pid` names a live process; a zombie (exited, not yet reaped by its new parent) is not live. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // /proc/<pid>/stat: "pid (comm) state ..."; comm may hold spaces and parentheses, so read after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

/**
 * Waits until `pid` is gone (SIGKILL is delivered asynchronously) and returns true, or false if it is still alive
 * after `limitMs`. The limit only bounds a failing test; it is not a speed assertion.
 */
export async function becomesDead(pid: number, limitMs = 5000): Promise<boolean> {
  const end = Date.now() + limitMs;
  while (isAlive(pid)) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}
