import { AUTHENTICATE } from '../mutation-types';
import ApiClient from '../../api';

const state = {
    user: {},
    client: null
};

const mutations = {
    [AUTHENTICATE](state, client) {
        state.client = client;
    }
};

const actions = {
    auth({ commit }) {
        return new Promise(resolve => {
            const apiClient = new ApiClient();
            apiClient.getToken().then(() => {
                commit(AUTHENTICATE, apiClient);
                resolve();
            });
        });
    }
};

export default { state, mutations, getters: {}, actions };
