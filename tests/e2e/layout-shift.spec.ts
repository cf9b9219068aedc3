import type { Page } from '@playwright/test';
import { addFromSearch, expect, logIn, test } from './fixtures';

/** Issue 23's bar: what moves while a screen's data and code arrive, at most. */
const MAX_CLS = 0.02;
/** Each answer of the API held back this long, as a phone's network would: the data arrives after the first paint. */
const API_LATENCY_MS = 300;

/**
 * The layout shift of a screen as it loads on a phone (360 px) whose API answers come late: the sum
 * of every shift the browser reports (Cumulative Layout Shift), read once the screen has all its data.
 */
async function layoutShift(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Two frames: the last answer's render is laid out and reported.
  return page.evaluate(
    () =>
      new Promise<number>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => done((window as unknown as { cls: number }).cls))),
      ),
  );
}

/** Counts every layout shift in `window.cls` and holds each API answer back. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { cls: number };
    w.cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!e.hadRecentInput) w.cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.route('**/api/**', async (route) => {
    await new Promise((later) => setTimeout(later, API_LATENCY_MS));
    await route.continue();
  });
}

/** The screens' CLS, each rounded to 3 places, and those over the bar. */
async function shiftsOf(page: Page, screens: string[]) {
  const shifts: Record<string, number> = {};
  for (const path of screens) shifts[path] = Math.round((await layoutShift(page, path)) * 1000) / 1000;
  // The figures, for the notes: shown by the list reporter and kept in a JSON report.
  test.info().annotations.push({ type: 'CLS at 360 px', description: JSON.stringify(shifts) });
  process.stdout.write(`CLS at 360 px: ${JSON.stringify(shifts)}\n`);
  return { shifts, over: Object.entries(shifts).filter(([, cls]) => cls > MAX_CLS) };
}

test.describe('no layout shift while a screen loads, at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the key screens move nothing the shopper sees as their data arrives', async ({ page, shopper }) => {
    test.slow(); // ten screens, each with its answers held back
    await logIn(page, shopper);
    const get = async <T>(url: string) => (await (await page.request.get(url)).json()) as T;
    const [market] = await get<Array<{ id: string }>>('/api/markets/GetAllMarkets?search=monday');
    const products = await get<Array<{ id: string; marketName: string }>>('/api/products?query=millet%20monday');
    const product = products.find((p) => p.marketName === 'Monday')!;
    await addFromSearch(page, 'millet monday', 'Millet');

    // The cart's id, asked as the app asks (its token is in the page's storage, not in page.request).
    const { cartId } = await page.evaluate(async () => {
      const res = await fetch('/api/carts/mine', {
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return (await res.json()) as { cartId: string | null };
    });
    expect(cartId, 'the cart has an id once a product is in it').toBeTruthy();
    await watchShifts(page);

    const { shifts, over } = await shiftsOf(page, [
      '/cart',
      '/dashboard',
      '/faq',
      `/market/${market!.id}`,
      `/products/${product.id}`,
      `/price-comparison/${product.id}`,
      '/prices/lagos',
      '/report-price',
      '/watchlist',
      '/my-reports',
      `/price-comparison/${cartId}`,
    ]);
    expect(over, `CLS over ${MAX_CLS}: ${JSON.stringify(shifts)}`).toEqual([]);
  });

  test('the screens a visitor opens first move nothing either', async ({ page }) => {
    await watchShifts(page);
    const { shifts, over } = await shiftsOf(page, [
      '/login',
      '/signup',
      '/dashboard',
      '/faq',
      '/search-results?search=rice',
    ]);
    expect(over, `CLS over ${MAX_CLS}: ${JSON.stringify(shifts)}`).toEqual([]);
  });
});
