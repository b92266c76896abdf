/** `npx tsx scripts/screenshot.ts [hash] [out.png] [width] [height]`: a screenshot of the built app (for looking at the UI). */
import { launchBrowser, startServer, watchErrors } from '../test/e2e/harness.ts';

const [hash = '', out = 'test-results/screenshot.png', w = '1400', h = '900'] = process.argv.slice(2);
const { server, url } = await startServer();
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
  const errors = watchErrors(page);
  await page.goto(url + hash);
  await page.waitForSelector('[data-ready="true"]', { timeout: 15000 }).catch(() => undefined);
  await page.waitForTimeout(400);
  await page.screenshot({ path: out, fullPage: false });
  console.log(`saved ${out}`);
  if (errors.length) console.log(errors.join('\n'));
} finally {
  await browser.close();
  await server.close();
}
