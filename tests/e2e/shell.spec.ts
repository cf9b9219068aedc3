import { expect, logIn, test } from './fixtures';

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

    // Markets need a login: a visitor is told so and asked to log in (then comes back).
    await nav.getByRole('link', { name: 'Markets' }).click();
    await expect(page.getByText('Please Login First!')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?next=%2Fmarket$/);

    await nav.getByRole('link', { name: 'SignUp' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  });

  test('a tap on a pre-rendered page before its code has run is made once the page is live', async ({ page }) => {
    // The FAQ's own code is held back, as a slow network would: the page is on screen, not yet live.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked = page.waitForRequest(/\/assets\/faq-[\w-]+\.js$/);
    await page.route(/\/assets\/faq-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/faq');
    await asked;
    const question = page.getByRole('button', { name: 'How does price comparison work?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'How does price comparison work?' })).toBeVisible();
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

    // The toast's life is its progress bar's animation: hovering pauses it, so it cannot run out.
    await toast.hover();
    const bar = toast.locator('.Toastify__progress-bar');
    await expect(bar).toHaveCSS('animation-play-state', 'paused');
    const elapsed = () =>
      bar.evaluate(async (el) => {
        // Ten frames apart: a running animation moves on in that time, a paused one does not.
        for (let i = 0; i < 10; i += 1) await new Promise(requestAnimationFrame);
        return el.getAnimations()[0]?.currentTime;
      });
    const before = await elapsed();
    expect(before).not.toBeUndefined();
    expect(await elapsed()).toBe(before);
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
    await expect(page).toHaveURL(/\/login\?next=%2Fmarket$/);
  });
});

test('a loading bar shows while a screen waits for its data, and goes when it is there', async ({ page, shopper }) => {
  await logIn(page, shopper);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user/user-profile', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/profile');
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  release();
  await expect(page.getByText(shopper.email)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
});

test.describe('the service worker', () => {
  // Every other journey blocks it (playwright.config.ts): its precache is a test of its own.
  test.use({ serviceWorkers: 'allow' });

  test('installable, and offline a repeat visit still opens and says it is offline', async ({
    page,
    context,
    request,
    consoleErrors,
  }) => {
    await page.goto('/dashboard');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await request.get(manifestHref!)).json()) as {
      start_url: string;
      display: string;
      icons: Array<{ src: string; sizes: string }>;
    };
    expect(manifest).toMatchObject({ start_url: '/dashboard', display: 'standalone' });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i) => i.sizes === size);
      expect((await request.get(icon!.src)).headers()['content-type']).toBe('image/png');
    }

    // The service worker takes charge, then the connection goes.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'About Us' })).toBeVisible();
    await expect(page.getByText('You are offline.')).toBeVisible();
    // What could not load while offline is the point of this test, not an error of the app: the
    // browser's own requests (ERR_INTERNET_DISCONNECTED) and the API calls the service worker could
    // not answer (ERR_FAILED), such as the featured products, which say so with a Retry button.
    await expect(
      page.getByRole('region', { name: 'Featured products' }).getByRole('button', { name: 'Retry' }),
    ).toBeVisible();
    await context.setOffline(false);
    const others = consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/.test(e));
    consoleErrors.splice(0, consoleErrors.length, ...others);
  });
});

test.describe('server', () => {
  test('robots.txt is a real file, / goes to /dashboard, and every page has a title and a description', async ({
    page,
    request,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/text\/plain/);
    expect(await robots.text()).toContain('Disallow: /api/');

    const home = await request.get('/', { maxRedirects: 0 });
    expect(home.status()).toBe(302);
    expect(home.headers().location).toBe('/dashboard');

    const titles = new Set<string>();
    for (const path of ['/dashboard', '/about', '/faq', '/contact', '/login', '/signup', '/reactivate']) {
      // The HTML as sent, before any script runs: pre-rendered with the screen's own words.
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
      expect(title, path).toMatch(/Kasuwa/);
      titles.add(title);
      expect(/<meta\s+name="description"\s+content="([^"]{40,})"/.exec(html), path).not.toBeNull();
      expect(html, path).toContain('<main id="main"');
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
    expect(titles.size, 'each page its own title').toBe(7);
  });

  test('health answers with the database status', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  test('/docs shows the API document', async ({ page }) => {
    await page.goto('/docs');
    // Swagger UI is a megabyte of script to parse: on a busy 2-core machine it can take longer than
    // the default wait to draw.
    await expect(page.getByText('Kasuwa API').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('/api/health').first()).toBeVisible();
  });
});
