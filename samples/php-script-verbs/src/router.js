// A router's admin pages call PHP scripts with $.post: each script's own name says what it
// does, not the method (every call is a POST carrying the CSRF token).
import $ from "jquery";

const csrfToken = $('meta[name=csrf_token]').attr('content');

// Kind: a script named for what it fetches (get_…, list_…) only reads; the POST is reviewed
// and never retried.
function loadChannelSelect(iface) {
  // @expect POST /ajax/wifi/get_channels.php
  $.post('ajax/wifi/get_channels.php', { iface: iface, csrf_token: csrfToken }, function (data) {
    $('#channel').html(data);
  });
}

function showLeases() {
  // @expect POST /ajax/dhcp/list_leases.php
  $.post('ajax/dhcp/list_leases.php', { csrf_token: csrfToken }, function (data) {
    $('#leases').text(data);
  });
}

// Kind: a script that "gets" a key may make one: no read proven.
function newTunnelKey(peer) {
  // @expect POST /ajax/vpn/get_peerkey.php
  $.post('ajax/vpn/get_peerkey.php', { peer: peer, csrf_token: csrfToken }, function (data) {
    $('#pubkey').val(data);
  });
}

// Kind: do_<action>: the script performs the action its last word names (a reset updates,
// destructively).
function factoryReset() {
  // @expect POST /ajax/system/do_config_reset.php
  $.post('ajax/system/do_config_reset.php', { csrf_token: csrfToken }, function () {
    $('#status').text('done');
  });
}

// Trap: do_ + a noun that names no action stays the method's guess.
function keepAlive() {
  // @expect POST /ajax/session/do_session.php
  $.post('ajax/session/do_session.php', { csrf_token: csrfToken });
}

// Trap: a read word after a write one is no read (get_and_clear).
function drainQueue() {
  // @expect POST /ajax/queue/get_and_clear.php
  $.post('ajax/queue/get_and_clear.php', { csrf_token: csrfToken });
}

$('#iface').on('change', function () { loadChannelSelect($(this).val()); });
$('#leases-btn').on('click', showLeases);
$('#key-btn').on('click', function () { newTunnelKey($('#peer').val()); });
$('#reset-btn').on('click', factoryReset);
$('#drain-btn').on('click', drainQueue);
setInterval(keepAlive, 60000);
