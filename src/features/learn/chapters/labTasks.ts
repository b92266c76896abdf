/**
 * Predicates on the search lab for the chapters' tasks (chapters 4–7): what the lab shows at the
 * frame on screen, read through the lab's own run (`selectLabRun`, memoised: a task asks after
 * every change of the store and costs a look-up). Until the lab's code has loaded the run is
 * waiting and every frame predicate is false. Pure: no React.
 */
import type { AppState } from '../../../store/appState.ts';
import { gameById } from '../../../games/index.ts';
import type { LabFrame } from '../../../view/labFrames.ts';
import { selectLabFrameIndex, selectLabRun } from '../../lab/state/labState.ts';

/**
 * A step's view of the search lab on a tic-tac-toe line (the address's move text, `''` for the empty board): analysis
 * mode (no AI moves over the step), win / draw / loss scoring and values shown (the chapters' figures are of that
 * scoring), then the lab's own fields (`alg=…&lorder=…&tt=…&sym=…&depth=…&step=…`, all written so that no option
 * of an earlier step carries over).
 */
export const labView = (moves: string, fields: string): string => `#/${moves}?tab=lab&mode=analysis&score=wdl&hide=0&${fields}`;

/** The lab is on screen at the frame shown, and `test` holds of that frame. */
export const labFrameIs =
  (test: (f: LabFrame) => boolean) =>
  (s: AppState): boolean => {
    if (s.tab !== 'lab') return false;
    const run = selectLabRun(s);
    return run.kind === 'ready' && test(run.frames.at(selectLabFrameIndex(s)));
  };

/**
 * The lab is on screen, and `test` holds of some frame up to the one shown (so a step the student scrubbed past
 * still counts). O(frame shown): for the chapters' small trees only, behind a check of the position.
 */
export const labFrameReached =
  (test: (f: LabFrame) => boolean) =>
  (s: AppState): boolean => {
    if (s.tab !== 'lab') return false;
    const run = selectLabRun(s);
    if (run.kind !== 'ready') return false;
    for (let i = selectLabFrameIndex(s); i >= 0; i--) if (test(run.frames.at(i))) return true;
    return false;
  };

/** The game shown is `game` and its line of play is exactly `moves`, as the address writes them (`4051`, `f5`). */
export const lineIs =
  (game: string, moves: string) =>
  (s: AppState): boolean =>
    s.appGameId === game && gameById(game)?.formatMoves(s.playMoves) === moves;

/** The lab runs alpha-beta (a full-tree game's lab) on the lab's tab. */
export const labAlphaBeta = (s: AppState): boolean => s.tab === 'lab' && s.labAlgorithm === 'alphabeta';

/**
 * The lab runs the source article's search as written (its leaf: the AI's discs whoever is to move) and has shown,
 * at or before the frame on screen, a depth-limit leaf where the other side is to move: where its sign goes wrong
 * (the lab's caption says so). O(frame shown): the example's tree is small.
 */
export const labSignWentWrong = (s: AppState): boolean => {
  if (s.labLeaf !== 'asWritten') return false;
  const run = selectLabRun(s);
  if (run.kind !== 'ready' || !run.asWritten) return false;
  const ai = run.tree.side[0];
  return labFrameReached((f) => f.caption.kind === 'leaf' && f.caption.evaluated && run.tree.side[f.caption.node] !== ai)(s);
};
