import { describe, expect, it } from 'vitest';
import { inputDepth } from '../../src/oracle/input-depth.js';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('inputDepth', () => {
  it('follows a chain of edges, in whatever order the lines come', () => {
    const edges = range(2000).map((i) => `n${i} n${i + 1}`);
    expect(inputDepth(edges)).toBe(2001);
    // reversed, the walk starts at n1999, tries n2000 (a dead end) first, then goes down to n0
    expect(inputDepth([...edges].reverse())).toBe(2000);
  });

  it('links rules and definitions through the names they share (`pkg-1: pkg-2`, `A2=A1+1`)', () => {
    expect(inputDepth(range(1500).map((i) => `pkg-${i}: pkg-${i + 1}`))).toBe(1501);
    // A1500 ... A1 (the `1` every definition adds is on every line: a value, no node)
    expect(inputDepth(range(1500).map((i) => (i === 0 ? 'A1=1' : `A${i + 1}=A${i}+1`)).reverse())).toBe(1500);
  });

  it('does not join records through a value or a keyword every one repeats (`h2999 0.5 h2998`, `union 0 1`)', () => {
    // through `0.5` every step would be two links from every other (a walk 3 deep): the 3,001 steps make a walk 3,001 deep
    expect(inputDepth(range(3000).map((i) => `h${i + 1} 0.5 h${i}`).reverse())).toBe(3001);
    expect(inputDepth(range(3000).map((i) => `union ${i} ${i + 1}`))).toBe(3001);
    // a star of 200 leaves stays shallow
    expect(inputDepth(range(200).map((i) => `root leaf${i}`))).toBeLessThan(3);
  });

  it('follows a chain written with arrows (`C0 -> C1`): the arrow joins no two lines', () => {
    expect(inputDepth(range(3000).map((i) => `C${i} -> C${i + 1}`))).toBe(3001);
    expect(inputDepth(range(3000).map((i) => `C${i} => C${i + 1}`))).toBe(3001);
  });

  it('walks shallow over records of a few values and over long lists of numbers', () => {
    const pairs = range(3000).map((i) => `${(i * 7) % 40} ${(i * 11) % 40}`);
    expect(inputDepth(pairs)).toBeLessThanOrEqual(40);
    expect(inputDepth([range(3000).map((i) => i * 13).join(' ')])).toBe(0);
    expect(inputDepth(range(3000).map(String))).toBe(0);
  });

  it('counts brackets nested across the whole text', () => {
    expect(inputDepth(['{"a":'.repeat(1200) + '1' + '}'.repeat(1200)])).toBe(1200);
    expect(inputDepth(['[[', '[1]', ']]'])).toBe(3);
    expect(inputDepth(['(a)(b)(c)'])).toBe(1);
  });
});
