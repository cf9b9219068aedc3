import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { type Account, expect, logIn, newShopper, test } from './fixtures';

const MAIDUGURI = { latitude: 11.83, longitude: 13.15 };
const PHONE = { width: 360, height: 800 };

/** A shopper on a phone in Maiduguri, in a browser of their own, from an address of their own. */
async function phoneOf(
  browser: Browser,
  baseURL: string,
  account: Account,
  ip: string,
  screen = '/login',
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    geolocation: MAIDUGURI,
    permissions: ['geolocation'],
    extraHTTPHeaders: { 'x-forwarded-for': ip },
  });
  const page = await context.newPage();
  await logIn(page, account, screen);
  return page;
}

/** Reports millet (or another item) at Monday market, per kg, as a shopper does on the form. */
async function reportMillet(page: Page, priceNaira: string, photo?: Buffer, item = 'Millet') {
  await page.goto('/report-price');
  const market = page.getByLabel('Market', { exact: true });
  await expect(market.getByRole('option', { name: /^Monday — Maiduguri, Borno/ })).toBeAttached();
  await market.selectOption({ label: (await market.getByRole('option', { name: /^Monday — / }).textContent())! });
  await page.getByLabel('Item', { exact: true }).selectOption({ label: item });
  await page.getByLabel('Measure').selectOption('kg');
  await page.getByLabel('Price (₦)').fill(priceNaira);
  if (photo)
    await page
      .getByLabel('Photo of the price tag or receipt (optional)')
      .setInputFiles({ name: 'tag.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
}

test.describe('shoppers report prices', () => {
  test.use({ viewport: PHONE, geolocation: MAIDUGURI, permissions: ['geolocation'] });

  test("a report with a photo waits; a second shopper's agreeing report confirms both; a price ten times too high is rejected by a moderator with a reason its reporter reads", async ({
    page,
    shopper,
    browser,
    baseURL,
    request,
    mailbox,
    admin,
  }) => {
    test.slow(); // three shoppers and a moderator, each in their own browser
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#d97706' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '11/1 49/1 48/1' } })
      .toBuffer();
    expect(photo.includes(Buffer.from('Exif'))).toBe(true);
    await logIn(page, shopper);
    // What the page puts in the form it sends, kept aside to be read back below.
    await page.addInitScript(() => {
      const append = FormData.prototype.append;
      FormData.prototype.append = function (this: FormData, ...args: [string, string | Blob, string?]) {
        if (args[0] === 'photo' && args[1] instanceof Blob)
          (window as unknown as { sentPhoto: Blob }).sentPhoto = args[1];
        Reflect.apply(append, this, args);
      } as typeof append;
    });
    await reportMillet(page, '470', photo);
    // The phone sends the photo redrawn: its EXIF, with the GPS position, never leaves it.
    const sentPhoto = Buffer.from(
      await page.evaluate(async () => [
        ...new Uint8Array(await (window as unknown as { sentPhoto: Blob }).sentPhoto.arrayBuffer()),
      ]),
    );
    expect(sentPhoto.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8])); // a JPEG
    expect(sentPhoto.includes(Buffer.from('Exif'))).toBe(false);
    await expect(page.getByText(/counts once another shopper’s report agrees/)).toBeVisible();
    await page.getByRole('link', { name: 'My reports' }).click();
    const mine = page.getByRole('listitem').filter({ hasText: 'Millet' }).first();
    await expect(mine).toContainText('Pending');
    await expect(mine).toContainText('1 kg · N470 paid');

    const second = await phoneOf(browser, baseURL!, await newShopper(request, mailbox, 'Bello'), '198.51.250.2');
    await reportMillet(second, '460');
    await expect(second.getByText(/it is confirmed and counts/)).toBeVisible();
    await page.reload();
    await expect(mine).toContainText('Confirmed');

    // The product's page: the shoppers' price, how many and when.
    await page.goto('/search?query=millet%20monday');
    await page.getByRole('link', { name: 'View Millet' }).first().click();
    await expect(page.getByText('Reported by 2 shoppers, today')).toBeVisible();
    await expect(page.getByText(/^Shoppers' reports, \d+ \w+ 2026$/)).toBeVisible();

    const third = await phoneOf(browser, baseURL!, await newShopper(request, mailbox, 'Chidi'), '198.51.250.3');
    await reportMillet(third, '4700');
    await expect(third.getByText(/counts once another shopper’s report agrees/)).toBeVisible();

    const desk = await phoneOf(browser, baseURL!, admin, '198.51.250.4', '/admin-login');
    await desk.goto('/moderation');
    const held = desk.getByRole('listitem').filter({ hasText: 'N4,700 paid' });
    await expect(held).toContainText('Far from the usual price in the state');
    await held
      .getByLabel('Reason (shown to the reporter; needed to reject)')
      .fill('Ten times what millet costs at Monday.');
    await held.getByRole('button', { name: 'Reject' }).click();
    await expect(held).toHaveCount(0);

    await third.goto('/my-reports');
    const rejected = third.getByRole('listitem').filter({ hasText: 'Millet' });
    await expect(rejected).toContainText('Rejected');
    await expect(rejected).toContainText('Ten times what millet costs at Monday.');
  });

  test('a flagged report goes back to the queue; a proposed market, with the report sent there, is listed once a moderator adds it', async ({
    page,
    shopper,
    browser,
    baseURL,
    request,
    mailbox,
    admin,
  }) => {
    test.slow(); // three shoppers and a moderator, each in their own browser
    await logIn(page, shopper);
    await reportMillet(page, '430', undefined, 'Sorghum');
    const second = await phoneOf(browser, baseURL!, await newShopper(request, mailbox, 'Danjuma'), '198.51.251.2');
    await reportMillet(second, '440', undefined, 'Sorghum');
    await expect(second.getByText(/it is confirmed and counts/)).toBeVisible();

    // A third shopper flags the newest report on the product's page.
    const third = await phoneOf(browser, baseURL!, await newShopper(request, mailbox, 'Efe'), '198.51.251.3');
    await third.goto('/search?query=sorghum%20monday');
    await third.getByRole('link', { name: 'View Sorghum' }).first().click();
    const shown = third.getByRole('list', { name: 'What shoppers reported' });
    await expect(shown.getByRole('listitem')).toHaveCount(2);
    await shown.getByRole('button', { name: 'Flag the report of N440' }).click();
    await third.getByLabel('What is wrong?').selectOption('wrong-price');
    await third.getByRole('button', { name: 'Flag it' }).click();
    await expect(third.getByText('Thank you: a moderator will look at this report again.')).toBeVisible();
    await third.reload();
    await expect(third.getByRole('list', { name: 'What shoppers reported' }).getByRole('listitem')).toHaveCount(1);

    const desk = await phoneOf(browser, baseURL!, admin, '198.51.251.4', '/admin-login');
    await desk.goto('/moderation');
    const flagged = desk.getByRole('listitem').filter({ hasText: 'Sorghum at Monday' }).filter({ hasText: 'N440' });
    await expect(flagged).toContainText('Flagged: wrong price');
    await expect(flagged).toContainText('Flagged by a shopper');

    // A market Kasuwa does not know: proposed from the report form, and a price sent at it.
    await page.goto('/report-price');
    await page.getByRole('button', { name: 'My market is missing' }).click();
    const market = `Gamboru Market ${Date.now().toString(36)}`;
    await page.getByLabel('Market name').fill(market);
    await page.getByLabel('Where it is (street, landmark)').fill('Gamboru, by the old motor park');
    await page.getByLabel('State').fill('Borno');
    await page.getByLabel('Opening days and hours').fill('Every day, 7 am to 6 pm');
    await page.getByRole('button', { name: 'Propose this market' }).click();
    await page.getByRole('button', { name: `Report a price at ${market}` }).click();
    await expect(page.getByLabel('Market', { exact: true })).toHaveValue(/.+/);
    await page.getByLabel('Item', { exact: true }).selectOption({ label: 'Millet' });
    await page.getByLabel('Measure').selectOption('kg');
    await page.getByLabel('Price (₦)').fill('480');
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

    // Others do not find it yet.
    const findIt = async (who: Page) => {
      await who.goto('/report-price');
      await who.getByLabel('Find a market by name').fill(market.split(' ').slice(0, 2).join(' '));
      return who.getByLabel('Market', { exact: true }).getByRole('option', { name: new RegExp(`^${market}`) });
    };
    await expect(await findIt(second)).toHaveCount(0);

    await desk.goto('/moderation');
    const proposed = desk.getByRole('listitem').filter({ hasText: market });
    await proposed.getByRole('button', { name: 'Add the market' }).click();
    await expect(desk.getByText(`${market} is listed.`)).toBeVisible();
    await expect(await findIt(second)).toHaveCount(1);

    // The report sent there waits for a moderator at the market now listed.
    await page.goto('/my-reports');
    const there = page.getByRole('listitem').filter({ hasText: market });
    await expect(there).toContainText('Pending');
    await expect(there).not.toContainText('(proposed)');
  });
});
