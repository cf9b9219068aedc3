import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { everyWordIn } from '../../db/search.js';
import { market } from '../markets/index.js';
import { category, commodity, image, product } from './catalogue.tables.js';

/** What product search matches: commodity, pack, category, market, LGA and state, in lower case. */
export function productSearchText(p: {
  name: string;
  unit: string;
  category: string;
  market: { name: string; lga: string; state: string };
}): string {
  return [p.name, p.unit, p.category, p.market.name, p.market.lga, p.market.state]
    .join(' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const productColumns = {
  id: product.id,
  priceKobo: product.priceKobo,
  priceObservedAt: product.priceObservedAt,
  previousPriceKobo: product.previousPriceKobo,
  description: product.description,
  imageUrl: product.imageUrl,
  isFeatured: product.isFeatured,
  archivedAt: product.archivedAt,
  marketId: product.marketId,
  marketName: market.name,
  categoryId: product.categoryId,
  categoryName: category.name,
  commodityId: product.commodityId,
  name: commodity.name,
  unit: commodity.unit,
  quantity: commodity.quantity,
  baseUnit: commodity.baseUnit,
};

export type ProductRow = {
  [K in keyof typeof productColumns]: (typeof productColumns)[K]['_']['data'] | null;
} & { id: string; name: string; priceKobo: number; marketId: string; categoryId: string; commodityId: string };

const live = isNull(product.archivedAt);

export function createCatalogueRepository(db: Db) {
  const selectProducts = (tx: Db = db) =>
    tx
      .select(productColumns)
      .from(product)
      .innerJoin(commodity, eq(commodity.id, product.commodityId))
      .innerJoin(category, eq(category.id, product.categoryId))
      .innerJoin(market, eq(market.id, product.marketId));

  async function products(
    where: SQL,
    limit: number,
    offset: number,
    order: SQL[] = [asc(commodity.name), asc(market.name)],
  ) {
    const rows = (await selectProducts()
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)) as ProductRow[];
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(product)
      .where(where);
    return { rows, total: count?.n ?? 0 };
  }

  return {
    async categories(): Promise<Array<{ id: string; name: string }>> {
      return db.select({ id: category.id, name: category.name }).from(category).orderBy(asc(category.name));
    },

    /** The categories of a market's (live) products. */
    async categoriesOfMarket(marketId: string): Promise<Array<{ id: string; name: string }>> {
      return db
        .selectDistinct({ id: category.id, name: category.name })
        .from(product)
        .innerJoin(category, eq(category.id, product.categoryId))
        .where(and(eq(product.marketId, marketId), live))
        .orderBy(asc(category.name));
    },

    async findCategory(id: string) {
      const [row] = await db.select().from(category).where(eq(category.id, id));
      return row;
    },

    /** Inserts a category; undefined when one of that name (any case) exists. */
    async insertCategory(id: string, name: string) {
      const [row] = await db.insert(category).values({ id, name }).onConflictDoNothing().returning();
      return row;
    },

    products,
    productsWhere: {
      live,
      market: (id: string) => and(live, eq(product.marketId, id))!,
      category: (id: string) => and(live, eq(product.categoryId, id))!,
      marketAndCategory: (m: string, c: string) => and(live, eq(product.marketId, m), eq(product.categoryId, c))!,
      featured: and(live, eq(product.isFeatured, true))!,
      words: (words: string[]) => (words.length ? and(live, everyWordIn(product.searchText, words))! : live),
    },
    orderBySimilarity: (words: string[]) => [
      desc(sql`word_similarity(${words.join(' ')}, ${product.searchText})`),
      asc(commodity.name),
      asc(market.name),
    ],

    async findProduct(id: string, tx: Db = db): Promise<ProductRow | undefined> {
      const [row] = (await selectProducts(tx).where(eq(product.id, id))) as ProductRow[];
      return row;
    },

    /** The commodity of this name and pack (normalised keys), if one exists. */
    async findCommodity(tx: Db, nameKey: string, unitKey: string) {
      const [row] = await tx
        .select()
        .from(commodity)
        .where(and(eq(commodity.nameKey, nameKey), eq(commodity.unitKey, unitKey)));
      return row;
    },

    async insertCommodity(tx: Db, row: typeof commodity.$inferInsert) {
      const [created] = await tx.insert(commodity).values(row).onConflictDoNothing().returning();
      return created;
    },

    /** Inserts a product; undefined when the market already sells that commodity. */
    async insertProduct(tx: Db, row: typeof product.$inferInsert) {
      const [created] = await tx.insert(product).values(row).onConflictDoNothing().returning({ id: product.id });
      return created;
    },

    async updateProduct(tx: Db, id: string, fields: Partial<typeof product.$inferInsert>) {
      const [row] = await tx
        .update(product)
        .set(fields)
        .where(and(eq(product.id, id), live))
        .returning({ id: product.id });
      return row;
    },

    /** The search text of every product of a market, again (its name, LGA or state changed). */
    async refreshSearchTextOfMarket(tx: Db, marketId: string) {
      await tx.execute(sql`
        update ${product} p set search_text = btrim(lower(regexp_replace(
          c.name || ' ' || c.unit || ' ' || k.name || ' ' || m.name || ' ' || m.lga || ' ' || m.state, '\\s+', ' ', 'g')))
        from ${commodity} c, ${category} k, ${market} m
        where p.market_id = ${marketId} and c.id = p.commodity_id and k.id = p.category_id and m.id = p.market_id`);
    },

    async commodityWithCategory(id: string) {
      const [row] = await db
        .select({ name: commodity.name, unit: commodity.unit, categoryName: category.name })
        .from(commodity)
        .innerJoin(category, eq(category.id, commodity.categoryId))
        .where(eq(commodity.id, id));
      return row;
    },

    async insertImage(row: typeof image.$inferInsert) {
      await db.insert(image).values(row).onConflictDoNothing();
    },

    async findImage(sha256: string) {
      const [row] = await db.select().from(image).where(eq(image.sha256, sha256));
      return row;
    },

    async imageExists(sha256: string): Promise<boolean> {
      const [row] = await db.select({ sha256: image.sha256 }).from(image).where(eq(image.sha256, sha256));
      return row !== undefined;
    },

    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
