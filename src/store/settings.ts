/**
 * Settings that survive a reload, kept in localStorage under one key as JSON.
 * Reading never throws: a missing, corrupt or partly wrong value falls back
 * to defaults field by field.
 */
import { TREE_ENTRIES, treeModules } from './appGame.ts';
import type { Game, ScoreMode, Side } from '../games/game.ts';
import type { Language } from '../i18n/translate.ts';
import { parsePlayerSpec } from '../ai/registry.ts';

/** Who plays: analysis (a person makes both sides' moves), against the AI, or AI against AI. */
export type PlayMode = 'analysis' | 'vs-ai' | 'ai-vs-ai';
export const PLAY_MODES: readonly PlayMode[] = ['analysis', 'vs-ai', 'ai-vs-ai'];
export type ChildOrder = 'cell' | 'value';

export const SETTINGS_KEY = 'minimax-explorer/settings/v1';

export interface Settings {
  readonly language: Language | null; // null: follow the browser
  readonly playMode: PlayMode;
  /** The person's side when playing against the AI (0: the first player). */
  readonly side: Side;
  /** The AI the person plays against: a player id of the arena's registry ('perfect', 'random', 'minimax-d3', ...). */
  readonly opponent: string;
  /** AI against AI: each side's own AI, first player's first (e.g. perfect for o against random for x). */
  readonly aiVsAi: readonly [string, string];
  readonly scoreMode: ScoreMode;
  /** Hints per play mode: on in analysis, off against the AI by default. */
  readonly hintsAnalysis: boolean;
  readonly hintsVsAi: boolean;
  /** Levels of descendants the explorer shows (1..5). */
  readonly treeDepth: number;
  readonly childOrder: ChildOrder;
  readonly mergeSymmetry: boolean;
  /** Milliseconds before an AI move. */
  readonly aiDelayMs: number;
  /** "Hide values": values, their colours, hints and best moves kept back until revealed. */
  readonly hideValues: boolean;
}

export const AI_DELAYS = [0, 150, 400, 800, 1500] as const;

export const DEFAULT_SETTINGS: Settings = {
  language: null,
  playMode: 'analysis',
  side: 0,
  opponent: 'perfect',
  aiVsAi: ['perfect', 'perfect'],
  scoreMode: 'wdl',
  hintsAnalysis: true,
  hintsVsAi: false,
  treeDepth: 2,
  childOrder: 'cell',
  mergeSymmetry: false,
  aiDelayMs: 400,
  hideValues: false,
};

/** True for a canonical player id of this game's registry. */
export function isOpponentOf(game: Game<unknown>, v: unknown): v is string {
  if (typeof v !== 'string') return false;
  const id = parsePlayerSpec(game, v);
  return id.ok && id.value === v;
}

/**
 * True for a canonical player id of some full-tree game (what `opponent` holds; a game without that player plays its
 * perfect one). While a full-tree game's code has not loaded, an id that could be one of its players (lower-case
 * letters, digits and dashes) is kept: it is judged by the game that has it, when that game plays.
 */
export function isOpponent(v: unknown): v is string {
  if (treeModules().some((m) => isOpponentOf(m.game, v))) return true;
  return typeof v === 'string' && /^[a-z][a-z0-9-]{0,39}$/.test(v) && treeModules().length < TREE_ENTRIES.length;
}

/** A saved side: 0 or 1, or a side's short name in a full-tree game (how earlier versions saved it: 'o', 'x'). */
function savedSide(v: unknown): Side | null {
  if (v === 0 || v === 1) return v;
  for (const e of TREE_ENTRIES) {
    const i = e.game.sideNames.indexOf(v as string);
    if (i === 0 || i === 1) return i;
  }
  return null;
}

const isBool = (v: unknown): v is boolean => typeof v === 'boolean';

/** The subset of Storage the app uses (injectable in tests). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Reads settings, ignoring anything malformed. Returns the settings and whether something was discarded. */
export function loadSettings(storage: StorageLike | null): { settings: Settings; discarded: boolean } {
  if (!storage) return { settings: DEFAULT_SETTINGS, discarded: false };
  let raw: string | null;
  try {
    raw = storage.getItem(SETTINGS_KEY);
  } catch {
    return { settings: DEFAULT_SETTINGS, discarded: true };
  }
  if (raw === null) return { settings: DEFAULT_SETTINGS, discarded: false };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { settings: DEFAULT_SETTINGS, discarded: true };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { settings: DEFAULT_SETTINGS, discarded: true };
  const d = data as Record<string, unknown>;
  let discarded = false;
  const pick = <T>(key: string, ok: (v: unknown) => v is T, fallback: T): T => {
    if (!(key in d)) return fallback;
    if (ok(d[key])) return d[key];
    discarded = true;
    return fallback;
  };
  const settings: Settings = {
    language: pick('language', (v): v is Language | null => v === 'en' || v === 'ja' || v === null, DEFAULT_SETTINGS.language),
    playMode: pick('playMode', (v): v is PlayMode => PLAY_MODES.includes(v as PlayMode), DEFAULT_SETTINGS.playMode),
    side: savedSide(pick('side', (v): v is Side | string => savedSide(v) !== null, DEFAULT_SETTINGS.side)) ?? DEFAULT_SETTINGS.side,
    opponent: pick('opponent', isOpponent, DEFAULT_SETTINGS.opponent),
    // Saved before each side had its own AI: both sides keep the one AI they had.
    aiVsAi: pick('aiVsAi', (v): v is readonly [string, string] => Array.isArray(v) && v.length === 2 && v.every(isOpponent), isOpponent(d.opponent) ? [d.opponent, d.opponent] : DEFAULT_SETTINGS.aiVsAi),
    scoreMode: pick('scoreMode', (v): v is ScoreMode => v === 'wdl' || v === 'shortest', DEFAULT_SETTINGS.scoreMode),
    hintsAnalysis: pick('hintsAnalysis', isBool, DEFAULT_SETTINGS.hintsAnalysis),
    hintsVsAi: pick('hintsVsAi', isBool, DEFAULT_SETTINGS.hintsVsAi),
    treeDepth: pick('treeDepth', (v): v is number => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 5, DEFAULT_SETTINGS.treeDepth),
    childOrder: pick('childOrder', (v): v is ChildOrder => v === 'cell' || v === 'value', DEFAULT_SETTINGS.childOrder),
    mergeSymmetry: pick('mergeSymmetry', isBool, DEFAULT_SETTINGS.mergeSymmetry),
    aiDelayMs: pick('aiDelayMs', (v): v is number => AI_DELAYS.includes(v as (typeof AI_DELAYS)[number]), DEFAULT_SETTINGS.aiDelayMs),
    hideValues: pick('hideValues', isBool, DEFAULT_SETTINGS.hideValues),
  };
  return { settings, discarded };
}

/** Writes settings; returns false when storage is unavailable (disabled) or refuses (full), so the caller can say so once. */
export function saveSettings(storage: StorageLike | null, settings: Settings): boolean {
  if (!storage) return false;
  try {
    storage.setItem(SETTINGS_KEY, JSON.stringify(settings));
    return true;
  } catch {
    return false; // private mode or quota: the app keeps working with the settings in memory
  }
}
