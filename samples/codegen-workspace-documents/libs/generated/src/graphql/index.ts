export * from './graphql';
