<?php require "header.php"; ?>
<table id="messagesTable"></table>
<script src="<?= asset_version('scripts/js/messages.js') ?>"></script>
