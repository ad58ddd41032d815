import { useState } from 'react';
import { addBook, searchBooks } from '@/api/books';
import type { Book } from '@/api/types';

export function SearchPage() {
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const [results, setResults] = useState<Book[]>([]);

  async function run() {
    setResults(await searchBooks(term, page));
  }

  async function add(title: string, author: string, isbn: string) {
    await addBook({ isbn, title, author });
  }

  return (
    <section>
      <input value={term} onChange={(e) => setTerm(e.target.value)} />
      <button onClick={run}>Search</button>
      <button onClick={() => setPage(page + 1)}>Next page</button>
      {results.map((b) => (
        <div key={b.isbn}>
          {b.title} <button onClick={() => add(b.title, b.author, b.isbn)}>Add</button>
        </div>
      ))}
    </section>
  );
}
