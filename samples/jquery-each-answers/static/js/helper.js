function renderClientList(data) {
    $.each(data, function (index, obj) {
        let ips = '';
        $.each(obj.Client.allocated_ips, function (i, ip) {
            ips += `<small>${ip}</small>`;
        });
        $('#clients').append(`<div id="client_${obj.Client.id}">${obj.Client.name} ${ips}</div>`);
    });
}

function renderUserList(data) {
    jQuery.each(data, function (index, user) {
        $('#users').append(`<div>${user.username}${user.admin ? ' (admin)' : ''}</div>`);
    });
}
