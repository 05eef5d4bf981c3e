export * from './boards';
export * from './clubs';
export * from './persons';
export * from './reference';
export * from './seasons';
export * from './users';
