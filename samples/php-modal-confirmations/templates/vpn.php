<table class="table">
  <tr>
    <td><?php echo htmlspecialchars($client, ENT_QUOTES); ?></td>
    <td>
      <button type="button" class="btn btn-outline-danger" data-record-id="<?php echo $client; ?>" data-bs-toggle="modal" data-bs-target="#vpn-remove">Remove</button>
      <button type="button" class="btn btn-outline-success" data-bs-toggle="modal" data-bs-target="#vpn-switch">Switch</button>
      <button type="button" class="btn btn-outline-secondary" data-bs-toggle="modal" data-bs-target="#vpn-rename">Rename</button>
    </td>
  </tr>
</table>

<div class="modal fade" id="vpn-remove" tabindex="-1" role="dialog">
  <div class="modal-dialog"><div class="modal-content">
    <div class="modal-header"><div class="modal-title"><?php echo _("Remove VPN client"); ?></div></div>
    <div class="modal-body"><?php echo _("Remove this client? This cannot be undone."); ?></div>
    <div class="modal-footer">
      <button type="button" class="btn btn-outline-secondary btn-cancel" data-bs-dismiss="modal"><?php echo _("Cancel"); ?></button>
      <button type="button" class="btn btn-outline-danger btn-remove"><?php echo _("Remove"); ?></button>
    </div>
  </div></div>
</div>

<div class="modal fade" id="vpn-switch" tabindex="-1" role="dialog">
  <div class="modal-dialog"><div class="modal-content">
    <div class="modal-header"><div class="modal-title"><?= _('Switch client') ?></div></div>
    <div class="modal-body"><?= _('Switch to this client? The VPN service restarts.') ?></div>
    <div class="modal-footer">
      <button type="button" id="js-switch-go" class="btn btn-outline-success"><?= _('Switch') ?></button>
      <button type="button" id="js-halt" class="btn btn-outline-danger"><?= _('Halt') ?></button>
    </div>
  </div></div>
</div>

<div class="modal fade" id="vpn-rename" tabindex="-1" role="dialog">
  <div class="modal-dialog"><div class="modal-content">
    <div class="modal-header"><div class="modal-title"><?php echo _("Rename client"); ?></div></div>
    <div class="modal-body"><input type="text" id="vpn-name" class="form-control"></div>
    <div class="modal-footer">
      <button type="button" class="btn btn-primary btn-save"><?php echo _("Save"); ?></button>
    </div>
  </div></div>
</div>

<div class="modal fade" id="package-details" tabindex="-1" role="dialog">
  <div class="modal-dialog"><div class="modal-content">
    <div class="modal-header"><div class="modal-title"><?php echo _("Package details"); ?></div></div>
    <div class="modal-body"><span id="package-name"></span></div>
    <div class="modal-footer">
      <button type="button" id="js-package-install-confirm" class="btn btn-outline-success"><?php echo _("Install now"); ?></button>
    </div>
  </div></div>
</div>
