// The orders page: calls the client through the namespace, reads the calendar directly.
App.Pages.Orders = (function () {
    const $saveButton = $('#save-order');

    function onSaveClick() {
        const order = {
            id: $('#order-id').val() || undefined,
            customer: $('#customer').val(),
            notes: $('#notes').val(),
        };

        App.Http.Orders.save(order).done(function () {
            $('#message').text('Saved');
        });
    }

    function loadEvents(start, end) {
        // @expect GET /calendar/get_events
        return $.getJSON(App.Utils.Url.siteUrl('calendar/get_events'), {start: start, end: end});
    }

    function openLogin() {
        // @expect-none
        window.location.href = App.Utils.Url.siteUrl('login');
    }

    $saveButton.on('click', onSaveClick);
    $('#logout').on('click', openLogin);

    return {
        loadEvents,
    };
})();
