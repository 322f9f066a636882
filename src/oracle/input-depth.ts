// How deep a recursive solution goes on one input: the chain its lines link into, or the brackets it nests.

/** Depths below this are not recorded: no interpreter's default recursion limit is near. */
export const MIN_RECORDED_DEPTH = 100;
/** A line of more tokens than this is a list of values (`5 3 9 1 ...`), not an edge or a dependency. */
const MAX_LINKING_TOKENS = 8;
const TOKEN = /[^\s,;:=+*/|()[\]{}<>"']+/g;

/**
 * The deepest a recursive solution goes on `lines`: the deepest a depth-first walk reaches over the graph whose nodes
 * are the tokens of the lines and whose edges join tokens next to each other on a line (an edge `n0 n1`, a rule
 * `pkg-1: pkg-2`, a definition `A2=A1+1`), walking from each unvisited token in the order the input names them; or the
 * deepest the lines nest brackets (across lines: a document spread over many). Random records (`3 17`, `60 20`) over a few values make shallow walks; a chain of
 * 3,000 links makes a walk 3,000 deep.
 */
export function inputDepth(lines: readonly string[]): number {
  return Math.max(bracketDepth(lines), chainDepth(lines));
}

function bracketDepth(lines: readonly string[]): number {
  let deepest = 0;
  let depth = 0;
  for (const line of lines) {
    for (let i = 0; i < line.length; i++) {
      const c = line.charCodeAt(i);
      if (c === 40 || c === 91 || c === 123) deepest = Math.max(deepest, ++depth); // ( [ {
      else if ((c === 41 || c === 93 || c === 125) && depth > 0) depth--;
    }
  }
  return deepest;
}

function chainDepth(lines: readonly string[]): number {
  const ids = new Map<string, number>();
  const adjacency: number[][] = [];
  const id = (token: string): number => {
    let n = ids.get(token);
    if (n === undefined) {
      ids.set(token, (n = adjacency.length));
      adjacency.push([]);
    }
    return n;
  };
  // (an arrow's `-` of `C0 -> C1` joins nothing: only tokens with a letter or digit are nodes)
  const linking = lines.map((line) => line.match(TOKEN)?.filter((t) => /[\p{L}\p{N}]/u.test(t)))
    .filter((tokens): tokens is string[] => tokens !== undefined && tokens.length >= 2 && tokens.length <= MAX_LINKING_TOKENS);
  const hubs = hubTokens(linking);
  for (const all of linking) {
    const tokens = hubs.size ? all.filter((t) => !hubs.has(t)) : all;
    for (let i = 1; i < tokens.length; i++) {
      const a = id(tokens[i - 1]!);
      const b = id(tokens[i]!);
      if (a === b) continue;
      adjacency[a]!.push(b);
      adjacency[b]!.push(a);
    }
  }
  if (adjacency.length < MIN_RECORDED_DEPTH) return 0;
  // an explicit stack stands for the recursion: each frame is a node and how many of its neighbours it has tried
  const visited = new Uint8Array(adjacency.length);
  const nodes: number[] = [];
  const next: number[] = [];
  let deepest = 0;
  for (let root = 0; root < adjacency.length; root++) {
    if (visited[root]) continue;
    visited[root] = 1;
    nodes.push(root);
    next.push(0);
    while (nodes.length) {
      deepest = Math.max(deepest, nodes.length);
      const top = nodes.length - 1;
      const around = adjacency[nodes[top]!]!;
      let i = next[top]!;
      while (i < around.length && visited[around[i]!]) i++;
      if (i === around.length) {
        nodes.pop();
        next.pop();
        continue;
      }
      next[top] = i + 1;
      visited[around[i]!] = 1;
      nodes.push(around[i]!);
      next.push(0);
    }
  }
  return deepest;
}

/**
 * Tokens on a quarter of the lines or more (and on more than 16): a value every record repeats (`h2999 0.5 h2998`, each
 * step half an hour) or a keyword (`edge A B`), not a node. Joining through it would make one hub of every record and hide
 * the chain the other tokens make.
 */
function hubTokens(lines: readonly string[][]): Set<string> {
  const hubs = new Set<string>();
  if (lines.length <= 16) return hubs;
  const count = new Map<string, number>();
  for (const tokens of lines) for (const t of new Set(tokens)) count.set(t, (count.get(t) ?? 0) + 1);
  for (const [t, n] of count) if (n > 16 && n * 4 >= lines.length) hubs.add(t);
  return hubs;
}
