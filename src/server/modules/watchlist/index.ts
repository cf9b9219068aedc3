export { createWatchlistRepository } from './watchlist.repository.js';
export { watchlistRoutes } from './watchlist.routes.js';
export { createWatchlistService } from './watchlist.service.js';
