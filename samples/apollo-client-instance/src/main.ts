import { createApp, h, provide } from 'vue';
import { DefaultApolloClient } from '@vue/apollo-composable';
import { client } from '~/helpers/apollo';
import AdminPanel from '~/components/AdminPanel.vue';
import Drives from '~/components/Drives.vue';
import { createPool } from '~/composables/usePool';
import { usePlugins } from '~/composables/usePlugins';

createApp({
  setup() {
    provide(DefaultApolloClient, client);
    const plugins = usePlugins();
    return { createPool, plugins };
  },
  render: () => [h(Drives), h(AdminPanel)],
}).mount('#app');
