import Vue from 'vue';
import Vuex, { Store } from 'vuex';
import { auth, shows } from './modules';

Vue.use(Vuex);

const store = new Store({
    modules: { auth, shows },
    state: {},
    mutations: {},
    actions: {}
});

export default store;
