/* A page helper registered on jQuery: $.crudTable.initTable/initAdd/initDelete({url: …}). */
(function ($) {
    $.extend({
        crudTable: {
            table: null,
            initTable: function (options) {
                this.table = $(options.table);
                loadTable(this.table, options);
            },
            initAdd: function (options) {
                addRow(options);
            },
            initDelete: function (options) {
                deleteRows(this.table, options);
            }
        }
    });

    function loadTable(table, options) {
        let url = options.url;
        $(table).bootstrapTable({
            url: url,
            method: "post",
            contentType: "application/x-www-form-urlencoded",
            queryParams: options.queryParams,
            sidePagination: "server"
        });
    }

    function addRow(options) {
        let url = options.url;
        let readFormData = options.readFormData;
        $("#addModal .save").click(function () {
            $.post(url, readFormData(), function (data) {
                $('#addModal').modal('hide');
            });
        });
    }

    function deleteRows(table, options) {
        let url = options.url;
        $("#toolbar").on('click', '.delete', function () {
            var ids = $(table).bootstrapTable('getSelections').map(row => row.id);
            $.ajax({
                type: 'POST',
                url: url,
                data: {"ids": ids},
                dataType: "json"
            });
        });
    }
})(jQuery);
