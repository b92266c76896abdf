import { describe, expect, it } from 'vitest';
import { runMatch } from '../../src/ai/arena.ts';
import { matchResultCsv, matchResultJson } from '../../src/ai/matchExport.ts';
import { createPlayer } from '../../src/ai/registry.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';

describe('match exports carry the cost of thinking and the sample game', () => {
  const result = runMatch(ticTacToe, createPlayer(ticTacToe, 'minimax-d9'), createPlayer(ticTacToe, 'random'), { games: 30, seed: 4 });

  it('JSON: the result as the arena holds it, cost and sample included', () => {
    const back = JSON.parse(matchResultJson(result)) as typeof result;
    expect(back).toEqual(result);
    expect(back.cost?.a?.nodesMax).toBe(549_946);
    expect(back.cost?.b).toBeNull();
    expect(back.sample?.moves.length).toBeGreaterThanOrEqual(5);
  });

  it('CSV: per row, each player\'s nodes and ms per move (mean, max) and the sample game\'s moves; blanks for a player that does not search', () => {
    const lines = matchResultCsv(result).trimEnd().split('\r\n');
    const header = lines[0].split(',');
    expect(header.slice(13)).toEqual([
      'aMoves', 'aNodesPerMoveMean', 'aNodesPerMoveMax', 'aMsPerMoveMean', 'aMsPerMoveMax', 'aTiming',
      'bMoves', 'bNodesPerMoveMean', 'bNodesPerMoveMax', 'bMsPerMoveMean', 'bMsPerMoveMax', 'bTiming',
      'sampleMoves',
    ]);
    expect(lines).toHaveLength(4);
    for (const line of lines.slice(1)) {
      const cells = line.split(',');
      const at = (name: string) => cells[header.indexOf(name)];
      expect(Number(at('aMoves'))).toBe(result.cost?.a?.moves);
      expect(Number(at('aNodesPerMoveMean'))).toBe(result.cost?.a?.nodesMean);
      expect(Number(at('aNodesPerMoveMax'))).toBe(549_946);
      expect(Number(at('aMsPerMoveMax'))).toBe(result.cost?.a?.msMax);
      expect(at('aTiming')).toBe('per-position');
      expect(at('bNodesPerMoveMean')).toBe('');
      expect(at('sampleMoves')).toBe(result.sample?.moves.join(' '));
    }
  });
});
