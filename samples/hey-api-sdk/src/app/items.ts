import * as api from '@/api';
import { iconFor } from './icons';

export async function loadItems(tag: string) {
  const items = await api.getItems({ tags: tag, recursive: false });
  return items.map((item) => ({ ...item, icon: iconFor(item.state) }));
}

export async function loadItem(name: string) {
  return api.getItemByName({ itemname: name });
}

export async function switchItem(name: string, command: string) {
  await api.sendItemCommand({ itemname: name, body: command });
}
