import $ from 'jquery';

export function initVpn() {
    $('#vpn-remove').on('click', '.btn-remove', function () {
        var id = $(this).data('recordId');
        // @expect POST /ajax/vpn/remove_client.php
        $.post('ajax/vpn/remove_client.php', {'client_id': id}, function () {
            $('#vpn-remove').modal('hide');
        });
    });

    $('#js-switch-go, #js-halt').on('click', function () {
        var action = $(this).data('action');
        // @expect POST /ajax/vpn/switch_client.php
        $.post('ajax/vpn/switch_client.php', {'a': action});
    });

    $('#vpn-rename').on('click', '.btn-save', function () {
        // @expect POST /ajax/vpn/rename_client.php
        $.post('ajax/vpn/rename_client.php', {'name': $('#vpn-name').val()});
    });

    $('#js-package-install-confirm').on('click', function () {
        // @expect POST /ajax/packages/install.php
        $.post('ajax/packages/install.php', {'name': $('#package-name').text()});
    });

    // the peers page comes from a plugin whose markup is not in this source
    $('#peer-confirm-delete').on('click', '.btn-delete', function () {
        var id = $(this).data('recordId');
        // @expect POST /ajax/peers/delete_peer.php
        $.post('ajax/peers/delete_peer.php', {'peer_id': id}, function () {
            $('#peer-confirm-delete').modal('hide');
        });
    });

    $('#peer-confirm-delete').on('click', '.btn-close-dialog', function () {
        // @expect POST /ajax/peers/log_dismissal.php
        $.post('ajax/peers/log_dismissal.php');
    });

    // a modal a script shows whose id names no confirmation
    $('#peer-editor').on('shown.bs.modal', function () {});
    $('#peer-editor').on('click', '.btn-apply', function () {
        // @expect POST /ajax/peers/save_peer.php
        $.post('ajax/peers/save_peer.php', {'name': $('#peer-field').val()});
    });
}
