import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../../src/store/createAppStore.ts';
import { selectHideValues } from '../../../src/features/hide/state/hideSlice.ts';
import { DEFAULT_SETTINGS, loadSettings, SETTINGS_KEY, type StorageLike } from '../../../src/store/settings.ts';
import { createInlineClient } from '../../../src/worker/client.ts';
import { storeWithTree } from '../../store/helpers.ts';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('hide values: the switch and its reveals', () => {
  it('is off by default; is saved with the settings and read back in a new session; a bad saved value falls back to off', () => {
    expect(DEFAULT_SETTINGS.hideValues).toBe(false);
    const storage = memoryStorage();
    const a = createAppStore({ treeClient: createInlineClient(), storage, browserLanguages: ['en'] });
    expect(a.getState().settings.hideValues).toBe(false);
    a.getState().setHideValues(true);
    expect(JSON.parse(storage.data.get(SETTINGS_KEY) as string)).toMatchObject({ hideValues: true });
    const b = createAppStore({ treeClient: createInlineClient(), storage, browserLanguages: ['en'] });
    expect(b.getState().settings.hideValues).toBe(true);
    expect(selectHideValues(b.getState())).toMatchObject({ on: true, all: false });
    const bad = loadSettings(memoryStorage({ [SETTINGS_KEY]: JSON.stringify({ hideValues: 'yes' }) }));
    expect(bad.settings.hideValues).toBe(false);
    expect(bad.discarded).toBe(true);
  });

  it('reveals one key or all; hiding again (or turning off) forgets what was revealed; reveals are no-ops while off', () => {
    const { store } = storeWithTree();
    const s = () => store.getState();
    s().revealValue('p:3');
    expect(s().hideRevealed.size).toBe(0);
    s().setHideValues(true);
    s().revealValue('p:3');
    s().revealValue('p:3');
    expect([...s().hideRevealed]).toEqual(['p:3']);
    const h = selectHideValues(s());
    expect(selectHideValues(s())).toBe(h); // stable while nothing changes
    s().revealAllValues();
    expect(selectHideValues(s())).toMatchObject({ on: true, all: true });
    s().setHideValues(true); // "hide again"
    expect(selectHideValues(s())).toMatchObject({ on: true, all: false });
    expect(s().hideRevealed.size).toBe(0);
    s().revealValue('p:5');
    s().setHideValues(false);
    s().setHideValues(true);
    expect(s().hideRevealed.size).toBe(0);
  });

  it('keeps what is hidden per store: two stores asked in turn each get their own object back unchanged', () => {
    const a = storeWithTree().store;
    const b = storeWithTree().store;
    a.getState().setHideValues(true);
    b.getState().setHideValues(true);
    b.getState().revealValue('p:1');
    const ha = selectHideValues(a.getState());
    const hb = selectHideValues(b.getState());
    expect(hb).not.toBe(ha);
    expect(selectHideValues(a.getState())).toBe(ha);
    expect(selectHideValues(b.getState())).toBe(hb);
  });
});
