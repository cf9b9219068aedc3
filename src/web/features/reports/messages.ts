import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MEASURES, REPORT_RULES } from '../../../contract/reports.constants';

/* eslint-disable lingui/no-unlocalized-strings -- the keys are the contract's English, looked up, not shown */
const { MAX_QUANTITY, MAX_NOTE_CHARS } = REPORT_RULES;
const maxPrice = REPORT_RULES.MAX_PRICE_NAIRA.toLocaleString('en');
const measures = MEASURES.join(', ');

/**
 * The report, market proposal and correction forms check with the contract's rules, in English:
 * each of their messages here as a message of the catalogues, so a form says it in the active
 * language. A message not listed (a new rule) shows as the contract wrote it.
 */
const MESSAGES: Record<string, MessageDescriptor> = {
  'Item name is required.': msg`Item name is required.`,
  'Item name must be at most 80 characters.': msg`Item name must be at most 80 characters.`,
  'Quantity is required.': msg`Quantity is required.`,
  'Quantity must be a number such as 2 or 1.5.': msg`Quantity must be a number such as 2 or 1.5.`,
  [`Quantity must be above 0 and at most ${MAX_QUANTITY}.`]: msg`Quantity must be above 0 and at most ${MAX_QUANTITY}.`,
  [`Measure must be one of ${measures}.`]: msg`Measure must be one of ${measures}.`,
  'Price is required.': msg`Price is required.`,
  'Price must be a number such as 2 or 1.5.': msg`Price must be a number such as 2 or 1.5.`,
  [`Price must be above 0 and at most ${maxPrice} naira.`]: msg`Price must be above 0 and at most ${maxPrice} naira.`,
  'Price must have at most 2 decimals.': msg`Price must have at most 2 decimals.`,
  'Date is required.': msg`Date is required.`,
  'Date must be a day (YYYY-MM-DD).': msg`Date must be a day (YYYY-MM-DD).`,
  [`Note must be at most ${MAX_NOTE_CHARS} characters.`]: msg`Note must be at most ${MAX_NOTE_CHARS} characters.`,
  'Choose an item, or name one new to Kasuwa (not both).': msg`Choose an item, or name one new to Kasuwa (not both).`,
  'Market name is required.': msg`Market name is required.`,
  'Market name must be at most 120 characters.': msg`Market name must be at most 120 characters.`,
  'Address is required.': msg`Address is required.`,
  'Address must be at most 200 characters.': msg`Address must be at most 200 characters.`,
  'Operating hours is required.': msg`Operating hours is required.`,
  'Operating hours must be at most 120 characters.': msg`Operating hours must be at most 120 characters.`,
  'Give both latitude and longitude, or neither.': msg`Give both latitude and longitude, or neither.`,
  'Suggest opening days and hours, a position, or both.': msg`Suggest opening days and hours, a position, or both.`,
};
/* eslint-enable lingui/no-unlocalized-strings */

/** A report form's message in the active language of `i18n`. */
export function reportMessage(i18n: I18n, text: string): string {
  const known = MESSAGES[text];
  return known ? i18n._(known) : text;
}
