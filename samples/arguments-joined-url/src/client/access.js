// A component whose constructor builds nested sub-clients; each sub-client's URL method joins
// whatever arguments it is given below its own base path.
(function (global, factory) {
    if (typeof define === "function" && define.amd) {
        define("ShopAccessClient", ["ShopClient"], factory);
    } else {
        global.ShopAccessClient = factory(global.ShopClient);
    }
})(this, function (ShopClient) {
    var baseAccessUrl = "api/access";

    var ShopAccessGroupsClient = function (access) {
        this.access = access;
        this.base = this.access.base;

        var baseUrl = baseAccessUrl + "/groups";
        this.url = function () {
            if (arguments.length) {
                return baseUrl + "/" + Array.prototype.join.call(arguments, "/");
            } else {
                return baseUrl;
            }
        };
    };

    ShopAccessGroupsClient.prototype.list = function (opts) {
        return this.base.get(this.url(), opts);
    };

    ShopAccessGroupsClient.prototype.add = function (group, opts) {
        var data = {key: group.key, name: group.name};
        return this.base.postJson(this.url(), data, opts);
    };

    ShopAccessGroupsClient.prototype.delete = function (key, opts) {
        return this.base.delete(this.url(key), opts);
    };

    var ShopAccessUsersClient = function (access) {
        this.access = access;
        this.base = this.access.base;

        var baseUrl = baseAccessUrl + "/users";
        this.url = function () {
            if (arguments.length) {
                return baseUrl + "/" + Array.prototype.join.call(arguments, "/");
            } else {
                return baseUrl;
            }
        };
    };

    ShopAccessUsersClient.prototype.list = function (opts) {
        return this.base.get(this.url(), opts);
    };

    ShopAccessUsersClient.prototype.get = function (name, opts) {
        return this.base.get(this.url(name), opts);
    };

    ShopAccessUsersClient.prototype.update = function (name, active, opts) {
        return this.base.putJson(this.url(name), {active: !!active}, opts);
    };

    ShopAccessUsersClient.prototype.changePassword = function (name, password, opts) {
        return this.base.putJson(this.url(name, "password"), {password: password}, opts);
    };

    ShopAccessUsersClient.prototype.resetApiKey = function (name, opts) {
        return this.base.delete(this.url(name, "apikey"), opts);
    };

    var ShopAccessClient = function (base) {
        this.base = base;

        this.groups = new ShopAccessGroupsClient(this);
        this.users = new ShopAccessUsersClient(this);
    };
    ShopClient.registerComponent("access", ShopAccessClient);
    return ShopAccessClient;
});
