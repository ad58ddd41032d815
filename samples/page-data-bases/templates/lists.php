<div id="lists"
     data-list-url="<?php echo $base; ?>/api/lists"
     data-remove-url="/api/lists/<?= $list->id ?>/remove"
     data-export-url="<?= $exportUrl ?>">
  <button id="remove">Remove</button>
  <button id="export">Export</button>
</div>
<script src="/static/js/lists.js"></script>
