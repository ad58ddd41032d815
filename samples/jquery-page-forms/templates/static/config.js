/* Every config page's full form is submitted through jquery.form. */
$(function () {
  // @expect POST /saveGeneral
  $('.fullform').ajaxForm({
    datatype: 'json',
    success: function () { location.reload(); }
  });
});
