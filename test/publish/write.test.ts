// writeFileAtomic: the new text or the old one, never half of either, and no temporary file left behind.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../src/publish/write.js';

const dir = mkdtempSync(join(tmpdir(), 'oraclint-write-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('writeFileAtomic', () => {
  it('replaces the file, keeps its mode, and leaves no temporary file', async () => {
    const path = join(dir, 'task.md');
    writeFileSync(path, 'old\r\n');
    chmodSync(path, 0o640);
    await writeFileAtomic(path, 'new ✓\r\nno final newline');
    expect(readFileSync(path, 'utf8')).toBe('new ✓\r\nno final newline');
    expect(statSync(path).mode & 0o777).toBe(0o640);
    expect(readdirSync(dir)).toEqual(['task.md']);
  });

  it('on a failed rename the target is untouched and the temporary file is removed', async () => {
    const sub = join(dir, 'case2');
    mkdirSync(sub);
    // the target is a non-empty folder: the rename onto it fails after the temporary file was written
    const target = join(sub, 'task.md');
    mkdirSync(target);
    writeFileSync(join(target, 'keep'), 'x');
    await expect(writeFileAtomic(target, 'new')).rejects.toThrow();
    expect(readdirSync(sub)).toEqual(['task.md']);
    expect(readFileSync(join(target, 'keep'), 'utf8')).toBe('x');
  });
});
