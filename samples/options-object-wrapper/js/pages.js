var session = { token: localStorage.getItem("token") };

function loadNotes(page) {
    // @expect GET /api/notes/list
    apiRequest({
        url: "api/notes/list?page=" + encodeURIComponent(page),
        token: session.token,
        success: function (response) { renderNotes(response.notes); }
    });
}

function importNotes(text, overwrite) {
    // @expect POST /api/notes/import
    apiRequest({
        url: "api/notes/import?overwrite=" + overwrite,
        token: session.token,
        method: "POST",
        data: "notes=" + encodeURIComponent(text),
        success: function () { loadNotes(1); }
    });
}

function signIn(user, pass) {
    // @expect POST /api/user/login
    apiRequest({
        url: "api/user/login",
        method: "POST",
        data: "user=" + encodeURIComponent(user) + "&pass=" + encodeURIComponent(pass),
        success: function (response) { session.token = response.token; }
    });
}

function searchNotes(term) {
    // @expect GET /api/notes/search
    apiRequest({
        url: "api/notes/search",
        token: session.token,
        data: "q=" + encodeURIComponent(term) + "&limit=20",
        success: function (response) { renderNotes(response.notes); }
    });
}

function deleteNote(id) {
    // @expect GET /api/notes/delete
    apiRequest("api/notes/delete?id=" + encodeURIComponent(id), "GET", null, function () { loadNotes(1); }, session.token);
}

function renameNote(id, newTitle, pinned) {
    // @expect POST /api/notes/rename
    apiRequest({
        url: "api/notes/rename",
        token: session.token,
        method: "POST",
        data: "id=" + encodeURIComponent(id) + (newTitle == null ? "" : "&title=" + encodeURIComponent(newTitle)) + "&pinned=" + pinned,
        success: function () { loadNotes(1); }
    });
}

function saveSettings(pageSize, theme, sortBy) {
    var formData = "pageSize=" + pageSize;
    if (theme)
        formData += "&theme=" + encodeURIComponent(theme);
    if (sortBy)
        formData += "&sortBy=" + encodeURIComponent(sortBy) + "&sortDesc=true";
    // @expect POST /api/settings/set
    apiRequest({
        url: "api/settings/set",
        token: session.token,
        method: "POST",
        data: formData
    });
}

function renderNotes(notes) {
    $("#notes").text(notes.length + " notes");
}

$("#btnSearch").click(function () { searchNotes($("#txtSearch").val()); });
$("#btnImport").click(function () { importNotes($("#txtImport").val(), $("#chkOverwrite").prop("checked")); });
$("#btnLogin").click(function () { signIn($("#txtUser").val(), $("#txtPass").val()); });
$("#btnRename").click(function () { renameNote($("#txtId").val(), $("#txtTitle").val() || null, $("#chkPinned").prop("checked")); });
$("#btnSettings").click(function () { saveSettings($("#optPageSize").val(), $("#optTheme").val(), $("#optSort").val()); });
$("#btnDelete").click(function () { deleteNote($("#txtId").val()); });
$(function () { loadNotes(1); });
