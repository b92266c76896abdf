/**
 * What `npm run gallery` renders (scripts/gallery.mts): every view of the app,
 * in both languages, at the three screen sizes of the product brief, and the
 * index page that shows them in a grid. Pure (no browser, no files): the
 * list, the file names, the command-line options and the index page are
 * tested in Node (test/scripts/gallery.test.ts).
 *
 * A view is an address plus what a person does there before the picture
 * (press a button, open a tab, wait for a match to finish). Buttons are found
 * by their accessible names in the shot's language, read from the app's own
 * dictionaries, so a change of wording does not break the gallery.
 */
import type { MessageKey } from '../src/i18n/en.ts';
import type { Language } from '../src/i18n/translate.ts';

export const GALLERY_LANGUAGES: readonly Language[] = ['en', 'ja'];

/** A screen size: the projector, a student laptop, a phone. */
export interface GallerySize {
  readonly width: number;
  readonly height: number;
}

export const GALLERY_SIZES: readonly GallerySize[] = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
];

/** One thing a person does on the page before the picture. */
export type GalleryStep =
  /** Press the button whose accessible name reads as the message (labelPattern). */
  | { readonly click: MessageKey; readonly role?: 'button' | 'tab' }
  /** Open the n-th tab (0 = the first). */
  | { readonly tab: number }
  /** Type `value` into the text box whose accessible name is the message's text. */
  | { readonly fill: MessageKey; readonly value: string }
  /** Wait until `selector` is on the page (up to `timeoutMs`). */
  | { readonly waitFor: string; readonly timeoutMs?: number }
  /** Wait until the button named by the message (as in `click`) is there and enabled again (a match has finished). */
  | { readonly waitEnabled: MessageKey; readonly timeoutMs?: number }
  /** Press a key (the presenter's keys). */
  | { readonly press: string }
  /** Scroll the first element matching `selector` into view, as little as needed (a result below the fold). */
  | { readonly scroll: string };

export interface GalleryView {
  /** Short, file-name safe. */
  readonly id: string;
  /** What the view is, for the index page. */
  readonly title: string;
  /** The address after the base URL: a query for the page (`?present`) and/or a hash. */
  readonly address: string;
  readonly steps?: readonly GalleryStep[];
  /** Printed (emulateMedia print) and taken as the whole page, not the first screen. */
  readonly print?: boolean;
}

const ALL_KINDS = 'who-wins,best-moves,minimax,alpha-beta,which-case,which-order';
const EXERCISE_KINDS = ['who-wins', 'best-moves', 'minimax', 'alpha-beta', 'which-case', 'which-order', 'numeric-minimax', 'numeric-alpha-beta', 'depth-limit', 'tt-probe', 'negamax', 'count-tree'] as const;
/** A quiz link: one question of a kind (or all kinds), a fixed seed so every run shows the same. */
const quiz = (kinds: string, level: string, count: number) => `#/quiz?kinds=${kinds}&level=${level}&count=${count}&seed=2026`;
/** An Othello game some moves in: both sides have choices, the CPU's search is quick. */
const OTHELLO = '#/othello/f5d6c3d3c4f4';
/** A whole Othello game (to its end: the graph's exact part, the review's mistakes). */
const OTHELLO_GAME = 'f5f4e3f6g5g4f7f8g7h8e6h6h3d2c3c4f3c2h5f2e7e8h7h4d7h2f1c8c1e2d3d1e1g3g6g1h1b1b2d6c6a1b3c5b6a3a2c7a4a6b5a5b8d8a7a8b7g2b4g8';
/** Othello CPU settings that keep the arena's match and the search tree short. */
const OTHELLO_QUICK = 'depth=2';

export const GALLERY_VIEWS: readonly GalleryView[] = [
  { id: 'explorer-root', title: 'Explorer at the empty board, 3 levels', address: '#/?levels=3' },
  { id: 'explorer-4', title: 'Explorer at o:4, 3 levels', address: '#/4?levels=3' },
  { id: 'explorer-408', title: 'Explorer at o:4 x:0 o:8, 3 levels', address: '#/408?levels=3' },
  { id: 'overview', title: 'Whole-game overview at o:4 x:0', address: '#/40?picture=overview' },
  { id: 'play-vs-ai', title: 'Play against the AI', address: '#/40?mode=vs-ai' },
  { id: 'hidden-values', title: 'Hide values (predict first) at o:4 x:0, 3 levels', address: '#/40?hide=1&levels=3' },
  { id: 'lab-minimax', title: 'Search lab, minimax from o:4 x:0 o:8 x:3, step 20', address: '#/4083?tab=lab&alg=minimax&step=20' },
  { id: 'lab-alphabeta', title: 'Search lab, alpha-beta from o:4 x:0 o:8 x:3, step 20', address: '#/4083?tab=lab&alg=alphabeta&step=20' },
  { id: 'lab-alphabeta-empty', title: 'Search lab, alpha-beta from the empty board, step 40', address: '#/?tab=lab&alg=alphabeta&step=40' },
  {
    id: 'arena',
    title: 'AI arena after a match',
    address: '#/?tab=arena',
    steps: [{ click: 'arena.match.start' }, { waitFor: '[role="tabpanel"] table', timeoutMs: 60_000 }, { waitEnabled: 'arena.match.start', timeoutMs: 60_000 }, { scroll: '[role="tabpanel"] table' }],
  },
  ...EXERCISE_KINDS.map((kind) => ({ id: `exercise-${kind}`, title: `Exercise: ${kind} (medium)`, address: quiz(kind, 'medium', 1) })),
  { id: 'exercise-alpha-beta-hard', title: 'Exercise: alpha-beta (hard)', address: quiz('alpha-beta', 'hard', 1) },
  { id: 'worksheet', title: 'Printed worksheet (every kind)', address: quiz(ALL_KINDS, 'medium', 6), steps: [{ click: 'ex.worksheet' }], print: true },
  { id: 'answer-key', title: 'Printed answer key (every kind)', address: quiz(ALL_KINDS, 'medium', 6), steps: [{ click: 'ex.answerKey' }], print: true },
  { id: 'othello-play', title: 'Othello against the CPU', address: `${OTHELLO}?${OTHELLO_QUICK}` },
  {
    id: 'othello-tree',
    title: 'Othello: the CPU’s search tree',
    address: `${OTHELLO}?${OTHELLO_QUICK}`,
    steps: [{ click: 'searched.tree.show' }, { waitFor: 'canvas', timeoutMs: 30_000 }, { scroll: 'canvas' }],
  },
  { id: 'othello-lab', title: 'Othello: search lab', address: `${OTHELLO}?${OTHELLO_QUICK}`, steps: [{ tab: 1 }, { waitFor: '[role="tabpanel"] svg, [role="tabpanel"] canvas', timeoutMs: 30_000 }] },
  {
    id: 'othello-arena',
    title: 'Othello: AI arena after a match',
    address: `${OTHELLO}?${OTHELLO_QUICK}`,
    steps: [
      { tab: 2 },
      { fill: 'arena.games', value: '2' },
      { click: 'arena.match.start' },
      { waitFor: '[role="tabpanel"] table', timeoutMs: 90_000 },
      { waitEnabled: 'arena.match.start', timeoutMs: 90_000 },
      { scroll: '[role="tabpanel"] table' },
    ],
  },
  { id: 'connect3-explorer', title: 'Connect 3 (4×3): explorer and play after 2 3', address: '#/connect3/23?levels=2' },
  { id: 'connect3-lab', title: 'Connect 3: search lab, alpha-beta after 2 3 2, step 30', address: '#/connect3/232?tab=lab&alg=alphabeta&step=30' },
  {
    id: 'connect3-arena',
    title: 'Connect 3: AI arena after a match',
    address: '#/connect3/?tab=arena',
    steps: [{ click: 'arena.match.start' }, { waitFor: '[role="tabpanel"] table', timeoutMs: 60_000 }, { waitEnabled: 'arena.match.start', timeoutMs: 60_000 }, { scroll: '[role="tabpanel"] table' }],
  },
  { id: 'othello-finished', title: 'Othello: a whole game with hints, its evaluation graph and review', address: `#/othello/${OTHELLO_GAME}?cpu=none&hints=1`, steps: [{ waitFor: '.game-review:not(:has(.game-review-working)) .eval-graph', timeoutMs: 120_000 }] },
  { id: 'othello-lesson', title: 'Othello: search lab, where the whole tree returns', address: `#/othello/${OTHELLO_GAME.slice(0, 2 * 46)}?cpu=none`, steps: [{ tab: 1 }, { waitFor: '.lab-whole-tree', timeoutMs: 30_000 }, { scroll: '.lab-whole-tree' }] },
  { id: 'connect4-play', title: 'Connect Four (7×6) with hints after 4 4 5 3', address: '#/connect4/4453?cpu=none&hints=1' },
  { id: 'connect4-perfect', title: 'Connect Four (7×6) against the perfect player: its opening table answers at once, every hint exact', address: '#/connect4/41?cpu=first&hints=1', steps: [{ waitFor: '.searched-hints-reach', timeoutMs: 30_000 }] },
  { id: 'connect4-lab', title: 'Connect Four: search lab and the lesson on solving by search', address: '#/connect4/4453?cpu=none', steps: [{ tab: 2 }, { waitFor: '.search-lesson', timeoutMs: 30_000 }, { scroll: '.search-lesson' }] },
  { id: 'learn-contents', title: 'Learn: the course’s contents', address: '#/learn' },
  { id: 'learn-step', title: 'Learn: chapter 4, alpha-beta, the window (live lab)', address: '#/learn/alpha-beta/window' },
  { id: 'learn-check', title: 'Learn: chapter 1’s checkpoint', address: '#/learn/game-tree/check' },
  { id: 'exercise-teacher', title: 'Exercises: the teacher’s view of results', address: '#/?tab=exercises&exview=teacher' },
  { id: 'connect4-4x4', title: 'Connect Four on 4×4, solved whole, with exact hints', address: '#/connect4-4x4/?cpu=none&hints=1' },
  { id: 'present-learn', title: 'Presentation mode: a course step', address: '?present#/learn/minimax/bottom-up' },
  { id: 'connect4-4x4-explore', title: 'Connect Four on 4×4: the explorer, every board by its exact value', address: '#/connect4-4x4/23?tab=explore&cpu=none', steps: [{ waitFor: '.solved-child.best', timeoutMs: 60_000 }] },
  { id: 'connect4-4x4-overview', title: 'Connect Four on 4×4: the whole game, every move sequence by its exact value, at 2 3 1 2', address: '#/connect4-4x4/2312?tab=explore&cpu=none&picture=overview', steps: [{ waitFor: 'canvas.overview-canvas[data-geometry]', timeoutMs: 60_000 }] },
  { id: 'connect4-5x4-overview', title: 'Connect Four on 5×4: the whole game (152,505,051,772 finished games), built in its worker, at 3 3', address: '#/connect4-5x4/33?tab=explore&cpu=none&picture=overview', steps: [{ waitFor: 'canvas.overview-canvas[data-geometry]', timeoutMs: 120_000 }] },
  { id: 'connect4-explore', title: 'Connect Four (7×6): the explorer 18 discs in, solved on demand', address: '#/connect4/542675125234214575?tab=explore&cpu=none', steps: [{ waitFor: '.solved-child.best', timeoutMs: 60_000 }] },
  { id: 'learn-negamax', title: 'Learn: negamax, where the sign goes wrong (the lab set as the source article wrote it)', address: '#/learn/negamax/sign-goes-wrong' },
  { id: 'present-explorer', title: 'Presentation mode: explorer at o:4, 3 levels', address: '?present#/4?levels=3' },
  { id: 'present-lab', title: 'Presentation mode: search lab, alpha-beta from o:4 x:0 o:8 x:3, step 12', address: '?present#/4083?tab=lab&alg=alphabeta&step=12' },
  { id: 'present-othello', title: 'Presentation mode: Othello', address: `?present${OTHELLO}?${OTHELLO_QUICK}` },
  {
    id: 'present-othello-tree',
    title: 'Presentation mode: Othello with the CPU’s search tree',
    address: `?present${OTHELLO}?${OTHELLO_QUICK}`,
    steps: [{ click: 'searched.tree.show' }, { waitFor: 'canvas', timeoutMs: 30_000 }, { scroll: 'canvas' }],
  },
  { id: 'embed', title: 'Embed frame at o:4 x:0 o:8, 3 levels', address: '#/408?embed&levels=3' },
];

/** One picture: a view in a language at a size. */
export interface GalleryShot {
  readonly view: GalleryView;
  readonly language: Language;
  readonly size: GallerySize;
  /** The picture's file name, unique in the gallery: `<view>-<language>-<width>x<height>.png`. */
  readonly file: string;
}

export const sizeName = (s: GallerySize): string => `${s.width}x${s.height}`;

/** Every view × language × size, views in list order (the index's order). */
export function galleryShots(views: readonly GalleryView[] = GALLERY_VIEWS, languages: readonly Language[] = GALLERY_LANGUAGES, sizes: readonly GallerySize[] = GALLERY_SIZES): GalleryShot[] {
  const shots: GalleryShot[] = [];
  for (const view of views) for (const language of languages) for (const size of sizes) shots.push({ view, language, size, file: `${view.id}-${language}-${sizeName(size)}.png` });
  return shots;
}

export interface GalleryOptions {
  readonly out: string;
  /** View ids to render (all when empty). */
  readonly only: readonly string[];
  readonly languages: readonly Language[];
  readonly sizes: readonly GallerySize[];
  /** Pages rendered at the same time. */
  readonly parallel: number;
}

/**
 * The command line: `--out DIR` (default gallery/), `--only id,id`, `--lang en|ja`,
 * `--size 1280x720` (repeatable or comma-separated), `--parallel N` (1-4). Throws
 * with a sentence naming the bad argument.
 */
export function parseGalleryArgs(args: readonly string[], views: readonly GalleryView[] = GALLERY_VIEWS): GalleryOptions {
  let out = 'gallery';
  const only: string[] = [];
  const languages: Language[] = [];
  const sizes: GallerySize[] = [];
  let parallel = 2;
  for (let i = 0; i < args.length; i++) {
    const flag = args[i];
    const value = args[i + 1];
    if (!['--out', '--only', '--lang', '--size', '--parallel'].includes(flag)) throw new Error(`unknown argument "${flag}" (use --out, --only, --lang, --size, --parallel)`);
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value`);
    i++;
    const list = value.split(',').filter(Boolean);
    if (flag === '--out') out = value;
    else if (flag === '--only') {
      for (const id of list) if (!views.some((v) => v.id === id)) throw new Error(`no view "${id}" (views: ${views.map((v) => v.id).join(', ')})`);
      only.push(...list);
    } else if (flag === '--lang') {
      for (const l of list) {
        if (l !== 'en' && l !== 'ja') throw new Error(`no language "${l}" (use en or ja)`);
        languages.push(l);
      }
    } else if (flag === '--size') {
      for (const s of list) {
        const m = /^(\d{3,4})x(\d{3,4})$/.exec(s);
        if (!m) throw new Error(`a size is WIDTHxHEIGHT such as 1280x720, not "${s}"`);
        sizes.push({ width: Number(m[1]), height: Number(m[2]) });
      }
    } else {
      parallel = Number(value);
      if (!Number.isInteger(parallel) || parallel < 1 || parallel > 4) throw new Error(`--parallel is a whole number from 1 to 4, not "${value}"`);
    }
  }
  return { out, only, languages: languages.length ? languages : GALLERY_LANGUAGES, sizes: sizes.length ? sizes : GALLERY_SIZES, parallel };
}

/** The shots the options ask for. */
export function selectedShots(options: GalleryOptions, views: readonly GalleryView[] = GALLERY_VIEWS): GalleryShot[] {
  const chosen = options.only.length ? views.filter((v) => options.only.includes(v.id)) : views;
  return galleryShots(chosen, options.languages, options.sizes);
}

/**
 * A pattern for a button's accessible name from its message: the message's
 * text with each {placeholder} (and each plural choice {n|one|other}) standing
 * for any text, from the name's start
 * ("Play {games} games" matches "Play 20 games"; "{games} 局対戦する" matches
 * "20 局対戦する").
 */
export function labelPattern(template: string): RegExp {
  const parts = template.trim().split(/\{\w+(?:\|[^{}|]*\|[^{}|]*)?\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^\\s*${parts.join('.+?')}`);
}

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** What happened to a shot: taken, or why not (the page's errors are listed under the picture). */
export interface ShotResult {
  readonly shot: GalleryShot;
  readonly error?: string;
  readonly pageErrors?: readonly string[];
}

/**
 * What the index shows after a run: every picture of the whole gallery that
 * this run took (with its outcome) or an earlier run left in the folder
 * (`exists`), in gallery order, so a run of a few views (`--only`) does not
 * drop the others from the index.
 */
export function indexResults(current: readonly ShotResult[], exists: (file: string) => boolean, all: readonly GalleryShot[] = galleryShots()): ShotResult[] {
  const now = new Map(current.map((r) => [r.shot.file, r]));
  const out: ShotResult[] = [];
  for (const shot of all) {
    const r = now.get(shot.file);
    if (r) out.push(r);
    else if (exists(shot.file)) out.push({ shot });
  }
  return out;
}

/**
 * The index page: one section per view (its title and address), a grid of
 * its pictures captioned with view, language and size, each a link to the
 * full picture; a failed shot shows its error instead of a picture.
 */
export function galleryIndex(results: readonly ShotResult[], heading: string): string {
  const sections: string[] = [];
  const byView = new Map<string, ShotResult[]>();
  for (const r of results) byView.set(r.shot.view.id, [...(byView.get(r.shot.view.id) ?? []), r]);
  for (const [id, rs] of byView) {
    const view = rs[0].shot.view;
    const cells = rs.map(({ shot, error, pageErrors }) => {
      const caption = `${escapeHtml(view.title)} · ${shot.language} · ${sizeName(shot.size)}`;
      const body = error ? `<p class="failed">Not taken: ${escapeHtml(error)}</p>` : `<a href="${escapeHtml(shot.file)}"><img src="${escapeHtml(shot.file)}" alt="${caption}" loading="lazy"></a>`;
      const errors = pageErrors?.length ? `<ul class="errors">${pageErrors.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul>` : '';
      return `<figure id="${escapeHtml(shot.file)}">${body}<figcaption>${caption}<br><code>${escapeHtml(shot.file)}</code></figcaption>${errors}</figure>`;
    });
    sections.push(`<section id="${escapeHtml(id)}"><h2>${escapeHtml(view.title)} <code>${escapeHtml(view.address)}</code></h2><div class="grid">${cells.join('')}</div></section>`);
  }
  const failed = results.filter((r) => r.error).length;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 1rem; background: #f4f4f4; }
.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(320px, 1fr)); gap: 1rem; align-items: start; }
figure { margin: 0; background: #fff; padding: .5rem; border: 1px solid #ccc; }
img { width: 100%; height: auto; max-height: 480px; object-fit: contain; object-position: top; display: block; background: #ddd; }
figcaption { margin-top: .3rem; } .failed, .errors { color: #a00; }
nav a { margin-right: .6rem; }
</style></head><body>
<h1>${escapeHtml(heading)}</h1>
<p>${results.length} pictures, ${byView.size} views${failed ? `, <strong>${failed} not taken</strong>` : ''}.</p>
<nav>${[...byView.keys()].map((id) => `<a href="#${escapeHtml(id)}">${escapeHtml(id)}</a>`).join('')}</nav>
${sections.join('\n')}
</body></html>
`;
}
