import { createApp } from "vue";
import axios from "axios";
import App from "./components/Debug.vue";
import installAxios from "~/vendor/axios";

const app = createApp(App);
installAxios(app);
app.provide("uploads", axios.create({ baseURL: "/uploads" }));
app.mount("#app");
