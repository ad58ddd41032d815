// The key settings keep the handed object too, and build one options object in a variable
// before the call.
Studio.workspaces.keys = (function () {
    var utils;

    function deleteKey(name) {
        var options = {
            url: "settings/keys/" + name,
            type: "DELETE",
            responses: {
                200: function () {}
            }
        };
        // @expect DELETE /settings/keys/{name}
        utils.sendRequest(options);
    }

    function init(_utils) {
        utils = _utils;
        $("#keys").on("click", ".delete", function () {
            deleteKey($(this).data("name"));
        });
    }

    return {
        init: init
    };
})();
