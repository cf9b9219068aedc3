import { expect } from '@playwright/test';
import { adminPage, logIn, test } from './fixtures';

/** Naira with 2 decimals at most, as a form takes it. */
const naira = (n: number) => String(Math.round(n * 100) / 100);

test('a shopper watches a product; the admin drops its price below the threshold; the bell and Notifications tell', async ({
  page,
  shopper,
  admin,
  browser,
  baseURL,
}) => {
  test.slow();
  await logIn(page, shopper);
  // A product no other journey buys or reprices.
  await page.goto('/search?query=watermelons%20damboa');
  await page.getByRole('link', { name: 'View Watermelons' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Watermelons' })).toBeVisible();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
  const productPath = new URL(page.url()).pathname;
  const res = await page.request.get(`/api/markets${productPath}`);
  expect(res.status(), await res.text()).toBe(200);
  const { product } = (await res.json()) as { product: { price: number } };
  const threshold = product.price - 1;

  await page.getByLabel('Threshold Price (N)').fill(naira(threshold));
  await page.getByRole('button', { name: 'Add to Watchlist' }).click();
  await expect(page.getByText('Product added to watchlist!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notifications, 0 unread' })).toBeVisible();

  await page.goto('/watchlist');
  await expect(page.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText([
    'Product Name',
    'Previous Price',
    'Current Price',
    'Market',
    'Threshold Price',
    'Actions',
  ]);
  const row = page.getByRole('row').filter({ hasText: 'Watermelons' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Damboa');
  await expect(row.getByRole('link', { name: 'Watermelons' })).toHaveAttribute('href', productPath);
  await expect(row.getByRole('button', { name: 'Delete Watermelons' })).toBeVisible();
  await expect(row.getByText('Threshold met')).toHaveCount(0);

  // The admin, in their own browser, edits the price to below the threshold.
  const desk = await adminPage(browser, baseURL!, admin, '198.51.249.248');
  await desk.goto(productPath);
  await desk.getByRole('button', { name: 'Edit', exact: true }).click();
  await desk.getByLabel('Price (N)', { exact: true }).fill(naira(threshold - 10));
  await desk.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(desk.getByText('Product updated')).toBeVisible();
  await desk.context().close();

  // The bell asks every minute; a reload asks at once.
  const bell = page.getByRole('link', { name: 'Notifications, 1 unread' });
  await expect(async () => {
    await page.reload();
    await expect(bell).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('row').filter({ hasText: 'Watermelons' }).getByText('Threshold met')).toBeVisible();

  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  const alert = page.getByRole('listitem').filter({ hasText: 'Watermelons' });
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText('at Damboa');
  await expect(alert.getByText('New')).toBeVisible();
  await expect(alert.getByRole('link', { name: /^See the product/ })).toHaveAttribute('href', productPath);
  await expect(page.getByRole('link', { name: 'Notifications, 0 unread' })).toBeVisible();
});
