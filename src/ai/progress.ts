/**
 * A tqdm-style progress line (source article 4), as a pure function of the counts and
 * the elapsed time: ` 42%|████▎     | 420/1000 [00:01<00:02, 312.5 games/s]`
 * (percent, bar in eighths of a cell, done/total, elapsed < estimated
 * remaining, rate). The caller measures time and decides where to print.
 */

/** Input of formatProgress. */
export interface ProgressLine {
  readonly done: number;
  readonly total: number;
  readonly elapsedMs: number;
  /** Default 'games'. */
  readonly unit?: string;
  /** Bar width in cells, default 10. */
  readonly width?: number;
}

const EIGHTHS = ['', '\u258f', '\u258e', '\u258d', '\u258c', '\u258b', '\u258a', '\u2589'];
const FULL = '\u2588';

/** Seconds as mm:ss, or h:mm:ss from an hour on. */
export function formatInterval(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number): string => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`;
}

/** A rate with one decimal below 1,000, else two decimals and k / M / G. */
export function formatRate(perSecond: number): string {
  if (!Number.isFinite(perSecond)) return '?';
  if (perSecond < 1e3) return perSecond.toFixed(1);
  if (perSecond < 1e6) return `${(perSecond / 1e3).toFixed(2)}k`;
  if (perSecond < 1e9) return `${(perSecond / 1e6).toFixed(2)}M`;
  return `${(perSecond / 1e9).toFixed(2)}G`;
}

/**
 * The progress line. Percent is rounded down (100% only when done); the bar
 * is full only when done; remaining time is (total - done) / rate, rounded,
 * and "?" until some time has passed.
 */
export function formatProgress(p: ProgressLine): string {
  const width = p.width ?? 10;
  const unit = p.unit ?? 'games';
  const finished = p.done >= p.total;
  const frac = finished ? 1 : Math.max(0, p.done / p.total);
  const percent = String(Math.floor(frac * 100)).padStart(3);
  const eighths = finished ? width * 8 : Math.min(width * 8 - 1, Math.round(frac * width * 8));
  const bar = (FULL.repeat(Math.floor(eighths / 8)) + EIGHTHS[eighths % 8]).padEnd(width);
  const seconds = p.elapsedMs / 1000;
  const rate = seconds > 0 ? p.done / seconds : Number.NaN;
  const remaining = finished ? formatInterval(0) : rate > 0 ? formatInterval(Math.round((p.total - p.done) / rate)) : '?';
  return `${percent}%|${bar}| ${p.done}/${p.total} [${formatInterval(seconds)}<${remaining}, ${formatRate(rate)} ${unit}/s]`;
}

/** Where a ProgressPrinter writes, and how it tells time (injected, so it stays testable). */
export interface ProgressPrinterOptions {
  readonly total: number;
  /** Default 'games'. */
  readonly unit?: string;
  /** Milliseconds from any fixed origin. */
  readonly now: () => number;
  /** Redraw in place (`\r`) through `raw`; otherwise print a few whole lines through `line`. */
  readonly tty: boolean;
  readonly raw?: (text: string) => void;
  readonly line: (text: string) => void;
  /** Minimum time between redraws on a terminal, default 100 ms. */
  readonly intervalMs?: number;
  /** Lines printed when not on a terminal (at even fractions of the total), default 4. */
  readonly lines?: number;
  /** Not on a terminal: also print a line when this long has passed since the last one (default never), so a long job is never silent. */
  readonly heartbeatMs?: number;
  /** The text of a line, instead of formatProgress (e.g. a count with no total). */
  readonly format?: (done: number, elapsedMs: number) => string;
}

/** Throttled progress output: `update(done)` after each chunk, `finish(done)` once at the end; `note` is appended to the line (e.g. the move of the game in progress). */
export interface ProgressPrinter {
  update(done: number, note?: string): void;
  finish(done: number): void;
}

/**
 * A progress printer: on a terminal (tty with `raw`) it redraws one line with
 * `\r` at most every `intervalMs` (padded with spaces over a longer previous
 * line), and ends it with a newline; elsewhere it prints a line each time
 * another 1/`lines` of the total is done (so 4 lines by default: 25%, 50%,
 * 75%, 100%) and, with `heartbeatMs`, whenever that long has passed since the
 * last line.
 */
export function createProgressPrinter(o: ProgressPrinterOptions): ProgressPrinter {
  const start = o.now();
  const unit = o.unit ?? 'games';
  const interval = o.intervalMs ?? 100;
  const lines = Math.max(1, o.lines ?? 4);
  const heartbeat = o.heartbeatMs ?? Infinity;
  const raw = o.tty ? o.raw : undefined;
  const text = (done: number, t: number, note?: string): string => {
    const main = o.format ? o.format(done, t - start) : formatProgress({ done, total: o.total, elapsedMs: t - start, unit });
    return note ? `${main} ${note}` : main;
  };
  let lastDraw = -Infinity;
  let drawnLength = 0; // terminal: length of the line on screen
  let printed = 0; // non-terminal: fractions printed so far
  let lastDone = -1; // non-terminal: `done` of the last line printed
  let lastLine = start; // non-terminal: time of the last line printed
  let finished = false;
  const step = (done: number): number => (o.total <= 0 ? lines : Math.floor((done / o.total) * lines));
  const redraw = (line: string, end: string): void => {
    (raw as (text: string) => void)(`\r${line.padEnd(drawnLength)}${end}`);
    drawnLength = line.length;
  };
  return {
    update(done, note) {
      if (finished) return;
      const t = o.now();
      if (raw) {
        if (t - lastDraw >= interval) {
          lastDraw = t;
          redraw(text(done, t, note), '');
        }
        return;
      }
      const reached = Math.min(lines, step(done));
      if (reached > printed || t - lastLine >= heartbeat) {
        printed = Math.max(printed, reached);
        lastDone = done;
        lastLine = t;
        o.line(text(done, t, note));
      }
    },
    finish(done) {
      if (finished) return;
      finished = true;
      const t = o.now();
      if (raw) redraw(text(done, t), '\n');
      else if (done !== lastDone) o.line(text(done, t));
    },
  };
}
