import $ from 'jquery';
import { WORKSPACE_API } from '../lib/config';

// The legacy activity sidebar still runs on jQuery.
export function loadActivity(projectId, since) {
  // @expect GET /projects/{projectId}/activity
  return $.getJSON(`${WORKSPACE_API}/projects/${projectId}/activity`, { since });
}

export function postComment(taskId, text) {
  // @expect POST /tasks/{taskId}/comments
  return $.ajax({
    url: `${WORKSPACE_API}/tasks/${taskId}/comments`,
    method: 'POST',
    contentType: 'application/json',
    data: JSON.stringify({ text }),
    xhrFields: { withCredentials: true },
  });
}
