import { useApolloClient } from '@vue/apollo-composable';
import { INSTALL_PLUGIN_MUTATION, PLUGIN_LOG_SUBSCRIPTION } from './documents';

export function usePlugins() {
  const { client } = useApolloClient();

  const install = async (url: string) => {
    // @expect POST /station/graphql
    const result = await client.mutate({ mutation: INSTALL_PLUGIN_MUTATION, variables: { url } });
    const id = result.data?.installPlugin?.id;
    // a subscription: a stream over the WebSocket link, never a Tool
    // @expect-none
    const log = client.subscribe({ query: PLUGIN_LOG_SUBSCRIPTION, variables: { id } });
    return log.subscribe({ next: (line) => console.log(line) });
  };

  const installStored = async (url: string) => {
    // a document read at run time: the analysis cannot read it, so a reviewed site
    const stored = JSON.parse(localStorage.getItem('install-document') ?? 'null');
    // @expect-none
    return useApolloClient().resolveClient().mutate({ mutation: stored, variables: { url } });
  };

  return { install, installStored };
}
