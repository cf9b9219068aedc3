import { expect, logIn, test } from './fixtures';

test.describe('a visitor on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test("opens Lagos state's prices: dated averages, their change, and the chart against the nation; then the data sources from the footer", async ({
    page,
  }) => {
    await page.goto('/prices/lagos');
    await expect(page.getByRole('heading', { level: 1, name: 'Lagos state prices' })).toBeVisible();
    await expect(page.getByText(/These are history and context, not today’s prices/)).toBeVisible();
    // On a phone the items are a list (a table from 768 px).
    const items = page.getByRole('list', { name: 'Latest average prices in Lagos' });
    const rice = items.getByRole('listitem').filter({ hasText: 'Rice (local)' }).first();
    await expect(rice).toContainText('NBS, Nov 2022');
    await expect(rice).toContainText(/a year: [+−]\d+% · since Jan 2016: [+−]\d+%/);
    // The chart of the first item, Lagos against the nation.
    const chart = page.getByRole('img', { name: /^Monthly average price of .+ in Lagos and in Nigeria, Jan 2016 to/ });
    await expect(chart).toBeVisible();
    expect((await chart.boundingBox())!.height).toBeGreaterThan(200);
    await page.getByLabel('Item', { exact: true }).selectOption({ label: 'Rice (local) (per KG)' });
    await expect(page.getByRole('img', { name: /^Monthly average price of Rice \(local\) in Lagos/ })).toBeVisible();
    await expect(page).toHaveURL(/\/prices\/lagos\?item=/);

    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Data sources' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Data sources' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'WFP market prices' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^CC BY-IGO$/ })).toBeVisible();
    await expect(page.getByText(/Jan 2016 to Oct 2024 · newest \d+ years ago/)).toBeVisible();
  });
});

test('an admin sees each source’s imports from the first start, and switches NBS off and on again', async ({
  page,
  admin,
}) => {
  await logIn(page, admin, '/admin-login');
  await page.goto('/admin/sources');
  await expect(page.getByRole('heading', { level: 1, name: 'Price sources' })).toBeVisible();
  const nbs = page.getByRole('table', { name: 'Imports of NBS Selected Food Prices Watch' });
  await expect(nbs.getByRole('row').filter({ hasText: 'nbs-state-food-prices' }).first()).toContainText('Done');
  await expect(page.getByRole('table', { name: 'Imports of WFP market prices' }).getByRole('row').nth(1)).toContainText(
    'Done',
  );

  await page.getByRole('button', { name: 'Switch off NBS Selected Food Prices Watch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch NBS Selected Food Prices Watch off?' });
  await dialog.getByRole('button', { name: 'Switch off' }).click();
  await expect(page.getByRole('heading', { name: 'NBS Selected Food Prices Watch (off)' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch on NBS Selected Food Prices Watch' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Switch on' }).click();
  await expect(page.getByRole('heading', { name: 'NBS Selected Food Prices Watch (on)' })).toBeVisible();
});
