/**
 * The address is the source of truth for where the person is: `#/408` is the
 * line o:4, x:0, o:8 of the full-tree game (the move-sequence notation after
 * `#/`; `#/` or no hash is the empty board), `#/<game>/<transcript>` is a
 * game played by search (`#/<game>/<transcript>`, `parseHash`), and
 * `?tab=lab&levels=3&…` holds the tab and the options on screen: each
 * feature's fields, composed for a full-tree game or a searched game in
 * `gameAddress.ts` (the fields' machinery: `urlFields.ts`).
 *
 * Every change of position or tab pushes a history entry, so Back and Forward
 * walk through positions and tabs; an option's change replaces the entry
 * (options are not places), and so does the AI's reply against a person (Back
 * goes to before the person's move, as Undo does). Editing the address, Back
 * and Forward load the new address; a bad one falls back to the longest
 * legal start and ignores what it cannot read, with a notice that goes away
 * with the next good address.
 *
 * A quiz link, `#/quiz?kinds=…&level=…&count=…&seed=…` (the exercises' own,
 * `src/features/exercises/state/quizUrl.ts`), shares the hash: it belongs to
 * the full-tree game's exercises, so loading one (typed, pasted, Back or
 * Forward, from any game or tab) shows them, opening the set it names (the
 * set already open keeps its answers and score). While the exercises are open
 * this binding leaves the hash alone; `bindQuizUrl` writes the set's link.
 */
import type { AppStore } from './createAppStore.ts';
import { entryById, gameById, loadGame, moduleById } from '../games/index.ts';
import { quoteList } from '../i18n/userText.ts';
import { DEFAULT_TREE_MODULE, treeModuleById } from './appGame.ts';
import type { AppState } from './appState.ts';
import { applyUrlParams, urlParams, type ApplyResult } from './urlFields.ts';
import { FULL_TREE_ADDRESS, searchedAddress } from './gameAddress.ts';
import { isQuizHash, QUIZ_HASH, quizHashOf } from '../features/exercises/state/quizUrl.ts';
import { homeTabOf } from './tabs.ts';
import { newest, type Newest } from './newest.ts';
import { learnHashOf, learnRouteOf } from '../features/learn/state/learnAddress.ts';

/** An address split into its parts; nothing is validated but the game's id. */
export interface ParsedHash {
  /** The game's id: the full-tree game unless the path starts with another registered game's id. */
  readonly game: string;
  /** The move text (the transcript for another game), percent-decoded where it decodes. */
  readonly moves: string;
  readonly params: URLSearchParams;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Splits `#/<moves>?<params>` or `#/<game>/<moves>?<params>`. A first path
 * segment that is a registered game's id (`entryById`) names the game;
 * anything else is the full-tree game's move text, for its parser to judge.
 * O(length).
 */
export function parseHash(hash: string): ParsedHash {
  const h = hash.startsWith('#') ? hash.slice(1) : hash;
  const body = h.startsWith('/') ? h.slice(1) : h;
  const q = body.indexOf('?');
  const path = decode(q < 0 ? body : body.slice(0, q));
  const params = new URLSearchParams(q < 0 ? '' : body.slice(q + 1));
  const slash = path.indexOf('/');
  const head = slash < 0 ? path : path.slice(0, slash);
  if (/^[a-z][a-z0-9-]*$/.test(head) && entryById(head)) return { game: head, moves: slash < 0 ? '' : path.slice(slash + 1), params };
  return { game: DEFAULT_TREE_MODULE.game.id, moves: path, params };
}

/** The hash for a line of play of a full-tree game (and its parameters, if any): the first game's without its name (`#/408`), another's with it (`#/<game>/<moves>`). */
export function hashFromMoves(moves: readonly number[], params = '', gameId = DEFAULT_TREE_MODULE.game.id): string {
  const module = treeModuleById(gameId) ?? DEFAULT_TREE_MODULE;
  const text = module.game.formatMoves(moves);
  const path = module === DEFAULT_TREE_MODULE ? `#/${text}` : `#/${module.game.id}/${text}`;
  return params ? `${path}?${params}` : path;
}

/**
 * The address of the state: another game's transcript or the full-tree
 * game's line of play, with the options away from their defaults (`all`:
 * every option, for a link to share).
 */
export function hashOf(s: AppState, all = false): string {
  // The Learn screen's address is the course's (a new step, a new entry); the live view is not in it.
  if (s.learnRoute !== null) return learnHashOf(s.learnRoute);
  const game = treeModuleById(s.appGameId) ? null : gameById(s.appGameId);
  if (!game) return hashFromMoves(s.playMoves, urlParams(s, all, FULL_TREE_ADDRESS), s.treeGameId);
  const params = urlParams(s, all, searchedAddress(game.id));
  return `#/${game.id}/${game.formatMoves(s.playMoves)}${params ? `?${params}` : ''}`;
}

/** The hash a shared link carries: the quiz link while the exercises show one, else the address with every option. */
export function shareHash(s: AppState, currentHash: string): string {
  return isQuizHash(currentHash) && s.tab === 'exercises' ? currentHash : hashOf(s, true);
}

/** A searched game's address: the game, its play options, then its transcript. Returns the parameters not understood and those repeated. */
function loadSearched(store: AppStore, gameId: string, transcript: string, params: URLSearchParams, initial: boolean): ApplyResult {
  store.getState().chooseGame(gameId);
  const game = gameById(gameId);
  return applyUrlParams(
    store,
    params,
    initial,
    () => {
      if (game && transcript !== game.formatMoves(store.getState().playMoves)) store.getState().playLoadText(transcript);
    },
    searchedAddress(gameId),
  );
}

/** Sets the store to an address whose game's code is here: the game, its options and its line. `movesOk`: the line read whole. */
function applyParsed(store: AppStore, { game, moves, params }: ParsedHash, initial: boolean): ApplyResult & { movesOk: boolean } {
  let movesOk = true;
  const tree = treeModuleById(game);
  if (!tree) return { ...loadSearched(store, game, moves, params, initial), movesOk };
  store.getState().chooseGame(game);
  // Going back or forth in a game the AIs play pauses them, so they do not play over the step.
  if (!initial && store.getState().settings.playMode === 'ai-vs-ai') store.getState().playSetPaused(true);
  const result = applyUrlParams(
    store,
    params,
    initial,
    () => {
      if (moves !== tree.game.formatMoves(store.getState().playMoves)) movesOk = store.getState().playLoadText(moves).join('') === moves;
    },
    FULL_TREE_ADDRESS,
  );
  return { ...result, movesOk };
}

/** Each store's newest applyHash: an earlier one still waiting for its game's code is dropped when it arrives. */
const hashRequests = new WeakMap<AppStore, Newest>();

/**
 * Sets the store as if `hash` (a game's address, not a quiz link) had been opened (the course's steps): another
 * game's code loads first. Newest request wins: a step left while its game was loading (Othello's, then at once a
 * tic-tac-toe step) does not land over the step that followed it.
 */
export async function applyHash(store: AppStore, hash: string): Promise<void> {
  const parsed = parseHash(hash);
  let requests = hashRequests.get(store);
  if (!requests) hashRequests.set(store, (requests = newest()));
  const ticket = requests.begin();
  if (!moduleById(parsed.game)) await loadGame(parsed.game);
  if (requests.holds(ticket)) applyParsed(store, parsed, false);
}

/** What bindUrl needs of `window` (a fake in tests). */
export interface UrlWindow {
  readonly location: { readonly hash: string };
  readonly history: {
    replaceState(data: unknown, unused: string, url: string): void;
    pushState(data: unknown, unused: string, url: string): void;
  };
  addEventListener(type: 'hashchange', f: () => void): void;
  removeEventListener(type: 'hashchange', f: () => void): void;
}

/** Whether the address `was` names another place than the state: another game, line of play or tab. */
function movedFrom(was: ParsedHash | null, s: AppState): boolean {
  if (was === null || was.game !== s.appGameId) return true;
  const game = gameById(s.appGameId);
  if ((was.params.get('tab') ?? homeTabOf(s.appGameId)) !== s.tab) return true;
  if (!treeModuleById(s.appGameId)) {
    if (game === null) return false;
    // Another place of the game's own (a set-up start, `history` fields other than the tab) is a move too.
    const places = searchedAddress(game.id).beforeLine.filter((f) => f.history && f.key !== 'tab');
    return was.moves !== game.formatMoves(s.playMoves) || places.some((f) => (was.params.get(f.key) ?? (typeof f.fallback === 'string' ? f.fallback : f.fallback(s))) !== f.get(s));
  }
  return game === null || was.moves !== game.formatMoves(s.playMoves);
}

/** Loads the address, then keeps address and store in step (see the module comment). Returns an unbind function. */
export function bindUrl(store: AppStore, win: UrlWindow): () => void {
  let busy = false;
  // The last address this binding wrote or was told of by a hashchange. A different one in the
  // location is a change whose hashchange has not arrived yet (a typed or pasted link, Back):
  // the store must not write over it before it is loaded.
  let known = win.location.hash;
  // An address whose game's code is loading: nothing is written over it meanwhile.
  let waiting: string | null = null;

  const write = (mode: 'auto' | 'replace') => {
    const s = store.getState();
    const current = win.location.hash;
    if (waiting !== null && current === waiting) return;
    // The exercises own a quiz link in the address while they are open; one they have not read yet is theirs too.
    // The teacher's view of results has an address of its own (`exview=teacher`), written over the quiz link.
    const quizShown = s.tab === 'exercises' && s.exView !== 'teacher';
    if (isQuizHash(current) && ((quizShown && treeModuleById(s.appGameId) !== null) || current !== quizHashOf(s))) return;
    if (!isQuizHash(current) && current !== known && mode === 'auto') return;
    const hash = hashOf(s);
    if (current === hash) return;
    const moved = movedFrom(isQuizHash(current) ? null : parseHash(current), s);
    const aiReply = treeModuleById(s.appGameId) !== null && s.playLastAi !== null && s.settings.playMode === 'vs-ai';
    busy = true;
    if (mode === 'auto' && moved && !aiReply) win.history.pushState(null, '', hash);
    else win.history.replaceState(null, '', hash);
    known = hash;
    busy = false;
  };

  const load = (initial: boolean) => {
    const hash = win.location.hash;
    if (busy) return;
    if (isQuizHash(hash)) {
      // One update per step and none written back while it loads: the quiz binding writes the set's link.
      busy = true;
      try {
        store.getState().closeLearn();
        store.getState().openQuizLink(hash.slice(QUIZ_HASH.length));
      } finally {
        busy = false;
      }
      return;
    }
    // The course's address opens the Learn screen; the screen sets the live view.
    const route = learnRouteOf(hash);
    if (route !== null) return store.getState().openLearn(route);
    const { game } = parseHash(hash);
    if (!moduleById(game)) {
      // Another game's code loads first; the address is read once it is here (unless it has changed by then).
      waiting = hash;
      const done = () => {
        if (waiting === hash) waiting = null;
      };
      loadGame(game).then(
        () => {
          done();
          if (win.location.hash === hash) load(initial);
        },
        () => {
          done();
          store.getState().addAppNotice('notice.gameLoadFailed', 'error');
        },
      );
      return;
    }
    busy = true;
    try {
      store.getState().closeLearn();
      const { movesOk, ...result } = applyParsed(store, parseHash(hash), initial);
      const s = store.getState();
      // The first few, quoted; `more` counts the rest (the notice says "and N more").
      const { ignored, repeated } = result;
      if (ignored.length > 0) {
        const { list, more } = quoteList(ignored, 30);
        s.addAppNotice('notice.badAddress', 'error', { ignored: list, more });
      } else s.removeAppNotice('notice.badAddress');
      if (repeated.length > 0) {
        const { list, more } = quoteList(repeated, 30);
        s.addAppNotice('notice.repeatedAddress', 'hint', { keys: list, more });
      } else s.removeAppNotice('notice.repeatedAddress');
      if (treeModuleById(s.appGameId) && movesOk && s.playNotice?.key === 'notice.badMoves') s.playDismissNotice();
    } finally {
      busy = false;
    }
    write('replace');
  };

  const onHashChange = () => {
    known = win.location.hash;
    load(false);
  };
  if (win.location.hash && win.location.hash !== '#') load(true);
  else write('replace'); // the first entry is the empty board's: Back from the first move comes here
  const unsubscribe = store.subscribe((s, prev) => {
    if (busy) return;
    // While the lab plays, its steps reach the address when it stops (browsers throttle fast history writes).
    if (s.labPlaying && s.labFrame !== prev.labFrame && s.playMoves === prev.playMoves && s.tab === prev.tab) return;
    write('auto');
  });
  win.addEventListener('hashchange', onHashChange);
  return () => {
    unsubscribe();
    win.removeEventListener('hashchange', onHashChange);
  };
}
