$(function () {
    function OrdersViewModel() {
        var self = this;

        self.requestData = function () {
            // @expect GET /api/orders
            return Shop.orders.list().done(self.fromResponse);
        };

        self.addOrder = function (order) {
            // @expect POST /api/orders
            return Shop.orders.add(order);
        };

        self.removeOrder = function (order) {
            // @expect DELETE /api/orders/{id}
            return Shop.orders.remove(order.id);
        };

        self.shipOrder = function (order, carrier) {
            // @expect POST /api/orders/{id}
            return Shop.orders.ship(order.id, carrier);
        };

        self.loadLevels = function () {
            // @expect GET /api/stock/levels
            return Shop.stock.levels();
        };

        self.restock = function (item) {
            // @expect POST /api/stock/{sku}
            return Shop.stock.restock(item.sku, item.amount);
        };
    }

    window.OrdersViewModel = OrdersViewModel;
});
