import { AppError } from '../../../lib/app-error.js';
import type { PriceLine, SourceAdapter } from '../sources.pipeline.js';
import { checkWfpRecord, type WfpRecord, type WfpRow, wfpRecords, WfpFormatError } from './wfp-csv.js';

/** How a product the WFP survey starts describes itself. */
const describe = (r: WfpRow) =>
  `Retail price from the WFP market survey, ${r.unit.toUpperCase() === 'L' ? '1 L' : r.unit} pack, ${r.market}, ${r.lga}, ${r.state}.`;

/** A WFP row as the pipeline's price line: the market and item by WFP's own ids. */
const priceLineOf = (r: WfpRow): PriceLine => ({
  line: r.line,
  observedAt: r.date,
  priceKobo: r.priceKobo,
  market: {
    ref: String(r.wfpMarketId),
    name: r.market,
    address: `${r.lga}, ${r.state}`,
    latitude: r.latitude,
    longitude: r.longitude,
    state: r.state,
    lga: r.lga,
  },
  item: {
    name: r.commodity,
    unit: r.unit,
    category: r.category,
    ref: r.wfpCommodityId === null ? null : String(r.wfpCommodityId),
  },
  description: describe(r),
});

/** The WFP market survey's price files (HDX's CSV), the pipeline's first source (wfp-csv.ts reads the format). */
export const wfpAdapter: SourceAdapter<WfpRecord> = {
  parse(text) {
    try {
      return wfpRecords(text);
    } catch (err) {
      if (err instanceof WfpFormatError) throw new AppError('BAD_REQUEST', `Not a WFP price file: ${err.message}`);
      throw err;
    }
  },

  check(record, now) {
    const row = checkWfpRecord(record, now);
    return 'reason' in row ? row : priceLineOf(row);
  },
};
