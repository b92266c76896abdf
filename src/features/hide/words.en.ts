/** English strings of "Hide values" (predict first). */
export const hideEn = {
  'hide.toggle': 'Hide values',
  'hide.help': 'Hide values, their colours, hints and best moves so the class can predict first. Click a board to show its value.',
  'hide.revealAll': 'Reveal all',
  'hide.presentKey': 'H hides the values and shows them again.',
  'hide.hidden': 'value hidden',
  'hide.explorerHelp': 'Values are hidden: click a board (or press Enter) to show its value; click it again to go there.',
  'hide.labHelp': 'Values are hidden: click a board to show the value the search gave it.',
  'hide.revealed': 'Shown: {name}',
  'play.status.toMoveHidden': '{player} to move · value hidden',
  'play.aiChoseHidden': 'AI “{name}” ({player}) chose {cell}',
  'hide.labCaption': 'The search has a value here: what do you predict? Click the board to show it.',
  'searched.saidHidden': 'AI ({side}) played {move} (value hidden); {nodes} {nodes|node|nodes} searched',
} as const;
