import http from './http';

// @expect POST /api/cards/{cardId}/card-labels
export const addCardLabel = (cardId, data) => http.post(`/cards/${cardId}/card-labels`, data);

// A parameter inside a segment after literal text is a path parameter of that segment.
export const removeCardLabel = (cardId, labelId) =>
  // @expect DELETE /api/cards/{cardId}/card-labels/labelId:{labelId}
  http.delete(`/cards/${cardId}/card-labels/labelId:${labelId}`);

// Two parameters in one segment.
export const clearValue = (cardId, groupId, fieldId) =>
  // @expect DELETE /api/cards/{cardId}/values/{groupId}:{fieldId}
  http.delete(`/cards/${cardId}/values/${groupId}:${fieldId}`);

// The segment is written with `+` and read through a local binding.
export const userCards = (name) => {
  const path = '/users/@' + name + '/cards';
  // @expect GET /api/users/@{name}/cards
  return http.get(path);
};

// Text read from another name glued to a parameter still waits for the callers.
const VERSIONED = '/v';
export const versioned = (rest) => http.get(VERSIONED + rest);
