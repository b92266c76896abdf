import { useEffect, useRef, type ReactNode } from 'react';
import { applyHash } from '../../../store/url.ts';
import type { AppStore } from '../../../store/createAppStore.ts';
import { useAppStore, useAppStoreApi, useShownLanguage, useT } from '../../../components/StoreContext.tsx';
import type { CourseChapter } from '../chapters/index.ts';
import type { StepTask } from '../state/course.ts';
import { nextPlace, prevPlace, stepAddress, type Place } from '../state/coursePlace.ts';
import { Paragraphs } from './Paragraphs.tsx';

/** Frames to wait for the part a step shows (the tree's panels follow the tree by a render or two). */
const SHOW_FRAMES = 120;

/** Sets the store as the step's address would (every option it leaves out at its default), then scrolls to the part it shows. */
function setStepView(store: AppStore, view: string, show: string | undefined): void {
  applyHash(store, stepAddress(view)).then(
    () => {
      // A step starts at the top of the page (the last one may have scrolled down), or at the part it shows.
      if (!show) return document.querySelector('.app')?.scrollIntoView?.({ block: 'start' });
      let frames = 0;
      const find = () => {
        const el = document.querySelector(`.learn-live ${show}`);
        if (el) el.scrollIntoView?.({ block: 'nearest' });
        else if (++frames < SHOW_FRAMES) requestAnimationFrame(find);
      };
      requestAnimationFrame(find);
    },
    () => store.getState().addAppNotice('notice.gameLoadFailed', 'error'),
  );
}

/** A step: its text (title, paragraphs, the task and whether it is done, Previous / Next, the step dots) beside the live app. */
export function StepView({ course, place, onGo, children }: { course: readonly CourseChapter[]; place: Extract<Place, { kind: 'step' }>; onGo: (p: Place | null) => void; children: ReactNode }) {
  const t = useT();
  const lang = useShownLanguage();
  const store = useAppStoreApi();
  const { chapter, words } = course[place.chapter];
  const step = chapter.steps[place.step];
  const text = words[lang].steps[step.id];
  const heading = useRef<HTMLHeadingElement>(null);
  const chapters = course.map((c) => c.chapter);
  const prev = prevPlace(chapters, place);
  const next = nextPlace(chapters, place);
  const setView = () => setStepView(store, step.view, step.show);
  // Moving to a step sets the live view as the step's address would, and puts focus on its heading.
  useEffect(() => {
    setStepView(store, step.view, step.show);
    heading.current?.focus();
  }, [store, step.view, step.show, chapter.id, step.id]);
  return (
    <div className="learn-step" data-step={`${chapter.id}/${step.id}`}>
      <section className="learn-text" aria-labelledby="learn-step-title">
        <p className="learn-where">{t('learn.stepOf', { n: place.step + 1, count: chapter.steps.length })}</p>
        <h2 id="learn-step-title" ref={heading} tabIndex={-1}>
          {text.title}
        </h2>
        <Paragraphs text={text.text} />
        {step.task && <Task task={step.task} ask={text.task ?? ''} done={text.done ?? t('learn.taskDone')} />}
        <button type="button" className="button learn-back" title={t('learn.backHint')} onClick={setView}>
          ↺ {t('learn.back')}
        </button>
        <div className="learn-nav">
          <button type="button" className="button" disabled={!prev} onClick={() => onGo(prev)}>
            ← {t('learn.prev')}
          </button>
          <ol className="learn-dots" aria-label={t('learn.steps')}>
            {chapter.steps.map((s, i) => (
              <li key={s.id}>
                <button type="button" className="learn-dot" aria-current={i === place.step ? 'step' : undefined} aria-label={t('learn.dot', { n: i + 1, title: words[lang].steps[s.id].title })} onClick={() => onGo({ kind: 'step', chapter: place.chapter, step: i })} />
              </li>
            ))}
            <li>
              <button type="button" className="learn-dot learn-dot-check" aria-label={t('learn.dotCheck')} onClick={() => onGo({ kind: 'check', chapter: place.chapter })} />
            </li>
          </ol>
          <button type="button" className="button primary learn-next" disabled={!next} onClick={() => onGo(next)}>
            {next?.kind === 'check' ? t('learn.check.title') : t('learn.next')} →
          </button>
        </div>
      </section>
      <section className="learn-live" aria-label={t('learn.live')}>
        {children}
      </section>
    </div>
  );
}

/** What the step asks, and "done" (shown and announced) once its predicate holds. */
function Task({ task, ask, done }: { task: StepTask; ask: string; done: string }) {
  const t = useT();
  const isDone = useAppStore(task.done);
  return (
    <div className={isDone ? 'learn-task done' : 'learn-task'} data-testid="learn-task">
      <p>
        <strong>{t('learn.try')}:</strong> {ask}
      </p>
      <p role="status" className="learn-task-status" data-testid="learn-task-status">
        {isDone && `✓ ${done}`}
      </p>
    </div>
  );
}
