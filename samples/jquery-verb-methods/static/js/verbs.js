// jQuery ships $.get and $.post only: the page adds the other verbs in a loop.
jQuery.each(["put", "delete"], function (i, method) {
    jQuery[method] = function (url, data, callback, type) {
        if (jQuery.isFunction(data)) {
            type = type || callback;
            callback = data;
            data = undefined;
        }
        return jQuery.ajax({
            url: url,
            type: method,
            dataType: type,
            data: data,
            success: callback,
            contentType: 'application/json'
        });
    };
});

// The same over a plain array, written on $.
['patch'].forEach((verb) => {
    $[verb] = (url, data) => $.ajax({url, method: verb.toUpperCase(), data: JSON.stringify(data),
                                      contentType: 'application/json'});
});

// lodash's each hands the item first: not a loop of jQuery's, and no verb is written.
_.each(['head'], function (i, name) {
    jQuery[name] = function (url) { return jQuery.ajax({url: url, type: name}); };
});
