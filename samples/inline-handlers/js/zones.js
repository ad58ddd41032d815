function flushCache() {
    // @expect POST /api/cache/flush
    apiRequest("api/cache/flush", "POST");
}

function exportZone(zone) {
    // @expect GET /api/zones/export
    apiRequest("api/zones/export?zone=" + encodeURIComponent(zone));
}

function loadPanel(url, target) {
    apiRequest(url, "GET", function (html) {
        $(target).html(html);
    });
}

function refreshZones(view) {
    // @expect GET /api/zones/list
    apiRequest("api/zones/list?view=" + encodeURIComponent(view), "GET", function (responseJSON) {
        var rows = "";
        for (var i = 0; i < responseJSON.zones.length; i++) {
            var zone = responseJSON.zones[i];
            rows += "<tr><td>" + zone.name + "</td><td>" +
                "<a href=\"#\" onclick=\"showZoneOptions('" + zone.name + "'); return false;\">Options</a> " +
                // @expect POST /api/zones/disable
                "<a href=\"#\" onclick=\"setZoneState('" + zone.name + "', 'disable'); return false;\">Disable</a> " +
                "<a href=\"#\" onclick=\"deleteZone(" + i + ", '" + zone.name + "'); return false;\">Delete</a>" +
                "</td></tr>";
        }
        $("#tableZones").html(rows);
    });
}

function showZoneOptions(name) {
    $("#btnSaveZone").attr("onclick", "saveZoneOptions(this, '" + name + "'); return false;");
    $("#modalZone").show();
}

function setZoneState(name, state) {
    apiRequest("api/zones/" + state + "?zone=" + encodeURIComponent(name), "POST");
}

function deleteZone(index, name) {
    if (!confirm("Delete zone " + name + "?"))
        return;

    // @expect POST /api/zones/delete
    apiRequest("api/zones/delete?zone=" + encodeURIComponent(name), "POST");
}

function saveZoneOptions(objBtn, name) {
    var notify = $("#chkNotify").prop("checked");

    // @expect POST /api/zones/options/set
    apiRequest("api/zones/options/set?zone=" + encodeURIComponent(name) + "&notify=" + notify, "POST");
}

function purgeLogs(days) {
    // @expect-none (never called: POST /api/logs/purge is no Tool)
    apiRequest("api/logs/purge?days=" + days, "POST");
}
