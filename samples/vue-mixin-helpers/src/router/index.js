import { createRouter, createWebHistory } from "vue-router";
import ProjectList from "../components/ProjectList.vue";
import ProjectEditor from "../components/ProjectEditor.vue";
import TagList from "../components/TagList.vue";

// the server writes the path it serves the app under into the page
const mount = document.getElementById("app");
const base = mount ? mount.dataset.base : "/";

export default createRouter({
	history: createWebHistory(base),
	routes: [
		{ path: "/", component: ProjectList },
		{ path: "/projects/:projectId", component: ProjectEditor, props: true },
		{ path: "/tags", component: TagList },
	],
});
