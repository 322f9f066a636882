// The registry of live process groups and temporary folders, so an interrupted CLI can kill and remove everything it started.
import { rmSync } from 'node:fs';

const groups = new Set<number>();
const folders = new Set<string>();

/** Records a process group (the pid of a child started `detached`) until `forgetGroup`. */
export function trackGroup(pgid: number): void {
  groups.add(pgid);
}

export function forgetGroup(pgid: number): void {
  groups.delete(pgid);
}

/** Records a temporary folder until `forgetFolder`. */
export function trackFolder(path: string): void {
  folders.add(path);
}

export function forgetFolder(path: string): void {
  folders.delete(path);
}

/** Sends `signal` to a whole process group; false when it is already gone. */
export function killGroup(pgid: number, signal: NodeJS.Signals = 'SIGKILL'): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * Kills every live process group and removes every temporary folder oraclint started, synchronously (it may run
 * from a signal handler just before the process ends). Returns how many groups and folders it cleaned.
 */
export function killAll(): { groups: number; folders: number } {
  const counts = { groups: groups.size, folders: folders.size };
  for (const pgid of groups) killGroup(pgid, 'SIGKILL');
  groups.clear();
  for (const path of folders) rmSync(path, { recursive: true, force: true });
  folders.clear();
  return counts;
}

/** Counts of what is live now (for tests). */
export function liveCounts(): { groups: number; folders: number } {
  return { groups: groups.size, folders: folders.size };
}

/**
 * Installs SIGINT/SIGTERM handlers for the duration of a command: on a signal, `onSignal` runs (abort the work) and
 * everything started is killed and removed. Returns the function that uninstalls them. Call it from the CLI layer.
 */
export function handleInterrupts(onSignal: (signal: NodeJS.Signals) => void): () => void {
  const handler = (signal: NodeJS.Signals) => {
    onSignal(signal);
    killAll();
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  return () => {
    process.off('SIGINT', handler);
    process.off('SIGTERM', handler);
  };
}
