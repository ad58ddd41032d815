import axios from "axios";

/* The global mixin (app.mixin): the signed-in user's session */
export default {
	methods: {
		loadSession() {
			// @expect GET /api/session
			return axios.get(this.$router.resolve("/api/session").href);
		},
	},
};
