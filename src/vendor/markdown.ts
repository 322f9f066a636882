// The Markdown parser, behind one module of our own: the build replaces this file's output in dist/ with a single-file
// bundle of mdast-util-from-markdown and its ~60 micromark modules, which a cold start otherwise resolves and loads
// one by one (scripts/bundle-vendor.mjs).
export { fromMarkdown } from 'mdast-util-from-markdown';
