import axios from "axios";
import Requests from "./requests.js";

/* A list view: each view mixing this in says where its items live */
export const ListMixin = {
	mixins: [Requests],

	data() {
		return { items: [], exportUrl: null };
	},

	methods: {
		refresh() {
			// @expect GET /api/tags
			this.get(this.itemsUrl(), null, (response) => {
				this.items = response.data;
			});
		},

		download() {
			// no view says where its export lives: reviewed, never guessed
			axios.get(this.exportUrl);
		},
	},
};
