/**
 * The course's addresses: `#/learn` (its contents), `#/learn/<chapter>/<step>`
 * (a step; `check` is the chapter's checkpoint). The course's place is the
 * learn slice's `learnRoute`; this module only reads and writes the text.
 */

/** The route of a course address ('' for the contents, 'chapter/step' for a step), or null for any other address. */
export function learnRouteOf(hash: string): string | null {
  const m = /^#\/learn(?:\/(.*))?$/.exec(hash);
  return m ? (m[1] ?? '') : null;
}

/** The address of a course route. */
export function learnHashOf(route: string): string {
  return route ? `#/learn/${route}` : '#/learn';
}
