export * from './boards';
export * from './cards';
export * from './clubs';
export * from './credits';
export * from './persons';
export * from './reference';
export * from './seasons';
export * from './users';
