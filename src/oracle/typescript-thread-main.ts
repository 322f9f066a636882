// The worker thread of typescript-thread.ts: derives the contracts it is asked for and posts them back.
import { parentPort } from 'node:worker_threads';
import type { ModuleCache } from './analyze-source.js';
import { deriveContract } from './derive.js';
import type { ThreadReply, ThreadRequest } from './typescript-thread.js';

// the module caches of the last few suite reads (a command reads one suite, `report` two at once); older ones are
// dropped, so that a long-lived process never keeps a module it may have changed since
const KEPT_CACHES = 4;
const caches = new Map<number, ModuleCache>();

function moduleCache(id: number | null): ModuleCache | undefined {
  if (id === null) return undefined;
  let cache = caches.get(id);
  if (!cache) {
    caches.set(id, (cache = new Map()));
    if (caches.size > KEPT_CACHES) caches.delete(caches.keys().next().value!);
  }
  return cache;
}

parentPort?.on('message', (request: ThreadRequest) => {
  const cache = moduleCache(request.cacheId);
  deriveContract(request.source, request.fileRel, request.suiteRoot, { ...request.options, cache }).then(
    (derived) => parentPort?.postMessage({ id: request.id, derived } satisfies ThreadReply),
    (error: unknown) => parentPort?.postMessage({ id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies ThreadReply),
  );
});
