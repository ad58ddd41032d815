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
