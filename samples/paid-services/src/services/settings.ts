import axios from 'axios';

export function saveDisplay(theme: string, fontSize: number) {
  // @expect PUT /api/display
  return axios.put('/api/display', { theme, fontSize });
}

export function replayEvent(id: string) {
  // @expect POST /api/events/{id}/replay
  return axios.post(`/api/events/${id}/replay`);
}

export function savePayload(hookId: string, payload: string) {
  // @expect PUT /api/hooks/{hookId}/payload
  return axios.put(`/api/hooks/${hookId}/payload`, { payload });
}
