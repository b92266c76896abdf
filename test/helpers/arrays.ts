/** Index of the first difference between two typed arrays (-1 when equal, -2 when lengths differ). Fast where toEqual is slow. */
export function firstDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) return -2;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return i;
  return -1;
}
