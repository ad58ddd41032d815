function query(endpoint, method, data) {
    return $.ajax({
        url: "/api" + endpoint,
        method: method,
        data: JSON.stringify(data),
        dataType: "json",
        contentType: "application/json"
    })
}

/*
The API endpoints, published for the other scripts of the page
*/
var api = {
    notes: {
        get: function () {
            // @expect GET /api/notes/
            return query("/notes/", "GET", {})
        },
        post: function (note) {
            return query("/notes/", "POST", note)
        }
    },
    noteId: {
        get: function (id) {
            // @expect-none (never called: GET /api/notes/{id} is no Tool)
            return query("/notes/" + id, "GET", {})
        },
        delete: function (id) {
            return query("/notes/" + id, "DELETE", {})
        }
    },
    tags: {
        get: function () {
            // @expect-none (never called: GET /api/tags/ is no Tool)
            return query("/tags/", "GET", {})
        }
    }
}
window.api = api

$(document).ready(function () {
    $('.nav-sidebar li').each(function () {
        var $this = $(this);
        if ($this.find("a").attr('href') === location.pathname) {
            $this.addClass('active');
        }
    })
})
