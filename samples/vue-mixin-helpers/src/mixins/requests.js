import axios from "axios";

/* Request helpers every view mixes in */
export default {
	data() {
		return { loading: 0 };
	},

	methods: {
		// a path of the backend, under the path the app is served from
		resolve(u) {
			return this.$router.resolve(u).href;
		},

		get(url, values, callback) {
			this.loading++;
			axios
				.get(url, { params: values })
				.then(callback)
				.finally(() => this.loading--);
		},

		post(url, data, callback) {
			axios.post(url, data).then(callback);
		},

		put(url, data, callback) {
			axios.put(url, data).then(callback);
		},

		delete(url, data, callback) {
			axios.delete(url, { data }).then(callback);
		},
	},
};
