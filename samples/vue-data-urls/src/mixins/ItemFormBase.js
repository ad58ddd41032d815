import axios from "axios";

/* A form mixin: each form says where its items live by overriding the URL methods */
export default {
	props: {
		itemId: [Number, String],
	},

	data() {
		return { item: null };
	},

	computed: {
		isNew() {
			return this.itemId === "new";
		},
	},

	methods: {
		getItemsUrl() {
			throw new Error("Not implemented");
		},

		getSingleItemUrl() {
			throw new Error("Not implemented");
		},

		async save() {
			// @expect POST /api/project/{projectId}/keys (known issue KI-1)
			const item = (await axios({
				method: this.isNew ? "post" : "put",
				url: this.isNew ? this.getItemsUrl() : this.getSingleItemUrl(),
				data: { ...this.item },
			})).data;
			this.$emit("save", item);
		},
	},
};
