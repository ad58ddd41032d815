<?php require "header.php"; ?>
<script>
  var stock = <?php echo json_encode($stock); ?>;
  function restock(sku) {
    // @expect PUT /stock/{sku}
    return fetch("<?= $base ?>/stock/" + sku, { method: "PUT" });
  }
</script>
<?php echo "<script>fetch('/never-read')</script>"; ?>
