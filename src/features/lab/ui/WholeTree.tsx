import { useId, useMemo, useSyncExternalStore } from 'react';
import { moduleById } from '../../../games/index.ts';
import { OUTCOME, stateAfter } from '../../../games/game.ts';
import { fillTemplate, formatNumber } from '../../../i18n/translate.ts';
import { useAppStore, useAppStoreApi, useGameWords, useShownLanguage, useT } from '../../../components/StoreContext.tsx';
import { workerErrorText } from '../../../components/workerErrorText.ts';
import { defaultSearchSettings } from '../../play/state/playSettings.ts';
import { evaluationName, selectAppGameId, selectPlayMoves, selectPlaySearch, selectPlayStart } from '../../play/ui/searchedPosition.ts';
import { wholeTreeKey, wholeTreeOf, type WholeTree as Lesson, type WholeTreeState } from '../state/wholeTree.ts';
import type { WholeTreeRequest } from '../../../worker/searchProtocol.ts';
import { WholeTreeResult } from './WholeTreeResult.tsx';


const IDLE = { key: '', status: 'idle' } as WholeTreeState;
const noLesson = () => () => undefined;

/**
 * The lesson "where the whole tree returns" (a searched game with an exact solver: `Game.exact`): for the
 * position shown, within the solver's lesson reach, the AI's depth-limited search against the exact solve of the
 * whole tree (node counts, the move each picks and what it really scores); beyond the reach, why not yet and how
 * much is left until it fits; and the game's real positions where the estimate goes wrong, one click each.
 */
export function WholeTree() {
  const t = useT();
  const lang = useShownLanguage();
  const titleId = useId();
  const app = useAppStoreApi();
  const gameId = useAppStore(selectAppGameId);
  const moves = useAppStore(selectPlayMoves);
  const start = useAppStore(selectPlayStart);
  const settings = useAppStore(selectPlaySearch);
  const module = moduleById(gameId);
  const words = useGameWords(module);
  const lesson = wholeTreeOf(app);
  const job = useSyncExternalStore(lesson?.store.subscribe ?? noLesson, () => lesson?.store.getState() ?? IDLE);
  const game = module?.game;
  const state = useMemo(() => (game ? stateAfter(game, moves, start?.state ?? game.initial) : null), [game, moves, start]);
  if (!module || !game?.exact || state === null || !lesson) return null;
  const exact = game.exact;
  const request: WholeTreeRequest = { gameId, moves, start: start?.text, depth: settings.depth, evaluation: settings.evaluation };
  const mine = job.key === wholeTreeKey(request);
  const count = (n: number) => (words.exact ? fillTemplate(lang, words.exact, { n }) : formatNumber(n, lang));
  const remaining = exact.remaining(state);
  const reach = exact.lessonLimit ?? exact.limit;
  const over = game.outcome(state) !== OUTCOME.playing;
  const running = mine && job.status === 'running';
  return (
    <section className="lab-whole-tree" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('lab.whole.title')}</h3>
      <p className="lab-note">{t('lab.whole.intro', { depth: settings.depth, evaluation: evaluationName(words, settings.evaluation) })}</p>
      {over ? (
        <p>{t('lab.whole.over')}</p>
      ) : remaining > reach ? (
        <p>{t('lab.whole.far', { count: count(remaining), reach: count(reach), left: remaining - reach })}</p>
      ) : (
        <>
          <p>{t('lab.whole.reach', { count: count(remaining) })}</p>
          <div className="control-row">
            {running ? (
              <button type="button" className="button" onClick={() => lesson.cancel()}>
                {t('lab.whole.cancel')}
              </button>
            ) : (
              <button type="button" className="button primary" onClick={() => lesson.start(request)}>
                {t('lab.whole.solve')}
              </button>
            )}
            {running && job.slow && (
              <span role="status" className="muted">
                {t('lab.whole.progress', { nodes: formatNumber(job.nodes, lang) })}
              </span>
            )}
            {mine && job.status === 'cancelled' && <span className="muted">{t('lab.whole.cancelled')}</span>}
          </div>
        </>
      )}
      {mine && job.status === 'error' && (
        <p className="notice tone-error" role="alert">
          {t('lab.whole.error', { message: workerErrorText(job.error ?? '') })}
        </p>
      )}
      {mine && job.status === 'done' && job.estimate && job.exact && <WholeTreeResult job={job} state={state} depth={settings.depth} />}
      <HorizonExamples lesson={lesson} />
    </section>
  );
}

/** The game's real positions where the estimate goes wrong: each opens with the AI's default depth and evaluation (the AI playing neither side) and runs the lesson. */
function HorizonExamples({ lesson }: { lesson: Lesson }) {
  const t = useT();
  const lang = useShownLanguage();
  const app = useAppStoreApi();
  const gameId = useAppStore(selectAppGameId);
  const module = moduleById(gameId);
  const words = useGameWords(module);
  const examples = module?.extras.horizon ?? [];
  if (!module || examples.length === 0) return null;
  const { game } = module;
  const open = (transcript: string) => {
    const s = app.getState();
    const defaults = defaultSearchSettings(gameId);
    s.playUpdateSearch({ aiSides: 'none', depth: defaults.depth, evaluation: defaults.evaluation });
    s.playNewGame();
    const moves = s.playLoadText(transcript);
    lesson.start({ gameId, moves, depth: defaults.depth, evaluation: defaults.evaluation });
  };
  return (
    <div className="lab-whole-examples" role="group" aria-label={t('lab.whole.examples')}>
      <h4>{t('lab.whole.examples')}</h4>
      <div className="control-row">
        {examples.map((e, i) => {
          const line = game.parseMoves(e.transcript);
          const left = game.exact ? game.exact.remaining(line.state) : 0;
          return (
            <button key={e.transcript} type="button" className="button" onClick={() => open(e.transcript)}>
              {t('lab.whole.example', { n: i + 1, side: words.sides[game.toMove(line.state)], count: words.exact ? fillTemplate(lang, words.exact, { n: left }) : left })}
            </button>
          );
        })}
      </div>
      <p className="lab-note">{t('lab.whole.examplesNote')}</p>
    </div>
  );
}
