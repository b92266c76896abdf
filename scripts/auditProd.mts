// `npm run audit:prod`: the production dependencies (what ships to the browser) with their
// versions, then `npm audit --omit=dev` where the advisory service is reachable. Where it is
// not (this network), the list is what to check by hand: see "Dependencies and advisories" in
// the manual (docs/manual.md). Exit code: npm audit's when it ran, 0 when the service could not be reached.
import { spawnSync } from 'node:child_process';

interface Node {
  version?: string;
  dependencies?: Record<string, Node>;
}

const ls = spawnSync('npm', ['ls', '--omit=dev', '--all', '--json'], { encoding: 'utf8' });
const tree = JSON.parse(ls.stdout || '{}') as Node;
const seen = new Map<string, string>();
const walk = (deps: Record<string, Node> | undefined) => {
  for (const [name, node] of Object.entries(deps ?? {})) {
    if (node.version) seen.set(`${name}@${node.version}`, name);
    walk(node.dependencies);
  }
};
walk(tree.dependencies);
console.log(`production dependencies (${seen.size}, direct and transitive):`);
for (const id of [...seen.keys()].sort()) console.log(`  ${id}`);

const audit = spawnSync('npm', ['audit', '--omit=dev'], { encoding: 'utf8', timeout: 60_000 });
const output = `${audit.stdout ?? ''}${audit.stderr ?? ''}`;
if (audit.error || /ENOTFOUND|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN|audit endpoint returned an error|network/i.test(output)) {
  console.log('\nnpm audit: the advisory service could not be reached from here.');
  console.log('Check the packages above by hand against https://github.com/advisories (see docs/manual.md).');
} else {
  console.log(`\n${output.trim()}`);
  process.exitCode = audit.status ?? 1;
}
