/* A dashboard written with jQuery: each request's answer reaches the page through the forms
 * jQuery offers, a success callback, a settings object's success, or the jqXHR's done/then. */
import $ from 'jquery';

function render(items) {
    items.forEach(function (item) { $('#list').append($('<li>').text(item.title)); });
}

export function loadItems() {
    // @expect GET /api/items
    $.getJSON('/api/items', function (data) { render(data.items); $('#total').text(data.total); });
}

export function loadStats() {
    // @expect GET /api/stats
    $.getJSON('/api/stats').then(function (stats) { $('#uptime').text(stats.uptime); });
}

export function loadUser(id) {
    // @expect GET /api/users/{id}
    $.ajax({ url: '/api/users/' + id, dataType: 'json' })
        .done(function (user) { $('#n').text(user.name); })
        .fail(function (xhr) { $('#error').text(xhr.statusText); });
}

export function loadTeam(id) {
    // @expect GET /api/teams/{id}
    $.ajax({
        url: '/api/teams/' + id,
        dataType: 'json',
        success: function (team) { $('#team').text(team.label + ' ' + team.members.length); },
        error: function (xhr) { $('#error').text(xhr.responseText); },
    });
}

export function loadSettings() {
    // @expect GET /api/settings
    $.get('/api/settings', function (settings) { $('#theme').val(settings.theme); }, 'json');
}

export function saveNote(text) {
    // @expect POST /api/notes
    $.post('/api/notes', { text: text }, function (note) { $('#note-id').text(note.id); }, 'json');
}

export function loadInfo() {
    // @expect GET /api/info
    $.ajax({ url: '/api/info' }).done(function (info) { $('#version').text(info.version); });
}

export function loadFragment() {
    // @expect GET /fragments/sidebar
    $.ajax({ url: '/fragments/sidebar', dataType: 'html', success: function (html) {
        $('#sidebar').html(html.title);
    } });
}

export function loadReadme() {
    // @expect GET /api/readme
    $.get('/api/readme', function (text) { $('#readme').text(text.body); }, 'text');
}

export function loadMotd() {
    // @expect GET /api/motd
    $.get('/api/motd', function (motd) {
        if (motd.indexOf('maintenance') >= 0) { $('#banner').show(); }
    });
}
