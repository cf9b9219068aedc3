import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the provider says of a payment when asked (never what a browser or a webhook body says). */
export interface ProviderVerification {
  status: 'success' | 'failed' | 'abandoned' | 'pending';
  amountKobo: number | null;
  currency: string | null;
  paidAt: Date | null;
  channel: string | null;
}

/** A webhook delivery, after its signature checked out. Only the reference is acted on. */
export interface WebhookEvent {
  /** Unique per event at the provider: a second delivery of the same event has the same id. */
  id: string;
  event: string;
  reference: string;
}

export interface InitializeInput {
  reference: string;
  amountKobo: number;
  email: string;
  callbackUrl: string;
  metadata: Record<string, string>;
}

/** A card payment provider: Paystack, or the sandbox that stands in for it offline. */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'paystack';
  initialize(input: InitializeInput): Promise<{ authorizationUrl: string }>;
  verify(reference: string): Promise<ProviderVerification>;
  /** The event of a webhook delivery; throws WebhookSignatureError unless it is signed with our key. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): WebhookEvent;
  refund(reference: string, amountKobo: number): Promise<void>;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** The provider could not be reached, or answered in a way we cannot use. */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

/** Paystack's signature: HMAC-SHA512 of the raw body with the secret key, hex, in `x-paystack-signature`. */
export const signWebhook = (rawBody: Buffer | string, secret: string): string =>
  createHmac('sha512', secret).update(rawBody).digest('hex');

const SIGNATURE_HEADER = 'x-paystack-signature';

/**
 * Checks a Paystack-style signature in constant time and reads the event. Both providers sign
 * this way (the sandbox imitates Paystack), so one function checks both.
 */
export function parseSignedWebhook(
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  secret: string,
): WebhookEvent {
  const given = headers[SIGNATURE_HEADER];
  if (typeof given !== 'string' || !/^[0-9a-f]{128}$/i.test(given)) {
    throw new WebhookSignatureError('The webhook is not signed.');
  }
  const expected = Buffer.from(signWebhook(rawBody, secret), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) {
    throw new WebhookSignatureError('The webhook signature does not match.');
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookSignatureError('The webhook body is not JSON.');
  }
  const { event, data } = (body ?? {}) as { event?: unknown; data?: { id?: unknown; reference?: unknown } };
  if (typeof event !== 'string' || typeof data?.reference !== 'string') {
    throw new WebhookSignatureError('The webhook has no event or reference.');
  }
  const eventId = typeof data.id === 'number' || typeof data.id === 'string' ? String(data.id) : data.reference;
  return { id: `${event}:${eventId}`, event, reference: data.reference };
}

export const SIGNATURE_HEADER_NAME = SIGNATURE_HEADER;
