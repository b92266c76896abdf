/**
 * Where a course route leads (the contents, a step, a chapter's checkpoint,
 * or nowhere), the routes before and after it, and the app address a step
 * sets: its `view` with every option it leaves out at its default, so the
 * step looks the same whatever the student changed or saved. Pure.
 */
import type { Chapter } from './course.ts';
import { parseHash } from '../../../store/url.ts';
import { treeModuleById } from '../../../store/appGame.ts';
import { FULL_TREE_ADDRESS, searchedAddress } from '../../../store/gameAddress.ts';
import { addressFields } from '../../../store/urlFields.ts';

/** The checkpoint's route segment (`#/learn/<chapter>/check`); no step may use it. */
export const CHECK = 'check';

export type Place =
  | { readonly kind: 'contents' }
  | { readonly kind: 'step'; readonly chapter: number; readonly step: number }
  | { readonly kind: 'check'; readonly chapter: number }
  | { readonly kind: 'missing'; readonly route: string };

/** The place of a route in the course ('' the contents; a chapter alone: its first step). */
export function placeOf(chapters: readonly Chapter[], route: string): Place {
  if (route === '') return { kind: 'contents' };
  const [c, s, ...rest] = route.split('/');
  const chapter = chapters.findIndex((ch) => ch.id === c);
  if (chapter < 0 || rest.length > 0) return { kind: 'missing', route };
  if (s === undefined || s === '') return { kind: 'step', chapter, step: 0 };
  if (s === CHECK) return { kind: 'check', chapter };
  const step = chapters[chapter].steps.findIndex((st) => st.id === s);
  return step < 0 ? { kind: 'missing', route } : { kind: 'step', chapter, step };
}

/** The route of a place. */
export function routeOf(chapters: readonly Chapter[], p: Place): string {
  if (p.kind === 'contents') return '';
  if (p.kind === 'missing') return p.route;
  const ch = chapters[p.chapter];
  return p.kind === 'check' ? `${ch.id}/${CHECK}` : `${ch.id}/${ch.steps[p.step].id}`;
}

/** The place after `p` in reading order: each chapter's steps, then its checkpoint, then the next chapter (null at the end). */
export function nextPlace(chapters: readonly Chapter[], p: Place): Place | null {
  if (p.kind === 'contents' || p.kind === 'missing') return chapters.length ? { kind: 'step', chapter: 0, step: 0 } : null;
  if (p.kind === 'step') return p.step + 1 < chapters[p.chapter].steps.length ? { ...p, step: p.step + 1 } : { kind: 'check', chapter: p.chapter };
  return p.chapter + 1 < chapters.length ? { kind: 'step', chapter: p.chapter + 1, step: 0 } : null;
}

/** The place before `p` in reading order (null at the first step; the contents and a missing place have none). */
export function prevPlace(chapters: readonly Chapter[], p: Place): Place | null {
  if (p.kind === 'contents' || p.kind === 'missing') return null;
  if (p.kind === 'check') return { kind: 'step', chapter: p.chapter, step: chapters[p.chapter].steps.length - 1 };
  if (p.step > 0) return { ...p, step: p.step - 1 };
  return p.chapter > 0 ? { kind: 'check', chapter: p.chapter - 1 } : null;
}

/** A step's address with every option it leaves out written at its default (options whose default depends on others stay as they are). */
export function stepAddress(view: string): string {
  const { game, params } = parseHash(view);
  const fields = addressFields(treeModuleById(game) ? FULL_TREE_ADDRESS : searchedAddress(game));
  const out = new URLSearchParams();
  for (const f of fields) {
    const given = params.get(f.key);
    if (given !== null) out.set(f.key, given);
    else if (typeof f.fallback === 'string' && !f.local) out.set(f.key, f.fallback);
  }
  const q = view.indexOf('?');
  return `${q < 0 ? view : view.slice(0, q)}?${out.toString()}`;
}
