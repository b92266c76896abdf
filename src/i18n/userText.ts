/**
 * Text a person typed (an address, a command-line argument) quoted inside a
 * message: it must not be able to change how the message around it reads.
 */

// Control characters (C0 such as newline, CR and ESC; DEL; C1), line and paragraph separators,
// and the bidirectional marks, embeddings, overrides and isolates. Matching them is the point.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;
const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * `text` with every control character written as a visible escape (`\n`,
 * `\x1b`, `\u202e`): it cannot break a line, move a terminal's cursor, set
 * its title (OSC) or reorder the text after it. Other text is unchanged. O(length).
 */
export function escapeControls(text: string): string {
  return text.replace(CONTROLS, (c) => {
    const code = c.charCodeAt(0);
    return NAMED[c] ?? (code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`);
  });
}

/**
 * `text` ready to quote in a line of plain text (a terminal, a log file): the
 * rule of quoteUserText (at most `max` code points with an ellipsis, controls
 * escaped) with ASCII double quotes in place of the isolates, which a
 * terminal does not need (it reorders nothing once the bidirectional controls
 * are escaped) and may draw as boxes. The command line quotes every argument
 * it echoes with this. Cost: that of quoteUserText.
 */
export function quotePlainText(text: string, max: number): string {
  return `"${quoteUserText(text, max).replace(/^\u2068|\u2069$/g, '')}"`;
}

/**
 * `text` ready to quote in a message on the page: at most `max` code points
 * (never half an emoji), an ellipsis when clipped; controls escaped
 * (escapeControls); the whole wrapped in a first-strong isolate (U+2068 …
 * U+2069, the text form of <bdi>), so right-to-left letters in it do not
 * reorder the message around it either. At most 6·max + 3 characters
 * whatever the input's length (an escape is at most six). O(max).
 */
export function quoteUserText(text: string, max: number): string {
  let end = 0;
  for (let n = 0; n < max && end < text.length; n++) end += (text.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
  const clipped = end < text.length ? `${text.slice(0, end)}…` : text;
  return `\u2068${escapeControls(clipped)}\u2069`;
}

/** Code points of a parser's message quoted in a notice (its own words around a quote it clipped itself). */
export const MESSAGE_MAX = 200;

/** How many items a message lists before it says how many more there are (quoteList). */
export const LISTED = 5;

/**
 * The first `LISTED` of `items`, each quoted (quoteUserText, at most `max`
 * code points) and joined with ", ", and how many were left out: a message
 * naming what a link or a person typed stays a few lines long however many
 * there are (15,000 unknown keys: five named, "and 14,995 more"). O(LISTED·max).
 */
export function quoteList(items: readonly string[], max: number): { list: string; more: number } {
  return { list: items.slice(0, LISTED).map((item) => quoteUserText(item, max)).join(', '), more: Math.max(0, items.length - LISTED) };
}
