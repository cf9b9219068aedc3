export { createCartRepository } from './cart.repository.js';
export { cartRoutes } from './cart.routes.js';
export { type CartLine, type CartService, createCartService } from './cart.service.js';
