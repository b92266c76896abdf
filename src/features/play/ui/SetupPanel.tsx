import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Game, Side } from '../../../games/game.ts';
import type { GameWords } from '../../../games/module.ts';
import { useAppStore, useAppStoreApi, useT } from '../../../components/StoreContext.tsx';
import { setupErrorNotice } from '../state/playSlice.ts';
import { selectPlayNotice, selectPlayStart } from './searchedPosition.ts';

/** What a click on a square of the editor does. */
type Tool = 'cycle' | 'first' | 'second' | 'erase';
const TOOLS: readonly Tool[] = ['cycle', 'first', 'second', 'erase'];

/** A cell's content after a click with `tool` (0 empty, 1 first player's piece, 2 second's). */
function applyTool(tool: Tool, c: number): number {
  if (tool === 'cycle') return (c + 1) % 3;
  return tool === 'first' ? 1 : tool === 'second' ? 2 : 0;
}

/**
 * "Set up a position" for a game with `Game.setup`: a text field to paste a
 * position (Othello: a board string or an FFO line) with Load, and a board
 * editor (a tool per click, the side to move, "Start from here"). A rejected
 * text's notice (the play slice's) shows under the field and goes with the
 * next change of position or of the text; the editor says at once what is
 * wrong with its board.
 */
export function SetupPanel<S>({ game, words, sideWords, state }: { game: Game<S>; words: GameWords; sideWords: readonly [string, string]; state: S }) {
  const t = useT();
  const store = useAppStoreApi();
  const id = useId();
  const start = useAppStore(selectPlayStart);
  const notice = useAppStore(selectPlayNotice);
  const [text, setText] = useState('');
  const [cells, setCells] = useState<Uint8Array | null>(null);
  const [side, setSide] = useState<Side>(0);
  const [tool, setTool] = useState<Tool>('cycle');
  const [focus, setFocus] = useState(0);
  const boardRef = useRef<HTMLDivElement>(null);
  const setup = game.setup;
  if (!setup) return null;
  const setupNotice = notice?.key.startsWith('searched.setup.') ? notice : null;
  const copyShown = () => {
    setCells(setup.cells(state));
    setSide(game.toMove(state));
  };
  const onLoad = (e: FormEvent) => {
    e.preventDefault();
    if (store.getState().playSetUp(text)) setText('');
  };
  const onText = (value: string) => {
    setText(value);
    // The notice was about the text loaded: once it is edited, the notice is no longer about what is there.
    if (setupNotice) store.getState().playDismissNotice();
  };
  const n = setup.rows * setup.columns;
  const draft = cells ? setup.fromCells(cells, side) : null;
  const draftWords = draft === null ? null : draft.ok ? t('searched.setup.ready', { text: setup.format(draft.value) }) : (({ key, params }) => t(key, params))(setupErrorNotice(draft.error, n));
  const click = (i: number) => {
    if (!cells) return;
    const next = cells.slice();
    next[i] = applyTool(tool, next[i]);
    setCells(next);
    setFocus(i);
  };
  const onCellKey = (e: KeyboardEvent, i: number) => {
    const r = Math.floor(i / setup.columns);
    const c = i % setup.columns;
    const to: Record<string, number> = { ArrowLeft: c > 0 ? i - 1 : i, ArrowRight: c < setup.columns - 1 ? i + 1 : i, ArrowUp: r > 0 ? i - setup.columns : i, ArrowDown: r < setup.rows - 1 ? i + setup.columns : i, Home: r * setup.columns, End: r * setup.columns + setup.columns - 1 };
    if (!(e.key in to)) return;
    e.preventDefault();
    setFocus(to[e.key]);
    boardRef.current?.querySelectorAll<HTMLButtonElement>('button')[to[e.key]]?.focus();
  };
  const toolWords: Record<Tool, string> = {
    cycle: t('searched.setup.tool.cycle', { first: sideWords[0], second: sideWords[1] }),
    first: t('searched.setup.tool.first', { first: sideWords[0] }),
    second: t('searched.setup.tool.second', { second: sideWords[1] }),
    erase: t('searched.setup.tool.erase'),
  };
  return (
    <div className="setup">
      <form className="setup-paste" onSubmit={onLoad}>
        <label className="setup-label" htmlFor={`${id}-text`}>
          {t('searched.setup.pasteLabel')}
        </label>
        <div className="setup-paste-row">
          <input id={`${id}-text`} className="setup-text" type="text" value={text} onChange={(e) => onText(e.target.value)} placeholder={setup.format(game.initial)} spellCheck={false} autoComplete="off" autoCapitalize="characters" aria-describedby={`${id}-format${setupNotice ? ` ${id}-error` : ''}`} data-testid="setup-text" />
          <button type="submit" className="button primary">
            {t('searched.setup.load')}
          </button>
        </div>
        {setupNotice && (
          <p key={setupNotice.seq} id={`${id}-error`} className="notice tone-error" role="alert" data-testid="setup-error">
            {t(setupNotice.key, setupNotice.params)}
          </p>
        )}
        {words.setup && (
          <p id={`${id}-format`} className="setup-format">
            {words.setup.format}
          </p>
        )}
      </form>
      {start && (
        <p className="setup-start" data-testid="setup-start">
          {t('searched.setup.startsFrom')} <code>{start.text}</code> {t('searched.setup.newGameNote')}
        </p>
      )}
      <details className="setup-editor" onToggle={(e) => e.currentTarget.open && !cells && copyShown()}>
        <summary>{t('searched.setup.editor', { pieces: words.setup?.pieces ?? '' })}</summary>
        {cells && (
          <div className="setup-editor-body">
            <div className="setup-editor-controls">
              <fieldset className="setup-choice">
                <legend>{t('searched.setup.tools')}</legend>
                {TOOLS.map((k) => (
                  <label key={k} className="setup-radio">
                    <input type="radio" name={`${id}-tool`} checked={tool === k} onChange={() => setTool(k)} />
                    <span>{toolWords[k]}</span>
                  </label>
                ))}
              </fieldset>
              <fieldset className="setup-choice">
                <legend>{t('searched.setup.sideToMove')}</legend>
                {([0, 1] as const).map((k) => (
                  <label key={k} className="setup-radio">
                    <input type="radio" name={`${id}-side`} checked={side === k} onChange={() => setSide(k)} />
                    <span className={`disc disc-${k}`} aria-hidden="true" /> <span>{sideWords[k]}</span>
                  </label>
                ))}
              </fieldset>
              <div className="setup-actions">
                <button type="button" className="button" onClick={copyShown}>
                  {t('searched.setup.copyShown')}
                </button>
                <button type="button" className="button primary" disabled={!draft?.ok} onClick={() => store.getState().playSetUp({ cells, side })} data-testid="setup-from-here">
                  {t('searched.setup.fromHere')}
                </button>
              </div>
              <p className={`setup-draft ${draft?.ok ? '' : 'tone-error'}`} aria-live="polite" data-testid="setup-draft">
                {draftWords}
              </p>
            </div>
            <div ref={boardRef} className="setup-board" role="grid" aria-label={t('searched.setup.editorBoard')} style={{ gridTemplateColumns: `repeat(${setup.columns}, 1fr)` }}>
              {Array.from({ length: setup.rows }, (_, r) => (
                <div key={r} role="row" className="setup-row">
                  {Array.from({ length: setup.columns }, (_, c) => {
                    const i = r * setup.columns + c;
                    const v = cells[i];
                    const name = game.formatMove(i);
                    return (
                      <div key={c} role="gridcell" className="setup-cell">
                        <button type="button" tabIndex={i === focus ? 0 : -1} aria-label={t('searched.setup.cell', { square: name, content: v === 0 ? t('searched.setup.empty') : sideWords[v - 1] })} onClick={() => click(i)} onKeyDown={(e) => onCellKey(e, i)} data-square={name}>
                          {v !== 0 && <span className={`disc disc-${v - 1}`} aria-hidden="true" />}
                        </button>
                      </div>
                    );
                  })}
                </div>
              ))}
            </div>
          </div>
        )}
      </details>
    </div>
  );
}
