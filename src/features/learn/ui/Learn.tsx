import '../learnWords.ts';
import '../../exercises/exercisesWords.ts';
import './learn.css';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { AppState } from '../../../store/appState.ts';
import { useAppStore, useAppStoreApi, useShownLanguage, useT } from '../../../components/StoreContext.tsx';
import { courseChapters } from '../chapters/index.ts';
import { nextPlace, placeOf, prevPlace, routeOf, type Place } from '../state/coursePlace.ts';
import { useCoursePresenter } from '../../present/ui/useCoursePresenter.ts';
import { Contents } from './Contents.tsx';
import { StepView } from './StepView.tsx';
import { Checkpoint } from './Checkpoint.tsx';
import { useProgress } from './useProgress.ts';

const selectPresent = (s: AppState) => s.present;

/**
 * The Learn screen: the course's contents, a step (its text beside the live app, `children`: the app's sections),
 * or a chapter's checkpoint, by the route in the address (`#/learn/<chapter>/<step>`).
 */
export function Learn({ route, children }: { route: string; children: ReactNode }) {
  const t = useT();
  const lang = useShownLanguage();
  const store = useAppStoreApi();
  const present = useAppStore(selectPresent);
  const course = useMemo(() => courseChapters(), []);
  const chapters = useMemo(() => course.map((c) => c.chapter), [course]);
  const place = placeOf(chapters, route);
  const api = useProgress();
  const go = useCallback((p: Place | null) => p && store.getState().openLearn(routeOf(chapters, p)), [store, chapters]);
  const step = useCallback((d: 1 | -1) => go(d === 1 ? nextPlace(chapters, place) : prevPlace(chapters, place)), [go, chapters, place]);
  useCoursePresenter(store, present, step);
  const { seen } = api;
  // A step seen is remembered (and is where "Continue" leads).
  const seenStep = place.kind === 'step' ? chapters[place.chapter].steps[place.step].id : null;
  const seenChapter = place.kind === 'step' ? chapters[place.chapter].id : null;
  useEffect(() => {
    if (seenChapter !== null && seenStep !== null) seen(seenChapter, seenStep);
  }, [seenChapter, seenStep, seen]);
  return (
    <div className="learn" data-testid="learn">
      <nav className="learn-bar" aria-label={t('learn.nav')}>
        <button type="button" className="button" aria-current={place.kind === 'contents' ? 'page' : undefined} onClick={() => go({ kind: 'contents' })}>
          {t('learn.contents')}
        </button>
        {(place.kind === 'step' || place.kind === 'check') && (
          <span className="learn-bar-chapter">
            {t('learn.chapterN', { n: place.chapter + 1 })} · {course[place.chapter].words[lang].title}
          </span>
        )}
        <button type="button" className="button learn-leave" onClick={() => store.getState().closeLearn()}>
          {t('learn.leave')}
        </button>
      </nav>
      {place.kind === 'contents' && <Contents course={course} api={api} onGo={go} />}
      {place.kind === 'missing' && <Missing route={place.route} onContents={() => go({ kind: 'contents' })} />}
      {place.kind === 'step' && (
        <StepView course={course} place={place} onGo={go}>
          {children}
        </StepView>
      )}
      {place.kind === 'check' && <Checkpoint key={place.chapter} course={course} place={place} api={api} onGo={go} />}
    </div>
  );
}

/** A route that leads nowhere: says so, and the contents are one click away. */
function Missing({ route, onContents }: { route: string; onContents: () => void }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [route]);
  return (
    <section className="learn-missing" aria-labelledby="learn-missing-title">
      <h2 id="learn-missing-title" tabIndex={-1} ref={heading}>
        {t('learn.missing', { route })}
      </h2>
      <button type="button" className="button primary" onClick={onContents}>
        {t('learn.toContents')}
      </button>
    </section>
  );
}
