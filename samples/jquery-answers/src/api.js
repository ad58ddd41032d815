/* An API object whose methods hand the caller's callback to jQuery, and a login whose done and
 * fail share one handler: the failing call hands it the jqXHR, whose responseJSON is no field
 * of the answer. */
import $ from 'jquery';

export const api = {
    getConfig: function (callback) {
        // @expect GET /api/config
        return $.get('/api/config', callback);
    },
    saveConfig: function (config, callback) {
        // @expect PUT /api/config
        return $.ajax({ url: '/api/config', type: 'PUT', data: JSON.stringify(config),
                        contentType: 'application/json', dataType: 'json', success: callback });
    },
};

export function showConfig() {
    api.getConfig(function (config) { $('#port').val(config.port); });
}

function withConfig(done) {
    api.getConfig(done);
}

export function showTheme() {
    withConfig(function (config) { $('body').addClass(config.theme); });
}

export function storeConfig(config) {
    api.saveConfig(config, function (saved) { $('#saved').text(saved.result); });
}

function loggedIn(failed, data) {
    if (failed) {
        $('#error').text(data.responseJSON.error.message);
    } else {
        $('#who').text(data.session.user);
    }
}

export function login(password) {
    // @expect POST /api/auth
    $.ajax({ url: '/api/auth', method: 'POST', dataType: 'json', data: { password: password } })
        .done(function (data) { loggedIn(false, data); })
        .fail(function (xhr) { loggedIn(true, xhr); });
}
