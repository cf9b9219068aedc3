import { type APIRequestContext, test as base, type Browser, expect, type Page } from '@playwright/test';
import { type AppServer, START_TIMEOUT_MS, startAppServer } from './app-server';

/** A person who can log in: the `shopper` fixture makes a new one, `admin` is the demo admin. */
export interface Account {
  username: string;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
}

interface DevMail {
  to: string;
  subject: string;
  links: string[];
}

/** The dev mailbox, read as it requires: straight from this machine, with no forwarding headers. */
export interface Mailbox {
  read(): Promise<DevMail[]>;
}

/** Waits for a mail in the dev mailbox (GET /api/dev/mailbox) and returns its link as a path. */
export async function linkFromMailbox(mailbox: Mailbox, to: string, subject: string): Promise<string> {
  let found: DevMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailbox.read()).find((m) => m.to === to && m.subject === subject);
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const url = new URL(found!.links[0]!);
  return `${url.pathname}${url.search}`;
}

/** Something unique per call, for usernames and addresses. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/**
 * A new shopper with a confirmed e-mail, signed up and confirmed through the API and mailbox. The
 * account takes the language of the request (its `kasuwa-lang` cookie), and its confirmation's
 * subject is in it (`confirmSubject`).
 */
export async function newShopper(
  request: APIRequestContext,
  mailbox: Mailbox,
  firstName = 'Ada',
  confirmSubject = 'Confirm your e-mail address',
): Promise<Account> {
  const id = unique();
  const shopper: Account = {
    username: `${firstName.toLowerCase()}_${id}`,
    password: `Jollof-rice-${id}`,
    email: `${firstName.toLowerCase()}.${id}@example.ng`,
    firstName,
    lastName: 'Okafor',
  };
  const { username: userName, ...rest } = shopper;
  const registered = await request.post('/api/user/register', { data: { ...rest, userName } });
  expect(registered.status(), await registered.text()).toBe(202);
  const link = new URL(await linkFromMailbox(mailbox, shopper.email, confirmSubject), 'http://x');
  const confirmed = await request.post(`/api/user/confirm-email?${link.searchParams}`);
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return shopper;
}

/** Logs in through the Login screen, as a shopper would, and waits for the dashboard. */
export async function logIn(page: Page, account: Pick<Account, 'username' | 'password'>, screen = '/login') {
  await page.goto(screen);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page
    .getByRole('button', { name: screen === '/admin-login' ? 'Log in as admin' : 'Log in', exact: true })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * The admin, signed in in a browser of their own (while the shopper's page stays open), from an
 * address of their own (`ip`: the login limit counts per address).
 */
export async function adminPage(browser: Browser, baseURL: string, admin: Account, ip: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': ip } });
  const page = await context.newPage();
  await logIn(page, admin, '/admin-login');
  return page;
}

/** Adds the first product of a search's results to the cart, as a shopper does, and waits for the toast. */
export async function addFromSearch(page: Page, query: string, name: string) {
  await page.goto(`/search?query=${encodeURIComponent(query)}`);
  await page
    .getByRole('button', { name: `Add ${name} to cart` })
    .first()
    .click();
  await expect(page.getByText(`Product "${name}" added to cart!`)).toBeVisible();
}

/**
 * From the plans screen (/subscription, signed in): the cheapest plan's Subscribe, Initiate Payment,
 * and Pay at the sandbox checkout, as a shopper does; waits for the success page.
 */
export async function buyCheapestPlan(page: Page) {
  await page
    .getByRole('link', { name: /Subscribe/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/payment-form\?totalPrice=1500&paymentType=subscription/);
  await expect(page.getByLabel('Shipping address')).toHaveCount(0);
  await page.getByRole('button', { name: 'Initiate Payment' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText(/Your subscription is active until/)).toBeVisible();
}

/**
 * Every journey runs against its worker's own server (`app`: the build, a free port, a data
 * directory of its own), and fails on any error the page logs (a CSP violation, an uncaught
 * exception, a 5xx). Workers share nothing, so they run side by side.
 */
let nextClient = 0;

export const test = base.extend<
  {
    consoleErrors: string[];
    shopper: Account;
    admin: Account;
    mailbox: Mailbox;
  },
  { app: AppServer }
>({
  app: [
    async ({}, use) => {
      const app = await startAppServer();
      await use(app);
      await app.stop();
    },
    // A first start migrates a new database and seeds the demo: slower than a test on a busy machine.
    { scope: 'worker', timeout: START_TIMEOUT_MS + 30_000 },
  ],
  baseURL: async ({ app }, use) => {
    await use(app.baseURL);
  },
  /**
   * Each test is its own shopper on its own address (TEST-NET-2, forwarded by the one proxy hop the
   * e2e server trusts), as on the real site: per-IP limits then count one test's requests, not the
   * whole suite's.
   */
  extraHTTPHeaders: async ({}, use, testInfo) => {
    nextClient += 1;
    const n = testInfo.workerIndex * 10_000 + nextClient;
    await use({ 'x-forwarded-for': `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}` });
  },
  /** Node's own fetch: Playwright's request contexts carry the test's X-Forwarded-For. */
  mailbox: async ({ baseURL }, use) => {
    await use({
      read: async () => {
        const res = await fetch(new URL('/api/dev/mailbox', baseURL));
        expect(res.status, 'the dev mailbox answers this machine').toBe(200);
        return (await res.json()) as DevMail[];
      },
    });
  },
  /** A new shopper with a confirmed e-mail, signed up and confirmed through the API and mailbox. */
  shopper: async ({ request, mailbox }, use) => {
    await use(await newShopper(request, mailbox));
  },
  /** The demo admin the worker's server seeded. */
  admin: async ({ app }, use) => {
    await use(app.admin);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // A 4xx the journey provokes on purpose (a wrong password) is logged by Chromium too; those are
      // answers, not errors. Anything else, a 5xx included, fails the test.
      page.on('console', (m) => {
        const text = m.text();
        if (m.type() === 'error' && !/^Failed to load resource: the server responded with a status of 4\d\d/.test(text))
          errors.push(text);
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
