// Finds the configuration of a suite (cosmiconfig) and validates it (zod), turning every problem into a one-line UserError.
import { cosmiconfig } from 'cosmiconfig';
import { existsSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { z } from 'zod';
import { UserError } from '../errors.js';
import { configSchema, type Config } from './schema.js';

/** The places searched in each folder, in order (PROTOCOL: any place cosmiconfig searches). */
export const CONFIG_SEARCH_PLACES = [
  'package.json',
  '.oraclintrc',
  '.oraclintrc.json',
  '.oraclintrc.yaml',
  'oraclint.config.js',
  'oraclint.config.mjs',
  'oraclint.config.cjs',
  'oraclint.config.json',
] as const;

/** A validated configuration and the file it came from (null: defaults). */
export interface LoadedConfig {
  config: Config;
  file: string | null;
}

export interface LoadConfigOptions {
  /** An explicit configuration file (`--config`); wins over searching. Relative paths are resolved against `cwd`. */
  configFile?: string;
  cwd?: string;
}

/**
 * Loads the configuration for the suite folder `searchFrom`: the explicit file when given, otherwise the first
 * configuration found from `searchFrom` up to the project root (the folder holding package.json).
 * @throws UserError when the file is missing, cannot be parsed, or holds an invalid field.
 */
export async function loadConfig(searchFrom: string, options: LoadConfigOptions = {}): Promise<LoadedConfig> {
  const explorer = cosmiconfig('oraclint', {
    searchStrategy: 'project',
    searchPlaces: [...CONFIG_SEARCH_PLACES],
    cache: false,
  });
  let found: { config: unknown; filepath: string; isEmpty?: boolean } | null;
  if (options.configFile !== undefined) {
    const file = resolve(options.cwd ?? process.cwd(), options.configFile);
    if (!existsSync(file) || !statSync(file).isFile()) {
      throw new UserError(`configuration file not found: ${options.configFile}`, 'check the path given to --config');
    }
    found = await readWith(() => explorer.load(file), file);
  } else {
    found = await readWith(() => explorer.search(searchFrom), searchFrom);
  }
  if (found === null) return { config: parseConfig({}, null), file: null };
  return { config: parseConfig(found.isEmpty ? {} : found.config, found.filepath), file: found.filepath };
}

async function readWith<T>(read: () => Promise<T>, where: string): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new UserError(`cannot read the configuration (${where}): ${reason}`, 'fix the file so it parses, or pass another one with --config');
  }
}

/**
 * Validates raw configuration data against the schema and fills in defaults.
 * @param file where the data came from, named in error messages (null for inline data).
 * @throws UserError naming the first invalid field, the value found and the file.
 */
export function parseConfig(raw: unknown, file: string | null): Config {
  const data = raw ?? {};
  const parsed = configSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const where = file === null ? 'configuration' : relative(process.cwd(), file) || file;
  const messages = parsed.error.issues.map((issue) => describeIssue(issue, data));
  const more = messages.length > 1 ? ` (and ${messages.length - 1} more problem${messages.length > 2 ? 's' : ''})` : '';
  throw new UserError(`invalid configuration in ${where}: ${messages[0]}${more}`, configHint(parsed.error.issues[0]));
}

type Issue = z.core.$ZodIssue;

/** One issue as `path: what is wrong, got <value>`; the schema's own messages already name the field and value. */
export function describeIssue(issue: Issue, data: unknown): string {
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((k) => JSON.stringify(k)).join(', ');
    const at = issue.path.length ? ` in ${formatPath(issue.path)}` : '';
    return `unknown field${issue.keys.length > 1 ? 's' : ''} ${keys}${at}`;
  }
  if (issue.code === 'invalid_key') {
    const inner = issue.issues[0]?.message ?? 'invalid key';
    const key = issue.path[issue.path.length - 1];
    return `${formatPath(issue.path.slice(0, -1))}: ${inner}, got ${JSON.stringify(String(key))}`;
  }
  const path = formatPath(issue.path);
  const value = valueAt(data, issue.path);
  const lastKey = issue.path[issue.path.length - 1];
  // The schema's custom messages ("timeout must be ..., got -3") already say which field and what was found.
  if (typeof lastKey === 'string' && issue.message.startsWith(`${lastKey} `) && issue.message.includes(', got ')) {
    return issue.path.length > 1 ? `${formatPath(issue.path.slice(0, -1))}.${issue.message}` : issue.message;
  }
  const got = value.found ? `, got ${preview(value.value)}` : '';
  return `${path || '(top level)'}: ${lowerFirst(issue.message)}${got}`;
}

function configHint(issue: Issue | undefined): string {
  if (issue?.code === 'unrecognized_keys' && issue.path.length === 0) {
    return `known fields: ${Object.keys(configSchema.shape).join(', ')}`;
  }
  return 'fix that field, or remove it to use the default';
}

/** `runtimes[".py"][0]`, `publish.resolve.edges`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) out += out ? `.${key}` : key;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): { found: boolean; value?: unknown } {
  let cur: unknown = data;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object' || !(key in (cur as object))) return { found: false };
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return { found: true, value: cur };
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}
