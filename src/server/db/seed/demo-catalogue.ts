import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { readFileStream } from '../../lib/csv.js';
import { projectRoot } from '../../lib/paths.js';
import type { CatalogueService } from '../../modules/catalogue/index.js';
import type { MarketsService } from '../../modules/markets/index.js';
import type { SourcesService } from '../../modules/sources/index.js';

/** The WFP price files bundled with the app (data/wfp-nga, CC BY-IGO, see its README). */
const BUNDLED_WFP_DIR = join(projectRoot, 'data/wfp-nga');
/** NBS's state, zone and national averages bundled with the app (data/nbs-nga, see its README). */
const BUNDLED_NBS_DIR = join(projectRoot, 'data/nbs-nga');

/** The bundled files each source starts with, in the order they are imported. */
function bundledFiles(): Array<{ source: string; file: string }> {
  const nbs = readdirSync(BUNDLED_NBS_DIR)
    .filter((f) => /^nbs-.*food-prices.*\.csv(\.gz)?$/.test(f))
    .sort()
    .map((f) => ({ source: 'nbs', file: join(BUNDLED_NBS_DIR, f) }));
  return [
    // Every market WFP surveys, priced or not (68 in 14 states), then its months of prices.
    { source: 'wfp', file: join(BUNDLED_WFP_DIR, 'markets.csv') },
    ...bundledPriceFiles().map((file) => ({ source: 'wfp', file })),
    ...nbs,
  ];
}

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
 * On a first start with no markets, imports every bundled file (WFP's markets and months, NBS's
 * averages since 2016: price history is real from day one) and features a few staples. Returns
 * what it did, or null when there was a catalogue.
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
  for (const { source, file } of bundledFiles()) {
    const done = await sources.importFile(source, readFileStream(file), { origin: basename(file) });
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
