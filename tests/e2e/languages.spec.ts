import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { LANGUAGES, LOCALES } from '../../src/contract/languages';
import { catalogues } from './catalogues';
import { expect, logIn, test } from './fixtures';

/** Texts of the shell in English: none may be in a page sent in Hausa (the screens' own texts may, until converted). */
const SHELL_IN_ENGLISH = ['Skip to content', 'Newsletter', 'Fast delivery', 'Search markets and products', '>Home<'];

/** Serious and critical axe violations (WCAG 2.2 A/AA and best practices), as the accessibility gate counts them. */
async function seriousViolations(page: Page): Promise<string[]> {
  // A toast is judged as it is read: after its entrance animation, at full opacity (as in a11y.spec.ts).
  await expect(page.locator('.Toastify--animate')).toHaveCount(0);
  const result = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode()
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test.describe('languages, at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('a visitor switches to Hausa by keyboard; the shell speaks Hausa, and a reload is Hausa from its first byte', async ({
    page,
    context,
  }) => {
    await page.goto('/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-NG');
    const language = page.getByRole('combobox', { name: 'Language' });

    // By keyboard: Tab reaches the switch in the top bar, an arrow key picks the next language (Hausa).
    for (let i = 0; i < 12 && !(await language.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(language).toBeFocused();
    const box = (await language.boundingBox())!;
    expect(box.height, 'a tap target of 24 px at least').toBeGreaterThanOrEqual(24);
    expect(box.width).toBeGreaterThanOrEqual(24);
    await page.keyboard.press('ArrowDown');

    await expect(page.locator('html')).toHaveAttribute('lang', 'ha-NG');
    await expect(page.getByRole('combobox', { name: 'Harshe' })).toHaveValue('ha');
    await expect(page.getByText('Yanzu shafin yana cikin Hausa.')).toBeAttached();
    const bottom = page.getByRole('navigation', { name: 'Ƙasa' });
    await expect(bottom.getByRole('link', { name: 'Gida' })).toBeVisible();
    await expect(bottom.getByRole('link', { name: 'Kasuwanni' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Ƙarshen shafi' }).getByRole('link', { name: 'Game da mu' }),
    ).toBeVisible();
    await expect(page.getByText('Isarwa da sauri')).toBeVisible();
    // The top bar still fits a 360 px phone: nothing runs off the side.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect((await context.cookies()).find((c) => c.name === 'kasuwa-lang')).toMatchObject({
      value: 'ha',
      path: '/',
      sameSite: 'Lax',
    });

    // The reload: the server sends the page already in Hausa (the cookie), so nothing English is painted first.
    const reloaded = await page.reload();
    const html = await reloaded!.text();
    expect(html).toContain('<html lang="ha-NG">');
    expect(html).toContain('Isarwa da sauri');
    expect(html).toContain('<title>Gida · Kasuwa</title>');
    for (const english of SHELL_IN_ENGLISH) expect(html, english).not.toContain(english);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ha-NG');
    await expect(page.getByRole('navigation', { name: 'Ƙasa' }).getByRole('link', { name: 'Gida' })).toBeVisible();
    // A screen drawn in the browser (not pre-rendered) comes in the shell sent in Hausa too.
    const shell = await (await page.request.get('/search?query=rice')).text();
    expect(shell).toContain('<html lang="ha-NG">');
    expect(shell).toContain('Ana lodawa…');

    await page.screenshot({ path: test.info().outputPath('dashboard-ha-360.png'), fullPage: false });
  });

  test('in Hausa the login screen and its messages are Hausa, and axe finds nothing serious', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'kasuwa-lang', value: 'ha', url: baseURL! }]);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ha-NG');
    await expect(page.getByRole('heading', { level: 1, name: 'Shiga' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Shiga', exact: true }).click();
    await expect(page.getByText('*Ana buƙatar sunan mai amfani')).toBeVisible();
    await expect(page.getByText('Fom ɗinka bai yi daidai ba')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    for (const path of ['/dashboard', '/not-found']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    // The menu, with its own language choice.
    await page.getByRole('button', { name: 'Buɗe menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByLabel('Harshe')).toHaveValue('ha');
    expect(await seriousViolations(page), 'the menu').toEqual([]);
    await page.screenshot({ path: test.info().outputPath('menu-ha-360.png') });
  });

  test('a screen loaded on demand comes with its own messages in the language shown, and a switch on it brings them', async ({
    page,
    context,
    baseURL,
  }) => {
    // The FAQ's texts are not in the first download (scripts/split-catalogues.ts): they arrive with its code.
    await context.addCookies([{ name: 'kasuwa-lang', value: 'ha', url: baseURL! }]);
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Tambayoyin da ake yawan yi' })).toBeVisible();
    // The page is pre-rendered: a press before its code has run opens nothing, so press until it opens.
    const question = page.getByRole('button', { name: 'Yaya kwatanta farashi ke aiki?' });
    await expect(async () => {
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
    }).toPass();
    await expect(page.getByText(/^Saka kaya a kwandonka daga kowace kasuwa/)).toBeVisible();

    // Switched on the screen: its messages in Igbo are fetched, then it speaks Igbo.
    await page.getByRole('banner').getByRole('combobox', { name: 'Harshe' }).selectOption('ig');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ig-NG');
    await expect(page.getByRole('heading', { level: 1, name: 'Ajụjụ a na-ajụkarị' })).toBeVisible();
    await expect(page.getByText(/^Tinye ngwaahịa n'ime nkata gị/)).toBeVisible();

    // Another screen opened now, drawn in the browser: in Igbo from its first render, and English when chosen.
    await page.goto('/subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Atụmatụ ndebanye' })).toBeVisible();
    await page.getByRole('banner').getByRole('combobox', { name: 'Asụsụ' }).selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription plans' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('signed in, with the bell beside it, the switch still fits the top bar in the longest code (Naijá, PCM)', async ({
    page,
    shopper,
  }) => {
    await logIn(page, shopper);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('pcm');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pcm-NG');
    // Naijá counts 0 like 1 (CLDR: "one" is i = 0 or n = 1).
    await expect(page.getByRole('link', { name: 'Cart, 0 tin' })).toBeVisible();
    const banner = page.getByRole('banner');
    expect((await banner.boundingBox())!.height, 'the top bar stays one row').toBeLessThanOrEqual(65);
    // Side by side, nothing over anything: the logo, the switch, search, the bell, the cart.
    const boxes = await Promise.all(
      [
        banner.getByRole('link', { name: 'Kasuwa home' }),
        banner.getByRole('combobox', { name: 'Language' }),
        banner.getByRole('button', { name: 'Search' }),
        banner.getByRole('link', { name: /Notifications/ }),
        banner.getByRole('link', { name: /^Cart/ }),
      ].map(async (l) => (await l.boundingBox())!),
    );
    for (let i = 1; i < boxes.length; i += 1) {
      expect(boxes[i]!.x, `item ${i} starts after item ${i - 1} ends`).toBeGreaterThanOrEqual(
        boxes[i - 1]!.x + boxes[i - 1]!.width - 0.5,
      );
    }
    expect(boxes.at(-1)!.x + boxes.at(-1)!.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: test.info().outputPath('dashboard-pcm-signed-in-360.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('dashboard-pcm-signed-in-1280.png') });
  });
});

test.describe('axe in every language, at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  for (const locale of LOCALES) {
    test(`in ${LANGUAGES[locale].name}: the dashboard, search results and the FAQ have nothing serious`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'kasuwa-lang', value: locale, url: baseURL! }]);
      for (const path of ['/dashboard', '/search?query=rice', '/faq']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGES[locale].tag);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /…$/ })).toHaveCount(0);
        expect(await seriousViolations(page), `${locale} ${path}`).toEqual([]);
      }
    });
  }
});

test.describe("items' names, at 360 px", () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test("in Yorùbá a search by an item's name without its tone marks finds it, titled in Yorùbá over its English name", async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('yo');
    await expect(page.locator('html')).toHaveAttribute('lang', 'yo-NG');
    await page.goto('/search-results?search=iresi%20ibile');
    await expect(page.locator('html')).toHaveAttribute('lang', 'yo-NG');
    const title = page.getByRole('heading', { level: 3 }).first();
    await expect(title.locator('[lang="yo-NG"]')).toHaveText('ìrẹsì ìbílẹ̀');
    await expect(title.locator('[lang="en-NG"]')).toHaveText('Rice (local)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: test.info().outputPath('search-yo-360.png'), fullPage: false });

    // The card's View, in Yorùbá.
    await page.getByRole('link', { name: /^Wo / }).first().click();
    await expect(page.getByRole('heading', { level: 1 }).locator('[lang="yo-NG"]')).toHaveText('ìrẹsì ìbílẹ̀');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: test.info().outputPath('product-yo-360.png'), fullPage: false });
  });
});

test('the top bar fits at 1024 and 1280 px in every language, for the admin, who has the most entries', async ({
  page,
  admin,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  await logIn(page, admin, '/admin-login');
  for (const [locale, tag] of [
    ['en', 'en-NG'],
    ['ha', 'ha-NG'],
    ['yo', 'yo-NG'],
    ['ig', 'ig-NG'],
    ['pcm', 'pcm-NG'],
  ] as const) {
    // The device's choice, not the switch: a signed-in choice in the switch is kept on the account,
    // and the admin is every journey's (one running beside this one would speak this language).
    await context.addCookies([{ name: 'kasuwa-lang', value: locale, url: baseURL! }]);
    await page.evaluate((l) => localStorage.setItem('kasuwa-lang', l), locale);
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', tag);
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 700 });
      const fit = await page.evaluate(() => ({
        width: document.documentElement.scrollWidth,
        bar: Math.round(document.querySelector('header')!.getBoundingClientRect().height),
      }));
      expect(fit, `${locale} at ${width} px`).toEqual({ width, bar: 65 });
    }
  }
});

test.describe('with the service worker', () => {
  // Blocked in the other journeys (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('a page it saved in English is not shown again after a switch to Yorùbá', async ({ page }) => {
    await page.goto('/dashboard');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    // The worker has the English page and the English shell.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-NG');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('yo');
    await expect(page.locator('html')).toHaveAttribute('lang', 'yo-NG');
    // What the worker holds now is in Yorùbá or nothing: the next visits open in Yorùbá from the first paint.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const langs: string[] = [];
          for (const name of await caches.keys()) {
            const cache = await caches.open(name);
            for (const request of await cache.keys()) {
              if (new URL(request.url).pathname.startsWith('/assets/')) continue;
              const html = await (await cache.match(request))!.text();
              langs.push(/<html lang="([^"]+)"/.exec(html)?.[1] ?? '?');
            }
          }
          return [...new Set(langs)];
        }),
      )
      .toEqual(['yo-NG']);
    const reloaded = await page.reload();
    expect(await reloaded!.text()).toContain('<html lang="yo-NG">');
    await expect(page.getByRole('navigation', { name: 'Ìsàlẹ̀ ojú-ìwé' })).toBeVisible();
  });
});

test('no screen shows a message id instead of its text: every screen, in Hausa, for the admin', async ({
  page,
  admin,
  context,
  baseURL,
}) => {
  test.slow();
  // The catalogue's ids (a screen's messages come with its code: one left out would show as its id).
  const ids = new Set(Object.keys((await (await catalogues()).web.read('en')) ?? {}));
  expect(ids.size).toBeGreaterThan(500);

  await page.setViewportSize({ width: 360, height: 800 });
  await logIn(page, admin, '/admin-login');
  await context.addCookies([{ name: 'kasuwa-lang', value: 'ha', url: baseURL! }]);
  await page.evaluate(() => localStorage.setItem('kasuwa-lang', 'ha'));
  const shown: Record<string, string[]> = {};
  for (const path of [
    '/dashboard',
    '/about',
    '/faq',
    '/contact',
    '/side-menu',
    '/profile',
    '/edit-profile',
    '/market',
    '/featured',
    '/search-results?search=rice',
    '/cart',
    '/watchlist',
    '/notifications',
    '/chart',
    '/price-analysis',
    '/subscription',
    '/payment-form?totalPrice=1500&paymentType=subscription',
    '/payment-success',
    '/user-orders',
    '/order-tracking',
    '/admin',
    '/add-market',
    '/add-category',
    '/add-product',
    '/admin-signup',
    '/orders',
    '/payments',
    '/not-found',
    '/prices/lagos',
    '/sources',
    '/admin/sources',
    '/report-price',
    '/my-reports',
    '/moderation',
  ]) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ha-NG');
    await page.waitForLoadState('networkidle');
    const text = await page.evaluate(() =>
      [
        document.title,
        document.body.innerText,
        ...Array.from(document.querySelectorAll('[aria-label], [placeholder], [alt]')).map((e) =>
          ['aria-label', 'placeholder', 'alt'].map((a) => e.getAttribute(a) ?? '').join(' '),
        ),
      ].join('\n'),
    );
    const found = text.split(/[\s,.;:()“”"]+/).filter((word) => ids.has(word));
    if (found.length) shown[path] = found;
  }
  expect(shown).toEqual({});
});
