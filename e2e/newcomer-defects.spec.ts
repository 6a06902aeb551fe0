/** Defects a first-time reader found, each checked the way a person would meet it. */
import { expect, test } from './fixtures.ts';

test.describe('a pasted blob in the URL', () => {
  for (const width of [1440, 1024]) {
    test(`keeps the page within the window at ${width} px and the notice dismissable`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/?preset=${'x'.repeat(3000)}`);
      await expect(page.getByTestId('cluster-svg')).toBeVisible();
      const notice = page.getByTestId('notice-url');
      await expect(notice).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const close = notice.getByRole('button', { name: 'Dismiss' });
      await expect(close).toBeInViewport();
      await close.click();
      await expect(notice).toHaveCount(0);
      await expect(page.locator('[data-testid^="node-"], [data-summary]').first()).toBeVisible();
    });
  }
});
