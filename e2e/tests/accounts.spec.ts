import { logIn, mailedLink, PASSWORD, signUp, signUpVerified } from './accounts';
import { expect, snapshot, test } from './fixtures';

test('sign up, verify from the mailbox, log in to the playground, log out', async ({
  page,
  request,
}) => {
  await signUp(page, 'ingrid', 'ingrid@example.no');
  await expect(page.getByText('Check your email for a link')).toBeVisible();
  await snapshot(page, 'signup-done');

  await page.goto('/dev/mailbox');
  await expect(page.getByText('ingrid@example.no').first()).toBeVisible();
  await snapshot(page, 'dev-mailbox');
  const link = await mailedLink(request, 'ingrid@example.no', '/verify-email');
  await page.goto(link);
  await expect(page.getByText('Your email address is verified')).toBeVisible();
  await snapshot(page, 'verified');
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

  await logIn(page, 'ingrid');
  await expect(page).toHaveURL(/\/playground$/);
  await page.getByRole('button', { name: 'ingrid' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
  await page.goto('/playground');
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password, reset from the e-mailed link, log in with the new one', async ({
  page,
  request,
}) => {
  await signUpVerified(page, request, 'jonas');

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('jonas@example.no');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('expires in 15 minutes')).toBeVisible();
  await page.goto(await mailedLink(request, 'jonas@example.no', '/reset-password'));
  await page.getByLabel('New password', { exact: true }).fill('Nytt-passord2');
  await page.getByLabel('Confirm new password').fill('Nytt-passord2');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await snapshot(page, 'reset-done');

  await logIn(page, 'jonas', PASSWORD);
  await expect(page.getByRole('alert')).toContainText('Invalid username/email or password');
  await logIn(page, 'jonas@example.no', 'Nytt-passord2');
  await expect(page).toHaveURL(/\/playground$/);
});

test('an unverified login shows the information banner with a resend link', async ({ page }) => {
  await signUp(page, 'unverified', 'unverified@example.no');
  await logIn(page, 'unverified@example.no');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Please verify your email before logging in');
  await expect(alert).toHaveClass(/alert-info/);
  await snapshot(page, 'login-unverified');
  await alert.getByRole('link', { name: 'Resend verification email' }).click();
  await expect(page).toHaveURL(/\/resend-verification\?email=unverified%40example\.no$/);
  await expect(page.getByLabel('Email')).toHaveValue('unverified@example.no');
  await page.getByRole('button', { name: 'Send verification email' }).click();
  await expect(page.getByText('a new verification link is on its way')).toBeVisible();
});

test('a signed-in visitor to /login is sent to the playground', async ({ page, request }) => {
  await signUpVerified(page, request, 'returning');
  await logIn(page, 'returning');
  await expect(page).toHaveURL(/\/playground$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/playground$/);
  await page.goto('/signup?plan=pro_monthly');
  await expect(page).toHaveURL(/\/subscription\/checkout\?plan=pro_monthly$/);
  // Which goes on to the provider's page; waited for, so the test does not end mid-navigation.
  await expect(page).toHaveURL(/\/api\/billing\/test-checkout\/cs_test_/);
  await expect(page.getByRole('button', { name: 'Pay (test mode)' })).toBeVisible();
});

test('the account tab lists this session and changes the password', async ({ page, request }) => {
  await signUpVerified(page, request, 'settings');
  await logIn(page, 'settings');
  await expect(page).toHaveURL(/\/playground$/);
  await page.goto('/user/settings?tab=account');
  await expect(page.getByText('This device')).toBeVisible();
  await snapshot(page, 'settings-account');
  const form = page.getByRole('region', { name: 'Change password' });
  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByLabel('New password', { exact: true }).fill('Nytt-passord3');
  await form.getByLabel('Confirm new password').fill('Nytt-passord3');
  await form.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password changed.')).toBeVisible();
});

test('a mistyped new address is cancelled from the old address’s notice; login still works', async ({
  page,
  request,
}) => {
  await signUpVerified(page, request, 'sigrid');
  await logIn(page, 'sigrid');
  await expect(page).toHaveURL(/\/playground$/);
  await page.goto('/settings?tab=account');
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByLabel('Email').fill('sigrid@exmaple.no');
  await expect(profile.getByText('Email is available')).toBeVisible();
  await profile.getByLabel('Current password').fill(PASSWORD);
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByText(/Confirm sigrid@exmaple\.no with the link/)).toBeVisible();
  await expect(profile.getByLabel('Email')).toHaveValue('sigrid@example.no');
  await snapshot(page, 'email-change-pending');

  // Signed out, the old address still logs in while the change waits.
  await page.getByRole('button', { name: 'sigrid' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  // Logged out first: a login page opened while the logout is still on its way sends the new
  // session back to the page the old one was on.
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, 'sigrid@example.no');
  await expect(page).toHaveURL(/\/playground$/);

  await page.goto(await mailedLink(request, 'sigrid@example.no', '/cancel-email-change'));
  await page.getByRole('button', { name: 'Cancel the change' }).click();
  await expect(
    page.getByText('The change is cancelled. Your account uses sigrid@example.no.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'sigrid' })).toHaveCount(0);
  await snapshot(page, 'email-change-cancelled');
  // The notice's link signed out every device, this one too.
  await page.goto('/playground');
  await expect(page).toHaveURL(/\/login$/);

  const confirm = await mailedLink(request, 'sigrid@exmaple.no', '/confirm-email');
  await page.goto(confirm);
  await expect(page.getByRole('alert')).toContainText('The confirmation link is invalid');
  await logIn(page, 'sigrid@example.no');
  await expect(page).toHaveURL(/\/playground$/);
  await page.goto('/settings?tab=account');
  await expect(page.getByRole('region', { name: 'Profile' }).getByLabel('Email')).toHaveValue(
    'sigrid@example.no',
  );
  await expect(page.getByText(/Confirm sigrid@exmaple/)).toHaveCount(0);
});
