import 'server-only';

export * from './FavouritesScreen';
export * from './load-favourites-data';
