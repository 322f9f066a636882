import rule from '../../rules/order-dependent-check.js';
import { ruleTester } from './rule-tester.js';
import { KV, int, keyedLines, oracle, statement, word } from './build.js';
import type { Shape } from '../../src/contract/types.js';

const CHECK = 'big exponent uses few multiplications';
const fastExpt = (assertsExit: boolean, reads: string[]) =>
  oracle({
    layout: [KV, 2],
    fields: [
      { key: 'value', line: 40, shape: [int, 41], magnitude: [31269, 42, CHECK], check: CHECK },
      { key: 'mults', line: 50, shape: [int, 51], check: CHECK },
    ],
    checks: [{ name: CHECK, line: 48, assertsExit, reads }],
  });

/** `mults` read in the check at line 50 and by a helper at line 12 that reads `value` too, for every check. */
const scrapedByHelper = (judges: string[]) => {
  const c = fastExpt(false, ['mults', 'value']);
  c.checks[0].judges = judges;
  const helper = { loc: { file: 'op/oracle.test.mjs', line: 12, column: 3 }, check: CHECK };
  for (const f of c.fields) f.presence.unshift({ ...helper });
  return c;
};

const LINES = { kind: 'lines' } as const;
const batch = (reads: string[], assertsExit = false) =>
  oracle({ layout: [LINES, 12], checks: [{ name: 'a mixed batch', line: 71, reads, assertsExit, inputLines: { digits: [7, 4, 1, 5001], loc: { file: 'op/oracle.test.mjs', line: 72, column: 17 } } }] });

/** Fields `count`, `mean`, `max` read by four checks, `asserting` of them asserting the exit status; `empty` reads `keys`. */
const mostlyAsserting = (asserting: number, keys: string[], layout = KV) => {
  const names = ['example', 'random inputs', 'sorted input', 'empty input'];
  const at: Record<string, number> = { count: 61, mean: 62, max: 63 };
  return oracle({
    layout: [layout, 2],
    fields: ['count', 'mean', 'max'].map((key) => ({ key, line: keys.includes(key) ? at[key]! : 20, check: keys.includes(key) ? 'empty input' : 'example' })),
    checks: names.map((name, i) => ({ name, line: 10 + 15 * i, assertsExit: name !== 'empty input' && i < asserting, reads: name === 'empty input' ? keys : ['count', 'mean', 'max'] })),
  });
};

/**
 * Fields `founder`, `depth`, `path` (read at 20-22 by the example); checks on a chain `depth` deep: the first walks it
 * (the interpreter-limit probe), the second reads `reads` at line 72 without asserting the exit status.
 */
const deepChain = (reads: string[], opts: { probeAsserts?: boolean; depth?: number; secondAsserts?: boolean; alone?: boolean; layout?: Parameters<typeof oracle>[0]['layout'] } = {}) => {
  const probe = { name: 'a long chain is walked', line: 60, assertsExit: opts.probeAsserts ?? false, reads: ['depth', 'founder', 'path'], fedDepth: opts.depth ?? 3000 };
  const second = { name: 'a long chain: the founder only', line: 70, assertsExit: opts.secondAsserts ?? false, reads, fedDepth: opts.depth ?? 3000 };
  const c = oracle({
    layout: opts.layout ?? [KV, 2],
    fields: ['founder', 'depth', 'path'].map((key, i) => ({ key, line: 20 + i, check: 'example' })),
    checks: [{ name: 'example', line: 10, assertsExit: true, reads: ['depth', 'founder', 'path'] }, ...(opts.alone ? [] : [probe]), second],
  });
  for (const f of c.fields) if (reads.includes(f.key!)) f.presence.push({ loc: { file: 'op/oracle.test.mjs', line: 72, column: 3 }, check: second.name });
  return c;
};

/**
 * Output of one value per line: a count line, then a row per member, the last at #2999. The example (line 10) reads
 * lines #0-#2 and asserts the exit status; the probe (line 60) reads #0 and #2999 on a chain `depth` deep; the second
 * check (line 70) reads `reads` on the same chain, at line 72, and asserts the status when told to.
 */
const deepLines = (reads: string[], opts: { depth?: number; secondAsserts?: boolean; alone?: boolean; countShape?: boolean } = {}) => {
  const second = { name: 'a long chain: the count only', line: 70, assertsExit: opts.secondAsserts ?? false, reads, fedDepth: opts.depth ?? 3000 };
  const probe = { name: 'a long chain is walked', line: 60, assertsExit: true, reads: ['#0', '#2999'], fedDepth: opts.depth ?? 3000 };
  const pairShape = { kind: 'pair', separator: ' ', left: word, right: int } as const;
  const c = oracle({
    layout: [LINES, 9],
    fields: [0, 1, 2, 2999].map((pos) => ({ key: null, line: 20 + Math.min(pos, 3), position: [pos, 20 + Math.min(pos, 3)] as [number, number], check: 'example', ...(pos === 0 && opts.countShape !== false ? { shape: [pairShape, 9] as [Shape, number] } : {}) })),
    checks: [{ name: 'example', line: 10, assertsExit: true, reads: ['#0', '#1', '#2'] }, ...(opts.alone ? [] : [probe]), second],
  });
  for (const f of c.fields) if (reads.includes(`#${f.position!.value}`)) f.presence.push({ loc: { file: 'op/oracle.test.mjs', line: 72, column: 3 }, check: second.name });
  return c;
};
/** A statement whose example's first line is `shown` (`dams 4`), at line 30 of the statement. */
const countShown = (shown: string) => statement({ layout: [LINES, 28], fields: [{ key: null, line: 30, position: [0, 30], examples: [[shown, 30]] }] });

ruleTester(rule, {
  valid: [
    {
      name: 'field order read in a keyed layout, in the order the example output prints the keys (`balance: 420`, then `average_burn: 35.0`)',
      enforced: oracle({ layout: [KV, 2], fields: [{ key: 'balance', line: 9, position: [0, 72] }, { key: 'average_burn', line: 9, position: [1, 72] }] }),
      published: statement({ fields: [{ key: 'balance', line: 3 }, { key: 'average_burn', line: 4 }], blocks: [{ kind: 'output', line: 40, text: 'balance: 420\naverage_burn: 35.0' }] }),
    },
    { name: 'the one check without an exit assertion reads every field: nothing is printed after them', enforced: mostlyAsserting(3, ['count', 'mean', 'max']), published: statement() },
    { name: 'most checks do not assert the exit status either: the oracle leaves crashes to the reader of the fields', enforced: mostlyAsserting(1, ['count']), published: statement() },
    { name: 'half the checks assert it: a second check that ignores it too is how this author judges', enforced: mostlyAsserting(2, ['count']), published: statement() },
    { name: 'output read line by line: no field is printed before another by choice', enforced: mostlyAsserting(3, ['count'], LINES), published: statement() },
    { name: 'one JSON document parsed whole: a program that crashes part way prints nothing the check can read', enforced: mostlyAsserting(3, ['count'], { kind: 'json' }), published: statement() },
    { name: 'a batch whose check reads the line a huge input answers fails on a crash', enforced: batch(['#0', '#3']), published: statement() },
    { name: 'a batch whose check asserts the exit status', enforced: batch(['#0', '#1'], true), published: statement() },
    { name: 'check asserts the exit status', enforced: fastExpt(true, ['mults']), published: statement() },
    { name: 'check reads the big value itself', enforced: fastExpt(false, ['value', 'mults']), published: statement() },
    { name: 'check judges the big value its helper scrapes beside the count', enforced: scrapedByHelper(['mults', 'value']), published: statement() },
    { name: 'no big value', enforced: oracle({ fields: [{ key: 'mults', line: 50 }], checks: [{ name: 'c', line: 48, assertsExit: false, reads: ['mults'] }] }), published: statement() },
    { name: 'position published', enforced: oracle({ layout: [KV, 2], fields: [{ key: 'a', line: 9, position: [0, 9] }] }), published: statement({ fields: [{ key: 'a', line: 3, position: [0, 3] }] }) },
    {
      name: 'a check on the same kind of input with numbers of fewer digits (fields of 999 runners, 5,080 digits at 1,800) is not exposed',
      enforced: oracle({
        layout: [KV, 2],
        fields: [
          { key: 'orders', line: 66, shape: [int, 66], magnitude: [5080, 66, 'a big field'], check: 'a big field' },
          { key: 'podiums', line: 52, check: 'mid-sized fields' },
        ],
        checks: [
          { name: 'a big field', line: 64, assertsExit: false, reads: ['orders'], feeds: ['args:0'], largestFedDigits: 4 },
          { name: 'mid-sized fields', line: 50, assertsExit: false, reads: ['podiums'], feeds: ['args:0'], largestFedDigits: 3 },
        ],
      }),
      published: statement(),
    },
    {
      name: '`key=value` lines read by their place are a layout demand (unpublished-layout), not a field read by position',
      enforced: keyedLines(oracle({ layout: [{ kind: 'fields', assign: '=', separator: '\n' }, 2], fields: [{ key: 'a', line: 9, position: [0, 9] }, { key: 'b', line: 9, position: [1, 9] }] })),
      published: statement({ fields: [{ key: 'a', line: 3 }, { key: 'b', line: 4 }] }),
    },
    { name: 'the only check on input past the recursion depth: a crash there is the depth demand itself (interpreter-limit)', enforced: deepChain(['founder'], { alone: true }), published: statement() },
    { name: 'a second check on the deep chain reads every field: nothing is printed after them', enforced: deepChain(['depth', 'founder', 'path']), published: statement() },
    { name: 'a second check on the deep chain asserts the exit status', enforced: deepChain(['founder'], { secondAsserts: true }), published: statement() },
    { name: 'a chain 900 deep stays within the default recursion depth', enforced: deepChain(['founder'], { depth: 900 }), published: statement() },
    { name: 'a deep chain whose output is one JSON document, parsed whole', enforced: deepChain(['founder'], { layout: [{ kind: 'json' }, 2] }), published: statement() },
    { name: 'lines: the second check on the deep chain reads the last line too: a crash before it fails the check', enforced: deepLines(['#0', '#2999']), published: countShown('dams 4') },
    { name: 'lines: the second check on the deep chain asserts the exit status', enforced: deepLines(['#0'], { secondAsserts: true }), published: countShown('dams 4') },
    { name: 'lines: the only check on the deep chain is the depth demand itself (interpreter-limit)', enforced: deepLines(['#0'], { alone: true }), published: countShown('dams 4') },
    { name: 'lines: a chain 900 deep stays within the default recursion depth', enforced: deepLines(['#0'], { depth: 900 }), published: countShown('dams 4') },
    {
      name: 'the check that reads only `count` also compares every line with the names it fed: a crash cuts off lines it judges',
      enforced: (() => {
        const c = mostlyAsserting(3, ['count']);
        c.checks.find((k) => k.name === 'empty input')!.judgesEveryLine = true;
        return c;
      })(),
      published: statement(),
    },
    { name: 'positions in a lines layout are the layout', enforced: oracle({ layout: [{ kind: 'lines' }, 2], fields: [{ key: null, line: 9, position: [0, 9] }] }), published: statement() },
  ],
  invalid: [
    {
      name: 'three checks assert the exit status, the empty-input one reads only count: a crash after count passes it',
      enforced: mostlyAsserting(3, ['count']),
      published: statement(),
      errors: [{ messageId: 'ignoresCrashUnlikeOthers', key: 'count', line: 61 }],
    },
    {
      name: 'the check reading two of three fields is found once, where it reads the first',
      enforced: mostlyAsserting(3, ['mean', 'count']),
      published: statement(),
      errors: [{ messageId: 'ignoresCrashUnlikeOthers', key: 'count', line: 61 }],
    },
    {
      name: 'a second check on a chain 3,000 deep reads only `founder`, exit status ignored: a program printing it before the recursion crashes passes',
      enforced: deepChain(['founder']),
      published: statement(),
      errors: [{ messageId: 'ignoresCrashOnDeepInput', key: 'founder', line: 72, message: /3,000 deep.*`depth`, `path`/ }],
    },
    { name: 'the probe asserts the exit status: the check that ignores it is still decided by the order', enforced: deepChain(['founder'], { probeAsserts: true }), published: statement(), errors: [{ messageId: 'ignoresCrashOnDeepInput', key: 'founder', line: 72 }] },
    {
      name: 'lines: a second check on a chain 3,000 deep reads only the count line, exit status ignored; the statement shows it as `dams 4`',
      enforced: deepLines(['#0']),
      published: countShown('dams 4'),
      errors: [{ messageId: 'ignoresCrashOnDeepInputByLine', key: 'dams', line: 72, message: /only `dams` \(output line 1\).*3,000 deep/ }],
    },
    { name: 'lines: the count line as a bare row (`m0 1 0 20`, not a word and a value): no key', enforced: deepLines(['#0'], { countShape: false }), published: countShown('m0 1 0 20'), errors: [{ messageId: 'ignoresCrashOnDeepInputByLine', key: null, line: 72, message: /output lines up to line 1 / }] },
    {
      name: 'lines: the statement names the first line\'s key (`dams=<n>`)',
      enforced: deepLines(['#0'], { countShape: false }),
      published: statement({ layout: [LINES, 28], fields: [{ key: 'dams', line: 30, position: [0, 30] }] }),
      errors: [{ messageId: 'ignoresCrashOnDeepInputByLine', key: 'dams', line: 72, message: /only `dams` \(output line 1\)/ }],
    },
    { name: 'a batch read only before the line of its huge input, exit status ignored', enforced: batch(['#0', '#1', '#2']), published: statement(), errors: [{ messageId: 'ignoresCrashOnInput', key: null, line: 72 }] },
    {
      name: 'the big value is probed in another check on the same input: one finding at the check named like it',
      enforced: oracle({
        layout: [KV, 2],
        fields: [
          { key: 'value', line: 33, shape: [int, 34], magnitude: [31269, 34, 'values > 3^65536 in full'], check: 'values > 3^65536 in full' },
          { key: 'mults', line: 42, check: 'complexity > 2^1000 is fast' },
        ],
        checks: [
          { name: 'values > 3^65536 in full', line: 31, assertsExit: false, reads: ['value'], feeds: ['args:0'] },
          { name: 'complexity > 2^1000 is fast', line: 40, assertsExit: false, reads: ['mults'], feeds: ['args:0'] },
          { name: 'complexity > 3^65536 is fast', line: 45, assertsExit: false, reads: ['mults'], feeds: ['args:0'] },
          { name: 'other input', line: 50, assertsExit: false, reads: ['mults'], feeds: ['stdin:0'] },
        ],
      }),
      published: statement(),
      errors: [{ messageId: 'ignoresCrash', key: 'mults', line: 45 }],
    },
    {
      name: 'a check on the same kind of input with numbers of as many digits (two random matrices of 150-digit entries) is exposed',
      enforced: oracle({
        layout: [KV, 2],
        fields: [
          { key: 'det', line: 116, shape: [int, 116], magnitude: [4800, 116, 'large entries stay exact'], check: 'large entries stay exact' },
          { key: 'sign', line: 127, check: 'sign with large entries' },
        ],
        checks: [
          { name: 'large entries stay exact', line: 113, assertsExit: false, reads: ['det'], feeds: ['stdin:0'], largestFedDigits: 150 },
          { name: 'sign with large entries', line: 119, assertsExit: false, reads: ['sign'], feeds: ['stdin:0'], largestFedDigits: 150 },
        ],
      }),
      published: statement(),
      errors: [{ messageId: 'ignoresCrash', key: 'sign', line: 127 }],
    },
    {
      name: 'a check reading two fields while ignoring a crash on the big one is one demand, where it reads the first',
      enforced: oracle({
        layout: [KV, 2],
        fields: [
          { key: 'combinations', line: 86, shape: [int, 86], magnitude: [4800, 86, 'a regional warehouse count is exact'], check: 'a regional warehouse count is exact' },
          { key: 'item_types', line: 92, check: 'regional warehouse totals' },
          { key: 'units', line: 93, check: 'regional warehouse totals' },
        ],
        checks: [
          { name: 'a regional warehouse count is exact', line: 82, assertsExit: true, reads: ['combinations'], feeds: ['stdin:0'] },
          { name: 'regional warehouse totals', line: 90, assertsExit: false, reads: ['item_types', 'units'], feeds: ['stdin:0'] },
        ],
      }),
      published: statement(),
      errors: [{ messageId: 'ignoresCrash', key: 'item_types', line: 92 }],
    },
    {
      name: 'a check on another shape of input with numbers as long (three ward sizes of 3,000 where two of 2,000 made 9,851 digits) is exposed',
      enforced: oracle({
        layout: [KV, 2],
        fields: [
          { key: 'ways', line: 83, shape: [int, 83], magnitude: [9851, 83, 'a large ward, exact'], check: 'a large ward, exact' },
          { key: 'digits', line: 88, check: 'digit count for the largest wards' },
        ],
        checks: [
          { name: 'a large ward, exact', line: 81, assertsExit: false, reads: ['ways'], feeds: ['args:0'], largestFedDigits: 4 },
          { name: 'digit count for the largest wards', line: 86, assertsExit: false, reads: ['digits'], feeds: ['args:3'], largestFedDigits: 4 },
          { name: 'small wards', line: 40, assertsExit: false, reads: ['digits'], feeds: ['args:2'], largestFedDigits: 1 },
        ],
      }),
      published: statement(),
      errors: [{ messageId: 'ignoresCrash', key: 'digits', line: 88 }],
    },
    { name: 'reads the count, ignores the crash', enforced: fastExpt(false, ['mults']), published: statement(), errors: [{ messageId: 'ignoresCrash', key: 'mults', line: 50 }] },
    {
      name: 'a helper scrapes the big value for every check, this one judges only the count: found where the check reads it',
      enforced: scrapedByHelper(['mults']),
      published: statement(),
      errors: [{ messageId: 'ignoresCrash', key: 'mults', line: 50 }],
    },
    {
      name: 'field order read in a keyed layout where the example output prints the keys in another order',
      enforced: oracle({ layout: [KV, 2], fields: [{ key: 'balance', line: 9, position: [0, 72] }, { key: 'reorder', line: 9, position: [1, 72] }] }),
      published: statement({ fields: [{ key: 'balance', line: 3 }, { key: 'reorder', line: 4 }], blocks: [{ kind: 'output', line: 40, text: 'reorder=no\nbalance=420' }] }),
      errors: [{ messageId: 'position', key: 'balance', line: 72 }, { messageId: 'position', key: 'reorder', line: 72 }],
    },
    { name: 'field order read in a keyed layout', enforced: oracle({ layout: [KV, 2], fields: [{ key: 'a', line: 9, position: [0, 10] }] }), published: statement({ fields: [{ key: 'a', line: 3 }] }), errors: [{ messageId: 'position', key: 'a', line: 10 }] },
  ],
});
