/**
 * Versioned transfer format of a GameTree for postMessage: every column is a
 * typed array that owns its whole ArrayBuffer, so the buffers can go in the
 * transfer list (zero copy). Never a subarray: its .buffer is the whole backing store.
 */
import type { GameTree, TreeLayout } from './gameTree.ts';
import type { PositionTable } from './positions.ts';

export const TRANSFER_FORMAT = 'minimax-explorer/game-tree';
export const TRANSFER_VERSION = 2;

const NODE_COLUMNS = ['levelStart', 'parent', 'firstChild', 'childCount', 'move', 'depth', 'pos', 'score', 'scoreShortest', 'bestMask', 'bestMaskShortest'] as const;
const POSITION_COLUMNS = ['board', 'indexOf', 'outcome', 'childPos', 'subtreeSize', 'oWins', 'draws', 'xWins', 'score', 'scoreShortest', 'bestMask', 'bestMaskShortest', 'node'] as const;

type NodeColumn = (typeof NODE_COLUMNS)[number];
type PositionColumn = (typeof POSITION_COLUMNS)[number];

const CTORS: Record<NodeColumn | `p.${PositionColumn}`, string> = {
  levelStart: 'Int32Array',
  parent: 'Int32Array',
  firstChild: 'Int32Array',
  childCount: 'Uint8Array',
  move: 'Int8Array',
  depth: 'Uint8Array',
  pos: 'Uint16Array',
  score: 'Int8Array',
  scoreShortest: 'Int8Array',
  bestMask: 'Uint16Array',
  bestMaskShortest: 'Uint16Array',
  'p.board': 'Int32Array',
  'p.indexOf': 'Int16Array',
  'p.outcome': 'Uint8Array',
  'p.childPos': 'Int16Array',
  'p.subtreeSize': 'Int32Array',
  'p.oWins': 'Int32Array',
  'p.draws': 'Int32Array',
  'p.xWins': 'Int32Array',
  'p.score': 'Int8Array',
  'p.scoreShortest': 'Int8Array',
  'p.bestMask': 'Uint16Array',
  'p.bestMaskShortest': 'Uint16Array',
  'p.node': 'Int32Array',
};

export interface TransferableTree {
  readonly format: typeof TRANSFER_FORMAT;
  readonly version: number;
  readonly nodeCount: number;
  readonly positionCount: number;
  readonly layout: TreeLayout;
  readonly scored: boolean;
  readonly nodes: Record<NodeColumn, ArrayBufferView>;
  readonly positions: Record<PositionColumn, ArrayBufferView>;
}

/** The message form of a tree and the buffers to transfer. The tree must not be used after transferring. */
export function toTransferable(tree: GameTree): { data: TransferableTree; transfer: ArrayBuffer[] } {
  const nodes = {} as Record<NodeColumn, ArrayBufferView>;
  const positions = {} as Record<PositionColumn, ArrayBufferView>;
  const transfer: ArrayBuffer[] = [];
  const own = (a: ArrayBufferView): ArrayBufferView => {
    // A view that does not own its whole buffer is copied, so only its bytes travel.
    const owned = a.byteOffset === 0 && a.byteLength === a.buffer.byteLength ? a : (a as Int8Array).slice();
    transfer.push(owned.buffer as ArrayBuffer);
    return owned;
  };
  for (const c of NODE_COLUMNS) nodes[c] = own(tree[c]);
  for (const c of POSITION_COLUMNS) positions[c] = own(tree.positions[c]);
  return {
    data: {
      format: TRANSFER_FORMAT,
      version: TRANSFER_VERSION,
      nodeCount: tree.nodeCount,
      positionCount: tree.positions.count,
      layout: tree.layout,
      scored: tree.scored,
      nodes,
      positions,
    },
    transfer,
  };
}

/** Error for a payload that is not a tree of this format and version. */
export class TransferFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransferFormatError';
  }
}

/** Rebuilds a GameTree from its transfer form, checking format, version, column types and lengths. */
export function fromTransferable(data: unknown): GameTree {
  if (typeof data !== 'object' || data === null) throw new TransferFormatError('tree payload is not an object');
  const d = data as Partial<TransferableTree>;
  if (d.format !== TRANSFER_FORMAT) throw new TransferFormatError(`unknown tree format ${JSON.stringify(d.format)}`);
  if (d.version !== TRANSFER_VERSION) throw new TransferFormatError(`tree format version ${String(d.version)} is not supported (expected ${TRANSFER_VERSION})`);
  const n = d.nodeCount;
  const pc = d.positionCount;
  if (!Number.isInteger(n) || !Number.isInteger(pc) || !d.nodes || !d.positions) throw new TransferFormatError('tree payload is missing counts or columns');
  const take = (key: keyof typeof CTORS, a: unknown, length: number) => {
    const want = CTORS[key];
    if (!ArrayBuffer.isView(a) || a.constructor.name !== want) throw new TransferFormatError(`column ${key} should be a ${want}`);
    if ((a as Int8Array).length !== length) throw new TransferFormatError(`column ${key} has ${(a as Int8Array).length} entries, expected ${length}`);
    return a;
  };
  const nodes = d.nodes as Record<NodeColumn, unknown>;
  const pos = d.positions as Record<PositionColumn, unknown>;
  const N = n as number;
  const P = pc as number;
  const positions: PositionTable = {
    count: P,
    board: take('p.board', pos.board, P) as Int32Array,
    indexOf: take('p.indexOf', pos.indexOf, 1 << 18) as Int16Array,
    outcome: take('p.outcome', pos.outcome, P) as Uint8Array,
    childPos: take('p.childPos', pos.childPos, P * 9) as Int16Array,
    subtreeSize: take('p.subtreeSize', pos.subtreeSize, P) as Int32Array,
    oWins: take('p.oWins', pos.oWins, P) as Int32Array,
    draws: take('p.draws', pos.draws, P) as Int32Array,
    xWins: take('p.xWins', pos.xWins, P) as Int32Array,
    score: take('p.score', pos.score, P) as Int8Array,
    scoreShortest: take('p.scoreShortest', pos.scoreShortest, P) as Int8Array,
    bestMask: take('p.bestMask', pos.bestMask, P) as Uint16Array,
    bestMaskShortest: take('p.bestMaskShortest', pos.bestMaskShortest, P) as Uint16Array,
    node: take('p.node', pos.node, P) as Int32Array,
  };
  const layout = d.layout === 'dfs' ? 'dfs' : 'bfs';
  return {
    nodeCount: N,
    layout,
    levelStart: take('levelStart', nodes.levelStart, layout === 'bfs' ? 11 : 0) as Int32Array,
    parent: take('parent', nodes.parent, N) as Int32Array,
    firstChild: take('firstChild', nodes.firstChild, N) as Int32Array,
    childCount: take('childCount', nodes.childCount, N) as Uint8Array,
    move: take('move', nodes.move, N) as Int8Array,
    depth: take('depth', nodes.depth, N) as Uint8Array,
    pos: take('pos', nodes.pos, N) as Uint16Array,
    score: take('score', nodes.score, N) as Int8Array,
    scoreShortest: take('scoreShortest', nodes.scoreShortest, N) as Int8Array,
    bestMask: take('bestMask', nodes.bestMask, N) as Uint16Array,
    bestMaskShortest: take('bestMaskShortest', nodes.bestMaskShortest, N) as Uint16Array,
    scored: d.scored === true,
    positions,
  };
}
