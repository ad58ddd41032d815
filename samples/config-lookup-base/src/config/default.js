export default {
    api: {
        host: '/api',
    },
    settings: {
        language: '',
    },
};
