import { expect, linkFromMailbox, logIn, test, unique } from './fixtures';

test('sign up, confirm from the mailbox, log in, see and edit the profile, log out', async ({ page, mailbox }) => {
  const id = unique();
  const email = `ngozi.${id}@example.ng`;
  const password = `Egusi-soup-${id}`;

  await page.goto('/signup');
  await page.getByLabel('First name').fill('Ngozi');
  await page.getByLabel('Last name').fill('Eze');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Username').fill(`ngozi_${id}`);
  // A common password, sent twice: one toast says why, once.
  const toasts = page.locator('.Toastify__toast:not([class*="exit"])');
  await page.getByLabel('Password', { exact: true }).fill('password1');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(toasts).toHaveText([/too common/]);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  await expect(toasts).toHaveText([/too common/]);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The login page shows the message that is for it, and nothing left over from the sign-up.
  await expect(toasts).toHaveText([/Check your e-mail/]);

  // The account is created by the sign-up job, which also sends the confirmation: once that mail is
  // in, logging in before confirming gets the toast that links to Reactivate (no raw path in the words).
  const confirmLink = await linkFromMailbox(mailbox, email, 'Confirm your e-mail address');
  await page.getByLabel('Username or e-mail').fill(`ngozi_${id}`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const unconfirmed = page.getByRole('alert').filter({ hasText: 'Please confirm your e-mail address first' });
  await expect(unconfirmed).toBeVisible();
  await expect(unconfirmed).not.toContainText('(/reactivate)');
  await unconfirmed.getByRole('link', { name: 'Reactivate Email' }).click();
  await expect(page).toHaveURL(/\/reactivate$/);

  await page.goto(confirmLink);
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Your email has been confirmed successfully. You can now log in to your account.'),
  ).toBeVisible();

  // The same link again says so, and offers Login.
  await page.goto(confirmLink);
  await expect(page.getByText('Your e-mail address is already confirmed. You can log in.')).toBeVisible();
  await expect(page.getByText(/invalid or has expired/)).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Login' }).first().click();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, { username: `ngozi_${id}`, password });
  await expect(page.getByRole('link', { name: 'Wishlist' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeHidden();

  await page.getByRole('link', { name: 'Profile' }).first().click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/user-orders');

  await page.getByRole('link', { name: 'Edit profile' }).click();
  await page.getByLabel('First name').fill('Ngozika');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Ngozika')).toBeVisible();

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/profile');
  await expect(page.getByText('Please Login First!')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
});

test('forgot password: the mailed link resets it, and the new password logs in', async ({ page, mailbox, shopper }) => {
  const { email } = shopper;
  await page.goto('/login');
  // The page is pre-rendered: its buttons work once its code runs, which enables Log in.
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Forgot password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email sent, check your email')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto(await linkFromMailbox(mailbox, email, 'Reset your Kasuwa password'));
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  const newPassword = `Puff-puff-${unique()}`;
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Reset Success')).toBeVisible();
  // Logged out everywhere by the reset: the next step, logging in, is right there.
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/login');
  await page.getByLabel('Username').fill(shopper.username);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Wrong username or password.')).toBeVisible();

  await logIn(page, { username: email, password: newPassword });
});

test("a shopper opening /add-market is told they don't have admin rights", async ({ page, shopper }) => {
  await logIn(page, shopper);
  await expect(page.getByRole('button', { name: 'Admin' })).toBeHidden();
  await page.goto('/add-market');
  await expect(page.getByText("You don't have admin rights.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an admin sees the Admin menu and reaches the admin screens', async ({ page, admin }) => {
  await logIn(page, admin, '/admin-login');

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Admin' }).click();
  for (const item of ['Add Markets', 'Add Categories', 'Add Products', 'All Payments', 'All Orders']) {
    await expect(page.getByRole('link', { name: item })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Add Markets' }).click();
  await expect(page).toHaveURL(/\/add-market$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add market' })).toBeVisible();
});

test('an invalid sign-up focuses the first invalid field, in the order of the form', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByLabel('First name')).toBeFocused();

  await page.getByLabel('First name').fill('Musa');
  await page.getByLabel('Last name').fill('Garba');
  await page.getByLabel('Email', { exact: true }).fill('not-an-address');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
});

test('Login and Admin login say a username or an e-mail works, and show the social links', async ({ page }) => {
  for (const screen of ['/login', '/admin-login']) {
    await page.goto(screen);
    await expect(page.getByLabel('Username or e-mail')).toBeVisible();
    const social = page.getByRole('navigation', { name: 'Kasuwa on social media' });
    for (const name of ['Facebook', 'Instagram', 'X', 'WhatsApp']) {
      const link = social.getByRole('link', { name: new RegExp(`^${name} `) });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
    }
  }
});

test('an admin creating an account is told who was created and where the e-mail went', async ({ page, admin }) => {
  await logIn(page, admin, '/admin-login');
  await page.goto('/admin-signup');
  const id = unique();
  await page.getByLabel('First name').fill('Zainab');
  await page.getByLabel('Last name').fill('Lawal');
  await page.getByLabel('Email', { exact: true }).fill(`zainab.${id}@example.ng`);
  await page.getByLabel('Username').fill(`zainab_${id}`);
  await page.getByLabel('Password', { exact: true }).fill(`Suya-spice-${id}`);
  await page.getByRole('button', { name: 'Sign up' }).click();
  const told = page.getByRole('alert').filter({ hasText: `Zainab Lawal (zainab_${id})` });
  await expect(told).toContainText(`a confirmation e-mail goes to zainab.${id}@example.ng`);
  await expect(page.getByText('Thank you for signing up!')).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin-login$/);
});

test('the home carousel can be paused and played again', async ({ page }) => {
  await page.goto('/dashboard');
  const pause = page.getByRole('button', { name: 'Pause slides' });
  await pause.click();
  const play = page.getByRole('button', { name: 'Play slides' });
  await expect(play).toHaveAttribute('aria-pressed', 'true');
  await play.click();
  await expect(page.getByRole('button', { name: 'Pause slides' })).toHaveAttribute('aria-pressed', 'false');
});

test('on a slow line, the pre-rendered login waits for its code and keeps what was typed meanwhile', async ({
  page,
  shopper,
}) => {
  // The page's code is held back, as on a slow line: the form is on screen before it can work.
  let release!: () => void;
  const codeArrives = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await codeArrives;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Username or e-mail').fill(shopper.username);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  const submit = page.getByRole('button', { name: 'Log in', exact: true });
  // Pressed now, the browser would send the form itself, password in the address.
  await expect(submit).toBeDisabled();

  release();
  await expect(submit).toBeEnabled();
  await expect(page.getByLabel('Username or e-mail')).toHaveValue(shopper.username);
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(page.url()).not.toContain('password');
});
