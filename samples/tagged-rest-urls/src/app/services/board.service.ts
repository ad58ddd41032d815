import { HttpClient } from '@angular/common/http';
import { Injectable } from '@angular/core';

import { BaseRest } from './base-rest';
import { BaseUrlService } from './base-url.service';

export interface Board {
  id: string;
  title: string;
}

@Injectable({ providedIn: 'root' })
export class BoardService extends BaseRest {
  constructor(private http: HttpClient, baseUrlService: BaseUrlService) {
    super(baseUrlService);
  }

  listBoards() {
    // @expect GET /api/boards
    return this.http.get<Board[]>(this.restUrl`/boards`);
  }

  addBoard(board: Board) {
    // @expect POST /api/boards
    return this.http.post<Board>(this.restUrl`/boards`, board);
  }

  moveCard(boardId: string, cardId: string, column: string) {
    // @expect PUT /api/boards/{boardId}/cards/{cardId}
    return this.http.put(this.restUrl`/boards/${boardId}/cards/${cardId}`, { column });
  }

  removeBoard(boardId: string) {
    // @expect DELETE /api/boards/{boardId}
    return this.http.delete(this.restUrl(`/boards/${boardId}`));
  }
}
