// Table-driven: oracle snippets -> specific items of the derived contract, each in JavaScript (acorn) and TypeScript (typescript-estree).
import { describe, expect, it } from 'vitest';
import type { Contract } from '../../src/contract/types.js';
import { WRITTEN_VIA } from '../../src/oracle/assemble.js';
import { analyze, field, HEADER, KV_LIB, lineOf, readLines, vocabulary } from './helpers.js';

interface Case {
  name: string;
  body: string;
  files?: Record<string, string>;
  expect(c: Contract, src: string): void;
}

const LIB = { '_lib/kv.mjs': KV_LIB };
const IMPORT_KV = `import { kv } from '../_lib/kv.mjs';\n`;

const cases: Case[] = [
  {
    name: 'vocabulary from assert.equal through a _lib kv(), with the layout from the split inside kv',
    files: LIB,
    body: `${IMPORT_KV}
test('path graph is connected', () => {
  const f = kv(run('A B\\nB C\\n').stdout);
  assert.equal(f.connected, 'yes');
});
test('two parts', () => {
  const f = kv(run('A B\\nC D\\n').stdout);
  assert.strictEqual(f.connected, 'no');
});`,
    expect(c, src) {
      const f = field(c, 'connected');
      expect(vocabulary(f)).toEqual(['no', 'yes']);
      expect(f.required).toBe(true);
      expect(f.vocabulary.find((v) => v.value === 'yes')!.evidence[0].loc.line).toBe(lineOf(src, "'yes'"));
      expect(f.vocabulary.find((v) => v.value === 'no')!.evidence[0].check).toBe('two parts');
      expect(c.layout?.value).toEqual({ kind: 'fields', assign: '=', separator: ' ' });
      expect(c.layout?.evidence.some((e) => e.loc.file === '_lib/kv.mjs' && e.loc.line === lineOf(KV_LIB, '.split('))).toBe(true);
    },
  },
  {
    name: "the strict assert as a named import (`{ strict as check }` from 'node:assert') and as `assert.strict` judges the output",
    body: `import { strict as check } from 'node:assert';
test('named import', () => {
  const f = Object.fromEntries(run('3\\n').stdout.trim().split(' ').map((t) => t.split('=')));
  check.equal(f.champion, 'cat');
});
test('member', () => {
  const f = Object.fromEntries(run('4\\n').stdout.trim().split(' ').map((t) => t.split('=')));
  assert.strict.equal(f.champion, 'dog');
});`,
    expect(c) {
      expect(vocabulary(field(c, 'champion'))).toEqual(['cat', 'dog']);
      expect(c.checks.map((k) => [k.name, k.canFail])).toEqual([['named import', true], ['member', true]]);
    },
  },
  {
    name: 'Number() compared with integers: integer shape, numbers are not vocabulary',
    files: LIB,
    body: `${IMPORT_KV}
test('counts', () => {
  const f = kv(run('x').stdout);
  assert.equal(Number(f.components), 2);
  assert.equal(f.label, '7');
});`,
    expect(c) {
      const f = field(c, 'components');
      expect(f.shape?.value.kind).toBe('integer');
      expect(f.vocabulary).toEqual([]);
      // compared as a number: `2.000` would pass too; a text comparison with '7' is no such thing
      expect(f.shape?.evidence.every((e) => e.asNumber)).toBe(true);
      expect(field(c, 'label').shape?.evidence.some((e) => e.asNumber)).toBe(false);
    },
  },
  {
    name: 'BigInt against a folded power: magnitude in digits, input magnitude, check ignoring the exit status',
    files: LIB,
    body: `${IMPORT_KV}
test('3^65536 in full', () => {
  const f = kv(run('', ['3', String(65536)]).stdout);
  assert.equal(BigInt(f.value), 3n ** 65536n);
  assert.ok(Number(f.mults) <= 35);
});`,
    expect(c) {
      expect(field(c, 'value').magnitude?.value).toBe(31269);
      expect(field(c, 'value').shape?.value.kind).toBe('integer');
      // a bound like <= 35 is evidence, not a magnitude
      expect(field(c, 'mults').magnitude).toBeUndefined();
      const args = c.input.find((d) => d.channel === 'args');
      expect(args?.magnitude?.value).toBe(5);
      expect(args?.lines[0].parts).toEqual([{ kind: 'integer' }, { kind: 'integer' }]);
      expect(c.checks[0]).toMatchObject({ name: '3^65536 in full', assertsExit: false, canFail: true });
      expect(c.checks[0].reads).toEqual(['mults', 'value']);
    },
  },
  {
    name: 'arguments passed through a helper: evidence at the check call site first, then the launcher call that passes them',
    body: `
function simulate(capacity, events) {
  return JSON.parse(spawnSync(PROGRAM, [String(capacity)], { input: events.join('\\n'), encoding: 'utf8' }).stdout);
}
test('lot', () => {
  const lot = simulate(3, ['in A']);
  assert.equal(lot.free, 2);
});`,
    expect(c, src) {
      const args = c.input.find((d) => d.channel === 'args');
      expect(args?.lines[0].evidence.map((e) => [e.loc.line, e.via])).toEqual([
        [lineOf(src, 'simulate(3'), 'passed as arguments'],
        [lineOf(src, 'spawnSync(PROGRAM, [String'), 'arguments passed by the launcher'],
      ]);
    },
  },
  {
    name: 'a loop calling a function that only computes (a seeded `Math.imul` generator) runs for real: a 150-digit number is built',
    body: `
let seed = 20240611;
function rand(lo, hi) {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return lo + ((seed >>> 8) % (hi - lo + 1));
}
function big(digits) {
  let s = String(rand(1, 9));
  while (s.length < digits) s += String(rand(0, 9));
  return BigInt(s);
}
test('big', () => {
  const d = [big(150), big(150)];
  const out = spawnSync(PROGRAM, [], { input: d.join(' ') + '\\n', encoding: 'utf8' }).stdout;
  assert.equal(BigInt(out.trim()), d[0] * d[1]);
});`,
    expect(c) {
      expect(c.input[0].magnitude?.value).toBe(150);
      // the product of the two numbers, computed by node itself with the same generator, has 300 digits
      expect(c.fields[0].magnitude?.value).toBe(300);
    },
  },
  {
    name: 'once a few instances are kept, only new kinds of characters are (`ann rpsr` after forty random `ann RPSR`)',
    body: `
const feed = (s) => spawnSync(PROGRAM, [], { input: s + '\\n', encoding: 'utf8' }).stdout;
test('many', () => {
  const moves = Array.from({ length: 40 }, (_, i) => 'ann ' + 'RPS'[i % 3] + 'RPS'[(i * 7) % 3] + 'RPS'[(i * 5 + 1) % 3] + 'PSR'[(i * 11) % 3] + 'R'.repeat(1 + (i % 4)));
  for (const m of moves) assert.equal(feed(m), 'x');
  assert.equal(feed('ann rpsr'), 'x');
});`,
    expect(c) {
      const line = c.input[0].lines[0];
      expect([line.example, ...(line.examples ?? [])]).toContain('ann rpsr');
    },
  },
  {
    name: 'stdout gathered as Buffer chunks (`chunks.push(c)`, then `Buffer.concat(chunks).toString()`) is the output',
    body: `
import { spawn } from 'node:child_process';
function outline(text) {
  return new Promise((resolve) => {
    const p = spawn(PROGRAM, [], { stdio: ['pipe', 'pipe', 'inherit'] });
    const chunks = [];
    p.stdout.on('data', (c) => chunks.push(c));
    p.on('close', () => resolve(Buffer.concat(chunks).toString('utf8').split('\\n')));
    p.stdin.end(text);
  });
}
test('rows', async () => {
  assert.deepEqual(await outline('# A\\n'), ['1 A']);
});`,
    expect(c) {
      expect(c.layout?.value.kind).toBe('lines');
      expect(c.checks[0].canFail).toBe(true);
    },
  },
  {
    name: 'a seeded generator advances its state on every call (no memoised call of a function assigning an outer variable)',
    body: `
let state = 7;
const rnd = () => { state = state + 1; return state; };
test('a', () => {
  const [a, b, c] = [rnd(), rnd(), rnd()];
  assert.equal(spawnSync(PROGRAM, [], { input: a + ' ' + b + ' ' + c + '\\n', encoding: 'utf8' }).stdout.trim(), 'x');
});`,
    expect(c) {
      expect(c.input[0].lines[0].example).toBe('8 9 10');
    },
  },
  {
    name: 'the digit groups of a clock time keep their widths in the instances kept (`6:05` beside `07:05`), numbers do not',
    body: `
const feed = (s) => spawnSync(PROGRAM, [], { input: s + '\\n', encoding: 'utf8' }).stdout;
const clock = (t) => Math.floor(t / 60) + ':' + String(t % 60).padStart(2, '0');
test('stays', () => {
  assert.equal(feed('07:05 12'), 'x');
  assert.equal(feed('10:05 3'), 'x');
  assert.equal(feed(clock(365) + ' 4'), 'x');
});`,
    expect(c) {
      const line = c.input[0].lines[0];
      // `10:05 3` has the widths of `07:05 12` (two-digit groups around the colon; any number after it)
      expect([line.example, ...(line.examples ?? [])]).toEqual(['07:05 12', '6:05 4']);
    },
  },
  {
    name: 'an instance only a run demanding a refusal feeds is marked so; a form an accepted run feeds too is not',
    body: `
const launch = (s) => spawnSync(PROGRAM, [], { input: s + '\\n', encoding: 'utf8' });
test('accepted', () => {
  assert.equal(launch('07:05 A').status, 0);
});
test('refused', () => {
  assert.equal(launch('7:05 A').status, 2);
  assert.equal(launch('10:05 A').status, 2);
  assert.equal(launch('8:00:00 A').status, 2);
});
test('accepted later', () => {
  assert.equal(launch('9:15:00 A').status, 0);
});`,
    expect(c) {
      const line = c.input[0].lines.find((l) => l.example === '07:05 A');
      expect([line?.example, ...(line?.examples ?? [])]).toEqual(['07:05 A', '7:05 A', '8:00:00 A']);
      expect(line?.refusedInstances).toEqual(['7:05 A']);
    },
  },
  {
    name: 'an instance a refusal run feeds first and an accepted run feeds later leaves no refused instances at all',
    body: `
const launch = (s) => spawnSync(PROGRAM, [], { input: s + '\\n', encoding: 'utf8' });
test('refused first', () => {
  assert.equal(launch('7:05 A').status, 2);
});
test('accepted later', () => {
  assert.equal(launch('8:15 A').status, 0);
});`,
    expect(c) {
      const line = c.input[0].lines.find((l) => l.example === '7:05 A');
      expect(line).toBeDefined();
      expect(line).not.toHaveProperty('refusedInstances');
    },
  },
  {
    name: 'the bounded list of instances of an input line keeps those that differ in more than their numbers',
    body: `
const feed = (s) => spawnSync(PROGRAM, [], { input: s + '\\n', encoding: 'utf8' }).stdout;
test('many', () => {
  const ds = Array.from({ length: 60 }, (_, i) => (i + 1) + 'd' + ((i + 1) % 24) + 'h');
  assert.equal(feed(ds.join('\\n')).split('\\n').length, 60);
  assert.equal(feed('2H'), '7200');
});`,
    expect(c) {
      const line = c.input[0].lines.find((l) => l.example === '1d1h');
      // without the numbers, the sixty `Nd Nh` lines are one instance; `2H`, fed after them, is still kept
      expect([line?.example, ...(line?.examples ?? [])]).toEqual(['1d1h', '2H']);
    },
  },
  {
    name: 'a digit string compared with an entry of an output line is a magnitude of that line (a matrix product past 2^53)',
    body: `
const rows = () => spawnSync(PROGRAM, [], { input: '1', encoding: 'utf8' }).stdout.trim().split('\\n').map((l) => l.trim().split(/\\s+/));
test('big', () => {
  assert.deepEqual(rows(), [['123456789012345678901', '7'], ['1', '2']]);
});`,
    expect(c) {
      expect(c.fields.filter((f) => f.key === null).map((f) => f.magnitude?.value)).toEqual([21, 1]);
    },
  },
  {
    name: '`f.size` of fields parsed into a plain object reads the key `size`; `.size` of a Map of them is its size',
    files: LIB,
    body: `${IMPORT_KV}
test('size', () => {
  const f = kv(run('3').stdout);
  assert.equal(Number(f.size), 3);
});
test('count', () => {
  const m = new Map(run('3').stdout.trim().split(/\\s+/).map((t) => t.split('=')));
  assert.equal(m.size, 2);
  assert.equal(m.get('rows'), '3');
});`,
    expect(c) {
      expect(field(c, 'size').shape?.value).toEqual({ kind: 'integer' });
      expect(c.fields.map((f) => f.key).sort()).toEqual(['rows', 'size']);
    },
  },
  {
    name: 'an argument the analysis cannot work out (a temporary file\'s path) is still an argument line, marked unknown',
    body: `
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
test('file', () => {
  const path = join(mkdtempSync(join(tmpdir(), 'x-')), 'in.bin');
  writeFileSync(path, 'AB');
  const out = spawnSync(PROGRAM, [path], { encoding: 'utf8' }).stdout;
  assert.equal(out.trim(), '2');
});`,
    expect(c, src) {
      const args = c.input.find((d) => d.channel === 'args');
      expect(args?.lines.map((l) => [l.example, l.unknown, l.parts])).toEqual([['\u2026', true, [{ kind: 'text' }]]]);
      expect(args?.lines[0].evidence[0].loc.line).toBe(lineOf(src, 'spawnSync(PROGRAM, [path]'));
    },
  },
  {
    name: 'each distinct instance of an input line shape keeps where it is first fed (exampleLocs, aligned with the examples)',
    body: `
test('km', () => {
  assert.equal(run('12 km to mi\\n').stdout, '7.4565 mi\\n');
});
test('capitals', () => {
  assert.equal(run('5 KG to LB\\n').stdout, '11.0231 lb\\n');
});
test('km again', () => {
  assert.equal(run('12 km to mi\\n').stdout, '7.4565 mi\\n');
});`,
    expect(c, src) {
      const line = c.input.find((d) => d.channel === 'stdin')!.lines[0];
      expect([line.example, ...(line.examples ?? [])]).toEqual(['12 km to mi', '5 KG to LB']);
      expect(line.exampleLocs?.map((l) => l.line)).toEqual([lineOf(src, "run('12 km"), lineOf(src, "run('5 KG")]);
    },
  },
  {
    name: 'a fed line written in a string literal above the call that feeds it is located there first; a line built from parts at the call',
    body: `
test('gaps', () => {
  const lines = ['2024-03-01 140',
    '2024-03-02 -'];
  assert.equal(run(lines.join('\\n') + '\\n').stdout, 'days=1\\n');
});
test('built', () => {
  const day = 7;
  assert.equal(run(\`x \${day} y\\n\`).stdout, 'days=0\\n');
});`,
    expect(c, src) {
      const lines = c.input.find((d) => d.channel === 'stdin')!.lines;
      const gap = lines.find((l) => l.example === '2024-03-02 -')!;
      expect(gap.evidence.map((e) => [e.loc.line, e.via])).toEqual([[lineOf(src, "'2024-03-02 -'"), 'fed text written here'], [lineOf(src, 'run(lines.join'), 'fed on stdin']]);
      expect(gap.evidence[0].loc.column).toBe(src.split('\n')[lineOf(src, "'2024-03-02 -'") - 1].indexOf('2024-03-02 -') + 1);
      const built = lines.find((l) => l.example === 'x 7 y')!;
      expect(built.evidence.map((e) => e.loc.line)).toEqual([lineOf(src, 'run(`x')]);
    },
  },
  {
    name: 'lines read by position whose part before = is compared with a name are key=value lines in that order: keyed fields with the value\'s shape and tokens',
    body: `
function trip(input) {
  const lines = run(input).stdout.trim().split('\\n');
  assert.deepStrictEqual(lines.map((l) => l.split('=')[0]), ['floors', 'verdict']);
  const vals = lines.map((l) => l.slice(l.indexOf('=') + 1));
  return { floors: Number(vals[0]), verdict: lines[1].split('=')[1] };
}
test('t', () => {
  const t = trip('0 5\\n');
  assert.equal(t.floors, 5);
  assert.equal(t.verdict, 'safe');
});`,
    expect(c, src) {
      expect(c.layout?.value).toEqual({ kind: 'fields', assign: '=', separator: '\n' });
      expect(c.fields.map((f) => [f.key, f.position?.value])).toEqual([['floors', 0], ['verdict', 1]]);
      expect(field(c, 'floors').shape?.value).toEqual({ kind: 'integer' });
      expect(vocabulary(field(c, 'verdict'))).toEqual(['safe']);
      expect(field(c, 'verdict').position?.evidence.every((e) => e.via === 'key=value line read by position')).toBe(true);
      expect(readLines(field(c, 'floors'))).toContain(lineOf(src, "assert.deepStrictEqual(lines.map"));
    },
  },
  {
    name: 'lines read by position whose part before `: ` (cut with indexOf and slice) is compared with each name of a list in turn are `key: value` lines in that order',
    body: `
const ORDER = ['visit_fee', 'vat', 'total'];
function invoice(miles) {
  const lines = run('', ['--miles', String(miles)]).stdout.trim().split('\\n');
  const bill = {};
  ORDER.forEach((key, i) => {
    const sep = lines[i].indexOf(': ');
    assert.equal(lines[i].slice(0, sep), key);
    bill[key] = lines[i].slice(sep + 2).trim();
  });
  return bill;
}
test('t', () => {
  assert.equal(invoice(24).vat, '40.81');
});`,
    expect(c) {
      expect(c.layout?.value).toEqual({ kind: 'fields', assign: ': ', separator: '\n' });
      expect(c.fields.map((f) => [f.key, f.position?.value])).toEqual([['visit_fee', 0], ['vat', 1], ['total', 2]]);
      expect(vocabulary(field(c, 'vat'))).toEqual(['40.81']);
    },
  },
  {
    name: 'the key part of a line compared with names that differ from check to check (`on=06:20` / `off=07:00` events) leaves the lines positional, and each check reads the keys it expects',
    body: `
function pairs(stdout) {
  return stdout.split('\\n').filter((l) => l !== '').map((l) => {
    const [key, value] = l.split('=');
    return { key, value };
  });
}
test('one fog bank', () => {
  assert.deepStrictEqual(pairs(run('06:00 1.5\\n06:20 3.5\\n').stdout), [{ key: 'on', value: '06:00' }, { key: 'off', value: '06:20' }]);
});
test('still sounding', () => {
  assert.deepStrictEqual(pairs(run('06:00 1.5\\n').stdout), [{ key: 'on', value: '06:00' }, { key: 'total_minutes', value: '0' }]);
});`,
    expect(c) {
      expect(c.fields.every((f) => f.key === null)).toBe(true);
      expect(c.checks.map((k) => [k.name, k.reads.filter((r) => !r.startsWith('#'))])).toEqual([['one fog bank', ['off', 'on']], ['still sounding', ['on', 'total_minutes']]]);
    },
  },
  {
    name: 'lines read by position, each asserted to start with its key and sign (`lines[1].startsWith(\'count: \')`), are `key: value` lines in that order, read by the check',
    body: `
function reprint(total, ranges) {
  const lines = run(ranges + '\\n', [String(total)]).stdout.trim().split('\\n');
  assert.ok(lines[0].startsWith('reprint: '), 'line 1');
  assert.ok(lines[1].startsWith('count: '), 'line 2');
  return { list: lines[0].slice('reprint: '.length), count: Number(lines[1].slice('count: '.length)) };
}
test('t', () => {
  assert.equal(reprint(40, '3-5').count, 3);
});`,
    expect(c) {
      expect(c.layout?.value).toEqual({ kind: 'fields', assign: ': ', separator: '\n' });
      expect(c.fields.map((f) => [f.key, f.position?.value])).toEqual([['reprint', 0], ['count', 1]]);
      expect(c.checks[0]?.reads).toEqual(expect.arrayContaining(['count', 'reprint']));
    },
  },
  {
    name: 'a line found by a pattern anchoring a key at its start (`lines.find((l) => /^deepest:\\s*\\d+$/.test(l))`) carries that key, read where it is found; not a pattern of no key or of no sign',
    body: `
test('deepest', () => {
  const lines = run('3 3\\n').stdout.trim().split('\\n');
  const deep = lines.find((l) => /^deepest:\\s*\\d+$/.test(l));
  assert.ok(deep, 'no deepest line');
  assert.strictEqual(Number(deep.split(':')[1]), 2);
  const other = lines.find((l) => /^\\d+ cells$/.test(l));
  assert.ok(other);
  const word = lines.find((l) => /^total \\d+$/.test(l));
  assert.ok(word);
});`,
    expect(c, src) {
      const f = field(c, 'deepest');
      expect(f.shape?.value).toEqual({ kind: 'integer' });
      expect(f.presence.map((e) => e.loc.line)).toContain(lineOf(src, 'const deep ='));
      expect(c.fields.map((x) => x.key).filter((k) => k !== null)).toEqual(['deepest']);
    },
  },
  {
    name: 'a line tested to start with its key and cut after it (`last.startsWith(\'ewes=\')`, `last.slice(\'ewes=\'.length)`) is that key\'s value',
    body: `
test('t', () => {
  const lines = run('2001 3 0 sound 2\\n').stdout.trimEnd().split('\\n');
  const last = lines.pop();
  assert.ok(last.startsWith('ewes='), 'last line');
  const kept = last.slice('ewes='.length).split(',');
  assert.deepEqual(kept, ['2001', '2004', '2007']);
});`,
    expect(c) {
      const f = field(c, 'ewes');
      expect(f.shape?.value).toEqual({ kind: 'list', separator: ',', element: { kind: 'integer' } });
      expect(f.position).toBeUndefined();
    },
  },
  {
    name: 'lines read by position, each tested to start with its key and cut after it, are that key\'s field in that place, with the value\'s shape',
    body: `
test('t', () => {
  const lines = run('Talstation Alpstubli open\\n').stdout.split('\\n');
  assert.ok(lines[0].startsWith('huts: '));
  assert.ok(lines[1].startsWith('cut_off: '));
  assert.deepEqual(lines[0].slice('huts: '.length).split(', '), ['Alpstubli', 'Seehut', 'Talstation']);
  assert.equal(lines[1].slice('cut_off: '.length), 'none');
});`,
    expect(c) {
      expect(c.fields.map((f) => [f.key, f.position?.value])).toEqual([['huts', 0], ['cut_off', 1]]);
      expect(field(c, 'huts').shape?.value).toEqual({ kind: 'list', separator: ', ', element: { kind: 'word' } });
      expect(vocabulary(field(c, 'cut_off'))).toEqual(['none']);
    },
  },
  {
    name: 'a JSON member deep-compared with a list written in the assertion (`[\'B9\', \'B12\']`) is an array of those values',
    body: `
test('t', () => {
  const out = JSON.parse(run('B9 31.5\\n').stdout);
  assert.deepStrictEqual(out.rejected, ['B9', 'B12']);
});`,
    expect(c) {
      expect(vocabulary(field(c, 'rejected[]'))).toEqual(['B12', 'B9']);
    },
  },
  {
    name: 'a `key=value` line matched whole on the output (`/^missing=Z9$/m`) demands that value of its key',
    body: `
test('t', () => {
  const r = run('3\\nA Z9\\n');
  assert.match(r.stdout, /^missing=Z9$/m);
});`,
    expect(c) {
      expect(vocabulary(field(c, 'missing'))).toEqual(['Z9']);
    },
  },
  {
    name: 'lines matched by position with a key=value pattern whose first group is compared with a name are key=value lines too',
    body: `
function summary(input) {
  const lines = run(input).stdout.trim().split('\\n');
  const [loads, heaviest] = lines.map((line) => line.match(/^(\\w+)=(.*)$/));
  assert.ok(loads && loads[1] === 'loads');
  assert.ok(heaviest && heaviest[1] === 'heaviest');
  return { loads: Number(loads[2]), heaviest: heaviest[2] };
}
test('t', () => {
  const s = summary('WX12 18400 11200\\n');
  assert.equal(s.loads, 1);
  assert.equal(s.heaviest, 'WX12');
});`,
    expect(c) {
      expect(c.layout?.value).toEqual({ kind: 'fields', assign: '=', separator: '\n' });
      expect(c.fields.map((f) => [f.key, f.position?.value])).toEqual([['loads', 0], ['heaviest', 1]]);
      expect(vocabulary(field(c, 'heaviest'))).toEqual(['WX12']);
    },
  },
  {
    name: 'lines matched one by one (`out[m[1]]`) keep their keys: the names compared by position add no second field',
    body: `
function launch(input) {
  const lines = run(input).stdout.trim().split('\\n');
  const out = {};
  for (const l of lines) {
    const m = /^(range|height)=(\\d+)$/.exec(l);
    out[m[1]] = m[2];
  }
  return { lines, ...out };
}
test('t', () => {
  const r = launch('1\\n');
  assert.deepEqual(r.lines.map((l) => l.split('=')[0]), ['range', 'height']);
  assert.equal(r.range, '3');
});`,
    expect(c) {
      expect(c.fields.filter((f) => f.key === 'range')).toHaveLength(1);
      expect(c.fields.filter((f) => f.key !== null).every((f) => f.position === undefined || f.position.evidence.every((e) => e.via !== 'key=value line read by position'))).toBe(true);
    },
  },
  {
    name: 'a decimal regex gives decimal places; toFixed comparisons too',
    files: LIB,
    body: `${IMPORT_KV}
test('avg', () => {
  const f = kv(run('1 2').stdout);
  assert.match(f.avg, /^-?\\d+\\.\\d{3}$/);
  assert.equal(f.dist, (15 / 2).toFixed(2));
  assert.equal(Number(f.ratio).toFixed(1), f.ratio);
});`,
    expect(c) {
      expect(field(c, 'avg').shape?.value).toEqual({ kind: 'decimal', places: 3 });
      expect(field(c, 'dist').shape?.value).toEqual({ kind: 'decimal', places: 2 });
      expect(vocabulary(field(c, 'dist'))).toEqual(['7.50']);
      expect(field(c, 'ratio').shape?.value).toEqual({ kind: 'decimal', places: 1 });
    },
  },
  {
    name: 'the program path split on whitespace (an interpreter prefix, `python3 prog.py`): its first word is the program, the rest its own words, not input',
    files: {
      '_lib/run.mjs': `import { spawnSync } from 'node:child_process';
export function programArgv() {
  const raw = process.env.ORACLE_PROGRAM;
  if (!raw) throw new Error('ORACLE_PROGRAM is not set');
  return raw.trim().split(/\\s+/);
}
export function launch(input, args = []) {
  const [cmd, ...pre] = programArgv();
  return spawnSync(cmd, [...pre, ...args], { input, encoding: 'utf8' });
}
`,
    },
    body: `import { launch } from '../_lib/run.mjs';
test('fee', () => {
  const r = launch('7 kg\\n', ['--metric']);
  assert.equal(r.status, 0);
  assert.equal(r.stdout.trim(), 'fee=12');
});`,
    expect(c) {
      expect(c.problems).toEqual([]);
      expect(c.checks.map((k) => [k.name, k.assertsExit, k.canFail])).toEqual([['fee', true, true]]);
      expect(c.input.find((d) => d.channel === 'args')?.lines.map((l) => l.example)).toEqual(['--metric']);
      expect(c.input.find((d) => d.channel === 'stdin')?.lines.map((l) => l.example)).toEqual(['7 kg']);
    },
  },
  {
    name: 'a line pattern holding several keys (`^([a-z]+) vehicles=(\\d+) peak=(\\S+)$`): each group after a literal `key=` is that key, with its shape',
    body: `
const LINE = /^([a-z]+) vehicles=(\\d+) peak=(?<peak>\\d{4}-\\d{2}-\\d{2})$/;
test('classes', () => {
  const lines = run('suv 1 3\\n').stdout.trim().split('\\n');
  for (const line of lines) {
    const m = LINE.exec(line);
    assert.ok(m, line);
    assert.equal(Number(m[2]), 2);
    assert.equal(m.groups.peak, '2024-06-03');
    assert.equal(m[1], 'suv');
  }
});`,
    expect(c, src) {
      expect(field(c, 'vehicles').shape?.value).toEqual({ kind: 'integer' });
      expect(field(c, 'vehicles').presence.some((e) => e.loc.line === lineOf(src, 'LINE.exec'))).toBe(true);
      expect(vocabulary(field(c, 'peak'))).toEqual(['2024-06-03']);
      // the unkeyed first group stays a part of the line, not a key
      expect(c.fields.some((f) => f.key === 'suv' || f.key === '1')).toBe(false);
      expect(c.checks[0].reads).toEqual(expect.arrayContaining(['peak', 'vehicles']));
    },
  },
  {
    name: 'decimal texts compared exactly: a trailing zero (`3.50`) demands padded places first, a rounding (`0.333`) its places, an exact binary value (`16.25`) none; mixed places fix none',
    files: LIB,
    body: `${IMPORT_KV}
test('values', () => {
  const f = kv(run('1 2').stdout);
  assert.equal(f.avg, '16.25');
  assert.equal(f.third, '0.333');
  assert.equal(f.fee, '6.51');
  assert.equal(f.fee, '3.50');
  assert.equal(f.sig, '2.50');
  assert.equal(f.sig, '0.00123');
});`,
    expect(c, src) {
      expect(field(c, 'avg').shape?.value).toEqual({ kind: 'number' });
      expect(field(c, 'third').shape?.value).toEqual({ kind: 'decimal', places: 3 });
      expect(field(c, 'third').shape?.evidence.every((e) => e.rounding)).toBe(true);
      const fee = field(c, 'fee').shape!;
      expect(fee.value).toEqual({ kind: 'decimal', places: 2 });
      expect(fee.evidence.map((e) => [e.loc.line, e.rounding ?? false])).toEqual([[lineOf(src, "'3.50'"), false], [lineOf(src, "'6.51'"), true]]);
      expect(field(c, 'sig').shape?.value).toEqual({ kind: 'decimal' });
    },
  },
  {
    name: 'a number compared with a model that answers `Infinity` (no route) is still an integer; a fraction written with an exponent (`4.5e-10`) has the places it stands for',
    files: LIB,
    body: `${IMPORT_KV}
function best(n) { return n > 5 ? Infinity : n * 2; }
test('values', () => {
  const f = kv(run('1 2').stdout);
  assert.equal(Number(f.minutes), best(9));
  assert.equal(Number(f.minutes), best(2));
  assert.equal(Number(f.tiny), 4.5e-10);
});`,
    expect(c) {
      expect(field(c, 'minutes').shape?.value).toEqual({ kind: 'integer' });
      expect(field(c, 'tiny').shape?.value).toEqual({ kind: 'decimal', places: 11 });
    },
  },
  {
    name: 'a key compared with the digit count of a computed integer (`String(2n ** 20000n).length`) gives the one key compared with big integers that magnitude there',
    files: LIB,
    body: `${IMPORT_KV}
test('medium', () => {
  const f = kv(run('60').stdout);
  assert.equal(f.ways, (2n ** 60n).toString());
});
test('huge', () => {
  const f = kv(run('20000').stdout);
  assert.equal(Number(f.digits), (2n ** 20000n).toString().length);
});`,
    expect(c, src) {
      const ways = field(c, 'ways');
      expect(ways.magnitude?.value).toBe(6021);
      expect(ways.magnitude?.evidence[0]?.loc.line).toBe(lineOf(src, 'Number(f.digits)'));
      expect(ways.comparedMagnitude?.value).toBe(19);
      expect(field(c, 'digits').magnitude?.value).toBe(4);
    },
  },
  {
    name: 'a digit count with no key compared with big integers beside it, or of a short number, gives no key a magnitude',
    files: LIB,
    body: `${IMPORT_KV}
test('counts', () => {
  const f = kv(run('20000').stdout);
  assert.equal(Number(f.digits), (2n ** 20000n).toString().length);
  assert.equal(Number(f.size), String(12345).length);
  assert.equal(f.total, '12');
});`,
    expect(c) {
      expect(c.fields.filter((f) => (f.magnitude?.value ?? 0) > 15)).toEqual([]);
      expect(field(c, 'total').comparedMagnitude).toBeUndefined();
    },
  },
  {
    name: 'an array built item by item from output (`Array.from({ length: k }, (_, i) => out[`lane${i + 1}`].split(","))`) compared with a literal one is a check that can fail',
    files: LIB,
    body: `${IMPORT_KV}
function lanesOf(out, k) {
  return Array.from({ length: k }, (_, i) => {
    const v = out[\`lane\${i + 1}\`];
    assert.notEqual(v, undefined);
    return v === '' ? [] : v.split(',');
  });
}
test('lanes', () => {
  assert.deepEqual(lanesOf(kv(run('2 10').stdout), 2), [['C1', 'V1'], ['L1']]);
});`,
    expect(c) {
      expect(c.checks.map((k) => [k.name, k.canFail])).toEqual([['lanes', true]]);
      expect(c.fields.map((f) => f.key)).toEqual(expect.arrayContaining(['lane1', 'lane2']));
    },
  },
  {
    name: 'an input line of fields joined by `;` is one shape whatever spaces its fields hold (`Russian River Valley;2012;94`, `Barolo;2010;97`)',
    body: `
test('scores', () => {
  const r = run('Russian River Valley;2012;94\\nBarolo;2010;97\\n');
  assert.equal(r.stdout.trim(), 'best=Barolo');
});`,
    expect(c) {
      expect(c.input.find((d) => d.channel === 'stdin')?.lines.map((l) => [l.separator, l.parts.map((p) => p.kind).join(' ')])).toEqual([[';', 'word integer integer']]);
    },
  },
  {
    name: 'a whole-output pattern spanning lines (`^sequences=(\\d+)\\nmod=(\\d+)$`) reads each group after a literal `key=` as that key',
    body: `
test('big', () => {
  const m = /^sequences=(\\d+)\\nmod=(\\d+)\\n?$/.exec(run('O+ 800').stdout);
  assert.ok(m);
  assert.equal(BigInt(m[1]), 12345678901234567890n);
  assert.equal(m[2], '7');
});`,
    expect(c) {
      expect(field(c, 'sequences').magnitude?.value).toBe(20);
      expect(vocabulary(field(c, 'mod'))).toEqual(['7']);
    },
  },
  {
    name: 'a member scraped out of JSON text by a regex (`"total"\\s*:\\s*(\\d+)`) is that key of a JSON layout, with its magnitude',
    body: `
test('very large files are summed exactly', () => {
  const big = 2n ** 53n + 1n;
  const raw = run(\`\${big} a\\n\${big} b\\n\`).stdout;
  const m = raw.match(/"total"\\s*:\\s*(\\d+)/);
  assert.ok(m, 'no total in output');
  assert.equal(BigInt(m[1]), 2n * big);
});`,
    expect(c, src) {
      expect(c.layout?.value).toEqual({ kind: 'json' });
      expect(field(c, 'total').magnitude?.value).toBe(17);
      expect(field(c, 'total').magnitude?.evidence[0].loc.line).toBe(lineOf(src, '2n * big)'));
    },
  },
  {
    name: 'two keys of JSON summed and compared (`q.deposit + q.balance` against `q.total`, through a helper) are both required',
    body: `
function expectEqual(what, got, want) {
  if (got !== want) throw new Error(what + ': expected ' + want + ', got ' + got);
}
test('deposit and balance make up the total', () => {
  const q = JSON.parse(run('tyre 50.00 1').stdout);
  expectEqual('deposit + balance', q.deposit + q.balance, q.total);
});`,
    expect(c, src) {
      for (const key of ['deposit', 'balance']) {
        expect(field(c, key).required, key).toBe(true);
        expect(field(c, key).presence.some((e) => e.loc.line === lineOf(src, 'q.deposit + q.balance')), key).toBe(true);
      }
    },
  },
  {
    name: 'a member scraped out of JSON text by a regex ending in a word boundary (`"total":\\s*(\\d+\\.\\d{2})\\b`) has the shape of its group',
    body: `
function totalOf(stdout) {
  const m = /"total":\\s*(\\d+\\.\\d{2})\\b/.exec(stdout);
  assert.ok(m, 'no total with pence');
  return Math.round(Number(m[1]) * 100);
}
test('round figures keep their pence', () => {
  const r = run('tyre 50.00 1');
  assert.equal(totalOf(r.stdout), 6000);
});`,
    expect(c, src) {
      expect(c.layout?.value).toEqual({ kind: 'json' });
      expect(field(c, 'total').shape?.value).toEqual({ kind: 'decimal', places: 2 });
      expect(field(c, 'total').shape?.evidence[0].loc.line).toBe(lineOf(src, '.exec(stdout)'));
    },
  },
  {
    name: 'a key scraped by a regex whose group is a decimal (`^avg=(\\d+\\.\\d{2})$`) has those places, though its value is compared with a computed one',
    files: LIB,
    body: `${IMPORT_KV}
test('avg', () => {
  const out = run('1 2').stdout;
  const m = out.match(/^avg=(\\d+\\.\\d{2})$/m);
  assert.ok(m, 'avg line missing');
  const mean = [1, 2].reduce((s, x) => s + x * out.length, 0) / 2;
  assert.equal(m[1], mean.toFixed(2));
  const n = out.match(/^count=(-?\\d+)$/m);
  assert.ok(n);
});`,
    expect(c) {
      expect(field(c, 'avg').shape?.value).toEqual({ kind: 'decimal', places: 2 });
      expect(field(c, 'count').shape?.value).toEqual({ kind: 'integer', signed: true });
    },
  },
  {
    name: 'a key regex ending in a lookahead (`\\bfine=(\\d+\\.\\d\\d)(?!\\d)`) or a whitespace still reads that key',
    body: `
test('fine', () => {
  const out = run('', ['2024-03-01', '2024-03-09', 'book']).stdout;
  const m = out.match(/\\bfine=(\\d+\\.\\d\\d)(?!\\d)/);
  assert.ok(m);
  assert.strictEqual(Number(m[1]), 1.75);
  const d = out.match(/days=(\\d+)\\s/);
  assert.strictEqual(Number(d[1]), 8);
});`,
    expect(c) {
      expect(field(c, 'fine').shape?.value).toEqual({ kind: 'decimal', places: 2 });
      expect(field(c, 'days').shape?.value).toEqual({ kind: 'integer' });
      expect(c.layout?.value).toMatchObject({ kind: 'fields', assign: '=' });
    },
  },
  {
    name: 'a key regex whose value group holds a non-capturing group (`^median=(\\d+(?:\\.\\d)?)$`) reads that key where its group is compared, asserted or not',
    body: `
test('median', () => {
  const out = run('', ['72', '95', '64']).stdout;
  const med = /^median=(\\d+(?:\\.\\d)?)$/m.exec(out);
  assert.equal(med ? Number(med[1]) : undefined, 72);
});`,
    expect(c, src) {
      expect(field(c, 'median').presence.some((e) => e.loc.line === lineOf(src, 'median=('))).toBe(true);
      expect(c.layout?.value).toEqual({ kind: 'fields', assign: '=', separator: '\n' });
    },
  },
  {
    name: 'a key regex anchored at the start of one output line (`/^sets=(\\d+)$/` on `lines.at(-1)`) reads that key; the other lines keep their layout',
    body: `
test('answers then a count', () => {
  const lines = run('5\\nsame 0 1\\nsame 1 2\\n').stdout.split('\\n').filter(Boolean);
  assert.deepStrictEqual(lines.slice(0, -1), ['yes', 'no']);
  const m = lines.at(-1).match(/^sets=(\\d+)$/);
  assert.strictEqual(Number(m[1]), 4);
});
test('a cycle line', () => {
  const lines = run('a: b\\nb: a\\n').stdout.trim().split('\\n');
  const m = /^cycle=(.+)$/.exec(lines[0].trim());
  assert.ok(m[1].split(',').length >= 2);
});`,
    expect(c, src) {
      expect(field(c, 'sets').shape?.value).toEqual({ kind: 'integer' });
      expect(field(c, 'sets').presence.some((e) => e.loc.line === lineOf(src, '/^sets='))).toBe(true);
      expect(field(c, 'cycle').shape?.value).toEqual({ kind: 'list', separator: ',', element: { kind: 'word' } });
      expect(c.layout?.value).toEqual({ kind: 'lines' });
    },
  },
  {
    name: 'a key pattern asserted on a line (`/^payment=(\\d+\\.\\d{2})$/`) or searched in stdout (`/^mgt=(...)$/m`, `/^R=(...)(\\s|$)/`) shapes the key, not the text it searches',
    body: `
test('payment line', () => {
  const lines = run('1000 12').stdout.trim().split('\\n');
  assert.match(lines[0], /^payment=(\\d+\\.\\d{2})$/);
});
test('mean line anywhere', () => {
  const out = run('1 3').stdout;
  const m = /^mgt=(\\d+\\.\\d{2})$/m.exec(out);
  assert.ok(m);
  assert.strictEqual(Number(m[1]), 4);
});
test('resistance', () => {
  const m = /^R=(\\d+\\.\\d{2})(\\s|$)/.exec(run('2').stdout.trim());
  assert.ok(m);
  assert.ok(Math.abs(Number(m[1]) - 2) < 0.01);
});`,
    expect(c, src) {
      expect(field(c, 'payment').shape?.value).toEqual({ kind: 'decimal', places: 2 });
      expect(field(c, 'payment').shape?.evidence[0]?.loc.line).toBe(lineOf(src, '/^payment='));
      expect(field(c, 'mgt').shape?.value).toEqual({ kind: 'decimal', places: 2 });
      expect(field(c, 'R').shape?.value).toEqual({ kind: 'decimal', places: 2 });
      // neither the whole text nor the line has the pattern itself as its shape
      expect(c.fields.filter((f) => f.key === null && f.shape)).toEqual([]);
    },
  },
  {
    name: 'a table the oracle fills under keys it cannot work out (`by[x.k].push(v)`, `Object.fromEntries(Object.keys(t).map(...))`) is no constant to compare with',
    body: `
function model(rows) {
  const by = {};
  for (const k of ['a', 'b']) by[k] = [];
  for (const x of rows) by[x.k].push(x.v);
  return by;
}
function canon(v) {
  if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().map((k) => [k, canon(v[k])]));
  return v;
}
test('groups', () => {
  const pick = () => String(Date.now() % 7);
  const rows = [{ k: pick(), v: 1 }, { k: pick(), v: 2 }];
  const out = JSON.parse(run(JSON.stringify(rows)).stdout);
  assert.equal(JSON.stringify(out.groups), JSON.stringify(model(rows)));
});
test('totals', () => {
  const tally = {};
  for (let i = 0; i < 3; i++) tally['k' + Date.now()] = i;
  const out = JSON.parse(run('3').stdout);
  assert.equal(JSON.stringify(canon(out.totals)), JSON.stringify(canon(tally)));
});`,
    expect(c) {
      expect(field(c, 'groups').vocabulary).toEqual([]);
      expect(field(c, 'totals').vocabulary).toEqual([]);
    },
  },
  {
    name: 'a key compared with the oracle\'s own name respelled (`name.replace(/ /g, \'_\')`, `replaceAll(\' \', \'_\')`) expects names respelled, located where it respells',
    files: LIB,
    body: `${IMPORT_KV}
function model(rows) {
  return { busiest: rows[0].name.replace(/ /g, '_'), quietest: rows[1].name.replaceAll(' ', '-') };
}
test('random gates', () => {
  const rows = [{ name: String(Date.now()) }, { name: String(Date.now()) }];
  const got = kv(run('x').stdout);
  const want = model(rows);
  assert.equal(got.busiest, want.busiest);
  assert.equal(got.quietest, want.quietest);
  assert.equal(got.total, String(Date.now()).trim());
});`,
    expect(c, src) {
      expect(field(c, 'busiest').respelled?.value).toBe('_');
      expect(field(c, 'busiest').respelled?.evidence.map((e) => e.loc.line)).toContain(lineOf(src, "replace(/ /g, '_')"));
      expect(field(c, 'quietest').respelled?.value).toBe('-');
      // a text trimmed, not respelled, is no spelling demand
      expect(field(c, 'total').respelled).toBeUndefined();
    },
  },
  {
    name: 'output compared with a model that folds texts of its own to one case (`id.toUpperCase()`) expects them folded, located where it folds',
    files: LIB,
    body: `${IMPORT_KV}
function model(rows) {
  const crews = [{ rows: [] }];
  for (const [id] of rows) crews[0].rows.push(id.toUpperCase());
  return crews;
}
test('random rows', () => {
  const rows = [];
  for (let i = 0; i < 3; i++) rows.push([\`r\${i + 1}\`, 60]);
  const got = kv(run(rows.map(([id, v]) => \`\${id} \${v}\`).join('\\n')).stdout);
  assert.equal(JSON.stringify([{ rows: got.rows.split(',') }]), JSON.stringify(model(rows)));
  assert.equal(got.best, \`\${rows[0][0].toLowerCase()} wins\`);
  assert.equal(got.worst, Date.now().toString().toLowerCase());
  assert.equal(got.total, rows[0][0].trim());
  assert.equal(got.crew, String(Date.now()).toUpperCase() + ' ' + ['\\n', Date.now()].join(''));
});`,
    expect(c, src) {
      const rows = field(c, 'rows').folded;
      expect(rows?.value).toBe('upper');
      expect(rows?.from).toEqual(['r1', 'r2', 'r3']);
      expect(rows?.evidence.map((e) => e.loc.line)).toContain(lineOf(src, 'toUpperCase()'));
      // folding a text already in that case changes nothing; a text not known as a constant is still folded
      expect(field(c, 'best').folded).toBeUndefined();
      // ... and so is one written before parts of other lines it does not know (its sketch kept beside the fold)
      expect(field(c, 'crew').folded?.value).toBe('upper');
      expect(field(c, 'worst').folded?.value).toBe('lower');
      expect(field(c, 'total').folded).toBeUndefined();
    },
  },
  {
    name: 'the columns of the output rows a check reads are kept by index, with the lines that read them',
    body: `
test('rows', () => {
  const rows = run('h1 4\\n').stdout.trim().split('\\n').map((l) => l.split(' '));
  for (const r of rows) {
    assert.match(r[0], /^H\\d+$/);
    assert.ok(typeof Number(r[1]) === 'number');
  }
  const [id, , action] = rows[0];
  assert.equal(action, 'treat');
  assert.equal(run('x').stdout.split(',')[2], 'a');
  assert.deepEqual(
    rows.map((r) => r[0]),
    ['H-07', 'HX-9'],
  );
});`,
    expect(c, src) {
      const at = (index: number) => c.columns?.find((col) => col.index === index)?.evidence.map((e) => e.loc.line);
      expect(c.columns?.map((col) => [col.index, col.separator])).toEqual([[0, ' '], [1, ' '], [2, ' ']]);
      expect(at(0)).toContain(lineOf(src, 'assert.match(r[0]'));
      expect(at(1)).toContain(lineOf(src, 'typeof Number(r[1])'));
      expect(at(2)).toContain(lineOf(src, "'treat'"));
      // (a part of the whole output, not of a line, is no column of rows)
      expect(at(2)).not.toContain(lineOf(src, "split(',')[2]"));
      // the tokens a column is compared with, each located at the literal (a list written below its assertion)
      const first = c.columns?.find((col) => col.index === 0)?.tokens;
      expect(first?.map((t) => t.value)).toEqual(['H-07', 'HX-9']);
      expect(first?.[0]?.evidence[0]?.loc.line).toBe(lineOf(src, "['H-07', 'HX-9']"));
      expect(c.columns?.find((col) => col.index === 2)?.tokens?.map((t) => t.value)).toEqual(['treat']);
    },
  },
  {
    name: 'rows cut into five columns filed under the first (`rows[pilot] = { jobs, ... }`) are a table, not key|value fields',
    body: `
function table(out) {
  const lines = out.split('\\n').filter((l) => l.trim() !== '');
  const rows = {};
  for (const line of lines.slice(1)) {
    const [pilot, jobs, duty, gap, status] = line.split('|').map((c) => c.trim());
    rows[pilot] = { jobs: Number(jobs), duty: Number(duty), gap, status };
  }
  return rows;
}
test('rest table', () => {
  const rows = table(run('Ines 06:10 08:00').stdout);
  assert.equal(rows.Ines.status, 'fit');
});`,
    expect(c) {
      expect(c.layout?.value.kind).not.toBe('fields');
    },
  },
  {
    name: 'a line cut at `=` into `[key, value, extra]` (a third part looked for to refuse it) and filed under its key is still key=value',
    body: `
function fields(out) {
  const f = {};
  for (const row of out.split('\\n').filter(Boolean)) {
    const [key, value, extra] = row.trim().split('=');
    assert.equal(extra, undefined);
    f[key] = value;
  }
  return f;
}
test('volume', () => {
  const f = fields(run('', ['25', '12.5']).stdout);
  assert.equal(f.lanes, '5');
});`,
    expect(c) {
      expect(c.layout?.value).toEqual({ kind: 'fields', assign: '=', separator: '\n' });
      expect(field(c, 'lanes').vocabulary.map((v) => v.value)).toEqual(['5']);
    },
  },
  {
    name: "a list split on ',' whose elements are split on '-' is a list of pairs",
    files: LIB,
    body: `${IMPORT_KV}
test('tree', () => {
  const f = kv(run('A B 1').stdout);
  const edges = f.edges.split(',').map((e) => e.split('-'));
  for (const [a, b] of edges) assert.notEqual(a, b);
  assert.equal(edges.length, 3);
});`,
    expect(c) {
      expect(field(c, 'edges').shape?.value).toEqual({
        kind: 'list', separator: ',', element: { kind: 'pair', separator: '-', left: { kind: 'word' }, right: { kind: 'word' } },
      });
    },
  },
  {
    name: "a decimal matched by `^\\d+\\.\\d{2}$` and then split at its point (`euros, cents`) stays that decimal; a word split on '.' is a pair",
    files: LIB,
    body: `${IMPORT_KV}
test('fare', () => {
  const f = kv(run('1 2 adult').stdout);
  assert.match(f.fare, /^\\d+\\.\\d{2}$/);
  const [euros, cents] = f.fare.split('.');
  assert.equal(Number(euros) * 100 + Number(cents), 240);
  const [user, host] = f.host.split('.');
  assert.equal(user, 'www');
});`,
    expect(c) {
      expect(field(c, 'fare').shape?.value).toEqual({ kind: 'decimal', places: 2 });
      expect(field(c, 'host').shape?.value.kind).toBe('pair');
    },
  },
  {
    name: "values taken by position from one line split on ',' in shapes of their own (two times, then a count) are no list of times",
    body: `
const toMin = (t) => Number(t.slice(0, t.indexOf(':'))) * 60 + Number(t.slice(t.indexOf(':') + 1));
function span(input) {
  const rows = run(input).stdout.trim().split('\\n');
  assert.equal(rows.length, 1);
  return rows[0].trim().split(',');
}
test('span', () => {
  const [first, last, minutes] = span('T1 05:12\\nT7 25:40\\n');
  assert.equal(Number(minutes), toMin(last) - toMin(first));
  assert.deepEqual(span('A 01:00\\n'), span('A 01:00\\n'));
  assert.equal(span('A 01:00\\n')[2], '0');
});`,
    expect(c) {
      expect(c.fields.find((f) => f.key === null)?.shape?.value).toEqual({ kind: 'list', separator: ',', element: { kind: 'word' } });
    },
  },
  {
    name: 'vocabulary from includes on a literal array, switch cases and regex alternatives',
    files: LIB,
    body: `${IMPORT_KV}
test('tokens', () => {
  const f = kv(run('1').stdout);
  assert.ok(['yes', 'no'].includes(f.ok));
  switch (f.mode) {
    case 'fast': break;
    case 'slow': break;
    default: throw new Error('mode');
  }
  assert.match(f.valid, /^(true|false)$/);
});`,
    expect(c) {
      expect(vocabulary(field(c, 'ok'))).toEqual(['no', 'yes']);
      expect(vocabulary(field(c, 'mode'))).toEqual(['fast', 'slow']);
      expect(vocabulary(field(c, 'valid'))).toEqual(['false', 'true']);
    },
  },
  {
    name: 'toLowerCase relaxes case',
    files: LIB,
    body: `${IMPORT_KV}
test('case', () => {
  const f = kv(run('1').stdout);
  assert.equal(f.answer.toLowerCase(), 'yes');
  assert.equal(f.strict, 'No');
});`,
    expect(c) {
      expect(field(c, 'answer').caseInsensitive?.length).toBeGreaterThan(0);
      expect(field(c, 'strict').caseInsensitive).toBeUndefined();
    },
  },
  {
    name: 'JSON.parse of stdout: json layout and property paths',
    body: `
test('json', () => {
  const j = JSON.parse(run('1 2').stdout);
  assert.equal(j.re, 4);
  assert.equal(j.meta.kind, 'sum');
});`,
    expect(c, src) {
      expect(c.layout?.value).toEqual({ kind: 'json' });
      expect(c.layout?.evidence[0].loc.line).toBe(lineOf(src, 'JSON.parse'));
      expect(field(c, 're').shape?.value.kind).toBe('integer');
      expect(vocabulary(field(c, 'meta.kind'))).toEqual(['sum']);
    },
  },
  {
    name: 'a callback of an array parsed from JSON (`rep.conflicts.map((c) => c.family)`, `.some`, `.forEach`) reads its elements, as for...of does',
    body: `
test('families', () => {
  const rep = JSON.parse(run('1 2').stdout);
  assert.deepStrictEqual(rep.conflicts.map((c) => c.family), ['brassicas', 'cereals']);
  assert.ok(rep.rows.some((r) => r.kind === 'fallow'));
  rep.items.forEach((it) => assert.match(it.code, /^[A-Z]{3}$/));
});`,
    expect(c, src) {
      expect(vocabulary(field(c, 'conflicts[].family'))).toEqual(['brassicas', 'cereals']);
      expect(field(c, 'conflicts[].family').presence[0].loc.line).toBe(lineOf(src, 'c.family'));
      expect(vocabulary(field(c, 'rows[].kind'))).toEqual(['fallow']);
      expect(field(c, 'items[].code').shape?.value).toMatchObject({ kind: 'pattern', source: '^[A-Z]{3}$' });
    },
  },
  {
    name: "Object.entries and Object.values of the oracle's own object fold: the input built from them is known",
    body: `
const PLAN = { north: ['wheat', 'bean'], south: ['potato', 'onion'] };
test('plan', () => {
  const input = Object.entries({ ...PLAN, south: ['kale'] }).map(([f, cs]) => \`\${f}: \${cs.join(' ')}\`).join('\\n');
  const out = run(input + '\\n' + Object.values(PLAN).length).stdout;
  assert.equal(out.trim(), 'ok');
});`,
    expect(c) {
      expect(c.input[0]?.lines.map((l) => l.example)).toEqual(['north: wheat bean', 'south: kale', '2']);
    },
  },
  {
    name: "Object.fromEntries of the oracle's own pairs folds every entry: the input built from it is known",
    body: `
const CODES = ['NLRTM', 'DEHAM', 'GBFXT'];
test('load', () => {
  const load = Object.fromEntries(CODES.map((p) => [p, 250]));
  const input = Object.entries(load).map(([p, n]) => \`\${p} \${n}\`).join('\\n');
  assert.equal(run(input).stdout.trim(), 'ok');
});`,
    expect(c) {
      expect(c.input[0]?.lines.map((l) => [l.example, ...(l.examples ?? [])])).toEqual([['NLRTM 250', 'DEHAM 250', 'GBFXT 250']]);
    },
  },
  {
    name: "split('\\n') and lines[0]: lines layout with positions",
    body: `
test('lines', () => {
  const lines = run('x').stdout.trim().split('\\n');
  assert.equal(lines[0], 'first');
  const [, second] = lines;
  assert.equal(Number(second), 2);
});`,
    expect(c) {
      expect(c.layout?.value).toEqual({ kind: 'lines' });
      expect(vocabulary(field(c, 0))).toEqual(['first']);
      expect(field(c, 1).shape?.value.kind).toBe('integer');
      expect(c.checks[0].reads).toEqual(['#0', '#1']);
    },
  },
  {
    name: 'the whole text compared: text layout',
    body: `
test('reverse', () => {
  assert.equal(run('hello\\n').stdout.trim(), 'olleh');
});`,
    expect(c) {
      expect(c.layout?.value).toEqual({ kind: 'text' });
      expect(vocabulary(c.fields.find((f) => f.key === null)!)).toEqual(['olleh']);
      expect(c.input[0].lines[0]).toMatchObject({ parts: [{ kind: 'word' }], example: 'hello' });
    },
  },
  {
    name: 'a global regex scraper over stdout: fields with the separator of the value class',
    body: `
function fields(text) {
  const out = {};
  for (const m of text.matchAll(/(\\w+)=(\\S+)/g)) out[m[1]] = m[2];
  return out;
}
test('scrape', () => {
  const f = fields(run('1').stdout);
  assert.equal(f.connected, 'yes');
});`,
    expect(c) {
      expect(c.layout?.value).toEqual({ kind: 'fields', assign: '=', separator: ' ' });
      expect(vocabulary(field(c, 'connected'))).toEqual(['yes']);
    },
  },
  {
    name: 'a global regex scraper over each line (`line.matchAll(/(\\w+)=(\\S*)/g)` into Object.fromEntries): several fields on a line, separated as the value class says',
    body: `
function fields(line) {
  return Object.fromEntries([...line.matchAll(/(\\w+)=(\\S*)/g)].map((m) => [m[1], m[2]]));
}
test('scrape lines', () => {
  const rows = run('1').stdout.trim().split('\\n').map(fields);
  assert.equal(rows[0].status, 'accepted');
});`,
    expect(c) {
      expect(c.layout?.value).toEqual({ kind: 'fields', assign: '=', separator: ' ' });
      expect(vocabulary(field(c, 'status'))).toEqual(['accepted']);
    },
  },
  {
    name: 'an exec loop with a global regex',
    body: `
function parse(text) {
  const re = /(\\w+):(\\S+)/g;
  const out = new Map();
  let m;
  while ((m = re.exec(text)) !== null) out.set(m[1], m[2]);
  return out;
}
test('exec', () => {
  const f = parse(run('1').stdout);
  assert.equal(f.get('state'), 'done');
});`,
    expect(c) {
      expect(c.layout?.value).toEqual({ kind: 'fields', assign: ':', separator: ' ' });
      expect(vocabulary(field(c, 'state'))).toEqual(['done']);
    },
  },
  {
    name: 'literal key regexes: a key scraped from stdout, with none as vocabulary',
    body: `
test('trail', () => {
  const r = run('A B\\n');
  const path = r.stdout.match(/path=(.*)/)[1].trim();
  if (path === 'none') return;
  assert.ok(path.split(/\\s+/).length > 1);
});`,
    expect(c, src) {
      const f = field(c, 'path');
      expect(readLines(f)).toContain(lineOf(src, 'path=('));
      expect(vocabulary(f)).toEqual(['none']);
      expect(f.shape?.value).toMatchObject({ kind: 'list', separator: ' ' });
    },
  },
  {
    name: 'exit status: zero, nonzero on a distinctive input (refused input line), stderr demands',
    body: `
test('accepts', () => {
  const r = run('A B\\n');
  assert.equal(r.status, 0);
  assert.equal(r.stderr, '');
});
test('refuses a weighted line', () => {
  const r = run('A B\\nA B 4\\n');
  assert.notEqual(r.status, 0);
  assert.match(r.stderr, /error/);
});`,
    expect(c) {
      expect(c.exit.find((e) => e.status === 0)).toBeDefined();
      const nz = c.exit.find((e) => e.status === 'nonzero');
      expect(nz?.when).toContain('A B 4');
      expect(c.stderr.map((s) => s.expect).sort()).toEqual(['empty', 'matches']);
      expect(c.stderr.find((s) => s.expect === 'matches')?.pattern).toBe('error');
      const stdin = c.input.find((d) => d.channel === 'stdin')!;
      expect(stdin.lines.find((l) => l.example === 'A B 4')?.refused).toBe(true);
      expect(stdin.lines.find((l) => l.example === 'A B')?.refused).toBeUndefined();
      expect(c.checks.every((k) => k.assertsExit)).toBe(true);
    },
  },
  {
    name: 'if (...) throw is an assertion',
    files: LIB,
    body: `${IMPORT_KV}
test('throws', () => {
  const f = kv(run('1').stdout);
  if (f.state !== 'ok') throw new Error('bad state');
  if (!(Number(f.n) > 0)) throw new Error('n');
});`,
    expect(c) {
      expect(vocabulary(field(c, 'state'))).toEqual(['ok']);
      expect(field(c, 'state').required).toBe(true);
      expect(c.checks[0].canFail).toBe(true);
    },
  },
  {
    name: 'expect() matchers',
    files: LIB,
    body: `import { expect } from 'vitest';
${IMPORT_KV}
test('matchers', () => {
  const out = run('1').stdout;
  const f = kv(out);
  expect(f.answer).toBe('yes');
  expect(Number(f.count)).toBeGreaterThan(0);
  expect(f.code).toMatch(/^\\d+$/);
  expect(f.other).not.toEqual('maybe');
});`,
    expect(c) {
      expect(vocabulary(field(c, 'answer'))).toEqual(['yes']);
      expect(field(c, 'count').shape?.value.kind).toBe('number');
      expect(field(c, 'code').shape?.value.kind).toBe('integer');
      expect(vocabulary(field(c, 'other'))).toEqual(['maybe']);
    },
  },
  {
    name: 'comparing where a character sits in an output line (`l.indexOf(\'|\')`) is an assertion on the output',
    body: `
const lines = () => spawnSync(PROGRAM, [], { input: 'xx', encoding: 'utf8' }).stdout.split('\\n').filter((l) => l.includes('|'));
test('column', () => {
  for (const l of lines()) assert.equal(l.indexOf('|'), 60);
});
test('first', () => {
  assert.equal(lines()[0].indexOf('|'), 60);
});`,
    expect(c) {
      expect(c.checks.map((k) => [k.name, k.canFail])).toEqual([['column', true], ['first', true]]);
    },
  },
  {
    name: 'the size of a set made of output values (`new Set(people).size` of a JSON array) judges the output: the check can fail; a set of the oracle\'s own constants judges nothing',
    body: `
test('nobody twice', () => {
  const p = JSON.parse(run('7 3').stdout);
  for (const people of p.roster) assert.equal(new Set(people).size, 3);
});
test('own constants', () => {
  run('7 3');
  assert.equal(new Set(['a', 'b']).size, 2);
});`,
    expect(c) {
      expect(c.checks.map((k) => [k.name, k.canFail])).toEqual([['nobody twice', true], ['own constants', false]]);
    },
  },
  {
    name: 'a type-only assertion cannot fail (located at the assertion); an assertion on empty input can',
    files: LIB,
    body: `${IMPORT_KV}
test('type only', () => {
  const f = kv(run('1 2').stdout);
  assert.equal(typeof f.x, 'string');
  assert.ok(f.y !== undefined);
});
test('empty input', () => {
  const f = kv(run('').stdout);
  assert.equal(f.x, 'none');
});
test('no assertion', () => {
  run('1 2');
});
test('real', () => {
  assert.equal(kv(run('1 2').stdout).x, '3');
});`,
    expect(c, src) {
      const byName = new Map(c.checks.map((k) => [k.name, k]));
      expect(byName.get('type only')).toMatchObject({ canFail: false });
      // a program printing x=0 for empty input fails it
      expect(byName.get('empty input')).toMatchObject({ canFail: true });
      expect(byName.get('no assertion')).toMatchObject({ canFail: false });
      expect(byName.get('real')).toMatchObject({ canFail: true });
      expect(byName.get('type only')?.cannotFailReason).toMatch(/type/);
      expect(byName.get('type only')?.cannotFailLoc?.line).toBe(lineOf(src, "typeof f.x"));
    },
  },
  {
    name: 'an assertion that a value is a number (isInteger, isFinite, a sign against a literal 0) cannot fail; a bound, a pattern and a running minimum can',
    files: LIB,
    body: `${IMPORT_KV}
test('integer only', () => {
  const f = kv(run('1 2').stdout);
  assert.ok(Number.isInteger(Number(f.count)));
});
test('a non-negative count', () => {
  const n = Number(kv(run('1 2').stdout).count);
  assert.ok(Number.isInteger(n) && n >= 0, 'count');
});
test('finite', () => {
  assert.ok(Number.isFinite(Number(kv(run('1 2').stdout).mean)));
});
test('bounded', () => {
  const n = Number(kv(run('1 2').stdout).count);
  assert.ok(Number.isInteger(n) && n <= 11);
});
test('two decimals', () => {
  assert.match(kv(run('1 2').stdout).mean, /^\\d+\\.\\d{2}$/);
});
test('never decreases', () => {
  let prev = 0;
  for (const w of [1, 2, 3]) {
    const c = Number(kv(run(String(w)).stdout).count);
    assert.ok(c >= prev);
    prev = c;
  }
});`,
    expect(c, src) {
      const byName = new Map(c.checks.map((k) => [k.name, k]));
      expect([...byName].map(([name, k]) => [name, k.canFail])).toEqual([
        ['integer only', false],
        ['a non-negative count', false],
        ['finite', false],
        // any count above 11 fails it
        ['bounded', true],
        // 3.5 fails it: the form is a demand of its own
        ['two decimals', true],
        // prev is the previous answer from the second run on: a decreasing count fails it
        ['never decreases', true],
      ]);
      expect(byName.get('integer only')?.cannotFailReason).toMatch(/is a number/);
      expect(byName.get('a non-negative count')?.cannotFailLoc?.line).toBe(lineOf(src, 'n >= 0'));
    },
  },
  {
    name: 'a pattern with an empty alternative (`/open|full|/`) matches any text: asserting it cannot fail; without it, it can',
    files: LIB,
    body: `${IMPORT_KV}
test('any status', () => {
  assert.ok(/open|full|/.test(kv(run('a').stdout).status));
});
test('a real status', () => {
  assert.ok(/open|full/.test(kv(run('b').stdout).status));
});`,
    expect(c) {
      const byName = new Map(c.checks.map((k) => [k.name, k]));
      expect(byName.get('any status')?.canFail).toBe(false);
      expect(byName.get('any status')?.cannotFailReason).toBe('its pattern /open|full|/ matches any text');
      expect(byName.get('a real status')?.canFail).toBe(true);
    },
  },
  {
    name: 'an unanchored pattern any text with a digit matches (`/\\d+(\\.\\d)?/`) passes every number: asserting it cannot fail; anchored, or demanding places, it can',
    files: LIB,
    body: `${IMPORT_KV}
test('any total', () => {
  if (!/\\d+(\\.\\d)?/.test(kv(run('a').stdout).total)) throw new Error('bad total');
});
test('one decimal', () => {
  assert.ok(/^\\d+\\.\\d$/.test(kv(run('b').stdout).total));
});
test('two places somewhere', () => {
  assert.match(kv(run('c').stdout).total, /\\d+\\.\\d{2}/);
});`,
    expect(c) {
      const byName = new Map(c.checks.map((k) => [k.name, k]));
      expect(byName.get('any total')?.canFail).toBe(false);
      expect(byName.get('any total')?.cannotFailReason).toBe('its pattern /\\d+(\\.\\d)?/ matches any text holding a digit, so any number passes');
      expect(byName.get('one decimal')?.canFail).toBe(true);
      expect(byName.get('two places somewhere')?.canFail).toBe(true);
    },
  },
  {
    name: "a check that cannot fail is located at its own type-only assertion, not at the runner helper's `assert.ok(res.stdout)` made before it",
    body: `
function bill(input) {
  const res = run(input);
  assert.ok(res.stdout && res.stdout.trim(), 'no output');
  return JSON.parse(res.stdout);
}
test('a busy month still produces a numeric total', () => {
  const b = bill('M5000 monthly');
  assert.equal(typeof b.total, 'number');
});`,
    expect(c, src) {
      const check = c.checks.find((k) => k.name === 'a busy month still produces a numeric total');
      expect(check?.canFail).toBe(false);
      expect(check?.cannotFailLoc?.line).toBe(lineOf(src, 'typeof b.total'));
      // (the runner's own assertion is no weak assertion of the check's body)
      expect(check?.weakLocs?.map((l) => l.line)).toEqual([lineOf(src, 'typeof b.total')]);
    },
  },
  {
    name: 'each weak assertion of a check\'s own body is remembered by place',
    body: `
test('lengths are numbers', () => {
  const out = JSON.parse(run('36 32').stdout);
  assert.equal(typeof out.left, 'number');
  assert.ok(Number.isInteger(out.right));
});`,
    expect(c, src) {
      const check = c.checks.find((k) => k.name === 'lengths are numbers');
      expect(check?.canFail).toBe(false);
      expect(check?.weakLocs?.map((l) => l.line)).toEqual([lineOf(src, 'typeof out.left'), lineOf(src, 'Number.isInteger(out.right)')]);
    },
  },
  {
    name: 'Number.isInteger of a parsed JSON value tests its type, and a disjunction of bounds every number meets (`x <= 100 || x >= 0`) holds; a bounded range and a gap between the bounds can fail',
    body: `
test('json integer', () => {
  const out = JSON.parse(run('1 2').stdout);
  assert.ok(Number.isInteger(out.accepted));
});
test('json equal', () => {
  assert.equal(JSON.parse(run('1 2').stdout).accepted, 2);
});
test('or covering every number', () => {
  const p = parseFloat(run('1 2').stdout);
  assert.ok(p <= 100 || p >= 0, 'percentage');
});
test('literal first, meeting at the bound', () => {
  const p = Number(run('1 2').stdout);
  assert.ok(50 > p || p >= 50);
});
test('in range', () => {
  const p = Number(run('1 2').stdout);
  assert.ok(p >= 0 && p <= 100);
});
test('outside a gap', () => {
  const p = Number(run('1 2').stdout);
  assert.ok(p < 0 || p > 100);
});
test('two values', () => {
  const [a, b] = run('1 2').stdout.split(' ').map(Number);
  assert.ok(a <= 100 || b >= 0);
});`,
    expect(c, src) {
      const byName = new Map(c.checks.map((k) => [k.name, k]));
      expect([...byName].map(([name, k]) => [name, k.canFail])).toEqual([
        ['json integer', false],
        ['json equal', true],
        ['or covering every number', false],
        ['literal first, meeting at the bound', false],
        // 150 fails it
        ['in range', true],
        // 50 fails it
        ['outside a gap', true],
        // a = 200, b = -1 fails it
        ['two values', true],
      ]);
      expect(byName.get('json integer')?.cannotFailReason).toMatch(/is a number/);
      expect(byName.get('or covering every number')?.cannotFailReason).toContain('`p <= 100 || p >= 0`');
      expect(byName.get('or covering every number')?.cannotFailLoc?.line).toBe(lineOf(src, 'p <= 100 || p >= 0'));
      expect(byName.get('literal first, meeting at the bound')?.cannotFailReason).toContain('`p < 50 || p >= 50`');
    },
  },
  {
    name: 'Number.isFinite of a parsed JSON value tests its type; a value asserted absent (`strictEqual(out.alerts, undefined)`) is a property a wrong answer fails, and judges no printed field',
    body: `
test('json finite', () => {
  const out = JSON.parse(run('1 2').stdout);
  assert.strictEqual(typeof out.avg, 'number');
  assert.ok(Number.isFinite(out.avg));
});
test('no alert', () => {
  const out = JSON.parse(run('1 2').stdout);
  assert.strictEqual(out.alerts, undefined);
});
test('present', () => {
  const out = JSON.parse(run('1 2').stdout);
  assert.notStrictEqual(out.alerts, undefined);
});`,
    expect(c) {
      const byName = new Map(c.checks.map((k) => [k.name, k]));
      expect([...byName].map(([name, k]) => [name, k.canFail])).toEqual([['json finite', false], ['no alert', true], ['present', false]]);
      expect(byName.get('json finite')?.cannotFailReason).toMatch(/is a number/);
      expect(byName.get('no alert')?.reads).toEqual(['alerts']);
      expect(byName.get('no alert')?.judges ?? []).toEqual([]);
    },
  },
  {
    name: 'each check records the digits of the largest whole number it feeds, on stdin or as an argument (decimals and leading zeros aside)',
    body: `
test('small', () => { assert.equal(run('', ['999']).stdout, 'x'); });
test('big', () => { assert.equal(run('12 0001800\\n3.14159\\n', ['7']).stdout, 'x'); });
test('none', () => { assert.equal(run('abc\\n').stdout, 'x'); });`,
    expect(c) {
      expect(c.checks.map((k) => [k.name, k.largestFedDigits])).toEqual([['small', 3], ['big', 4], ['none', undefined]]);
    },
  },
  {
    name: 'the entries of two outputs compared with each other (a metamorphic check) are analysed, not a stack overflow',
    body: `
const fieldsOf = (input) => {
  const fields = new Map();
  for (const line of run(input).stdout.split('\\n')) {
    const m = /^(\\w+)=(.*)$/.exec(line.trim());
    if (m) fields.set(m[1], m[2]);
  }
  return fields;
};
test('order does not matter', () => {
  const a = fieldsOf('10 1\\n20 2\\n');
  const b = fieldsOf('20 2\\n10 1\\n');
  assert.deepEqual([...b.entries()].sort(), [...a.entries()].sort());
});
test('known', () => {
  assert.equal(fieldsOf('10 1\\n').get('vwap'), '10.0000');
});`,
    expect(c) {
      expect(c.problems).toEqual([]);
      expect(c.checks.map((k) => k.name)).toEqual(['order does not matter', 'known']);
      expect(c.fields.find((f) => f.key === 'vwap')?.vocabulary.map((v) => v.value)).toEqual(['10.0000']);
    },
  },
  {
    name: 'execFileSync asserts the exit status; assert.throws around it demands a nonzero exit',
    body: `
const sh = (args) => execFileSync(PROGRAM, args, { encoding: 'utf8' });
test('value', () => {
  assert.equal(sh(['10']).trim(), '55');
});
test('refuses', () => {
  assert.throws(() => sh(['ten']));
});`,
    expect(c) {
      expect(c.checks.every((k) => k.assertsExit)).toBe(true);
      expect(c.exit.find((e) => e.status === 'nonzero')?.when).toContain('ten');
      expect(c.input.find((d) => d.channel === 'args')?.lines.find((l) => l.example === 'ten')?.refused).toBe(true);
    },
  },
  // a catch that rethrows when the program did not start, or on a failure code of Node's own, demands no exit status
  ...[
    { name: 'a catch that rethrows when `e.status` is undefined (the program did not start) demands no exit status', guard: 'if (e.status === undefined || e.status === null) throw e;' },
    { name: "a catch that rethrows on a failure code of Node's own (`e.code === 'ETIMEDOUT'`) demands no exit status", guard: "if (e.code === 'ETIMEDOUT' || e.signal === 'SIGTERM') throw new Error('timed out');" },
  ].map(({ name, guard }) => ({
    name,
    body: `
function call(args) {
  try {
    return { status: 0, stdout: execFileSync(PROGRAM, args, { encoding: 'utf8', timeout: 20000 }) };
  } catch (e) {
    ${guard}
    return { status: e.status, stdout: String(e.stdout ?? '') };
  }
}
test('value', () => {
  const r = call(['10']);
  assert.equal(r.status, 0);
  assert.equal(r.stdout.trim(), '55');
});`,
    expect(c: Contract) {
      expect(c.exit.map((e) => e.status)).toEqual([0]);
    },
  })),
  {
    name: "an exit status compared loosely with a string of digits (`r.status == '2'`) is that status",
    body: `
test('refuses a negative weight', () => {
  const r = spawnSync(PROGRAM, ['-3'], { encoding: 'utf8' });
  assert.ok(r.status == '2');
});`,
    expect(c) {
      expect(c.exit.map((e) => e.status)).toEqual([2]);
    },
  },
  {
    name: 'assert.throws with a validator: its status and stderr tests are demands on the failed run, one exit demand',
    body: `
test('refuses', () => {
  assert.throws(
    () => execFileSync(PROGRAM, ['2023-02-30'], { encoding: 'utf8', stdio: 'pipe' }),
    (err) => err.status === 2 && /invalid date/i.test(String(err.stderr)),
  );
});
test('refuses with a message', () => {
  assert.throws(() => execFileSync(PROGRAM, ['x'], { encoding: 'utf8' }), /bad argument/);
});`,
    expect(c, src) {
      const refusals = c.exit.filter((e) => e.status !== 0 && e.when?.includes('2023-02-30'));
      expect(refusals.map((e) => e.status)).toEqual([2]);
      const stderr = c.stderr.find((s) => s.when?.includes('2023-02-30'));
      expect(stderr).toMatchObject({ expect: 'matches', pattern: 'invalid date' });
      expect(stderr?.evidence[0].loc.line).toBe(lineOf(src, '/invalid date/'));
      expect(c.stderr.find((s) => s.pattern === 'bad argument')).toBeDefined();
      expect(c.checks.every((k) => k.canFail)).toBe(true);
    },
  },
  {
    name: 'a promisified execFile whose failure a `.catch` handler swallows (`.catch((e) => ({ stdout: e.stdout }))`) asserts no exit status, and its output is still read; one awaited bare asserts it, as one whose handler rethrows does',
    body: `
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
const execFileP = promisify(execFile);
async function report(args) {
  const { stdout } = await execFileP(PROGRAM, args, { encoding: 'utf8' }).catch((e) => ({ stdout: e.stdout ?? '' }));
  return stdout;
}
async function strict(args) {
  const { stdout } = await execFileP(PROGRAM, args, { encoding: 'utf8' });
  return stdout;
}
async function loud(args) {
  const { stdout } = await execFileP(PROGRAM, args, { encoding: 'utf8' }).catch((e) => { throw new Error(e.stderr); });
  return stdout;
}
const fields = (text) => Object.fromEntries(text.trim().split('\\n').map((l) => l.split('=')));
test('swallowed', async () => {
  assert.equal(fields(await report(['3'])).weighed, '3');
});
test('bare', async () => {
  assert.equal(fields(await strict(['3'])).weighed, '3');
});
test('rethrown', async () => {
  assert.equal(fields(await loud(['3'])).weighed, '3');
});`,
    expect(c) {
      expect(c.checks.map((k) => [k.name, k.assertsExit, k.reads.includes('weighed')])).toEqual([['swallowed', false, true], ['bare', true, true], ['rethrown', true, true]]);
    },
  },
  {
    name: 'assert.rejects on a promisified execFile through an async helper: exit status and stderr of that run, located at the validator',
    body: `
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
const execFileP = promisify(execFile);
async function convert(args) {
  const { stdout } = await execFileP(PROGRAM, args, { encoding: 'utf8' });
  return stdout;
}
test('unknown currency is an error', async () => {
  await assert.rejects(convert(['10', 'USD', 'XYZ']), (err) => {
    assert.strictEqual(err.code, 2);
    assert.match(err.stderr, /unknown currency/i);
    return true;
  });
});`,
    expect(c, src) {
      const refusal = c.exit.find((e) => e.status !== 0);
      expect(refusal?.status).toBe(2);
      expect(refusal?.when).toContain('10 USD XYZ');
      expect(refusal?.evidence[0].loc.line).toBe(lineOf(src, 'err.code, 2'));
      expect(c.stderr.find((s) => s.pattern === 'unknown currency')?.evidence[0].loc.line).toBe(lineOf(src, '/unknown currency/'));
      expect(c.checks.every((k) => k.canFail)).toBe(true);
    },
  },
  {
    name: 'a promisified execFile started before a try and awaited in it: the catch takes the failed run, whose stdout and code stay the output; what its child.stdin.end() writes is its input',
    body: `
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
const execFileP = promisify(execFile);
async function merge(input) {
  const p = execFileP(PROGRAM, []);
  p.child.stdin.end(input);
  let stdout;
  let code = 0;
  try {
    ({ stdout } = await p);
  } catch (err) {
    if (typeof err.code !== 'number') throw err;
    ({ stdout, code } = err);
  }
  const [first, ...body] = stdout.split('\\n');
  return { code, first, body };
}
test('clean merge', async () => {
  const m = await merge('a');
  assert.deepEqual(m.body, ['x', 'y']);
  assert.equal(m.code, 0);
});
test('conflict', async () => {
  const m = await merge('b');
  assert.equal(m.first, 'conflicts=1');
  assert.equal(m.code, 1);
});`,
    expect(c) {
      expect(c.checks.map((k) => [k.name, k.canFail])).toEqual([['clean merge', true], ['conflict', true]]);
      expect(c.checks.every((k) => k.reads.length > 0)).toBe(true);
      expect(c.exit.find((e) => e.status === 1)).toBeDefined();
      // what p.child.stdin.end() writes is the run's input
      const fed = c.input.find((d) => d.channel === 'stdin')?.lines.flatMap((l) => [l.example, ...(l.examples ?? [])]);
      expect(fed).toEqual(['a', 'b']);
    },
  },
  {
    name: 'the whole output cut at blank lines (`\\n\\n`, /\\n\\s*\\n/, /\\n{2,}/) is blocks separated by a blank line; lines, and a split of one block, are not',
    body: `
test('literal', () => {
  const blocks = run('a').stdout.trimEnd().split('\\n\\n');
  assert.equal(blocks.length, 2);
});
test('regex with spaces', () => {
  const [first] = run('b').stdout.trim().split(/\\n\\s*\\n/);
  assert.equal(first.split('\\n')[0], 'mac=00:1a');
});
test('runs of breaks', () => {
  assert.equal(run('c').stdout.split(/\\n{2,}/).length, 3);
});`,
    expect(c, src) {
      expect(c.blankLineBlocks?.map((e) => e.loc.line)).toEqual([lineOf(src, "split('\\n\\n')"), lineOf(src, 'split(/\\n\\s*\\n/)'), lineOf(src, 'split(/\\n{2,}/)')]);
      expect(c.blankLineBlocks?.[0].check).toBe('literal');
    },
  },
  {
    name: 'lines, and blank lines searched inside one line of the output, are no blocks',
    body: `
test('lines', () => {
  assert.equal(run('a').stdout.trim().split('\\n').length, 2);
});
test('inside a line', () => {
  const [line] = run('a').stdout.split('\\n');
  assert.equal(line.split('\\n\\n').length, 1);
});`,
    expect(c) {
      expect(c.blankLineBlocks).toBeUndefined();
    },
  },
  {
    name: 'a flag a loop sets and tests (`if (was) assert...; was = f.ok`) holds, from the second iteration on, what the body gave it: the assertion behind it is the check',
    files: LIB,
    body: `${IMPORT_KV}
test('stays eligible', () => {
  let was = false;
  for (let d = 15; d <= 40; d += 5) {
    const f = kv(run(String(d)).stdout);
    if (was) assert.strictEqual(f.eligible, 'yes', 'day ' + d);
    was = f.eligible;
  }
  assert.ok(was);
});
test('a flag the loop never sets', () => {
  const debug = false;
  for (let d = 0; d < 3; d++) {
    const f = kv(run(String(d)).stdout);
    if (debug) assert.strictEqual(f.eligible, 'no');
  }
});`,
    expect(c) {
      expect(c.checks.map((k) => [k.name, k.canFail])).toEqual([['stays eligible', true], ['a flag the loop never sets', false]]);
      expect(vocabulary(field(c, 'eligible'))).toEqual(['yes']);
    },
  },
  {
    name: 'JSON numbers compared with fractions: computed non-binary fractions demand places, fed or exact ones do not',
    body: `
const stats = (xs) => JSON.parse(execFileSync(PROGRAM, [], { input: xs.join('\\n'), encoding: 'utf8' }));
test('mean', () => {
  assert.equal(stats([12, 15.5, 8.5]).mean, 12);
  assert.equal(stats([12, 15.5, 9.5]).mean, 12.3);
});
test('min', () => {
  assert.equal(stats([-3, -7.5, 2]).min, -7.5);
  assert.equal(stats([4, 2]).min, 2);
});
test('median', () => {
  assert.equal(stats([10, 1, 3, 2]).median, 2.5);
});
test('count', () => {
  assert.equal(stats([1, 2]).count, 2);
});`,
    expect(c, src) {
      expect(field(c, 'mean').shape?.value).toEqual({ kind: 'decimal', places: 1 });
      expect(field(c, 'mean').shape?.evidence[0].loc.line).toBe(lineOf(src, '12.3'));
      expect(field(c, 'min').shape?.value).toEqual({ kind: 'number' });
      expect(field(c, 'median').shape?.value).toEqual({ kind: 'number' });
      expect(field(c, 'count').shape?.value).toEqual({ kind: 'integer' });
    },
  },
  {
    name: 'a digit string compared exactly gives the value its magnitude (a sum past 2^53 folded from BigInts)',
    body: `
test('big', () => {
  const big = 9007199254740993n;
  const best = run('2\\n1 ' + big).stdout.trim().split('\\n')[0];
  assert.equal(best, String(2n * big + 2n));
});`,
    expect(c, src) {
      expect(field(c, 0).magnitude?.value).toBe(17);
      expect(field(c, 0).magnitude?.evidence[0].loc.line).toBe(lineOf(src, 'String(2n * big'));
    },
  },
  {
    name: 'a number past 2^53 inside an expected text (a version bumped) is a magnitude; a code joined to letters, or decimals, is not',
    body: `
test('bumped', () => {
  assert.equal(run('', ['9007199254740993.5.1', 'major']).stdout.trim(), '9007199254740994.0.0');
  assert.equal(run('', ['1.2.9007199254740993', 'patch']).stdout.trim(), '1.2.90071992547409940');
});
test('codes and decimals', () => {
  const r = run('DE89 3704 0044 0532 0130 00\\n');
  assert.equal(r.stderr.length, 0);
  const [iban, pi] = r.stdout.trim().split(' ');
  assert.equal(iban, 'DE89370400440532013000');
  assert.equal(pi, 'pi~3.14159265358979323846');
});`,
    expect(c, src) {
      // the longest number of the whole-output texts compared: 90071992547409940 has 17 digits (in the second comparison)
      const whole = c.fields.find((f) => f.key === null && f.position === undefined)!;
      expect(whole.magnitude?.value).toBe(17);
      expect(whole.magnitude?.evidence[0].loc.line).toBe(lineOf(src, "'1.2.90071992547409940'"));
      // the IBAN's 20 digits follow letters, pi's 20 are decimals: no magnitude for either position
      expect(field(c, 0).magnitude).toBeUndefined();
      expect(field(c, 1).magnitude).toBeUndefined();
    },
  },
  {
    name: 'a digit string with a leading zero compared exactly (a 16-bit word) is a code, not a number of that size',
    body: `
test('sixteen bits', () => {
  const words = run('16\\n').stdout.split('\\n');
  assert.equal(words[0], '0000000000000000');
  assert.equal(words[1], '1000000000000000');
});`,
    expect(c) {
      expect(field(c, 0).magnitude).toBeUndefined();
      expect(field(c, 1).magnitude?.value).toBe(16);
    },
  },
  {
    name: 'every distinct input line of a shape is kept (bounded), besides its example',
    body: `
test('rows', () => {
  run('ann 70\\nbob 45\\n');
  run('a 10\\nb 10\\nc 11\\n');
});`,
    expect(c) {
      const line = c.input.find((d) => d.channel === 'stdin')?.lines[0];
      expect([line?.example, ...(line?.examples ?? [])].sort()).toEqual(['a 10', 'ann 70', 'b 10', 'bob 45', 'c 11']);
    },
  },
  {
    name: 'a long digit string expected back as it was fed is a copy: no magnitude',
    body: `
test('echo', () => {
  assert.equal(run('4111111111111111111\\n').stdout.trim(), '4111111111111111111');
});`,
    expect(c) {
      expect(c.fields.find((f) => f.magnitude)).toBeUndefined();
    },
  },
  {
    name: 'a helper looping over plain arithmetic is run for real: its BigInt result gives the true magnitude',
    body: `
function binom(n, k) {
  let r = 1n;
  for (let i = 1n; i <= BigInt(k); i++) r = (r * (BigInt(n) - BigInt(k) + i)) / i;
  return r;
}
function fact(n) {
  let r = 1n;
  let i = 2n;
  while (i <= n) { r *= i; i += 1n; }
  return r;
}
test('exact', () => {
  assert.equal(run('', ['60', '30']).stdout.trim(), binom(60, 30).toString());
  assert.equal(run('', ['25']).stdout.trim(), String(fact(25n)));
});`,
    expect(c) {
      // C(60, 30) = 118264581564861424 (18 digits); 25! = 15511210043330985984000000 (26 digits)
      const whole = c.fields.find((f) => f.vocabulary.some((v) => v.value === '118264581564861424'));
      expect(whole?.vocabulary.map((v) => v.value)).toContain('15511210043330985984000000');
      expect(whole?.magnitude?.value).toBe(26);
    },
  },
  {
    name: "expect imported from jest's standalone package: matchers are assertions",
    body: `
import { expect } from 'expect';
import expectDefault from 'expect';
test('yes', () => {
  const r = run('3');
  expect(r.status).toBe(0);
  expect(r.stdout.trim().split(/\\s+/)[0]).toBe('yes');
});
test('refused', () => {
  const r = run('x');
  expectDefault(r.status).not.toBe(0);
  expectDefault(r.stderr).toMatch(/usage/);
});`,
    expect(c, src) {
      expect(vocabulary(field(c, 0))).toEqual(['yes']);
      expect(c.exit.find((e) => e.status === 'nonzero')?.evidence[0].loc.line).toBe(lineOf(src, 'not.toBe(0)'));
      expect(c.stderr.find((e) => e.pattern === 'usage')).toBeDefined();
      expect(c.checks.find((k) => k.name === 'yes')?.canFail).toBe(true);
    },
  },
  {
    name: 'a loop swapping with array destructuring ([a, b] = [b, a + b]) is run for real too',
    body: `
function fib(n) {
  let a = 0n, b = 1n;
  for (let i = 0; i < n; i++) [a, b] = [b, a + b];
  return a;
}
test('fib', () => {
  assert.equal(run('', ['90']).stdout.trim(), fib(90).toString());
});`,
    expect(c) {
      // F(90) = 2880067194370816120 (19 digits)
      const whole = c.fields.find((f) => f.vocabulary.some((v) => v.value === '2880067194370816120'));
      expect(whole?.magnitude?.value).toBe(19);
    },
  },
  {
    name: 'a loop filling a table by index (w[e] = w[e - 2] + w[e - 3]; fib.push(fib[i - 1] + fib[i - 2])) is run for real',
    body: `
function ways(excess) {
  const w = [1n, 0n, 1n];
  for (let e = 3; e <= excess; e++) w[e] = w[e - 2] + w[e - 3];
  return w[excess];
}
const fib = [0n, 1n];
for (let i = 2; i <= 30005; i++) fib.push(fib[i - 1] + fib[i - 2]);
test('wide', () => {
  assert.equal(run('', ['40000']).stdout.trim(), ways(40000).toString());
  assert.equal(run('', ['25000']).stdout.trim(), fib[25001].toString());
});`,
    expect(c) {
      // checked with node: ways(40000).toString().length === 4885; fib[25001] (F(25001)) has 5,225 digits
      expect(c.fields[0].magnitude?.value).toBe(5225);
    },
  },
  {
    name: 'a loop over amounts with a for-of over the coins nested in it, a block-local total and `continue`, is run for real',
    body: `
function countBig(price, coins) {
  const ways = [1n];
  for (let a = 1; a <= price; a++) {
    let w = 0n;
    for (const c of coins) {
      if (c > a) continue;
      w += ways[a - c];
    }
    ways.push(w);
  }
  return ways[price];
}
test('coins', () => {
  assert.equal(run('', ['30', '5', '10', '25']).stdout.trim(), String(countBig(30, [5, 10, 25])));
  assert.equal(run('', ['100000', '5', '10', '25']).stdout.trim(), String(countBig(100000, [5, 10, 25])));
});`,
    expect(c) {
      // checked with node: countBig(30, [5, 10, 25]) is 15; countBig(100000, [5, 10, 25]) has 4,634 digits (about 5
      // million steps, past the budget of the rest of the oracle)
      expect(c.fields[0].vocabulary.map((v) => v.value)).toContain('15');
      expect(c.fields[0].magnitude?.value).toBe(4634);
    },
  },
  {
    name: 'a token compared only to steer the oracle is marked so; one asserted, even through `assert.ok(v === t)`, is not',
    body: `
test('route', () => {
  const lines = run('a b').stdout.trim().split('\\n');
  if (lines[0] === 'unreachable') return;
  assert.ok(lines[1] === 'yes');
  assert.equal(lines[2], 'left');
});`,
    expect(c, src) {
      const token = (value: string) => c.fields.flatMap((f) => f.vocabulary).find((v) => v.value === value)!;
      expect(token('unreachable').evidence.map((e) => [e.loc.line, e.steers])).toEqual([[lineOf(src, "=== 'unreachable'"), true]]);
      expect(token('yes').evidence.map((e) => [e.loc.line, e.steers])).toEqual([[lineOf(src, "=== 'yes'"), undefined]]);
      expect(token('left').evidence.map((e) => [e.loc.line, e.steers])).toEqual([[lineOf(src, "'left'"), undefined]]);
    },
  },
  {
    name: "a parse helper's guard (`assert.ok(m)` of each row's regex) does not make a check of types or presence able to fail; alone it does",
    body: `
function table(args) {
  const out = run('', args).stdout;
  return out.trimEnd().split('\\n').map((line) => {
    const m = /^(\\S+)\\s+(.+?)\\s+(\\S+)%$/.exec(line.trim());
    assert.ok(m, 'cannot read row');
    return { age: m[1], name: m[2], pct: Number(m[3]) };
  });
}
test('types', () => {
  for (const row of table(['1', '2'])) assert.strictEqual(typeof row.pct, 'number');
});
test('names present', () => {
  for (const row of table(['1', '2'])) assert.ok(row.name.length > 0);
});
test('parses', () => {
  table(['3']);
});
test('values', () => {
  assert.strictEqual(table(['4'])[0].pct, 50);
});`,
    expect(c) {
      const canFail = Object.fromEntries(c.checks.map((k) => [k.name, k.canFail]));
      expect(canFail).toEqual({ types: false, 'names present': false, parses: true, values: true });
    },
  },
  {
    name: "a throwing launcher whose failure a catch swallows (`catch (err) { out = err.stdout }`) asserts no exit status; one the catch rethrows does",
    body: `
function lenient(n) {
  let out;
  try {
    out = execFileSync(process.env.ORACLE_PROGRAM, [String(n)], { encoding: 'utf8' });
  } catch (err) {
    out = err.stdout ?? '';
  }
  return out.trim();
}
function strict(n) {
  try {
    return execFileSync(process.env.ORACLE_PROGRAM, [String(n)], { encoding: 'utf8' }).trim();
  } catch (err) {
    throw new Error('program failed: ' + err.stderr);
  }
}
test('lenient', () => { assert.equal(lenient(3), '6'); });
test('strict', () => { assert.equal(strict(3), '6'); });
test('bare', () => { assert.equal(execFileSync(process.env.ORACLE_PROGRAM, ['4'], { encoding: 'utf8' }).trim(), '24'); });`,
    expect(c) {
      expect(c.checks.map((k) => [k.name, k.assertsExit])).toEqual([['lenient', false], ['strict', true], ['bare', true]]);
    },
  },
  {
    name: 'a digit count compared through `if (got !== String(n.toString().length)) throw` is the size of the one other whole-number key',
    body: `
function expectSame(actual, wanted) { if (actual !== wanted) throw new Error(String(actual)); }
function fields(out) { return Object.fromEntries(out.trim().split('\\n').map((l) => l.split('='))); }
test('small', () => { const f = fields(run('', ['3', '4']).stdout); expectSame(f.schedules, '24'); expectSame(f.digits, '2'); });
test('long horizon', () => {
  const exact = 12n * 11n ** 5999n;
  expectSame(fields(run('', ['12', '6000']).stdout).digits, String(exact.toString().length));
});`,
    expect(c) {
      // checked with node: (12n * 11n ** 5999n).toString().length === 6249
      expect(field(c, 'schedules').magnitude?.value).toBe(6249);
    },
  },
  {
    name: "a variable an if of unknown outcome assigns from the output in one branch (`code = err.code` beside `code = -1`) holds the output's value after it",
    body: `
import { execFile } from 'node:child_process';
function runIt(input) {
  return new Promise((resolve) => {
    const child = execFile(PROGRAM, [], { encoding: 'utf8' }, (err, stdout) => {
      let code = 0;
      if (err) {
        if (typeof err.code === 'number') code = err.code;
        else code = -1;
      }
      resolve({ code, stdout });
    });
    child.stdin.end(input);
  });
}
test('rows', async () => {
  const res = await runIt('x');
  const rows = res.code === 0 ? res.stdout.trim().split('\\n') : [];
  assert.equal(res.code, 0);
  assert.deepEqual(rows, ['a', 'b']);
});`,
    expect(c) {
      expect(c.checks.map((k) => [k.name, k.assertsExit, k.canFail])).toEqual([['rows', true, true]]);
    },
  },
  {
    name: '`Array(n).fill(v)` and `new Array(n).fill(v)` are n copies of v: the input joined from them folds, and so does a model over them',
    body: `
function factorial(n) { let f = 1n; for (let i = 2n; i <= BigInt(n); i++) f *= i; return f; }
function multinomial(lanes) {
  const total = lanes.reduce((a, b) => a + b, 0);
  return lanes.reduce((acc, n) => acc / factorial(n), factorial(total));
}
test('lanes', () => {
  const lanes = Array(12).fill(450);
  assert.equal(run(lanes.join(' ')).stdout.trim(), String(multinomial(lanes)));
  assert.equal(run(new Array(3).fill(7).join(' ')).stdout.trim(), '1680');
  assert.equal(run(Array(4).fill(0).fill(2, 1, 3).join(' ')).stdout.trim(), '6');
});`,
    expect(c) {
      // checked with node: 5400! / (450!)^12 has 5,810 digits
      expect(c.fields[0].magnitude?.value).toBe(5810);
      expect(c.input[0].lines.map((l) => l.example)).toEqual(['450 450 450 450 450 450 450 450 450 450 450 450', '7 7 7', '0 2 2 0']);
    },
  },
  {
    name: "a loop of arithmetic over the program's output read by index is left to the abstract pass (its items are no constants)",
    body: `
test('sum', () => {
  const lines = run('3').stdout.trim().split('\\n');
  let total = 0;
  for (let i = 0; i < 3; i++) total = total + Number(lines[i]);
  assert.equal(total, 6);
});`,
    expect(c) {
      expect(c.problems ?? []).toEqual([]);
      expect(c.checks.map((k) => k.name)).toEqual(['sum']);
      expect(c.input[0].lines.map((l) => l.example)).toEqual(['3']);
    },
  },
  {
    name: 'a regex requiring the sign (`[+-]`, `\\+`) demands it always written; `-?` leaves it optional; `\\.\\d$` is one place',
    files: LIB,
    body: `${IMPORT_KV}
test('signs', () => {
  const f = kv(run('1').stdout);
  assert.match(f.diff, /^\\+\\d+$/);
  assert.match(f.change, /^[+-]\\d+\\.\\d$/);
  assert.match(f.slack, /^[-+]\\d+$/);
  assert.match(f.level, /^-?\\d+\\.\\d$/);
  assert.match(f.count, /^-?\\d+$/);
});`,
    expect(c) {
      expect(field(c, 'diff').shape?.value).toEqual({ kind: 'integer', signed: true, plus: true });
      expect(field(c, 'change').shape?.value).toEqual({ kind: 'decimal', places: 1, plus: true });
      expect(field(c, 'slack').shape?.value).toEqual({ kind: 'integer', signed: true, plus: true });
      expect(field(c, 'level').shape?.value).toEqual({ kind: 'decimal', places: 1 });
      expect(field(c, 'count').shape?.value).toEqual({ kind: 'integer', signed: true });
    },
  },
  {
    name: 'a record compared with an object literal written over several lines points each key at its own line',
    files: LIB,
    body: `${IMPORT_KV}
test('record', () => {
  assert.deepStrictEqual(kv(run('1').stdout), {
    status: 'open',
    lanes: '3',
  });
  assert.deepStrictEqual(kv(run('2').stdout), { status: 'closed', lanes: '0' });
});`,
    expect(c, src) {
      const status = field(c, 'status');
      expect(status.vocabulary.find((v) => v.value === 'open')?.evidence[0].loc.line).toBe(lineOf(src, "status: 'open'"));
      // a literal on the assertion's own line stays there
      expect(status.vocabulary.find((v) => v.value === 'closed')?.evidence[0].loc.line).toBe(lineOf(src, "status: 'closed'"));
      expect(field(c, 'lanes').presence.map((e) => e.loc.line)).toContain(lineOf(src, "lanes: '3'"));
    },
  },
  {
    name: 'a for-of over a long array of constants with a counting loop nested in its body (a multinomial) is run for real',
    body: `
function multinomial(counts) {
  let n = 0n;
  let acc = 1n;
  for (const c of counts) {
    for (let k = 1n; k <= BigInt(c); k++) {
      n += 1n;
      acc = (acc * n) / k;
    }
  }
  return acc;
}
test('orders', () => {
  const ones = Array.from({ length: 2000 }, () => 1);
  assert.equal(run(ones.join(' ')).stdout.trim(), multinomial(ones).toString());
  assert.equal(run('3 2').stdout.trim(), multinomial([3, 2]).toString());
});`,
    expect(c) {
      // checked with node: multinomial of 2,000 ones is 2000!, 5,736 digits; of [3, 2] it is 5!/(3!2!) = 10
      expect(c.fields[0].magnitude?.value).toBe(5736);
      expect(c.fields[0].vocabulary.map((v) => v.value)).toContain('10');
    },
  },
  {
    name: 'an input too large to fold, built by the same helper from the same arguments in two checks, is one input',
    body: `
const BIG = Array.from({ length: 60000 }, (_, i) => [\`j\${i}\`, \`j\${i + 1}\`]);
function descend(from, to, segments) {
  const input = [\`\${from} \${to}\`, ...segments.map(([a, b]) => \`\${a} \${b}\`)].join('\\n') + '\\n';
  return spawnSync(PROGRAM, [], { input, encoding: 'utf8' }).stdout;
}
test('routes', () => {
  assert.equal(descend('j0', 'j60000', BIG).trim(), '1');
});
test('again', () => {
  assert.equal(descend('j0', 'j60000', BIG).trim(), '1');
});
test('other', () => {
  assert.equal(descend('j0', 'j5', BIG).trim(), '1');
});`,
    expect(c) {
      const feeds = new Map(c.checks.map((k) => [k.name, k.feeds ?? []]));
      expect(feeds.get('routes')?.length).toBe(1);
      expect(feeds.get('again')).toEqual(feeds.get('routes'));
      expect(feeds.get('other')).not.toEqual(feeds.get('routes'));
    },
  },
  {
    name: 'Object.fromEntries and new Map over split pairs, .get(), destructuring',
    body: `
const parse = (s) => Object.fromEntries(s.trim().split('\\n').map((l) => l.split(': ')));
const parseMap = (s) => new Map(s.trim().split(' ').map((t) => t.split('=')));
test('entries', () => {
  const { total, mode = 'x' } = parse(run('1').stdout);
  assert.equal(Number(total), 3);
  assert.equal(mode, 'fast');
  assert.equal(parseMap(run('2').stdout).get('k'), 'v');
});`,
    expect(c) {
      expect(c.layout?.value.kind).toBe('fields');
      expect(field(c, 'total').shape?.value.kind).toBe('integer');
      expect(vocabulary(field(c, 'mode'))).toEqual(['fast']);
      expect(field(c, 'mode').required).toBe(false);
      expect(vocabulary(field(c, 'k'))).toEqual(['v']);
    },
  },
  {
    name: 'a key read with a fallback is optional',
    files: LIB,
    body: `${IMPORT_KV}
test('fallback', () => {
  const f = kv(run('1').stdout);
  assert.equal(f.note ?? 'none', 'none');
  assert.equal(f.main, 'yes');
});`,
    expect(c) {
      expect(field(c, 'note').required).toBe(false);
      expect(field(c, 'main').required).toBe(true);
    },
  },
  {
    name: 'input folding: templates, joined arrays, repeat, Array.from sizes',
    body: `
const graph = (edges) => edges.map(([a, b, w]) => \`\${a} \${b} \${w}\`).join('\\n') + '\\n';
test('folded', () => {
  assert.equal(run(graph([['A', 'B', 4], ['B', 'C', -2]])).status, 0);
  assert.equal(run('x'.repeat(3) + '\\n').status, 0);
  const chain = Array.from({ length: 2000 }, (_, i) => \`t\${i} t\${i + 1}\`).join('\\n');
  assert.equal(run(chain).status, 0);
});`,
    expect(c) {
      const stdin = c.input.find((d) => d.channel === 'stdin')!;
      expect(stdin.lines.map((l) => l.example)).toEqual(expect.arrayContaining(['A B 4', 'xxx', 't0 t1']));
      expect(stdin.lines.find((l) => l.example === 'A B 4')?.parts).toEqual([{ kind: 'word' }, { kind: 'word' }, { kind: 'integer' }]);
      expect(stdin.lines.some((l) => l.parts[2]?.kind === 'integer' && (l.parts[2] as { signed?: boolean }).signed)).toBe(true);
      expect(stdin.size?.value).toBe(2000);
    },
  },
  {
    name: 'records of a 6,000-long chain mapped to lines and joined: the input folds, 6,000 lines linked 6,000 deep',
    body: `
function chain(length) {
  const records = [['LOT-1', 'block']];
  for (let i = 2; i <= length; i++) records.push([\`LOT-\${i}\`, \`LOT-\${i - 1}\`]);
  return records;
}
test('deep', () => {
  const input = chain(6000).map(([lot, src]) => \`\${lot} <- \${src}\`).join('\\n') + '\\n';
  assert.equal(run(input).status, 0);
});`,
    expect(c) {
      const stdin = c.input.find((d) => d.channel === 'stdin')!;
      expect(stdin.size?.value).toBe(6000);
      expect(stdin.depth?.value).toBeGreaterThanOrEqual(6000);
    },
  },
  {
    name: 'a counted loop pushing computed lines is run for real: its input folds, with its size and the depth its chain links',
    body: `
test('a long chain of unions', () => {
  const n = 3000;
  const cmds = [];
  for (let i = 0; i + 1 < n; i++) cmds.push(\`union \${i} \${i + 1}\`);
  cmds.push(\`same 0 \${n - 1}\`);
  assert.equal(run(cmds.join('\\n') + '\\n').stdout, 'yes\\n');
});
test('unions up to a bound from the environment stay a loop the analysis does not run', () => {
  const cmds = [];
  for (let i = 0; i < Number(process.env.UNIONS); i++) cmds.push(\`union \${i} \${i * 7}\`);
  assert.equal(run(cmds.join('\\n')).status, 0);
});`,
    expect(c, src) {
      const stdin = c.input.find((d) => d.channel === 'stdin')!;
      // 3,000 lines: the unbounded loop's lines are not folded; the walk goes 0, 1, ..., 2999 (`union`, on every line, joins none)
      expect(stdin.size?.value).toBe(3000);
      expect(stdin.depth?.value).toBe(3000);
      expect(stdin.depth?.evidence[0]!.loc.line).toBe(lineOf(src, "run(cmds.join('\\n') + '\\n')"));
      expect(stdin.lines.flatMap((l) => [l.example, ...(l.examples ?? [])])).toEqual(expect.arrayContaining(['union 0 1', 'same 0 2999']));
      // ... and the check that feeds the chain carries its depth; the one whose input is not known carries none
      expect(c.checks.find((k) => k.name === 'a long chain of unions')?.fedDepth).toBe(3000);
      expect(c.checks.find((k) => k.name.startsWith('unions up to'))?.fedDepth).toBeUndefined();
    },
  },
  {
    name: 'Math.random is one fixed draw: a loop of random readings runs for real and `toFixed(1)` of one folds to a decimal, the same in every derivation',
    body: `
test('half-unit gauge readings', () => {
  const lines = [];
  for (let i = 0; i < 6; i++) lines.push(\`09:0\${i} \${(Math.floor(Math.random() * 400) / 10).toFixed(1)}\`);
  assert.equal(run(lines.join('\\n') + '\\n').status, 0);
});
const ticket = () => String(Math.floor(Math.random() * 1000000));
test('two tickets', () => {
  assert.equal(run('', [ticket(), ticket()]).status, 0);
});`,
    expect(c, src) {
      const stdin = c.input.find((d) => d.channel === 'stdin')!;
      const examples = stdin.lines.flatMap((l) => [l.example, ...(l.examples ?? [])]);
      expect(stdin.size?.value).toBe(6);
      expect(examples.every((e) => /^09:0[0-5] \d{1,2}\.\d$/.test(e))).toBe(true);
      expect(stdin.lines.some((l) => l.parts[1]?.kind === 'decimal')).toBe(true);
      // (not one draw repeated: a call that draws is never memoised)
      const pair = c.input.find((d) => d.channel === 'args')!.lines[0]!.example.split(' ');
      expect(pair).toHaveLength(2);
      expect(pair[0]).not.toBe(pair[1]);
      const again = analyze(src, { file: c.file }).input.find((d) => d.channel === 'stdin')!;
      expect(again.lines.flatMap((l) => [l.example, ...(l.examples ?? [])])).toEqual(examples);
    },
  },
  {
    name: "a seeded generator's methods (`rng.int`, `rng.pick`) in a loop run for real: its records are fed line by line, the two-word name among them",
    body: `
function seeded(seed) {
  let a = seed >>> 0;
  const next = () => { a = (a + 0x6d2b79f5) >>> 0; let t = a; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
  return { int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)), pick: (xs) => xs[Math.floor(next() * xs.length)] };
}
const STONES = ['Granite', 'Kashmir White', 'Carrara'];
test('random yard', () => {
  const rng = seeded(7);
  const rows = [];
  for (let i = 0; i < 12; i++) rows.push(\`B\${i} \${rng.int(10, 99)} \${rng.pick(STONES)}\`);
  assert.equal(run(rows.join('\\n') + '\\n').status, 0);
});`,
    expect(c) {
      const stdin = c.input.find((d) => d.channel === 'stdin')!;
      // (the rows node itself prints for this seed: B0 11 Granite, B1 97 Carrara, B2 56 Kashmir White, ...)
      expect(stdin.size?.value).toBe(12);
      const examples = stdin.lines.flatMap((l) => [l.example, ...(l.examples ?? [])]);
      expect(examples).toEqual(expect.arrayContaining(['B0 11 Granite', 'B2 56 Kashmir White']));
      expect(stdin.lines.map((l) => l.parts.length).sort()).toEqual([3, 4]);
    },
  },
  {
    name: 'a generated input line (`${id} failed ${reason}`) is written where its template builds it; a serialiser just above the launcher is not where a line is written',
    body: `
const REASONS = ['no_access', 'refused'];
function scans(n) {
  const out = [];
  for (let i = 0; i < n; i++) {
    if (i % 2 === 0) out.push(\`PX\${100 + i} delivered\`);
    else out.push(\`PX\${100 + i} failed \${REASONS[i % 2]}\`);
  }
  return out;
}
test('a generated log', () => {
  assert.equal(run(scans(4).join('\\n') + '\\n').status, 0);
});
function feed(pairs) {
  const input = pairs.map(([id, n]) => \`\${id} \${n}\`).join('\\n') + '\\n';
  return spawnSync(PROGRAM, [], { input, encoding: 'utf8' });
}
test('a serialised pair', () => {
  assert.equal(feed([[7, 4]]).status, 0);
});`,
    expect(c, src) {
      const stdin = c.input.find((d) => d.channel === 'stdin')!;
      const writtenAt = (example: string) => stdin.lines.find((l) => l.example === example)?.evidence.find((e) => e.via === WRITTEN_VIA)?.loc.line;
      expect(writtenAt('PX100 delivered')).toBe(lineOf(src, 'delivered`'));
      expect(writtenAt('PX101 failed refused')).toBe(lineOf(src, 'failed $'));
      // (a helper serialising what a check passes it, just above the launcher, builds no line of its own: the check decides it)
      expect(writtenAt('7 4')).not.toBe(lineOf(src, '${id} ${n}'));
      expect(stdin.lines.map((l) => l.example).sort()).toEqual(['7 4', 'PX100 delivered', 'PX101 failed refused']);
    },
  },
  {
    name: 'a key and a token handed to a checking helper (`expectField(rep, \'status\', \'short\')`) are read where they are handed over; a key spelled in the helper stays there',
    files: LIB,
    body: `${IMPORT_KV}
function expectField(rep, key, want) {
  if (rep[key] !== want) throw new Error(key + ': expected ' + want);
}
function checkTotal(rep) {
  assert.equal(rep.total, '3');
}
function field(out, key) {
  const m = out.match(new RegExp(\`\${key}=(\\\\S+)\`));
  return m[1];
}
const num = (out, key) => Number(field(out, key));
test('short of the quota', () => {
  const rep = kv(run('50\\n').stdout);
  expectField(rep, 'status', 'short');
  expectField(rep, 'local', '1');
  checkTotal(rep);
});
test('idle bench', () => {
  const out = run('45\\n').stdout;
  assert.equal(num(out, 'idle'), 80);
});`,
    expect(c, src) {
      const at = lineOf(src, "expectField(rep, 'status', 'short')");
      expect(field(c, 'status').vocabulary.find((v) => v.value === 'short')!.evidence[0]!.loc.line).toBe(at);
      expect(readLines(field(c, 'status'))).toEqual([at]);
      expect(readLines(field(c, 'local'))).toEqual([lineOf(src, "expectField(rep, 'local', '1')")]);
      expect(readLines(field(c, 'total'))).toEqual([lineOf(src, 'rep.total')]);
      expect(field(c, 'total').vocabulary[0]!.evidence[0]!.loc.line).toBe(lineOf(src, 'rep.total'));
      // a regex built from the key two helpers down (num hands it to field): read where the check hands it over
      expect(readLines(field(c, 'idle'))).toEqual([lineOf(src, "num(out, 'idle')")]);
    },
  },
  {
    name: 'records of the output stored under their own field and looked up by a name the analysis does not know are the output: the check can fail',
    files: LIB,
    body: `${IMPORT_KV}
const byMember = (rows) => new Map(rows.map((s) => [s.member, s]));
test('dues per member', () => {
  const ledger = new Map([['ann', 1], ['bert', 2]]);
  const got = byMember(run('hive ann H1\\n').stdout.trim().split('\\n').map((l) => kv(l)));
  for (const [m, hives] of ledger) assert.equal(got.get(m)?.dues, (15 + 2.5 * hives).toFixed(2), m);
});`,
    expect(c) {
      expect(c.checks.map((k) => [k.name, k.canFail])).toEqual([['dues per member', true]]);
      expect(field(c, 'dues').required).toBe(true);
    },
  },
  {
    name: 'a key pattern without an anchor matched against one line of stdout (`/accepted=(\\d+)/` on the summary line) reads that key, and says nothing of the other lines',
    body: `
test('summary', () => {
  const out = run('rx1 amox 10\\n').stdout.trim().split('\\n');
  const summary = out[out.length - 1];
  const accepted = Number(/accepted=(\\d+)/.exec(summary)?.[1]);
  assert.equal(accepted, out.filter((l) => l.split(' ')[1] === 'ACCEPT').length);
});`,
    expect(c, src) {
      expect(readLines(field(c, 'accepted'))).toContain(lineOf(src, '/accepted='));
      expect(c.layout?.value.kind).not.toBe('fields');
    },
  },
  {
    name: 'a seeded shuffle swapping rows in place runs for real: the shuffled chain folds, with its depth',
    body: `
function rng(seed) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    return (s % 1000) / 1000;
  };
  return {
    shuffle: (arr) => {
      const a = arr.slice();
      for (let i = a.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [a[i], a[j]] = [a[j], a[i]];
      }
      return a;
    },
  };
}
test('a long chain of referrals', () => {
  const records = [['P0', 'A9']];
  for (let i = 1; i < 2000; i++) records.push([\`P\${i}\`, \`P\${i - 1}\`]);
  const input = rng(5).shuffle(records).map((r) => r.join(' ')).join('\\n');
  assert.equal(run(input).stdout, 'root=A9\\n');
});`,
    expect(c) {
      const stdin = c.input.find((d) => d.channel === 'stdin')!;
      expect(stdin.size?.value).toBe(2000);
      // the walk starts at the first line's first name, somewhere in the chain, and goes the longer way from it
      expect(stdin.depth?.value).toBeGreaterThanOrEqual(1000);
    },
  },
  {
    name: 'a counted loop appending records (objects with names padded by string methods) runs for real',
    body: `
const name = (i) => \`Q\${String(i).padStart(5, '0')}\`;
test('a long line of steps', () => {
  const steps = [];
  for (let i = 2999; i >= 0; i--) steps.push({ name: name(i), hours: 0.5, after: i ? [name(i - 1)] : [] });
  const input = steps.map((s) => [s.name, s.hours, ...s.after].join(' ')).join('\\n');
  assert.equal(run(input).status, 0);
});`,
    expect(c) {
      const stdin = c.input.find((d) => d.channel === 'stdin')!;
      expect(stdin.size?.value).toBe(3000);
      expect(stdin.lines.flatMap((l) => [l.example, ...(l.examples ?? [])])).toContain('Q02999 0.5 Q02998');
      // each line joins a step to the one before it through the half hour every step takes: a chain 3,000 deep
      expect(stdin.depth?.value).toBe(3000);
    },
  },
  {
    name: 'a chain of 3,000 fed root first (2,999 deep) and leaf first (3,000 deep): both checks are evidence of the depth',
    body: `
const chain = (n, leafFirst) => Array.from({ length: n }, (_, i) => (leafFirst ? n - 1 - i : i)).map((i) => \`m\${i} \${i === 0 ? '-' : 'm' + (i - 1)}\`);
test('root first', () => {
  assert.equal(run(chain(3000, false).join('\\n')).status, 0);
});
test('leaf first', () => {
  assert.equal(run(chain(3000, true).join('\\n')).status, 0);
});
test('a short chain', () => {
  assert.equal(run(chain(400, true).join('\\n')).status, 0);
});`,
    expect(c) {
      const stdin = c.input.find((d) => d.channel === 'stdin')!;
      expect(stdin.depth?.value).toBe(3000);
      expect(stdin.depth?.evidence.map((e) => e.check).sort()).toEqual(['leaf first', 'root first']);
    },
  },
  {
    name: 'records over a few values and long lists of numbers link no deep chain: no depth recorded',
    body: `
test('pairs', () => {
  const pairs = Array.from({ length: 3000 }, (_, i) => \`\${(i * 7) % 40} \${(i * 11) % 40}\`);
  assert.equal(run(pairs.join('\\n')).status, 0);
  const list = Array.from({ length: 3000 }, (_, i) => String(i * 13)).join(' ');
  assert.equal(run(list).status, 0);
});`,
    expect(c) {
      const stdin = c.input.find((d) => d.channel === 'stdin')!;
      expect(stdin.size?.value).toBe(3000);
      expect(stdin.depth).toBeUndefined();
    },
  },
  {
    name: 'JSON.stringify of a literal document folds; `typeof` of a literal object is `object`; every word fed is kept',
    body: `
const feed = (doc) => run(typeof doc === 'string' ? doc : JSON.stringify(doc));
test('documents', () => {
  assert.equal(feed({ alpha: 'say', beta: [1, 2] }).status, 0);
  assert.equal(feed({ gamma: 'tell', delta: [3, 4] }).status, 0);
  assert.equal(feed('{"a":'.repeat(1500) + '1' + '}'.repeat(1500)).status, 0);
});`,
    expect(c) {
      const stdin = c.input.find((d) => d.channel === 'stdin')!;
      expect(stdin.lines.map((l) => l.example)).toContain('{"alpha":"say","beta":[1,2]}');
      // the second document has the first one's form: the bounded examples keep one, the words of both are kept
      const words = [...stdin.lines.flatMap((l) => [l.example, ...(l.examples ?? [])]), ...(stdin.words ?? [])].join(' ');
      expect(words).toContain('gamma');
      expect(words).toContain('delta');
      expect(stdin.depth?.value).toBe(1500);
    },
  },
  {
    name: 'a code joined into one token (`p-77120`) fed where the bounded examples keep another of its form (`p-20417`) is kept whole among the words fed',
    body: `
test('cards', () => {
  for (const card of ['p-20417', 'p-77120']) assert.equal(run(\`card: \${card}\\n\`).status, 0);
});`,
    expect(c) {
      const stdin = c.input.find((d) => d.channel === 'stdin')!;
      expect(stdin.lines.flatMap((l) => [l.example, ...(l.examples ?? [])])).not.toContain('card: p-77120');
      expect(stdin.words).toContain('p-77120');
    },
  },
  {
    name: 'a file the oracle writes and names in the arguments, with nothing on stdin, is the input the program reads',
    body: `
import { writeFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
let n = 0;
function convert(config) {
  const file = join(dir, \`config\${n++}.conf\`);
  writeFileSync(file, config);
  return execFileSync(PROGRAM, [file], { encoding: 'utf8' });
}
test('sizes', () => {
  assert.match(convert('heap = 512MiB\\nupload = 10kb\\n'), /heap=/);
});`,
    expect(c) {
      const stdin = c.input.find((d) => d.channel === 'stdin')!;
      expect(stdin.lines.map((l) => l.example)).toContain('heap = 512MiB');
      const args = c.input.find((d) => d.channel === 'args')!;
      expect(args.lines[0]!.parts).toEqual([{ kind: 'text' }]);
    },
  },
  {
    name: 'arguments handed to a launcher in a helper module are located at the call in the oracle that hands them on',
    files: {
      '_lib/proc.mjs': `import { spawnSync } from 'node:child_process';
export function runArgs(args = []) {
  return spawnSync(process.env.ORACLE_PROGRAM, args.map(String), { input: '', encoding: 'utf8' });
}
`,
    },
    body: `import { runArgs } from '../_lib/proc.mjs';
function draw(n) {
  const r = runArgs([n]);
  return r.stdout;
}
test('six entrants', () => {
  assert.equal(draw(6), 'rounds=3\\n');
});`,
    expect(c, src) {
      const args = c.input.find((d) => d.channel === 'args')!;
      const launcher = args.lines[0]!.evidence.find((e) => e.via === 'arguments passed by the launcher');
      expect(launcher?.loc.file).toMatch(/^op\/oracle\.test\.m?[jt]s$/);
      expect(launcher?.loc.line).toBe(lineOf(src, 'runArgs([n])'));
    },
  },
  {
    name: 'a 16-digit value at most 2^53 is marked exact in a double; one past 2^53 of the same length is not',
    files: LIB,
    body: `${IMPORT_KV}
test('peta', () => {
  assert.equal(BigInt(kv(run('3PB').stdout).bytes), 3000000000000000n);
  assert.equal(BigInt(kv(run('3PiB').stdout).small), 3377699720527872n);
});
test('past', () => {
  assert.equal(BigInt(kv(run('8PiB').stdout).big), 9007199254740993n);
});`,
    expect(c) {
      expect(field(c, 'bytes').magnitude?.value).toBe(16);
      expect(field(c, 'bytes').magnitudeWithinDouble).toBe(true);
      expect(field(c, 'small').magnitudeWithinDouble).toBe(true);
      expect(field(c, 'big').magnitude?.value).toBe(16);
      expect(field(c, 'big').magnitudeWithinDouble).toBeUndefined();
    },
  },
  {
    name: 'constants filtered by a test that folds for each, and reversed, stay known item by item',
    body: `
test('units', () => {
  const units = ['KB', 'MB', 'EB', 'KiB', 'EiB'].filter((u) => !u.startsWith('E'));
  assert.equal(run(units.join(' ')).status, 0);
  assert.equal(run([...units].reverse().join(',')).status, 0);
});`,
    expect(c) {
      const stdin = c.input.find((d) => d.channel === 'stdin')!;
      expect(stdin.lines.flatMap((l) => [l.example, ...(l.examples ?? [])])).toEqual(expect.arrayContaining(['KB MB KiB', 'KiB,MB,KB']));
    },
  },
  {
    name: "the oracle's own table looked up by a value of the output (`pos.get(name)`) depends on the output: the check can fail",
    body: `
const RANKING = ['ann', 'bob', 'cy', 'di'];
test('higher-ranked player first', () => {
  const pos = new Map(RANKING.map((p, i) => [p, i]));
  const [a, b] = run('4\\n').stdout.trim().split(' ');
  assert.ok(pos.get(a) < pos.get(b));
});
test('only the model', () => {
  const pos = new Map(RANKING.map((p, i) => [p, i]));
  run('4\\n');
  assert.ok(pos.get('ann') < pos.get('bob'));
});`,
    expect(c) {
      expect(c.checks.map((k) => [k.name, k.canFail])).toEqual([['higher-ranked player first', true], ['only the model', false]]);
    },
  },
  {
    name: 'the keys of an object given keys the analysis cannot work out are more than it knows: a loop over them still runs',
    body: `
function alphabet(n) {
  const o = {};
  for (let i = 0; i < n; i++) o[String.fromCharCode(97 + i)] = (5 * i) % 7;
  return o;
}
test('more frequent symbols never get longer codes', () => {
  const freqs = alphabet(15);
  const lengths = JSON.parse(run('x').stdout);
  for (const s of Object.keys(freqs)) {
    for (const t of Object.keys(freqs)) if (freqs[s] > freqs[t]) assert.ok(lengths[s] <= lengths[t]);
  }
});`,
    expect(c) {
      expect(c.checks.map((k) => [k.name, k.canFail])).toEqual([['more frequent symbols never get longer codes', true]]);
    },
  },
  {
    name: 'any element of an array of different numbers is no constant: a model comparison between two of them guards the assertion, it does not skip it',
    body: `
test('both methods keep the order of the values', () => {
  const data = [3, 1, 2];
  const m = run(data.join(' ')).stdout.trim().split('\\n').map(Number);
  for (let i = 0; i < data.length; i++) {
    for (let j = 0; j < data.length; j++) if (data[i] < data[j]) assert.ok(m[i] <= m[j]);
  }
});`,
    expect(c) {
      expect(c.checks.map((k) => [k.name, k.canFail])).toEqual([['both methods keep the order of the values', true]]);
    },
  },
  {
    name: 'an iteration a loop skips on the values of one pass (`if (edges.length === 0) continue`) does not skip the assertions of every iteration',
    body: `
test('random graphs agree with a model', () => {
  let s = 4242;
  const rand = (k) => { s = (s * 69069 + 1) % 4294967296; return Math.floor((s / 4294967296) * k); };
  for (let t = 0; t < 14; t++) {
    const edges = [];
    const u = rand(5);
    const v = rand(5);
    if (u !== v && u > 9) edges.push([u, v]);
    if (edges.length === 0) continue;
    assert.equal(run(edges.join('\\n')).stdout.trim(), 'yes');
  }
});`,
    expect(c) {
      expect(c.checks.map((k) => [k.name, k.canFail])).toEqual([['random graphs agree with a model', true]]);
    },
  },
  {
    name: "the oracle's own array indexed by a value of the output (`b[Number(months)]`) depends on the output: the check can fail",
    body: `
test('the month reported is the first at or above the goal', () => {
  const b = [0, 350, 701, 1053];
  const m = Number(run('1000').stdout.trim());
  assert.ok(b[m] >= 1000);
});`,
    expect(c) {
      expect(c.checks.map((k) => [k.name, k.canFail])).toEqual([['the month reported is the first at or above the goal', true]]);
    },
  },
  {
    name: 'describe names nest with " > " and tests generated in a loop over a literal array keep their names',
    files: LIB,
    body: `${IMPORT_KV}
describe('outer', () => {
  describe('inner', () => {
    for (const [n, want] of [[1, 'one'], [2, 'two']]) {
      test(\`n=\${n}\`, () => assert.equal(kv(run(String(n)).stdout).word, want));
    }
  });
});`,
    expect(c) {
      expect(c.checks.map((k) => k.name)).toEqual(['outer > inner > n=1', 'outer > inner > n=2']);
      expect(vocabulary(field(c, 'word'))).toEqual(['one', 'two']);
      expect(field(c, 'word').vocabulary.find((v) => v.value === 'two')?.evidence[0].check).toBe('outer > inner > n=2');
    },
  },
  {
    name: 'spawn with stream events inside a Promise',
    body: `import { spawn } from 'node:child_process';
function runAsync(input) {
  return new Promise((resolve) => {
    const child = spawn(PROGRAM, []);
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.on('close', (code) => resolve({ out, code }));
    child.stdin.end(input);
  });
}
test('async', async () => {
  const { out, code } = await runAsync('5 7\\n');
  assert.equal(code, 0);
  assert.equal(out.trim(), '12');
});`,
    expect(c) {
      expect(c.exit.find((e) => e.status === 0)).toBeDefined();
      expect(vocabulary(c.fields.find((f) => f.key === null)!)).toEqual(['12']);
      expect(c.input[0].lines[0].example).toBe('5 7');
      expect(c.checks[0].assertsExit).toBe(true);
    },
  },
  {
    name: 'a check that judges one run\'s exit status but reads another run\'s output does not guard against a crash of the second',
    body: `
function checked(input) {
  const r = spawnSync(process.env.ORACLE_PROGRAM, [], { input, encoding: 'utf8' });
  assert.equal(r.status, 0);
  return r.stdout.trim();
}
test('both judged', () => {
  assert.equal(checked('1\\n'), checked('2\\n'));
});
test('one judged', () => {
  const raw = spawnSync(process.env.ORACLE_PROGRAM, [], { input: '3\\n', encoding: 'utf8' });
  assert.equal(raw.stdout.trim(), checked('4\\n'));
});`,
    expect(c) {
      expect(c.checks.map((k) => [k.name, k.assertsExit])).toEqual([['both judged', true], ['one judged', false]]);
    },
  },
  {
    name: 'a for-of loop of arithmetic over a long array of constants is run for real (Horner on 81 coefficients)',
    body: `
function horner(coeffs, x) {
  let acc = 0n;
  for (const c of coeffs) acc = acc * BigInt(x) + BigInt(c);
  return acc;
}
const COEFFS = Array.from({ length: 81 }, (_, i) => (i % 3) - 1 || 5);
const field = (out, name) => out.match(new RegExp(name + '=(-?\\d+)'))?.[1];
test('huge', () => {
  const r = run(COEFFS.join(' ') + '\\n1' + '0'.repeat(60) + '\\n');
  assert.strictEqual(field(r.stdout, 'value'), horner(COEFFS, 10n ** 60n).toString());
});`,
    expect(c) {
      // 81 coefficients at x = 10^60: -10^4800 + 5*10^4740 + 10^4680 - ... = -(10^60 - 5)*10^4740 - ..., so 4,800
      // digits: 59 nines, then 4 (5 less the 10^4680 term borrowing one), after the minus sign
      const v = field(c, 'value');
      expect(v.magnitude?.value).toBe(4800);
      expect(vocabulary(v)[0]).toMatch(/^-9{59}4/);
    },
  },
  {
    name: 'what a check judges: its own reads and assertions, not the keys a shared helper scrapes for every check',
    body: `
function grow(...args) {
  const r = spawnSync(PROGRAM, args.map(String), { encoding: 'utf8' });
  return { r, mass: r.stdout.match(/mass=(\\d+)/)?.[1], feedings: r.stdout.match(/feedings=(\\d+)/)?.[1] };
}
test('a whole season', () => {
  const { mass } = grow(20, 3, 10000, 1);
  assert.equal(BigInt(mass), 20n * 3n ** 10000n);
});
test('the count alone', () => {
  const { feedings } = grow(5, 3, 10000, 1000);
  assert.equal(feedings, '5');
});
test('read in the check itself', () => {
  const out = grow(1, 2, 3, 4).r.stdout;
  const ratio = out.split(':')[0];
  assert.ok(ratio.length > 0 || Number(out.match(/rpm=(\\d+)/)[1]) > 0);
});`,
    expect(c) {
      const of = (name: string) => c.checks.find((k) => k.name === name)!;
      // the helper's two regexes read both keys in every check
      expect(of('the count alone').reads).toEqual(['feedings', 'mass']);
      expect(of('a whole season').judges).toEqual(['mass']);
      expect(of('the count alone').judges).toEqual(['feedings']);
      // a regex of the check's own reads its key even where the assertion is a disjunction
      expect(of('read in the check itself').judges).toContain('rpm');
    },
  },
  {
    name: 'execa and promisified execFile',
    files: LIB,
    body: `import { execa } from 'execa';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
${IMPORT_KV}
const pexec = promisify(execFile);
test('execa', async () => {
  const { stdout } = await execa(PROGRAM, ['1'], { input: '' });
  assert.equal(kv(stdout).a, 'x');
});
test('promisified', async () => {
  const { stdout } = await pexec(PROGRAM, ['2']);
  assert.equal(kv(stdout).b, 'y');
});`,
    expect(c) {
      expect(vocabulary(field(c, 'a'))).toEqual(['x']);
      expect(vocabulary(field(c, 'b'))).toEqual(['y']);
      expect(c.checks.every((k) => k.assertsExit)).toBe(true);
    },
  },
  {
    name: 'a declared helper from a package (config helpers)',
    body: `import { runProgram, parseFields } from 'oracle-kit';
test('declared', () => {
  const f = parseFields(runProgram(PROGRAM, ['1']).stdout);
  assert.equal(f.verdict, 'pass');
});`,
    expect(c) {
      expect(vocabulary(field(c, 'verdict'))).toEqual(['pass']);
      expect(c.layout?.value).toEqual({ kind: 'fields', assign: ':', separator: '\n' });
    },
  },
  {
    name: 'Object.keys order is a position demand',
    files: LIB,
    body: `${IMPORT_KV}
test('order', () => {
  assert.deepEqual(Object.keys(kv(run('1').stdout)), ['a', 'b']);
});`,
    expect(c) {
      expect(field(c, 'a').position?.value).toBe(0);
      expect(field(c, 'b').position?.value).toBe(1);
    },
  },
  {
    name: 'a property the oracle sets beside spread fields (`{ printed: lines, ...kv(out) }`) is its own value, not an output key',
    files: LIB,
    body: `${IMPORT_KV}
test('agrees', () => {
  const out = run('1').stdout;
  const got = { printed: out.split('\\n').slice(0, -2), ...kv(out) };
  assert.deepStrictEqual(got, { printed: ['8'], top: '4', depth: '1' });
});`,
    expect(c) {
      expect(c.fields.some((f) => f.key === 'printed')).toBe(false);
      expect(vocabulary(field(c, 'depth'))).toEqual(['1']);
      expect(field(c, 'top').required).toBe(true);
    },
  },
  {
    name: 'two checks fed one input the analyzer cannot fold (the same `const`) share a feed; another input does not',
    files: LIB,
    body: `${IMPORT_KV}
const squaring = ['PUSH 2', ...Array(14).fill(null).flatMap(() => ['DUP', 'MUL'])].join('\\n');
const other = ['PUSH 3', ...Array(3).fill(null).flatMap(() => ['DUP'])].join('\\n');
test('depth', () => {
  assert.equal(kv(run(squaring).stdout).depth, '1');
});
test('top', () => {
  assert.equal(kv(run(squaring).stdout).top, '4');
});
test('other', () => {
  assert.equal(kv(run(other).stdout).depth, '4');
});`,
    expect(c) {
      const feeds = (name: string) => c.checks.find((k) => k.name === name)?.feeds;
      expect(feeds('depth')).toHaveLength(1);
      expect(feeds('top')).toEqual(feeds('depth'));
      expect(feeds('other')).toHaveLength(1);
      expect(feeds('other')).not.toEqual(feeds('depth'));
    },
  },
  {
    name: 'words the input fed in another order, expected in alphabetical order: sorted lines; fed in that order, or expected unsorted: not',
    body: `
const names = (input) => run(input).stdout.trim().split('\\n').map((l) => l.split(',')[0]);
test('sorted', () => {
  assert.deepStrictEqual(names('zoe,1\\nmia,2\\nabe,3\\n'), ['abe', 'mia', 'zoe']);
});
test('as fed', () => {
  assert.deepStrictEqual(names('abe,1\\nmia,2\\nzoe,3\\n'), ['abe', 'mia', 'zoe']);
});
test('by value', () => {
  assert.deepStrictEqual(names('kim,1\\numa,9\\nbo,3\\n'), ['uma', 'bo', 'kim']);
});`,
    expect(c, src) {
      expect(c.sortedLines?.map((e) => [e.loc.line, e.check])).toEqual([[lineOf(src, "['abe', 'mia', 'zoe']"), 'sorted']]);
    },
  },
  {
    name: 'words in alphabetical order are no sorted lines when another check expects two of them the other way, or when they repeat (verdicts)',
    body: `
const decisions = (input) => run(input).stdout.trim().split('\\n');
test('example', () => {
  assert.deepStrictEqual(decisions('deny bob\\nallow ann\\n---\\nann\\nbob\\n'), ['allow', 'deny']);
});
test('first match wins', () => {
  assert.deepStrictEqual(decisions('deny cid\\nallow cid\\n---\\ncid\\n'), ['deny']);
  assert.deepStrictEqual(decisions('deny cid\\nallow dan\\n---\\ncid\\ndan\\n'), ['deny', 'allow']);
});
test('repeats', () => {
  assert.deepStrictEqual(decisions('deny eve\\nallow fay\\n---\\nfay\\neve\\neve\\n'), ['allow', 'deny', 'deny']);
});`,
    expect(c) {
      expect(c.sortedLines).toBeUndefined();
    },
  },
  {
    name: 'records of the output stored in a Map or object under one of their own fields (set, [key] =, Object.fromEntries) are found again by get() or [key]: what the check reads of them is read',
    files: LIB,
    body: `${IMPORT_KV}
const records = (input) => run(input).stdout.split('\\n').filter((l) => l.trim() !== '').map(kv);
test('by Map', () => {
  const byWord = new Map();
  for (const rec of records('CAT\\n')) byWord.set(rec.word, rec);
  assert.equal(Number(byWord.get('CAT').row), 1);
});
test('by object', () => {
  const byName = {};
  for (const rec of records('DOG\\n')) byName[rec.word] = rec;
  assert.equal(byName.DOG.dir, 'E');
  assert.equal(byName['DOG'].col, '2');
});
test('by Object.fromEntries', () => {
  const bySku = Object.fromEntries(records('BP-02\\n').map((r) => [r.sku, r]));
  assert.strictEqual(bySku['BP-02'].name, 'Brake');
});`,
    expect(c, src) {
      expect(field(c, 'row').presence.some((e) => e.loc.line === lineOf(src, "byWord.get('CAT').row"))).toBe(true);
      expect(vocabulary(field(c, 'dir'))).toEqual(['E']);
      expect(field(c, 'col').presence.some((e) => e.check === 'by object')).toBe(true);
      expect(vocabulary(field(c, 'name'))).toEqual(['Brake']);
    },
  },
  {
    name: 'a check about case feeding one word in two cases (in one run, across its runs and arguments, or against another check) judges a case rule; checks about other things do not',
    body: `
const items = (input, ...args) => run(input, args).stdout.trim().split('\\n');
test('the same item written with different capitals is one entry', () => {
  assert.deepStrictEqual(items('2 Lemons\\n1 lemons\\n'), ['3 lemons']);
});
test('names match regardless of case', () => {
  assert.deepStrictEqual(items('mei lin 3\\n'), ['3']);
  assert.deepStrictEqual(items('Mei Lin 3\\n', 'query'), ['3']);
});
test('starting position', () => {
  assert.deepStrictEqual(items('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\\n'), ['0']);
});
test('lone letters are no words', () => {
  assert.deepStrictEqual(items('a A b B\\n'), ['2']);
});
test('one landing', () => {
  assert.deepStrictEqual(items('BF-206 40\\n'), ['BF-206 40']);
});
test('registrations keyed in lower case belong to the same vessel', () => {
  const out = items(
    'bf-206 40\\n',
  );
  assert.deepStrictEqual(out, ['BF-206 40']);
});`,
    expect(c, src) {
      expect(c.caseVariants?.map((e) => [e.loc.line, e.check, e.via])).toEqual([
        [lineOf(src, "items('2 Lemons"), 'the same item written with different capitals is one entry', 'fed `Lemons` and `lemons`'],
        [lineOf(src, "items('Mei Lin"), 'names match regardless of case', 'fed `mei` and `Mei`'],
        // spelled in one case in this check, in another by another check: located where this check writes it
        [lineOf(src, "'bf-206 40"), 'registrations keyed in lower case belong to the same vessel', 'fed `BF` and `bf`'],
      ]);
    },
  },
  {
    name: "output lines compared in order with the oracle's own sorted list: a model order, at the sort; not when the oracle sorts the output too, nor for the items of one value",
    body: `
const rows = (input) => run(input).stdout.trim().split('\\n').map((l) => l.split(' ')[0]);
function tally(input) {
  const m = new Map();
  for (const w of input.split(' ')) m.set(w, (m.get(w) ?? 0) + 1);
  return m;
}
test('alphabetical', () => {
  const want = tally('b a c');
  assert.deepStrictEqual(rows('b a c'), [...want.keys()].sort());
});
test('by count', () => {
  const want = [...tally('b a b')]
    .map(([w, n]) => [w, n])
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  assert.deepStrictEqual(rows('b a b'), want.map((p) => p[0]));
});
test('both sorted', () => {
  assert.deepStrictEqual(rows('b a c').sort(), [...tally('b a c').keys()].sort());
});
test('one value', () => {
  const nights = run('x').stdout.trim().split(',');
  assert.deepStrictEqual(nights, [...tally('x').keys()].sort());
});`,
    expect(c, src) {
      const lines = src.split('\n');
      const at = (text: string, from = 0) => lines.findIndex((l, i) => i >= from && l.includes(text)) + 1;
      expect(c.modelOrder?.alphabetical).toBe(false);
      expect(c.modelOrder?.evidence.map((e) => [e.loc.line, e.check])).toEqual([
        [at("[...want.keys()].sort()"), 'alphabetical'],
        [at('.sort((a, b) => b[1]'), 'by count'],
        [at("[...want.keys()].sort()"), 'alphabetical'],
        [at("want.map((p) => p[0])"), 'by count'],
      ]);
    },
  },
  {
    name: 'output lines compared in order with a sorted copy of themselves (`[...rooms].sort()`): a model order at that sort; not an in-place sort of the same list, nor the items of one value',
    body: `
const rooms = (input) => run(input).stdout.trim().split('\\n').map((l) => l.split(' ')[0]);
test('rooms are listed by name', () => {
  const got = rooms('lab vault attic');
  assert.deepStrictEqual(got, [...got].sort());
});
test('in place', () => {
  const got = rooms('a b');
  assert.deepStrictEqual(got, got.sort());
});
test('one value', () => {
  const nights = run('x').stdout.trim().split(',');
  assert.deepStrictEqual(nights, [...nights].sort());
});`,
    expect(c, src) {
      expect(c.modelOrder?.alphabetical).toBe(true);
      expect(c.modelOrder?.evidence.map((e) => [e.loc.line, e.check])).toEqual([
        [lineOf(src, '[...got].sort()'), 'rooms are listed by name'],
        [lineOf(src, '[...got].sort()'), 'rooms are listed by name'],
      ]);
    },
  },
  {
    name: 'the first line of the output cut off (`slice(1)`, `[, ...rows]`) and read nowhere: a header line, where the rows are read; not when line 0 or the first lines together are read',
    body: `
const rowsA = (input) => run(input).stdout.trim().split('\\n').slice(1).map((l) => l.split(' '));
const rowsB = (input) => {
  const [, ...body] = run(input).stdout.trimEnd().split('\\n');
  return body.map((l) => l.trim());
};
test('a', () => {
  assert.equal(rowsA('x')[0][1], '3');
});
test('b', () => {
  assert.equal(rowsB('y').length, 2);
});
test('c', () => {
  const rows = run('z').stdout.trim().split('\\n').slice(1, -1);
  assert.equal(rows[0], 'S4 pick 5 8');
});`,
    expect(c, src) {
      const lines = src.split('\n');
      const at = (text: string) => lines.findIndex((l) => l.includes(text)) + 1;
      expect(c.headerLine?.map((e) => e.loc.line).sort((x, y) => x - y)).toEqual([at('.slice(1)'), at('const [, ...body]'), at('.slice(1, -1)')]);
    },
  },
  {
    name: 'a value split into a list by several checks: the shape is demanded at each split, the first check\'s first (not only at the last one met)',
    body: `
const pulls = (input) => run(input).stdout.trim().split('\\n')[0].replace('pull: ', '');
test('example', () => {
  assert.deepEqual(pulls('a').split(', '), ['beacon', 'harness', 'helmet']);
});
test('random', () => {
  assert.deepEqual(pulls('b').split(', '), ['probe', 'rope', 'shovel']);
});
test('no repeats', () => {
  const set = new Set(pulls('c').split(', '));
  assert.ok(set.size > 0);
});`,
    expect(c, src) {
      const f = field(c, 'pull');
      expect(f.shape?.value).toMatchObject({ kind: 'list', separator: ', ' });
      expect(f.shape?.evidence.map((e) => e.loc.line)).toEqual([lineOf(src, "pulls('a').split"), lineOf(src, "pulls('b').split"), lineOf(src, "pulls('c').split")]);
    },
  },
  {
    name: "output lines expected as words in an order of the oracle's own: neither the order the input fed them in nor alphabetical; not for two words, nor for an order the input feeds them in anywhere (queries after a table), nor where the oracle sorts the output's items itself",
    body: `
test('heaviest first', () => {
  const lines = run('Beck 500\\nAbbott 900\\nCarr 1200\\n').stdout.trim().split('\\n');
  assert.deepEqual(lines.map((l) => l.split(' ')[0]), ['Carr', 'Abbott', 'Beck']);
});
test('as fed', () => {
  const lines = run('Dee 1\\nAsh 2\\nCole 3\\n').stdout.trim().split('\\n');
  assert.deepEqual(lines.map((l) => l.split(' ')[0]), ['Dee', 'Ash', 'Cole']);
});
test('two', () => {
  const lines = run('Fry 1\\nEve 2\\n').stdout.trim().split('\\n');
  assert.deepEqual(lines.map((l) => l.split(' ')[0]), ['Eve', 'Fry']);
});
test('queries after a table', () => {
  const lines = run('A1 3\\nA2 4\\nA3 5\\n?A3\\n?A1\\n?A2\\n').stdout.trim().split('\\n');
  assert.deepEqual(lines.map((l) => l.split(' ')[0]), ['A3', 'A1', 'A2']);
});
test('sorted on both sides', () => {
  const lines = run('Gil 1\\nHal 2\\nIda 3\\n').stdout.trim().split('\\n');
  assert.deepEqual([...lines.map((l) => l.split(' ')[0])].sort(), ['Ida', 'Gil', 'Hal']);
});`,
    expect(c, src) {
      expect(c.ownOrder?.map((e) => [e.loc.line, e.via])).toEqual([[lineOf(src, "['Carr', 'Abbott', 'Beck']"), 'expects Carr, Abbott, Beck in this order, where its input fed Beck, Abbott, Carr']]);
    },
  },
  {
    name: "output lines (or a value of each) joined and compared with a literal (`names.join(',') !== 'Carr,Abbott,Beck'`, `order.join(' ')` in a helper) expect its items in that order; not the items of one value, nor lines the oracle sorted",
    body: `
function check(got, want) {
  if (got !== want) throw new Error(got);
}
test('heaviest first', () => {
  const names = run('Beck 500\\nAbbott 900\\nCarr 1200\\n').stdout.trim().split('\\n').map((l) => l.split(' ')[0]);
  if (names.join(',') !== 'Carr,Abbott,Beck') throw new Error('order');
});
test('merit order', () => {
  const order = [];
  for (const line of run('K3 50\\nK1 50\\nK4 50\\nK2 50\\n').stdout.split('\\n')) {
    const tok = line.trim().split(/\\s+/);
    if (tok[0] === 'unit') order.push(tok[1]);
  }
  check(order.join(' '), 'K1 K2 K3 K4');
});
test('one value', () => {
  const out = run('Dee 1\\nAsh 2\\nCole 3\\n').stdout.trim();
  assert.equal(out.split('=')[1].split(',').join(','), 'Cole,Ash,Dee');
});
test('sorted here', () => {
  const names = run('Gil 1\\nHal 2\\nIda 3\\nFay 4\\n').stdout.trim().split('\\n').sort();
  assert.equal(names.join(','), 'Ida,Gil,Hal,Fay');
});`,
    expect(c, src) {
      expect(c.ownOrder?.map((e) => e.loc.line)).toEqual([lineOf(src, "'Carr,Abbott,Beck'")]);
      expect(c.sortedLines?.map((e) => e.loc.line)).toEqual([lineOf(src, "check(order.join(' ')")]);
    },
  },
  {
    name: 'output lines cut at constant positions that meet (`slice(0, 10)`, `slice(10, 15)`, `substr(15, 4)`, `slice(19)`), after their ends are stripped: fixed-width columns, each with where it is cut',
    body: `
const rows = (input) => run(input).stdout.trimEnd().split('\\n').map((l) => l.replace(/\\s+$/, '')).map((line) => ({
  name: line.slice(0, 10).trimEnd(),
  qty: Number(line.slice(10, 15)),
  code: line.substr(15, 4),
  note: line.slice(19).trim(),
}));
test('rows', () => {
  assert.equal(rows('x')[0].qty, 3);
});`,
    expect(c, src) {
      expect(c.fixedColumns?.columns.map(({ start, end }) => [start, end])).toEqual([[0, 10], [10, 15], [15, 19], [19, undefined]]);
      const cutAt = ['line.slice(0, 10)', 'line.slice(10, 15)', 'line.substr(15, 4)', 'line.slice(19)'].map((cut) => [lineOf(src, cut)]);
      expect(c.fixedColumns?.columns.map((col) => col.evidence?.map((e) => e.loc.line))).toEqual(cutAt);
    },
  },
  {
    name: 'no fixed-width columns for a lone cut (`line.slice(0, 3) === \'ERR\'`), cuts that never meet, cuts of a value, of a line rewritten (`replace`) or of a part already cut',
    body: `
test('prefix', () => {
  const lines = run('x').stdout.trim().split('\\n');
  assert.equal(lines[0].slice(0, 3), 'ERR');
  assert.equal(lines[1].slice(4, 6), 'ok');
  const fields = Object.fromEntries(lines.map((l) => l.split('=')));
  assert.equal(fields.date.slice(0, 4) + fields.date.slice(4), '2024-01-01');
  const finish = lines[2].replace(/^finish:\\s*/, '');
  assert.equal(Number(finish.slice(0, 2)) * 60 + Number(finish.slice(2)), 1145);
  const name = lines[3].slice(0, 10);
  assert.equal(name.slice(0, 4) + name.slice(4, 10), 'Ann');
});`,
    expect(c) {
      expect(c.fixedColumns).toBeUndefined();
    },
  },
  {
    name: 'no header line where the first lines are read together (`lines.slice(0, 2)`) before the rest',
    body: `
test('two lines together', () => {
  const lines = run('y').stdout.trim().split('\\n');
  assert.ok(lines.slice(0, 2).join(' ').length > 0);
  for (const l of lines.slice(2)) assert.match(l, /^\\w+ \\d+$/);
});`,
    expect(c) {
      expect(c.headerLine).toBeUndefined();
    },
  },
  {
    name: 'no header line where line 0 is read (a summary line); an item of `lines.slice(1)` is the line after',
    body: `
test('summary first', () => {
  const lines = run('x').stdout.trim().split('\\n');
  assert.equal(lines[0], 'total=3');
  assert.equal(lines.slice(1).length, 3);
  assert.equal(lines.slice(1)[0], 'ok');
});`,
    expect(c) {
      expect(c.headerLine).toBeUndefined();
      // (the view's item 0 is line 1: 'ok' is demanded of the second line, 'total=3' of the first)
      const tokensAt = (pos: number) => c.fields.filter((f) => f.position?.value === pos).flatMap((f) => f.vocabulary.map((v) => v.value));
      expect(tokensAt(1)).toContain('ok');
      expect(tokensAt(0)).not.toContain('ok');
    },
  },
  {
    name: '`JSON.stringify(got) !== JSON.stringify(want)` compares the two values as deepStrictEqual does: the tokens of the literal records are vocabulary, at the literal; the items of one value expected sorted are no order of the lines',
    body: `
function fields(line) {
  const rec = {};
  for (const part of line.trim().split(' ')) {
    const [k, v] = part.split('=');
    rec[k] = v;
  }
  return rec;
}
const parse = (stdout) => stdout.split('\\n').filter((l) => l.trim()).map(fields).map((f) => ({ station: f.station, bikes: f.bikes.split(','), priority: f.priority }));
function same(got, want) {
  if (JSON.stringify(got) !== JSON.stringify(want)) throw new Error('differs');
}
test('two bikes at one station', () => {
  same(parse(run('R1,B31,S7\\nR2,B03,S7\\n').stdout), [
    { station: 'S7', bikes: ['B03', 'B31'], priority: 'urgent' },
  ]);
});`,
    expect(c, src) {
      const priority = c.fields.find((f) => f.key === 'priority');
      expect(priority?.vocabulary.map((v) => [v.value, v.evidence[0]!.loc.line])).toEqual([['urgent', lineOf(src, "priority: 'urgent'")]]);
      expect(c.sortedLines).toBeUndefined();
    },
  },
  {
    name: '`JSON.stringify(value) !== JSON.stringify(wanted)` of one text of the output compares the text with the word itself, not with its quoted JSON (`due`, not `"due"`)',
    body: `
function field(stdout, name) {
  const m = new RegExp(\`^\${name}:[ \\\\t]*(\\\\S+)[ \\\\t]*$\`, 'm').exec(stdout);
  if (!m) throw new Error('no line');
  return m[1];
}
function expectSame(actual, wanted) {
  if (JSON.stringify(actual) !== JSON.stringify(wanted)) throw new Error('differs');
}
test('due today', () => {
  expectSame(field(run('2024-05-01\\n').stdout, 'status'), 'due');
});`,
    expect(c, src) {
      const status = c.fields.find((f) => f.key === 'status');
      expect(status?.vocabulary.map((v) => [v.value, v.evidence[0]!.loc.line])).toEqual([['due', lineOf(src, 'if (JSON.stringify(actual)')]]);
    },
  },
  {
    name: 'words in alphabetical order in every check, fed in another order: sorted lines at each',
    body: `
const names = (input) => run(input).stdout.trim().split('\\n');
test('one', () => {
  assert.deepStrictEqual(names('zoe\\nmia\\nabe\\n'), ['abe', 'mia', 'zoe']);
});
test('two', () => {
  assert.deepStrictEqual(names('mia\\nabe\\n'), ['abe', 'mia']);
});`,
    expect(c) {
      expect(c.sortedLines?.map((e) => e.check)).toEqual(['one', 'two']);
    },
  },
  {
    name: '`lines.length >= 1` of a split holds for any output; of a filtered split it can fail; `length >= 0` of any list holds always',
    body: `
const lines = (input) => run(input).stdout.trimEnd().split('\\n').map((l) => l.trim());
test('empty input', () => {
  assert.ok(lines('').length >= 1);
});
test('some line', () => {
  assert.ok(run('x').stdout.split('\\n').filter((l) => l !== '').length >= 1);
});
test('waiting list', () => {
  const waiting = run('y').stdout.split('\\n').filter((l) => l.startsWith('WAIT'));
  assert.ok(waiting.length >= 0, 'expected waitlisted bookings');
});
test('nothing waits', () => {
  assert.ok(run('z').stdout.split('\\n').filter((l) => l.startsWith('WAIT')).length > 0);
});`,
    expect(c, src) {
      const empty = c.checks.find((k) => k.name === 'empty input');
      expect(empty?.canFail).toBe(false);
      expect(empty?.cannotFailReason).toMatch(/any output/);
      expect(empty?.cannotFailLoc?.line).toBe(lineOf(src, "lines('').length"));
      expect(c.checks.find((k) => k.name === 'some line')?.canFail).toBe(true);
      // a count is never below zero, filtered or not
      const waiting = c.checks.find((k) => k.name === 'waiting list');
      expect(waiting?.canFail).toBe(false);
      expect(waiting?.cannotFailReason).toContain('`length >= 0`');
      expect(c.checks.find((k) => k.name === 'nothing waits')?.canFail).toBe(true);
    },
  },
  {
    name: 'the output compared with itself (one key twice, a list against its own in-place sort) cannot fail; two keys, two runs or two JSON items can',
    body: `
const plan = (input) => JSON.parse(run(input).stdout);
test('sorted in place', () => {
  const out = plan('a');
  const sorted = out.stops.slice().sort((x, y) => x - y);
  assert.deepStrictEqual(sorted, out.stops.sort((x, y) => x - y));
});
test('one key twice', () => {
  const a = plan('30');
  const b = plan('60');
  assert.equal(a.range, a.range);
});
test('two runs', () => {
  assert.equal(plan('30').range, plan('60').range);
});
test('two keys', () => {
  const a = plan('30');
  assert.equal(a.low, a.high);
});
test('two items', () => {
  const { records } = plan('5N9');
  assert.deepEqual(records[0], records[4]);
});`,
    expect(c, src) {
      const byName = new Map(c.checks.map((k) => [k.name, k]));
      expect(byName.get('sorted in place')?.canFail).toBe(false);
      expect(byName.get('sorted in place')?.cannotFailReason).toMatch(/compares the output with itself/);
      expect(byName.get('sorted in place')?.cannotFailLoc?.line).toBe(lineOf(src, 'assert.deepStrictEqual(sorted'));
      expect(byName.get('one key twice')?.canFail).toBe(false);
      for (const name of ['two runs', 'two keys', 'two items']) expect(byName.get(name)?.canFail, name).toBe(true);
    },
  },
  {
    name: 'a key converted without a fallback (`Number(f.start)`) is required even when only a computation reads it; with `?? 0` it is not',
    files: LIB,
    body: `${IMPORT_KV}
test('position', () => {
  const text = 'forgeeksskeegfor';
  const f = kv(run(text).stdout);
  const start = Number(f.start);
  assert.equal(text.slice(start, start + 10), f.palindrome);
});
test('empty', () => {
  const f = kv(run('').stdout);
  assert.ok(Number(f.served ?? 0) === 0);
});`,
    expect(c) {
      expect(field(c, 'start').required).toBe(true);
      expect(field(c, 'served').required).toBe(false);
    },
  },
  {
    name: 'a 20-digit number expected back from the run it was fed to is copied text; expected from a run fed its hexadecimal form it is computed',
    body: `
const conv = (num, from, to) => run(\`\${num} \${from} \${to}\\n\`).stdout.trim();
test('echo', () => {
  assert.equal(conv('18446744073709551557', 10, 10), '18446744073709551557');
});
test('converted', () => {
  assert.equal(conv('FFFFFFFFFFFFFFC5', 16, 10), '18446744073709551557');
});`,
    expect(c, src) {
      const whole = c.fields.find((f) => f.key === null);
      expect(whole?.magnitude?.value).toBe(20);
      expect(whole?.magnitude?.evidence.map((e) => e.check)).toEqual(['converted']);
      expect(whole?.magnitude?.evidence[0].loc.line).toBe(lineOf(src, "conv('FFFF"));
    },
  },
  {
    name: 'a launcher that throws on `r.error` decides nothing of the answer; values mapped through it (`[1, 4].map(roman)`) are output',
    files: {
      '_lib/launch.mjs': [
        "import { spawnSync } from 'node:child_process';",
        'export function launch(input) {',
        "  const r = spawnSync(process.env.ORACLE_PROGRAM, [], { input, encoding: 'utf8' });",
        '  if (r.error) throw r.error;',
        '  return r.stdout.trim();',
        '}',
        '',
      ].join('\n'),
    },
    body: `
import { launch } from '../_lib/launch.mjs';
test('truthy only', () => {
  assert.ok(launch('x'));
});
test('mapped', () => {
  assert.deepEqual([1, 4].map((n) => launch(String(n))), ['I', 'IV']);
});`,
    expect(c) {
      expect(c.checks.find((k) => k.name === 'truthy only')?.canFail).toBe(false);
      expect(c.checks.find((k) => k.name === 'mapped')?.canFail).toBe(true);
      expect(vocabulary(c.fields.find((f) => f.key === null)!)).toEqual(['I', 'IV']);
    },
  },
  {
    name: 'a launcher taking `{ input, args = [] }` called with `{ input }` feeds that input (the missing property takes its default)',
    body: `
function launch({ input = '', args = [] } = {}) {
  return spawnSync(PROGRAM, args, { input, encoding: 'utf8' }).stdout;
}
test('squares', () => {
  assert.equal(launch({ input: 'H8 A1\\n' }).trim(), '6');
});`,
    expect(c) {
      expect(c.input.find((d) => d.channel === 'stdin')?.lines.map((l) => l.example)).toEqual(['H8 A1']);
    },
  },
  {
    name: 'assert.doesNotMatch rules texts out without giving the value a shape; assert.match gives one',
    body: `
test('no double hyphens', () => {
  assert.doesNotMatch(run('x').stdout.trim(), /--|^-|-$/);
});`,
    expect(c) {
      expect(c.fields.find((f) => f.key === null)?.shape).toBeUndefined();
    },
  },
  {
    name: 'matches of output with a fallback (`out.match(/ +/g) ?? []`) are still output: a check on their sizes can fail',
    body: `
test('even gaps', () => {
  const line = run('x').stdout.split('\\n')[0];
  const g = (line.match(/ +/g) ?? []).map((m) => m.length);
  assert.ok(Math.max(...g) - Math.min(...g) <= 1);
});`,
    expect(c) {
      expect(c.checks.find((k) => k.name === 'even gaps')?.canFail).toBe(true);
    },
  },
  {
    name: 'a helper called with a sparse array (`grid[5] = row` on an empty one) is analysed, not memoised',
    body: `
const key = (cells) => cells.length;
test('sparse', () => {
  const grid = [];
  grid[3] = 'x';
  key(grid);
  key(grid);
  assert.equal(run('1').stdout.trim(), 'ok');
});`,
    expect(c) {
      expect(c.problems.filter((p) => p.kind === 'unsupported')).toEqual([]);
      expect(vocabulary(c.fields.find((f) => f.key === null)!)).toEqual(['ok']);
    },
  },
  {
    name: 'a sparse array joined (`parts[2] = x` on an empty one) folds, its holes as empty texts',
    body: `
test('sparse join', () => {
  const parts = [];
  parts[2] = '7';
  assert.equal(run(parts.join(' ') + '\\n').stdout.trim(), 'ok');
});`,
    expect(c) {
      expect(c.problems.filter((p) => p.kind === 'unsupported')).toEqual([]);
      expect(c.input[0]?.lines.map((l) => l.example)).toEqual(['7']);
    },
  },
  {
    name: 'Object.keys equal to one key demands that key, not an order',
    files: LIB,
    body: `${IMPORT_KV}
test('one account', () => {
  assert.deepEqual(Object.keys(kv(run('1').stdout)), ['x']);
});`,
    expect(c) {
      expect(field(c, 'x').position).toBeUndefined();
      expect(field(c, 'x').required).toBe(true);
    },
  },
  {
    name: 'a regex with digit groups (`(\\d+)\\.(\\d\\d)`) asserted on `x ?? \'\'` is a required two-place decimal',
    files: LIB,
    body: `${IMPORT_KV}
const cents = (text) => {
  const m = /^(\\d+)\\.(\\d\\d)$/.exec(text ?? '');
  assert.ok(m, 'not money');
  return Number(m[1]) * 100 + Number(m[2]);
};
test('balance', () => {
  assert.equal(cents(kv(run('1').stdout).balance), 150);
});
test('optional note', () => {
  assert.match(kv(run('2').stdout).note ?? '', /^\\w*$/);
});`,
    expect(c, src) {
      const balance = field(c, 'balance');
      expect(balance.shape?.value).toEqual({ kind: 'decimal', places: 2 });
      expect(balance.shape?.evidence[0].loc.line).toBe(lineOf(src, '.exec(text'));
      expect(balance.required).toBe(true);
      // '' matches /^\w*$/: the fallback passes, so the key may be absent
      expect(field(c, 'note').required).toBe(false);
    },
  },
  {
    name: 'a line found with startsWith and sliced after its prefix is that key',
    body: `
test('prefix', () => {
  const lines = run('1').stdout.split('\\n');
  const line = lines.find((l) => l.startsWith('weight='));
  assert.equal(Number(line.slice('weight='.length)), 39);
});`,
    expect(c) {
      expect(field(c, 'weight').shape?.value.kind).toBe('integer');
      expect(c.layout?.value).toEqual({ kind: 'fields', assign: '=', separator: '\n' });
    },
  },
  {
    name: 'a Map of fields: Object.fromEntries(map) and [...map.entries()] compared with literals read every key they name',
    body: `
function settings(text) {
  const r = run(text);
  const map = new Map();
  for (const line of r.stdout.split('\\n')) {
    const eq = line.indexOf('=');
    map.set(line.slice(0, eq), line.slice(eq + 1));
  }
  return map;
}
test('as an object', () => {
  assert.deepStrictEqual(Object.fromEntries(settings('x')), { 'server.port': '8080', 'global.name': 'demo' });
});
test('as entries', () => {
  assert.deepStrictEqual([...settings('y').entries()], [['server.host', 'example.org']]);
});`,
    expect(c, src) {
      expect(c.layout?.value).toEqual({ kind: 'fields', assign: '=', separator: '\n' });
      expect(vocabulary(field(c, 'global.name'))).toEqual(['demo']);
      expect(field(c, 'server.port').presence[0].loc.line).toBe(lineOf(src, 'Object.fromEntries'));
      expect(vocabulary(field(c, 'server.host'))).toEqual(['example.org']);
      expect(field(c, 'server.host').presence[0].loc.line).toBe(lineOf(src, '.entries()'));
    },
  },
  {
    name: 'a value rounded before it is compared with an integer (cents) is a number, not an integer',
    files: LIB,
    body: `${IMPORT_KV}
const cents = (v) => Math.round(v * 100);
test('revenue in cents', () => {
  const f = kv(run('x').stdout);
  assert.strictEqual(cents(f.revenue), 325);
  assert.equal(Number(f.rows), 3);
});`,
    expect(c) {
      expect(field(c, 'revenue').shape?.value.kind).not.toBe('integer');
      expect(field(c, 'rows').shape?.value.kind).toBe('integer');
    },
  },
  {
    name: 'input fed with CRLF line endings and expected read: located where the carriage return is written',
    body: `
test('windows line endings', () => {
  const input = ['10.1.2.3', '999.1.2.3'].join('\\r\\n');
  const out = run(input).stdout.trim().split('\\n');
  assert.deepStrictEqual(out, ['valid', 'invalid']);
});
test('plain', () => {
  assert.equal(run('1.2.3.4\\n').stdout.trim(), 'valid');
});`,
    expect(c, src) {
      const stdin = c.input.find((d) => d.channel === 'stdin');
      expect(stdin?.crlf?.map((e) => [e.loc.line, e.check])).toEqual([[lineOf(src, "join('"), 'windows line endings']]);
    },
  },
  {
    name: "a constant text rewritten by a pattern (`TABLE.replace(/\\n/g, '\\r\\n')`) is folded: the CRLF lines it feeds are seen",
    body: `
const TABLE = ['code,bin', 'P100,A1', 'P300,B7'].join('\\n') + '\\n';
test('windows line endings', () => {
  const out = run(TABLE.replace(/\\n/g, '\\r\\n')).stdout.trim();
  assert.equal(out, 'B7');
});
test('plain', () => {
  assert.equal(run(TABLE.replace(/^code/, 'CODE')).stdout.trim(), 'B7');
});`,
    expect(c, src) {
      const stdin = c.input.find((d) => d.channel === 'stdin');
      expect(stdin?.crlf?.map((e) => [e.loc.line, e.check])).toEqual([[lineOf(src, 'TABLE.replace(/'), 'windows line endings']]);
      expect(stdin?.lines.some((l) => [l.example, ...(l.examples ?? [])].includes('CODE,bin'))).toBe(true);
    },
  },
  {
    name: 'records fed with a tab between their parts: located where the tab is written; a tab inside free text is no separator',
    body: `
function feed(rows, sep = ' ') {
  return run(rows.map(([name, n]) => \`\${name}\${sep}\${n}\`).join('\\n') + '\\n').stdout;
}
test('spaces', () => {
  assert.equal(feed([['Avalon', 52000]]), 'Avalon 10');
});
test('a census table', () => {
  assert.equal(feed([['Norvale', 1843020]], '\\t'), 'Norvale 60');
});
test('a title', () => {
  assert.equal(run('tab\\tseparated\\twords\\n').stdout, 'tab-separated-words');
});`,
    expect(c, src) {
      const stdin = c.input.find((d) => d.channel === 'stdin');
      expect(stdin?.tabs?.map((e) => [e.loc.line, e.check])).toEqual([[lineOf(src, "1843020"), 'a census table']]);
    },
  },
  {
    name: 'comment lines fed to a run whose exit status 1 is asserted beside its report (something overdue) were skipped; fed to a run refused with nothing judged of its output, they are not',
    body: `
test('overdue items, with the register comments', () => {
  const out = run('# kit register\\nROPE-07 2023-09-01 180\\n');
  assert.strictEqual(out.status, 1);
  assert.strictEqual(out.stdout.trim().split(' ')[1], 'overdue');
});
test('a malformed register is refused', () => {
  const out = run('# other\\nROPE 2023\\n');
  assert.strictEqual(out.status, 2);
});`,
    expect(c, src) {
      const stdin = c.input.find((d) => d.channel === 'stdin');
      expect(stdin?.comments?.map((e) => e.check)).toEqual(['overdue items, with the register comments']);
      expect(stdin?.skippedExamples?.comments).toBe('# kit register');
      void src;
    },
  },
  {
    name: 'a header row or comment lines written before generated records (`\'tag session litres\\n\' + rows`, `[\'# export\', ...rows].join(\'\\n\')`) are skipped lines, told apart by a record the oracle feeds elsewhere; a known first record is not',
    body: `
const rows = (n) => Array.from({ length: n }, () => \`C\${Math.floor(Math.random() * 90 + 10)} AM \${(Math.random() * 20).toFixed(1)}\`).join('\\n');
test('worked example', () => {
  assert.equal(run('C014 AM 12.4\\nC014 PM 10.1\\n').stdout.trim(), 'cows=1');
});
test('parlour export with a header row', () => {
  assert.equal(run('tag session litres\\n' + rows(30)).status, 0);
});
test('an export with notes', () => {
  assert.equal(run(['# parlour 2', ...rows(5).split('\\n')].join('\\n')).status, 0);
});
test('a first record then generated ones', () => {
  assert.equal(run('C099 PM 3.0\\n' + rows(4)).status, 0);
});`,
    expect(c, src) {
      const stdin = c.input.find((d) => d.channel === 'stdin');
      expect(stdin?.header?.map((e) => [e.loc.line, e.check])).toEqual([[lineOf(src, "'tag session litres"), 'parlour export with a header row']]);
      expect(stdin?.comments?.map((e) => e.check)).toEqual(['an export with notes']);
      expect(stdin?.skippedExamples).toEqual({ header: 'tag session litres', comments: '# parlour 2' });
    },
  },
  {
    name: 'a header row before records pushed by a loop of unknown length (`[\'id,date,type\', ...rows.map(asLine)].join(\'\\n\')`) is skipped: the one pass stands for any number of records',
    body: `
const asLine = (row) => [row.id, row.date, row.type].join(',');
function randomLog(n) {
  const rows = [];
  for (let i = 0; i < n; i++) rows.push({ id: \`C\${200 + i}\`, date: '2024-01-14', type: ['rock', 'search'][Math.floor(Math.random() * 2)] });
  return rows;
}
test('worked example', () => {
  assert.equal(run('C101,2024-01-14,rock\\n').stdout.trim(), 'callouts=1');
});
test('a quarterly export', () => {
  const rows = randomLog(1 + Math.floor(Math.random() * 30));
  assert.equal(run(['id,date,type', ...rows.map(asLine)].join('\\n') + '\\n').status, 0);
});`,
    expect(c, src) {
      const stdin = c.input.find((d) => d.channel === 'stdin');
      expect(stdin?.header?.map((e) => [e.loc.line, e.check])).toEqual([[lineOf(src, "['id,date,type'"), 'a quarterly export']]);
      expect(stdin?.skippedExamples).toEqual({ header: 'id,date,type' });
    },
  },
  {
    name: 'generated records with a blank line between two blocks (`a + \'\\n\' + b` after a block ending in a line break) are fed blank lines, located where one string writes the blank, else at the run',
    body: `
import { randomInt } from 'node:crypto';
const draw = () => randomInt(0, 1000) / 1000;
function session(n) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(\`0\${Math.floor(draw() * 9)}:05 Rex \${i} \${2 * i}\`);
  return out.join('\\n') + '\\n';
}
test('worked example', () => {
  assert.equal(run('07:05 Rex 1 2\\n').stdout.trim(), 'digs=1');
});
test('morning and afternoon', () => {
  const n = 1 + Math.floor(draw() * 9);
  const text = session(n) + '\\n' + session(n);
  assert.equal(run(text).status, 0);
});`,
    expect(c, src) {
      const stdin = c.input.find((d) => d.channel === 'stdin');
      // (no one string writes this blank: `'\\n'` follows a text that ends in one)
      expect(stdin?.blankLines?.map((e) => [e.loc.line, e.check])).toEqual([[lineOf(src, 'run(text)'), 'morning and afternoon']]);
      expect(stdin?.comments).toBeUndefined();
    },
  },
  {
    name: 'a comment line known by its start (`` `# survey ${seed}: one per line\\n` `` + generated rows, `` `# week ${w}\\n` `` heading each block) is fed, located at the string that starts it',
    body: `
import { randomInt } from 'node:crypto';
const draw = () => randomInt(0, 1000) / 1000;
const rows = (n) => Array.from({ length: n }, () => \`A\${Math.floor(draw() * 9)} B open\`).join('\\n');
test('worked example', () => {
  assert.equal(run('R A open\\n').stdout.trim(), 'A');
});
test('surveyed maps', () => {
  for (let seed = 3; seed < 6; seed++) {
    const text = \`# survey \${seed}: one flume per line\\n\` + rows(seed) + '\\n';
    assert.equal(run(text).status, 0);
  }
});
test('weeks of the log', () => {
  const weeks = [];
  for (let w = 0; w < Math.floor(draw() * 5); w++) weeks.push(\`# week \${w + 1}\\n\` + rows(4));
  assert.equal(run(weeks.join('\\n\\n') + '\\n').status, 0);
});`,
    expect(c, src) {
      const stdin = c.input.find((d) => d.channel === 'stdin');
      expect(stdin?.comments?.map((e) => [e.loc.line, e.check])).toEqual([
        [lineOf(src, '`# survey'), 'surveyed maps'],
        [lineOf(src, '`# week'), 'weeks of the log'],
      ]);
      expect(stdin?.skippedExamples?.comments).toBe('# survey');
      expect(stdin?.blankLines?.map((e) => [e.loc.line, e.check])).toEqual([[lineOf(src, "join('\\n\\n')"), 'weeks of the log']]);
    },
  },
  {
    name: 'generated texts that hold no blank line between records: rows of a grid the oracle fills in after making them empty, an empty line only at the end',
    body: `
import { randomInt } from 'node:crypto';
const draw = () => randomInt(0, 1000) / 1000;
test('worked example', () => {
  assert.equal(run('2\\nAB\\nCA\\nABC\\n').stdout.trim(), 'found=1');
});
test('a snake through the grid', () => {
  const N = 4;
  const grid = Array.from({ length: N }, () => new Array(N));
  let long = '';
  for (let i = 0; i < N * N; i++) {
    grid[Math.floor(i / N)][i % N] = 'ABC'[i % 3];
    long += 'ABC'[i % 3];
  }
  assert.equal(run(\`\${N}\\n\` + grid.map((row) => row.join('')).join('\\n') + '\\n' + [long, 'ZYX'].join('\\n') + '\\n').status, 0);
});
test('a log ending in an empty line', () => {
  const lines = Array.from({ length: 3 }, () => \`job\${Math.floor(draw() * 9)} 3\`);
  assert.equal(run(lines.join('\\n') + '\\n\\n').status, 0);
});`,
    expect(c) {
      const stdin = c.input.find((d) => d.channel === 'stdin');
      expect(stdin?.lines.map((l) => l.example)).toEqual(['2', 'AB']);
      expect(stdin?.blankLines).toBeUndefined();
      expect(stdin?.comments).toBeUndefined();
    },
  },
  {
    name: 'a value compared exactly with a number the oracle rounds (`Math.ceil` in a model, `Math.round(x * 100) / 100`, `Math.floor` of constants) is demanded rounded so, with where it rounds; one compared within a tolerance is not',
    files: LIB,
    body: `${IMPORT_KV}
import { randomInt } from 'node:crypto';
const model = (minutes) => ({ total: Math.ceil(minutes), mean: Math.round(minutes * 100) / 100 });
test('worked example', () => {
  const f = kv(run('272 25\\n').stdout);
  assert.equal(Number(f.days), Math.floor(272 / 25));
});
test('random logs', () => {
  for (let i = 0; i < 5; i++) {
    const minutes = 10 + randomInt(0, 1000) / 7;
    const f = kv(run(\`\${minutes}\\n\`).stdout);
    assert.equal(Number(f.total), model(minutes).total);
    assert.strictEqual(Number(f.mean), model(minutes).mean);
    assert.ok(Math.abs(Number(f.exact) - minutes) < 0.01);
  }
});`,
    expect(c, src) {
      const rounded = (key: string) => field(c, key).rounded;
      expect(rounded('total')?.value).toEqual({ places: 0, how: 'ceil' });
      expect(rounded('total')?.evidence.map((e) => e.loc.line)).toEqual([lineOf(src, 'Math.ceil'), lineOf(src, 'f.total')]);
      expect(rounded('mean')?.value).toEqual({ places: 2, how: 'round' });
      expect(rounded('days')?.value).toEqual({ places: 0, how: 'floor' });
      expect(rounded('exact')).toBeUndefined();
    },
  },
  {
    name: 'comment lines, blank lines and a header row fed among the records: each located where it is written, none a shape of the records',
    body: `
function csv(rows) {
  return ['plot,tenant,rods', ...rows].join('\\n') + '\\n';
}
test('the tablet log', () => {
  const log = [
    '# line 2, morning shift',
    'paper 80 2',
    '',
    'pet 30 0.6',
  ].join('\\n');
  assert.equal(run(log).stdout.trim(), 'paper 2.5');
});
test('a spreadsheet export', () => {
  assert.equal(run(csv(['4,ali,10', '7,bea,3'])).stdout.trim(), 'total=13');
});
test('plain', () => {
  assert.equal(run('glass 40 0.4\\n').stdout.trim(), 'glass 1');
});`,
    expect(c, src) {
      const stdin = c.input.find((d) => d.channel === 'stdin');
      expect(stdin?.comments?.map((e) => [e.loc.line, e.check])).toEqual([[lineOf(src, "'# line 2"), 'the tablet log']]);
      expect(stdin?.skippedExamples).toEqual({ comments: '# line 2, morning shift', header: 'plot,tenant,rods' });
      // (the blank line where the check writes it, the empty string among the records)
      expect(stdin?.blankLines?.map((e) => [e.loc.line, e.check])).toEqual([[lineOf(src, "    '',"), 'the tablet log']]);
      expect(stdin?.header?.map((e) => [e.loc.line, e.check])).toEqual([[lineOf(src, "'plot,tenant,rods'"), 'a spreadsheet export']]);
      // the skipped lines are kept (their words are fed), marked so the diff leaves them out of the records' shapes
      const skipped = stdin?.lines.filter((l) => l.skipped).map((l) => [l.skipped, l.example]);
      expect(skipped).toEqual([['comment', '# line 2, morning shift'], ['header', 'plot,tenant,rods']]);
      // ('glass 40 0.4' is of the shape of 'pet 30 0.6')
      expect(stdin?.lines.filter((l) => !l.skipped).map((l) => l.example)).toEqual(['paper 80 2', 'pet 30 0.6', '4,ali,10']);
    },
  },
  {
    name: 'the whole numbers of at least 1,000 a check writes in its code up to its last run are its size literals (not its name, nor numbers after the run)',
    body: `
test('a chain of 2500 links', () => {
  const n = 2500;
  const links = Array.from({ length: n - 1 }, (_, i) => \`s\${i} s\${i + 1}\`);
  const out = run(links.join('\\n') + '\\n');
  const later = 9999;
  assert.equal(out.stdout.trim(), String(n + later));
});`,
    expect(c, src) {
      expect(c.checks[0]?.sizeLiterals?.map((l) => [l.value, l.loc.line])).toEqual([[2500, lineOf(src, 'const n = 2500')]]);
    },
  },
  {
    name: 'a parsed JSON document compared with a record written out (deepStrictEqual, or `if (!isDeepStrictEqual(...)) throw` from node:util) is compared member by member, each token located at its property; a member named after an input word is not, nor are the members of a member\'s own object',
    body: `
import { isDeepStrictEqual } from 'node:util';
const summary = (input) => JSON.parse(run(input).stdout);
function same(actual, wanted) {
  if (!isDeepStrictEqual(actual, wanted)) throw new Error('differs');
}
test('worked example', () => {
  same(summary('cafe9 rye 40 sat\\n'), { orders: 1, items: { rye: 40 }, busiest_day: 'sat', days: { saturday: 40 } });
});
test('an empty order file', () => {
  assert.deepStrictEqual(summary(''), {
    orders: 0,
    busiest_day: 'none',
  });
});
test('a count per customer', () => {
  assert.deepStrictEqual(summary('ann rye 2 mon\\n'), { ann: 2 });
});`,
    expect(c, src) {
      expect(vocabulary(field(c, 'busiest_day'))).toEqual(['none', 'sat']);
      expect(field(c, 'busiest_day').vocabulary.find((t) => t.value === 'none')?.evidence[0]?.loc.line).toBe(lineOf(src, "busiest_day: 'none'"));
      expect(field(c, 'orders').shape?.value).toEqual({ kind: 'integer' });
      // (`ann` is a customer fed; the objects under `items` and `days` are keyed by data)
      expect(c.fields.map((f) => f.key).filter((k) => k !== null && /rye|ann|saturday/.test(k))).toEqual([]);
      expect(c.fields.some((f) => f.key === 'items')).toBe(true);
    },
  },
  {
    name: 'a parsed JSON list compared with records written in the assertion is compared item by item, member by member; records a model pushes in a loop hold the input\'s data and are not',
    body: `
const inspect = (input) => JSON.parse(run(input).stdout);
function model(rows) {
  const items = [];
  for (const [id, kind] of rows) items.push({ id, status: kind });
  return items;
}
test('worked example', () => {
  const report = inspect('R1 rope\\nR2 radio\\n');
  assert.deepEqual(report.items, [
    { id: 'R1', status: 'overdue' },
    { id: 'R2', status: 'due_soon' },
  ]);
});
test('agrees with a model', () => {
  const rows = [['H1', 'harness'], ['S1', 'stretcher']];
  assert.deepEqual(inspect(rows.map((r) => r.join(' ')).join('\\n')).items, model(rows));
});`,
    expect(c, src) {
      expect(vocabulary(field(c, 'items[].status'))).toEqual(['due_soon', 'overdue']);
      expect(field(c, 'items[].status').vocabulary.find((t) => t.value === 'due_soon')?.evidence[0]?.loc.line).toBe(lineOf(src, "status: 'due_soon'"));
    },
  },
  {
    name: 'in the branch of a test of a line\'s key part against a name (`if (key === \'overdue\')`), the value part is that key\'s value, with a pattern or a split',
    body: `
function parse(stdout) {
  let overdue = [];
  let total = 0;
  let skipped = 0;
  for (const line of stdout.split('\\n')) {
    const m = /^(\\w+):\\s*(.*)$/.exec(line);
    if (!m) continue;
    const [, key, value] = m;
    if (key === 'overdue') overdue = value === 'none' ? [] : value.split(',');
  }
  for (const line of stdout.split('\\n')) {
    const [name, amount] = line.split('=');
    if (name !== 'total') skipped++;
    else total = Number(amount);
  }
  return { overdue, total };
}
test('worked example', () => {
  const r = parse(run('1 2').stdout);
  assert.deepEqual(r.overdue, ['Tern']);
  assert.equal(r.total, 3);
});`,
    expect(c) {
      expect(field(c, 'overdue').shape?.value).toEqual(expect.objectContaining({ separator: ',' }));
      expect(vocabulary(field(c, 'overdue'))).toContain('none');
      expect(field(c, 'total').required).toBe(true);
    },
  },
  {
    name: 'rows stored under one of their own columns (`Object.fromEntries(rows.map((r) => [r[0], r[3]]))`) are rows named by data, not keyed fields; what a check compares of one is that column',
    body: `
const rows = (stdout) => stdout.trim().split('\\n').map((l) => l.trim().split(/\\s+/));
test('actions', () => {
  const action = Object.fromEntries(rows(run('L-202 soup 2024-03-01 2\\n').stdout).map((r) => [r[0], r[3]]));
  assert.equal(action['L-202'], 'discard');
});
test('statuses', () => {
  const byId = Object.fromEntries(rows(run('A1 2024-03-31\\n').stdout).map(([id, , s]) => [id, s]));
  assert.deepStrictEqual(byId, { A1: 'active', A2: 'grace' });
});`,
    expect(c) {
      expect(c.fields.some((f) => f.key === 'L-202' || f.key === 'A1')).toBe(false);
      expect(c.checks.map((k) => [k.name, k.canFail])).toEqual([['actions', true], ['statuses', true]]);
    },
  },
  {
    name: 'a key pattern matched against one block of stdout split on blank lines (`/^vat: (.*)$/m` on a block) reads that key of the block',
    body: `
const blocks = (stdout) => stdout.trim().split(/\\n\\s*\\n/);
function field(block, key) {
  const m = block.match(new RegExp(\`^\${key}: (.*)$\`, 'm'));
  return m?.[1];
}
test('worked example', () => {
  const [b] = blocks(run('24123-3-07-0').stdout);
  assert.equal(field(b, 'vat'), '3');
  assert.equal(field(b, 'valid'), 'yes');
});`,
    expect(c) {
      expect(c.layout?.value).toEqual({ kind: 'fields', assign: ': ', separator: '\n' });
      expect(vocabulary(field(c, 'valid'))).toEqual(['yes']);
      expect(field(c, 'vat').shape?.value).toEqual({ kind: 'integer' });
      expect(c.blankLineBlocks?.length).toBeGreaterThan(0);
    },
  },
  {
    name: 'items of a JSON list stored under one of their own members (`Object.fromEntries(doc.patrons.map((p) => [p.patron, p]))`) are records: what a check reads of `byId.P1` is read of each item; a member stored so (`[x.artist, x.plays]`) is a value',
    body: `
const ledger = (input) => JSON.parse(run(input).stdout);
const byId = (doc) => Object.fromEntries(doc.patrons.map((p) => [p.patron, p]));
const plays = (doc) => Object.fromEntries(doc.artists.map((x) => [x.artist, x.plays]));
test('worked example', () => {
  const p = byId(ledger('CHARGE P1 2.50\\n'));
  assert.equal(p.P1.charged, 2.5);
  assert.equal(p.P1.credit, 0);
});
test('order of the log', () => {
  assert.deepEqual(plays(ledger('b\\na\\n')), plays(ledger('a\\nb\\n')));
});`,
    expect(c) {
      expect(c.fields.map((f) => f.key).filter((k) => k?.startsWith('patrons[]'))).toEqual(expect.arrayContaining(['patrons[].charged', 'patrons[].credit']));
      expect(c.fields.some((f) => f.key === 'P1' || f.key?.endsWith('.P1'))).toBe(false);
      expect(c.checks.find((k) => k.name === 'order of the log')?.canFail).toBe(true);
    },
  },
  {
    name: '`typeof Number(x) === \'number\'` holds for any output: a check whose other assertion only tests presence cannot fail, and is pointed at the assertion that always holds',
    body: `
test('the invoice ends with a total', () => {
  const fields = Object.fromEntries(run('x\\n').stdout.trim().split(' ').map((p) => p.split('=')));
  assert.ok('total' in fields, 'a total');
  assert.equal(typeof Number(fields.total), 'number');
});
test('a real comparison', () => {
  const fields = Object.fromEntries(run('y\\n').stdout.trim().split(' ').map((p) => p.split('=')));
  assert.equal(typeof Number(fields.total), 'number');
  assert.equal(fields.total, '12.50');
});`,
    expect(c, src) {
      const byName = new Map(c.checks.map((k) => [k.name, k]));
      const weak = byName.get('the invoice ends with a total');
      expect(weak?.canFail).toBe(false);
      expect(weak?.cannotFailLoc?.line).toBe(lineOf(src, 'assert.equal(typeof Number(fields.total)'));
      expect(weak?.cannotFailReason).toMatch(/Number\(\) always gives a number/);
      expect(byName.get('a real comparison')?.canFail).toBe(true);
    },
  },
  {
    name: 'comment lines and a record written inside the arguments of the call that feeds them (after its first line) are located where they are written, not at the call',
    body: `
function inspect(today, rows) {
  return run(rows.join('\\n') + '\\n', [today]);
}
test('the worked example', () => {
  assert.equal(inspect('2024-06-01', ['H-07 2023-01-20 6']).stdout.trim(), 'H-07 overdue');
});
test('a register exported by the water company', () => {
  const out = inspect('2024-06-01', [
    '# Hawthorpe hydrant register',
    'H-40 2024-01-20 6',
    'H-41 2023-06-20 12 AB',
  ]);
  assert.equal(out.stdout.trim().split('\\n').length, 2);
});`,
    expect(c, src) {
      const stdin = c.input.find((d) => d.channel === 'stdin');
      expect(stdin?.comments?.map((e) => [e.loc.line, e.check])).toEqual([[lineOf(src, "'# Hawthorpe"), 'a register exported by the water company']]);
      const initialled = stdin?.lines.find((l) => l.example === 'H-41 2023-06-20 12 AB');
      expect(initialled?.evidence.find((e) => e.via === WRITTEN_VIA)?.loc.line).toBe(lineOf(src, "'H-41"));
    },
  },
  {
    name: 'a fed line joined from the items of an array or the members of an object is located where the check writes its first word',
    body: `
const trace = (who, records) => run(records.map((r) => r.join(' ')).join('\\n') + '\\n', [who]);
const fire = (segments) => run(segments.map((s) => \`\${s.rate} \${s.target}\`).join('\\n'));
test('records with their referral date', () => {
  const records = [['C104', 'A7', '2024-01-15'], ['C210', 'C104', '2024-02-02']];
  const out = trace('C210', records);
  assert.equal(out.stdout, 'root=A7\\n');
});
test('an AFAP segment', () => {
  const r = fire([
    { rate: 'AFAP', target: 677 },
  ]);
  assert.equal(r.stdout, 'total=0\\n');
});`,
    expect(c, src) {
      const stdin = c.input.find((d) => d.channel === 'stdin');
      const writtenAt = (example: string) => stdin?.lines.find((l) => l.example === example)?.evidence.find((e) => e.via === WRITTEN_VIA)?.loc.line;
      expect(writtenAt('C104 A7 2024-01-15')).toBe(lineOf(src, "const records = [['C104'"));
      expect(writtenAt('AFAP 677')).toBe(lineOf(src, "{ rate: 'AFAP'"));
    },
  },
  {
    name: 'records built from output lines compared with literal records: each property against its literal',
    body: `
function entries(text) {
  return run(text).stdout.split('\\n').filter((l) => l !== '').map((line) => {
    const parts = line.split(' ');
    return { word: parts[0], count: Number(parts[1]) };
  });
}
test('by hand', () => {
  assert.deepStrictEqual(entries('a b a'), [{ word: 'a', count: 2 }, { word: 'b', count: 1 }]);
});`,
    expect(c) {
      const first = c.fields.find((f) => f.key === null && f.position?.value === 0);
      expect(first?.shape?.value).toEqual({ kind: 'pair', separator: ' ', left: { kind: 'word' }, right: { kind: 'integer' } });
    },
  },
  {
    name: "a layout parsed inside a _lib helper is also located where the oracle's own code hands it the output",
    files: LIB,
    body: `${IMPORT_KV}
const solve = (input) => kv(run(input).stdout);
test('counts', () => {
  assert.equal(solve('a').total, 'x');
});`,
    expect(c, src) {
      expect(c.layout?.evidence.map((e) => `${e.loc.file}:${e.loc.line}`)).toEqual(
        expect.arrayContaining([`_lib/kv.mjs:${lineOf(KV_LIB, '.split(')}`, `${c.file}:${lineOf(src, 'kv(run')}`]),
      );
    },
  },
  {
    name: 'a key read by a line regex that allows trailing spaces (`^value=(\\d+)\\s*$` with m), built from a template',
    body: `
function field(stdout, name) {
  const m = stdout.match(new RegExp(\`^\${name}=(\\\\d+)\\\\s*$\`, 'm'));
  return m ? m[1] : undefined;
}
test('value', () => {
  assert.strictEqual(field(run('3').stdout, 'value'), '6');
});`,
    expect(c) {
      expect(c.layout?.value).toEqual({ kind: 'fields', assign: '=', separator: '\n' });
      expect(vocabulary(field(c, 'value'))).toEqual(['6']);
    },
  },
  {
    name: 'a run result spread into a new object keeps its status and stderr (`{ ...r, lines }`)',
    body: `
function change(amount) {
  const r = run('', [String(amount)]);
  return { ...r, lines: r.stdout.split('\\n') };
}
test('rejected', () => {
  const r = change(-1);
  assert.notEqual(r.status, 0);
  assert.match(r.stderr, /negative/);
});`,
    expect(c) {
      expect(c.exit.map((e) => e.status)).toContain('nonzero');
      expect(c.stderr.map((e) => e.pattern)).toContain('negative');
    },
  },
  {
    name: "the key of the last line popped off the parsed lines (`last[0] === 'total'`): the check reads it and requires it",
    body: `
test('split', () => {
  const pairs = run('Mei 6\\n').stdout.trim().split('\\n').map((line) => line.split(': '));
  const last = pairs.pop();
  assert.ok(last[0] === 'total', 'last line should be total');
  assert.equal(pairs[0][1], '50.00');
});`,
    expect(c, src) {
      expect(c.checks[0]!.reads).toContain('total');
      const f = field(c, 'total');
      expect(f.required).toBe(true);
      expect(f.presence[0]!.loc.line).toBe(lineOf(src, "=== 'total'"));
    },
  },
  {
    name: "a key some line carries, found only as the lines are walked (`if (m[1] === 'total')`), is read there but not required",
    body: `
test('walk', () => {
  let total = null;
  for (const line of run('a 1\\n').stdout.split('\\n')) {
    const m = /^(.+): (\\d+)$/.exec(line);
    if (m && m[1] === 'total') total = m[2];
  }
  assert.equal(total, '1');
});`,
    expect(c) {
      expect(c.checks[0]!.reads).toContain('total');
      expect(field(c, 'total').required).toBe(false);
    },
  },
  {
    name: "a line's first word compared with a key and its sign (`tokens[0] === 'blanks:'`) or a label in capitals (`'TOTAL'`) reads that key",
    body: `
test('rows', () => {
  const rows = run('R2 B\\n').stdout.split('\\n').filter((l) => l.trim() !== '').map((l) => l.trim().split(/\\s+/));
  const last = rows[rows.length - 1];
  assert.equal(rows.find((r) => r[0] === 'blanks:')?.length, 2);
  assert.equal(last[0], 'TOTAL');
  assert.equal(last[1], '3');
});`,
    expect(c, src) {
      expect(c.checks[0]!.reads).toEqual(expect.arrayContaining(['TOTAL', 'blanks']));
      expect(field(c, 'TOTAL').required).toBe(true);
      expect(field(c, 'TOTAL').presence[0]!.loc.line).toBe(lineOf(src, "'TOTAL'"));
      // (a word of the output in lower case without a sign is a value, not a label)
      expect(c.fields.some((f) => f.key === 'R2')).toBe(false);
    },
  },
  {
    name: "each line's key compared with a name the check fed (`line.split(':')[0] === 'OSEI'` for every line): data, not a key, and every line judged",
    body: `
test('one passenger', () => {
  const r = run('PAX OSEI\\nBAG OSEI 1\\n');
  const lines = r.stdout.split('\\n').filter((l) => l.trim() !== '');
  lines.forEach((line) => assert.equal(line.split(':')[0].trim(), 'OSEI'));
});`,
    expect(c) {
      expect(c.fields.some((f) => f.key === 'OSEI' || f.key === 'KHAN')).toBe(false);
      expect(c.checks[0]!.reads).not.toContain('OSEI');
      expect(c.checks[0]!.judgesEveryLine).toBe(true);
    },
  },
  {
    name: "a summary line of fields popped off the end and compared whole (`'A=2 B=1 C=1 R=2'`) reads each of its keys",
    body: `
test('summary', () => {
  const out = run('K-1 42 1\\n').stdout.trim().split('\\n');
  const summary = out.pop();
  assert.equal(summary, 'A=2 B=1 C=1 R=2');
});`,
    expect(c) {
      expect(c.checks[0]!.reads).toEqual(expect.arrayContaining(['A', 'B', 'C', 'R']));
      expect(c.checks[0]!.judgesEveryLine).toBeUndefined();
    },
  },
];

const HELPERS = { 'oracle-kit': undefined } as const;
void HELPERS;

/** The same oracle as TypeScript: parameter annotations and `as` casts, with a type declaration appended (lines unchanged). */
function toTypeScript(src: string): string {
  return (
    src
      .replace('const run = (input, args = []) =>', 'const run = (input: string, args: string[] = []) =>')
      .replace(/\bkv\((run\([^\n]*?\)\.stdout|out|stdout)\)/g, '(kv($1) as Record<string, string>)')
      .replace(/function (\w+)\(text\)/g, 'function $1(text: string)')
      .replace(/\.stdout\.trim\(\)/g, '.stdout!.trim()') + '\ninterface Appended { readonly n: number }\n'
  );
}

const declared = { runProgram: { returns: 'process' as const, stdoutOnly: false }, parseFields: { returns: 'fields' as const, assign: ':', separator: '\n' } };

describe.each([
  ['JavaScript (acorn)', 'op/oracle.test.mjs', (s: string) => s],
  ['TypeScript (typescript-estree)', 'op/oracle.test.ts', toTypeScript],
])('%s', (_style, file, transform) => {
  const names = new Set<string>();
  for (const tc of cases) {
    if (names.has(tc.name)) throw new Error(`duplicate case ${tc.name}`);
    names.add(tc.name);
    it(tc.name, () => {
      const src = transform(HEADER + tc.body);
      const c = analyze(src, { file, files: tc.files, helpers: declared });
      expect(c.problems.filter((p) => p.kind !== 'no-program-source')).toEqual([]);
      tc.expect(c, src);
    });
  }
});
