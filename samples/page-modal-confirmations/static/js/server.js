function applyConfig() {
    // @expect POST /api/apply-config
    $.post('/api/apply-config');
}

$(document).on('click', '#apply_confirm', applyConfig);

const saveButton = document.getElementById('rename_save');
saveButton.addEventListener('click', function () {
    // @expect PUT /api/server/name
    $.ajax({url: '/api/server/name', type: 'PUT', data: {name: $('#server_name').val()}});
});

function listPeers() {
    // @expect GET /api/peers
    return $.getJSON('/api/peers');
}

function removePeer(id) {
    // @expect POST /api/peers/remove
    $.post('/api/peers/remove', {id: id}).done(function () {
        listPeers();
    });
}

jQuery(function ($) {
    const $modal = $('#modal_remove_peer');
    $modal.on('show.bs.modal', function (event) {
        const name = $(event.relatedTarget).data('name');
        $(this).find('.modal-body').text('You are about to remove peer ' + name);
        $('#remove_peer_confirm').val($(event.relatedTarget).data('id'));
    });
    $('#remove_peer_confirm').click(function () {
        removePeer($(this).val());
        $modal.modal('hide');
    });
    $('#refresh').click(listPeers);
});
