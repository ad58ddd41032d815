// Options of the orders table; the page that shows it sets their `ajax` before the table is made.
var orders_table_options = {
    "serverSide": true,
    "pageLength": 25,
    "order": [1, 'desc'],
    "columnDefs": [
        { "targets": [0], "data": "order_id" },
        { "targets": [1], "data": "placed_at" }
    ]
};

var order_lines_options = {
    "paging": false,
    "columns": [{ "data": "sku" }, { "data": "quantity" }]
};

// The child table of one order row, opened from the orders table.
function showOrderLines(rowData) {
    // @expect GET /get_order_lines
    order_lines_options.ajax = {
        url: 'get_order_lines',
        data: function (d) {
            d.order_id = rowData['order_id'];
        }
    };
    return $('#order_lines-' + rowData['order_id']).DataTable(order_lines_options);
}
