/**
 * Versioned transfer format of a GameTree for postMessage: three column sets
 * (the nodes, the positions, the edges: columns.ts), each a list of buffers,
 * and the small levelStart copy. The buffers go in the transfer list (zero
 * copy); the receiving side views them through the same column tables and
 * rebuilds the key index. The game itself does not travel: both sides name it.
 */
import type { FullTreeGame } from '../games/game.ts';
import { columnBytes, packColumns, viewColumns, type PackedColumns } from './columns.ts';
import { assembleTree, NODE_COLUMNS, type GameTree } from './gameTree.ts';
import { EDGE_COLUMNS, packPositions, POSITION_COLUMNS, unpackPositions } from './positions.ts';

export const TRANSFER_FORMAT = 'minimax-explorer/game-tree';
export const TRANSFER_VERSION = 4;

export interface TransferableTree {
  readonly format: typeof TRANSFER_FORMAT;
  readonly version: number;
  readonly game: string;
  readonly scored: boolean;
  readonly levelStart: Int32Array;
  readonly nodes: PackedColumns;
  readonly positions: PackedColumns;
  readonly edges: PackedColumns;
}

/** The message form of a tree and the buffers to transfer. The tree must not be used after transferring. */
export function toTransferable<S>(tree: GameTree<S>): { data: TransferableTree; transfer: ArrayBuffer[] } {
  const { positions, edges } = packPositions(tree.positions);
  const nodes = packColumns(NODE_COLUMNS, tree, tree.nodeCount);
  const levelStart = tree.levelStart.slice();
  return {
    data: { format: TRANSFER_FORMAT, version: TRANSFER_VERSION, game: tree.game.id, scored: tree.scored, levelStart, nodes, positions, edges },
    transfer: [...nodes.buffers, ...positions.buffers, ...edges.buffers, levelStart.buffer],
  };
}

/** Error for a payload that is not a tree of this format, version and game. */
export class TransferFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransferFormatError';
  }
}

function packed(what: string, p: unknown, table: Parameters<typeof columnBytes>[0]): PackedColumns {
  const c = p as Partial<PackedColumns> | null;
  if (typeof c !== 'object' || c === null || !Number.isInteger(c.rows) || !Array.isArray(c.buffers) || !c.buffers.every((b) => b instanceof ArrayBuffer)) {
    throw new TransferFormatError(`the ${what} columns are missing`);
  }
  const want = columnBytes(table, c.rows as number);
  const got = c.buffers.map((b) => b.byteLength);
  if (got.join() !== want.join()) throw new TransferFormatError(`the ${what} buffers hold ${got.join(', ')} bytes, expected ${want.join(', ')} for ${c.rows} rows`);
  return c as PackedColumns;
}

/** Rebuilds a GameTree of `game` from its transfer form, checking format, version, game and buffer sizes. */
export function fromTransferable<S>(game: FullTreeGame<S>, data: unknown): GameTree<S> {
  if (typeof data !== 'object' || data === null) throw new TransferFormatError('tree payload is not an object');
  const d = data as Partial<TransferableTree>;
  if (d.format !== TRANSFER_FORMAT) throw new TransferFormatError(`unknown tree format ${JSON.stringify(d.format)}`);
  if (d.version !== TRANSFER_VERSION) throw new TransferFormatError(`tree format version ${String(d.version)} is not supported (expected ${TRANSFER_VERSION})`);
  if (d.game !== game.id) throw new TransferFormatError(`the tree is of ${JSON.stringify(d.game)}, expected ${game.id}`);
  const nodes = packed('node', d.nodes, NODE_COLUMNS);
  const positionTable = unpackPositions(game, { positions: packed('position', d.positions, POSITION_COLUMNS), edges: packed('edge', d.edges, EDGE_COLUMNS) });
  if (!(d.levelStart instanceof Int32Array) || d.levelStart.length !== game.maxPlies + 2) throw new TransferFormatError('levelStart is missing or of the wrong length');
  return assembleTree(positionTable, nodes.rows, viewColumns(NODE_COLUMNS, nodes.rows, nodes.buffers), d.levelStart, d.scored === true);
}
