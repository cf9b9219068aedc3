import { z } from 'zod';

/** One message of the development mailbox (never served in production). */
const DevMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.string(),
  createdAt: z.string(),
  text: z.string(),
  links: z.array(z.string()),
});
export const DevMailboxSchema = z.array(DevMailSchema);
export type DevMail = z.infer<typeof DevMailSchema>;
