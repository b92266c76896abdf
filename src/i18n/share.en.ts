/** English strings of links, embedding and offline use. */
export const shareEn = {
  'share.copyLink': 'Copy link',
  'share.copyLinkHint': 'Copy a link to exactly what is on screen: position, tab and options',
  'share.copied': 'Link copied.',
  'share.copyFailed': 'The browser did not allow copying: select the link and copy it.',
  'share.linkLabel': 'Link to this view',
  'share.openFull': 'Open in Minimax Explorer',
  'notice.gameLoadFailed': 'This game could not be loaded: is the connection down? Choose it again, or reload the page.',
  'notice.badAddress': 'Part of the address could not be read and was ignored: {ignored}{more}.',
  'notice.repeatedAddress': 'The address gives {keys}{more} more than once: the last value of each is used.',
  'notice.more': ' and {n} more',
  'offline.update': 'A new version of Minimax Explorer is ready.',
  'offline.reload': 'Use it now (reload)',
  'offline.later': 'Later',
  'error.chunk': 'This part of the app could not be loaded (offline?). It loads again when the connection returns or you come back to this tab, or now:',
} as const;
