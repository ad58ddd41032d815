// Orders HTTP client: one function per controller method.
App.Http.Orders = (function () {
    function save(order) {
        return order.id ? update(order) : store(order);
    }

    function store(order) {
        const url = App.Utils.Url.siteUrl('orders/store');

        const data = {
            csrf_token: vars('csrf_token'),
            order: order,
        };

        // @expect POST /orders/store
        return $.post(url, data);
    }

    function update(order) {
        const url = App.Utils.Url.siteUrl('orders/update');

        const data = {
            csrf_token: vars('csrf_token'),
            order: order,
        };

        // @expect POST /orders/update
        return $.post(url, data);
    }

    function destroy(orderId) {
        const url = App.Utils.Url.siteUrl('orders/destroy');

        const data = {
            csrf_token: vars('csrf_token'),
            order_id: orderId,
        };

        // @expect-none (never called: POST /orders/destroy is no Tool)
        return $.post(url, data);
    }

    function find(orderId) {
        // @expect-none (never called: GET /orders/find/{orderId} is no Tool)
        return $.get(App.Utils.Url.siteUrl('orders/find/' + orderId));
    }

    return {
        save,
        store,
        update,
        destroy,
        find,
    };
})();
