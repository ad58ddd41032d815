import { useApolloClient } from '@vue/apollo-composable';
import { CREATE_POOL_MUTATION } from './documents';

// the client the provider gives, read as the composable's `client` member
export const createPool = async (name: string, devices: string[]) => {
  const apolloClient = useApolloClient().client;
  // @expect POST /station/graphql
  const { data } = await apolloClient.mutate({
    mutation: CREATE_POOL_MUTATION,
    variables: { input: { name, devices } },
    fetchPolicy: 'no-cache',
  });
  return data?.storage?.createPool;
};
