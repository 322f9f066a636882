// The same oracle written with kv() in _lib, a regex helper called fields(), JSON.parse, inline split, and indexed lines: same keys and vocabulary.
import { describe, expect, it } from 'vitest';
import { analyze, field, HEADER, KV_LIB, vocabulary } from './helpers.js';

const CHECKS = (parse: string) => `
test('path graph is connected', () => {
  const f = ${parse}(run('A B\\nB C\\n').stdout);
  assert.equal(f.connected, 'yes');
  assert.equal(Number(f.components), 1);
});
test('two triangles', () => {
  const f = ${parse}(run('A B\\nX Y\\n').stdout);
  assert.equal(f.connected, 'no');
  assert.equal(Number(f.components), 2);
});`;

const variants: { name: string; src: string; files?: Record<string, string>; layout: object }[] = [
  {
    name: 'kv() in _lib',
    src: `import { kv } from '../_lib/kv.mjs';\n${CHECKS('kv')}`,
    files: { '_lib/kv.mjs': KV_LIB },
    layout: { kind: 'fields', assign: '=', separator: ' ' },
  },
  {
    name: 'a helper named fields() with a global regex',
    src: `function fields(text) {
  const out = {};
  for (const [, k, v] of text.matchAll(/(\\w+)=(\\S+)/g)) out[k] = v;
  return out;
}\n${CHECKS('fields')}`,
    layout: { kind: 'fields', assign: '=', separator: ' ' },
  },
  {
    name: 'JSON.parse',
    src: CHECKS('JSON.parse'),
    layout: { kind: 'json' },
  },
  {
    name: 'inline split with Object.fromEntries',
    src: `const parse = (s) => Object.fromEntries(s.trim().split(' ').map((t) => t.split('=')));\n${CHECKS('parse')}`,
    layout: { kind: 'fields', assign: '=', separator: ' ' },
  },
  {
    name: 'indexing lines, then splitting each line',
    src: `function read(text) {
  const lines = text.split('\\n');
  const out = {};
  for (let i = 0; i < lines.length; i++) {
    const parts = lines[i].split(': ');
    out[parts[0]] = parts[1];
  }
  return out;
}\n${CHECKS('read')}`,
    layout: { kind: 'fields', assign: ': ', separator: '\n' },
  },
  {
    name: 'a class-free module helper re-exported through an index',
    src: `import { parseOutput } from '../_lib/index.mjs';\n${CHECKS('parseOutput')}`,
    files: {
      '_lib/index.mjs': `export { parseOutput } from './parse.mjs';\n`,
      '_lib/parse.mjs': `export const parseOutput = (text) => {\n  const m = new Map();\n  text.trim().split(/\\s+/).forEach((tok) => { const [k, v] = tok.split('='); m[k] = v; });\n  return m;\n};\n`,
    },
    layout: { kind: 'fields', assign: '=', separator: ' ' },
  },
];

describe('equivalent parsers give the same contract', () => {
  for (const v of variants) {
    it(v.name, () => {
      const c = analyze(HEADER + v.src, { files: v.files });
      expect(c.problems).toEqual([]);
      expect(c.fields.map((f) => f.key).sort()).toEqual(['components', 'connected']);
      expect(vocabulary(field(c, 'connected'))).toEqual(['no', 'yes']);
      expect(field(c, 'components').shape?.value.kind).toBe('integer');
      expect(field(c, 'connected').required).toBe(true);
      expect(c.layout?.value).toEqual(v.layout);
      expect(c.checks.map((k) => k.name)).toEqual(['path graph is connected', 'two triangles']);
      expect(c.checks.every((k) => k.canFail && !k.assertsExit)).toBe(true);
    });
  }
});
