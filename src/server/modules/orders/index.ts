export { createOrdersRepository } from './orders.repository.js';
export { ordersRoutes } from './orders.routes.js';
export { createOrdersService } from './orders.service.js';
