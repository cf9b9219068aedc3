import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The contact form's rules are the contract's (ContactMessageSchema), in English: each of its
 * messages here as a message of the catalogues, so the form says it in the active language. A
 * message not listed (a new rule) shows as the contract wrote it.
 */
const CONTACT_MESSAGES: Record<string, MessageDescriptor> = {
  'Please enter your name.': msg`Please enter your name.`,
  'Your name must be at most 100 characters.': msg`Your name must be at most 100 characters.`,
  'Please enter a valid email address.': msg`Please enter a valid email address.`,
  'The phone number must be at most 30 characters.': msg`The phone number must be at most 30 characters.`,
  'Please enter a valid phone number.': msg`Please enter a valid phone number.`,
  'The subject must be at most 150 characters.': msg`The subject must be at most 150 characters.`,
  'Please enter your message.': msg`Please enter your message.`,
  'Your message must be at most 5000 characters.': msg`Your message must be at most 5000 characters.`,
};

/** A contact form's message in the active language of `i18n`. */
export function contactMessage(i18n: I18n, text: string | undefined): string | undefined {
  const known = text === undefined ? undefined : CONTACT_MESSAGES[text];
  return known ? i18n._(known) : text;
}
