import { HttpClient } from '@angular/common/http';
import { Injectable } from '@angular/core';

@Injectable({ providedIn: 'root' })
export class BoardService {
  constructor(private http: HttpClient) {}

  listBoards() {
    // @expect GET /backend/boards
    return this.http.get('/boards');
  }

  archiveBoard(id: number) {
    // @expect POST /backend/boards/{id}/archive
    return this.http.post(`/boards/${id}/archive`, {});
  }

  loadAppData() {
    // a file served beside the bundle: the interceptor leaves a `.`-led URL alone
    return this.http.get('./assets/app-data.json');
  }

  loadTranslations(lang: string) {
    return this.http.get(`./assets/i18n/${lang}.json`);
  }

  publicStatus() {
    // @expect GET /public/status
    return this.http.get('/public/status');
  }

  reportFrom(root: string) {
    // @expect GET /backend/{root}/summary
    return this.http.get(`${root}/summary`);
  }
}
