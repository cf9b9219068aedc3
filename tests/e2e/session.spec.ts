import type { Locator, Page } from '@playwright/test';
import { type Account, expect, logIn, newShopper, test } from './fixtures';

/** The visible part of an element's box, for overlap checks. */
async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
}
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectProfileOf(page: Page, person: Account, other: Account) {
  await page.goto('/profile');
  await expect(page.getByText(person.email)).toBeVisible();
  await expect(page.getByText(person.username, { exact: true })).toBeVisible();
  await expect(page.getByText(other.email)).toHaveCount(0);
  await expect(page.getByText(other.username, { exact: true })).toHaveCount(0);
  await page.goto('/edit-profile');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(person.email);
  await expect(page.getByLabel('Username')).toHaveValue(person.username);
}

const logouts: Array<{ way: string; width: number; adminFirst: boolean; logOut: (page: Page) => Promise<void> }> = [
  {
    way: "Profile's Log Out",
    width: 1280,
    adminFirst: false,
    logOut: async (page) => {
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Log Out' }).click();
    },
  },
  {
    way: "the drawer's Logout",
    width: 360,
    adminFirst: false,
    logOut: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
    },
  },
  {
    way: "the Admin menu's LogOut",
    width: 1280,
    adminFirst: true,
    logOut: async (page) => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin' }).click();
      await page.getByRole('button', { name: 'LogOut' }).click();
    },
  },
];

for (const { way, width, adminFirst, logOut } of logouts) {
  test(`after logging out with ${way}, the next person in the same tab sees only their own details`, async ({
    page,
    request,
    mailbox,
    admin,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const first = adminFirst ? { ...admin, email: 'admin@kasuwa.local' } : await newShopper(request, mailbox, 'Ada');
    const second = await newShopper(request, mailbox, 'Bola');
    await logIn(page, first, adminFirst ? '/admin-login' : '/login');
    await page.goto('/profile');
    await expect(page.getByText(first.username, { exact: true })).toBeVisible();

    await logOut(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await logIn(page, second);
    await expectProfileOf(page, second, first);
  });
}

test('logging out on a protected page goes quietly to the dashboard', async ({ page, shopper }) => {
  await logIn(page, shopper);
  await page.goto('/edit-profile');
  await expect(page.getByLabel('Username')).toHaveValue(shopper.username);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'About Us' })).toBeVisible();
  await expect(page.getByText('Please Login First!')).toHaveCount(0);
});

test('an expired session on a protected page: one warning, /login, and back after logging in', async ({
  page,
  shopper,
}) => {
  await logIn(page, shopper);
  // Both tokens die (say, the account logged out everywhere from another device).
  await page.evaluate(() => {
    localStorage.setItem('token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged');
    localStorage.setItem('refreshToken', 'no-longer-valid');
  });
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  await expect(page.getByText('Session is expired, Please Login again')).toHaveCount(1);
  await expect(page.getByText('Please Login First!')).toHaveCount(0);

  await page.getByLabel('Username').fill(shopper.username);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(shopper.email)).toBeVisible();
});

test.describe('on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a visitor tapping Cart is asked to log in, without the toast covering the navigation, and comes back to the cart', async ({
    page,
    shopper,
  }) => {
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Bottom' }).getByRole('link', { name: /Cart/ }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Please Login First!' });
    await expect(toast).toBeVisible();
    await expect(page).toHaveURL(/\/login\?next=%2Fcart$/);
    const toastBox = await box(toast);
    expect(overlaps(toastBox, await box(page.locator('header').first())), 'toast over the header').toBe(false);
    expect(overlaps(toastBox, await box(page.getByRole('navigation', { name: 'Bottom' }))), 'toast over the tabs').toBe(
      false,
    );

    await page.getByLabel('Username').fill(shopper.username);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('the drawer holds focus, closes with Escape, gives focus back, and the page behind stays put', async ({
    page,
    admin,
  }) => {
    await logIn(page, admin, '/admin-login');
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);

    // Tab around more times than the drawer has controls: focus never leaves it.
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.mouse.move(300, 400);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // One logout for an admin, and each group item on a line of its own.
    await expect(drawer.getByRole('button', { name: /^log ?out$/i })).toHaveCount(1);
    const help = drawer.getByRole('group', { name: 'Help' });
    const [faq, contact] = [
      await box(help.getByRole('link', { name: 'FAQS' })),
      await box(help.getByRole('link', { name: 'Contact-Us' })),
    ];
    expect(contact.y).toBeGreaterThanOrEqual(faq.y + faq.height - 1);
    const addMarkets = await box(
      drawer.getByRole('group', { name: 'Admin' }).getByRole('link', { name: 'Add Markets' }),
    );
    expect(addMarkets.height, 'a label on one line').toBeLessThan(2 * 20 + 16);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
