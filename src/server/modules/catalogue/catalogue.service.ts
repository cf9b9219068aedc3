import type {
  Category,
  CategoryInput,
  Product,
  ProductDetails,
  ProductInput,
  ProductUpdate,
} from '../../../contract/catalogue.js';
import { type Locale, SOURCE_LOCALE } from '../../../contract/languages.js';
import type { ListQuery, MarketPricing } from '../../../contract/markets.js';
import { ageOf, FRESHNESS } from '../../../contract/sources.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { haversineKm, type LatLng } from '../../lib/geo.js';
import { uuidv7 } from '../../lib/ids.js';
import { koboToNaira, nairaToKobo } from '../../lib/money.js';
import { nameKey, packSizeKey, parsePackSize, unitPriceKobo } from '../../lib/pack-size.js';
import type { MarketsService } from '../markets/index.js';
import { createPriceIntake } from './catalogue.intake.js';
import { createProductSearch } from './catalogue.search.js';
import type { PriceLog, PriceWatchers } from './catalogue.ports.js';
import type { CatalogueRepository, PriceWindow, ProductRow } from './catalogue.repository.js';
import { imageUrlOf, normaliseImage, placeholderSvg, shaOfImageUrl } from './images.js';
import { type ItemNames, itemNames } from './item-names.js';

/** The `price_source` key of prices an admin sets (a row of migration 0011, like every source). */
const ADMIN_SOURCE = 'admin';

const CATALOGUE_MESSAGES = {
  categoryExists: /*i18n*/ { id: 'A category with this name already exists.' },
  productExists: /*i18n*/ { id: 'This market already sells this product (same name and pack size). Edit it instead.' },
  noProduct: /*i18n*/ { id: 'There is no product with this id.' },
  noCategory: /*i18n*/ { id: 'There is no category with this id.' },
} as const;

/** The item's name in a language, for the product's `localName` (none in English; item-names.ts). */
type Naming = { names: ItemNames; locale: Locale } | undefined;

function toProduct(r: ProductRow, now: Date, naming?: Naming, here?: LatLng): Product {
  const localName = naming?.names.shownName(r.name, naming.locale);
  const pack = r.baseUnit && r.quantity ? { baseUnit: r.baseUnit, quantity: r.quantity } : null;
  const unitPrice = unitPriceKobo(r.priceKobo, pack);
  return {
    id: r.id,
    name: r.name,
    ...(localName && { localName }),
    price: koboToNaira(r.priceKobo),
    description: r.description ?? '',
    imageUrl: r.imageUrl ?? null,
    marketId: r.marketId,
    marketName: r.marketName ?? '',
    marketState: r.marketState ?? '',
    categoryId: r.categoryId,
    categoryName: r.categoryName ?? '',
    commodityId: r.commodityId,
    unit: r.unit || null,
    unitPrice: unitPrice ? { amount: koboToNaira(unitPrice.amountKobo), per: unitPrice.per } : null,
    priceObservedAt: (r.priceObservedAt ?? new Date(0)).toISOString(),
    priceSource: r.priceSource ?? '',
    priceAge: ageOf(r.priceObservedAt ?? new Date(0), now),
    previousPrice: r.previousPriceKobo === null ? null : koboToNaira(r.previousPriceKobo),
    isFeatured: r.isFeatured ?? false,
    ...(here &&
      r.marketLatitude !== null &&
      r.marketLongitude !== null && {
        distanceKm:
          Math.round(haversineKm(here, { latitude: r.marketLatitude, longitude: r.marketLongitude }) * 100) / 100,
      }),
  };
}

/** A commodity as other modules show it (area prices): its name, pack and category, and a price's unit price. */
export interface CommodityInfo {
  id: string;
  name: string;
  unit: string | null;
  category: string;
  /** How much the pack holds, when its unit says: grams, millilitres or pieces. */
  pack: { baseUnit: 'g' | 'ml' | 'piece'; quantity: number } | null;
  unitPriceOf: (priceKobo: number) => { amount: number; per: 'kg' | 'L' | 'piece' } | null;
}

export interface PricedProduct {
  product: Product;
  priceKobo: number;
  archived: boolean;
}

export interface CatalogueDeps {
  repo: CatalogueRepository;
  markets: MarketsService;
  /** Where observations are kept (price history's log, handed over by the composition root). */
  prices: PriceLog;
  watchers: PriceWatchers;
  clock: Clock;
}

export function createCatalogueService({ repo, markets, prices, watchers, clock }: CatalogueDeps) {
  async function product(id: string): Promise<ProductRow> {
    const row = await repo.findProduct(id);
    if (!row || row.archivedAt || !row.counted) throw new AppError('NOT_FOUND', CATALOGUE_MESSAGES.noProduct);
    return row;
  }

  /** How a request's products name their items: in its language, when that is not English. */
  const namingIn = async (locale: Locale): Promise<Naming> =>
    locale === SOURCE_LOCALE ? undefined : { names: await itemNames(), locale };

  const page = async (
    where: Parameters<CatalogueRepository['products']>[0],
    q: ListQuery,
    locale: Locale,
    order?: Parameters<CatalogueRepository['products']>[3],
  ) => {
    const [{ rows, total }, naming] = await Promise.all([
      repo.products(where, q.limit, q.offset, order),
      namingIn(locale),
    ]);
    return { items: rows.map((r) => toProduct(r, clock.now(), naming)), total };
  };

  return {
    categories: (): Promise<Category[]> => repo.categories(),

    /** The categories of a market's products (404 for an unknown market). */
    async categoriesOfMarket(marketId: string): Promise<Category[]> {
      await markets.market(marketId);
      return repo.categoriesOfMarket(marketId);
    },

    /** Adds a category; the same name in any case is a 409. */
    async addCategory(input: CategoryInput): Promise<Category> {
      const row = await repo.insertCategory(uuidv7(clock.now().getTime()), input.name);
      if (!row) throw new AppError('CONFLICT', CATALOGUE_MESSAGES.categoryExists);
      return { id: row.id, name: row.name };
    },

    // Product lists: each product with its item's name in `locale` when it has one (item-names.ts).
    productsOfMarket: (marketId: string, q: ListQuery, locale: Locale = SOURCE_LOCALE) =>
      page(repo.productsWhere.market(marketId), q, locale),
    productsOfCategory: (categoryId: string, q: ListQuery, locale: Locale = SOURCE_LOCALE) =>
      page(repo.productsWhere.category(categoryId), q, locale),
    productsOfMarketAndCategory: (marketId: string, categoryId: string, q: ListQuery, locale: Locale = SOURCE_LOCALE) =>
      page(repo.productsWhere.marketAndCategory(marketId, categoryId), q, locale),
    featured: (q: ListQuery, locale: Locale = SOURCE_LOCALE) => page(repo.productsWhere.featured, q, locale),

    /**
     * The details call: the product (its item's name in `locale` when it has one) and its stored
     * JPEG in base64 (null for a generated picture).
     */
    async details(id: string, locale: Locale = SOURCE_LOCALE): Promise<ProductDetails> {
      const row = await product(id);
      const sha = shaOfImageUrl(row.imageUrl);
      const stored = sha ? await repo.findImage(sha) : undefined;
      const naming = await namingIn(locale);
      return {
        product: toProduct(row, clock.now(), naming),
        imageData: stored ? stored.jpeg.toString('base64') : null,
      };
    },

    /**
     * An admin adds a product: the item is matched to the commodity of the same normalised name and
     * pack size (or a new one in the chosen category), one per market; its first price is observed now.
     */
    async addProduct(input: ProductInput): Promise<Product> {
      const sellingAt = await markets.market(input.marketId); // a 404 for an unknown market
      const chosen = await repo.findCategory(input.categoryId);
      if (!chosen) throw new AppError('NOT_FOUND', CATALOGUE_MESSAGES.noCategory);
      const sha = shaOfImageUrl(input.imageUrl);
      if (!sha || !(await repo.imageExists(sha)))
        throw new AppError('VALIDATION_FAILED', /*i18n*/ { id: 'Upload the image first.' }, [
          { path: 'imageUrl', message: /*i18n*/ { id: 'Must be a URL answered by uploadImage.' } },
        ]);
      const now = clock.now();
      const unit = (input.unit ?? '').trim().replace(/\s+/g, ' ');
      const id = await repo.transaction(async (q, tx) => {
        const keys = { nameKey: nameKey(input.name), unitKey: packSizeKey(unit) };
        const pack = parsePackSize(unit);
        const item =
          (await q.findCommodity(keys.nameKey, keys.unitKey)) ??
          (await q.insertCommodity({
            id: uuidv7(now.getTime()),
            name: input.name.trim().replace(/\s+/g, ' '),
            categoryId: chosen.id,
            unit,
            ...keys,
            quantity: pack?.quantity ?? null,
            baseUnit: pack?.baseUnit ?? null,
          })) ??
          // Another admin created the same commodity a moment ago.
          (await q.findCommodity(keys.nameKey, keys.unitKey));
        if (!item) throw new AppError('CONFLICT', CATALOGUE_MESSAGES.productExists);
        const priceKobo = nairaToKobo(input.price);
        const created = await q.insertProduct({
          id: uuidv7(now.getTime()),
          marketId: sellingAt.id,
          commodityId: item.id,
          categoryId: item.categoryId,
          priceKobo,
          priceObservedAt: now,
          priceSource: ADMIN_SOURCE,
          description: input.description,
          imageUrl: input.imageUrl,
          isFeatured: input.isFeatured,
        });
        if (!created) throw new AppError('CONFLICT', CATALOGUE_MESSAGES.productExists);
        await prices.record(tx, [{ productId: created.id, priceKobo, changedAt: now, source: ADMIN_SOURCE }]);
        return created.id;
      });
      return toProduct(await product(id), clock.now());
    },

    /** An admin edits a product; a new price is observed now and appended to its history in the same transaction. */
    async updateProduct(id: string, input: ProductUpdate): Promise<Product> {
      const current = await product(id);
      if (input.imageUrl) {
        const sha = shaOfImageUrl(input.imageUrl);
        if (!sha || !(await repo.imageExists(sha)))
          throw new AppError('VALIDATION_FAILED', /*i18n*/ { id: 'Upload the image first.' }, [
            { path: 'imageUrl', message: /*i18n*/ { id: 'Must be a URL answered by uploadImage.' } },
          ]);
      }
      const now = clock.now();
      const afterCommit = await repo.transaction(async (q, tx) => {
        const priceKobo = input.price === undefined ? undefined : nairaToKobo(input.price);
        const priceChanged = priceKobo !== undefined && priceKobo !== current.priceKobo;
        const updated = await q.updateProduct(id, {
          ...(input.description !== undefined && { description: input.description }),
          ...(input.isFeatured !== undefined && { isFeatured: input.isFeatured }),
          ...(input.imageUrl !== undefined && { imageUrl: input.imageUrl }),
          ...(priceChanged && {
            priceKobo,
            priceObservedAt: now,
            priceSource: ADMIN_SOURCE,
            previousPriceKobo: current.priceKobo,
          }),
          updatedAt: now,
        });
        if (!updated) throw new AppError('NOT_FOUND', CATALOGUE_MESSAGES.noProduct);
        if (!priceChanged) return undefined;
        await prices.record(tx, [{ productId: id, priceKobo: priceKobo!, changedAt: now, source: ADMIN_SOURCE }]);
        return watchers.pricesChanged(tx, [{ productId: id, priceKobo: priceKobo!, observedAt: now }]);
      });
      await afterCommit?.();
      return toProduct(await product(id), clock.now());
    },

    /**
     * Products by id with their price in kobo, for modules that add money up (the cart); archived
     * ones are included and flagged, so a cart still names what it once held. Each names its item
     * in `locale` too, when it has a name there (`localName`).
     */
    async priced(ids: string[], locale: Locale = SOURCE_LOCALE): Promise<Map<string, PricedProduct>> {
      const [rows, naming] = await Promise.all([repo.findProducts([...new Set(ids)]), namingIn(locale)]);
      return new Map(
        rows.map((r) => [
          r.id,
          {
            product: toProduct(r, clock.now(), naming),
            priceKobo: r.priceKobo,
            archived: r.archivedAt !== null || !r.counted,
          },
        ]),
      );
    },

    /**
     * Who sells each wanted commodity, at which price for its pack (see the repository); only
     * prices observed since `since` when given; only offers observed before `seenBefore` when given.
     */
    offers: (commodityIds: string[], marketIds?: string[], since?: Date, seenBefore?: Date) =>
      repo.offers(commodityIds, marketIds, since, seenBefore),

    /** What a list of items costs at every market that sells one of them, with the prices of the window (see the repository). */
    marketTotals: (items: Array<{ commodityId: string; quantity: number }>, window: PriceWindow) =>
      repo.marketTotals(items, window),

    /**
     * Removes a product from lists and search; it stays for its price history and past orders, and
     * its prices leave the charts across markets in the same transaction.
     */
    async archiveProduct(id: string): Promise<void> {
      const now = clock.now();
      await repo.transaction(async (q, tx) => {
        const done = await q.updateProduct(id, { archivedAt: now, isFeatured: false, updatedAt: now });
        if (!done) throw new AppError('NOT_FOUND', CATALOGUE_MESSAGES.noProduct);
        await prices.offSale(tx, [{ productId: done.id, commodityId: done.commodityId }]);
      });
    },

    /** Stores an uploaded image (re-encoded, metadata stripped) by its hash and gives its URL. */
    async uploadImage(bytes: Buffer): Promise<{ url: string }> {
      const img = await normaliseImage(bytes);
      await repo.insertImage(img);
      return { url: imageUrlOf(img.sha256) };
    },

    image: (sha256: string) => repo.findImage(sha256),

    /** The generated picture of a commodity (a bag on its category's colour, no words). */
    async placeholder(commodityId: string): Promise<string | undefined> {
      const row = await repo.commodityWithCategory(commodityId);
      return row ? placeholderSvg(row.categoryName) : undefined;
    },

    /** Marks products as featured (the demo seed's choice). */
    feature: (ids: string[]) => repo.feature(ids, clock.now()),

    /** The commodities on sale somewhere, by name, with their category (the chart form's list). */
    itemsOnSale: () => repo.itemsOnSale(),

    /** The commodities that count as this one, with the factor that scales a price of theirs to its pack (itself at 1). */
    alikeOf: (commodityId: string) => repo.alikeOf(commodityId),

    /** How priced each market is: its newest price, and how many products are priced recently and currently (decision record 011). */
    async pricingOf(marketIds: string[]): Promise<Map<string, MarketPricing>> {
      const now = clock.now().getTime();
      const days = (n: number) => new Date(now - n * 86_400_000);
      const rows = await repo.pricingOf(marketIds, days(FRESHNESS.RECENT_DAYS), days(FRESHNESS.CURRENT_DAYS));
      return new Map(
        rows.map((r) => [
          r.market_id,
          { newestPriceAt: new Date(r.newest).toISOString(), recentPrices: r.recent, currentPrices: r.current },
        ]),
      );
    },

    /**
     * Commodities by id: name, pack as written (null when none), category, and what a price of the
     * pack comes to per kg, litre or piece (null when the pack does not say how much).
     */
    async commodities(ids: string[]): Promise<Map<string, CommodityInfo>> {
      const rows = await repo.commoditiesById([...new Set(ids)]);
      return new Map(
        rows.map((r) => {
          const pack =
            r.base_unit && r.quantity ? { baseUnit: r.base_unit as 'g' | 'ml' | 'piece', quantity: r.quantity } : null;
          return [
            r.id,
            {
              id: r.id,
              name: r.name,
              unit: r.unit || null,
              category: r.category,
              pack,
              unitPriceOf: (priceKobo: number) => {
                const unit = unitPriceKobo(priceKobo, pack);
                return unit ? { amount: koboToNaira(unit.amountKobo), per: unit.per } : null;
              },
            },
          ];
        }),
      );
    },

    /** Every item once by name, for a shopper's report (GET /api/commodities). */
    commodityList: () => repo.commodityList(),

    /** The commodity a name means (whatever its case); of two packs of one name, the one sold at more markets. */
    commodityNamed: (name: string) => repo.commodityNamed(nameKey(name)),

    // How observed prices enter the catalogue (the price pipeline's steps): catalogue.intake.ts.
    ...createPriceIntake({ repo, prices, watchers }),

    // Product search (its steps and the page it answers): catalogue.search.ts.
    ...createProductSearch({ repo, clock }),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
