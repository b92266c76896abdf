/**
 * The search lab's options in the address, `?alg=alphabeta&lorder=best&tt=1&sym=1&depth=4&lcut=gt&lfail=hard&step=12`
 * (the algorithm, the children's order, the transposition table, symmetry,
 * the depth, the cut rule and fail-soft / fail-hard values, the frame shown). They apply once the line of play is loaded,
 * the step last; a searched game's lab has its own (`SEARCHED_LAB_FIELDS`) (the machinery: `src/store/urlFields.ts`; composed by
 * `src/store/gameAddress.ts`).
 */
import type { AppState } from '../../../store/appState.ts';
import type { AppStore } from '../../../store/createAppStore.ts';
import { BOOL, bit, oneOf, type UrlField } from '../../../store/urlFields.ts';
import { ESTIMATE_LAB_DEFAULTS, LAB_DEPTHS, LAB_ESTIMATE_DEPTHS, LAB_ESTIMATE_ORDERS, selectLabFrameIndex, selectLabRun } from './labState.ts';

const STEP_MAX = 1_000_000;

/** Changes one lab option only when it differs (a change goes back to the first step). */
function setLabOption(
  store: AppStore,
  patch: Partial<Pick<AppState, 'labOrder' | 'labTt' | 'labSymmetry' | 'labDepth' | 'labCut' | 'labFail' | 'labEstimateOrder' | 'labEstimateDepth' | 'labLeaf'>>,
): void {
  const s = store.getState();
  const differs = (Object.keys(patch) as (keyof typeof patch)[]).some((k) => s[k] !== patch[k]);
  if (differs) s.setLabOptions(patch);
}

const ALG_FIELD: UrlField = {
  key: 'alg',
  fallback: 'minimax',
  get: (s) => s.labAlgorithm,
  valid: oneOf(['minimax', 'alphabeta']),
  set: (store, v) => {
    if (store.getState().labAlgorithm !== v) store.getState().setLabAlgorithm(v === 'alphabeta' ? 'alphabeta' : 'minimax');
  },
};

const TT_FIELD: UrlField = {
  key: 'tt',
  fallback: '0',
  get: (s) => bit(s.labTt),
  valid: BOOL,
  set: (store, v) => setLabOption(store, { labTt: v === '1' }),
};

/** The frame shown, applied last. */
const STEP_FIELD: UrlField = {
  key: 'step',
  fallback: '0',
  // The frame shown: clamped to the run once it exists, the stored one while the tree is on its way. At the
  // first step (every position change goes back to it) the lab's search is not run just to write the address.
  get: (s) => (s.labFrame === 0 ? '0' : String(selectLabRun(s).kind === 'ready' ? selectLabFrameIndex(s) : s.labFrame)),
  valid: (v) => /^\d{1,7}$/.test(v) && Number(v) <= STEP_MAX,
  // Stored as asked (paused); the lab shows it clamped to its frames.
  set: (store, v) => store.setState({ labFrame: Number(v), labPlaying: false }),
};

/** A full-tree game's lab fields, in the order they apply (the step last). */
export const LAB_FIELDS: readonly UrlField[] = [
  ALG_FIELD,
  {
    key: 'lorder',
    fallback: 'cell',
    get: (s) => s.labOrder,
    valid: oneOf(['cell', 'centre', 'best']),
    set: (store, v) => setLabOption(store, { labOrder: v as AppState['labOrder'] }),
  },
  TT_FIELD,
  {
    key: 'sym',
    fallback: '0',
    get: (s) => bit(s.labSymmetry),
    valid: BOOL,
    set: (store, v) => setLabOption(store, { labSymmetry: v === '1' }),
  },
  {
    key: 'depth',
    fallback: 'all',
    get: (s) => (s.labDepth === null ? 'all' : String(s.labDepth)),
    valid: oneOf(['all', ...LAB_DEPTHS.map(String)]),
    set: (store, v) => setLabOption(store, { labDepth: v === 'all' ? null : Number(v) }),
  },
  {
    // The cut rule (#25): `lcut=gt` cuts only on strict inequality.
    key: 'lcut',
    fallback: 'ge',
    get: (s) => s.labCut,
    valid: oneOf(['ge', 'gt']),
    set: (store, v) => setLabOption(store, { labCut: v === 'gt' ? 'gt' : 'ge' }),
  },
  {
    // Fail-soft or fail-hard values (`lfail=hard`; with the ≥ rule only).
    key: 'lfail',
    fallback: 'soft',
    get: (s) => s.labFail,
    valid: oneOf(['soft', 'hard']),
    set: (store, v) => setLabOption(store, { labFail: v === 'hard' ? 'hard' : 'soft' }),
  },
  STEP_FIELD,
];

/**
 * A searched game's lab fields (`?alg=alphabeta&lorder=eval&tt=1&ldepth=3&leaf=written&step=40`): the algorithm, the
 * children's order, the table, the depth in moves (`ldepth`: the play settings' `depth` is the AI's), the leaf
 * evaluation (from the side to move, or as the source article wrote it), the frame shown last.
 */
export const SEARCHED_LAB_FIELDS: readonly UrlField[] = [
  ALG_FIELD,
  {
    key: 'lorder',
    fallback: ESTIMATE_LAB_DEFAULTS.labEstimateOrder,
    get: (s) => s.labEstimateOrder,
    valid: oneOf(LAB_ESTIMATE_ORDERS),
    set: (store, v) => setLabOption(store, { labEstimateOrder: v as AppState['labEstimateOrder'] }),
  },
  TT_FIELD,
  {
    key: 'ldepth',
    fallback: String(ESTIMATE_LAB_DEFAULTS.labEstimateDepth),
    get: (s) => String(s.labEstimateDepth),
    valid: oneOf(LAB_ESTIMATE_DEPTHS.map(String)),
    set: (store, v) => setLabOption(store, { labEstimateDepth: Number(v) }),
  },
  {
    key: 'leaf',
    fallback: ESTIMATE_LAB_DEFAULTS.labLeaf,
    get: (s) => (s.labLeaf === 'asWritten' ? 'written' : 'side'),
    valid: oneOf(['side', 'written']),
    set: (store, v) => setLabOption(store, { labLeaf: v === 'written' ? 'asWritten' : 'side' }),
  },
  STEP_FIELD,
];
