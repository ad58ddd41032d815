// A record form: each record type adds its own fields to the query, then the request path
// is put in front of them.
function saveRecord(zone, domain, type, isUpdate) {
    var apiUrl = "";

    switch (type) {
        case "A":
            apiUrl += "&ipAddress=" + encodeURIComponent($("#txtIpAddress").val());
            if ($("#chkPtr").prop("checked"))
                apiUrl += "&ptr=true";
            break;

        case "CNAME":
            apiUrl += "&cname=" + encodeURIComponent($("#txtCname").val());
            break;

        case "MX":
            apiUrl += "&preference=" + encodeURIComponent($("#txtPreference").val()) + "&exchange=" + encodeURIComponent($("#txtExchange").val());
            break;

        case "NS":
            apiUrl += "&nameServer=" + encodeURIComponent($("#txtnameServer").val());
            break;

        case "PTR":
            apiUrl += "&ptrName=" + encodeURIComponent($("#txtptrName").val());
            break;

        case "TXT":
            apiUrl += "&text=" + encodeURIComponent($("#txttext").val());
            break;

        case "SRV":
            apiUrl += "&target=" + encodeURIComponent($("#txttarget").val());
            break;

        case "DNAME":
            apiUrl += "&dname=" + encodeURIComponent($("#txtdname").val());
            break;

        case "DS":
            apiUrl += "&digest=" + encodeURIComponent($("#txtdigest").val());
            break;

        case "SSHFP":
            apiUrl += "&sshfpFingerprint=" + encodeURIComponent($("#txtsshfpFingerprint").val());
            break;

        case "TLSA":
            apiUrl += "&tlsaData=" + encodeURIComponent($("#txttlsaData").val());
            break;

        case "SVCB":
            apiUrl += "&svcParams=" + encodeURIComponent($("#txtsvcParams").val());
            break;

        case "URI":
            apiUrl += "&uri=" + encodeURIComponent($("#txturi").val());
            break;

        case "CAA":
            apiUrl += "&tag=" + encodeURIComponent($("#txttag").val());
            break;

        case "ANAME":
            apiUrl += "&aname=" + encodeURIComponent($("#txtaname").val());
            break;

        case "FWD":
            apiUrl += "&forwarder=" + encodeURIComponent($("#txtforwarder").val());
            break;

        case "APP":
            apiUrl += "&appName=" + encodeURIComponent($("#txtappName").val());
            break;

        default:
            var rdata = $("#txtRdata").val();
            if (rdata === "")
                return;

            apiUrl += "&rdata=" + encodeURIComponent(rdata);
            break;
    }

    if (isUpdate)
        apiUrl = "api/records/update?zone=" + encodeURIComponent(zone) + "&domain=" + encodeURIComponent(domain) + "&type=" + type + apiUrl;
    else
        apiUrl = "api/records/add?zone=" + encodeURIComponent(zone) + "&domain=" + encodeURIComponent(domain) + "&type=" + type + apiUrl;

    // @expect GET /api/records/add
    apiRequest({
        url: apiUrl,
        token: session.token,
        success: function () { $("#status").text("saved"); }
    });
}

$("#btnSaveRecord").click(function () {
    saveRecord($("#txtZone").val(), $("#txtDomain").val(), $("#optType").val(), $("#hdnEditing").val() === "1");
});

// The same form's delete: one path put in front of the type's fields, then the cluster node.
function deleteRecord(zone, domain, type) {
    var apiUrl = "";

    switch (type) {
        case "A":
            apiUrl += "&ipAddress=" + encodeURIComponent($("#txtIpAddress").val());
            break;

        case "NS":
            apiUrl += "&nameServer=" + encodeURIComponent($("#txtNameServer").val());
            break;

        default:
            apiUrl += "&rdata=" + encodeURIComponent($("#txtRdata").val());
            break;
    }

    apiUrl = "api/records/delete?zone=" + encodeURIComponent(zone) + "&domain=" + encodeURIComponent(domain) + apiUrl;

    // @expect GET /api/records/delete
    apiRequest({
        url: apiUrl + "&node=" + encodeURIComponent($("#optNode").val()),
        token: session.token,
        success: function () { $("#status").text("deleted"); }
    });
}

$("#btnDeleteRecord").click(function () {
    deleteRecord($("#txtZone").val(), $("#txtDomain").val(), $("#optType").val());
});
