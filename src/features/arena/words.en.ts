/**
 * English strings of the AI arena that the first view carries: the players' names, groups and settings (the play
 * tab's AI picker uses them), the tab's title and its notices. The match and check screens' strings are in
 * matchWords.en.ts and load with those screens (arenaWords.ts).
 */
export const arenaEn = {
  'arena.title': 'AI arena',
  'arena.group.random': 'Random',
  'arena.group.rules': 'Rule-based',
  'arena.group.search': 'Search',
  'arena.group.table': 'Precomputed table',
  'arena.player.random': 'Random',
  'arena.player.minimax': 'Minimax, depth {depth}',
  'arena.player.minimaxFamily': 'Minimax (depth-limited)',
  'arena.player.minimaxEval': 'Minimax, depth {depth}, {evaluation}',
  'arena.player.alphabetaFamily': 'Alpha-beta (depth-limited)',
  'arena.player.alphabetaEval': 'Alpha-beta, depth {depth}, {evaluation}',
  'arena.player.alphabeta': 'Alpha-beta',
  'arena.player.alphabetaFirst': 'Alpha-beta (first best move)',
  'arena.player.perfect': 'Perfect',
  'arena.player.perfectShortest': 'Perfect (shortest victory)',
  'arena.desc.random': 'Plays any legal move, uniformly at random.',
  'arena.desc.minimax': 'Looks {depth} {depth|move|moves} ahead with plain minimax, judges unfinished positions by open lines, and plays at random among the best.',
  'arena.desc.minimaxOne': 'Looks 1 move ahead with plain minimax, judges unfinished positions by open lines, and plays at random among the best.',
  'arena.desc.minimaxEval': 'Looks {depth} {depth|move|moves} ahead with plain minimax, judges unfinished positions by {evaluation}, and plays at random among the best.',
  'arena.desc.alphabetaEval': 'Looks {depth} {depth|move|moves} ahead with alpha-beta (minimax’s value, fewer positions searched), judges unfinished positions by {evaluation}, and plays at random among the best.',
  'arena.desc.alphabeta': 'Searches the whole game with alpha-beta and plays at random among all best moves.',
  'arena.desc.alphabetaFirst': 'Searches the whole game with alpha-beta and always plays the first best move in the game’s move order.',
  'arena.desc.perfect': 'Plays uniformly at random among the best moves of the precomputed position table: it never lets a won or drawn position slip.',
  'arena.desc.perfectShortest': 'Plays a best move from the precomputed table, preferring the fastest win (and the slowest loss).',
  'arena.depth': 'Depth',
  'arena.evaluation': 'Evaluation',
} as const;
