import { ADD_SHOW } from '../mutation-types';

const state = { shows: [] };

const mutations = {
    [ADD_SHOW](state, show) {
        state.shows.push(show);
    }
};

const actions = {
    getShow({ rootState, commit }, { showSlug, detailed }) {
        const params = { detailed };
        // @expect GET /api/v2/series/{showSlug}
        return rootState.auth.client.api.get(`/series/${showSlug}`, { params })
            .then(res => commit(ADD_SHOW, res.data));
    },
    setShowConfig({ rootState }, { showSlug, config }) {
        // @expect PATCH /api/v2/series/{showSlug}
        return rootState.auth.client.api.patch(`series/${showSlug}`, config);
    },
    removeShow({ state }, show) {
        // @expect-none
        state.shows.remove(show);
    }
};

export default { state, mutations, getters: {}, actions };
