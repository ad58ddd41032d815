// Where the Bookshelf backend lives; overridable per deployment.
export const API_BASE = import.meta.env.VITE_BOOKSHELF_API_URL || 'https://api.bookshelf.example/v1';

export const TOKEN_KEY = 'bookshelf.token';

export const PAGE_SIZE = 20;
