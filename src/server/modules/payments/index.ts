export { registerPaymentsJobs } from './payments.jobs.js';
export { createPaymentsRepository, type PaymentRow } from './payments.repository.js';
export { paymentsRoutes } from './payments.routes.js';
export { createPaymentsService, PAYMENTS_TEXT, type PaymentsService } from './payments.service.js';
export { paymentsOfOrders } from './payments.reads.js';
export { createPaystackProvider } from './providers/paystack.js';
export { type PaymentProvider, signWebhook } from './providers/provider.js';
export { createSandboxProvider, type SandboxProvider } from './providers/sandbox.js';
