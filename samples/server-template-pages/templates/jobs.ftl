<#import "common.macro.ftl" as netCommon>
<@netCommon.commonStyle />
<select id="group">
  <#list groups as group>
  <option value="${group.id}" <#if current==group.id>selected</#if>>${group.name}</option>
  </#list>
</select>
<script src="${request.contextPath}/static/<#if lang=="en">table-en.js<#else>table.js</#if>"></script>
<script>
  var base_url = '${request.contextPath}';
  var I18n = ${I18nUtil.getMultString()};
  var label = '${title?default('')}';

  function removeJob(id) {
    // @expect POST /jobs/remove
    $.post(base_url + "/jobs/remove", { id: id });
  }

  <#if admin>
  function purgeJobs() {
    // @expect POST /jobs/purge
    return $.ajax({ type: "POST", url: base_url + "/jobs/purge" });
  }
  </#if>

  function jobLog(id) {
    // @expect GET /jobs/{jobId}/log
    return $.get(base_url + "/jobs/${jobId}/log");
  }

  <#-- $.post(base_url + "/jobs/never"); -->
</script>
