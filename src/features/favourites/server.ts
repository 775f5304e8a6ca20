import 'server-only';

export * from './FavouritesScreen';
