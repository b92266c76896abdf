// What the seeded soak (soak.e2e.test.ts) found, each pinned by a test of its own: keyboard focus never falls to <body>.
import { describe, expect, it } from 'vitest';
import { focused, openAt } from './focusPage.ts';
import { useBrowserSuite } from './harness.ts';

const suite = useBrowserSuite();

const open = (hash: string) => openAt(suite, hash);

describe('focus losses the soak found', () => {
  it('the whole-game overview: a zoom button that disables itself hands focus to another control of the group (seed 1, step 106)', async () => {
    const { page, errors } = await open('#/40?picture=overview');
    await page.locator('canvas.overview-canvas[data-frames]').waitFor();
    const group = page.getByRole('group', { name: /./ }).filter({ has: page.getByRole('button', { name: 'Zoom into the current position' }) });
    // Zoom into o:4 x:0: the button disables itself.
    await group.getByRole('button', { name: 'Zoom into the current position' }).focus();
    await page.keyboard.press('Enter');
    expect(await group.getByRole('button', { name: 'Zoom into the current position' }).isDisabled()).toBe(true);
    expect(await focused(page)).toMatch(/^button (Zoom out one level|Show all moves again)$/);
    // Out one level, then again: at the top it disables itself.
    await group.getByRole('button', { name: 'Zoom out one level' }).focus();
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('button Zoom out one level');
    await page.keyboard.press('Enter');
    expect(await group.getByRole('button', { name: 'Zoom out one level' }).isDisabled()).toBe(true);
    expect(await focused(page)).not.toBe('body');
    // Zoom in again, then "Show all moves again", which disables itself.
    await group.getByRole('button', { name: 'Zoom into the current position' }).click();
    await group.getByRole('button', { name: 'Show all moves again' }).focus();
    await page.keyboard.press('Enter');
    expect(await group.getByRole('button', { name: 'Show all moves again' }).isDisabled()).toBe(true);
    expect(await focused(page)).toBe('button Zoom into the current position');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opening a failing position from the arena while the explorer shows the whole-game overview puts focus on the overview, not on the hidden tree (seed 4, step 295)', async () => {
    const { page, errors } = await open('#/?picture=overview');
    await page.getByRole('tab', { name: 'AI arena' }).click();
    await page.getByRole('button', { name: 'Start check' }).click();
    const failure = page.locator('button.arena-failure').first();
    await failure.waitFor({ timeout: 20000 });
    await page.getByRole('button', { name: 'Start check' }).waitFor({ timeout: 20000 });
    await failure.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('tab', { name: 'Explore & play', selected: true }).waitFor();
    await page.locator('canvas.overview-canvas[data-frames]').waitFor();
    expect(await focused(page)).toBe('button Zoom into the current position');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('explorer Back reaching the start while the whole-game overview is shown hands focus to the overview, not to the hidden tree (seed 3, step 83)', async () => {
    const { page, errors } = await open('#/4?picture=overview');
    await page.locator('canvas.overview-canvas[data-frames]').waitFor();
    await page.getByRole('button', { name: 'Back' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/\?picture=overview$/);
    // At the start with the whole game shown every zoom button is off: the weight menu has it.
    expect(await focused(page)).toMatch(/^select /);
    expect(errors).toEqual([]);
    await page.close();
  });
});
