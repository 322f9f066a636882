// The Markdown parser, behind one module of our own: the build replaces this file's output in dist/ with a single-file
// bundle of mdast-util-from-markdown, the GFM table extension and their ~60 micromark modules, which a cold start
// otherwise resolves and loads one by one (scripts/bundle-vendor.mjs).
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTable } from 'micromark-extension-gfm-table';

/** Parses CommonMark plus GFM pipe tables (statements list values in tables: `| semitones | name |`). */
export function parseMarkdown(text: string): Root {
  return fromMarkdown(text, { extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()] });
}
