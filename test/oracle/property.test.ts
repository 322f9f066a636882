// Property test: generated oracles (parser style, separators, keys, vocabularies, assertion styles) -> the contract holds what was generated.
import { describe, expect } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { analyze, HEADER } from './helpers.js';

const lit = (s: string) => JSON.stringify(s);
const escapeClass = (s: string) => (s === '\n' ? '\\n' : s === ' ' ? '\\s' : s);

function parser(style: string, sep: string, assign: string): string {
  switch (style) {
    case 'split':
      return `function parse(text) {\n  const out = {};\n  for (const part of text.split(${lit(sep)})) {\n    const [k, v] = part.split(${lit(assign)});\n    out[k] = v;\n  }\n  return out;\n}`;
    case 'indexOf':
      return `function parse(text) {\n  const out = {};\n  for (const part of text.trim().split(${lit(sep)})) {\n    const i = part.indexOf(${lit(assign)});\n    if (i < 0) continue;\n    out[part.slice(0, i)] = part.slice(i + 1);\n  }\n  return out;\n}`;
    case 'fromEntries':
      return `const parse = (text) => Object.fromEntries(text.trim().split(${lit(sep)}).map((p) => p.split(${lit(assign)})));`;
    case 'map':
      return `function parse(text) {\n  const m = new Map();\n  text.split(${lit(sep)}).forEach((p) => { const parts = p.split(${lit(assign)}); m.set(parts[0], parts[1]); });\n  return m;\n}`;
    default: {
      const value = sep === ' ' ? '\\S+' : `[^${escapeClass(sep)}]+`;
      return `function parse(text) {\n  const out = {};\n  for (const m of text.matchAll(/(\\w+)${assign}(${value})/g)) out[m[1]] = m[2];\n  return out;\n}`;
    }
  }
}

function read(access: string, style: string, key: string): string {
  if (style === 'map') return `f.get(${lit(key)})`;
  return access === 'bracket' ? `f[${lit(key)}]` : `f.${key}`;
}

function assertion(kind: string, value: string, tokens: string[]): string {
  const t = tokens[0];
  switch (kind) {
    case 'equal': return tokens.map((x) => `assert.equal(${value}, ${lit(x)});`).join('\n  ');
    case 'strictEqual': return tokens.map((x) => `assert.strictEqual(${lit(x)}, ${value});`).join('\n  ');
    case 'expect': return tokens.map((x) => `expect(${value}).toBe(${lit(x)});`).join('\n  ');
    case 'ifThrow': return tokens.map((x) => `if (${value} !== ${lit(x)}) throw new Error('no');`).join('\n  ');
    case 'okEq': return tokens.map((x) => `assert.ok(${value} === ${lit(x)});`).join('\n  ');
    case 'includes': return `assert.ok(${JSON.stringify(tokens)}.includes(${value}));`;
    default: return `switch (${value}) {\n    ${tokens.map((x) => `case ${lit(x)}: break;`).join('\n    ')}\n    default: throw new Error(${lit(t)});\n  }`;
  }
}

const key = fc.stringMatching(/^[a-z][a-z_]{1,7}$/);
const token = fc.stringMatching(/^[A-Za-z][a-z]{0,6}$/);
const spec = fc.record({
  style: fc.constantFrom('split', 'indexOf', 'fromEntries', 'map', 'regex'),
  sep: fc.constantFrom(' ', '\n', ';', ','),
  assign: fc.constantFrom('=', ':'),
  access: fc.constantFrom('dot', 'bracket'),
  keys: fc.uniqueArray(
    fc.record({ key, tokens: fc.uniqueArray(token, { minLength: 1, maxLength: 3 }), kind: fc.constantFrom('equal', 'strictEqual', 'expect', 'ifThrow', 'okEq', 'includes', 'switch') }),
    { minLength: 1, maxLength: 4, selector: (k) => k.key },
  ),
});

describe('generated oracles', () => {
  test.prop([spec], { numRuns: 120 })('keys, vocabulary, layout and checks come out as generated', (s) => {
    const checks = s.keys.map((k, i) => `test('check ${i}', () => {\n  const f = parse(run('in ${i}\\n').stdout);\n  ${assertion(k.kind, read(s.access, s.style, k.key), k.tokens)}\n});`);
    const src = `${HEADER}import { expect } from 'vitest';\n${parser(s.style, s.sep, s.assign)}\n${checks.join('\n')}\n`;
    const c = analyze(src);
    expect(c.problems).toEqual([]);
    for (const k of s.keys) {
      const f = c.fields.find((x) => x.key === k.key);
      expect(f, `${k.key} in\n${src}`).toBeDefined();
      expect(f!.vocabulary.map((v) => v.value).sort()).toEqual([...k.tokens].sort());
      expect(f!.required).toBe(true);
    }
    expect(c.layout?.value).toEqual({ kind: 'fields', assign: s.assign, separator: s.sep });
    expect(c.checks.map((k) => k.name)).toEqual(s.keys.map((_, i) => `check ${i}`));
    expect(c.checks.every((k) => k.canFail)).toBe(true);
  });
});
