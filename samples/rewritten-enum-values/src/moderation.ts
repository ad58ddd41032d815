import axios from 'axios';
import type { MuteSpan, Visibility } from './types';

// 'forever' is the UI's word for "no span": the client sends no `span` for it, so it is
// never a value the server receives.
export const muteUser = (id: string, span: MuteSpan) =>
  // @expect PUT /api/users/{id}/mute
  axios.put(`/api/users/${id}/mute`, null, { params: { span: span === 'forever' ? undefined : span } });

// The same in a body, with the test written the other way round: 'default' is not sent.
export const publishPost = (id: string, visibility: Visibility) =>
  // @expect POST /api/posts/{id}/publish
  axios.post(`/api/posts/${id}/publish`, {
    visibility: visibility !== 'default' ? visibility : undefined,
  });

// A value rewritten to another value is not dropped from what is sent: 'forever' becomes
// '8760h' on the wire.
export const snoozeUser = (id: string, span: MuteSpan) =>
  // @expect PUT /api/users/{id}/snooze
  axios.put(`/api/users/${id}/snooze`, { span: span === 'forever' ? '8760h' : span });
