import { useEffect, useState } from 'react';
import { getBook, removeBook, updateBook } from '../api/books';
import { deleteReview, listReviews, writeReview } from '../api/reviews';
import type { Book, Review } from '../api/types';
import { lastVisit, rememberVisit } from '../lib/recent';
import { trackOpen } from '../lib/track';

export function BookPage({ isbn }: { isbn: string }) {
  const [book, setBook] = useState<Book | null>(null);
  const [reviews, setReviews] = useState<Review[]>([]);
  const seen = lastVisit(isbn);

  useEffect(() => {
    rememberVisit(isbn);
    trackOpen(isbn);
    getBook(isbn).then(setBook);
    listReviews(isbn).then(setReviews);
  }, [isbn]);

  async function markDone() {
    setBook(await updateBook(isbn, { shelf: 'done' }));
  }

  async function review(rating: number, text: string) {
    const created = await writeReview(isbn, { rating, text });
    setReviews([...reviews, created]);
  }

  async function dropReview(reviewId: string) {
    await deleteReview(isbn, reviewId);
    setReviews(reviews.filter((r) => r.id !== reviewId));
  }

  async function discard() {
    if (window.confirm('Remove this book from your shelf?')) {
      await removeBook(isbn);
    }
  }

  if (!book) return <p>Loading…</p>;
  return (
    <article>
      <h1>{book.title}</h1>
      <p>{book.author}{seen ? ` · last opened ${seen}` : ''}</p>
      <button onClick={markDone}>Finished</button>
      <button onClick={discard}>Remove</button>
      <ul>
        {reviews.map((r) => (
          <li key={r.id}>
            {r.rating}/5 {r.text} <button onClick={() => dropReview(r.id)}>Delete</button>
          </li>
        ))}
      </ul>
      <button onClick={() => review(5, 'Loved it')}>Quick review</button>
    </article>
  );
}
