import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * A threshold's rules are the contract's (ThresholdSchema), in English, here and on the server: each
 * of its messages here as a message of the catalogues, so the form says it in the active language.
 * A message not listed (a new rule, or other words of the server) shows as it came.
 */
const THRESHOLD_MESSAGES: Record<string, MessageDescriptor> = {
  'Enter a threshold price (a number).': msg`Enter a threshold price (a number).`,
  'The threshold price must be more than 0.': msg`The threshold price must be more than 0.`,
  'The threshold price must be at most 1,000,000,000.': msg`The threshold price must be at most 1,000,000,000.`,
  'The threshold price may have at most 2 decimals.': msg`The threshold price may have at most 2 decimals.`,
};

/** A threshold field's message in the language of `_`. */
export function thresholdMessage(_: I18n['_'], text: string | undefined): string | undefined {
  const known = text === undefined ? undefined : THRESHOLD_MESSAGES[text];
  return known ? _(known) : text;
}
