/**
 * The lesson on why two primaries cannot corrupt data: each prediction is asked before its reveal,
 * and the stale proxy's refused write then stands out on the map at n13.
 */
import { expect, test } from './fixtures.ts';

for (const lang of ['en', 'ru'] as const)
  test(`lesson two-primaries (${lang}): predictions before the reveals, then only the committed proxy writes`, async ({
    app,
  }) => {
    const { lessons: panel } = app;
    await app.page.goto(`/?lesson=two-primaries&lang=${lang}`);
    await expect(panel.panel).toHaveAttribute('data-step', '0');
    await panel.act();
    await panel.press('next');
    await expect(panel.panel).toHaveAttribute('data-step', '1');
    // Nothing gives the answer away before it is chosen.
    await expect(panel.truth).toHaveCount(0);
    await expect(panel.actButton).toBeDisabled();
    await panel.answer('both');
    await panel.act();
    await expect(panel.truth).toHaveAttribute('data-truth', 'b-only');
    await expect(panel.truth).toHaveAttribute('data-picked', 'both');
    await panel.press('next');
    await expect(panel.panel).toHaveAttribute('data-step', '2');
    await expect(panel.truth).toHaveCount(0);
    await expect(app.storage.refusedWrite(13)).toHaveCount(0);
    await panel.answer('refused');
    await panel.act();
    await expect(panel.truth).toHaveAttribute('data-truth', 'refused');
    await expect(app.storage.refusedWrite(13)).toBeVisible();
    await expect(app.storage.refusedWrite(13)).toHaveAttribute('data-reason', 'stale-generation');
  });
