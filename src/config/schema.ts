// The configuration's schema (zod): every field, its default, and the message a wrong value gets. zod takes ~80 ms
// to load, so it is required (its CommonJS build, synchronously) only when a configuration has something in it.
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import type { z as zod } from 'zod';

function buildSchemas(z: typeof zod) {
  const positiveSeconds = (what: string) =>
    z.number({ error: (i) => `${what} must be a positive number of seconds, got ${JSON.stringify(i.input)}` })
      .positive({ error: (i) => `${what} must be a positive number of seconds, got ${JSON.stringify(i.input)}` });

  const severitySetting = z.enum(['off', 'warning', 'error'], {
    error: (i) => `a rule's setting must be "off", "warning" or "error", got ${JSON.stringify(i.input)}`,
  });

  /** A helper the analyzer cannot read (it comes from a package): what calling it does. */
  const declaredHelper = z.discriminatedUnion('returns', [
    /** Runs the program (first argument: the program path) and returns `{ stdout, stderr, status }` or stdout itself. */
    z.object({ returns: z.literal('process'), stdoutOnly: z.boolean().default(false) }),
    /** Parses its first argument into `key -> value`, fields split on `separator` with `assign` between key and value. */
    z.object({ returns: z.literal('fields'), assign: z.string().default('='), separator: z.string().default(' ') }),
    /** Parses its first argument into an array of lines. */
    z.object({ returns: z.literal('lines') }),
    /** Parses its first argument as JSON. */
    z.object({ returns: z.literal('json') }),
  ]);

  const configSchema = z
    .object({
      /** File name of the task statement inside an operation folder. */
      statement: z.string().min(1).default('task.md'),
      /** File names (glob with `*` and `{a,b}`) of the oracle inside an operation folder. */
      oracle: z.string().min(1).default('oracle.test.{js,mjs,cjs,ts,mts,cts}'),
      /** File names of the reference program inside an operation folder. */
      reference: z.string().min(1).default('reference.*'),
      /** Folder of candidate programs inside an operation folder. */
      candidates: z.string().min(1).default('candidates'),
      /** How to launch a program that is not executable with a shebang, by extension (with the dot). The program path is appended. */
      runtimes: z
        .record(
          z.string().regex(/^\./, 'runtime keys are extensions starting with a dot'),
          z.array(z.string(), { error: 'a runtime is a command and its arguments, like ["python3"]' })
            .min(1, { error: 'a runtime is a command and its arguments, like ["python3"]' }),
        )
        .default({}),
      /** Command that runs one oracle and prints TAP; the oracle path is appended. */
      oracleCommand: z.array(z.string()).min(1).default(['node', '--test', '--test-reporter=tap']),
      /** Wall-clock limit for one oracle run, seconds. */
      timeout: positiveSeconds('timeout').default(60),
      /** Cap on captured output of one oracle run, bytes. */
      outputCap: z
        .number({ error: (i) => `outputCap must be a positive number of bytes, got ${JSON.stringify(i.input)}` })
        .int({ error: (i) => `outputCap must be a positive number of bytes, got ${JSON.stringify(i.input)}` })
        .positive({ error: (i) => `outputCap must be a positive number of bytes, got ${JSON.stringify(i.input)}` })
        .default(16 * 1024 * 1024),
      /** Oracle runs in parallel. */
      jobs: z
        .number({ error: (i) => `jobs must be a positive whole number, got ${JSON.stringify(i.input)}` })
        .int({ error: (i) => `jobs must be a positive whole number, got ${JSON.stringify(i.input)}` })
        .positive({ error: (i) => `jobs must be a positive whole number, got ${JSON.stringify(i.input)}` })
        .default(availableParallelism()),
      /** Rule severities: `{ "unpublished-key": "warning" }` or with options `["error", { ... }]`. */
      rules: z.record(z.string(), z.union([severitySetting, z.tuple([severitySetting, z.record(z.string(), z.unknown())])])).default({}),
      /** Helpers the analyzer cannot read, by imported name. */
      helpers: z.record(z.string(), declaredHelper).default({}),
      /** Folder of shim specs (`<shims>/<operation>/<program>.json`), relative to the suite folder. Default: `../shims`, the folder beside the suite. */
      shims: z.string().min(1).default('../shims'),
      /** The contract cache of lint, contract and report: false turns it off, a path moves it (relative to the suite folder). */
      cache: z.union([z.boolean(), z.string().min(1)], { error: (i) => `cache must be true, false or a folder, got ${JSON.stringify(i.input)}` }).optional(),
      /** publish: which reading is right where operations disagree on a key's type: `{ "edges": "mst" }` takes operation mst's reading. */
      publish: z
        .object({
          resolve: z.record(z.string(), z.string()).default({}),
        })
        .default({ resolve: {} }),
    })
    .strict();

    return { configSchema, declaredHelper };
}

type Schemas = ReturnType<typeof buildSchemas>;
let schemas: Schemas | undefined;

/** The zod schemas, built on first use. */
export function zodSchemas(): Schemas {
  return (schemas ??= buildSchemas((createRequire(import.meta.url)('zod') as { z: typeof zod }).z));
}

export type Config = zod.infer<Schemas['configSchema']>;
export type DeclaredHelper = zod.infer<Schemas['declaredHelper']>;

/** What an empty configuration parses to, without loading zod (test/config/defaults.test.ts holds it to the schema). */
export function defaultConfig(): Config {
  return {
    statement: 'task.md',
    oracle: 'oracle.test.{js,mjs,cjs,ts,mts,cts}',
    reference: 'reference.*',
    candidates: 'candidates',
    runtimes: {},
    oracleCommand: ['node', '--test', '--test-reporter=tap'],
    timeout: 60,
    outputCap: 16 * 1024 * 1024,
    jobs: availableParallelism(),
    rules: {},
    helpers: {},
    shims: '../shims',
    publish: { resolve: {} },
  };
}

function isEmptyObject(data: unknown): boolean {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return false;
  const proto = Object.getPrototypeOf(data);
  return (proto === Object.prototype || proto === null) && Reflect.ownKeys(data).length === 0;
}

type SafeParseResult = ReturnType<Schemas['configSchema']['safeParse']>;

/** The configuration's schema: `safeParse` as zod's (an empty object gets `defaultConfig()` without zod), and `shape`. */
export const configSchema = {
  safeParse(data: unknown): SafeParseResult {
    if (isEmptyObject(data)) return { success: true, data: defaultConfig() } as SafeParseResult;
    return zodSchemas().configSchema.safeParse(data);
  },
  get shape(): Schemas['configSchema']['shape'] {
    return zodSchemas().configSchema.shape;
  },
};
