<%@ page contentType="text/html;charset=UTF-8" %>
<%@ taglib prefix="c" uri="http://java.sun.com/jsp/jstl/core" %>
<script>
  var ctx = "${pageContext.request.contextPath}";
  var settings = <%= settingsJson %>;
  <c:if test="${sessionScope.admin}">
  function deleteUser(id) {
    // @expect DELETE /api/users/{id}
    return fetch(ctx + "/api/users/" + id, { method: "DELETE" });
  }
  </c:if>
  <%-- fetch("/api/hidden") --%>
</script>
