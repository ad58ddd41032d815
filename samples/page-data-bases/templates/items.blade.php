<div id="app-picker"><select name="appid"></select></div>
<script>
  function appload(appvalue) {
    // @expect-none
    $.post('{{ route('appload') }}', { app: appvalue }, function (data) {
      $('#appimage').attr('src', data.iconview);
    });
  }
  function saveItem(item) {
    // @expect POST /items
    $.post('{{ url('') }}/items', item);
  }
  $('select[name=appid]').change(function () { appload($(this).val()); });
  $('#save').click(function () { saveItem({title: $('#title').val()}); });
</script>
