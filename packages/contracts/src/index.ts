export * from './auth';
export * from './common';
export * from './config';
export * from './remotes';
export * from './routes';
export * from './storage-keys';
