import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { buyCheapestPlan, expect, logIn, test } from './fixtures';

/**
 * The accessibility gate: axe over every built screen at 360 px and 1280 px, signed out and signed
 * in (as the admin, who sees every menu), failing on any serious or critical violation of WCAG 2.2
 * A/AA (target size included); at 360 px every link and button is measured too (smallTargets).
 */
const SCREENS = [
  '/dashboard',
  '/about',
  '/faq',
  '/contact',
  '/side-menu',
  '/login',
  '/signup',
  '/admin-login',
  '/reset',
  '/reset?email=a%40example.ng&code=x',
  '/confirm-email',
  '/confirm-email?email=a%40example.ng&token=x',
  '/reactivate',
  '/not-found',
  '/market',
  '/featured',
  '/search?query=rice',
  '/search-results?search=tomatoe',
  '/subscription',
  '/prices/lagos',
  '/sources',
];
const SIGNED_IN_ONLY = [
  '/profile',
  '/edit-profile',
  '/admin-signup',
  '/add-market',
  '/add-category',
  '/add-product',
  '/cart',
  '/payment-form?totalPrice=1500&paymentType=subscription',
  '/checkpayment?subscriptionPrice=1500&paymentType=subscription',
  '/payment-success',
  '/sandbox/checkout/ksw_no_such_checkout',
  '/payments',
  '/orders',
  '/user-orders',
  '/order-tracking',
  '/notifications',
  '/admin/sources',
  '/report-price',
  '/my-reports',
  '/moderation',
];

/** The screens of one market of the demo data: its page, its correction, categories, a category's products, a product. */
async function catalogueScreens(page: Page): Promise<string[]> {
  const get = async <T>(url: string) => (await (await page.request.get(url)).json()) as T;
  const [market] = await get<Array<{ id: string }>>('/api/markets/GetAllMarkets?search=monday');
  const [category] = await get<Array<{ id: string }>>(`/api/markets/product-categories/${market!.id}`);
  const [product] = await get<Array<{ id: string }>>(
    `/api/markets/market/${market!.id}/category/${category!.id}/products`,
  );
  return [
    `/market/${market!.id}`,
    `/market/${market!.id}/correction`,
    `/product-categories/${market!.id}`,
    `/products/${market!.id}/category/${category!.id}`,
    `/products/${product!.id}`,
    `/price-comparison/${product!.id}`,
  ];
}

/** Each screen is a step of its test, with the time one screen may take (load, settle, axe). */
const PER_SCREEN_MS = 12_000;

async function violations(page: Page, path: string): Promise<string[]> {
  return test.step(path, () => screenViolations(page, path));
}

/** Tap targets are measured at phone width (360 px), where a thumb uses them. */
const PHONE_WIDTH = 360;
/** Every link and button a thumb uses: at least 24 px high (WCAG 2.2, 2.5.8). */
const TARGET_MIN_PX = 24;
/** The main actions (primary buttons, the bottom navigation): at least 44 px high. */
const MAIN_ACTION_MIN_PX = 44;

/**
 * The links and buttons of the screen lower than they must be, as "path: "text" 20 px (24 px at
 * least)". Main actions carry the `main-action` class (Button's primary variant, the bottom tabs).
 * A link inside a sentence of running text is exempt, as WCAG 2.5.8 exempts inline targets ("a link
 * in a paragraph"): its height is the line's, and spacing it out would break the sentence.
 */
async function smallTargets(page: Page, path: string): Promise<string[]> {
  const found = await page.evaluate(
    ({ min, mainMin, RUNNING_TEXT_CHARS }) => {
      const targets = document.querySelectorAll<HTMLElement>(
        'a[href], button, summary, [role="button"], [role="link"], [role="tab"]',
      );
      const small: Array<{ text: string; height: number; needed: number }> = [];
      for (const el of targets) {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        // Not on screen: hidden, or visually hidden until focused (the skip link).
        if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || el.closest('[aria-hidden="true"]'))
          continue;
        // A link in a sentence of running text (the sentence around it, not a label before it).
        const block = el.closest('p, li, dd, td, figcaption, blockquote');
        const around = (block?.textContent ?? '').length - (el.textContent ?? '').length;
        if (el.tagName === 'A' && style.display === 'inline' && around >= RUNNING_TEXT_CHARS) continue;
        const needed = el.closest('.main-action') ? mainMin : min;
        if (Math.round(box.height) < needed) {
          const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
          small.push({ text, height: Math.round(box.height * 10) / 10, needed });
        }
      }
      return small;
    },
    { min: TARGET_MIN_PX, mainMin: MAIN_ACTION_MIN_PX, RUNNING_TEXT_CHARS: 40 },
  );
  return found.map((t) => `${path}: "${t.text}" ${t.height} px (${t.needed} px at least)`);
}

/** At phone width the drawer holds the menu (and, signed in, Profile and Logout): its targets too. */
async function menuTargets(page: Page): Promise<string[]> {
  if (page.viewportSize()?.width !== PHONE_WIDTH) return [];
  return test.step('the menu drawer', async () => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    return smallTargets(page, '/dashboard with the menu open');
  });
}

/**
 * Every rule of WCAG 2.2 A/AA and axe's best practices, run once in the page itself. The app has no
 * frames, so axe's frame-by-frame mode (a partial run per frame, then a blank page opened to merge
 * them) would find the same at twice the cost; only the violations are listed in full.
 */
const axe = (page: Page) =>
  new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode();

async function screenViolations(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.getByRole('main').waitFor();
  // Wait for the screen itself (lazy code, data): its spinner gone, its heading there.
  await expect(page.getByRole('status').filter({ hasText: /Loading|Confirming/ })).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A toast is judged as it is read: after its entrance animation, at full opacity.
  await expect(page.locator('.Toastify--animate')).toHaveCount(0);
  const result = await axe(page).analyze();
  const small = page.viewportSize()?.width === PHONE_WIDTH ? await smallTargets(page, path) : [];
  return [
    ...small,
    ...result.violations
      // Serious and critical, and skipped heading levels too (moderate to axe, but a screen reader's map).
      .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
      .map(
        (v) =>
          `${path}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
      ),
  ];
}

for (const width of [PHONE_WIDTH, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('signed out: no serious or critical violation on any screen', async ({ page }) => {
      const screens = [...SCREENS, ...(await catalogueScreens(page))];
      test.setTimeout(PER_SCREEN_MS * screens.length);
      const found: string[] = [];
      for (const path of screens) found.push(...(await violations(page, path)));
      found.push(...(await menuTargets(page)));
      expect(found).toEqual([]);
    });

    test('signed in: no serious or critical violation on any screen', async ({ page, admin }) => {
      const screens = [
        ...SCREENS.filter((p) => !p.includes('login')),
        ...SIGNED_IN_ONLY,
        ...(await catalogueScreens(page)),
      ];
      test.setTimeout(PER_SCREEN_MS * (screens.length + 1));
      await logIn(page, admin, '/admin-login');
      const found: string[] = [];
      for (const path of screens) {
        found.push(...(await violations(page, path)));
      }
      expect(found).toEqual([]);
    });

    // A test of its own: a watchlist, a cart and an order made on the way, each screen judged as it comes.
    test('signed in: no serious or critical violation on a watchlist, a cart, its checkout and the order', async ({
      page,
      admin,
    }) => {
      const product = (await catalogueScreens(page)).find((p) => /^\/products\/[\w-]+$/.test(p))!;
      // Ten screens, the login, the watch, the add to cart and the payment.
      test.setTimeout(PER_SCREEN_MS * 14);
      await logIn(page, admin, '/admin-login');
      const found: string[] = [];
      // A watchlist with a row (another test of the same server may have left it there).
      await page.goto(product);
      await page.getByLabel('Threshold Price (N)').fill('1');
      await page.getByRole('button', { name: 'Add to Watchlist' }).click();
      await expect(page.getByText(/Product added to watchlist!|already on your watchlist/)).toBeVisible();
      found.push(...(await violations(page, '/watchlist')));

      // A cart with an item, and its price comparison.
      await page.goto('/search?query=rice%20monday');
      await page
        .getByRole('button', { name: /^Add .* to cart$/ })
        .first()
        .click();
      await expect(page.getByText(/added to cart!|already in your cart/)).toBeVisible();
      const cartId = await page.evaluate(async () => {
        const res = await fetch('/api/carts/mine', {
          headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
        });
        return ((await res.json()) as { cartId: string }).cartId;
      });
      for (const path of ['/cart', `/price-comparison/${cartId}`]) found.push(...(await violations(page, path)));

      // Checkout: the product payment form, the sandbox's page, the success page, the order and its tracking.
      await page.goto('/cart');
      await page.getByRole('link', { name: 'Checkout' }).click();
      await expect(page).toHaveURL(/\/payment-form\?/);
      found.push(...(await violations(page, new URL(page.url()).pathname + new URL(page.url()).search)));
      await page.getByLabel('Shipping address').fill('4 Monday Market Lane, Maiduguri');
      await page.getByLabel('Billing address').fill('12 Lake Chad Road, Maiduguri');
      await page.getByRole('button', { name: 'Initiate Payment' }).click();
      await expect(page).toHaveURL(/\/sandbox\/checkout\//);
      found.push(...(await violations(page, new URL(page.url()).pathname)));
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
      const success = new URL(page.url());
      found.push(...(await violations(page, success.pathname + success.search)));
      const order = await page.getByRole('link', { name: 'View your order' }).getAttribute('href');
      for (const path of [order!, order!.replace('/order/', '/track/'), '/payments', '/orders']) {
        found.push(...(await violations(page, path)));
      }
      found.push(...(await menuTargets(page)));
      expect(found).toEqual([]);
    });

    test('subscriber: no serious or critical violation on the chart screens', async ({ page, shopper }) => {
      const screens = ['/chart', '/chart?period=Yearly&productName=Millet', '/price-analysis'];
      // A sign-up and a checkout first, then each screen.
      test.setTimeout(PER_SCREEN_MS * screens.length + 60_000);
      await logIn(page, shopper);
      await page.goto('/subscription');
      await buyCheapestPlan(page);
      const found: string[] = [];
      for (const path of screens) found.push(...(await violations(page, path)));
      expect(found).toEqual([]);
    });
  });
}
