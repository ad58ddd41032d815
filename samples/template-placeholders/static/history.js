/* The history page's script: the key comes from main.tmpl's page global. */
function retryJob(jobId, file) {
  var data = new FormData();
  data.append("job", jobId);
  data.append("file", file);
  data.append("apikey", apiKey);
  // @expect POST /history/retry
  return fetch("history/retry", { method: "POST", body: data });
}
