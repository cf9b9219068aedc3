export { registerMailJobs } from './mail.jobs.js';
export { mailRoutes } from './mail.routes.js';
export { createMailRepository } from './mail.repository.js';
export { createMailService, type MailService } from './mail.service.js';
export { compose, hello } from './mail.templates.js';
export {
  createConsoleTransport,
  createSmtpTransport,
  type MailTransport,
  type OutgoingMail,
} from './mail.transport.js';
