// the prototype written as one object literal
(function (global, factory) {
    if (typeof define === "function" && define.amd) {
        define(["ShopClient"], factory);
    } else {
        factory(global.ShopClient);
    }
})(this, function (Client) {
    var url = "api/stock";

    function ShopStockClient(base) {
        this.base = base;
    }

    ShopStockClient.prototype = {
        levels: function (opts) {
            return this.base.get(url + "/levels", opts);
        },
        restock: function (sku, amount, opts) {
            return this.base.issueCommand(url + "/" + sku, "restock", {amount: amount}, opts);
        }
    };

    Client.registerComponent("stock", ShopStockClient);
    return ShopStockClient;
});
