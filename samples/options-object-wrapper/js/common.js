// One request helper for every page: called with positional arguments or with one options
// object, whose members stand in for the arguments the call leaves out.
function apiRequest(url, method, data, success, token) {
    var finalUrl;

    if ((url != null) && (url.url != null))
        finalUrl = arguments[0].url;
    else
        finalUrl = url;

    if (method == null)
        method = arguments[0].method;

    if (method == null)
        method = "GET";

    if (data == null) {
        if (arguments[0].data == null)
            data = "";
        else
            data = arguments[0].data;
    }

    if (success == null)
        success = arguments[0].success;

    var headers = {};

    if (token == null)
        token = arguments[0].token;

    if (token != null)
        headers = { "Authorization": "Bearer " + token };

    $.ajax({
        type: method,
        url: finalUrl,
        headers: headers,
        data: data,
        dataType: "json",
        cache: false,
        success: function (response) {
            if (success != null)
                success(response);
        }
    });
}
