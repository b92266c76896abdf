import { launchBrowser, startServer, watchErrors } from './test/e2e/harness.ts';
const [lang = 'en', w = '1920', h = '1080', only = ''] = process.argv.slice(2);
const routes = ['', 'game-tree/positions', 'game-tree/children', 'game-tree/tree', 'game-tree/subtree', 'game-tree/counting', 'game-tree/positions-count', 'game-tree/whole-game', 'game-tree/build-order', 'game-tree/check',
  'minimax/finished', 'minimax/o-maximises', 'minimax/x-minimises', 'minimax/bottom-up', 'minimax/lab', 'minimax/empty-board', 'minimax/check',
  'perfect-player/best-moves', 'perfect-player/table', 'perfect-player/play', 'perfect-player/arena', 'perfect-player/solve-check', 'perfect-player/check', 'nope/x'].filter((r) => !only || r.includes(only));
const { server, url } = await startServer();
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
  const errors = watchErrors(page);
  await page.goto(`${url}#/`);
  await page.evaluate((l) => localStorage.setItem('minimax-explorer/settings/v1', JSON.stringify({ language: l })), lang);
  await page.goto(`${url}#/learn`);
  await page.reload();
  await page.waitForSelector('[data-testid="learn"]', { timeout: 15000 });
  for (const r of routes) {
    await page.evaluate((h) => { location.hash = h; }, r ? `#/learn/${r}` : '#/learn');
    await page.waitForTimeout(900);
    const out = `/tmp/learn1-shots/${lang}-${w}-${r.replace('/', '_') || 'contents'}.png`;
    await page.screenshot({ path: out });
  }
  console.log(errors.join('\n'));
} finally {
  await browser.close();
  await server.close();
}
