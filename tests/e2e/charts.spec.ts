import { buyCheapestPlan, expect, logIn, test } from './fixtures';

test.describe('price charts', () => {
  for (const width of [360, 1280]) {
    test(`a shopper without a subscription lands on the plans from Mine Data, /chart (with or without a filter) and /price-analysis, at ${width} px`, async ({
      page,
      shopper,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await logIn(page, shopper);
      if (width === 360) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Mine Data' }).click();
      } else {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Mine Data' }).click();
      }
      await expect(page).toHaveURL(/\/subscription$/);
      // The message is for the plans screen: it is still there once the plans are.
      await expect(page.getByText('Subscribe to open the price charts.')).toBeVisible();
      for (const path of ['/chart', '/chart?period=Monthly&productName=Millet', '/price-analysis']) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/subscription$/);
        await expect(page.getByRole('heading', { name: 'Subscription plans', level: 1 })).toBeVisible();
        await expect(page.getByText('Subscribe to open the price charts.')).toBeVisible();
      }
    });
  }

  test('a subscriber sees the chart, its insight and its numbers; Monthly changes them; Yearly hides the dates', async ({
    page,
    shopper,
  }) => {
    test.slow(); // a checkout first
    await logIn(page, shopper);
    await page.goto('/chart');
    await expect(page).toHaveURL(/\/subscription$/);
    await buyCheapestPlan(page);

    await page.goto('/chart');
    await expect(page.getByRole('heading', { name: 'Price chart', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Period')).toHaveValue('Daily');
    const chart = page.getByRole('img', { name: /^Bar chart of Rice \(imported\) prices, \d+ points? / });
    await expect(chart).toBeVisible();
    expect(await chart.evaluate((el) => el.tagName)).toBe('CANVAS');
    await expect(
      page.getByText(/Lowest in the last 30 days of data: N[\d,.]+ at .+ \(\d\d\/\d\d\/\d{4}\)\./),
    ).toBeVisible();

    await page.getByText('Show the numbers').click();
    const daily = page.getByRole('table', { name: 'Daily prices of Rice (imported)' });
    await expect(daily.getByRole('row').nth(1)).toBeVisible();
    const dailyRows = await daily.getByRole('row').allTextContents();

    // The chart is updated in place (spec §2): the canvas drawn first is the one that shows Monthly.
    await chart.evaluate((el) => el.setAttribute('data-first-draw', ''));
    await page.getByLabel('Period').selectOption('Monthly');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/[?&]period=Monthly/);
    const monthly = page.getByRole('table', { name: 'Monthly prices of Rice (imported)' });
    await expect(monthly.getByRole('row').nth(1)).toBeVisible();
    expect(await monthly.getByRole('row').allTextContents()).not.toEqual(dailyRows);
    await expect(page.locator('canvas[data-first-draw]')).toBeVisible();

    await expect(page.getByLabel('Start date')).toBeVisible();
    await page.getByLabel('Period').selectOption('Yearly');
    await expect(page.getByLabel('Start date')).toHaveCount(0);
    await expect(page.getByLabel('End date')).toHaveCount(0);

    // A reload keeps the filter.
    await page.reload();
    await expect(page.getByLabel('Period')).toHaveValue('Monthly');
    await expect(page.getByRole('img', { name: /^Bar chart of Rice \(imported\) prices/ })).toBeVisible();
  });
});
