export interface Book {
  isbn: string;
  title: string;
  author: string;
  shelf: 'to-read' | 'reading' | 'done';
}

export interface NewBook {
  isbn: string;
  title: string;
  author: string;
  publishedYear?: number;
}

export interface BookUpdate {
  title?: string;
  shelf?: 'to-read' | 'reading' | 'done';
}

export interface Review {
  id: string;
  rating: number;
  text: string;
}

export interface ReviewDraft {
  rating: number;
  text: string;
}
