import {
  type ModerationReport,
  type PriceReport,
  type PriceReportInput,
  REPORT_RULES,
  type ReportState,
  type ReportSummary,
  type PaidRange,
  type PublicReport,
  type BulkReportResult,
  type MarketProposal,
  type MarketCorrectionInput,
} from '../../../contract/reports.js';
import { type Locale, SOURCE_LOCALE } from '../../../contract/languages.js';
import type { Market, MarketInput } from '../../../contract/markets.js';
import { FRESHNESS } from '../../../contract/sources.js';
import type { Db } from '../../db/client.js';
import { englishOf } from '../../../contract/words.js';
import { AppError, invalidField } from '../../lib/app-error.js';
import { nairaIn, wordIn, type Words } from '../../lib/i18n.js';
import type { Clock } from '../../lib/clock.js';
import { uuidv7 } from '../../lib/ids.js';
import { koboToNaira } from '../../lib/money.js';
import type { Caller } from '../../plugins/auth.js';
import type { CatalogueService, CommodityInfo } from '../catalogue/index.js';
import type { MarketsService } from '../markets/index.js';
import { normalisePhoto, type ReportPhotoBytes } from './reports.photos.js';
import { bulkLines, refusedAt } from './reports.bulk.js';
import { unitPriceOf } from './reports.measures.js';
import type { ProposalRow, ReportRow, ReportsRepository } from './reports.repository.js';

/** The price source a confirmed report's price is recorded under (a `price_source` row). */
const SHOPPERS = 'shoppers';
const DAY_MS = 86_400_000;
const LAGOS_OFFSET_MS = 3_600_000;

/** Why a report waits for a moderator. The first three hold it even against an agreeing report. */
const HELD = {
  newItem: /*i18n*/ { id: 'An item new to Kasuwa: a moderator adds it to the catalogue first.' },
  outlier: /*i18n*/ { id: 'Far from the usual price in the state: a moderator looks at it first.' },
  flagged: /*i18n*/ { id: 'Flagged by a shopper: a moderator looks at it again.' },
  newMarket: /*i18n*/ { id: 'At a market new to Kasuwa: a moderator adds the market first.' },
  marketAdded: /*i18n*/ { id: 'At a market just added to Kasuwa: a moderator looks at it first.' },
  firstReports: /*i18n*/ {
    id: "An account's first reports wait for another shopper's agreeing report or a moderator.",
  },
  unconfirmed: /*i18n*/ { id: "Waiting for another shopper's agreeing report or a moderator." },
} satisfies Record<string, Words>;
const HOLDS = new Set<string>([
  HELD.newItem.id,
  HELD.outlier.id,
  HELD.flagged.id,
  HELD.newMarket.id,
  HELD.marketAdded.id,
]);
const HELD_BY_TEXT = new Map<string, Words>(Object.values(HELD).map((w) => [w.id, w]));

/** A report's kept reason in a language: why it waits, translated; a moderator's own words, as written. */
const reasonIn = (locale: Locale, reason: string | null): string | null => {
  const held = reason === null ? undefined : HELD_BY_TEXT.get(reason);
  return held ? wordIn(locale, held) : reason;
};

/** An account's trust: its confirmed reports, less REJECTED_WEIGHT for each rejected one. */
const trustOf = (record: { confirmed: number; rejected: number } | undefined) =>
  (record?.confirmed ?? 0) - REPORT_RULES.REJECTED_WEIGHT * (record?.rejected ?? 0);
const trusted = (record: { confirmed: number; rejected: number } | undefined) =>
  trustOf(record) >= REPORT_RULES.TRUSTED_AFTER;

/** Markets an account may propose in 24 hours. */
const PROPOSALS_PER_DAY = 5;

const toProposal = (p: ProposalRow, was: Market | undefined = undefined): MarketProposal => ({
  id: p.id,
  kind: p.kind,
  name: p.name,
  address: p.address,
  latitude: p.latitude,
  longitude: p.longitude,
  openingHours: p.openingHours,
  state: p.state,
  lga: p.lga,
  status: p.status,
  reason: p.reason,
  marketId: p.marketId,
  was:
    p.kind === 'correction' && was
      ? { openingHours: was.openingHours, latitude: was.latitude, longitude: was.longitude }
      : null,
  createdAt: p.createdAt.toISOString(),
});

/**
 * What people paid (decision record 012): the paid prices' quartiles in naira, from
 * REPORT_RULES.RANGE_AFTER paid reports on; fewer say too little to bargain towards.
 */
const paidRangeOf = (paid: { per: 'kg' | 'L' | 'piece'; reports: number; low: number; high: number } | null) =>
  paid && paid.reports >= REPORT_RULES.RANGE_AFTER
    ? {
        low: koboToNaira(Math.round(paid.low)),
        high: koboToNaira(Math.round(paid.high)),
        per: paid.per,
        reports: paid.reports,
      }
    : null;

/** A report's price per kg, litre or piece, when its measure's weight is known. */
const unitPriceOfRow = (r: ReportRow) =>
  r.unitKobo !== null && r.unitPer ? { amount: koboToNaira(r.unitKobo), per: r.unitPer } : null;

/** A day in Lagos (UTC+1 all year), YYYY-MM-DD. */
const lagosDay = (at: Date) => new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const invalid = (path: string, message: Words) => invalidField(path, message);

const NO_MARKET: Words = /*i18n*/ { id: 'There is no market with this id.' };
const NO_ITEM: Words = /*i18n*/ { id: 'There is no item with this id.' };

/** A proposal decided already: a new market's or a correction's, approved or rejected. */
const PROPOSAL_DECIDED: Record<'market' | 'correction', Record<'pending' | 'approved' | 'rejected', Words>> = {
  market: {
    pending: /*i18n*/ { id: 'This market is pending already.' },
    approved: /*i18n*/ { id: 'This market is approved already.' },
    rejected: /*i18n*/ { id: 'This market is rejected already.' },
  },
  correction: {
    pending: /*i18n*/ { id: 'This correction is pending already.' },
    approved: /*i18n*/ { id: 'This correction is approved already.' },
    rejected: /*i18n*/ { id: 'This correction is rejected already.' },
  },
};

export interface ReportsDeps {
  repo: ReportsRepository;
  markets: Pick<MarketsService, 'findMany' | 'add' | 'update'>;
  catalogue: Pick<
    CatalogueService,
    | 'commodities'
    | 'offers'
    | 'resolveProducts'
    | 'recordObservations'
    | 'retractObservations'
    | 'uploadImage'
    | 'updateProduct'
  >;
  clock: Clock;
  /** Tells shoppers of a decision on their report, in the transaction that made it (the watchlist's notifications). */
  notify: (tx: Db, notes: Note[]) => Promise<void>;
}

/** A note to a shopper, worded in their language when it is written (the watchlist's `NoteToWrite`). */
interface Note {
  userId: string;
  productId: string | null;
  say: (locale: Locale) => { title: string; body: string };
}

/** A note of a title and a body; `kobo`, when given, is the body's `{price}` in naira in the shopper's language. */
const note = (userId: string, productId: string | null, title: Words, body: Words, kobo?: number): Note => ({
  userId,
  productId,
  say: (locale) => ({
    title: wordIn(locale, title),
    body: wordIn(
      locale,
      kobo === undefined
        ? body
        : { ...body, values: { ...body.values, price: nairaIn(locale, kobo, { wholeWithoutKobo: true }) } },
    ),
  }),
});

/** What a report is named in a note: its catalogue item's name, else the reporter's own words. */
const itemWords = (name: string | null | undefined): string | Words => name || /*i18n*/ { id: 'your item' };

/**
 * Prices shoppers report (decision record 012): checked, held or confirmed by the rules below, fed
 * into the market's prices once confirmed (source `shoppers`), taken back when a flag or a
 * moderator says so; every step kept in the report's events (who, when, why).
 */
export function createReportsService({ repo, markets, catalogue, clock, notify }: ReportsDeps) {
  /** When a confirmed report's price was seen: its day at noon in Lagos, or the moment it was sent when that was today. */
  const observedAt = (r: ReportRow) =>
    lagosDay(r.createdAt) === r.observedOn ? r.createdAt : new Date(`${r.observedOn}T12:00:00+01:00`);
  /** The first day of what shoppers' reports say of an item now (the last 30 days, in Lagos). */
  const summarySince = () => addDays(lagosDay(clock.now()), -REPORT_RULES.SUMMARY_DAYS);

  /** The report's price for the commodity's pack, when the measure's weight and the pack's size are both known. */
  function packPriceKobo(r: ReportRow, commodity: CommodityInfo): number | null {
    const pack = commodity.pack;
    if (!pack || r.unitKobo === null) return null;
    if (r.unitPer === 'piece' && pack.baseUnit === 'piece') return Math.round(r.unitKobo * pack.quantity);
    if (r.unitPer === 'kg' && pack.baseUnit === 'g') return Math.round((r.unitKobo * pack.quantity) / 1000);
    if (r.unitPer === 'L' && pack.baseUnit === 'ml') return Math.round((r.unitKobo * pack.quantity) / 1000);
    return null;
  }

  /**
   * Confirms reports inside the transaction: each is marked, its event kept, and its price recorded
   * as the market's (the product is started when the market did not sell the item yet). A report
   * whose measure has no known weight is confirmed as reported, without a market price.
   */
  async function confirm(
    tx: Db,
    reports: ReportRow[],
    commodity: CommodityInfo | undefined,
    why: Words | string,
    actorId: string | null,
    now: Date,
  ) {
    // A moderator's own words (`why` as typed) are kept as they are, and quoted in the note.
    const reason = typeof why === 'string' ? why : englishOf(why);
    const said = typeof why === 'string' ? /*i18n*/ { id: 'a moderator: {reason}', values: { reason: why } } : why;
    const q = repo.within(tx);
    // Read before the transaction (one connection on PGlite): every report here is of this commodity.
    const commodities = new Map(commodity ? [[commodity.id, commodity]] : []);
    const priced = reports.flatMap((r) => {
      const commodity = r.commodityId ? commodities.get(r.commodityId) : undefined;
      const kobo = commodity && packPriceKobo(r, commodity);
      return kobo ? [{ report: r, kobo, at: observedAt(r) }] : [];
    });
    const products = await catalogue.resolveProducts(
      tx,
      priced.map(({ report, kobo, at }) => ({
        marketId: report.marketId!,
        commodityId: report.commodityId!,
        priceKobo: kobo,
        observedAt: at,
        source: SHOPPERS,
        description: 'Price reported by shoppers at this market.',
      })),
    );
    const productOf = (r: ReportRow) => products.productOf(r.marketId!, r.commodityId!);
    // The product whose price a report fed, or null when its measure has no known weight.
    const fedProduct = (r: ReportRow) => (priced.some((p) => p.report === r) ? productOf(r) : null);
    for (const r of reports) {
      await q.setState(r.id, 'confirmed', null, fedProduct(r));
      await q.event({ id: uuidv7(), reportId: r.id, actorId, action: 'confirmed', reason, at: now });
    }
    await notify(
      tx,
      reports.map((r) =>
        note(
          r.reporterId,
          fedProduct(r),
          /*i18n*/ { id: 'Your price report is confirmed' },
          /*i18n*/ {
            id: 'Your price of {item} ({price}) is confirmed ({why}). It counts in Kasuwa’s prices now. Thank you!',
            values: {
              item: itemWords((r.commodityId && commodities.get(r.commodityId)?.name) || r.itemName),
              why: said,
            },
            comment: '{why} says who or what confirmed it: "agrees with another shopper’s report", "a moderator: …"',
          },
          r.priceKobo,
        ),
      ),
    );
    const observations = priced.map(({ report, kobo, at }) => ({
      productId: productOf(report),
      priceKobo: kobo,
      changedAt: at,
      source: SHOPPERS,
    }));
    const { afterCommit } = await catalogue.recordObservations(
      tx,
      observations,
      observations.map((o) => o.productId),
      now,
    );
    return afterCommit;
  }

  /** Takes a confirmed report's price back from the market's prices (a flag, a moderator's rejection). */
  async function retract(tx: Db, r: ReportRow, now: Date) {
    if (!r.productId) return async () => {};
    const { afterCommit } = await catalogue.retractObservations(
      tx,
      [{ productId: r.productId, changedAt: observedAt(r) }],
      now,
    );
    return afterCommit;
  }

  /**
   * Prices per kg, litre or piece of the item in the market's state: the current prices of the
   * markets there (of the last 180 days) and the reports confirmed there in the last 30 days.
   */
  async function stateUnitPrices(
    commodity: CommodityInfo,
    marketId: string,
    state: string,
    per: 'kg' | 'L' | 'piece',
    now: Date,
  ) {
    const since = new Date(now.getTime() - FRESHNESS.CURRENT_DAYS * DAY_MS);
    const offers = (await catalogue.offers([commodity.id], undefined, since)).filter((o) => o.samePack);
    const places = await markets.findMany([...new Set(offers.map((o) => o.marketId))]);
    const inState = new Set(places.filter((m) => m.state === state).map((m) => m.id));
    const fromMarkets = offers
      .filter((o) => inState.has(o.marketId))
      .flatMap((o) => {
        const unit = commodity.unitPriceOf(o.priceKobo);
        return unit?.per === per ? [Math.round(unit.amount * 100)] : [];
      });
    const fromReports = await repo.confirmedUnitPrices(
      commodity.id,
      per,
      [...inState, marketId],
      addDays(lagosDay(now), -30),
    );
    const recentAtMarket = offers.filter(
      (o) => o.marketId === marketId && o.observedAt.getTime() >= now.getTime() - FRESHNESS.RECENT_DAYS * DAY_MS,
    );
    return { all: [...fromMarkets, ...fromReports], atMarket: recentAtMarket };
  }

  /** The report as "My reports" and the moderation queue show it, its reason in `locale`. */
  async function toReports(rows: ReportRow[], locale: Locale = SOURCE_LOCALE): Promise<PriceReport[]> {
    const [places, proposed, commodities] = await Promise.all([
      markets.findMany([...new Set(rows.flatMap((r) => r.marketId ?? []))]),
      repo.proposalsByIds([...new Set(rows.flatMap((r) => (r.marketId ? [] : (r.proposalId ?? []))))]),
      catalogue.commodities(rows.flatMap((r) => r.commodityId ?? [])),
    ]);
    const marketName = new Map([
      ...proposed.map((p) => [p.id, `${p.name} (proposed)`] as const),
      ...places.map((m) => [m.id, m.name] as const),
    ]);
    return rows.map((r) => ({
      id: r.id,
      marketId: r.marketId,
      proposalId: r.proposalId,
      marketName: marketName.get(r.marketId ?? r.proposalId ?? '') ?? '',
      commodityId: r.commodityId,
      itemName: (r.commodityId && commodities.get(r.commodityId)?.name) || r.itemName || '',
      quantity: r.quantity,
      measure: r.measure as PriceReport['measure'],
      priceNaira: koboToNaira(r.priceKobo),
      paid: r.paid,
      observedOn: r.observedOn,
      note: r.note,
      unitPrice: unitPriceOfRow(r),
      hasPhoto: r.photoSha256 !== null,
      state: r.state,
      reason: reasonIn(locale, r.reason),
      createdAt: r.createdAt.toISOString(),
    }));
  }

  /** 429 past the day's limits of the account or of the address. */
  async function checkLimits(reporterId: string, address: string, withPhoto: boolean, now: Date) {
    const since = new Date(now.getTime() - DAY_MS);
    const [account, place] = await Promise.all([
      repo.sentSince({ reporterId }, since),
      repo.sentSince({ address }, since),
    ]);
    if (Math.max(account.reports, place.reports) >= REPORT_RULES.REPORTS_PER_DAY)
      throw new AppError(
        'RATE_LIMITED',
        /*i18n*/ {
          id: 'At most {reports} price reports a day: thank you, and try again tomorrow.',
          values: { reports: REPORT_RULES.REPORTS_PER_DAY },
        },
      );
    if (withPhoto && Math.max(account.photos, place.photos) >= REPORT_RULES.PHOTOS_PER_DAY)
      throw new AppError(
        'RATE_LIMITED',
        /*i18n*/ {
          id: 'At most {photos} photos a day: send this report without one, or tomorrow.',
          values: { photos: REPORT_RULES.PHOTOS_PER_DAY },
        },
      );
  }

  /** The day a price was seen: not in the future, not older than 90 days, a real day. */
  function dayProblem(day: string, now: Date): Words | undefined {
    const today = lagosDay(now);
    if (Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || addDays(day, 0) !== day)
      return /*i18n*/ { id: 'Date must be a real day (YYYY-MM-DD).' };
    if (day > today) return /*i18n*/ { id: 'Date cannot be in the future.' };
    if (day < addDays(today, -REPORT_RULES.MAX_AGE_DAYS))
      return /*i18n*/ { id: 'Date must be within the last {days} days.', values: { days: REPORT_RULES.MAX_AGE_DAYS } };
    return undefined;
  }
  function checkDay(day: string, now: Date) {
    const problem = dayProblem(day, now);
    if (problem) throw invalid('observedOn', problem);
  }

  /**
   * Records a checked report and decides it (the rules above), in one transaction holding the item's
   * lock; undefined when the same shopper reported the very same price already.
   */
  async function record(
    caller: Caller,
    input: PriceReportInput,
    market: { id: string | null; state: string; proposalId: string | null },
    commodity: CommodityInfo | undefined,
    stored: ReportPhotoBytes | undefined,
    address: string,
    now: Date,
    byAdmin = false,
  ): Promise<{ id: string; state: ReportState } | undefined> {
    const itemName = commodity?.name ?? input.itemName!;
    const priceKobo = Math.round(input.priceNaira * 100);
    const unit = unitPriceOf(priceKobo, input.quantity, input.measure, itemName);
    const usual =
      commodity && unit && market.id
        ? await stateUnitPrices(commodity, market.id, market.state, unit.per, now)
        : undefined;

    const row: ReportRow = {
      id: uuidv7(),
      reporterId: caller.id,
      marketId: market.id,
      proposalId: market.proposalId,
      commodityId: commodity?.id ?? null,
      itemName: commodity ? null : itemName,
      quantity: input.quantity,
      measure: input.measure,
      priceKobo,
      unitKobo: unit?.kobo ?? null,
      unitPer: unit?.per ?? null,
      paid: input.paid,
      observedOn: input.observedOn,
      note: input.note || null,
      photoSha256: stored?.sha256 ?? null,
      state: 'pending',
      reason: null,
      productId: null,
      address,
      createdAt: now,
    };
    const { state, afterCommit } = await repo.transaction(async (q, tx) => {
      if (stored) await q.addPhoto(stored);
      await q.lockItem(market.id ?? market.proposalId!, commodity?.id ?? itemName.toLowerCase(), input.measure);
      if (!(await q.add(row))) return { state: 'duplicate' as const, afterCommit: async () => {} };
      await q.event({
        id: uuidv7(),
        reportId: row.id,
        actorId: caller.id,
        action: 'reported',
        reason: null,
        at: now,
      });
      const hold = (reason: string) =>
        q
          .setState(row.id, 'pending', reason)
          .then(() => ({ state: 'pending' as ReportState, afterCommit: async () => {} }));

      if (!market.id) return hold(HELD.newMarket.id);
      if (!commodity) return hold(HELD.newItem.id);
      const middle = usual?.all.length ? median(usual.all) : undefined;
      if (
        unit &&
        middle &&
        (unit.kobo * REPORT_RULES.OUTLIER_FACTOR < middle || unit.kobo > middle * REPORT_RULES.OUTLIER_FACTOR)
      )
        return hold(HELD.outlier.id);

      if (byAdmin) {
        const after = await confirm(tx, [row], commodity, /*i18n*/ { id: 'reported by an admin' }, null, now);
        return { state: 'confirmed' as ReportState, afterCommit: after };
      }
      const other = await q.agreeing(row, REPORT_RULES.AGREEMENT_BAND, REPORT_RULES.AGREEMENT_DAYS);
      if (other && (other.state === 'confirmed' || !HOLDS.has(other.reason ?? ''))) {
        const both = other.state === 'pending' ? [row, other] : [row];
        const after = await confirm(
          tx,
          both,
          commodity,
          /*i18n*/ { id: 'agrees with another shopper’s report' },
          null,
          now,
        );
        return { state: 'confirmed' as ReportState, afterCommit: after };
      }

      const trustedReporter = trusted((await q.recordOf([caller.id])).get(caller.id));
      const survey = usual?.atMarket
        .map((o) => commodity.unitPriceOf(o.priceKobo))
        .find((u) => u && unit && u.per === unit.per && agrees(unit.kobo, u.amount * 100));
      if (trustedReporter && survey) {
        const after = await confirm(
          tx,
          [row],
          commodity,
          /*i18n*/ { id: 'agrees with the market’s recent surveyed price' },
          null,
          now,
        );
        return { state: 'confirmed' as ReportState, afterCommit: after };
      }
      return hold(trustedReporter ? HELD.unconfirmed.id : HELD.firstReports.id);
    });
    await afterCommit();
    return state === 'duplicate' ? undefined : { id: row.id, state };
  }

  /**
   * Where a report is: a market, or a market the caller proposed that a moderator has not decided
   * yet (its reports wait with it); a proposal since approved is its market.
   */
  async function marketOrProposal(caller: Caller, id: string) {
    const [market] = await markets.findMany([id]);
    if (market) return { ...market, proposalId: null };
    const [proposal] = await repo.proposalsByIds([id]);
    if (proposal?.kind === 'new' && proposal.proposerId === caller.id) {
      if (proposal.status === 'pending') return { id: null, state: proposal.state, proposalId: proposal.id };
      const [became] = proposal.marketId ? await markets.findMany([proposal.marketId]) : [];
      if (became) return { ...became, proposalId: null };
    }
    throw invalid('marketId', NO_MARKET);
  }

  /** 429 past the markets and corrections an account may propose in 24 hours. */
  async function checkProposals(caller: Caller, now: Date) {
    if ((await repo.proposalsSince(caller.id, new Date(now.getTime() - DAY_MS))) >= PROPOSALS_PER_DAY)
      throw new AppError(
        'RATE_LIMITED',
        /*i18n*/ {
          id: 'At most {proposals} markets or corrections a day: thank you, and try again tomorrow.',
          values: { proposals: PROPOSALS_PER_DAY },
        },
      );
  }

  const proposalRow = (
    caller: Caller,
    now: Date,
    fields: Pick<
      ProposalRow,
      'kind' | 'name' | 'address' | 'latitude' | 'longitude' | 'openingHours' | 'state' | 'lga' | 'marketId'
    >,
  ): ProposalRow => ({
    id: uuidv7(),
    proposerId: caller.id,
    ...fields,
    status: 'pending',
    reason: null,
    decidedBy: null,
    decidedAt: null,
    createdAt: now,
  });

  /** Proposals as shown, a correction with its market as it is now. */
  async function withMarkets(rows: ProposalRow[]) {
    const corrected = await markets.findMany([
      ...new Set(rows.flatMap((p) => (p.kind === 'correction' && p.marketId ? [p.marketId] : []))),
    ]);
    return rows.map((p) =>
      toProposal(
        p,
        corrected.find((m) => m.id === p.marketId),
      ),
    );
  }

  /** Makes an approved correction: the market's hours and position as suggested, the rest as it is. */
  async function correct(p: ProposalRow): Promise<Market> {
    const [market] = await markets.findMany([p.marketId!]);
    if (!market) throw new AppError('NOT_FOUND', /*i18n*/ { id: 'The market of this correction is gone.' });
    return markets.update(market.id, {
      ...market,
      openingHours: p.openingHours,
      latitude: p.latitude,
      longitude: p.longitude,
    });
  }

  const agrees = (a: number, b: number) => Math.abs(a - b) <= REPORT_RULES.AGREEMENT_BAND * b;

  return {
    /**
     * A shopper's report (POST /api/price-reports). Decided at once, in one transaction that holds
     * the item's lock (so two agreeing reports sent together confirm each other exactly once):
     * held for a moderator when the item is new or the price far from the state's usual one;
     * confirmed, with the other, when another shopper's recent report agrees; confirmed when a
     * trusted account's price agrees with the market's recent price from a survey; else pending.
     */
    async report(caller: Caller, input: PriceReportInput, photo: Buffer | undefined, address: string) {
      const now = clock.now();
      await checkLimits(caller.id, address, photo !== undefined, now);
      checkDay(input.observedOn, now);
      const market = await marketOrProposal(caller, input.marketId);
      const commodity = input.commodityId
        ? (await catalogue.commodities([input.commodityId])).get(input.commodityId)
        : undefined;
      if (input.commodityId && !commodity) throw invalid('commodityId', NO_ITEM);
      const stored = photo ? await normalisePhoto(photo) : undefined;
      const done = await record(caller, input, market, commodity, stored, address, now);
      if (!done) throw new AppError('CONFLICT', /*i18n*/ { id: 'You have reported this price already.' });
      return done;
    },

    /**
     * A file of reports from an admin or a trusted contributor (3 confirmed reports or more): each
     * line checked as a report from the form, the good ones kept and decided by the same rules (an
     * admin's line is confirmed unless the item is new or the price far from the usual one), the
     * bad ones listed by line number and reason; a line already reported is left as it is, so the
     * same file twice changes nothing. No daily limit: the file is its own (2,000 lines at most).
     * The reasons are worded in `locale`.
     */
    async bulk(
      caller: Caller,
      text: string,
      address: string,
      locale: Locale = SOURCE_LOCALE,
    ): Promise<BulkReportResult> {
      const admin = caller.role === 'admin';
      if (!admin && !trusted((await repo.recordOf([caller.id])).get(caller.id)))
        throw new AppError(
          'FORBIDDEN',
          /*i18n*/ {
            id: 'Files of reports are for admins and for shoppers with {reports} confirmed reports or more.',
            values: { reports: REPORT_RULES.TRUSTED_AFTER },
          },
        );
      const now = clock.now();
      const lines = await bulkLines(text);
      const [places, commodities] = await Promise.all([
        markets.findMany([...new Set(lines.good.map((l) => l.input.marketId))]),
        catalogue.commodities([...new Set(lines.good.flatMap((l) => l.input.commodityId ?? []))]),
      ]);
      const counts = { confirmed: 0, pending: 0, unchanged: 0 };
      const rejected = [...lines.rejected];
      for (const { line, input } of lines.good) {
        const market = places.find((m) => m.id === input.marketId);
        const commodity = commodities.get(input.commodityId ?? '');
        const day = dayProblem(input.observedOn, now);
        const refusal = !market
          ? refusedAt(
              'market_id',
              /*i18n*/ {
                id: 'there is no market with this id',
                comment: 'Why a line of a file of reports was refused: the market_id it gives is no market’s',
              },
            )
          : !commodity
            ? refusedAt(
                'commodity_id',
                /*i18n*/ {
                  id: 'there is no item with this id',
                  comment: 'Why a line of a file of reports was refused: the commodity_id it gives is no item’s',
                },
              )
            : day && refusedAt('observed_on', day);
        if (refusal) {
          rejected.push({ line, reason: refusal });
          continue;
        }
        const done = await record(
          caller,
          input,
          { ...market!, proposalId: null },
          commodity,
          undefined,
          address,
          now,
          admin,
        );
        if (!done) counts.unchanged++;
        else counts[done.state === 'confirmed' ? 'confirmed' : 'pending']++;
      }
      rejected.sort((a, b) => a.line - b.line);
      return { ...counts, rejected: rejected.map(({ line, reason }) => ({ line, reason: wordIn(locale, reason) })) };
    },

    /** A shopper proposes a market Kasuwa does not know; others see it once a moderator approves it. */
    async proposeMarket(caller: Caller, input: Omit<MarketInput, 'id'>): Promise<MarketProposal> {
      const now = clock.now();
      await checkProposals(caller, now);
      const row = proposalRow(caller, now, {
        kind: 'new',
        ...input,
        state: input.state ?? '',
        lga: input.lga ?? '',
        marketId: null,
      });
      await repo.addProposal(row);
      return toProposal(row);
    },

    /**
     * A shopper suggests a correction to a known market: its opening days and hours, its position,
     * or both. Made once a moderator approves it; the market's other fields are kept as they are.
     */
    async proposeCorrection(caller: Caller, input: MarketCorrectionInput): Promise<MarketProposal> {
      const now = clock.now();
      const [market] = await markets.findMany([input.marketId]);
      if (!market) throw invalid('marketId', NO_MARKET);
      const same =
        (input.openingHours ?? market.openingHours) === market.openingHours &&
        (input.latitude ?? market.latitude) === market.latitude &&
        (input.longitude ?? market.longitude) === market.longitude;
      if (same)
        throw invalid(
          'openingHours',
          /*i18n*/ {
            id: 'This is what Kasuwa says already: change the hours or the position.',
          },
        );
      await checkProposals(caller, now);
      const row = proposalRow(caller, now, {
        kind: 'correction',
        name: market.name,
        address: market.address,
        latitude: input.latitude ?? market.latitude,
        longitude: input.longitude ?? market.longitude,
        openingHours: input.openingHours ?? market.openingHours,
        state: market.state,
        lga: market.lga,
        marketId: market.id,
      });
      await repo.addProposal(row);
      return toProposal(row, market);
    },

    /** The markets the caller proposed and the corrections they suggested, newest first. */
    myProposals: async (caller: Caller) => withMarkets(await repo.proposalsOf(caller.id)),

    /** Proposed markets and corrections in a state, oldest first (moderators). */
    proposals: async (status: ProposalRow['status']) => withMarkets(await repo.proposalsIn(status)),

    /**
     * A moderator's decision on a proposed market or a correction. A market approved becomes one
     * everyone sees (claimed first, so two moderators approving at once make one market), and the
     * reports sent at it wait for a moderator there; a correction approved changes the market. A
     * rejection gives a reason its proposer reads (and rejects the reports at a proposed market).
     * The proposer is told either way.
     */
    async decideProposal(
      caller: Caller,
      id: string,
      decision: { decision: 'approve' | 'reject'; reason?: string | undefined },
    ) {
      const now = clock.now();
      const decided = { decidedBy: caller.id, decidedAt: now };
      const claimed = await repo.transaction(async (q, tx) => {
        const p = await q.proposalForUpdate(id);
        if (!p) throw new AppError('NOT_FOUND', /*i18n*/ { id: 'There is no proposed market with this id.' });
        if (p.status !== 'pending')
          throw new AppError('CONFLICT', PROPOSAL_DECIDED[p.kind === 'new' ? 'market' : 'correction'][p.status]);
        if (decision.decision === 'reject') {
          const why = decision.reason!;
          const dropped = await q.rejectAtProposal(id, `Its market was not added: ${why}`);
          for (const r of dropped)
            await q.event({
              id: uuidv7(),
              reportId: r.id,
              actorId: caller.id,
              action: 'rejected',
              reason: why,
              at: now,
            });
          await notify(tx, [
            p.kind === 'new'
              ? note(
                  p.proposerId,
                  null,
                  /*i18n*/ { id: 'Your proposed market was not added' },
                  /*i18n*/ {
                    id: 'A moderator did not add {market}: {reason}',
                    values: { market: p.name, reason: why },
                  },
                )
              : note(
                  p.proposerId,
                  null,
                  /*i18n*/ { id: 'Your correction was not made' },
                  /*i18n*/ {
                    id: 'A moderator did not change {market}: {reason}',
                    values: { market: p.name, reason: why },
                  },
                ),
          ]);
          return q.decideProposal(id, { status: 'rejected', reason: why, marketId: p.marketId, ...decided });
        }
        return q.decideProposal(id, {
          status: 'approved',
          reason: decision.reason ?? null,
          marketId: p.marketId,
          ...decided,
        });
      });
      if (claimed.status === 'rejected') return toProposal(claimed);
      try {
        const market =
          claimed.kind === 'new'
            ? // The proposal's fields are a market's: the markets service gives it an id of its own.
              await markets.add(claimed)
            : await correct(claimed);
        return toProposal(
          await repo.transaction(async (q, tx) => {
            if (claimed.kind === 'new') await q.moveToMarket(id, market.id, HELD.marketAdded.id);
            await notify(tx, [
              claimed.kind === 'new'
                ? note(
                    claimed.proposerId,
                    null,
                    /*i18n*/ { id: 'Your proposed market is on Kasuwa' },
                    /*i18n*/ {
                      id: '{market} is listed now: thank you! Report its prices to help shoppers near it.',
                      values: { market: claimed.name },
                    },
                  )
                : note(
                    claimed.proposerId,
                    null,
                    /*i18n*/ { id: 'Your correction is made' },
                    /*i18n*/ {
                      id: '{market} says what you suggested now: thank you!',
                      values: { market: claimed.name },
                    },
                  ),
            ]);
            return q.decideProposal(id, {
              status: 'approved',
              reason: claimed.reason,
              marketId: market.id,
              ...decided,
            });
          }),
          market,
        );
      } catch (err) {
        // The market could not be made or changed: the proposal waits again.
        await repo.decideProposal(id, {
          status: 'pending',
          reason: null,
          marketId: claimed.kind === 'new' ? null : claimed.marketId,
          decidedBy: null,
          decidedAt: null,
        });
        throw err;
      }
    },

    /** What shoppers said of an item at a market in the last 30 days (GET /api/price-reports/summary). */
    async summary(marketId: string, commodityId: string): Promise<ReportSummary> {
      const [seen] = await repo.summaries([{ marketId, commodityId }], summarySince());
      return {
        shoppers: seen?.shoppers ?? 0,
        newestAt: seen ? seen.newest.toISOString() : null,
        paidRange: seen ? paidRangeOf(seen.paid) : null,
      };
    },

    /**
     * The fair-price ranges of many items at their markets at once, for lists of prices (GET
     * /api/price-reports/ranges): the same figures as `summary`, only the pairs that have a range.
     */
    async paidRanges(pairs: Array<{ marketId: string; commodityId: string }>): Promise<PaidRange[]> {
      const seen = await repo.summaries(pairs, summarySince());
      return seen.flatMap(({ marketId, commodityId, shoppers, newest, paid }) => {
        const paidRange = paidRangeOf(paid);
        return paidRange ? [{ marketId, commodityId, shoppers, newestAt: newest.toISOString(), paidRange }] : [];
      });
    },

    /** The confirmed reports of an item at a market in the last 30 days, newest first (the 20 newest), for everyone. */
    async confirmedOf(marketId: string, commodityId: string): Promise<PublicReport[]> {
      const rows = await repo.confirmedOf(marketId, commodityId, summarySince(), 20);
      return rows.map((r) => ({
        id: r.id,
        quantity: r.quantity,
        measure: r.measure as PublicReport['measure'],
        priceNaira: koboToNaira(r.priceKobo),
        paid: r.paid,
        observedOn: r.observedOn,
        unitPrice: unitPriceOfRow(r),
        hasPhoto: r.photoSha256 !== null,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    /** The caller's reports, newest first, with their state and the moderator's reason (the newest 200). */
    async mine(caller: Caller, locale?: Locale): Promise<PriceReport[]> {
      return toReports(await repo.mine(caller.id, 200), locale);
    },

    /**
     * A report's photo: for its reporter and moderators always, for everyone once the report is
     * confirmed; otherwise 404, as for a report that does not exist.
     */
    async photo(caller: Caller | undefined, id: string, size: 'full' | 'thumb') {
      const r = await repo.find(id);
      const mayView =
        r &&
        (r.state === 'confirmed' ||
          r.reporterId === caller?.id ||
          caller?.role === 'admin' ||
          caller?.role === 'moderator');
      const photo = mayView && r.photoSha256 ? await repo.photo(r.photoSha256) : undefined;
      if (!photo) throw new AppError('NOT_FOUND', /*i18n*/ { id: 'There is no photo for this report.' });
      return {
        bytes: size === 'thumb' ? photo.thumb : photo.jpeg,
        etag: `"${photo.sha256}${size === 'thumb' ? '-t' : ''}"`,
      };
    },

    /**
     * A shopper flags a confirmed report (wrong price, wrong item, spam): it goes back to the
     * moderation queue, and its price stops counting until a moderator approves it again.
     */
    async flag(caller: Caller, id: string, reason: string) {
      const now = clock.now();
      const afterCommit = await repo.transaction(async (q, tx) => {
        const r = await q.findForUpdate(id);
        if (!r || (r.state !== 'confirmed' && r.reporterId !== caller.id))
          throw new AppError('NOT_FOUND', /*i18n*/ { id: 'There is no report with this id.' });
        if (r.reporterId === caller.id)
          throw new AppError('CONFLICT', /*i18n*/ { id: 'You cannot flag your own report.' });
        const added = await q.flag({ id: uuidv7(), reportId: id, userId: caller.id, reason, createdAt: now });
        if (!added) throw new AppError('CONFLICT', /*i18n*/ { id: 'You have flagged this report already.' });
        await q.event({ id: uuidv7(), reportId: id, actorId: caller.id, action: 'flagged', reason, at: now });
        if (r.state !== 'confirmed') return async () => {};
        await q.setState(id, 'pending', HELD.flagged.id, null);
        return retract(tx, r, now);
      });
      await afterCommit();
    },

    /** The moderation queue (moderators and admins): the oldest first, with the reporter's record, the flags and the item's recent prices. */
    async queue(state: ReportState, locale?: Locale): Promise<ModerationReport[]> {
      const rows = await repo.inState(state, 100);
      const [reports, records, flags] = await Promise.all([
        toReports(rows, locale),
        repo.recordOf([...new Set(rows.map((r) => r.reporterId))]),
        repo.flagsOf(rows.map((r) => r.id)),
      ]);
      const offers = await catalogue.offers([...new Set(rows.flatMap((r) => r.commodityId ?? []))]);
      return reports.map((report, i) => {
        const row = rows[i]!;
        return {
          ...report,
          reporter: { id: row.reporterId, ...(records.get(row.reporterId) ?? { confirmed: 0, rejected: 0 }) },
          flags: flags
            .filter((f) => f.reportId === row.id)
            .map((f) => ({ reason: f.reason, createdAt: f.createdAt.toISOString() })),
          recentPrices: offers
            .filter((o) => o.marketId === row.marketId && o.samePack)
            .map((o) => ({
              source: 'market',
              priceNaira: koboToNaira(o.priceKobo),
              observedAt: o.observedAt.toISOString(),
            })),
        };
      });
    },

    /**
     * A moderator's decision: approve (confirmed, its price counts; an item new to the catalogue
     * first merged into the commodity named) or reject with a reason the reporter sees (a confirmed
     * report's price is taken back). Kept in the report's events.
     */
    async decide(
      caller: Caller,
      id: string,
      decision: { decision: 'approve' | 'reject'; reason?: string | undefined; commodityId?: string | undefined },
    ) {
      const now = clock.now();
      const seen = await repo.find(id);
      if (!seen) throw new AppError('NOT_FOUND', /*i18n*/ { id: 'There is no report with this id.' });
      // The commodity is read before the transaction (one connection on PGlite).
      const wanted = seen.commodityId ?? decision.commodityId;
      const commodity = wanted ? (await catalogue.commodities([wanted])).get(wanted) : undefined;
      const afterCommit = await repo.transaction(async (q, tx) => {
        const r = await q.findForUpdate(id);
        if (!r) throw new AppError('NOT_FOUND', /*i18n*/ { id: 'There is no report with this id.' });
        if (decision.decision === 'reject') {
          if (r.state === 'rejected')
            throw new AppError('CONFLICT', /*i18n*/ { id: 'This report is rejected already.' });
          const after = r.state === 'confirmed' ? await retract(tx, r, now) : async () => {};
          await q.setState(id, 'rejected', decision.reason!, null);
          await q.event({
            id: uuidv7(),
            reportId: id,
            actorId: caller.id,
            action: 'rejected',
            reason: decision.reason!,
            at: now,
          });
          await notify(tx, [
            note(
              r.reporterId,
              null,
              /*i18n*/ { id: 'Your price report was not accepted' },
              /*i18n*/ {
                id: 'A moderator did not accept your price of {item} ({price}): {reason}',
                values: { item: itemWords(commodity?.name ?? r.itemName), reason: decision.reason! },
              },
              r.priceKobo,
            ),
          ]);
          return after;
        }
        if (r.state === 'confirmed')
          throw new AppError('CONFLICT', /*i18n*/ { id: 'This report is confirmed already.' });
        if (!r.marketId)
          throw new AppError(
            'CONFLICT',
            /*i18n*/ { id: 'Its market is only proposed: add the market first (Proposed markets).' },
          );
        let report = r;
        if (!r.commodityId) {
          if (!decision.commodityId)
            throw invalid(
              'commodityId',
              /*i18n*/ {
                id: 'Name the catalogue item this new item is (merge it) before approving.',
              },
            );
          if (!commodity) throw invalid('commodityId', NO_ITEM);
          const unit = unitPriceOf(r.priceKobo, r.quantity, r.measure as PriceReport['measure'], commodity.name);
          await q.setCommodity(id, commodity.id, { unitKobo: unit?.kobo ?? null, unitPer: unit?.per ?? null });
          report = { ...r, commodityId: commodity.id, unitKobo: unit?.kobo ?? null, unitPer: unit?.per ?? null };
        }
        return confirm(
          tx,
          [report],
          commodity,
          decision.reason || /*i18n*/ { id: 'approved by a moderator' },
          caller.id,
          now,
        );
      });
      await afterCommit();
      return (await toReports([(await repo.find(id))!]))[0]!;
    },

    /**
     * A moderator makes a confirmed report's photo the picture of the product it priced at that
     * market: the generated name tile gives way to a real picture from the market.
     */
    async usePhoto(id: string): Promise<{ productId: string; imageUrl: string }> {
      const r = await repo.find(id);
      if (!r) throw new AppError('NOT_FOUND', /*i18n*/ { id: 'There is no report with this id.' });
      const photo = r.photoSha256 ? await repo.photo(r.photoSha256) : undefined;
      if (!photo) throw new AppError('CONFLICT', /*i18n*/ { id: 'This report has no photo.' });
      if (r.state !== 'confirmed' || !r.productId)
        throw new AppError(
          'CONFLICT',
          /*i18n*/ { id: "Only a confirmed report's photo that priced a product can be its picture." },
        );
      const { url } = await catalogue.uploadImage(photo.jpeg);
      await catalogue.updateProduct(r.productId, { imageUrl: url });
      return { productId: r.productId, imageUrl: url };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
