// The history sidebar keeps the object the workspace module hands to `init` and makes its
// requests through it.
Studio.sidebar.history = (function () {
    var utils;

    function updateStaged(files, unstaged) {
        var workspace = Studio.workspaces.getActiveWorkspace();
        var body = unstaged ? {files: files} : undefined;
        // @expect POST /workspaces/{name}/stage
        utils.sendRequest({
            url: "workspaces/" + workspace.name + "/stage",
            type: unstaged ? "POST" : "DELETE",
            responses: {
                200: function (data) { console.log(data); }
            }
        }, body);
    }

    function commit(message) {
        var workspace = Studio.workspaces.getActiveWorkspace();
        // @expect POST /workspaces/{name}/commit
        utils.sendRequest({
            url: "workspaces/" + workspace.name + "/commit",
            type: "POST",
            responses: {
                200: function () {},
                400: function (error) { utils.reportError(error); }
            }
        }, {message: message});
    }

    function init(_utils) {
        utils = _utils;
        $("#stage").on("click", function () { updateStaged(["a.txt"], true); });
        $("#unstage").on("click", function () { updateStaged(["a.txt"], false); });
        $("#commit").on("click", function () { commit($("#message").val()); });
    }

    return {
        init: init
    };
})();
