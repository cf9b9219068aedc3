import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * A price's rules are the contract's (PriceNairaSchema), in English: each of its messages here as a
 * message of the catalogues, so the form says it in the active language. A message not listed (a
 * new rule, or the server's words) shows as it came.
 */
const PRICE_MESSAGES: Record<string, MessageDescriptor> = {
  'Must be a number.': msg`Must be a number.`,
  'Must not be negative.': msg`Must not be negative.`,
  'Must be at most 1,000,000,000.': msg`Must be at most 1,000,000,000.`,
  'Must have at most 2 decimals.': msg`Must have at most 2 decimals.`,
  'Price must be above 0.': msg`Price must be above 0.`,
};

/** A price field's message in the language of `_`. */
export function priceMessage(_: I18n['_'], text: string | undefined): string | undefined {
  const known = text === undefined ? undefined : PRICE_MESSAGES[text];
  return known ? _(known) : text;
}
