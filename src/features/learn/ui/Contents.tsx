import { useEffect, useRef, useState } from 'react';
import { useShownLanguage, useT } from '../../../components/StoreContext.tsx';
import type { CourseChapter } from '../chapters/index.ts';
import { placeOf, type Place } from '../state/coursePlace.ts';
import type { ProgressApi } from './useProgress.ts';

/** The course's contents: each chapter with its summary and its mark (done, or steps seen); start or continue; reset. */
export function Contents({ course, api, onGo }: { course: readonly CourseChapter[]; api: ProgressApi; onGo: (p: Place) => void }) {
  const t = useT();
  const lang = useShownLanguage();
  const { progress } = api;
  const heading = useRef<HTMLHeadingElement>(null);
  const [asking, setAsking] = useState(false);
  const [wasReset, setWasReset] = useState(false);
  const resetButton = useRef<HTMLButtonElement>(null);
  const firstChoice = useRef<HTMLButtonElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (asking) firstChoice.current?.focus();
  }, [asking]);
  const chapters = course.map((c) => c.chapter);
  const last = progress.last === null ? null : placeOf(chapters, progress.last);
  const resume = last && last.kind !== 'missing' && last.kind !== 'contents' ? last : null;
  const close = (reset: boolean) => {
    if (reset) api.reset();
    setWasReset(reset);
    setAsking(false);
    // The buttons go: focus back to the one that asked.
    requestAnimationFrame(() => resetButton.current?.focus());
  };
  return (
    <section className="learn-contents" aria-labelledby="learn-contents-title">
      <h2 id="learn-contents-title" ref={heading} tabIndex={-1}>
        {t('learn.title')}
      </h2>
      <p className="learn-intro">{t('learn.intro')}</p>
      <div className="learn-actions">
        {resume ? (
          <button type="button" className="button primary" onClick={() => onGo(resume)}>
            {t('learn.continue')}
          </button>
        ) : (
          <button type="button" className="button primary" onClick={() => onGo({ kind: 'step', chapter: 0, step: 0 })}>
            {t('learn.start')}
          </button>
        )}
      </div>
      <ol className="learn-chapters">
        {course.map(({ chapter, words }, i) => {
          const done = progress.done.includes(chapter.id);
          const seen = (progress.seen[chapter.id] ?? []).filter((id) => chapter.steps.some((s) => s.id === id)).length;
          return (
            <li key={chapter.id} className={done ? 'learn-chapter done' : 'learn-chapter'} data-chapter={chapter.id}>
              <h3>
                <a
                  href={`#/learn/${chapter.id}`}
                  onClick={(e) => {
                    e.preventDefault();
                    onGo({ kind: 'step', chapter: i, step: 0 });
                  }}
                >
                  {t('learn.chapterN', { n: i + 1 })}: {words[lang].title}
                </a>
                {done && (
                  <span className="learn-done-mark" data-testid="chapter-done">
                    {' '}
                    ✓ {t('learn.chapterDone')}
                  </span>
                )}
              </h3>
              <p>{words[lang].summary}</p>
              <p className="learn-seen">{t('learn.seen', { seen, total: chapter.steps.length })}</p>
            </li>
          );
        })}
      </ol>
      <div className="learn-reset">
        {!asking && (
          <button type="button" className="button" ref={resetButton} onClick={() => setAsking(true)}>
            {t('learn.reset')}
          </button>
        )}
        {asking && (
          <div role="group" aria-labelledby="learn-reset-ask">
            <p id="learn-reset-ask">{t('learn.resetAsk')}</p>
            <button type="button" className="button danger" ref={firstChoice} onClick={() => close(true)}>
              {t('learn.resetYes')}
            </button>{' '}
            <button type="button" className="button" onClick={() => close(false)}>
              {t('learn.resetNo')}
            </button>
          </div>
        )}
        <p role="status" className="learn-status">
          {wasReset && t('learn.resetDone')}
        </p>
      </div>
    </section>
  );
}
