import { get, post, del } from '@/api/client';
import type { Review, ReviewDraft } from './types';

export function listReviews(isbn: string): Promise<Review[]> {
  // @expect GET /books/{isbn}/reviews
  return get<Review[]>(`/books/${isbn}/reviews`);
}

export function writeReview(isbn: string, draft: ReviewDraft): Promise<Review> {
  // @expect POST /books/{isbn}/reviews
  return post<Review>(`/books/${isbn}/reviews`, draft);
}

export function deleteReview(isbn: string, reviewId: string): Promise<void> {
  // @expect DELETE /books/{isbn}/reviews/{reviewId}
  return del<void>(`/books/${isbn}/reviews/${reviewId}`);
}
