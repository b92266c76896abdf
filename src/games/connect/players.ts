/**
 * Connect-K's own rule players (the generic random, search and perfect
 * players come from src/ai), each a set of choices:
 * - `win-block`: drops where it completes a line when it can; else where the
 *   opponent would complete one next (all such columns); else any column;
 * - `centre`: the same, then only the columns nearest the centre among them.
 * O(W · lines) a decision.
 */
import type { PlayerDefinition } from '../game.ts';
import type { ConnectRules, ConnectState } from './rules.ts';

/** The columns `win-block` may play: wins, else blocks, else every legal column (empty when finished). */
function winOrBlock(rules: ConnectRules, s: ConnectState): number[] {
  const buf = new Int16Array(rules.size.width);
  const legal = Array.from(buf.subarray(0, rules.legalMoves(s, buf, 0)));
  if (legal.length === 0) return legal;
  const me = rules.toMove(s);
  const wins = legal.filter((c) => rules.wouldWin(s, c, me));
  if (wins.length > 0) return wins;
  const blocks = legal.filter((c) => rules.wouldWin(s, c, me === 0 ? 1 : 0));
  return blocks.length > 0 ? blocks : legal;
}

/** The columns nearest the centre among `columns`, in column order. */
function central(rules: ConnectRules, columns: number[]): number[] {
  const best = Math.min(...columns.map(rules.movePriority));
  return columns.filter((c) => rules.movePriority(c) === best);
}

/** The rule players of a board size, weakest first. */
export function rulePlayers(rules: ConnectRules): readonly PlayerDefinition<ConnectState>[] {
  return [
    { id: 'win-block', choices: (s) => winOrBlock(rules, s) },
    {
      id: 'centre',
      choices: (s) => {
        const c = winOrBlock(rules, s);
        return c.length === 0 ? c : central(rules, c);
      },
    },
  ];
}
