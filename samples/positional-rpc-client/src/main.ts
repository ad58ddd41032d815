import { Client } from "./api"

const client = new Client()

export async function show(name: string) {
	const shelf = await client.ShelfGet(name)
	document.title = shelf.Name
}

export async function rename(name: string, newName: string) {
	await client.ShelfRename(name, newName, 1)
}
