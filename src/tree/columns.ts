/**
 * Typed-array structures described once. A column set is a table of column
 * names and element types; from it follow the TypeScript type, the
 * allocation, the byte count and the transfer between threads.
 *
 * Layout: each column is a typed array over a buffer of its own, `length`
 * entries long, where a column's length is the set's row count plus its
 * `extra` rows. A set crosses threads as its row count and its buffers in
 * the table's order, all in the transfer list (no copy).
 *
 * Why not one buffer for every column (flatbush's layout, used here before):
 * the tree's single 9.4 MB block came back from Node's allocator as fresh
 * pages on most builds (about 2,300 page faults, 2-3 ms a build), where the
 * ten columns' blocks of at most 2.2 MB are reused.
 */

type TypedArrayCtor =
  | Int8ArrayConstructor
  | Uint8ArrayConstructor
  | Int16ArrayConstructor
  | Uint16ArrayConstructor
  | Int32ArrayConstructor
  | Float64ArrayConstructor;

/** One column: its element type and how many rows beyond the set's count it has (default 0). */
export interface ColumnSpec {
  readonly type: TypedArrayCtor;
  readonly extra?: number;
}

/** A table of columns: name -> spec. */
export type ColumnTable = Readonly<Record<string, ColumnSpec>>;

/** The typed arrays of a column table, by name. */
export type Columns<T extends ColumnTable> = { readonly [K in keyof T]: InstanceType<T[K]['type']> };

/** A column set as it travels between threads: the row count and one buffer per column, in the table's order. */
export interface PackedColumns {
  readonly rows: number;
  readonly buffers: readonly ArrayBuffer[];
}

/** Bytes of each column for `rows` rows, in the table's order. O(columns). */
export function columnBytes(table: ColumnTable, rows: number): number[] {
  return Object.values(table).map((spec) => (rows + (spec.extra ?? 0)) * spec.type.BYTES_PER_ELEMENT);
}

/**
 * Views of every column over its buffer. Throws RangeError when the buffers
 * do not match the table for `rows` rows (how many, or their sizes).
 */
export function viewColumns<T extends ColumnTable>(table: T, rows: number, buffers: readonly ArrayBuffer[]): Columns<T> {
  const want = columnBytes(table, rows);
  if (buffers.length !== want.length) throw new RangeError(`${buffers.length} buffers do not hold the ${want.length} columns`);
  const out: Record<string, unknown> = {};
  Object.entries(table).forEach(([name, spec], i) => {
    if (buffers[i].byteLength !== want[i]) throw new RangeError(`the ${name} buffer has ${buffers[i].byteLength} bytes, not the ${want[i]} of ${rows} rows`);
    out[name] = new spec.type(buffers[i]);
  });
  return out as Columns<T>;
}

/** Allocates every column of the table for `rows` rows, zeroed, each over its own buffer. */
export function allocateColumns<T extends ColumnTable>(table: T, rows: number): Columns<T> {
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(table)) out[name] = new spec.type(rows + (spec.extra ?? 0));
  return out as Columns<T>;
}

/** The set's buffers in the table's order, for another thread (the columns must not be used afterwards if transferred). */
export function packColumns<T extends ColumnTable>(table: T, cols: Columns<T>, rows: number): PackedColumns {
  return { rows, buffers: Object.keys(table).map((name) => (cols[name] as ArrayBufferView).buffer as ArrayBuffer) };
}
