/**
 * Tic-tac-toe's UI face: its React parts, for src/components. The rest of
 * src/games stays pure (no React, no DOM); only a game's ui/ folder renders,
 * and components import it only through this file (ESLint keeps both so).
 */
export { PlayBoard, type PlayHints } from './PlayBoard.tsx';
