import Vue from 'vue';
import VueRouter from 'vue-router';
import AccountLogin from './components/account-login.vue';
import ConfigNotifications from './components/config-notifications.vue';
import Login from './components/login.vue';

Vue.use(VueRouter);

const router = new VueRouter({
    routes: [
        { path: '/login', component: Login },
        { path: '/account-login', component: AccountLogin },
        { path: '/config/notifications', component: ConfigNotifications }
    ]
});

new Vue({ router, render: h => h('router-view') }).$mount('#app');
