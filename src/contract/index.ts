export * from './common';
export * from './auth';
export * from './phone';
export * from './endpoint';
export * from './endpoints';
export * from './client';
