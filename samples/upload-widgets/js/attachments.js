// Dropzone and Fine Uploader on a page of attachments.
new Dropzone("#attachments", {
  // @expect PUT /api/attachments
  url: "/api/attachments",
  method: "put",
  paramName: "attachment",
  headers: { "X-Api-Key": window.apiKey },
});

$("#avatars").dropzone({
  // @expect POST /api/avatars
  url: "/api/avatars",
});

new qq.FineUploader({
  element: document.getElementById("uploader"),
  // @expect POST /api/documents
  request: {
    endpoint: "/api/documents",
    inputName: "document",
    params: { folder: "inbox" },
  },
});
