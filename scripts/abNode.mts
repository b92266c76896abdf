// A/B of the Node benchmarks that a refactor must not slow down, interleaved process by process
// so the machine's drift hits every checkout alike: the tree build in a brand-new process (cold),
// the build warm (median of 15 after 3 untimed), and the arena's fast engine (perfect vs random),
// each in wall time and in the process's CPU time.
// Usage: tsx scripts/abNode.mts ROUNDS repoA repoB ...   (each repo a checkout with node_modules;
// checkouts from before the game seam, without src/games/, are driven through their old API).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const [rounds, ...repos] = process.argv.slice(2);

function probe(repo: string): string {
  const seam = existsSync(join(repo, 'src/games/game.ts'));
  const src = (p: string) => JSON.stringify(join(repo, 'src', p));
  const imports = seam
    ? `const { ticTacToe } = await import(${src('games/tictactoe/index.ts')});
       const { buildGameTree } = await import(${src('tree/build.ts')});
       const { createPlayer } = await import(${src('ai/registry.ts')});
       const { runMatch } = await import(${src('ai/arena.ts')});
       const build = () => buildGameTree(ticTacToe);
       const player = (id) => createPlayer(ticTacToe, id);
       const match = (a, b, o) => runMatch(ticTacToe, a, b, o);`
    : `const { buildGameTree } = await import(${src('tree/buildGameTree.ts')});
       const { createPlayer } = await import(${src('ai/registry.ts')});
       const { runMatch } = await import(${src('ai/arena.ts')});
       const build = () => buildGameTree();
       const player = (id) => createPlayer(id);
       const match = (a, b, o) => runMatch(a, b, o);`;
  return `${imports}
    const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e3; };
    let t0 = performance.now(); let c0 = cpu(); build(); const cold = performance.now() - t0; const coldCpu = cpu() - c0;
    for (let i = 0; i < 3; i++) build();
    const warm = [], warmCpu = [];
    for (let i = 0; i < 15; i++) { const t = performance.now(); const c = cpu(); build(); warm.push(performance.now() - t); warmCpu.push(cpu() - c); }
    warm.sort((x, y) => x - y); warmCpu.sort((x, y) => x - y);
    const perfect = player('perfect'); const random = player('random');
    match(perfect, random, { games: 10000, seed: 1 });
    const rates = [], ratesCpu = [];
    for (let i = 0; i < 5; i++) { const t = performance.now(); const c = cpu(); match(perfect, random, { games: 1000000, seed: i + 2 }); rates.push(2e6 / ((performance.now() - t) / 1000)); ratesCpu.push(2e6 / ((cpu() - c) / 1000)); }
    rates.sort((x, y) => x - y); ratesCpu.sort((x, y) => x - y);
    console.log(JSON.stringify([cold, warm[7], rates[2], coldCpu, warmCpu[7], ratesCpu[2]]));`;
}

const results = new Map<string, number[][]>(repos.map((r) => [r, []]));
for (let i = 0; i < Number(rounds); i++) {
  for (const repo of repos) {
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', probe(repo)], { cwd: repo, encoding: 'utf8' });
    results.get(repo)!.push(JSON.parse(out.trim().split('\n').at(-1)!) as number[]);
  }
}
const sorted = (a: number[]) => [...a].sort((x, y) => x - y);
const q = (a: number[], f: number) => sorted(a)[Math.floor((a.length - 1) * f)];
const fmt = (a: number[], d: number) => `${q(a, 0.5).toFixed(d)} [${q(a, 0.25).toFixed(d)}..${q(a, 0.75).toFixed(d)}]`;
console.log(`${rounds} interleaved rounds; median [q1..q3]; wall time, then the process's CPU time (user + system, all threads),
which leaves out the time other jobs held the machine's cores`);
console.log('repo'.padEnd(16), 'cold build ms'.padEnd(22), 'warm build ms'.padEnd(22), 'arena fast, M games/s');
for (const [label, off] of [['wall', 0], ['cpu', 3]] as const) {
  for (const repo of repos) {
    const r = results.get(repo)!;
    const col = (c: number) => r.map((x) => x[off + c]);
    console.log(`${label} ${repo}`.padEnd(16), fmt(col(0), 1).padEnd(22), fmt(col(1), 1).padEnd(22), fmt(col(2).map((x) => x / 1e6), 2));
  }
  if (repos.length === 2) {
    const ratio = (c: number) => q(results.get(repos[1])!.map((x) => x[off + c]), 0.5) / q(results.get(repos[0])!.map((x) => x[off + c]), 0.5);
    console.log(`${label} ratio ${repos[1]} / ${repos[0]} of medians: cold ${ratio(0).toFixed(2)}, warm ${ratio(1).toFixed(2)}, arena (rate) ${ratio(2).toFixed(2)}`);
  }
}
