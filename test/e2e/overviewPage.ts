/** The whole-game picture as the browser drew it: the geometry its canvas writes on every paint (data-geometry), read back by the overview tests. */
import type { Page } from 'playwright-core';

export interface Drawn {
  width: number;
  height: number;
  gutter: number;
  rowH: number;
  labels: { x: number; y: number; w: number; h: number; level: number; text: string; font: number }[];
  here: { x: number; y: number; w: number; h: number; level: number; focus: boolean }[];
  boxes: number;
  boxesX: number[];
}

/** The frame drawn for a focus `depth` moves deep (the geometry is rewritten on every paint). */
export async function drawn(page: Page, depth: number, timeout = 30_000): Promise<Drawn> {
  const canvas = page.locator('canvas.overview-canvas[data-geometry]');
  await canvas.waitFor({ timeout });
  await page.waitForFunction(
    (d) => {
      const g = document.querySelector<HTMLCanvasElement>('canvas.overview-canvas')?.dataset.geometry;
      return !!g && (JSON.parse(g) as Drawn).here.some((m) => m.focus && m.level === d);
    },
    depth,
    { timeout },
  );
  return JSON.parse((await canvas.getAttribute('data-geometry')) as string) as Drawn;
}
