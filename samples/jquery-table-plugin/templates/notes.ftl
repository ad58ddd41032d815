<#import "../common/macros.ftl" as macros>
<!DOCTYPE html>
<html>
<head><title>Notes</title></head>
<body>
<table id="notes_list"></table>
<div id="addModal"><form class="form"><input name="title"><button class="save">Save</button></form></div>
<script>var base_url = "${request.contextPath}";</script>
<script src="${request.contextPath}/static/crud.table.js"></script>
<script>
$(function () {
    // @expect POST /note/pageList
    $.crudTable.initTable({
        table: '#notes_list',
        url: base_url + "/note/pageList",
        queryParams: function (params) {
            return { offset: params.offset, pagesize: params.limit, title: $('#title').val() };
        }
    });
    // @expect POST /note/insert
    $.crudTable.initAdd({
        url: base_url + "/note/insert",
        readFormData: function () {
            return { title: $("#addModal .form input[name=title]").val() };
        }
    });
    // @expect POST /note/delete
    $.crudTable.initDelete({
        url: base_url + "/note/delete"
    });
});
</script>
</body>
</html>
