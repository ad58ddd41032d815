// a request helper: the method defaults to GET
function apiRequest(url, method, success) {
    $.ajax({ type: method || "GET", url: url, dataType: "json", success: success });
}
