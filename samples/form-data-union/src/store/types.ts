export interface NewBookmark {
  name: string;
  url: string;
  categoryId: number;
  icon?: string;
}

export interface NewCategory {
  name: string;
  isPinned?: boolean;
}
