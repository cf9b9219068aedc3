export { createOrdersRepository } from './orders.repository.js';
export { ordersRoutes } from './orders.routes.js';
export { createOrdersService, ORDER_TEXT, type OrdersService } from './orders.service.js';
