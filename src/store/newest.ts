/**
 * Newest request wins: the one rule every slice that asks a worker follows. `begin()` hands out a ticket for a
 * request; an answer is applied only while `holds(ticket)` (no request began since and nothing was dropped);
 * `drop()` makes every ticket given out so far stale (a cancel, a new position). One object per kind of request.
 */
export interface Newest {
  /** A ticket for a new request; every earlier ticket is stale from now on. */
  begin(): number;
  /** Whether `ticket` is still the newest request (nothing began or was dropped since it was handed out). */
  holds(ticket: number): boolean;
  /** Makes every ticket handed out so far stale. */
  drop(): void;
}

export function newest(): Newest {
  let current = 0;
  return {
    begin: () => ++current,
    holds: (ticket) => ticket === current,
    drop: () => {
      current++;
    },
  };
}
