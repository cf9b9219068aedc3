import sharp from 'sharp';
import { expect, logIn, test, unique } from './fixtures';

const MAIDUGURI = { latitude: 11.83, longitude: 13.15 };

test.describe('a shopper in Maiduguri', () => {
  test.use({ geolocation: MAIDUGURI, permissions: ['geolocation'] });

  test('finds Monday market first, then its categories, products and a product with its unit price and price date', async ({
    page,
    shopper,
  }) => {
    await logIn(page, shopper);
    await page.goto('/market');
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
    // Nearest first: WFP's market list puts one named Maiduguri at the town's centre, without prices
    // yet; Monday market is as near, with August's prices, over two months old.
    await expect(cards.first().getByRole('heading')).toHaveText('Maiduguri');
    await expect(cards.first()).toContainText('No prices yet');
    const monday = cards.filter({ has: page.getByRole('heading', { name: 'Monday', exact: true }) });
    await expect(monday).toContainText('0.0 km away');
    await expect(monday).toContainText(/Travel time: \d+ min/);
    await expect(monday).toContainText(/\d+ prices · newest 15 Aug 2026 \(over 2 months old\)/);
    await expect(page.getByRole('link', { name: 'See Borno state average prices (NBS, 2016–2022)' })).toHaveAttribute(
      'href',
      '/prices/borno',
    );
    await expect(cards.nth(2).getByRole('heading')).toHaveText('Budum');

    await monday.getByRole('link', { name: 'Monday', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Monday' })).toBeVisible();
    await expect(page.getByText('Maiduguri, Borno')).toBeVisible();
    await page.getByRole('link', { name: 'See Product Categories' }).click();
    await expect(page.getByRole('heading', { name: 'Product categories' })).toBeVisible();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await page.getByRole('link', { name: 'cereals and tubers' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cereals and tubers at Monday');
    await expect(page.getByRole('link', { name: /^View / })).toHaveCount(3);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByText(/^Page 1 of [2-9]$/)).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    let rice = page.getByRole('link', { name: 'View Rice (local)' });
    while (!(await rice.isVisible())) {
      await pager.getByRole('button', { name: 'Next' }).click();
      rice = page.getByRole('link', { name: 'View Rice (local)' });
    }
    await rice.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Rice (local)' })).toBeVisible();
    // The first is the unit price under the price (the state average below says per kg too).
    await expect(page.getByText(/^N[\d,.]+ per kg$/).first()).toBeVisible();
    // The price says its source, its date and that it is over 60 days old; the state's average is beside it.
    await expect(page.getByText(/^WFP market prices, 15 Aug 2026\s*old price$/)).toBeVisible();
    await expect(page.getByText(/^Borno state average: N[\d,.]+ per kg \(NBS, Nov 2022\)$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'See Borno state average prices' })).toHaveAttribute(
      'href',
      '/prices/borno',
    );
    await expect(page.getByText(/^NGN[\d,.]+/)).toBeVisible();
  });
});

test.describe('a shopper in Lagos, far from every priced market', () => {
  test.use({
    geolocation: { latitude: 6.6, longitude: 3.35 },
    permissions: ['geolocation'],
    viewport: { width: 360, height: 800 },
  });

  test("sees the markets known near Lagos with an honest note, the state's averages and the picker, not Borno's markets as nearby", async ({
    page,
    shopper,
  }) => {
    await logIn(page, shopper);
    await page.goto('/market');
    await expect(page.getByText('You are in or near Lagos state.')).toBeVisible();
    await expect(page.getByText(/recent market prices for Lagos are not in yet/)).toBeVisible();
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards.first().getByRole('heading')).toHaveText('Lagos');
    await expect(cards.first()).toContainText('No prices yet');
    // Only markets within 50 km are listed as near: none in Borno.
    await expect(cards.filter({ hasText: 'Borno' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Or choose a state and LGA' })).toBeVisible();
    await page.getByRole('link', { name: 'See Lagos state average prices (NBS, 2016–2022)' }).first().click();
    await expect(page).toHaveURL(/\/prices\/lagos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lagos state prices' })).toBeVisible();
  });
});

test.describe('a shopper who does not share a location', () => {
  test.use({ permissions: [] });

  test('picks Borno and sees its markets', async ({ page, shopper }) => {
    await logIn(page, shopper);
    await page.goto('/market');
    await expect(page.getByText('You did not share your location.')).toBeVisible();
    await page.getByLabel('State').selectOption('Borno');
    await expect(page.getByRole('link', { name: 'Monday', exact: true })).toBeVisible();
    await page.getByLabel('LGA').selectOption('Maiduguri');
    await expect(page.getByRole('link', { name: 'Budum', exact: true })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Yobe' })).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: 'Maiduguri, Borno' }).first()).toBeVisible();
  });
});

test("a product page asks for its product as the app starts, beside the screen's code, and only once", async ({
  page,
  request,
}) => {
  const [rice] = (await (await request.get('/api/products?query=rice%20monday')).json()) as Array<{
    id: string;
    name: string;
  }>;
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/markets/products/${rice!.id}`) asked.push(r.method());
  });
  // The product page's own code is held back: its answer is asked for all the same.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/product-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/products/${rice!.id}`);
  await expect.poll(() => asked).toEqual(['GET']);
  release();
  await expect(page.getByRole('heading', { level: 1, name: rice!.name })).toBeVisible();
  expect(asked).toEqual(['GET']);
});

test('header search: "rice" shows rice at several markets and "tomatoe" finds Tomatoes', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Search' }).click();
  const box = page.getByRole('searchbox', { name: 'Search markets and products' });
  await box.fill('rice');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search-results\?search=rice$/);
  const results = page.getByRole('region', { name: 'Results for products...' });
  await expect(results.getByRole('heading', { level: 3 }).first()).toContainText(/Rice/);
  const markets = new Set(await results.locator('li p.text-stone-700:first-of-type').allTextContents());
  expect(markets.size).toBeGreaterThan(2);

  await page.getByRole('button', { name: 'Search' }).click();
  await box.fill('tomatoe');
  await box.press('Enter');
  await expect(page).toHaveURL(/search=tomatoe$/);
  await expect(results.getByRole('heading', { level: 3, name: /^Tomatoes/ }).first()).toBeVisible();
});

test('an admin adds a market, a category and a product with a picture; the product is in its market and in search', async ({
  page,
  admin,
}) => {
  const id = unique();
  const marketName = `Wuse Market ${id}`;
  const categoryName = `Spices ${id}`;
  const productName = `Suya pepper ${id}`;
  await logIn(page, admin);

  await page.goto('/add-market');
  await page.getByLabel('Market Name').fill(marketName);
  await page.getByLabel('Address', { exact: true }).fill('Wuse Zone 5, Abuja');
  await page.getByLabel('Latitude').fill('9.0765');
  await page.getByLabel('Longitude').fill('7.4651');
  await page.getByLabel('Operating Hours').fill('Mon–Sat 07:00–19:00');
  await page.getByRole('button', { name: 'Add Market' }).click();
  await expect(page.getByText('Market added successfully')).toBeVisible();

  await page.goto('/add-category');
  await page.getByLabel('Category Name').fill(categoryName);
  await page.getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByText('Category added successfully')).toBeVisible();

  await page.goto('/add-product');
  await page.getByLabel('Name').fill(productName);
  await page.getByLabel('Price (N)').fill('1500');
  await page.getByLabel('Pack size (optional)').fill('250 G');
  await page.getByLabel('Description').fill('Ground yaji for suya, freshly mixed.');
  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#b45309' } })
    .png()
    .toBuffer();
  await page.getByLabel('Image').setInputFiles({ name: 'pepper.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByAltText('Preview of the chosen picture')).toBeVisible();
  await expect(page.getByText(/Uploading/)).toHaveCount(0);
  await page.getByLabel('Market').selectOption({ label: `${marketName} (Wuse Zone 5, Abuja)` });
  await page.getByLabel('Category').selectOption({ label: categoryName });
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText(`Product "${productName}" added to ${marketName}`)).toBeVisible();

  await page.goto('/market');
  await page.goto(`/search-results?search=${encodeURIComponent(id)}`);
  await expect(page.getByRole('link', { name: marketName, exact: true })).toBeVisible();
  await page.getByRole('link', { name: marketName, exact: true }).click();
  await page.getByRole('link', { name: 'See Product Categories' }).click();
  await page.getByRole('link', { name: categoryName }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(productName) })).toBeVisible();
  await page.getByRole('link', { name: `View ${productName}` }).click();
  await expect(page.getByText('N6,000 per kg')).toBeVisible();
  const img = page.getByRole('img', { name: `${productName}, 250 G` });
  await expect(img).toHaveAttribute('src', /^\/api\/images\/[0-9a-f]{64}\.jpg$/);
});
