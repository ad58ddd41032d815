import Uppy from "@uppy/core";
import XHRUpload from "@uppy/xhr-upload";

export function mediaUploader(token) {
  return new Uppy({ restrictions: { maxNumberOfFiles: 3 } }).use(XHRUpload, {
    // @expect POST /api/media
    endpoint: "/api/media",
    fieldName: "media",
    headers: { Authorization: `Bearer ${token}` },
  });
}
