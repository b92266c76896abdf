/**
 * Typed-array structures described once. A column set is a table of column
 * names and element types; from it follow the TypeScript type, the
 * allocation, the byte count and the transfer between threads (flatbush's
 * model: one ArrayBuffer holding every column, so a structure crosses threads
 * as a single transferred buffer, with no copy).
 *
 * Layout of the buffer: the columns in the table's order, each starting at a
 * multiple of 8 bytes (so every typed view is aligned), each `length` entries
 * long, where a column's length is the set's row count plus its `extra` rows.
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

/** A column set as it travels between threads: the row count and the one buffer. */
export interface PackedColumns {
  readonly rows: number;
  readonly buffer: ArrayBuffer;
}

const align = (n: number) => (n + 7) & ~7;

/** Bytes needed for `rows` rows of the table. O(columns). */
export function columnBytes(table: ColumnTable, rows: number): number {
  let bytes = 0;
  for (const spec of Object.values(table)) bytes = align(bytes) + (rows + (spec.extra ?? 0)) * spec.type.BYTES_PER_ELEMENT;
  return align(bytes);
}

/** Views of every column over `buffer` (zeroed when fresh). O(columns). */
export function viewColumns<T extends ColumnTable>(table: T, rows: number, buffer: ArrayBuffer): Columns<T> {
  if (buffer.byteLength !== columnBytes(table, rows)) {
    throw new RangeError(`a buffer of ${buffer.byteLength} bytes does not hold ${rows} rows of these columns (${columnBytes(table, rows)} bytes)`);
  }
  const out: Record<string, unknown> = {};
  let offset = 0;
  for (const [name, spec] of Object.entries(table)) {
    offset = align(offset);
    const length = rows + (spec.extra ?? 0);
    out[name] = new spec.type(buffer, offset, length);
    offset += length * spec.type.BYTES_PER_ELEMENT;
  }
  return out as Columns<T>;
}

/** Allocates every column of the table for `rows` rows, in one zeroed buffer. */
export function allocateColumns<T extends ColumnTable>(table: T, rows: number): Columns<T> {
  return viewColumns(table, rows, new ArrayBuffer(columnBytes(table, rows)));
}
