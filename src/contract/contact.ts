import { z } from 'zod';
import { EMAIL_PATTERN } from './email.js';

export const EmailSchema = z
  .string({ message: /*i18n*/ 'Please enter a valid email address.' })
  .trim()
  .max(254, { message: /*i18n*/ 'Please enter a valid email address.' })
  .regex(EMAIL_PATTERN, { message: /*i18n*/ 'Please enter a valid email address.' });

/** The contact form ("Drop Us A Line"): name, e-mail and message required; phone and subject optional. */
export const ContactMessageSchema = z.object({
  name: z
    .string({ message: /*i18n*/ 'Please enter your name.' })
    .trim()
    .min(1, { message: /*i18n*/ 'Please enter your name.' })
    .max(100, { message: /*i18n*/ 'Your name must be at most 100 characters.' }),
  email: EmailSchema,
  phone: z
    .string()
    .trim()
    .max(30, { message: /*i18n*/ 'The phone number must be at most 30 characters.' })
    .regex(/^$|^\+?[0-9 ()-]{7,30}$/, { message: /*i18n*/ 'Please enter a valid phone number.' })
    .optional(),
  subject: z.string().trim().max(150, { message: /*i18n*/ 'The subject must be at most 150 characters.' }).optional(),
  content: z
    .string({ message: /*i18n*/ 'Please enter your message.' })
    .trim()
    .min(1, { message: /*i18n*/ 'Please enter your message.' })
    .max(5000, { message: /*i18n*/ 'Your message must be at most 5000 characters.' }),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
