import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ProductHit, ProductHitSchema, type ProductInput } from '../../../contract/catalogue';
import { NEW_ENTITY_ID } from '../../../contract/common.constants';
import { activateLanguage } from '../../lib/i18n';
import { type Call, fakeToken, mockFetch, problem } from '../../testing/fetch-mock';
import { sampleProduct, signIn } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { uploadImage } from './api/upload-image';

const ID = (n: number) => `0190c0de-0000-7000-8000-${String(n).padStart(12, '0')}`;
const ADMIN = ID(900);
const MARKET = { id: ID(4), name: 'Monday', address: 'Maiduguri', latitude: 11.83, longitude: 13.15 };
const IMAGE_URL = `/api/images/${'a'.repeat(64)}.jpg`;

/** The layout's own calls of a signed-in admin: the cart count and the bell. */
const shell = (c: Call) => {
  if (c.url === '/api/carts/mine') return problem(404, 'NOT_FOUND', 'No cart yet.');
  if (c.url === '/api/notifications/unread-count') return { status: 200, body: { unread: 0 } };
  return undefined;
};

/**
 * The picture upload is an XMLHttpRequest (for its progress); this one answers at once with the
 * stored picture's URL.
 */
class UploadingXhr {
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send() {
    queueMicrotask(() => {
      this.status = 200;
      this.responseText = JSON.stringify({ url: IMAGE_URL });
      this.onload?.();
    });
  }
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', UploadingXhr);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview' }));
});

describe('add product (admin)', () => {
  const server = () =>
    mockFetch((c) => {
      if (c.url.startsWith('/api/markets/GetAllMarkets'))
        return { status: 200, body: [{ ...MARKET, openingHours: '07:00–18:00', state: 'Borno', lga: 'Maiduguri' }] };
      if (c.url === '/api/markets/getAllCategories')
        return { status: 200, body: [{ id: ID(5), name: 'cereals and tubers' }] };
      if (c.url === '/api/markets/addProduct' && c.method === 'POST') {
        const sent = c.body as ProductInput;
        return { status: 201, body: sampleProduct(ID(1), { name: sent.name, price: sent.price }) };
      }
      return shell(c);
    });

  /** Fills every field but the price, the way an admin does. */
  async function fillAllButPrice(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText('Name'), 'Rice (imported)');
    await user.type(screen.getByLabelText('Pack size (optional)'), '2.8 KG');
    await user.type(screen.getByLabelText('Description'), 'Retail price from the WFP market survey');
    await user.upload(screen.getByLabelText('Image'), new File(['jpeg'], 'rice.jpg', { type: 'image/jpeg' }));
    await user.selectOptions(screen.getByLabelText('Market'), await screen.findByRole('option', { name: /^Monday/ }));
    await user.selectOptions(
      screen.getByLabelText('Category'),
      await screen.findByRole('option', { name: 'cereals and tubers' }),
    );
  }

  it('saves a price of 19.99 and sends the product as the contract reads it', async () => {
    signIn(ADMIN, 'admin');
    const calls = server();
    const user = userEvent.setup();
    renderApp('/add-product');
    await fillAllButPrice(user);
    await user.type(screen.getByLabelText('Price (N)'), '19.99');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Product "Rice (imported)" added to Monday')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/markets/addProduct').map((c) => c.body)).toEqual([
      {
        id: NEW_ENTITY_ID,
        name: 'Rice (imported)',
        price: 19.99,
        unit: '2.8 KG',
        description: 'Retail price from the WFP market survey',
        imageUrl: IMAGE_URL,
        marketId: ID(4),
        categoryId: ID(5),
        isFeatured: false,
      },
    ]);
    // The form is empty again for the next product.
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
  });

  it.each([
    ['19.999', 'Must have at most 2 decimals.'],
    ['0', 'Price must be above 0.'],
    ['0.001', 'Must have at most 2 decimals.'],
    ['1e-9', 'Price must be above 0.'],
    ['-5', 'Must not be negative.'],
    ['abc', 'Must be a number.'],
  ])('refuses a price of %s with "%s" and sends nothing', async (typed, message) => {
    signIn(ADMIN, 'admin');
    const calls = server();
    const user = userEvent.setup();
    renderApp('/add-product');
    await fillAllButPrice(user);
    await user.type(screen.getByLabelText('Price (N)'), typed);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Price (N)')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.url === '/api/markets/addProduct')).toHaveLength(0);
  });

  it('names every missing field, the picture too, and sends nothing', async () => {
    signIn(ADMIN, 'admin');
    const calls = server();
    const user = userEvent.setup();
    renderApp('/add-product');
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    for (const message of [
      '*Name is required',
      '*Price is required',
      '*Description is required',
      '*Image is required',
      '*Choose a market',
      '*Choose a category',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/markets/addProduct')).toHaveLength(0);
  });
});

describe('add category (admin)', () => {
  it('sends the name with the all-zero id and says so; an empty name is refused and nothing sent', async () => {
    signIn(ADMIN, 'admin');
    const calls = mockFetch(
      (c) =>
        shell(c) ??
        (c.url === '/api/markets/AddCategory' && c.method === 'POST'
          ? { status: 201, body: { id: ID(5), name: (c.body as { name: string }).name } }
          : undefined),
    );
    const user = userEvent.setup();
    renderApp('/add-category');
    const field = await screen.findByLabelText('Category Name');
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByText('*Category Name is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/markets/AddCategory')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'Pulses and nuts');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByText('Category added successfully')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/markets/AddCategory').map((c) => c.body)).toEqual([
      { id: NEW_ENTITY_ID, name: 'Pulses and nuts' },
    ]);
  });

  it("shows the server's refusal", async () => {
    signIn(ADMIN, 'admin');
    mockFetch(
      (c) =>
        shell(c) ??
        (c.url === '/api/markets/AddCategory'
          ? problem(409, 'CONFLICT', 'A category with this name already exists.')
          : undefined),
    );
    const user = userEvent.setup();
    renderApp('/add-category');
    await user.type(await screen.findByLabelText('Category Name'), 'Cereals and tubers');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(
      await screen.findByText('Failed to add category: A category with this name already exists.'),
    ).toBeInTheDocument();
  });
});

describe('edit price on product details (admin)', () => {
  const PRODUCT = sampleProduct(ID(1));
  const server = () =>
    mockFetch((c) => {
      if (c.url === `/api/markets/products/${ID(1)}` && c.method === 'GET')
        return { status: 200, body: { product: PRODUCT, imageData: null } };
      if (c.url === `/api/markets/products/${ID(1)}` && c.method === 'PUT')
        return { status: 200, body: { ...PRODUCT, ...(c.body as object) } };
      return shell(c);
    });

  async function openEdit(user: ReturnType<typeof userEvent.setup>) {
    renderApp(`/products/${ID(1)}`);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    // The form's code arrives when Edit is pressed (a chunk of its own).
    const price = await screen.findByLabelText('Price (N)');
    expect(price).toHaveValue('3371.67');
    return price;
  }

  it('saves 19.99 with the description and featured flag as they are', async () => {
    signIn(ADMIN, 'admin');
    const calls = server();
    const user = userEvent.setup();
    const price = await openEdit(user);
    await user.clear(price);
    await user.type(price, '19.99');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { price: 19.99, description: PRODUCT.description, isFeatured: false },
    ]);
  });

  it.each([
    ['0', 'Price must be above 0.'],
    ['1e-9', 'Price must be above 0.'],
    ['19.999', 'Must have at most 2 decimals.'],
    ['', '*Price is required'],
  ])('refuses a price of "%s" with "%s" and sends nothing', async (typed, message) => {
    signIn(ADMIN, 'admin');
    const calls = server();
    const user = userEvent.setup();
    const price = await openEdit(user);
    await user.clear(price);
    if (typed) await user.type(price, typed);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});

describe('picture upload', () => {
  /** The upload endpoint: answers 401 to the tokens it `refuses`, and stores the picture otherwise. */
  function uploadEndpoint(refuses: (authorization: string | undefined) => boolean) {
    const sent: Array<{ authorization: string | undefined; body: unknown }> = [];
    class UploadXhr {
      status = 0;
      responseText = '';
      upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      private headers: Record<string, string> = {};
      open() {}
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      send(body: unknown) {
        const authorization = this.headers.authorization;
        sent.push({ authorization, body });
        queueMicrotask(() => {
          this.upload.onprogress?.({ lengthComputable: true, loaded: 4, total: 4 });
          const answer = refuses(authorization)
            ? problem(401, 'UNAUTHORIZED', 'Your session has ended. Please log in again.')
            : { status: 200, body: { url: IMAGE_URL } };
          this.status = answer.status;
          this.responseText = JSON.stringify(answer.body);
          this.onload?.();
        });
      }
    }
    vi.stubGlobal('XMLHttpRequest', UploadXhr);
    return sent;
  }

  /** The server's refresh endpoint, handing out `accessToken`. */
  const renewingTo = (accessToken: string) => (c: Call) =>
    c.url === '/api/user/refresh'
      ? { status: 200, body: { message: 'ok', accessToken, refreshToken: 'r2' } }
      : undefined;
  const renewed = fakeToken({ name: 'Amina Bello', role: 'admin', UserId: ADMIN, renewed: true });
  const picture = () => new File(['jpeg'], 'rice.jpg', { type: 'image/jpeg' });

  it('renews an expired token once and sends the picture again, with its progress', async () => {
    signIn(ADMIN, 'admin');
    const expired = localStorage.getItem('token');
    const calls = mockFetch(renewingTo(renewed));
    const sent = uploadEndpoint((authorization) => authorization === `Bearer ${expired}`);
    const progress: number[] = [];
    const file = picture();

    expect(await uploadImage(file, (fraction) => progress.push(fraction))).toEqual({ url: IMAGE_URL });
    expect(sent.map((s) => s.authorization)).toEqual([`Bearer ${expired}`, `Bearer ${renewed}`]);
    expect((sent[1]?.body as FormData).get('file')).toBe(file);
    expect(calls.filter((c) => c.url === '/api/user/refresh')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBe(renewed);
    expect(progress).toEqual([1, 1]);
  });

  it('sends once more only: refused again after renewal, it fails with the server’s words', async () => {
    signIn(ADMIN, 'admin');
    const calls = mockFetch(renewingTo(renewed));
    const sent = uploadEndpoint(() => true);

    await expect(uploadImage(picture(), () => {})).rejects.toThrow('Your session has ended. Please log in again.');
    expect(sent).toHaveLength(2);
    expect(calls.filter((c) => c.url === '/api/user/refresh')).toHaveLength(1);
  });
});

describe('search results (/search-results)', () => {
  /** 25 products matching "rice", as search results show them. */
  const found: ProductHit[] = Array.from({ length: 25 }, (_, i) =>
    ProductHitSchema.parse(sampleProduct(ID(100 + i), { name: `Rice ${i + 1}`, price: 1000 + i })),
  );
  /** The search's pages of 20, as the server answers them. */
  const server = () =>
    mockFetch((c) => {
      if (c.url.startsWith('/api/markets/GetAllMarkets?search=rice')) return { status: 200, body: [] };
      if (c.url.startsWith('/api/price-reports/ranges')) return { status: 200, body: [] };
      const asked = /^\/api\/products\/search\?query=rice&page=(\d+)$/.exec(c.url);
      if (!asked) return undefined;
      const page = Number(asked[1]);
      const items = found.slice((page - 1) * 20, page * 20);
      return { status: 200, body: { items, page, pageSize: 20, hasMore: page * 20 < found.length } };
    });
  const cards = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent?.split(' · ')[0]);
  const pagesAsked = (calls: Call[]) => calls.filter((c) => c.url.startsWith('/api/products/search')).map((c) => c.url);

  it('shows 8 a page from pages of 20, asks for the next 20 on the page before they are needed, and knows the end once read', async () => {
    const user = userEvent.setup();
    const calls = server();
    renderApp('/search-results?search=rice');
    expect(await screen.findByText('Page 1 of 3+')).toBeInTheDocument();
    expect(cards()).toEqual(found.slice(0, 8).map((p) => p.name));
    // The first 20 fill pages 1 and 2: nothing more is asked yet.
    expect(pagesAsked(calls)).toEqual(['/api/products/search?query=rice&page=1']);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(cards()).toEqual(found.slice(8, 16).map((p) => p.name));
    // Page 3 needs results 17–24: the next 20 are asked for now, and once read the end is known.
    expect(await screen.findByText('Page 2 of 4')).toBeInTheDocument();
    expect(pagesAsked(calls)).toEqual([
      '/api/products/search?query=rice&page=1',
      '/api/products/search?query=rice&page=2',
    ]);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(cards()).toEqual(found.slice(16, 24).map((p) => p.name));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 4 of 4')).toBeInTheDocument();
    expect(cards()).toEqual(['Rice 25']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(pagesAsked(calls)).toHaveLength(2);
  });

  it('asks for one page only when the first holds every result', async () => {
    const calls = mockFetch((c) => {
      if (c.url.startsWith('/api/markets/GetAllMarkets?search=rice')) return { status: 200, body: [] };
      if (c.url.startsWith('/api/price-reports/ranges')) return { status: 200, body: [] };
      if (c.url === '/api/products/search?query=rice&page=1')
        return { status: 200, body: { items: found.slice(0, 10), page: 1, pageSize: 20, hasMore: false } };
      return undefined;
    });
    renderApp('/search-results?search=rice');
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(cards()).toEqual(['Rice 9', 'Rice 10']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(pagesAsked(calls)).toEqual(['/api/products/search?query=rice&page=1']);
  });
});

describe("item names in the app's language (docs/languages.md)", () => {
  afterEach(() => activateLanguage('en'));
  const rice = (localName?: string) => ProductHitSchema.parse(sampleProduct(ID(200), localName ? { localName } : {}));
  const salt = ProductHitSchema.parse(sampleProduct(ID(201), { name: 'Salt', unit: '250 G' }));
  /** The search for "rice", answering `items` (read when asked: a test may change them). */
  const server = (items: () => ProductHit[]) =>
    mockFetch((c) => {
      if (c.url.startsWith('/api/markets/GetAllMarkets?search=rice')) return { status: 200, body: [] };
      if (c.url.startsWith('/api/price-reports/ranges')) return { status: 200, body: [] };
      if (c.url === '/api/products/search?query=rice&page=1')
        return { status: 200, body: { items: items(), page: 1, pageSize: 20, hasMore: false } };
      return undefined;
    });

  it('a card shows the name in the language, marked as such, the pack after it and the English under it; the English alone without one', async () => {
    await activateLanguage('yo');
    server(() => [rice('ìrẹsì ìbílẹ̀'), salt]);
    renderApp('/search-results?search=rice');
    const [first, second] = await screen.findAllByRole('heading', { level: 3 });
    expect(within(first!).getByText('ìrẹsì ìbílẹ̀')).toHaveAttribute('lang', 'yo-NG');
    expect(within(first!).getByText('Rice (local)')).toHaveAttribute('lang', 'en-NG');
    expect(first).toHaveTextContent(/^ìrẹsì ìbílẹ̀ · 2\.7 KGRice \(local\)$/);
    expect(second).toHaveTextContent(/^Salt · 250 G$/);
    expect(within(second!).queryByText('Salt', { selector: '[lang]' })).toBeNull();
  });

  it("the product page's title: the name in the language over the English", async () => {
    await activateLanguage('ha');
    mockFetch((c) =>
      c.url === `/api/markets/products/${ID(1)}`
        ? { status: 200, body: { product: sampleProduct(ID(1), { localName: 'shinkafar gida' }), imageData: null } }
        : undefined,
    );
    renderApp(`/products/${ID(1)}`);
    const title = await screen.findByRole('heading', { level: 1 });
    expect(within(title).getByText('shinkafar gida')).toHaveAttribute('lang', 'ha-NG');
    expect(within(title).getByText('Rice (local)')).toHaveAttribute('lang', 'en-NG');
  });

  it('a change of language reads the answers again, so the names follow it', async () => {
    let items = [rice()];
    const calls = server(() => items);
    renderApp('/search-results?search=rice');
    expect(await screen.findByRole('heading', { level: 3 })).toHaveTextContent(/^Rice \(local\) · 2\.7 KG$/);
    items = [rice('shinkafar gida')];
    await act(() => activateLanguage('ha'));
    expect(await screen.findByText('shinkafar gida')).toHaveAttribute('lang', 'ha-NG');
    expect(calls.filter((c) => c.url.startsWith('/api/products/search'))).toHaveLength(2);
  });
});
