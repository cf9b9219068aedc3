import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../lib/paths.js';
import type { CatalogueService } from '../../modules/catalogue/index.js';
import type { MarketsService } from '../../modules/markets/index.js';
import type { SourcesService } from '../../modules/sources/index.js';

/** The WFP price files bundled with the app (data/wfp-nga, CC BY-IGO, see its README). */
const BUNDLED_WFP_DIR = join(projectRoot, 'data/wfp-nga');

/** Every bundled month, oldest first. */
export function bundledPriceFiles(): string[] {
  return readdirSync(BUNDLED_WFP_DIR)
    .filter((f) => /^prices-\d{4}-\d{2}\.csv$/.test(f))
    .sort()
    .map((f) => join(BUNDLED_WFP_DIR, f));
}

/** Staples of Monday market (Maiduguri) shown on the home screen of a new install. */
const FEATURED = ['rice (local)', 'beans (white)', 'tomatoes', 'maize flour', 'groundnut oil', 'eggs'];

/**
 * On a first start with no markets, imports every bundled month (so price history is real from
 * day one) and features a few staples. Returns what it did, or null when there was a catalogue.
 */
export async function seedDemoCatalogue({
  catalogue,
  markets,
  sources,
}: {
  catalogue: Pick<CatalogueService, 'productsOfMarket' | 'feature'>;
  markets: Pick<MarketsService, 'search'>;
  sources: Pick<SourcesService, 'importFile'>;
}): Promise<{ markets: number; products: number; prices: number } | null> {
  if ((await markets.search({ limit: 1, offset: 0 })).total > 0) return null;
  let products = 0;
  let prices = 0;
  for (const file of bundledPriceFiles()) {
    const done = await sources.importFile('wfp', readFileSync(file, 'utf8'));
    products += done.productsCreated;
    prices += done.pricesRecorded;
  }
  const monday = (await markets.search({ search: 'Monday', state: 'Borno', limit: 1, offset: 0 })).items[0];
  if (monday) {
    const sold = await catalogue.productsOfMarket(monday.id, { limit: 200, offset: 0 });
    await catalogue.feature(sold.items.filter((p) => FEATURED.includes(p.name.toLowerCase())).map((p) => p.id));
  }
  return { markets: (await markets.search({ limit: 1, offset: 0 })).total, products, prices };
}
