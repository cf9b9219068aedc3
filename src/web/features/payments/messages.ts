import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PAYMENT_MESSAGES } from '../../../contract/payments.constants';

/**
 * The payment form's rules are the contract's, in English: each of its messages here as a message
 * of the catalogues, so the form says it in the active language. A message not listed (a new rule)
 * shows as the contract wrote it.
 */
const MESSAGES: Record<string, MessageDescriptor> = {
  [PAYMENT_MESSAGES.amount]: msg`Please enter the exact amount you're paying...`,
  [PAYMENT_MESSAGES.email]: msg`Please enter a valid email address.`,
  [PAYMENT_MESSAGES.address]: msg`Please enter an address of 5 to 300 characters.`,
  [PAYMENT_MESSAGES.initiateFailed]: msg`Failed to initiate payment. Please try again later.`,
  'Payment type must be product or subscription.': msg`Payment type must be product or subscription.`,
};

/** A payment form's message in the active language of `i18n`. */
export function paymentMessage(i18n: I18n, text: string | undefined): string | undefined {
  const known = text === undefined ? undefined : MESSAGES[text];
  return known ? i18n._(known) : text;
}
