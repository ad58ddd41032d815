import { Client } from "./api"

const client = new Client()

export async function show(name: string) {
	const shelf = await client.ShelfGet(name)
	document.title = shelf.Name
}

export async function rename(name: string, newName: string) {
	await client.ShelfRename(name, newName, 1)
}

export async function list() {
	return await client.Shelves()
}

export async function remove(name: string) {
	await client.ShelfRemove(name)
	await client.ShelfDust(name)
}

export async function login(username: string, password: string) {
	await client.Login(username, password)
}
