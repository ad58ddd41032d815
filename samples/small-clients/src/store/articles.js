// Vuex: a dispatch of an action type is a call of that action with (context, payload).
import axios from 'axios';

export const actions = {
  fetchArticle(context, slug) {
    // @expect GET /api/articles/{slug}
    return axios.get(`/api/articles/${slug}`);
  },
};

export default {
  methods: {
    open(slug) {
      return this.$store.dispatch('fetchArticle', slug);
    },
  },
};
