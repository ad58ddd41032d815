import { Client } from "./api"
import { authorBooks, genres, loanBook, reviews } from "./books"

const client = new Client()

export async function open(name: string) {
	const shelf = await client.Shelf(name)
	document.title = shelf.Name + " " + (await client.Stock(name))
	await client.Ticket()
	await client.Label(name)
	await client.Catalog(name)
	await client.Inventory()
	await client.Ledger()
}

export async function browse(author: string) {
	await authorBooks(author)
	await genres()
}

export async function act(id: string, text: string) {
	await loanBook(id)
	await reviews.publish(id, text)
	await reviews.withdraw(id, text)
}
