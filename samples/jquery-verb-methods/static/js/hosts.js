jQuery(function ($) {
    $('.btn-wake').click(function () {
        const $this = $(this);
        // @expect PUT /hosts/{macAddress}
        $.put('/hosts/' + $this.data('mac-address'), function (result) {
            $this.find('.last-used').text(result);
        });
    });

    $('.btn-rename').click(function () {
        const id = $(this).data('id');
        // @expect PATCH /hosts/{id}/name
        $.patch('/hosts/' + id + '/name', {name: $('#name').val()});
    });
});

$('#remove_host_confirm').click(function () {
    const mac = $('#remove_host_confirm').val();
    // @expect DELETE /hosts/{mac}
    $.delete('/hosts/' + mac);
});

// @expect-none
$.head('/hosts/ping');
