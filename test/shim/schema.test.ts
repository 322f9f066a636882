// shims/schema.json (the JSON Schema editors use for spec files) must be the zod schema's current rendering.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { shimSpecSchema } from '../../src/shim/spec.js';

it('shims/schema.json matches the zod schema (regenerate it when the spec format changes)', () => {
  const committed = JSON.parse(readFileSync(fileURLToPath(new URL('../../shims/schema.json', import.meta.url)), 'utf8'));
  const { title, description, ...rest } = committed;
  expect(typeof title).toBe('string');
  expect(typeof description).toBe('string');
  expect(rest).toEqual(z.toJSONSchema(shimSpecSchema, { unrepresentable: 'any' }));
  // the closed set is visible in the schema
  const ops = JSON.stringify(rest).match(/"const":"(rename-key|map-tokens|resplit|convert-layout|reorder)"/g) ?? [];
  expect(new Set(ops).size).toBe(5);
});
