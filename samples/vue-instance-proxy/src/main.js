import { createApp } from 'vue'
import App from './App.vue'
import { download } from '@/utils/request'

const app = createApp(App)
// Installed on every component: `this.download` in the Options API, `proxy.download` in setup.
app.config.globalProperties.download = download
app.mount('#app')
