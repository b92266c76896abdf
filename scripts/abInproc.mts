// In-process A/B: the pre-seam build (first arg) and this checkout, alternated ROUNDS times.
// Usage: tsx scripts/abInproc.mts /work/base [ROUNDS]
import { join } from 'node:path';
const [baseRepo, roundsArg] = process.argv.slice(2);
const rounds = Number(roundsArg ?? 40);
const here = process.cwd();
const b = (p: string) => import(join(baseRepo, 'src', p));
const h = (p: string) => import(join(here, 'src', p));
const baseBuild = await b('tree/buildGameTree.ts');
const basePos = await b('tree/positions.ts');
const baseTree = await b('tree/build.ts');
const baseReg = await b('ai/registry.ts');
const baseArena = await b('ai/arena.ts');
const { ticTacToe } = await h('games/tictactoe/index.ts');
const hereBuild = await h('tree/build.ts');
const herePos = await h('tree/positions.ts');
const hereReg = await h('ai/registry.ts');
const hereArena = await h('ai/arena.ts');

const A = { build: [] as number[], pos: [] as number[], bfs: [] as number[], arena: [] as number[] };
const B = { build: [] as number[], pos: [] as number[], bfs: [] as number[], arena: [] as number[] };
const pa = [baseReg.createPlayer('perfect'), baseReg.createPlayer('random')];
const pb = [hereReg.createPlayer(ticTacToe, 'perfect'), hereReg.createPlayer(ticTacToe, 'random')];
baseArena.runMatch(pa[0], pa[1], { games: 10000, seed: 1 });
hereArena.runMatch(ticTacToe, pb[0], pb[1], { games: 10000, seed: 1 });
// The process's CPU time in ms (user + system, all its threads, GC helpers included): unlike wall
// time, it does not count the time the machine's other jobs held the cores.
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e3; };
const useCpu = process.env.WALL !== '1';
const t = (f: () => unknown) => { const t0 = useCpu ? cpu() : performance.now(); f(); return (useCpu ? cpu() : performance.now()) - t0; };
for (let i = 0; i < rounds + 5; i++) {
  const keep = i >= 5;
  const runA = () => {
    const build = t(() => baseBuild.buildGameTree());
    let p: unknown;
    const pos = t(() => { p = basePos.buildPositionTable(); });
    const bfs = t(() => baseTree.buildTreeBfs(undefined, p, true));
    const arena = 2e5 / t(() => baseArena.runMatch(pa[0], pa[1], { games: 100000, seed: i + 2 })) / 1e3;
    if (keep) { A.build.push(build); A.pos.push(pos); A.bfs.push(bfs); A.arena.push(arena); }
  };
  const runB = () => {
    const build = t(() => hereBuild.buildGameTree(ticTacToe));
    let p: unknown;
    const pos = t(() => { p = herePos.buildPositionTable(ticTacToe); });
    const bfs = t(() => hereBuild.buildTreeBfs(p));
    const arena = 2e5 / t(() => hereArena.runMatch(ticTacToe, pb[0], pb[1], { games: 100000, seed: i + 2 })) / 1e3;
    if (keep) { B.build.push(build); B.pos.push(pos); B.bfs.push(bfs); B.arena.push(arena); }
  };
  if (i % 2) { runA(); runB(); } else { runB(); runA(); }
}
const q = (a: number[], f: number) => [...a].sort((x, y) => x - y)[Math.floor((a.length - 1) * f)];
const f = (a: number[]) => `${q(a, 0.5).toFixed(2)} [${q(a, 0.25).toFixed(2)}..${q(a, 0.75).toFixed(2)}] min ${q(a, 0).toFixed(2)}`;
for (const k of ['build', 'pos', 'bfs', 'arena'] as const) console.log(k.padEnd(6), 'base', f(A[k]).padEnd(24), 'here', f(B[k]).padEnd(24), 'ratio', (q(B[k], 0.5) / q(A[k], 0.5)).toFixed(3));
console.log(`(${useCpu ? 'process CPU' : 'wall'} ms; arena in M games/s)`);
