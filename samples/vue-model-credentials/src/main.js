import Vue from 'vue';
import ConfigClients from './components/config-clients.vue';

new Vue({ render: h => h(ConfigClients) }).$mount('#app');
