import { expect, type Page } from '@playwright/test';
import { addFromSearch, adminPage, buyCheapestPlan, logIn, test } from './fixtures';

/** From the cart to the sandbox's page: Checkout, the addresses, Initiate Payment. */
async function checkOut(page: Page): Promise<string> {
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/payment-form\?totalPrice=[\d.]+&paymentType=product/);
  await page.getByLabel('Shipping address').fill('4 Monday Market Lane, Maiduguri');
  await page.getByLabel('Billing address').fill('12 Lake Chad Road, Maiduguri');
  await expect(page.getByLabel('Email', { exact: true })).not.toHaveValue('');
  await page.getByRole('button', { name: 'Initiate Payment' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/ksw_[\w-]+$/);
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

test.describe('paying', () => {
  test('cart → checkout → sandbox Pay → success → My Orders → the admin ships it → tracking shows Shipped', async ({
    page,
    shopper,
    admin,
    browser,
    baseURL,
  }) => {
    test.slow();
    await logIn(page, shopper);
    await addFromSearch(page, 'rice local monday', 'Rice (local)');
    await addFromSearch(page, 'sugar monday', 'Sugar');
    await checkOut(page);

    await expect(page.getByText('Kasuwa sandbox', { exact: false }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/payment-success\?paymenttype=product&amount=[\d.]+&trxref=/);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByText('Thank you for your payment.')).toBeVisible();
    await expect(page.getByText('Your order has been processed successfully.')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Cart, 0 items$/ })).toBeVisible();

    await page.getByRole('link', { name: 'My Orders' }).click();
    const card = page.getByRole('article').first();
    await expect(card).toContainText('Rice (local)');
    await expect(card).toContainText('Sugar');
    await expect(card).toContainText('Pending');
    const trackLink = card.getByRole('link', { name: /Track Order/ });
    const trackPath = (await trackLink.getAttribute('href'))!;
    const orderId = trackPath.split('/').at(-1)!;

    const desk = await adminPage(browser, baseURL!, admin, '198.51.249.249');
    await desk.goto('/orders');
    const row = desk.getByRole('row').filter({ hasText: orderId });
    for (const status of ['Processing', 'Shipped']) {
      await row.getByLabel(`New status of order ${orderId}`).selectOption(status);
      await row.getByRole('button', { name: `Update status of order ${orderId}` }).click();
      await expect(desk.getByText(`The order is now ${status}.`)).toBeVisible();
    }
    await desk.context().close();

    await page.goto(trackPath);
    await expect(page.getByText('Order Status')).toBeVisible();
    await expect(page.locator('dd').filter({ hasText: 'Shipped' }).first()).toBeVisible();
    await page.goto(`/order-tracking/${orderId}`);
    await expect(page.locator('dd').filter({ hasText: 'Shipped' }).first()).toBeVisible();
  });

  test('Decline → the failure message, the cart intact, and paying again works', async ({ page, shopper }) => {
    await logIn(page, shopper);
    await addFromSearch(page, 'sugar monday', 'Sugar');
    await checkOut(page);
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByText(/Your payment did not go through\. Nothing was charged/)).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('link', { name: /^Cart, 1 items?$/ })).toBeVisible();

    await checkOut(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await page.goto('/user-orders');
    await expect(page.getByRole('article')).toHaveCount(1);
  });

  test.describe('at 1280 px', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('Decline and Cancel: the result page shows the outcome from the first answer, with no page load between', async ({
      page,
      shopper,
    }) => {
      await logIn(page, shopper);
      await addFromSearch(page, 'sugar monday', 'Sugar');
      for (const action of ['Decline', 'Cancel']) {
        const reference = await checkOut(page);
        const verifies: string[] = [];
        page.on('request', (r) => r.url().endsWith(`/api/payment/verify/${reference}`) && verifies.push(r.url()));
        // A mark on this document: a page load on the way to the result page would wipe it (and
        // start the whole app again before the result page could ask the server).
        await page.evaluate(() => Object.assign(window, { kasuwaSameDocument: true }));
        const answered = page.waitForResponse((r) => r.url().endsWith(`/api/payment/verify/${reference}`));
        await page.getByRole('button', { name: action }).click();
        expect((await (await answered).json()) as { status: string }).toMatchObject({
          status: action === 'Decline' ? 'failed' : 'abandoned',
        });
        await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
        await expect(page.getByText(/Your payment did not go through\. Nothing was charged/)).toBeVisible();
        await expect(page.getByText('Checking your payment…')).toHaveCount(0);
        // The server's first answer was the outcome: no second question, no page load.
        expect(verifies).toHaveLength(1);
        expect(await page.evaluate(() => (window as { kasuwaSameDocument?: boolean }).kasuwaSameDocument)).toBe(true);
        page.removeAllListeners('request');
        // The checkout was replaced in the history: Back does not reopen a closed checkout.
        await page.goBack();
        await expect(page).toHaveURL(/\/payment-form\?/);
      }
    });
  });

  test('a subscription bought through the sandbox shows as active on the plans screen', async ({ page, shopper }) => {
    await logIn(page, shopper);
    await page.goto('/subscription');
    await expect(page.getByText(/no active subscription/i)).toBeVisible();
    await buyCheapestPlan(page);
    await page.goto('/subscription');
    await expect(page.getByText(/Your Monthly subscription is active until/)).toBeVisible();
  });
});
