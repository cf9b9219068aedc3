import type { Words } from '../../../lib/i18n.js';

/*
 * Why a line of a price file is refused, in words every source's files share. A column is named as
 * the file's header names it, and a value as the file wrote it: translators keep both as they are.
 */

/** A required column left empty (the file's header names it: commodity, price). */
export const missingColumn = (column: string): Words => /*i18n*/ ({
  id: '{column} is missing',
  values: { column },
  comment:
    'Why a line of a price file was refused. {column} is a column of the file as its header names it (commodity, price_ngn): it stays in English',
});

/** A price that rounds to less than 1 kobo (₦0.01). */
export const underOneKobo = (column: string, value: string): Words => /*i18n*/ ({
  id: '{column} "{value}" is less than 1 kobo',
  values: { column, value },
  comment:
    'Why a line of a price file was refused. {column} is the price’s column as the file names it (price, price_ngn): it stays in English; {value} is what the file wrote',
});
