(function (global, factory) {
    if (typeof define === "function" && define.amd) {
        define(["ShopClient"], factory);
    } else {
        factory(global.ShopClient);
    }
})(this, function (ShopClient) {
    var url = "api/orders";

    var orderUrl = function (id) {
        return url + "/" + id;
    };

    var ShopOrderClient = function (base) {
        this.base = base;
    };

    ShopOrderClient.prototype.list = function (opts) {
        return this.base.get(url, opts);
    };

    ShopOrderClient.prototype.add = function (order, opts) {
        return this.base.postJson(url, {order: order}, opts);
    };

    ShopOrderClient.prototype.remove = function (id, opts) {
        return this.base.delete(orderUrl(id), opts);
    };

    ShopOrderClient.prototype.ship = function (id, carrier, opts) {
        return this.base.issueCommand(orderUrl(id), "ship", {carrier: carrier}, opts);
    };

    ShopClient.registerComponent("orders", ShopOrderClient);
    return ShopOrderClient;
});
