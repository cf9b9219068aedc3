import type { Page } from '@playwright/test';
import type { Locale } from '../../src/contract/languages';
import { wordsIn } from './catalogues';
import { adminPage, expect, newShopper, test } from './fixtures';

const MAIDUGURI = { latitude: 11.83, longitude: 13.15 };

/** A text's words with its `{values}` as "anything": a pattern that the language's fixed words must match. */
const shaped = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`);

/** Nothing runs off the side of a 360 px phone. */
const fits = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

/** Opens the first product a search finds, and answers its path and its current price (naira). */
async function openProduct(page: Page, query: string): Promise<{ path: string; price: number }> {
  await page.goto(`/search?query=${encodeURIComponent(query)}`);
  await page.locator('main a[href^="/products/"]').first().click();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const path = new URL(page.url()).pathname;
  const res = await page.request.get(`/api/markets${path}`);
  expect(res.status(), await res.text()).toBe(200);
  return { path, price: ((await res.json()) as { product: { price: number } }).product.price };
}

/**
 * A shopper's whole visit in a language, at 360 px, in Maiduguri: the switch as a visitor, a
 * mistake on the login form (the app's own words) and a wrong password (the server's), the login,
 * a cart compared across markets, and a price alert whose e-mail comes in the same language.
 * Each language has products of its own (Monday Market) that no other journey reprices.
 */
const VISITS: { locale: Locale; tag: string; cart: [string, string]; watched: string }[] = [
  { locale: 'ha', tag: 'ha-NG', cart: ['yam monday', 'onions monday'], watched: 'salt monday' },
  { locale: 'pcm', tag: 'pcm-NG', cart: ['groundnuts monday', 'oranges monday'], watched: 'spinach monday' },
];

test.describe('shopping in a language, at 360 px in Maiduguri', () => {
  test.use({ viewport: { width: 360, height: 800 }, geolocation: MAIDUGURI, permissions: ['geolocation'] });

  for (const { locale, tag, cart, watched } of VISITS) {
    test(`in ${tag}: switch as a visitor, log in, compare a cart, and get the price alert's e-mail in it`, async ({
      page,
      mailbox,
      admin,
      browser,
      baseURL,
    }) => {
      test.slow(); // a dozen screens and an admin's edit
      const t = await wordsIn(locale);
      const shot = (name: string) => page.screenshot({ path: test.info().outputPath(`${name}-${locale}-360.png`) });

      // A visitor picks the language in the top bar.
      await page.goto('/dashboard');
      await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption(locale);
      await expect(page.locator('html')).toHaveAttribute('lang', tag);
      await expect(page.getByRole('banner').getByRole('combobox', { name: t('Language') })).toHaveValue(locale);
      // Signed up on this device: the account takes its language, and so does the confirmation.
      const shopper = await newShopper(page.request, mailbox, 'Hauwa', t('Confirm your e-mail address'));

      // A validation error, in the app's words.
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: t('Log in') })).toBeVisible();
      const logInButton = page.getByRole('main').getByRole('button', { name: t('Log in'), exact: true });
      await logInButton.click();
      await expect(page.getByText(t('*Username is required'))).toBeVisible();
      await expect(page.getByText(t('Your form is invalid'))).toBeVisible();
      await fits(page);
      await shot('login-invalid');

      // A server problem, in the server's words.
      await page.getByLabel(t('Username')).fill(shopper.username);
      await page.getByLabel(t('Password'), { exact: true }).fill(`${shopper.password}-not`);
      await logInButton.click();
      const wrong = t('Wrong username or password.');
      expect(wrong, 'the catalogue has it in the language').not.toBe('Wrong username or password.');
      await expect(page.getByText(wrong)).toBeVisible();
      await fits(page);
      await shot('login-wrong-password');

      // The login keeps the language (the account's is the same).
      await page.getByLabel(t('Password'), { exact: true }).fill(shopper.password);
      await logInButton.click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.locator('html')).toHaveAttribute('lang', tag);

      // A cart of two products, compared across markets.
      for (const query of cart) {
        await openProduct(page, query);
        await page.getByRole('button', { name: t('Add to Cart'), exact: true }).click();
        await expect(page.locator('.Toastify__toast--success')).toBeVisible();
        await page.locator('.Toastify__toast--success').getByRole('button').click();
      }
      await page.goto('/cart');
      await expect(page.getByRole('heading', { level: 1, name: t('Cart') })).toBeVisible();
      await page.getByRole('button', { name: t('Compare Prices') }).click();
      await expect(page).toHaveURL(/\/price-comparison\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: t('Price comparison') })).toBeVisible();
      const markets = page.getByRole('list', { name: t('What your cart costs at each market') });
      await expect(markets.getByRole('listitem').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', tag);
      await fits(page);
      await shot('comparison');

      // A watch just under today's price; the admin (in English, elsewhere) brings the price below it.
      const product = await openProduct(page, watched);
      const threshold = Math.round((product.price - 1) * 100) / 100;
      await page.getByLabel(t('Threshold Price (N)')).fill(String(threshold));
      await page.getByRole('button', { name: t('Add to Watchlist') }).click();
      await expect(page.getByText(t('Product added to watchlist!'))).toBeVisible();
      await fits(page);
      await shot('product-watched');
      const desk = await adminPage(browser, baseURL!, admin, `198.51.252.${locale === 'ha' ? 1 : 2}`);
      await desk.goto(product.path);
      await desk.getByRole('button', { name: 'Edit', exact: true }).click();
      await desk.getByLabel('Price (N)', { exact: true }).fill(String(Math.round((threshold - 10) * 100) / 100));
      await desk.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(desk.getByText('Product updated')).toBeVisible();
      await desk.context().close();

      // The alert's e-mail, in the shopper's language (the account's), whoever made the change.
      const alert = [t('{product}, {unit}, is now {price} at {market}'), t('{product} is now {price} at {market}')].map(
        shaped,
      );
      await expect
        .poll(
          async () =>
            (await mailbox.read())
              .filter((m) => m.to === shopper.email)
              .map((m) => m.subject)
              .find((subject) => alert.some((pattern) => pattern.test(subject))),
          { timeout: 20_000 },
        )
        .toBeTruthy();
    });
  }
});
