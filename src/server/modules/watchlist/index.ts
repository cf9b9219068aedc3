export { createWatchlistRepository } from './watchlist.repository.js';
export { watchlistRoutes } from './watchlist.routes.js';
export { createWatchlistService, type NoteToWrite } from './watchlist.service.js';
