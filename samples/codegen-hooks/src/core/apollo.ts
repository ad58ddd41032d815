import { ApolloClient, ApolloLink, InMemoryCache, createHttpLink, from, split } from '@apollo/client';
import { setContext } from '@apollo/client/link/context';
import { onError } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';

import { AUTH_TOKEN_KEY, sessionHeaders } from './session';

const httpLink = createHttpLink({ uri: '/api/graphql' });
const wsLink = new GraphQLWsLink(createClient({ url: 'wss://greenhouse.example/cable' }));

// the user's token on every operation
const authLink = setContext((_, { headers }) => {
  const token = localStorage.getItem(AUTH_TOKEN_KEY);
  return { headers: { ...headers, authorization: token ? `Bearer ${token}` : '' } };
});

// the open workspace on every operation
const workspaceLink = new ApolloLink((operation, forward) => {
  const { headers } = operation.getContext();
  operation.setContext({ headers: { ...headers, ...sessionHeaders() } });
  return forward(operation);
});

// logs failures; sets no header
const errorLink = onError(({ graphQLErrors }) => {
  graphQLErrors?.forEach((error) => console.warn(error.message));
});

const isSubscription = ({ query }) => {
  const definition = getMainDefinition(query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
};

export const client = new ApolloClient({
  cache: new InMemoryCache(),
  link: from([errorLink, authLink, workspaceLink, new RetryLink(),
              split(isSubscription, wsLink, httpLink)]),
});
