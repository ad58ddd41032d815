// A second style: the separator by `includes('?')` in a ternary, the clock read through
// `performance.now()`.
function getJson(url) {
    var busted = url + (url.includes('?') ? '&' : '?') + 'ts=' + performance.now();
    return fetch(busted).then(function (r) { return r.json(); });
}

$('#status').click(function () {
    // @expect GET /status/
    getJson('/status/');
    // @expect GET /status/history
    getJson('/status/history?limit=10');
});
