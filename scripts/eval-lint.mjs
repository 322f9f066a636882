#!/usr/bin/env node
// Measures lint's precision and recall on a suite against its truth.json, per class and overall; writes reports/lint-quality.md.
// Usage: node scripts/eval-lint.mjs [suite=oracles] [--findings <lint.json>] [--out <file.md>] [--no-write]
// A finding matches a truth demand when operation, class (= rule) and key agree and its location is in the demand's file at
// one of its lines ("strict"); "loose" ignores the file and line.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  return i < 0 ? undefined : args.splice(i, 2)[1];
};
const findingsFile = flag('--findings');
const outFile = flag('--out') ?? 'reports/lint-quality.md';
const noWrite = args.includes('--no-write') ? (args.splice(args.indexOf('--no-write'), 1), true) : false;
const suite = resolve(args[0] ?? 'oracles');
const repo = resolve(dirname(new URL(import.meta.url).pathname), '..');

const truth = JSON.parse(readFileSync(join(suite, 'truth.json'), 'utf8'));
let lintJson;
if (findingsFile) lintJson = readFileSync(findingsFile, 'utf8');
else {
  try {
    lintJson = execFileSync(process.execPath, [join(repo, 'bin/oraclint.js'), 'lint', suite, '--format', 'json'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  } catch (e) {
    // exit 1 means "error findings", the normal case here
    if (e.status !== 1) throw e;
    lintJson = e.stdout;
  }
}
const lint = JSON.parse(lintJson);
const findings = lint.operations.flatMap((o) => o.findings);
const demands = Object.entries(truth.operations).flatMap(([operation, v]) => v.demands.map((d) => ({ operation, ...d, key: d.key ?? null })));

const sameKey = (f, d) => (f.key ?? null) === d.key;
const strict = (f, d) => f.operation === d.operation && f.rule === d.class && sameKey(f, d) && f.location?.file === d.file && d.lines.includes(f.location?.line);
const loose = (f, d) => f.operation === d.operation && f.rule === d.class && sameKey(f, d);

function score(match, cls) {
  const fs = cls ? findings.filter((f) => f.rule === cls) : findings;
  const ds = cls ? demands.filter((d) => d.class === cls) : demands;
  const tp = fs.filter((f) => demands.some((d) => match(f, d))).length;
  const found = ds.filter((d) => findings.some((f) => match(f, d))).length;
  return { findings: fs.length, demands: ds.length, tp, found, precision: fs.length ? tp / fs.length : null, recall: ds.length ? found / ds.length : null };
}

const pct = (x) => (x === null ? '-' : `${(100 * x).toFixed(1)}%`);
const classes = [...new Set([...demands.map((d) => d.class), ...findings.map((f) => f.rule)])].sort();
const rows = classes.map((c) => ({ c, s: score(strict, c), l: score(loose, c) }));
const all = { s: score(strict), l: score(loose) };
const clean = Object.entries(truth.operations).filter(([, v]) => !v.defective).map(([k]) => k);
const onClean = findings.filter((f) => clean.includes(f.operation));
const missed = demands.filter((d) => !findings.some((f) => strict(f, d)));
const spurious = findings.filter((f) => !demands.some((d) => strict(f, d)));

const lines = [
  `# lint quality on ${relative(process.cwd(), suite) || suite}`,
  '',
  `Measured by \`node scripts/eval-lint.mjs ${args[0] ?? 'oracles'}\` against \`truth.json\` (${demands.length} demands in ${Object.keys(truth.operations).length} operations, ${clean.length} without defects).`,
  'Strict: operation, class, key, file and line agree. Loose: operation, class and key agree.',
  '',
  `**Overall (strict): precision ${pct(all.s.precision)} (${all.s.tp}/${all.s.findings} findings), recall ${pct(all.s.recall)} (${all.s.found}/${all.s.demands} demands).**`,
  `Overall (loose): precision ${pct(all.l.precision)}, recall ${pct(all.l.recall)}. Findings on operations without defects: ${onClean.length}.`,
  '',
  '| class | demands | findings | precision | recall | loose precision | loose recall |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...rows.map(({ c, s, l }) => `| \`${c}\` | ${s.demands} | ${s.findings} | ${pct(s.precision)} | ${pct(s.recall)} | ${pct(l.precision)} | ${pct(l.recall)} |`),
  '',
  '## Missed demands (strict)',
  '',
  ...(missed.length ? missed.map((d) => `- ${d.operation}: \`${d.class}\` key ${d.key ?? 'null'} at ${d.file}:${d.lines.join(',')}`) : ['None.']),
  '',
  '## Findings matching no demand (strict)',
  '',
  ...(spurious.length ? spurious.map((f) => `- ${f.operation}: \`${f.rule}\` key ${f.key ?? 'null'} at ${f.location ? `${f.location.file}:${f.location.line}` : '-'}`) : ['None.']),
  '',
];
const text = lines.join('\n');
process.stdout.write(text);
if (!noWrite) {
  mkdirSync(dirname(resolve(outFile)), { recursive: true });
  writeFileSync(resolve(outFile), text);
}
