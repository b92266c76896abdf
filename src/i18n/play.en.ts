/** English strings of the play panel (board against the AI). */
export const playEn = {
  'notice.gameOver': 'The game is over: start a new game or undo.',
  'notice.aiThinking': 'Wait: it is the AI’s turn.',
  'notice.occupied': 'Cell {cell} is already taken.',
  'notice.badCell': '{cell} is not a cell: cells are numbered 0 to 8.',
  'notice.badMoves': 'The moves “{input}” in the address are not a legal game ({reason}); showing the longest legal start, {kept}.',
  'notice.settingsReset': 'Saved settings were unreadable, so the defaults were restored.',
} as const;
