import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { unnestRows } from '../../db/arrays.js';
import type { Db } from '../../db/client.js';
import { withTransactions } from '../../db/transactional.js';
import { ownedBy } from '../../db/ownership.js';
import { pageWindow } from '../../lib/pagination.js';
import type { OwnerScope } from '../../plugins/auth.js';
import { paymentsOfOrders } from '../payments/index.js';
import { customerOrder, orderItem, orderStatusChange } from './orders.tables.js';

export type OrderRow = typeof customerOrder.$inferSelect;
type OrderItemRow = typeof orderItem.$inferSelect;
type StatusChangeRow = typeof orderStatusChange.$inferSelect;
type OrderStatusValue = OrderRow['status'];

/** An order with its lines and its history, as the service maps it. */
export interface OrderRecord {
  order: OrderRow;
  items: OrderItemRow[];
  history: StatusChangeRow[];
  reference: string;
}

function queries(db: Db) {
  /** Orders with their payment's reference, lines and history, in the given order of rows. */
  async function withDetails(rows: OrderRow[]): Promise<OrderRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [payments, items, history] = await Promise.all([
      paymentsOfOrders(
        db,
        rows.map((r) => r.paymentId),
      ),
      db.select().from(orderItem).where(inArray(orderItem.orderId, ids)).orderBy(asc(orderItem.position)),
      db
        .select()
        .from(orderStatusChange)
        .where(inArray(orderStatusChange.orderId, ids))
        .orderBy(asc(orderStatusChange.at), asc(orderStatusChange.id)),
    ]);
    return rows.map((order) => ({
      order,
      reference: payments.get(order.paymentId)!.reference,
      items: items.filter((i) => i.orderId === order.id),
      history: history.filter((h) => h.orderId === order.id),
    }));
  }

  return {
    /** Inserts the order of a payment with its lines and first status; undefined when the payment has one already. */
    async insert(
      row: typeof customerOrder.$inferInsert & { createdAt: Date },
      items: Array<Omit<typeof orderItem.$inferInsert, 'id' | 'orderId' | 'position'> & { id: string }>,
      change: { id: string; actor: 'system' },
    ): Promise<OrderRow | undefined> {
      const [order] = await db.insert(customerOrder).values(row).onConflictDoNothing().returning();
      if (!order) return undefined;
      await db.execute(sqlInsertItems(order.id, items));
      await db.insert(orderStatusChange).values({
        id: change.id,
        orderId: order.id,
        status: order.status,
        actor: change.actor,
        at: row.createdAt,
      });
      return order;
    },

    async find(id: string, scope: OwnerScope): Promise<OrderRecord | undefined> {
      const rows = await db
        .select()
        .from(customerOrder)
        .where(and(eq(customerOrder.id, id), ownedBy(customerOrder.userId, scope)));
      return (await withDetails(rows))[0];
    },

    /** The order, locked until the transaction ends, when the scope may reach it; with its payment's e-mail. */
    async lock(id: string, scope: OwnerScope): Promise<(OrderRow & { email: string }) | undefined> {
      const [order] = await db
        .select()
        .from(customerOrder)
        .where(and(eq(customerOrder.id, id), ownedBy(customerOrder.userId, scope)))
        .for('update');
      if (!order) return undefined;
      const paid = (await paymentsOfOrders(db, [order.paymentId])).get(order.paymentId)!;
      return { ...order, email: paid.email };
    },

    async setStatus(
      id: string,
      status: OrderStatusValue,
      change: { id: string; actor: 'admin' | 'shopper'; actorId: string; at: Date },
    ): Promise<void> {
      await db.update(customerOrder).set({ status, updatedAt: change.at }).where(eq(customerOrder.id, id));
      await db.insert(orderStatusChange).values({ ...change, orderId: id, status });
    },

    async ofUser(userId: string): Promise<OrderRecord[]> {
      const rows = await db
        .select()
        .from(customerOrder)
        .where(ownedBy(customerOrder.userId, userId))
        .orderBy(desc(customerOrder.createdAt), desc(customerOrder.id))
        .limit(200);
      return withDetails(rows);
    },

    async idOfPayment(paymentId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: customerOrder.id })
        .from(customerOrder)
        .where(eq(customerOrder.paymentId, paymentId));
      return row?.id;
    },

    async list(filter: { status?: OrderStatusValue; page: number; pageSize: number }) {
      const where: SQL | undefined = filter.status ? eq(customerOrder.status, filter.status) : undefined;
      const { limit, offset } = pageWindow(filter.page, filter.pageSize);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(customerOrder)
          .where(where)
          .orderBy(desc(customerOrder.createdAt), desc(customerOrder.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(customerOrder).where(where),
      ]);
      return {
        records: await withDetails(rows),
        total: total?.n ?? 0,
      };
    },
  };
}

/** The lines of one order in one statement. */
function sqlInsertItems(
  orderId: string,
  items: Array<Omit<typeof orderItem.$inferInsert, 'id' | 'orderId' | 'position'> & { id: string }>,
) {
  const rows = unnestRows(
    'i',
    items.map((item, position) => ({ ...item, position })),
    {
      id: ['uuid', (i) => i.id],
      product_id: ['uuid', (i) => i.productId],
      product_name: ['text', (i) => i.productName],
      market_name: ['text', (i) => i.marketName],
      quantity: ['int', (i) => i.quantity],
      unit_price_kobo: ['bigint', (i) => i.unitPriceKobo],
      position: ['int', (i) => i.position],
    },
  );
  return sql`insert into ${orderItem} (id, order_id, product_id, product_name, market_name, quantity, unit_price_kobo, position)
    select id, ${orderId}, product_id, product_name, market_name, quantity, unit_price_kobo, position from ${rows}`;
}

export const createOrdersRepository = (db: Db) => withTransactions(db, queries);

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
