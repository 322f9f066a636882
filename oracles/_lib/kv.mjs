// Parse a program's stdout made of key=value fields.

/**
 * Split stdout on whitespace, and each token on its first `=`.
 * Tokens without `=` are ignored.
 * @param {string} stdout
 * @returns {Record<string, string>}
 */
export function kv(stdout) {
  const fields = {};
  for (const token of stdout.trim().split(/\s+/)) {
    const eq = token.indexOf('=');
    if (eq < 0) continue;
    fields[token.slice(0, eq)] = token.slice(eq + 1);
  }
  return fields;
}
