/** The watch key of the home listing, shared by the home section, the tree's favourites and search. */
export const HOME_KEY = 'home';
