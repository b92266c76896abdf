// keepFocus (src/components/focus.ts): a control removed or disabled while focused hands focus to its home.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepFocus } from '../../src/components/focus.ts';

/** Lets the mutation observer run. */
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('keepFocus', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    // jsdom lays nothing out: every element counts as shown.
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    stop = keepFocus();
  });
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('a replaced region: focus goes to its replacement’s target (the lab’s "too big" offers replaced by the stage)', async () => {
    document.body.innerHTML = `<div class="lab" data-focus-home=".lab-play"><section class="lab-too-big"><button id="play-on">Play on</button></section></div>`;
    document.getElementById('play-on')?.focus();
    const lab = document.querySelector('.lab') as HTMLElement;
    lab.innerHTML = '<div class="lab-stage"><button>Back</button><button class="lab-play">Play</button></div>';
    await settle();
    expect(document.activeElement?.className).toBe('lab-play');
  });

  it('a disabled control: focus goes to the nearest home’s target, made focusable if it is a heading', async () => {
    document.body.innerHTML = `<div data-focus-home="h2"><h2>Game</h2><div data-focus-home=".board button"><div class="board"><button>a1</button></div><button id="undo">Undo</button></div></div>`;
    const undo = document.getElementById('undo') as HTMLButtonElement;
    undo.focus();
    undo.disabled = true;
    await settle();
    expect(document.activeElement?.textContent).toBe('a1');
    // The board's region goes as a whole: the outer home's heading takes the focus.
    (document.activeElement as HTMLElement).closest('[data-focus-home=".board button"]')?.remove();
    await settle();
    expect(document.activeElement?.tagName).toBe('H2');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves focus alone when the person moved it away themselves, or when nothing has a home', async () => {
    document.body.innerHTML = `<div data-focus-home="h2"><h2>Panel</h2><button id="a">A</button></div><div><button id="b">B</button></div>`;
    const a = document.getElementById('a') as HTMLButtonElement;
    a.focus();
    a.blur(); // a click on nothing focusable
    await settle();
    a.remove();
    await settle();
    expect(document.activeElement).toBe(document.body);
    const b = document.getElementById('b') as HTMLButtonElement;
    b.focus();
    b.remove();
    await settle();
    expect(document.activeElement).toBe(document.body);
  });
});
