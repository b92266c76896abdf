/**
 * Messages between the app and the CPU worker (a game too big for its whole
 * tree). `think` asks for a move (progress while searching);
 * `expand` asks for one level of the CPU's search tree (the children of one
 * node with their depth-limited values and chosen / pruned flags); `solve`
 * asks for every legal move's exact value (a game with an exact solver, a
 * position within its reach: `Game.exact`); `estimate` for every legal move's
 * depth-limited value (the hints of a position out of reach); `review`
 * for the values of every move of many positions of a line, one reply per
 * position (the evaluation graph and the game review). Replies
 * repeat the request's id. A position is its game, its moves and where they
 * start (`start`: a set-up position; the initial one when absent). Matches are the arena worker's (arenaProtocol.ts).
 */

/** A `think` message: a SearchRequest with its id. */
export interface ThinkRequest extends SearchRequest {
  readonly type: 'think';
  readonly id: number;
}

/** An `expand` message: an ExpandRequest with its id. */
export interface ExpandRequestMessage extends ExpandRequest {
  readonly type: 'expand';
  readonly id: number;
}

/** Node counts of the searches compared at depths 1..maxDepth from one position. */
export interface CompareRequest {
  readonly gameId: string;
  readonly moves: readonly number[];
  /** The position the moves start from, in the game's setup notation (`Game.setup.format`); absent: the game's initial position. */
  readonly start?: string;
  readonly maxDepth: number;
  readonly evaluation: string;
}

export interface CompareRequestMessage extends CompareRequest {
  readonly type: 'compare';
  readonly id: number;
}

/** One depth's node counts (null: not run, too big or not reached). */
export interface CompareRow {
  readonly depth: number;
  readonly minimax: number | null;
  /** Alpha-beta in the game's natural move order. */
  readonly alphabeta: number | null;
  /** Alpha-beta with the static order (a game's static square order, e.g. square weights). */
  readonly ordered: number | null;
  /** Ordered alpha-beta with a transposition table. */
  readonly orderedTt: number | null;
}

/** A position to solve exactly: the game and its moves from the start. */
export interface SolveRequest {
  readonly gameId: string;
  readonly moves: readonly number[];
  /** The position the moves start from, in the game's setup notation (`Game.setup.format`); absent: the game's initial position. */
  readonly start?: string;
  /** Only the best move is wanted (the AI's move): a solver that finds it alone (`ExactSolver.bestMove`) answers with it alone, sooner. */
  readonly best?: boolean;
}

export interface SolveRequestMessage extends SolveRequest {
  readonly type: 'solve';
  readonly id: number;
}

/** Every legal move's depth-limited value from one position (the search tree's first level at `depth`). */
export interface EstimateRequest {
  readonly gameId: string;
  readonly moves: readonly number[];
  /** The position the moves start from, in the game's setup notation (`Game.setup.format`); absent: the game's initial position. */
  readonly start?: string;
  readonly depth: number;
  readonly evaluation: string;
}

export interface EstimateRequestMessage extends EstimateRequest {
  readonly type: 'estimate';
  readonly id: number;
}

/**
 * The positions of a line to analyse (its evaluation graph and review), in the order given: each position's every
 * legal move's value, exact (`depth` null: the game's solver) or estimated at `depth` with `evaluation`.
 */
export interface ReviewRequest {
  readonly gameId: string;
  /** The whole line; a position is the one after its first `index` moves. */
  readonly moves: readonly number[];
  /** The position the moves start from, in the game's setup notation (`Game.setup.format`); absent: the game's initial position. */
  readonly start?: string;
  readonly positions: readonly { readonly index: number; readonly depth: number | null }[];
  readonly evaluation: string;
}

export interface ReviewRequestMessage extends ReviewRequest {
  readonly type: 'review';
  readonly id: number;
}

/** One legal move's value, the first player's view (exact: a final score; else an estimate). */
export interface MoveValue {
  readonly move: number;
  readonly value: number;
}

/** Every legal move's value; `depth` null when exact (solved to the end), else the depth of the estimates. */
export interface MoveValues {
  readonly moves: readonly MoveValue[];
  readonly depth: number | null;
}

export type SearchWorkerRequest = ThinkRequest | ExpandRequestMessage | CompareRequestMessage | SolveRequestMessage | EstimateRequestMessage | ReviewRequestMessage;

export interface ExpandedChild {
  readonly move: number;
  readonly value: number | null;
  readonly chosen: boolean;
  readonly pruned: boolean;
}

export type SearchWorkerResponse =
  | { readonly type: 'progress'; readonly id: number; readonly nodes: number; readonly depth: number }
  /** A sign of life during a long search (a move's depth, a search-tree level, a comparison, a solve), for the client's watchdog; a solve says the positions it has searched. */
  | { readonly type: 'alive'; readonly id: number; readonly nodes?: number }
  | { readonly type: 'moved'; readonly id: number; readonly move: number; readonly value: number; readonly nodes: number; readonly depth: number }
  | { readonly type: 'expanded'; readonly id: number; readonly value: number | null; readonly children: readonly ExpandedChild[] }
  | { readonly type: 'compare-progress'; readonly id: number; readonly rows: readonly CompareRow[]; readonly done: number; readonly total: number }
  | { readonly type: 'compared'; readonly id: number; readonly rows: readonly CompareRow[] }
  /** Every legal move's exact value (first player's view), best for the mover first, and the positions the solve searched. */
  | { readonly type: 'solved'; readonly id: number; readonly moves: readonly MoveValue[]; readonly nodes: number }
  /** Every legal move's depth-limited value (first player's view), in the game's natural order. */
  | { readonly type: 'estimated'; readonly id: number; readonly moves: readonly MoveValue[]; readonly depth: number }
  /** One position of a review: every legal move's value (first player's view), the position after `index` moves of the line. */
  | { readonly type: 'review-position'; readonly id: number; readonly index: number; readonly moves: readonly MoveValue[] }
  /** Every position of a review was sent. */
  | { readonly type: 'reviewed'; readonly id: number }
  | { readonly type: 'error'; readonly id: number; readonly message: string };

/** What the CPU is asked: the position (the game and its moves from the start) and how to search. */
export interface SearchRequest {
  readonly gameId: string;
  readonly moves: readonly number[];
  /** The position the moves start from, in the game's setup notation (`Game.setup.format`); absent: the game's initial position. */
  readonly start?: string;
  /** Depth in plies (a pass is a ply); with `timeMs` > 0 the deepest depth completed in time, at most this. */
  readonly depth: number;
  /** Time per move in ms for iterative deepening; 0: search exactly `depth`. */
  readonly timeMs: number;
  /** The evaluation's id ('discs', 'weights', 'mobility', ...). */
  readonly evaluation: string;
}

/** The CPU's answer: its move, the position's value (first player's view, depth-limited), nodes searched and the depth reached. */
export interface SearchAnswer {
  readonly move: number;
  readonly value: number;
  readonly nodes: number;
  readonly depth: number;
}

export interface SearchProgress {
  readonly nodes: number;
  readonly depth: number;
}

/** One level of the CPU's search tree: the children of the node at `path` below the position of `request`. */
export interface ExpandRequest {
  readonly gameId: string;
  readonly moves: readonly number[];
  /** The position the moves start from, in the game's setup notation (`Game.setup.format`); absent: the game's initial position. */
  readonly start?: string;
  /** Moves from the search root to the node to expand. */
  readonly path: readonly number[];
  /** Depth of the whole search from the root. */
  readonly depth: number;
  readonly evaluation: string;
  /** Alpha-beta (pruned children flagged) rather than plain minimax. */
  readonly alphabeta: boolean;
}

/** The lesson "where the whole tree returns": a position, the AI's depth and evaluation. */
export type WholeTreeRequest = EstimateRequest;

/** The AI's depth-limited choice (`think` at the request's depth: its move, estimate and nodes) beside the exact solve (every move's exact value, best first, and its nodes). */
export interface WholeTreeAnswer {
  readonly estimate: SearchAnswer;
  readonly exact: readonly MoveValue[];
  readonly exactNodes: number;
}

/** The CPU behind the thread boundary; every job rejects with a CancelledError when cancelled or replaced. */
export interface SearchPort {
  think(request: SearchRequest, onProgress: (p: SearchProgress) => void): Promise<SearchAnswer>;
  /** Stops the move being searched at once (its worker is terminated; the next move starts a fresh one). */
  cancel(): void;
  /** The root's value and the children of one node of the search tree with their depth-limited values and flags. */
  expand(request: ExpandRequest): Promise<{ readonly value: number | null; readonly children: readonly ExpandedChild[] }>;
  /** Drops every level asked for and stops the one being computed (the tree they belong to was replaced). */
  cancelTree(): void;
  /** Node counts of minimax and alpha-beta variants at depths 1..maxDepth (its own worker; newest wins), rows as they complete. */
  /** Every legal move's exact value, in the AI's worker (newest wins with `think`; `cancel` stops it). Rejects for a game without a solver. */
  solve(request: SolveRequest, onNodes?: (nodes: number) => void): Promise<readonly MoveValue[]>;
  /** The hints of a position: every legal move's exact value (`exact`; `onNodes` hears the positions searched so far) or estimate, in its own worker (newest wins). */
  moveValues(request: EstimateRequest & { readonly exact: boolean }, onNodes?: (nodes: number) => void): Promise<MoveValues>;
  /** Drops the hints being computed (the line changed or hints went off). */
  cancelMoveValues(): void;
  /** The values of a line's positions (`ReviewRequest`), each reported as it is done, in its own worker (newest wins); resolves when all are. */
  review(request: ReviewRequest, onPosition: (index: number, moves: readonly MoveValue[]) => void): Promise<void>;
  /** Stops the review being computed (the line changed, or the review is no longer shown). */
  cancelReview(): void;
  /** The lesson "where the whole tree returns": a `think` at the request's depth (no time limit), then a `solve` (`onNodes` hears its positions so far), in a worker of its own (newest wins). */
  wholeTree(request: WholeTreeRequest, onNodes: (nodes: number) => void): Promise<WholeTreeAnswer>;
  /** Stops the lesson's searches. */
  cancelWholeTree(): void;
  compare(request: CompareRequest, onProgress: (rows: readonly CompareRow[], done: number, total: number) => void): Promise<readonly CompareRow[]>;
  cancelCompare(): void;
}

