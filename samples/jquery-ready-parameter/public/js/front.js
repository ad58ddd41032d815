/* The public page keeps its own alias of jQuery instead of `$`. */
var $j = jQuery.noConflict();

$j(document).ready(function () {
    $j('#demo-vote').on('click', function () {
        // @expect PUT /wp-json/demo/v1/votes/current
        $j.ajax({ url: '/wp-json/demo/v1/votes/current', type: 'PUT', data: { up: 1 } });
    });
});

var site = window.jQuery;
site(document).ready(function ($) {
    // @expect GET /wp-json/demo/v1/posts
    $.get('/wp-json/demo/v1/posts');
});

// A handler jQuery does not call with itself: the load event's handler gets the event.
jQuery(window).on('load', function ($) {
    // @expect-none
    $.get('/wp-json/demo/v1/not-jquery');
});

// Not jQuery's ready: an unrelated function's callback parameter stays unknown.
whenIdle(function ($) {
    // @expect-none
    $.get('/wp-json/demo/v1/not-jquery-either');
});
