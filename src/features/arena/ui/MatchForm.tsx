import { useRef, type FormEvent } from 'react';
import type { AppState } from '../../../store/appState.ts';
import { ARENA_MAX_GAMES, ARENA_MAX_OPENINGS, ARENA_MAX_SEED, arenaJobActive, parseArenaGames, parseArenaOpenings, parseArenaSeed } from '../state/arenaSlice.ts';
import { useArenaGame } from './arenaGame.ts';
import { useFocusOnChange } from '../../../components/focus.ts';
import { useAppStore, useAppStoreApi, useT } from '../../../components/StoreContext.tsx';
import { NumberField } from './NumberField.tsx';
import { PlayerPicker } from './PlayerPicker.tsx';

const selectA = (s: AppState) => s.arenaPlayerA;
const selectB = (s: AppState) => s.arenaPlayerB;
const selectGames = (s: AppState) => s.arenaGamesText;
const selectSeed = (s: AppState) => s.arenaSeedText;
const selectOpenings = (s: AppState) => s.arenaOpeningsText;
const selectActive = (s: AppState) => arenaJobActive(s.arenaMatch);

/** Players, games per side, seed and random openings; Start, or Cancel while a match runs. */
export function MatchForm() {
  const t = useT();
  const store = useAppStoreApi();
  const a = useAppStore(selectA);
  const b = useAppStore(selectB);
  const gamesText = useAppStore(selectGames);
  const seedText = useAppStore(selectSeed);
  const openingsText = useAppStore(selectOpenings);
  const active = useAppStore(selectActive);
  const { game, words } = useArenaGame();
  const games = parseArenaGames(gamesText);
  const seed = parseArenaSeed(seedText);
  const openings = parseArenaOpenings(openingsText);
  const { setArenaPlayers, setArenaGamesText, setArenaSeedText, setArenaOpeningsText, startArenaMatch, cancelArenaMatch } = store.getState();
  const actions = useRef<HTMLDivElement>(null);
  // Start becomes Cancel and back: focus follows to the replacement.
  useFocusOnChange(active, () => actions.current?.querySelector('button'));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!active) void startArenaMatch();
  };
  return (
    <form className="arena-form" onSubmit={onSubmit} noValidate>
      <div className="arena-players">
        <PlayerPicker label={t('arena.playerA')} value={a} onChange={(id) => setArenaPlayers(id, b)} disabled={active} game={game} words={words} />
        <PlayerPicker label={t('arena.playerB')} value={b} onChange={(id) => setArenaPlayers(a, id)} disabled={active} game={game} words={words} />
      </div>
      <div className="arena-numbers">
        <NumberField
          label={t('arena.games')}
          value={gamesText}
          onChange={setArenaGamesText}
          parsed={games}
          min={1}
          max={ARENA_MAX_GAMES}
          hint={games.ok ? t('arena.games.total', { total: 2 * games.value }) : undefined}
          disabled={active}
        />
        <NumberField
          label={t('arena.seed')}
          value={seedText}
          onChange={setArenaSeedText}
          parsed={seed}
          min={0}
          max={ARENA_MAX_SEED}
          hint={t('arena.seed.hint')}
          placeholder={t('arena.seed.placeholder')}
          disabled={active}
        />
        <NumberField label={t('arena.openings')} value={openingsText} onChange={setArenaOpeningsText} parsed={openings} min={0} max={ARENA_MAX_OPENINGS} hint={t('arena.openings.hint')} disabled={active} />
        <div ref={actions} className="arena-actions">
          {active ? (
            // Distinct keys: reusing one element would turn the clicked Cancel into a submit button mid-click.
            <button key="cancel" type="button" className="button" onClick={cancelArenaMatch}>
              {t('arena.match.cancel')}
            </button>
          ) : (
            <button key="start" type="submit" className="button primary" disabled={!games.ok || !seed.ok || !openings.ok}>
              {t('arena.match.start')}
            </button>
          )}
        </div>
      </div>
    </form>
  );
}
