// A client library in UMD modules: the factory's body is the script's top level, its
// parameters the globals the fallback call names.
(function (global, factory) {
    if (typeof define === "function" && define.amd) {
        define("ShopClient", ["jquery", "lodash"], factory);
    } else {
        global.ShopClient = factory(global.$, global._);
        global.Shop = new global.ShopClient();
    }
})(this, function ($, _) {
    var ShopClient = function (options) {
        this.options = options || {baseurl: undefined};
        this.components = {};
    };

    // a sub-client registers itself; the accessor makes it with this client as its base
    ShopClient.registerComponent = function (name, component) {
        Object.defineProperty(ShopClient.prototype, name, {
            get: function () {
                if (this.components[name] !== undefined) {
                    return this.components[name];
                }
                var instance = new component(this);
                this.components[name] = instance;
                return instance;
            },
            enumerable: false,
            configurable: false
        });
    };

    ShopClient.prototype.ajax = function (method, url, opts) {
        opts = opts || {};
        method = opts.method || method || "GET";
        var params = $.extend({}, opts);
        params.type = method;
        params.dataType = params.dataType || "json";
        return $.ajax(url, params);
    };

    ShopClient.prototype.ajaxWithData = function (method, url, data, opts) {
        opts = opts || {};
        var params = $.extend({}, opts);
        params.data = data;
        return this.ajax(method, url, params);
    };

    ShopClient.prototype.get = function (url, opts) {
        return this.ajax("GET", url, opts);
    };

    ShopClient.prototype.postJson = function (url, data, opts) {
        var params = $.extend({}, opts);
        params.contentType = "application/json; charset=UTF-8";
        return this.ajaxWithData("POST", url, JSON.stringify(data), params);
    };

    ShopClient.prototype.putJson = function (url, data, opts) {
        var params = $.extend({}, opts);
        params.contentType = "application/json; charset=UTF-8";
        return this.ajaxWithData("PUT", url, JSON.stringify(data), params);
    };

    ShopClient.prototype.delete = function (url, opts) {
        return this.ajax("DELETE", url, opts);
    };

    ShopClient.prototype.issueCommand = function (url, command, payload, opts) {
        var data = $.extend({}, payload || {});
        data.command = command;
        return this.postJson(url, data, opts);
    };

    return ShopClient;
});
