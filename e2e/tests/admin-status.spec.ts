import { expect, snapshot, test } from './fixtures';
import { logIn, signUpVerified } from './accounts';

test('the server status page shows its administrators how to set up each engine, and others whom to ask', async ({
  page,
  request,
}) => {
  await signUpVerified(page, request, 'drift');
  await logIn(page, 'drift');
  await expect(page).toHaveURL(/\/playground$/);
  // The address README tells operators; the detection panel links it for premium users.
  await page.goto('/admin/status');
  await expect(page).toHaveURL(/\/admin\/status$/);
  const standard = page.getByRole('row', { name: /Standard \(GLiNER\)/ });
  await expect(standard).toContainText('Not installed');
  await expect(standard).toContainText('GLINER_MODEL_DIR');
  await expect(page.getByRole('row', { name: /Fast/ })).toContainText('Ready');
  // .ci/run installs fonts for every script the page names.
  await expect(page.getByRole('row', { name: /Fonts for other scripts/ })).toContainText(
    'Every script listed has a font',
  );
  await snapshot(page, 'admin-status-1280x800');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snapshot(page, 'admin-status-390x844');

  await page.context().clearCookies();
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpVerified(page, request, 'saksbehandler');
  await logIn(page, 'saksbehandler');
  await expect(page).toHaveURL(/\/playground$/);
  await page.goto('/admin/status');
  await expect(page.getByRole('alert')).toContainText(
    "Only this server's administrators can see its status",
  );
  await expect(page.getByText('GLINER_MODEL_DIR')).toHaveCount(0);
});
