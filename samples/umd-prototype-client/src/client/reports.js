// a bare AMD module: its dependencies are imports, what it returns its default export
define(["jquery"], function ($) {
    var ReportClient = function (prefix) {
        this.prefix = prefix;
    };

    ReportClient.prototype.summary = function (period) {
        // @expect GET /api/reports/summary
        return $.ajax({url: this.prefix + "/summary", data: {period: period}});
    };

    return ReportClient;
});
