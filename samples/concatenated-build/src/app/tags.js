'use strict';
function deleteTag(tagName) {
  // @expect DELETE /api/tags/{tagName}
  return fetch('/api/tags/' + encodeURIComponent(tagName), {method: 'DELETE'});
}
