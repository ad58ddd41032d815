export interface Board {
  id: string;
  title: string;
}

/** A plain constructor of a board value: no request. */
export function createBoard(title: string): Board {
  return { id: '', title };
}
