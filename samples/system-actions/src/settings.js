import $ from 'jquery';

// @expect GET /api/info/login
$.ajax({
  url: '/api/info/login',
}).done(data => {
  $('#https-port').text(data.https_port);
});

$('.confirm-flusharp').confirm({
  text:
    'Are you sure you want to flush your network table?<br><br>' +
    '<strong>This will clear all entries and cannot be undone.</strong>',
  title: 'Confirmation required',
  confirm() {
    // @expect POST /api/action/flush/network
    $.ajax({
      url: '/api/action/flush/network',
      type: 'POST',
    });
  },
});

$('.confirm-compact').confirm({
  text:
    'Compact the query history now?<br>' +
    '<strong>Older entries are merged and this cannot be undone.</strong>',
  confirm() {
    // @expect POST /api/history/compact
    $.ajax({ url: '/api/history/compact', type: 'POST' });
  },
});
