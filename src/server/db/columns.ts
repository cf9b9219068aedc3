import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The primary key of every table: a UUID the server generates (v7, see lib/ids.ts). */
export const id = () => uuid('id').primaryKey();

/** A point in time, always with its time zone (timestamptz). */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written; set by the database when the insert does not give it. */
export const createdAt = () => timestampTz('created_at').notNull().defaultNow();

/** When the row last changed; services set it on every update. */
export const updatedAt = () => timestampTz('updated_at').notNull().defaultNow();

/** Raw bytes (bytea), read and written as a Buffer on both engines. */
export const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
