/**
 * A tree a teacher types, and its form in a quiz link.
 *
 * Grammar (whitespace allowed between any two tokens):
 *
 *     tree   = [ side ":" ] list
 *     side   = "max" | "min"                      (any case; MAX at the root when left out)
 *     list   = "[" item { "," item } "]"          (or "(" … ")", the link's form)
 *     item   = number | list
 *     number = [ "+" | "-" ] digit { digit }
 *
 * e.g. `[[3,[5,-2]],[2,9],[0,4,1]]` or `min: [[3, 5], [2, 9]]`. Full-width
 * characters (`［１，－２］`, typed by a Japanese keyboard in full-width
 * mode), the minus sign − (U+2212) and the ideographic comma 、 read as
 * their ASCII forms, as the answers' numbers do. Leaves may sit at
 * different depths. Limits: TREE_LIMITS. The link's form (formatTreeLink)
 * is the shortest text: no spaces, parentheses for brackets (kept as they
 * are in an address), `min:` only for MIN at the root.
 */
import { treeOf, type Nested, type NumTree, nestedOf } from './numericTree.ts';

/** What a typed tree may be: deepest leaf (edges below the root), children per node, leaves, leaf values, characters. */
export const TREE_LIMITS = { depth: 5, branching: 6, leaves: 40, value: 99, length: 1000 } as const;

/**
 * Why a typed tree cannot be read, and where: `at` is the 1-based position
 * of the character (the end of the text: its length + 1), `found` the
 * character found there ('' at the end). Each code's message names what was
 * expected and, for a limit, the limit.
 */
export type TreeError =
  | { readonly code: 'empty' }
  | { readonly code: 'too-long'; readonly length: number }
  | { readonly code: 'expected-open' | 'expected-item' | 'expected-next' | 'bad-side' | 'trailing'; readonly at: number; readonly found: string }
  | { readonly code: 'mismatched'; readonly at: number; readonly found: string; readonly open: string; readonly openAt: number }
  | { readonly code: 'empty-list'; readonly at: number }
  | { readonly code: 'value'; readonly at: number; readonly found: string }
  | { readonly code: 'depth'; readonly at: number }
  | { readonly code: 'branching'; readonly at: number; readonly children: number }
  | { readonly code: 'leaves'; readonly leaves: number };

export type TreeParse = { readonly ok: true; readonly tree: NumTree } | { readonly ok: false; readonly error: TreeError };

const CLOSE: Readonly<Record<string, string>> = { '[': ']', '(': ')' };

/** One code point made plain (full-width forms, −, 、), its position kept: a character whose folded form is longer stays as it is (and is reported as found). */
function plainChar(c: string): string {
  if (c === '\u2212') return '-';
  if (c === '、') return ',';
  const n = c.normalize('NFKC');
  return [...n].length === 1 ? n.toLowerCase() : c;
}

/**
 * Reads a typed tree. Never throws. O(length).
 */
export function parseTree(text: string): TreeParse {
  const chars = [...text].map(plainChar);
  if (chars.length > TREE_LIMITS.length) return { ok: false, error: { code: 'too-long', length: chars.length } };
  let i = 0;
  const skip = () => {
    while (i < chars.length && /\s/.test(chars[i])) i++;
  };
  const found = () => chars[i] ?? '';
  const fail = (error: TreeError): TreeParse => ({ ok: false, error });
  skip();
  if (i === chars.length) return fail({ code: 'empty' });
  let rootMax = true;
  if (/[a-z]/.test(found())) {
    const start = i;
    let word = '';
    while (i < chars.length && /[a-z]/.test(chars[i])) word += chars[i++];
    skip();
    if ((word !== 'max' && word !== 'min') || found() !== ':') return fail({ code: 'bad-side', at: start + 1, found: word });
    rootMax = word === 'max';
    i++;
    skip();
  }
  if (!CLOSE[found()]) return fail({ code: 'expected-open', at: i + 1, found: found() });
  let leaves = 0;
  let problem: TreeError | null = null;
  /** A list starting at i (an opening bracket), `depth` edges below the root. */
  const list = (depth: number): Nested[] | null => {
    const open = found();
    const openAt = i + 1;
    i++;
    skip();
    if (found() === CLOSE[open]) return (problem = { code: 'empty-list', at: openAt }), null;
    const items: Nested[] = [];
    for (;;) {
      skip();
      const c = found();
      if (CLOSE[c]) {
        // The new list's items sit depth + 2 edges below the root.
        if (depth + 2 > TREE_LIMITS.depth) return (problem = { code: 'depth', at: i + 1 }), null;
        const sub = list(depth + 1);
        if (sub === null) return null;
        items.push(sub);
      } else if (/[-+\d]/.test(c)) {
        const at = i + 1;
        let num = c;
        i++;
        while (i < chars.length && /\d/.test(chars[i])) num += chars[i++];
        if (!/\d/.test(num)) return (problem = { code: 'expected-item', at, found: c }), null;
        const v = Number(num);
        if (!Number.isInteger(v) || Math.abs(v) > TREE_LIMITS.value) return (problem = { code: 'value', at, found: num }), null;
        items.push(v === 0 ? 0 : v);
        leaves++;
      } else return (problem = { code: 'expected-item', at: i + 1, found: c }), null;
      if (items.length > TREE_LIMITS.branching) return (problem = { code: 'branching', at: openAt, children: items.length }), null;
      skip();
      const next = found();
      if (next === ',') {
        i++;
        continue;
      }
      if (next === CLOSE[open]) {
        i++;
        return items;
      }
      if (next === ']' || next === ')') return (problem = { code: 'mismatched', at: i + 1, found: next, open, openAt }), null;
      return (problem = { code: 'expected-next', at: i + 1, found: next }), null;
    }
  };
  const root = list(0);
  if (root === null) return fail(problem ?? { code: 'empty' });
  skip();
  if (i < chars.length) return fail({ code: 'trailing', at: i + 1, found: found() });
  if (leaves > TREE_LIMITS.leaves) return fail({ code: 'leaves', leaves });
  return { ok: true, tree: treeOf(root, rootMax) };
}

/** The text of a nested list with `open`/`close` brackets and no spaces. */
function listText(n: Nested, open: string, close: string): string {
  return typeof n === 'number' ? String(n) : `${open}${n.map((c) => listText(c, open, close)).join(',')}${close}`;
}

/** The tree as a teacher would type it: `[[3,[5,-2]],[2,9]]`, `min:` in front for MIN at the root. O(nodes). */
export function formatTree(tree: NumTree): string {
  return `${tree.rootMax ? '' : 'min:'}${listText(nestedOf(tree), '[', ']')}`;
}

/** The tree's form in a quiz link: formatTree with parentheses, e.g. `min:((3,5),(2,9))` (read back by parseTree). O(nodes). */
export function formatTreeLink(tree: NumTree): string {
  return `${tree.rootMax ? '' : 'min:'}${listText(nestedOf(tree), '(', ')')}`;
}
