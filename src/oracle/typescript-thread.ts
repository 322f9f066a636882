// Deriving the contracts of TypeScript oracles in a worker thread: loading TypeScript (0.3-0.5 s of a cold start) and
// parsing happen on another core while this thread derives the JavaScript oracles and reads the statements.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ModuleCache } from './analyze-source.js';
import type { Derived, DeriveOptions } from './derive.js';

/** What the thread is asked: derive the contract of one oracle. `cacheId` names the suite's module cache there. */
export interface ThreadRequest {
  id: number;
  source: string;
  fileRel: string;
  suiteRoot: string;
  cacheId: number | null;
  options: Omit<DeriveOptions, 'cache'>;
}

export type ThreadReply = { id: number; derived: Derived } | { id: number; error: string };

const THREAD_MODULE = new URL('./typescript-thread-main.js', import.meta.url);

let thread: Worker | null = null;
let broken = false;
let nextRequest = 0;
let derivations = 0;
const pending = new Map<number, { resolve: (d: Derived) => void; reject: (e: Error) => void }>();
const cacheIds = new WeakMap<ModuleCache, number>();
let nextCacheId = 0;

/**
 * True when TypeScript oracles can be derived in the thread: a second core, the built thread module (tests that import
 * src/ derive in this thread), no earlier failure of the thread, and not switched off with ORACLINT_TYPESCRIPT_THREAD=0.
 */
export function typeScriptThreadAvailable(): boolean {
  if (broken || process.env.ORACLINT_TYPESCRIPT_THREAD === '0' || availableParallelism() < 2) return false;
  return THREAD_MODULE.protocol === 'file:' && existsSync(fileURLToPath(THREAD_MODULE));
}

function failAll(error: Error): void {
  broken = true;
  thread = null;
  for (const p of pending.values()) p.reject(error);
  pending.clear();
}

function startThread(): Worker {
  // the thread inherits node's flags, except one that only a main script may have (`node --input-type=module -e`)
  const worker = new Worker(THREAD_MODULE, { execArgv: process.execArgv.filter((flag) => !flag.startsWith('--input-type')) });
  // an idle thread never keeps the process alive; it is referenced only while a request is pending
  worker.unref();
  worker.on('message', (reply: ThreadReply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if ('error' in reply) p.reject(new Error(reply.error));
    else {
      derivations++;
      p.resolve(reply.derived);
    }
  });
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) => failAll(new Error(`the TypeScript thread exited with code ${code}`)));
  return worker;
}

/** Derives one oracle's contract in the thread (started on the first request). Rejects when the thread fails. */
export function deriveInThread(source: string, fileRel: string, suiteRoot: string, options: DeriveOptions): Promise<Derived> {
  const worker = (thread ??= startThread());
  const { cache, ...rest } = options;
  let cacheId: number | null = null;
  if (cache) {
    if (!cacheIds.has(cache)) cacheIds.set(cache, nextCacheId++);
    cacheId = cacheIds.get(cache)!;
  }
  const request: ThreadRequest = { id: nextRequest++, source, fileRel, suiteRoot, cacheId, options: rest };
  return new Promise<Derived>((resolve, reject) => {
    pending.set(request.id, { resolve, reject });
    worker.ref();
    try {
      worker.postMessage(request);
    } catch (error) {
      // a request that cannot be copied to the thread (a function in the helpers configuration) is derived here
      pending.delete(request.id);
      if (pending.size === 0) worker.unref();
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** How many contracts the thread derived, for tests. */
export function threadDerivations(): number {
  return derivations;
}
