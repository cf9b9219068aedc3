import type { Page } from '@playwright/test';
import { addFromSearch, expect, logIn, test } from './fixtures';

const MAIDUGURI = { latitude: 11.83, longitude: 13.15 };

/** The signed-in shopper's cart as the server has it. */
const serverCart = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/api/carts/mine', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return (await res.json()) as { totalItems: number; totalPrice: number };
  });

/** "NGN21,450.01" as a number of naira. */
const nairaOf = (text: string | null) => Number(text?.replace(/^NGN/, '').replace(/,/g, ''));

test.describe('a shopper in Maiduguri', () => {
  test.use({ geolocation: MAIDUGURI, permissions: ['geolocation'] });

  test('fills a cart from two markets, follows the count, compares, sees the best split, opens one product across markets and clears the cart', async ({
    page,
    shopper,
  }) => {
    test.slow(); // a dozen screens, one after another
    await logIn(page, shopper);
    const count = page.getByRole('link', { name: /^Cart, \d+ items$/ });
    await expect(count).toHaveAccessibleName('Cart, 0 items');

    // Adds from search results: rice and sugar at Monday, tomatoes at Budum.
    for (const [query, name] of [
      ['rice local monday', 'Rice (local)'],
      ['tomatoes budum', 'Tomatoes'],
      ['sugar monday', 'Sugar'],
    ] as const) {
      await addFromSearch(page, query, name);
    }
    await expect(count).toHaveAccessibleName('Cart, 3 items');
    // The same product again from the list: one more, said as a success (no red error).
    await page.getByRole('button', { name: 'Add Sugar to cart' }).first().click();
    const raised = page.getByText(/^Sugar .+ is already in your cart: you now have 2\.$/);
    await expect(raised).toBeVisible();
    await expect(page.locator('.Toastify__toast--success').filter({ has: raised })).toHaveCount(1);
    await expect(page.locator('.Toastify__toast--error')).toHaveCount(0);
    await expect(count).toHaveAccessibleName('Cart, 4 items');

    await count.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    const rice = page.getByRole('row').filter({ hasText: 'Rice (local)' });
    await expect(rice).toContainText('Monday');
    await expect(rice.getByRole('button', { name: 'One less Rice (local)' })).toBeDisabled();
    await rice.getByRole('button', { name: 'One more Rice (local)' }).click();
    await rice.getByRole('button', { name: 'One more Rice (local)' }).click();
    await expect(rice.getByLabel('Quantity of Rice (local)')).toHaveText('3');
    await expect(count).toHaveAccessibleName('Cart, 6 items');
    await rice.getByRole('button', { name: 'One less Rice (local)' }).click();
    await expect(count).toHaveAccessibleName('Cart, 5 items');
    await expect(page.getByText('Total Items')).toBeVisible();
    // The badge can count the new quantity before the summary has it: read the total once the
    // summary's own item count says 5, and once the server's cart has the 5 and the summary shows
    // its total (the count changes at once; the total when the cart is read again).
    await expect(page.locator('dd').first()).toHaveText('5');
    await expect.poll(async () => (await serverCart(page)).totalItems).toBe(5);
    const { totalPrice } = await serverCart(page);
    await expect.poll(async () => nairaOf(await page.locator('dd').nth(1).textContent())).toBe(totalPrice);
    const total = await page.locator('dd').nth(1).textContent();
    expect(total).toMatch(/^NGN[\d,]+(\.\d{2})?$/);

    // Compare: Your Cart first, the cheapest complete market named and marked, then the best split.
    await page.getByRole('button', { name: 'Compare Prices' }).click();
    await expect(page).toHaveURL(/\/price-comparison\/[0-9a-f-]{36}$/);
    await expect(page.getByText(`Your Cart Total: ${total}`)).toBeVisible();
    await expect(page.getByText(/^Cheapest complete market within reach: /)).toBeVisible();
    const table = page.getByRole('table', { name: 'What your cart costs at each market' });
    await expect(table.getByRole('columnheader', { name: 'Goods (NGN)' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'With trip (NGN)' })).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText('Cheapest complete');
    await expect(table.getByRole('row').nth(1)).toContainText('3 of 3 items');
    // Gamboru, 3 km away, was last surveyed in March: its prices are listed as last seen, not counted.
    // It has no current price, so it comes last, after the first ten markets.
    await page.getByRole('button', { name: /^Show all \d+ markets$/ }).click();
    const gamboru = table.getByRole('row').filter({ hasText: 'Gamboru' });
    await expect(gamboru).toContainText(/Last seen: .*in Mar 2026 \(not counted\)/);
    await expect(gamboru).toContainText('No current price');
    await expect(page.getByRole('heading', { name: 'Best split' })).toBeVisible();
    await expect(page.getByText(/^Trip \(\d+\.\d km at N150\/km\)$/)).toBeVisible();
    await page.getByLabel('Markets to visit').selectOption('1');
    await expect(page.getByRole('listitem').filter({ hasText: /^2\. / })).toHaveCount(0);
    await expect(page.getByText(/you save NGN0\./)).toBeVisible();
    const onlyStop = page.getByRole('listitem').filter({ hasText: /^1\. / });
    await expect(onlyStop).not.toContainText('Gamboru');
    // Old prices included: Gamboru's March prices count, and its cheap sugar wins the one-market trip.
    await page.getByRole('checkbox', { name: /Include prices older than 6 months/ }).check();
    await expect(onlyStop).toContainText('Gamboru');
    await expect(
      table
        .getByRole('row')
        .filter({ hasText: 'Gamboru' })
        .or(page.getByRole('button', { name: /^Show all \d+ markets$/ }))
        .first(),
    ).toBeVisible();
    if (await page.getByRole('button', { name: /^Show all \d+ markets$/ }).isVisible())
      await page.getByRole('button', { name: /^Show all \d+ markets$/ }).click();
    await expect(gamboru).toContainText('3 of 3 items');

    // One product across markets, from its details.
    await page.goto('/search?query=rice%20local%20monday');
    await page.getByRole('link', { name: 'View Rice (local)' }).first().click();
    // Add to Cart on the details of a product already in the cart: one more too.
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText(/^Rice \(local\) .+ is already in your cart: you now have 3\.$/)).toBeVisible();
    await expect(count).toHaveAccessibleName('Cart, 6 items');
    await page.getByRole('link', { name: /compare prices/i }).click();
    await expect(page.getByText(/^Rice \(local\) at \d+ markets, cheapest first\.$/)).toBeVisible();
    const prices = await page
      .getByRole('table', { name: 'This product at each market' })
      .getByRole('row')
      .locator('td:nth-child(2)')
      .allTextContents();
    const naira = prices.map((p) =>
      Number(
        p
          .replace(/^NGN/, '')
          .replace(/,/g, '')
          .split(/[^\d.]/)[0],
      ),
    );
    expect(naira.length).toBeGreaterThan(5);
    expect(naira).toEqual([...naira].sort((a, b) => a - b));

    // Clear the cart.
    await page.goto('/cart');
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Cart cleared successfully');
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await expect(page.getByText('Your cart is empty. Start shopping now!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/market');
    await expect(count).toHaveAccessibleName('Cart, 0 items');
  });
});

test('a visitor who presses Add is told to log in', async ({ page }) => {
  await page.goto('/search?query=rice');
  await page
    .getByRole('button', { name: /^Add .* to cart$/ })
    .first()
    .click();
  await expect(page.getByText('User is not logged in or userId is null.')).toBeVisible();
});
