import { Injectable } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { Article, CommentDraft, Credentials, User } from './models';
import { operations } from './generated';

type NewComment = operations['CreateComment']['requestBody']['content']['application/json'];

@Injectable({ providedIn: 'root' })
export class ApiService {
  constructor(private http: HttpClient) {}

  createArticle(article: Partial<Article>) {
    // @expect POST /api/articles
    return this.http.post<{ article: Article }>('/api/articles', { article });
  }

  updateArticle(article: Partial<Article>) {
    // @expect PUT /api/articles/{slug}
    return this.http.put<{ article: Article }>(`/api/articles/${article.slug}`, { article });
  }

  login(credentials: Credentials) {
    // @expect POST /api/users/login
    return this.http.post<{ user: User }>('/api/users/login', { user: credentials });
  }

  register(user: { username: string; email: string; password: string; referrer?: string }) {
    // @expect POST /api/users
    return this.http.post<{ user: User }>('/api/users', { user });
  }

  updateUser(changes: Partial<User>) {
    // @expect PUT /api/user
    return this.http.put<{ user: User }>('/api/user', { user: changes });
  }

  addComment(slug: string, draft: CommentDraft) {
    const payload: NewComment = { comment: { body: draft.body, mentions: draft.mentions } };
    // @expect-none (never called: POST /api/articles/{slug}/comments is no Tool)
    return this.http.post(`/api/articles/${slug}/comments`, payload);
  }

  previewComment(slug: string, draft: CommentDraft) {
    // @expect-none (never called: POST /api/articles/{slug}/preview is no Tool)
    return this.http.post(`/api/articles/${slug}/preview`, {
      text: draft.body, preview: draft.preview,
    });
  }
}
