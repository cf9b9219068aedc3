import { expect, test } from './fixtures';

test.describe('app shell', () => {
  test('home renders with the navigation, the hero and the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page).toHaveTitle(/Kasuwa/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Markets', 'SignUp', 'Login', 'Contact']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Shop Now' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About Us' })).toBeVisible();
    await expect(page.getByText('Fast delivery')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Bottom' })).toBeHidden();
  });

  test('navigation reaches every static page', async ({ page }) => {
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });

    await nav.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('link', { name: 'FAQS' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    const question = page.getByRole('button', { name: 'Which payment methods do you accept?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/Verve, Visa and Mastercard/)).toBeVisible();

    await nav.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { name: 'Drop Us A Line' })).toBeVisible();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();

    const footer = page.getByRole('navigation', { name: 'Footer' });
    await footer.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { name: 'About Kasuwa' })).toBeVisible();

    await footer.getByRole('link', { name: 'More' }).click();
    await expect(page).toHaveURL(/\/side-menu$/);
    await expect(page.getByRole('heading', { name: 'Menu' })).toBeVisible();

    // Markets need a login: a visitor is told so and stays on the dashboard.
    await nav.getByRole('link', { name: 'Markets' }).click();
    await expect(page.getByText('Please Login First!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    await nav.getByRole('link', { name: 'SignUp' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  });

  test('an unknown path shows Not found, and Go Back returns to the dashboard', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page.getByRole('heading', { name: '404 - Not Found' })).toBeVisible();
    await expect(page.getByText('The requested page could not be found')).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a toast appears, holds while hovered, and disappears after its time', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByLabel('Email address').fill('amina@example.ng');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Thank you!' });
    await expect(toast).toBeVisible();
    // The toast's timer starts when its entrance animation ends; hover after that, as a reader would.
    await expect(toast).not.toHaveClass(/Toastify--animate/);

    await toast.hover();
    await page.waitForTimeout(4_500);
    await expect(toast).toBeVisible();

    await page.mouse.move(0, 0);
    await expect(toast).toBeHidden({ timeout: 6_000 });
  });

  test('a toast closes when tapped', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByLabel('Email address').fill('amina@example.ng');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Thank you!' });
    await toast.click();
    await expect(toast).toBeHidden({ timeout: 2_000 });
  });

  test('scroll position: back-to-top appears after scrolling and takes the page up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/dashboard');
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toBeHidden();
    await page.mouse.wheel(0, 800);
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toBeHidden();
  });
});

test('scroll position: a new page opens at the top, Back restores where you were', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'About Us' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(700);
  // A click from script, so the test does not scroll the link into view first.
  await page.evaluate(() =>
    document.querySelector<HTMLAnchorElement>('nav[aria-label="Footer"] a[href="/faq"]')?.click(),
  );
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(700);
});

test.describe('small screens (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('shows the bottom navigation and the drawer instead of the top links', async ({ page }) => {
    await page.goto('/dashboard');
    const bottom = page.getByRole('navigation', { name: 'Bottom' });
    await expect(bottom).toBeVisible();
    for (const label of ['Home', 'Profile', 'Cart', 'Markets']) {
      await expect(bottom.getByRole('link', { name: new RegExp(label) })).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'no sideways scrolling at 360 px').toBeLessThanOrEqual(360);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'FAQS' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(drawer).toBeHidden();

    await bottom.getByRole('link', { name: /Markets/ }).click();
    await expect(page.getByText('Please Login First!')).toBeVisible();
  });
});

test.describe('server', () => {
  test('health answers with the database status', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  test('/docs shows the API document', async ({ page }) => {
    await page.goto('/docs');
    await expect(page.getByText('Kasuwa API').first()).toBeVisible();
    await expect(page.getByText('/api/health').first()).toBeVisible();
  });
});
