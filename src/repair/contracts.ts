// The enforced contract of each operation's oracle, derived once per operation and shared by its programs.
import type { Contract } from '../contract/types.js';
import type { Operation, Suite } from '../suite/types.js';

/** A per-run cache: `contractFor(op)` analyzes the oracle the first time and returns null when analysis fails. */
export function contractCache(suite: Suite): (op: Operation) => Promise<Contract | null> {
  const cache = new Map<string, Promise<Contract | null>>();
  return (op) => {
    let found = cache.get(op.name);
    if (!found) {
      found = op.oracle === null
        ? Promise.resolve(null)
        : import('../oracle/analyze.js')
            .then(({ analyzeOracle }) => analyzeOracle(op.oracle as string, suite.root, { helpers: suite.config.helpers }))
            .catch(() => null);
      cache.set(op.name, found);
    }
    return found;
  };
}
