function load() {
    api.notes.get()
        .success(function (notes) {
            $("#notes").text(notes.length + " notes")
        })
}

function save() {
    api.notes.post({
        title: $("#title").val(),
        body: $("#body").val()
    })
        .success(function () {
            load()
        })
}

function remove(id) {
    api.noteId.delete(id)
        .success(function () {
            load()
        })
}

$(document).ready(function () {
    $("#save").on("click", save)
    $("#notes").on("click", ".delete", function () {
        remove($(this).data("id"))
    })
    load()
})
