// The tournament results feature's door: the results overview of a tournament's detail page, fetched
// when its tab opens (a module of its own, default export).
export const loadResultsOverview = () => import('./components/ResultsOverview');
