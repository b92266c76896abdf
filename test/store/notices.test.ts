import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../src/store/createAppStore.ts';
import { SETTINGS_KEY, type StorageLike } from '../../src/store/settings.ts';
import { createInlineClient } from '../../src/worker/client.ts';
import { bindUrl } from '../../src/store/url.ts';

const make = (storage: StorageLike | null) => createAppStore({ treeClient: createInlineClient(), storage, browserLanguages: ['en'] });

describe('app notices', () => {
  it('settings that cannot be saved (storage full) say so once; the app keeps the settings in memory', () => {
    const full: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const store = make(full);
    store.getState().updateSettings({ treeDepth: 3 });
    store.getState().updateSettings({ treeDepth: 4 });
    expect(store.getState().settings.treeDepth).toBe(4);
    expect(store.getState().appNotices.map((n) => n.key)).toEqual(['notice.settingsUnsaved']);
  });

  it('storage disabled (null) says so on the first change too; storage that works says nothing', () => {
    const off = make(null);
    off.getState().updateSettings({ treeDepth: 3 });
    expect(off.getState().appNotices.map((n) => n.key)).toEqual(['notice.settingsUnsaved']);
    const saved = new Map<string, string>();
    const ok = make({ getItem: (k) => saved.get(k) ?? null, setItem: (k, v) => void saved.set(k, v) });
    ok.getState().updateSettings({ treeDepth: 3 });
    expect(ok.getState().appNotices).toEqual([]);
    expect(JSON.parse(saved.get(SETTINGS_KEY) ?? '{}').treeDepth).toBe(3);
  });

  it('unreadable settings and a cut-short link both show; dismissing one keeps the other', () => {
    const store = make({ getItem: () => '{"treeDepth": 99', setItem: () => undefined });
    expect(store.getState().settingsDiscarded).toBe(true);
    store.getState().addAppNotice('notice.settingsReset', 'info');
    bindUrl(store, { location: { hash: '#/4099' }, history: { replaceState: () => undefined, pushState: () => undefined }, addEventListener: () => undefined, removeEventListener: () => undefined });
    expect(store.getState().playNotice?.key).toBe('notice.badMoves');
    expect(store.getState().appNotices.map((n) => n.key)).toEqual(['notice.settingsReset']);
    store.getState().addAppNotice('notice.settingsReset', 'info');
    expect(store.getState().appNotices).toHaveLength(1);
    store.getState().dismissAppNotice(store.getState().appNotices[0].seq);
    expect(store.getState().appNotices).toEqual([]);
    expect(store.getState().playNotice?.key).toBe('notice.badMoves');
  });

  it('a link with a bidirectional override is quoted escaped and isolated', () => {
    const store = make(null);
    store.getState().playLoadText('\u202e408');
    const input = String(store.getState().playNotice?.params?.input);
    expect(input).toBe('\u2068\\u202e408\u2069');
  });
});
