/* A WordPress plugin's settings screen: WordPress runs jQuery in no-conflict mode, so each
 * script takes `$` as the parameter jQuery hands its ready handler. */
jQuery(document).ready(function ($) {
    $('#demo-save').on('click', function () {
        // @expect POST /wp-json/demo/v1/items
        $.ajax({ url: '/wp-json/demo/v1/items', method: 'POST', data: { name: $('#demo-name').val() } });
    });

    $('#demo-refresh').on('click', function () {
        // @expect GET /wp-json/demo/v1/status
        $.getJSON('/wp-json/demo/v1/status', function (status) { $('#demo-status').text(status.state); });
    });
});

jQuery(function ($) {
    // @expect GET /wp-json/demo/v1/list
    $.get('/wp-json/demo/v1/list');
});

jQuery(($) => {
    $('#demo-clear').on('click', () => {
        // @expect DELETE /wp-json/demo/v1/cache
        $.ajax({ url: '/wp-json/demo/v1/cache', type: 'DELETE' });
    });
});

jQuery(document).ready(function (jq) {
    jq(function ($) {
        // @expect POST /wp-json/demo/v1/reindex
        $.post('/wp-json/demo/v1/reindex', { full: 1 });
    });
});

(function ($) {
    // @expect POST /wp-json/demo/v1/other
    $.post('/wp-json/demo/v1/other', { a: 1 });
})(jQuery);
