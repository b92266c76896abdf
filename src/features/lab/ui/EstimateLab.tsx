import './lab.css';
import '../../play/searchedWords.ts';
import { useId } from 'react';
import { moduleById } from '../../../games/index.ts';
import { evaluationName } from '../../play/ui/searchedPosition.ts';
import type { MessageKey } from '../../../i18n/en.ts';
import type { AppState } from '../../../store/appState.ts';
import { searchEvaluationsOf } from '../../../store/gameDefaults.ts';
import { LAB_ESTIMATE_DEPTHS, LAB_ESTIMATE_ORDERS, selectRootChoices, type LabLeaf } from '../state/labEstimate.ts';
import { LAB_MAX_NODES, selectLabRun, type LabTooBig } from '../state/labSlice.ts';
import { selectAppGameId, selectPlayMoves, selectPlaySearch } from '../../play/ui/searchedPosition.ts';
import { useAppStore, useAppStoreApi, useGameWords, useT } from '../../../components/StoreContext.tsx';
import { selectAlgorithm } from './labSelectors.ts';
import { LabSearchFields } from './LabSearchFields.tsx';
import { FittingDepthOffer, TooBigFrame } from './LabTooBig.tsx';
import { RootChoiceTable } from './RootChoiceTable.tsx';
import { LabStage } from './SearchLab.tsx';
import { HOME } from '../../../components/focus.ts';
import { Segmented } from '../../../components/Segmented.tsx';

const selectEstimateOrder = (s: AppState) => s.labEstimateOrder;
const selectEstimateDepth = (s: AppState) => s.labEstimateDepth;
const selectLeaf = (s: AppState) => s.labLeaf;

const LEAVES: readonly LabLeaf[] = ['side', 'asWritten'];
const ORDER_WORDS: Readonly<Record<string, MessageKey>> = { cell: 'lab.order.none', centre: 'lab.order.weights', eval: 'lab.order.eval' };

/**
 * The search lab on a searched game's current position: minimax and
 * alpha-beta step by step at depths 1-3 with the CPU's evaluation, through
 * the same stage (controls, tree, step info, keys) as a full-tree game's lab; and,
 * for a game whose source article's search is shown as written, why negamax
 * needs the evaluation from the side to move.
 */
export function EstimateLab() {
  const t = useT();
  const titleId = useId();
  const run = useAppStore(selectLabRun);
  const gameId = useAppStore(selectAppGameId);
  const moves = useAppStore(selectPlayMoves);
  const settings = useAppStore(selectPlaySearch);
  const depth = useAppStore(selectEstimateDepth);
  const choices = useAppStore(selectRootChoices);
  const module = moduleById(gameId);
  const words = useGameWords(module);
  if (!module) return null;
  const { game } = module;
  const hasAsWritten = module.extras.asWritten !== undefined;
  const toMove = game.toMove(run.kind === 'waiting' ? game.initial : run.board);
  const side = words.sides[toMove];
  const focus = moves.length > 0 ? game.formatLine(moves) : t('lab.estimate.focus.start');
  return (
    <section className="lab estimate-lab" aria-labelledby={titleId} data-focus-home={HOME.labPlay}>
      <h3 id={titleId}>{t('lab.estimate.title')}</h3>
      <p className="lab-intro">
        {t('lab.estimate.intro', { depth, evaluation: evaluationName(words, settings.evaluation), first: words.sides[0], second: words.sides[1], unit: words.score.abbr })} <strong>{t('lab.estimate.focus', { moves: focus, side })}</strong>
      </p>
      <EstimateLabSettings gameId={gameId} asWrittenAvailable={hasAsWritten} />
      {/* Beside the tree while it is drawn (the tree starts under the settings, not under the lesson), else above. */}
      {hasAsWritten && run.kind !== 'ready' && <AsWrittenLesson />}
      {run.kind === 'too-big' && <EstimateLabTooBig run={run} />}
      {run.kind === 'ready' && (
        <LabStage
          run={run}
          lastMove={moves.length > 0 ? moves[moves.length - 1] : -1}
          aside={
            <>
              {hasAsWritten && <AsWrittenLesson />}
              {choices !== null && <RootChoiceTable choices={choices} />}
            </>
          }
        />
      )}
    </section>
  );
}

/** Algorithm, alpha-beta options, depth, the CPU's evaluation and the leaf evaluation. */
function EstimateLabSettings({ gameId, asWrittenAvailable }: { gameId: string; asWrittenAvailable: boolean }) {
  const t = useT();
  const store = useAppStoreApi();
  const algorithm = useAppStore(selectAlgorithm);
  const order = useAppStore(selectEstimateOrder);
  const depth = useAppStore(selectEstimateDepth);
  const leaf = useAppStore(selectLeaf);
  const settings = useAppStore(selectPlaySearch);
  const asWritten = leaf === 'asWritten' && asWrittenAvailable;
  const minimax = algorithm === 'minimax' || asWritten;
  const leafId = useId();
  const words = useGameWords(moduleById(gameId));
  const lab = () => store.getState();
  return (
    <div className="lab-settings" role="group" aria-label={t('lab.settings')}>
      <LabSearchFields orders={LAB_ESTIMATE_ORDERS} order={order} orderWord={(o) => (o === 'cell' ? words.moveOrders?.natural : o === 'centre' ? words.moveOrders?.static : undefined) ?? t(ORDER_WORDS[o])} onOrder={(o) => lab().setLabOptions({ labEstimateOrder: o })} locked={asWritten} />
      <label className="lab-field">
        <span>{t('lab.depth')}</span>
        <select value={depth} onChange={(e) => lab().setLabOptions({ labEstimateDepth: Number(e.target.value) })}>
          {LAB_ESTIMATE_DEPTHS.map((d) => (
            <option key={d} value={d}>
              {t('lab.depth.moves', { depth: d })}
            </option>
          ))}
        </select>
      </label>
      <label className="lab-field">
        <span>{t('searched.eval')}</span>
        <select value={settings.evaluation} disabled={asWritten} onChange={(e) => lab().playUpdateSearch({ evaluation: e.target.value })}>
          {searchEvaluationsOf(gameId).map((id) => (
            <option key={id} value={id}>
              {evaluationName(words, id)}
            </option>
          ))}
        </select>
      </label>
      {asWrittenAvailable && (
        <div className="lab-leaf">
          <span id={leafId} className="lab-field">
            {t('lab.leaf')}
          </span>
          <Segmented options={LEAVES} value={leaf} onChange={(l) => lab().setLabOptions({ labLeaf: l })} text={(l) => t(`lab.leaf.${l}`)} labelledBy={leafId} />
        </div>
      )}
      {asWritten ? <p className="lab-note">{t('lab.leaf.asWrittenNote')}</p> : minimax && <p className="lab-note">{t('lab.minimaxNote')}</p>}
    </div>
  );
}

/** Why negamax needs the evaluation from the side to move, and the example that shows it. */
function AsWrittenLesson() {
  const t = useT();
  const store = useAppStoreApi();
  const titleId = useId();
  const choices = useAppStore(selectRootChoices);
  const settings = useAppStore(selectPlaySearch);
  const words = useGameWords(moduleById(useAppStore(selectAppGameId)));
  const ai = choices ? words.sides[choices.aiSide] : '';
  return (
    <section className="lab-as-written" aria-labelledby={titleId}>
      <h4 id={titleId}>{t('lab.asWritten.title')}</h4>
      <p>{t('lab.asWritten.body1')}</p>
      <p>{t('lab.asWritten.body2')}</p>
      {choices && <p>{t('lab.asWritten.body3', { ai, depth: choices.depth })}</p>}
      <div className="control-row">
        <button type="button" className="button primary" onClick={() => store.getState().labShowAsWrittenExample()}>
          {t('lab.asWritten.example')}
        </button>
        {settings.aiSides === 'none' && <span className="lab-note">{t('lab.asWritten.exampleNote')}</span>}
      </div>
    </section>
  );
}

/** The position is too big to draw at this depth: say so, and offer the deepest depth that fits. */
function EstimateLabTooBig({ run }: { run: LabTooBig<unknown> }) {
  const t = useT();
  return (
    <TooBigFrame why={t('lab.tooBig.searched', { depth: run.depth ?? 0, max: LAB_MAX_NODES })}>
      {run.fitDepth !== null ? (
        <FittingDepthOffer depth={run.fitDepth} detail={t('lab.tooBig.searchedDepthDetail')} primary />
      ) : (
        <p>{t('lab.tooBig.searchedNone')}</p>
      )}
    </TooBigFrame>
  );
}
