import { z } from 'zod';
import { EMAIL_PATTERN } from './email.js';

export const EmailSchema = z
  .string({ message: 'Please enter a valid email address.' })
  .trim()
  .max(254, { message: 'Please enter a valid email address.' })
  .regex(EMAIL_PATTERN, { message: 'Please enter a valid email address.' });

/** The contact form ("Drop Us A Line"): name, e-mail and message required; phone and subject optional. */
export const ContactMessageSchema = z.object({
  name: z
    .string({ message: 'Please enter your name.' })
    .trim()
    .min(1, { message: 'Please enter your name.' })
    .max(100, { message: 'Your name must be at most 100 characters.' }),
  email: EmailSchema,
  phone: z
    .string()
    .trim()
    .max(30, { message: 'The phone number must be at most 30 characters.' })
    .regex(/^$|^\+?[0-9 ()-]{7,30}$/, { message: 'Please enter a valid phone number.' })
    .optional(),
  subject: z.string().trim().max(150, { message: 'The subject must be at most 150 characters.' }).optional(),
  content: z
    .string({ message: 'Please enter your message.' })
    .trim()
    .min(1, { message: 'Please enter your message.' })
    .max(5000, { message: 'Your message must be at most 5000 characters.' }),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
