// The page's namespace: an IIFE returns the empty groups the other scripts fill.
window.App = (function () {
    $(document).ajaxError(function (event, jqXHR) {
        console.error('Unexpected HTTP error', jqXHR.status);
    });

    return {
        Http: {},
        Pages: {},
        Utils: {},
    };
})();
