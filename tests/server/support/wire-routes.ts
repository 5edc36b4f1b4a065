/**
 * The routes a Fastify app registered, read from its route tree (`printRoutes`), as the route
 * table of wire/ keys them: `<METHOD> <path>`, without the HEAD twin of each GET.
 */

/**
 * `printRoutes({ commonPrefix: false })` draws the radix tree one node a line: the tree's
 * characters (4 per level), the node's part of the path, and the methods of a route ending there:
 *   └── / (GET, HEAD)
 *       ├── wps/a (GET, HEAD, POST)
 *       │   └── ssets/games/:file (GET, HEAD)
 * A route's path is its node's part after every ancestor's.
 */
export function registeredRoutes(tree: string): string[] {
  const found = new Set<string>();
  const parts: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[└├]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    parts.length = match[1].length / 4;
    parts.push(match[2]);
    for (const method of match[3]?.split(', ') ?? []) found.add(`${method} ${parts.join('')}`);
  }
  return [...found].filter((route) => !(route.startsWith('HEAD ') && found.has(`GET ${route.slice(5)}`))).sort();
}
