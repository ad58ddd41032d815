import { addCardLabel, removeCardLabel, clearValue, userCards, versioned } from './api/cards';

export function onLabel(card, label, checked) {
  return checked ? addCardLabel(card.id, { labelId: label.id })
    : removeCardLabel(card.id, label.id);
}

export const onClear = (card, value) => clearValue(card.id, value.groupId, value.fieldId);
export const onUser = (user) => userCards(user.name);
// @expect GET /api/v2/boards
export const onBoards = () => versioned('2/boards');
