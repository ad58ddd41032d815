import merge from 'deepmerge';
import delve from 'dlv';
import defaultConfig from './config/default';

const SERVER_CONFIG = window.__APP_CONFIG ? JSON.parse(window.__APP_CONFIG) : {};

const config = () => merge(defaultConfig, SERVER_CONFIG);

export default {
    get: (value, def = '') => delve(config(), value, def),
};
