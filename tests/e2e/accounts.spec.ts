import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface DevMail {
  to: string;
  subject: string;
  links: string[];
}

/** Waits for a mail to arrive in the dev mailbox and returns its link as a path on this server. */
async function linkFromMailbox(request: APIRequestContext, to: string, subject: string): Promise<string> {
  let found: DevMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get('/api/dev/mailbox')).json()) as DevMail[];
        found = mails.find((m) => m.to === to && m.subject === subject);
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const url = new URL(found!.links[0]!);
  return `${url.pathname}${url.search}`;
}

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test('sign up, confirm from the mailbox, log in, see and edit the profile, log out', async ({ page, request }) => {
  const id = unique();
  const email = `ngozi.${id}@example.ng`;
  const password = `Egusi-soup-${id}`;

  await page.goto('/signup');
  await page.getByLabel('First name').fill('Ngozi');
  await page.getByLabel('Last name').fill('Eze');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Username').fill(`ngozi_${id}`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/Check your e-mail/)).toBeVisible();

  await page.goto(await linkFromMailbox(request, email, 'Confirm your e-mail address'));
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Your email has been confirmed successfully. You can now log in to your account.'),
  ).toBeVisible();

  await logIn(page, `ngozi_${id}`, password);
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
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('forgot password: the mailed link resets it, and the new password logs in', async ({ page, request }) => {
  const id = unique();
  const email = `tunde.${id}@example.ng`;
  await request.post('/api/user/register', {
    data: { firstName: 'Tunde', lastName: 'Bakare', email, userName: `tunde_${id}`, password: `Moi-moi-${id}` },
  });
  await page.goto(await linkFromMailbox(request, email, 'Confirm your e-mail address'));
  await expect(page.getByText(/confirmed successfully/)).toBeVisible();

  await page.getByRole('button', { name: 'Forgot password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email sent, check your email')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto(await linkFromMailbox(request, email, 'Reset your Kasuwa password'));
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  const newPassword = `Puff-puff-${id}`;
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Reset Success')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/login');
  await page.getByLabel('Username').fill(`tunde_${id}`);
  await page.getByLabel('Password', { exact: true }).fill(`Moi-moi-${id}`);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Wrong username or password.')).toBeVisible();

  await logIn(page, email, newPassword);
});

test("a shopper opening /add-market is told they don't have admin rights", async ({ page, request }) => {
  const id = unique();
  const email = `kemi.${id}@example.ng`;
  await request.post('/api/user/register', {
    data: { firstName: 'Kemi', lastName: 'Ade', email, userName: `kemi_${id}`, password: `Ofada-rice-${id}` },
  });
  await page.goto(await linkFromMailbox(request, email, 'Confirm your e-mail address'));
  await expect(page.getByText(/confirmed successfully/)).toBeVisible();
  await logIn(page, `kemi_${id}`, `Ofada-rice-${id}`);
  await expect(page.getByRole('button', { name: 'Admin' })).toBeHidden();
  await page.goto('/add-market');
  await expect(page.getByText("You don't have admin rights.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an admin sees the Admin menu and reaches the admin screens', async ({ page }) => {
  const admin = JSON.parse(process.env.KASUWA_E2E_ADMIN ?? '{}') as { username: string; password: string };
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Log in as admin' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Admin' }).click();
  for (const item of ['Add Markets', 'Add Categories', 'Add Products', 'All Payments', 'All Orders']) {
    await expect(page.getByRole('link', { name: item })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Add Markets' }).click();
  await expect(page).toHaveURL(/\/add-market$/);
  await expect(page.getByTestId('coming-soon')).toContainText('Add market');
});
