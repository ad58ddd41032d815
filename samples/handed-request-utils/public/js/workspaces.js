// The workspace module owns the request wrapper: every caller hands it the whole jQuery options
// object (url, type, responses) and an optional JSON body. Other modules reach it only through
// the object `init` hands them.
Studio.workspaces = (function () {
    var activeWorkspace = null;

    function sendRequest(options, body) {
        $(".spinner").show();
        if (body) {
            options.data = JSON.stringify(body);
            options.contentType = "application/json; charset=utf-8";
        }
        return $.ajax(options).done(function (data) {
            if (options.responses && options.responses[200]) {
                options.responses[200](data);
            }
        }).fail(function (xhr) {
            if (options.responses && options.responses[xhr.status]) {
                options.responses[xhr.status](xhr.responseJSON);
            }
        });
    }

    // handed a string, the same jQuery call takes it as the URL of a GET
    function load(address) {
        return $.ajax(address);
    }

    function listWorkspaces() {
        // @expect GET /workspaces
        return load("workspaces").done(function (list) {
            $("#workspaces").data("list", list);
        });
    }

    function renameWorkspace(name, summary) {
        // @expect PUT /workspaces/{name}
        sendRequest({
            url: "workspaces/" + activeWorkspace.name,
            type: "PUT",
            responses: {
                200: function (data) { activeWorkspace = data; }
            }
        }, {name: name, summary: summary});
    }

    function deleteWorkspace(name, done) {
        // @expect DELETE /workspaces/{name}
        sendRequest({
            url: "workspaces/" + name,
            type: "DELETE",
            responses: {
                200: function () { done(false); }
            }
        });
    }

    function reportError(error) {
        console.log(error);
    }

    function init() {
        var workspaceAPI = {
            sendRequest: sendRequest,
            reportError: reportError
        };
        Studio.sidebar.history.init(workspaceAPI);
        Studio.workspaces.keys.init(workspaceAPI);
        listWorkspaces();
        $("#workspaces").on("click", ".rename", function () {
            renameWorkspace($(this).data("name"), $(this).data("summary"));
        });
        $("#workspaces").on("click", ".delete", function () {
            deleteWorkspace($(this).data("name"), function () {});
        });
    }

    function getActiveWorkspace() {
        return activeWorkspace;
    }

    return {
        init: init,
        getActiveWorkspace: getActiveWorkspace
    };
})();
