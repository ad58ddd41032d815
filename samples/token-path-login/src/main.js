import { createApp } from 'vue';
import Login from './pages/login';

createApp(Login).mount('#app');
