// The answers' declared types; the helpers below name them as type arguments, assertions and
// annotations, and each is the output schema of the requests it types.
import type { MediaLink } from './media';

export type ItemStatus = 'unread' | 'read' | 'starred';

export interface Feed {
  id: number;
  title: string;
  folder_id: number | null;
  icon?: string;
}

export interface Item {
  id: number;
  title: string;
  status: ItemStatus;
  media_links: MediaLink[];
}

export interface ItemPage {
  list: Item[];
  has_more: boolean;
}

export type Folder = {
  id: number;
  title: string;
  is_expanded: boolean;
};

export interface Settings {
  theme: string;
  refresh_rate: number;
}

export interface Tag {
  id: number;
  label: string;
}

export interface Stats {
  running: number;
  unread: number;
}

export interface Created {
  id: number;
}
