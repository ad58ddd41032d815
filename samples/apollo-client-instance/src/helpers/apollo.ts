import { ApolloClient, createHttpLink, from, InMemoryCache, split } from '@apollo/client/core';
import { onError } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { STATION_GRAPHQL } from '~/helpers/urls';

declare global {
  interface Window {
    STATION_ENDPOINT?: string;
  }
}

const HTTP_PROTOCOL = /^https?:\/\//i;

// an absolute-URL builder: the path is the endpoint, the origin the page's own
const toAbsoluteUrl = (value: string): string => {
  if (HTTP_PROTOCOL.test(value)) {
    return value;
  }
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  return new URL(value, origin).toString();
};

const stationEndpoint = () => {
  if (typeof window !== 'undefined' && window.STATION_ENDPOINT) {
    return toAbsoluteUrl(window.STATION_ENDPOINT);
  }
  return toAbsoluteUrl(STATION_GRAPHQL);
};

const httpEndpoint = stationEndpoint();
const wsEndpoint = new URL(httpEndpoint);
wsEndpoint.protocol = wsEndpoint.protocol === 'https:' ? 'wss:' : 'ws:';

const httpLink = createHttpLink({ uri: httpEndpoint, credentials: 'include' });
const wsLink = new GraphQLWsLink(createClient({ url: wsEndpoint.toString() }));
const errorLink = onError(({ networkError }) => console.error(networkError));

const isSubscription = ({ query }) => {
  const definition = getMainDefinition(query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
};

export const client = new ApolloClient({
  link: from([errorLink, split(isSubscription, wsLink, httpLink)]),
  cache: new InMemoryCache(),
});
