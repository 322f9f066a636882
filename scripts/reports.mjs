#!/usr/bin/env node
// `npm run reports`: regenerates the committed results on the bundled suite from the built CLI, one step after another.
// Each step is { name, run() }; append a step to add a report (repair tables, ...).
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const repo = resolve(dirname(new URL(import.meta.url).pathname), '..');
const cli = join(repo, 'bin/oraclint.js');

/** Runs the CLI from the repository root; exit 1 (findings) is a result, not a failure. */
function oraclint(...args) {
  try {
    execFileSync(process.execPath, [cli, ...args], { cwd: repo, stdio: ['ignore', 'inherit', 'inherit'] });
  } catch (e) {
    if (e.status !== 1) throw e;
  }
}

export const steps = [
  { name: 'lint (Markdown)', run: () => oraclint('lint', 'oracles', '--format', 'markdown', '--output', 'reports/lint.md') },
  { name: 'lint (SARIF)', run: () => oraclint('lint', 'oracles', '--format', 'sarif', '--output', 'reports/lint.sarif') },
  { name: 'lint quality', run: () => execFileSync(process.execPath, [join(repo, 'scripts/eval-lint.mjs'), 'oracles', '--out', 'reports/lint-quality.md'], { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] }) },
  // repair: one run (the slow part) into JSON, then the Markdown table rendered from that JSON
  {
    name: 'repair (JSON and Markdown)',
    run: () => {
      oraclint('repair', 'oracles', '--guards', '--format', 'json', '--output', 'reports/repair.json');
      const render = `import { readFileSync, writeFileSync } from 'node:fs';
        import { formatRepairMarkdown } from ${JSON.stringify(join(repo, 'dist/src/repair/format.js'))};
        writeFileSync('reports/repair.md', formatRepairMarkdown(JSON.parse(readFileSync('reports/repair.json', 'utf8'))));`;
      execFileSync(process.execPath, ['--input-type=module', '-e', render], { cwd: repo, stdio: ['ignore', 'inherit', 'inherit'] });
    },
  },
];

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(join(repo, 'reports'), { recursive: true });
  for (const step of steps) {
    process.stderr.write(`reports: ${step.name}\n`);
    step.run();
  }
}
