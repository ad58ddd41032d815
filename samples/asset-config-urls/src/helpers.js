export const themes = {
    'default': {
        'name': 'Default',
        // @expect-none
        'url': '/app/css/themes/default.php',
    },
    'dark': {
        'name': 'Dark',
        // @expect-none
        'url': '/app/css/themes/dark.php',
    }
};

export const banners = {
    // @expect-none
    spring: {heroUrl: '/app/img/hero.php', statsUrl: '/api/banner/stats'},
};

export const tables = {
    clients: {url: '/api/clients', columns: ['mac', 'ip']},
};
