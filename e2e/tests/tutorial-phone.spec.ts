import { logIn, signUpVerified } from './accounts';
import { expect, snapshot, test } from './fixtures';

test('on a phone each tutorial step fits the screen and leaves what it explains in sight', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpVerified(page, request, 'phone-learner', undefined, { keepTutorial: true });
  await logIn(page, 'phone-learner');
  await expect(page).toHaveURL(/\/playground$/);
  const card = page.locator('.tutorial-card:not(.is-placing)');
  await expect(card).toBeVisible({ timeout: 10_000 });
  const overlaps: string[] = [];
  for (let step = 1; step <= 31; step += 1) {
    await expect(page.getByText(`Step ${step} of 31`)).toBeVisible();
    await expect(card).toBeVisible();
    await page.waitForTimeout(1000);
    const box = (await card.boundingBox())!;
    expect(box.x, `step ${step}`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `step ${step}`).toBeLessThanOrEqual(390);
    expect(box.y, `step ${step}`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `step ${step}`).toBeLessThanOrEqual(844);
    const spot = page.locator('.tutorial-spotlight');
    if ((await spot.count()) > 0) {
      const target = (await spot.boundingBox())!;
      const covered =
        Math.max(
          0,
          Math.min(box.x + box.width, target.x + target.width) - Math.max(box.x, target.x),
        ) *
        Math.max(
          0,
          Math.min(box.y + box.height, target.y + target.height) - Math.max(box.y, target.y),
        );
      if (covered > 0.25 * target.width * target.height)
        overlaps.push(
          `step ${step}: ${Math.round((100 * covered) / (target.width * target.height))} %`,
        );
    }
    if ([9, 16, 20, 23].includes(step)) await snapshot(page, `tutorial-phone-step-${step}`, false);
    if (step < 31) await page.keyboard.press('ArrowRight');
  }
  expect(overlaps).toEqual([]);
});
