// The before/after harness for one program: record its stdout under the unmodified oracle, infer or load a spec,
// re-run through the shim, re-run still-failing checks with interpreter limits lifted, and classify every check.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import type { Contract } from '../contract/types.js';
import { UserError } from '../errors.js';
import { forgetFolder, trackFolder } from '../run/cleanup.js';
import { launchSpecFor } from '../run/launcher.js';
import type { RunOracleRequest } from '../run/oracle-runner.js';
import type { LaunchSpec, OracleRun } from '../run/types.js';
import { inferShim } from '../shim/infer.js';
import { describeTransform, parseShimSpec, ShimSpecError } from '../shim/spec.js';
import type { ShimSpec } from '../shim/types.js';
import type { Operation, Program, Suite } from '../suite/types.js';
import { attributeTransforms, classify, counts } from './classify.js';
import { ENVIRONMENT_DESCRIPTION, KNOWN_LIMIT, environmentLaunch, recordingLaunch, shimLaunch, writeRecorder } from './launch.js';
import type { ProgramRepair, SpecSource } from './types.js';

/** What the harness needs from the outside, passed in so tests can stub the oracle runner or the analyzer. */
export interface RepairContext {
  suite: Suite;
  config: Suite['config'];
  /** Absolute folder of shim specs (`<shims>/<operation>/<program>.json`). */
  shimsDir: string;
  /** Write proposed (non-empty) specs into `shimsDir`; false for dry runs and honesty guards. */
  writeSpecs: boolean;
  /** Read specs already in `shimsDir` (false: always infer afresh, as the honesty guards do). */
  readSpecs: boolean;
  /** Folder report paths are relative to (the CLI's current folder). */
  cwd: string;
  env: Record<string, string>;
  signal?: AbortSignal;
  /** The enforced contract of an operation's oracle, or null when it cannot be derived. */
  contractFor(op: Operation): Promise<Contract | null>;
  runOracle(req: RunOracleRequest): Promise<OracleRun>;
}

/** One program to repair; `launch` overrides how it is started (the mutants of the honesty guards). */
export interface RepairTask {
  op: Operation;
  program: Program;
  launch?: LaunchSpec;
}

/** The spec file of a program: `<shims>/<operation>/<program name>.json`. */
export function specPath(shimsDir: string, op: Operation, program: Program): string {
  return join(shimsDir, op.name, `${program.name}.json`);
}

async function loadSpec(path: string): Promise<ShimSpec | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return null;
  }
  try {
    return parseShimSpec(JSON.parse(text), path);
  } catch (error) {
    if (error instanceof ShimSpecError) throw new UserError(error.message, `fix or delete ${path}; \`oraclint repair\` proposes a new one when it is missing`);
    if (error instanceof SyntaxError) throw new UserError(`${path} is not valid JSON: ${error.message}`, `fix or delete ${path}`);
    throw error;
  }
}

/** The recorded stdout of every invocation, and whether any stderr shows a known interpreter limit. */
async function readRecording(dir: string): Promise<{ samples: string[]; hitLimit: boolean }> {
  const names = await readdir(dir);
  const read = (n: string) => readFile(join(dir, n), 'utf8');
  const samples = await Promise.all(names.filter((n) => /^out\.[^.]+$/.test(n)).map(read));
  const errors = await Promise.all(names.filter((n) => n.endsWith('.err')).map(read));
  // file names are random: sort by content so inference sees the same order on every run
  return { samples: samples.sort(), hitLimit: errors.some((e) => KNOWN_LIMIT.test(e)) };
}

function failed(task: RepairTask, detail: string): ProgramRepair {
  return {
    program: task.program.relPath,
    name: task.program.name,
    checks: 0,
    before: 0,
    after: 0,
    results: [],
    spec: null,
    specSource: 'none',
    transforms: [],
    notes: [],
    runs: { before: 'error' },
    detail,
  };
}

/** Repairs one program (see the module comment). A program that cannot be launched is a result, not an exception. */
export async function repairProgram(task: RepairTask, ctx: RepairContext): Promise<ProgramRepair> {
  const { op, program } = task;
  if (op.oracle === null) return failed(task, 'the operation has no oracle');
  let launch = task.launch;
  if (!launch) {
    try {
      launch = await launchSpecFor(program.path, ctx.config);
    } catch (error) {
      if (error instanceof UserError) return failed(task, error.message);
      throw error;
    }
  }
  const run = (l: LaunchSpec) => ctx.runOracle({ oracle: op.oracle as string, launch: l, config: ctx.config, signal: ctx.signal, env: ctx.env });

  const tmp = await mkdtemp(join(tmpdir(), 'oraclint-repair-'));
  trackFolder(tmp);
  try {
    // 1. before: the unmodified oracle on the unmodified program, its stdout recorded per invocation
    const recordDir = join(tmp, 'rec');
    await mkdir(recordDir);
    const recorder = await writeRecorder(tmp);
    const [before, contract] = await Promise.all([run(recordingLaunch(launch, recorder, recordDir)), ctx.contractFor(op)]);
    const { samples, hitLimit } = await readRecording(recordDir);

    // 2. the spec: the one in shims/ as written, or inferred from the contract and the program's own stdout
    const file = specPath(ctx.shimsDir, op, program);
    let spec = ctx.readSpecs ? await loadSpec(file) : null;
    let source: SpecSource = spec ? 'file' : 'none';
    const notes: string[] = [];
    if (!spec) {
      if (contract) {
        const { spec: inferred, notes: left } = inferShim(contract, samples);
        // reviewers read the file top-down: what it is for, the layout, the transforms, why
        spec = {
          ...(existsSync(join(ctx.shimsDir, 'schema.json')) ? { $schema: '../schema.json' } : {}),
          operation: op.name,
          program: program.name,
          ...(inferred.layout ? { layout: inferred.layout } : {}),
          transforms: inferred.transforms,
          rationale: inferred.rationale ?? [],
        };
        notes.push(...left);
      } else {
        notes.push('no enforced contract: nothing inferred');
        spec = { transforms: [] };
      }
      if (spec.transforms.length > 0) {
        source = 'inferred';
        if (ctx.writeSpecs) {
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, `${JSON.stringify(spec, null, 2)}\n`);
        }
      }
    }

    // 3. after: the unmodified oracle on the shimmed program (an empty spec is the identity: no run needed)
    const shimmed = spec.transforms.length > 0;
    const after = shimmed ? await run(shimLaunch(launch, spec)) : null;

    // 4. environment: still-failing checks re-run with CPython's limits lifted (and the same shim), when the
    //    program's stderr showed it stopped at one of them
    const stillFailing = (after ?? before).results.some((r) => r.status === 'fail') || (after ?? before).status !== 'ok';
    const envLaunch = stillFailing && hitLimit ? await environmentLaunch(launch, program.path) : null;
    const environment = envLaunch ? await run(shimmed ? shimLaunch(envLaunch, spec) : envLaunch) : null;

    const checks = contract?.checks ?? [];
    const results = classify(before.results, after?.results ?? null, environment?.results ?? null, (check, cause) => {
      const described = attributeTransforms(spec.transforms, checks, check);
      return cause === 'environment' ? [...described, ENVIRONMENT_DESCRIPTION] : described;
    });
    const details = [before, after, environment].filter((r): r is OracleRun => r !== null && r.status !== 'ok' && r.detail !== undefined);
    return {
      program: program.relPath,
      name: program.name,
      ...counts(results),
      results,
      spec: source === 'none' || (source === 'inferred' && !ctx.writeSpecs) ? null : relative(ctx.cwd, file).split('\\').join('/'),
      specSource: source,
      transforms: spec.transforms.map(describeTransform),
      notes,
      runs: { before: before.status, ...(after ? { after: after.status } : {}), ...(environment ? { environment: environment.status } : {}) },
      ...(details.length ? { detail: details[0].detail } : {}),
    };
  } finally {
    await rm(tmp, { recursive: true, force: true });
    forgetFolder(tmp);
  }
}
