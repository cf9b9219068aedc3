import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  unique,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytes, createdAt, id, timestampTz } from '../../db/columns.js';
import { appUser } from '../accounts/accounts.tables.js';
import { commodity } from '../catalogue/catalogue.tables.js';
import { market } from '../markets/markets.tables.js';

/**
 * A photo of a price tag, shelf or receipt: the bytes are ours (decoded, stripped of every
 * metadata block, re-encoded), never the upload's; with a thumbnail for lists.
 */
export const reportPhoto = pgTable('report_photo', {
  sha256: text('sha256').primaryKey(),
  jpeg: bytes('jpeg').notNull(),
  thumb: bytes('thumb').notNull(),
  createdAt: createdAt(),
});

/**
 * A price a shopper saw (decision record 012): at a market, of an item of the catalogue (or one new
 * to it), for a quantity of a measure, paid or asked. Pending until it agrees with another report
 * or a trusted source, or a moderator decides; only a confirmed report counts in prices.
 */
export const priceReport = pgTable(
  'price_report',
  {
    id: id(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    /** Null while its market is only proposed (proposal_id): the market's once a moderator adds it. */
    marketId: uuid('market_id').references(() => market.id, { onDelete: 'restrict' }),
    proposalId: uuid('proposal_id').references((): AnyPgColumn => marketProposal.id, { onDelete: 'cascade' }),
    /** Null for an item new to the catalogue (named in item_name until a moderator merges it). */
    commodityId: uuid('commodity_id').references(() => commodity.id, { onDelete: 'restrict' }),
    itemName: text('item_name'),
    quantity: doublePrecision('quantity').notNull(),
    measure: text('measure').notNull(),
    priceKobo: bigint('price_kobo', { mode: 'number' }).notNull(),
    /** What one kg, litre or piece comes to, where the measure's weight for the item is known. */
    unitKobo: bigint('unit_kobo', { mode: 'number' }),
    unitPer: text('unit_per', { enum: ['kg', 'L', 'piece'] }),
    paid: boolean('paid').notNull(),
    observedOn: date('observed_on', { mode: 'string' }).notNull(),
    note: text('note'),
    photoSha256: text('photo_sha256').references(() => reportPhoto.sha256, { onDelete: 'restrict' }),
    state: text('state', { enum: ['pending', 'confirmed', 'rejected'] }).notNull(),
    /** Why it waits (the rule that held it), or why a moderator rejected it. */
    reason: text('reason'),
    /** The product whose price a confirmed report fed, and the moment it was recorded at. */
    productId: uuid('product_id'),
    /** The address it came from, for the per-address daily limit. */
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('price_report_reporter_idx').on(t.reporterId, t.createdAt),
    index('price_report_address_idx').on(t.address, t.createdAt),
    index('price_report_item_idx').on(t.marketId, t.commodityId, t.measure, t.observedOn),
    index('price_report_state_idx').on(t.state, t.createdAt),
    // What shoppers see reads confirmed reports only: the pending and rejected ones are not read at all.
    index('price_report_confirmed_idx')
      .on(t.marketId, t.commodityId, t.observedOn)
      .where(sql`${t.state} = 'confirmed'`),
    // A shopper reports a price once: the same report again (a file sent twice) changes nothing.
    unique('price_report_same_key')
      .on(
        t.reporterId,
        t.marketId,
        t.proposalId,
        t.commodityId,
        t.itemName,
        t.measure,
        t.quantity,
        t.priceKobo,
        t.observedOn,
        t.paid,
      )
      .nullsNotDistinct(),
    check('price_report_market_or_proposal', sql`${t.marketId} is not null or ${t.proposalId} is not null`),
  ],
);

/** A shopper's flag on a report (wrong price, wrong item, spam): one per shopper and report. */
export const reportFlag = pgTable(
  'report_flag',
  {
    id: id(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => priceReport.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('report_flag_once_key').on(t.reportId, t.userId)],
);

/** What happened to a report, by whom and why: reported, confirmed (and by which rule), flagged, approved, rejected. */
export const reportEvent = pgTable(
  'report_event',
  {
    id: id(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => priceReport.id, { onDelete: 'cascade' }),
    /** Null when a rule decided. */
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    reason: text('reason'),
    at: timestampTz('at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('report_event_report_idx').on(t.reportId, t.at)],
);

/**
 * A market a shopper proposed (one Kasuwa does not know: listed for everyone once a moderator
 * approves it), or a correction a shopper suggested to a known market's opening days and hours or
 * position (made once a moderator approves it).
 */
export const marketProposal = pgTable(
  'market_proposal',
  {
    id: id(),
    proposerId: uuid('proposer_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    openingHours: text('opening_hours').notNull(),
    state: text('state').notNull(),
    lga: text('lga').notNull(),
    kind: text('kind', { enum: ['new', 'correction'] })
      .notNull()
      .default('new'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
    reason: text('reason'),
    /** The market it became (a new one), or the market it corrects. */
    marketId: uuid('market_id').references(() => market.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by'),
    decidedAt: timestampTz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('market_proposal_status_idx').on(t.status, t.createdAt),
    index('market_proposal_proposer_idx').on(t.proposerId, t.createdAt),
  ],
);
