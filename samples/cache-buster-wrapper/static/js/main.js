var basePath = '/';

// The page's one request wrapper: every URL gets a cache-buster, `?_=` or `&_=` by whether it
// has a query already. The separator is chosen in an if/else, not a ternary: each endpoint is
// still one path, and `_` is a value the client makes at each call, never a Tool input.
function ajax(method, url, data, callback) {
    if (url.indexOf('?') < 0) {
        url += '?';
    }
    else {
        url += '&';
    }

    url += '_=' + new Date().getTime();

    var json = false;
    if (method == 'POST') {
        data = JSON.stringify(data);
        json = true;
    }
    else if (data) {
        url += '&' + $.param(data);
        data = null;
    }

    $.ajax({
        type: method,
        url: url,
        data: data,
        contentType: json ? 'application/json' : false,
        success: callback
    });
}

function loadCameras() {
    // @expect GET /config/list/
    ajax('GET', basePath + 'config/list/', null, function (data) {
        $('#cameras').empty();
    });
}

function loadCamera(cameraId) {
    // @expect GET /config/{cameraId}/get/
    ajax('GET', basePath + 'config/' + cameraId + '/get/?force=true', null, function () {});
}

function listPictures(cameraId, prefix) {
    // @expect GET /picture/{cameraId}/list/
    ajax('GET', basePath + 'picture/' + cameraId + '/list/', {prefix: prefix}, function () {});
}

function saveCamera(cameraId, name) {
    // @expect POST /config/{cameraId}/set/
    ajax('POST', basePath + 'config/' + cameraId + '/set/', {name: name}, function () {});
}

// The separator chosen in the arms together with the buster's name: still one piece.
function snapshot(cameraId) {
    var url = basePath + 'picture/' + cameraId + '/current/';
    if (url.indexOf('?') === -1) {
        url += '?t=' + (+new Date());
    }
    else {
        url += '&t=' + (+new Date());
    }
    // @expect GET /picture/{cameraId}/current/
    return fetch(url);
}

// Always `?`, a random number.
function reboot() {
    // @expect POST /power/reboot/
    return fetch(basePath + 'power/reboot/?nocache=' + Math.random(), {method: 'POST'});
}

$('#reload').click(function () { loadCameras(); loadCamera($('#cameras').val()); });
$('#prefix').change(function () { listPictures($('#cameras').val(), $('#prefix').val()); });
$('#save').click(function () { saveCamera($('#cameras').val(), $('#name').val()); });
$('#snapshot').click(function () { snapshot($('#cameras').val()); });
$('#reboot').click(function () { reboot(); });
