// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { BOOT_FAILURE_GLOBAL, bootFailureScript, showBootFailure } from '../../src/startup/bootFailure.ts';

/** Each test: a fresh page body with the static splash, and the inline failure script run once more. */
beforeEach(() => {
  document.documentElement.lang = 'en';
  document.body.innerHTML = '<div id="root"><div class="splash" role="status">Building the game tree…</div></div><script src="./assets/index-1.js"></script>';
  new Function(bootFailureScript())();
});

const alertText = () => document.querySelector('[role="alert"]')?.textContent ?? null;

describe('the inline start-up failure script', () => {
  it('turns the splash into a message with a focused Reload button when a script element fails', () => {
    document.querySelector('script')?.dispatchEvent(new Event('error'));
    expect(alertText()).toBe('The app could not load. Check the connection, then reload the page.Reload');
    expect(document.querySelector('.splash:not(.splash-failed)')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Reload');
  });

  it('in Japanese when the splash is, on an uncaught error, and only once', () => {
    document.documentElement.lang = 'ja';
    window.dispatchEvent(new ErrorEvent('error', { message: 'SyntaxError' }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'again' }));
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
    expect(alertText()).toBe('アプリを読み込めませんでした。接続を確認してから再読み込みしてください。再読み込み');
  });

  it('leaves the page alone for other failed elements, and once the app has replaced the splash', () => {
    const img = document.createElement('img');
    document.body.append(img);
    img.dispatchEvent(new Event('error'));
    expect(alertText()).toBeNull();
    document.getElementById('root')?.replaceChildren(document.createElement('main'));
    window.dispatchEvent(new ErrorEvent('error', { message: 'a bug in the app' }));
    document.querySelector('script')?.dispatchEvent(new Event('error'));
    expect(alertText()).toBeNull();
  });

  it('is what showBootFailure calls (the app chunk failed); without it, nothing happens', () => {
    expect(typeof (window as unknown as Record<string, unknown>)[BOOT_FAILURE_GLOBAL]).toBe('function');
    showBootFailure();
    expect(alertText()).toMatch(/could not load/);
    expect(() => showBootFailure({})).not.toThrow();
  });
});
