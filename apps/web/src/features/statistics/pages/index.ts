// Both statistics pages from one module: one lazy import in the first chunk for the two routes
// (the sign-in JavaScript budget).
export { default as CustomStatisticsPage } from './CustomStatisticsPage';
export { default as StatisticsPage } from './StatisticsPage';
