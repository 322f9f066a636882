// Bench: derive enforced contracts for 1,000 generated oracles (~116 lines, 11 checks, 2 shared _lib helpers); compare with parsing alone.
// Run after a build: `node bench/contract.bench.mjs` (or `npm run bench`). Goal: >= 1,000 oracles/s and analysis <= 2x parse time.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { availableParallelism, loadavg } from 'node:os';

const dist = new URL('../dist/src/oracle/', import.meta.url);
const { analyzeSource } = await import(new URL('analyze-source.js', dist).href);
const { parseOnly } = await import(new URL('parse.js', dist).href);
const { analyzeOracle, createModuleCache } = await import(new URL('analyze.js', dist).href);

const N = Number(process.env.ORACLES ?? 1000);
/** Timed repetitions of each path (after a warm-up); the machine may be shared, so min and median are both reported. */
const REPS = Math.max(1, Number(process.env.REPS ?? 9));

const KV = `// Parse key=value stdout.
export function kv(stdout) {
  const fields = {};
  for (const token of stdout.trim().split(/\\s+/)) {
    const eq = token.indexOf('=');
    if (eq < 0) continue;
    fields[token.slice(0, eq)] = token.slice(eq + 1);
  }
  return fields;
}
`;
const RUN = `// Run ORACLE_PROGRAM once.
import { spawnSync } from 'node:child_process';
const PROGRAM = process.env.ORACLE_PROGRAM;
export function run(input = '', args = []) {
  if (!PROGRAM) throw new Error('ORACLE_PROGRAM is not set');
  const r = spawnSync(PROGRAM, args, { input, encoding: 'utf8', timeout: 20000 });
  if (r.error) throw r.error;
  return { stdout: r.stdout, stderr: r.stderr, status: r.status };
}
`;

/** One realistic oracle: a graph-ish operation with known values, structural and metamorphic checks. */
function oracle(i) {
  const k1 = `count${i % 7}`;
  const k2 = ['connected', 'valid', 'ok', 'found'][i % 4];
  const k3 = `edges${i % 3}`;
  const yes = ['yes', 'true', 'ok'][i % 3];
  const no = ['no', 'false', 'bad'][i % 3];
  return `// Property oracle ${i}: edges on stdin, ${k1}= ${k2}= ${k3}= on stdout.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../_lib/run.mjs';
import { kv } from '../_lib/kv.mjs';

function graphInput(nodes, edges) {
  return [nodes.join(' '), ...edges.map(([a, b, w]) => \`\${a} \${b} \${w ?? 1}\`)].join('\\n') + '\\n';
}

function solve(nodes, edges) {
  const r = run(graphInput(nodes, edges));
  return { status: r.status, f: kv(r.stdout), stderr: r.stderr };
}

// Independent union-find for the brute-force comparison.
function components(nodes, edges) {
  const parent = new Map(nodes.map((n) => [n, n]));
  const find = (x) => (parent.get(x) === x ? x : find(parent.get(x)));
  for (const [a, b] of edges) parent.set(find(a), find(b));
  return new Set(nodes.map(find)).size;
}

function parseEdges(text) {
  if (text === 'none') return [];
  return text.split(',').map((e) => e.split('-'));
}

function isSubset(printed, edges) {
  const have = new Set(edges.map(([a, b]) => [a, b].sort().join('-')));
  return printed.every(([a, b]) => have.has([a, b].sort().join('-')));
}

const SMALL = [['A', 'B', 4], ['B', 'C', 2], ['C', 'D', 7], ['A', 'D', 1]];
const NODES = ['A', 'B', 'C', 'D'];

describe('known values', () => {
  test('a path graph', () => {
    const { status, f } = solve(NODES, SMALL.slice(0, 3));
    assert.equal(status, 0);
    assert.equal(f.${k2}, '${yes}');
    assert.equal(Number(f.${k1}), 1);
  });

  test('two parts', () => {
    const { f } = solve(['A', 'B', 'X', 'Y'], [['A', 'B', 3], ['X', 'Y', 5]]);
    assert.equal(f.${k2}, '${no}');
    assert.equal(Number(f.${k1}), 2);
  });

  test('a single node', () => {
    const { f } = solve(['Q'], []);
    assert.strictEqual(f.${k2}, '${yes}');
    assert.equal(f.${k3}, 'none');
  });

  test('weights are integers', () => {
    const { f } = solve(NODES, SMALL);
    assert.match(f.weight, /^-?\\d+$/);
    assert.ok(Number(f.weight) <= ${10 + (i % 20)});
  });
});

describe('structure', () => {
  test('printed edges are input edges', () => {
    const { f } = solve(NODES, SMALL);
    const printed = parseEdges(f.${k3});
    assert.ok(isSubset(printed, SMALL));
  });

  test('one edge fewer than nodes', () => {
    const { f } = solve(NODES, SMALL);
    assert.equal(parseEdges(f.${k3}).length, NODES.length - 1);
  });

  test('every endpoint is a node', () => {
    const { f } = solve(NODES, SMALL);
    for (const [a, b] of parseEdges(f.${k3})) {
      assert.ok(NODES.includes(a), a);
      assert.ok(NODES.includes(b), b);
    }
  });
});

describe('properties', () => {
  const nodes = ['n1', 'n2', 'n3', 'n4', 'n5', 'n6'];
  const edges = [['n1', 'n2'], ['n3', 'n4'], ['n4', 'n5'], ['n2', 'n6']];

  test('count agrees with union-find', () => {
    for (let k = 0; k <= edges.length; k++) {
      const { f } = solve(nodes, edges.slice(0, k));
      assert.equal(Number(f.${k1}), components(nodes, edges.slice(0, k)), \`first \${k} edges\`);
    }
  });

  test('adding an edge never increases the count', () => {
    const before = Number(solve(nodes, edges).f.${k1});
    const after = Number(solve(nodes, [...edges, ['n6', 'n3']]).f.${k1});
    assert.ok(after <= before);
  });

  test('renaming nodes changes nothing', () => {
    const renamed = edges.map(([a, b]) => [a.replace('n', 'v'), b.replace('n', 'v')]);
    const a = solve(nodes.map((n) => n.replace('n', 'v')), renamed).f;
    const b = solve(nodes, edges).f;
    assert.deepEqual(a.${k2}, b.${k2});
  });

  test('malformed input is refused', () => {
    const r = run('A B\\nA\\n');
    assert.notEqual(r.status, 0);
    assert.match(r.stderr, /error|invalid/i);
    if (r.stdout !== '') throw new Error('stdout must be empty');
  });
});
`;
}

const root = mkdtempSync(join(tmpdir(), 'oraclint-bench-'));
try {
  mkdirSync(join(root, '_lib'));
  writeFileSync(join(root, '_lib/kv.mjs'), KV);
  writeFileSync(join(root, '_lib/run.mjs'), RUN);
  const sources = [];
  for (let i = 0; i < N; i++) {
    const dir = join(root, `op${i}`);
    mkdirSync(dir);
    const src = oracle(i);
    writeFileSync(join(dir, 'oracle.test.mjs'), src);
    sources.push({ fileRel: `op${i}/oracle.test.mjs`, source: src });
  }
  const libs = { '_lib/kv.mjs': KV, '_lib/run.mjs': RUN };
  const lines = sources.reduce((n, s) => n + s.source.split('\n').length, 0) / N;

  const parseAll = () => {
    for (const s of sources) parseOnly(s.source, s.fileRel);
  };
  const deriveAll = () => {
    const cache = new Map();
    let fields = 0;
    for (const s of sources) {
      const c = analyzeSource(s.source, s.fileRel, {
        cache,
        resolveModule: (_from, spec) => {
          const rel = spec.replace(/^\.\.\//, '');
          return libs[rel] !== undefined ? { fileRel: rel, source: libs[rel] } : null;
        },
      });
      fields += c.fields.length;
      if (c.problems.length) throw new Error(`${s.fileRel}: ${JSON.stringify(c.problems)}`);
    }
    return fields;
  };
  // CPU time of this thread's work (user + system): stable when other processes share the cores, unlike wall-clock time
  const time = (fn) => {
    const c = process.cpuUsage();
    const t = performance.now();
    fn();
    const used = process.cpuUsage(c);
    wall.push(performance.now() - t);
    return (used.user + used.system) / 1000;
  };
  const wall = [];
  // warm up the JIT on both paths
  parseAll();
  deriveAll();
  const parseMs = [];
  const deriveMs = [];
  for (let r = 0; r < REPS; r++) {
    parseMs.push(time(parseAll));
    deriveMs.push(time(deriveAll));
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const p = median(parseMs);
  const d = median(deriveMs);
  const pMin = Math.min(...parseMs);
  const dMin = Math.min(...deriveMs);

  // end to end from disk, with the suite-wide module cache
  const cache = createModuleCache();
  const c0 = process.cpuUsage();
  const t = performance.now();
  for (let i = 0; i < N; i++) await analyzeOracle(join(root, `op${i}/oracle.test.mjs`), root, { cache });
  const disk = performance.now() - t;
  const diskCpu = (({ user, system }) => (user + system) / 1000)(process.cpuUsage(c0));

  const fields = deriveAll();
  console.log(`oracles: ${N} (${lines.toFixed(0)} lines each, 11 checks, 2 _lib helpers), ${fields / N} fields each; ${availableParallelism()} cores`);
  console.log(`parse only:          ${p.toFixed(0)} ms CPU median, ${pMin.toFixed(0)} min  (${((N / p) * 1000).toFixed(0)} oracles/s median, ${((N / pMin) * 1000).toFixed(0)} best)`);
  console.log(`full derivation:     ${d.toFixed(0)} ms CPU median, ${dMin.toFixed(0)} min  (${((N / d) * 1000).toFixed(0)} oracles/s median, ${((N / dMin) * 1000).toFixed(0)} best)   goal >= 1000/s`);
  console.log(`wall-clock medians:  parse ${median(wall.filter((_, i) => i % 2 === 0)).toFixed(0)} ms, derivation ${median(wall.filter((_, i) => i % 2 === 1)).toFixed(0)} ms (${REPS} runs each; load average ${loadavg()[0].toFixed(1)})`);
  console.log(`derivation / parse:  ${(d / p).toFixed(2)}x of medians, ${(dMin / pMin).toFixed(2)}x of minimums   goal <= 2x`);
  console.log(`from disk (analyzeOracle, shared cache): ${diskCpu.toFixed(0)} ms CPU, ${disk.toFixed(0)} ms wall (${((N / diskCpu) * 1000).toFixed(0)} oracles/s of CPU)`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
