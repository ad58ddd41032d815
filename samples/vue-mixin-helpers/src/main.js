import { createApp } from "vue";
import App from "./App.vue";
import router from "./router";
import SessionMixin from "./mixins/session.js";

const app = createApp(App);
app.use(router);
// every component of the app gets loadSession()
app.mixin(SessionMixin);
app.mount("#app");
