import { createApp } from 'vue'
import App from './App.vue'
import backend from './js'

const app = createApp(App)
app.config.globalProperties.$backend = backend
app.mount('#app')
