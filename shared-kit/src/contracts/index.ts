// Public face of the contracts: zod schemas of API requests and responses, shared by the API and the browser.
export * from './envelope';
export * from './geo';
export * from './health';
export * from './params';
export * from './callbacks';
export * from './catalog';
export * from './map';
export * from './content';
export * from './auth';
export * from './cook-applications';
export * from './devices';
export * from './addresses';
export * from './cook-page';
export * from './basket';
