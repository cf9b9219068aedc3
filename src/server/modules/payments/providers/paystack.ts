import {
  type InitializeInput,
  parseSignedWebhook,
  type PaymentProvider,
  ProviderError,
  type ProviderVerification,
} from './provider.js';

/** The channels a shopper may pay with on Paystack's page. */
const PAYSTACK_CHANNELS = ['card', 'bank', 'ussd', 'bank_transfer'] as const;

const TIMEOUT_MS = 10_000;

interface PaystackAnswer<T> {
  status: boolean;
  message: string;
  data?: T;
}

/** Paystack's statuses that are not final yet read as pending; a reversal reads as failed. */
function statusOf(paystackStatus: string): ProviderVerification['status'] {
  if (paystackStatus === 'success') return 'success';
  if (paystackStatus === 'failed' || paystackStatus === 'reversed') return 'failed';
  if (paystackStatus === 'abandoned') return 'abandoned';
  return 'pending';
}

/** Paystack's REST API (https://paystack.com/docs/api/transaction/), amounts in kobo. */
export function createPaystackProvider({
  secretKey,
  baseUrl = 'https://api.paystack.co',
}: {
  secretKey: string;
  baseUrl?: string;
}): PaymentProvider {
  const root = baseUrl.replace(/\/$/, '');

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
  ): Promise<{ http: number; answer: PaystackAnswer<T> }> {
    let res: Response;
    try {
      res = await fetch(`${root}${path}`, {
        method,
        headers: { authorization: `Bearer ${secretKey}`, ...(body && { 'content-type': 'application/json' }) },
        ...(body && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new ProviderError(`Paystack could not be reached: ${err instanceof Error ? err.message : String(err)}`);
    }
    let answer: PaystackAnswer<T>;
    try {
      answer = (await res.json()) as PaystackAnswer<T>;
    } catch {
      throw new ProviderError(`Paystack answered ${res.status} without JSON`);
    }
    return { http: res.status, answer };
  }

  return {
    name: 'paystack',

    async initialize({ reference, amountKobo, email, callbackUrl, metadata }: InitializeInput) {
      const { http, answer } = await call<{ authorization_url: string }>('POST', '/transaction/initialize', {
        email,
        amount: String(amountKobo),
        currency: 'NGN',
        reference,
        callback_url: callbackUrl,
        metadata: JSON.stringify(metadata),
        channels: PAYSTACK_CHANNELS,
      });
      if (http !== 200 || !answer.status || typeof answer.data?.authorization_url !== 'string') {
        throw new ProviderError(`Paystack refused to start the payment (${http}): ${answer.message}`);
      }
      return { authorizationUrl: answer.data.authorization_url };
    },

    async verify(reference: string): Promise<ProviderVerification> {
      const { http, answer } = await call<{
        status: string;
        amount: number;
        currency: string;
        paid_at: string | null;
        channel: string | null;
      }>('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      // A reference Paystack does not know yet: the shopper never reached its page.
      if ((http === 400 || http === 404) && !answer.status) {
        return { status: 'pending', amountKobo: null, currency: null, paidAt: null, channel: null };
      }
      if (http !== 200 || !answer.status || !answer.data) {
        throw new ProviderError(`Paystack could not verify ${reference} (${http}): ${answer.message}`);
      }
      const d = answer.data;
      return {
        status: statusOf(d.status),
        amountKobo: Number.isSafeInteger(d.amount) ? d.amount : null,
        currency: d.currency ?? null,
        paidAt: d.paid_at ? new Date(d.paid_at) : null,
        channel: d.channel ?? null,
      };
    },

    parseWebhook: (rawBody, headers) => parseSignedWebhook(rawBody, headers, secretKey),

    async refund(reference: string, amountKobo: number) {
      const { http, answer } = await call('POST', '/refund', { transaction: reference, amount: amountKobo });
      if (http !== 200 || !answer.status) {
        throw new ProviderError(`Paystack refused the refund of ${reference} (${http}): ${answer.message}`);
      }
    },
  };
}
