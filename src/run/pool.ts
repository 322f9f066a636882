// Bounded parallelism with results in input order, whatever order the work finishes in.

/**
 * Runs `fn` over `items` with at most `jobs` calls in flight and returns the results in the order of `items`.
 * `onProgress(done, total)` is called after each item finishes. When a call throws, no new item starts, the calls
 * in flight are awaited, and the first error is rethrown.
 */
export async function runPool<T, R>(
  items: readonly T[],
  jobs: number,
  fn: (item: T, index: number) => Promise<R>,
  onProgress?: (done: number, total: number) => void,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  const width = Math.max(1, Math.min(Math.floor(jobs) || 1, items.length));
  let next = 0;
  let done = 0;
  let failure: { error: unknown } | null = null;

  async function worker(): Promise<void> {
    while (failure === null && next < items.length) {
      const index = next++;
      try {
        results[index] = await fn(items[index], index);
      } catch (error) {
        failure ??= { error };
        return;
      }
      done++;
      onProgress?.(done, items.length);
    }
  }

  await Promise.all(Array.from({ length: width }, () => worker()));
  if (failure !== null) throw (failure as { error: unknown }).error;
  return results;
}
