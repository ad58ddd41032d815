import $ from 'jquery';

export function loadWifiStations(refresh) {
    var qs = refresh === true ? '?refresh' : '';
    var complete = function () { $('.js-reload-wifi-stations').removeClass('disabled'); };
    // @expect GET /ajax/networking/wifi_stations.php
    $('.js-wifi-stations').addClass('loading-spinner').empty().load('ajax/networking/wifi_stations.php' + qs, complete);
}

export function showClient(id) {
    var $panel = $('#client-panel');
    // @expect POST /fragments/client
    $panel.load('/fragments/client', {client_id: id});
}

export function showLogs() {
    // @expect GET /logs/recent
    $('#logs').find('.body').load('/logs/recent #entries');
}

export function whenLoaded() {
    // @expect-none
    $(window).load(function () { console.log('loaded'); });
    // @expect-none
    i18n.load('/locales/en.json');
}
