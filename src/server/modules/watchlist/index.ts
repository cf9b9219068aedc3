export { createWatchlistRepository } from './watchlist.repository.js';
export { watchlistRoutes } from './watchlist.routes.js';
export { createWatchlistService, type WatchlistService } from './watchlist.service.js';
