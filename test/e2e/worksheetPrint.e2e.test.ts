/**
 * Worksheets print compactly (issue #25, part 6): a 10-question hard
 * worksheet of every kind, printed to an A4 PDF in both languages, fits a
 * measured number of pages; the first page carries the header and a
 * question (no blank first page); in print media the questions do not
 * overlap and no tree is wider than the sheet; the sheet explains how cells
 * are numbered. The PDFs and page renders are in test-results/ to look at.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatQuiz, type QuizSpec } from '../../src/exercises/quizLink.ts';
import { KINDS } from '../../src/exercises/types.ts';
import { useBrowserSuite, watchErrors } from './harness.ts';
import { overlappingPairs, type Box } from '../helpers/geometry.ts';

const suite = useBrowserSuite();
mkdirSync('test-results', { recursive: true });

/** The most pages a 10-question hard worksheet of every kind may take (measured: 3 in both languages; 7 before the print layout put questions in two columns). */
const MAX_PAGES = 4;
const SPEC: QuizSpec = { kinds: [...KINDS], level: 'hard', count: 10, seed: 2026, version: 2 };

/** Pages in a PDF: its page objects (`/Type /Page`, not `/Pages`). */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;

async function openSheet(page: Page, lang: 'en' | 'ja', button: string) {
  await page.route(`${suite.url}blank.html`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }));
  await page.goto(`${suite.url}blank.html`);
  await page.evaluate((l) => localStorage.setItem('minimax-explorer/settings/v1', JSON.stringify({ language: l })), lang);
  await page.goto(`${suite.url}#/quiz?${formatQuiz(SPEC)}`);
  await page.waitForSelector('.ex-question', { timeout: 20000 });
  await page.getByRole('button', { name: button }).click();
  await page.waitForSelector('[data-testid="ex-sheet"]');
}

describe('the printed worksheet', () => {
  it.each([
    ['en', 'Worksheet'],
    ['ja', 'ワークシート'],
  ] as const)('%s: 10 hard questions print on at most MAX_PAGES A4 pages, the first not blank, nothing overlapping or wider than the page', async (lang, button) => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await openSheet(page, lang, button);
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    writeFileSync(`test-results/e2e-sheet-print-${lang}.pdf`, pdf);
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(0);
    expect(pages).toBeLessThanOrEqual(MAX_PAGES);

    await page.emulateMedia({ media: 'print' });
    const layout = await page.evaluate(() => {
      const sheet = document.querySelector('[data-testid="ex-sheet"]')!.getBoundingClientRect();
      const box = (e: Element) => {
        const r = e.getBoundingClientRect();
        return { x: r.left, y: r.top, w: r.width, h: r.height };
      };
      const questions = [...document.querySelectorAll(".sheet-question")].map((e, i) => ({ id: `q${i + 1}`, ...box(e) }));
      const trees = [...document.querySelectorAll('.sheet .ex-tree')].map((e) => e.getBoundingClientRect().right - sheet.left);
      const header = document.querySelector('.sheet-header')!.getBoundingClientRect();
      return { width: sheet.width, questions, trees, headerBottom: header.bottom - sheet.top, firstQuestionTop: questions[0].y - sheet.top, key: document.querySelector('.sheet-cells-key')?.textContent ?? '' };
    });
    expect(layout.questions.length).toBe(10);
    expect(overlappingPairs(layout.questions as Box[])).toEqual([]);
    for (const right of layout.trees) expect(right).toBeLessThanOrEqual(layout.width + 1);
    // the first question follows the header on page 1 (no page break before it)
    expect(layout.firstQuestionTop).toBeGreaterThanOrEqual(layout.headerBottom);
    // the key to cell numbering: cells 0 to 8, row by row
    expect(layout.key).toMatch(/0.*8/);
    expect(errors).toEqual([]);
    await page.close();
  });
});
