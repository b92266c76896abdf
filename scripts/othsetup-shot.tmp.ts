import { launchBrowser, startServer, watchErrors } from '../test/e2e/harness.ts';
const [hash, out, w, h, lang, openEditor, present] = process.argv.slice(2);
const { server, url } = await startServer();
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
  const errors = watchErrors(page);
  await page.goto(`${url}#/`);
  await page.evaluate(([l, p]) => localStorage.setItem('minimax-explorer/settings/v1', JSON.stringify({ language: l, hintsVsAi: true, ...(p === '1' ? { present: true } : {}) })), [lang, present]);
  await page.goto(url + hash);
  await page.reload();
  await page.waitForSelector('.setup', { timeout: 20000 });
  if (present === '1') await page.getByRole('button', { name: /^(▢ )?(Present|発表)/ }).first().click();
  if (openEditor === '1') await page.locator('.setup-editor summary').click();
  await page.waitForTimeout(1200);
  await page.locator('.setup-panel').scrollIntoViewIfNeeded();
  await page.screenshot({ path: out, fullPage: true });
  console.log(`saved ${out}`, errors.join('\n'));
} finally {
  await browser.close();
  await server.close();
}
