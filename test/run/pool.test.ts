// Bounded parallelism: never more than `jobs` in flight, results in input order, progress per item, first error rethrown.
import { describe, expect, it } from 'vitest';
import { runPool } from '../../src/run/pool.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('runPool', () => {
  it('returns results in input order when later items finish first', async () => {
    const delays = [40, 5, 25, 1, 15, 0];
    const finished: number[] = [];
    const results = await runPool(delays, 3, async (ms, i) => {
      await sleep(ms);
      finished.push(i);
      return `item${i}`;
    });
    expect(results).toEqual(['item0', 'item1', 'item2', 'item3', 'item4', 'item5']);
    expect(finished).not.toEqual([0, 1, 2, 3, 4, 5]); // they really did finish out of order
  });

  it('never runs more than jobs at once, and uses all of them', async () => {
    for (const jobs of [1, 2, 4]) {
      let live = 0;
      let peak = 0;
      await runPool(Array.from({ length: 10 }, (_, i) => i), jobs, async () => {
        live++;
        peak = Math.max(peak, live);
        await sleep(3);
        live--;
      });
      expect(peak).toBe(jobs);
    }
  });

  it('reports progress after each item', async () => {
    const seen: [number, number][] = [];
    await runPool([1, 2, 3], 2, async (x) => x, (done, total) => seen.push([done, total]));
    expect(seen).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it('handles no items and more jobs than items', async () => {
    expect(await runPool([], 4, async (x: number) => x)).toEqual([]);
    expect(await runPool([7], 8, async (x) => x * 2)).toEqual([14]);
  });

  it('rethrows the first error and starts nothing after it', async () => {
    const started: number[] = [];
    const error = await runPool([0, 1, 2, 3, 4, 5], 2, async (i) => {
      started.push(i);
      await sleep(5);
      if (i === 1) throw new Error('item 1 failed');
      return i;
    }).catch((e: unknown) => e);
    expect((error as Error).message).toBe('item 1 failed');
    expect(started).toEqual([0, 1, 2]); // 0 finished and took 2; 1 failed: 3.. never start
  });
});
