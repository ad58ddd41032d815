// A classic script: base_url is the page global the server template writes.
function removeJob(id) {
  // @expect POST /jobinfo/remove
  return $.post(base_url + "/jobinfo/remove", { id: id });
}

function pageJobs(start, length) {
  // @expect POST /jobinfo/pageList
  return $.ajax({ type: "POST", url: base_url + "jobinfo/pageList", data: { start: start, length: length } });
}
