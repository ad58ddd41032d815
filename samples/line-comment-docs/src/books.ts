// Copyright 2024 The Library Authors.
// SPDX-License-Identifier: MIT

// Hand-written requests documented with line comments.

const root = "/api" // where the book service answers
export async function loanBook(id: string) {
	// @expect POST /api/books/{id}/loans
	return fetch(`${root}/books/${id}/loans`, { method: "POST" })
}

// Lists the books written by an author,
// newest first.
export async function authorBooks(author: string) {
	// @expect GET /api/authors/{author}/books
	return (await fetch(`${root}/authors/${author}/books`)).json()
}

// TODO: page through the results
export async function genres() {
	// @expect GET /api/genres
	return (await fetch(`${root}/genres`)).json()
}

export const reviews = {
	// Publishes a review of a book.
	async publish(id: string, text: string) {
		// @expect POST /api/books/{id}/reviews
		return fetch(`${root}/books/${id}/reviews`, { method: "POST", body: JSON.stringify({ text }) })
	},
	// Withdraws a review one wrote.
	withdraw: (id: string, review: string) =>
		// @expect DELETE /api/books/{id}/reviews/{review}
		fetch(`${root}/books/${id}/reviews/${review}`, { method: "DELETE" }),
}
