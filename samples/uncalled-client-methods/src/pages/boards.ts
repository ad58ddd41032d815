import client from '../api/client';
import { createBoard } from '../blocks/board';

const events = { archived: 'archiveBoard', opened: 'getBoard' };

const hotkeys = {
  'b l': () => client.listBoards(),
};

export function openBoard(id: string) {
  return client.getBoard(id);
}

export function onHotkey(keys: string) {
  if (hotkeys[keys]) hotkeys[keys]();
}

export class History {
  undo() { return 1; }
  redo() { return 2; }
  run(action: 'undo' | 'redo') {
    return this[action]();
  }
}

export function drafts(titles: string[]) {
  return titles.map(createBoard);
}

export function refresh(api: any) {
  return api.reloadBoards();
}

export function label(name: string) {
  return events[name];
}
