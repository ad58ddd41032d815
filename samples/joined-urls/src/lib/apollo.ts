import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import urlJoin from 'url-join';

// the API lives beside the page unless the build names another one
export const API_ENDPOINT = import.meta.env.VITE_API_ENDPOINT
  ? (import.meta.env.VITE_API_ENDPOINT as string)
  : urlJoin(location.origin, '/api');

export const GRAPHQL_ENDPOINT = urlJoin(API_ENDPOINT, '/graphql');

export const client = new ApolloClient({
  cache: new InMemoryCache(),
  link: new HttpLink({ uri: GRAPHQL_ENDPOINT, credentials: 'include' }),
});
