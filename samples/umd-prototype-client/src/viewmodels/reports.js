define(["../client/reports"], function (ReportClient) {
    // the AMD import gives the client its prefix
    var reports = new ReportClient("api/reports");

    return {
        load: function (period) {
            return reports.summary(period);
        }
    };
});
