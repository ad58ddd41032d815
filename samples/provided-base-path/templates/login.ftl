<#import "common.macro.ftl" as netCommon>
<!DOCTYPE html>
<html>
<body>
<form id="loginForm" method="post">
  <input type="text" name="userName">
  <input type="password" name="password">
  <button type="submit">${I18n.login_btn}</button>
</form>
<script src="${request.contextPath}/static/js/jquery.min.js"></script>
<script>
  var base_url = '${request.contextPath}';
</script>
<script src="${request.contextPath}/static/js/jobs.js"></script>
<script type="module" src="${request.contextPath}/static/js/archives.js"></script>
</body>
</html>
