import { test } from './fixtures.ts';
test('probe tti', async ({ page }) => {
  await page.addInitScript(() => {
    const g = globalThis as any;
    g.__marks = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) g.__marks.push(['long', Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
    const mo = new MutationObserver(() => {
      if (document.querySelector('[data-testid^="node-"]')) { g.__marks.push(['node', Math.round(performance.now())]); mo.disconnect(); }
    });
    document.addEventListener('DOMContentLoaded', () => { g.__marks.push(['dcl', Math.round(performance.now())]); mo.observe(document.body, { childList: true, subtree: true }); });
    const t = setInterval(() => { const r = g.__quorumscope?.store.getState().runtime; if (r && r.kind === 'live') { g.__marks.push(['live', Math.round(performance.now())]); clearInterval(t); } }, 5);
  });
  for (const q of ['', '', '', '?preset=single-dc-256', '']) {
    await page.goto('/' + q);
    await page.waitForTimeout(3000);
    console.log(q, JSON.stringify(await page.evaluate(() => (globalThis as any).__marks)));
  }
});
