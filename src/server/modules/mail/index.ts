export { mailRoutes } from './mail.routes.js';
export { createMailRepository } from './mail.repository.js';
export { createMailService, DELIVER_JOB, type MailService } from './mail.service.js';
export { templates, type MailContent } from './mail.templates.js';
export {
  createConsoleTransport,
  createSmtpTransport,
  type MailTransport,
  type OutgoingMail,
} from './mail.transport.js';
