import $ from 'jquery';
import { themes, banners } from './helpers.js';

export function applyTheme(theme) {
    let curTheme = themes[theme];
    $('link[title="main"]').attr('href', curTheme.url);
}

export function showBanner(season) {
    const img = document.getElementById('banner');
    img.src = banners[season].heroUrl;
}

export function loadClients() {
    // @expect GET /api/clients/count
    return $.getJSON('/api/clients/count');
}
