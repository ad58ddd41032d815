import { WORKSPACE_API, sessionToken } from '../lib/config';

export interface Attachment {
  id: string;
  fileName: string;
  size: number;
}

// XHR rather than fetch: the upload dialog needs progress events.
export function uploadAttachment(
  taskId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<Attachment> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // @expect POST /tasks/{taskId}/attachments
    xhr.open('POST', `${WORKSPACE_API}/tasks/${taskId}/attachments`);
    xhr.setRequestHeader('Authorization', `Bearer ${sessionToken()}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => onProgress(e.loaded / e.total);
    xhr.onload = () => (xhr.status < 300 ? resolve(xhr.response) : reject(new Error(xhr.statusText)));
    xhr.onerror = () => reject(new Error('network error'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

export function deleteAttachment(attachmentId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // @expect DELETE /attachments/{attachmentId}
    xhr.open('DELETE', WORKSPACE_API + '/attachments/' + attachmentId);
    xhr.setRequestHeader('Authorization', `Bearer ${sessionToken()}`);
    xhr.onload = () => resolve();
    xhr.onerror = () => reject(new Error('network error'));
    xhr.send();
  });
}
