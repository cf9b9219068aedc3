import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Why a shopper flags a report: its key, the choice as the shopper reads it, and its short name for moderators. */
export const FLAG_REASONS: Array<{ value: string; label: MessageDescriptor; short: MessageDescriptor }> = [
  {
    value: 'wrong-price',
    label: msg`The price is wrong`,
    short: msg({ message: 'wrong price', comment: 'Why a report was flagged' }),
  },
  {
    value: 'wrong-item',
    label: msg`It is another item`,
    short: msg({ message: 'wrong item', comment: 'Why a report was flagged' }),
  },
  {
    value: 'spam',
    label: msg`Spam`,
    short: msg({ message: 'spam', comment: 'Why a report was flagged' }),
  },
  {
    value: 'other',
    label: msg`Something else`,
    short: msg({ message: 'other', comment: 'Why a report was flagged' }),
  },
];

/** A flag's reason in the active language of `i18n` ("wrong price"); an unknown one as its key reads. */
export function flagReason(i18n: I18n, key: string): string {
  const known = FLAG_REASONS.find((r) => r.value === key);
  return known ? i18n._(known.short) : key.replace('-', ' ');
}
