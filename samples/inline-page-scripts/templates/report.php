<?php include "header.php"; ?>
<div id="report"></div>
<script>
  fetch("<?= $base ?>/api/reports").then((r) => r.text()).then((html) => {
    document.getElementById("report").innerHTML = html;
  });
</script>
