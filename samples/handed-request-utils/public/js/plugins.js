// The plugin host hands its helpers from outside the page's scripts: nothing here shows what
// `init` is given, so the request below names no endpoint and is reviewed.
Studio.plugins = (function () {
    var helpers;

    function install(name) {
        // @expect-none
        helpers.sendRequest({url: "plugins/" + name, type: "POST"});
    }

    function init(_helpers) {
        helpers = _helpers;
        $("#plugins").on("click", ".install", function () {
            install($(this).data("name"));
        });
    }

    return {
        init: init
    };
})();
