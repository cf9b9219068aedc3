import { AppError } from '../../../lib/app-error.js';
import type { SurveyedMarket } from '../../markets/index.js';
import type { SourceAdapter, SourceLine } from '../sources.pipeline.js';
import {
  checkWfpMarket,
  checkWfpRecord,
  type WfpMarketRow,
  type WfpRecord,
  type WfpRow,
  wfpRecords,
  WfpFormatError,
} from './wfp-csv.js';

/** How a product the WFP survey starts describes itself. */
const describe = (r: WfpRow) =>
  `Retail price from the WFP market survey, ${r.unit.toUpperCase() === 'L' ? '1 L' : r.unit} pack, ${r.market}, ${r.lga}, ${r.state}.`;

/** A market as WFP names and places it, by its own id. */
const marketOf = (r: WfpRow | WfpMarketRow): SurveyedMarket => ({
  ref: String(r.wfpMarketId),
  name: r.market,
  address: `${r.lga}, ${r.state}`,
  latitude: r.latitude,
  longitude: r.longitude,
  state: r.state,
  lga: r.lga,
});

/** A WFP row as the pipeline's price line: the market and item by WFP's own ids. */
const priceLineOf = (r: WfpRow): SourceLine => ({
  kind: 'market-price',
  line: r.line,
  observedAt: r.date,
  priceKobo: r.priceKobo,
  market: marketOf(r),
  item: {
    name: r.commodity,
    unit: r.unit,
    category: r.category,
    ref: r.wfpCommodityId === null ? null : String(r.wfpCommodityId),
  },
  description: describe(r),
});

/**
 * The WFP market survey's files, the pipeline's first source (wfp-csv.ts reads the format): its
 * price files (HDX's CSV), and its list of the markets it surveys, priced or not (markets.csv).
 */
export const wfpAdapter: SourceAdapter<WfpRecord> = {
  async *records(input) {
    try {
      yield* wfpRecords(input);
    } catch (err) {
      if (err instanceof WfpFormatError)
        throw new AppError(
          'BAD_REQUEST',
          /*i18n*/ {
            id: 'Not a WFP price file: {reason}',
            values: { reason: err.words },
            comment: '{reason} is what is wrong with the file, a sentence of its own ("The file is empty.")',
          },
        );
      throw err;
    }
  },

  check(record, now) {
    if (record.kind === 'market') {
      const row = checkWfpMarket(record);
      return 'reason' in row ? row : { kind: 'market', line: row.line, market: marketOf(row) };
    }
    const row = checkWfpRecord(record, now);
    return 'reason' in row ? row : priceLineOf(row);
  },
};
